import Testing
import UIKit

// A stopwatch as public UIKit tutorials write it: a big time label, Start/Stop and Lap/Reset buttons in a
// stack view, the laps in a table view below (newest first), a repeating `Timer` adding a tenth of a second
// per tick. Ported with `import UIKit`; the changes, against the original below:
//   forced by Linux (no Objective-C runtime, so no selectors):
//   - the two `addTarget(self, action: #selector(…), …)`: typed closures, `action: { $0.startStopTapped() }`;
//   - the three `@objc func`: no `@objc`;
//   - `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` (two lines): the block form,
//     one line, `scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in self?.updateTimer() }`;
//   forced by the test, not by Linux (two lines):
//   - that line is `try? PanelTimer.scheduledTimer(…)`, `var timer: Timer?` is `PanelTimer?` and
//     `RunLoop.main.add(timer!, forMode: .common)` goes: in an app the panel's loop fires Foundation's
//     timers, but only those of the process's main thread's run loop, and a test runs off that thread; a
//     `PanelTimer` runs on the TestDriver's clock (and fires while a finger scrolls, as `.common` mode does).
// `indexPath` is the table view's own `IndexPath`, which `import UIKit` names `IndexPath`; `String(format:)`
// is Foundation's, which `import UIKit` brings.
// The UIKit original:
//
//     final class StopwatchViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
//         let timeLabel = UILabel()
//         let startButton = UIButton(type: .system)
//         let lapButton = UIButton(type: .system)
//         let tableView = UITableView(frame: .zero, style: .plain)
//
//         var timer: Timer?
//         var counter = 0.0
//         var lapStart = 0.0
//         var laps: [Double] = []
//         var isRunning = false
//
//         override func viewDidLoad() {
//             super.viewDidLoad()
//             title = "Stopwatch"
//             view.backgroundColor = .white
//
//             timeLabel.text = "00:00.0"
//             timeLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 56, weight: .light)
//             timeLabel.textAlignment = .center
//             startButton.setTitle("Start", for: .normal)
//             lapButton.setTitle("Lap", for: .normal)
//             lapButton.isEnabled = false
//             startButton.addTarget(self, action: #selector(startStopTapped), for: .touchUpInside)
//             lapButton.addTarget(self, action: #selector(lapResetTapped), for: .touchUpInside)
//
//             tableView.dataSource = self
//             tableView.delegate = self
//             tableView.register(UITableViewCell.self, forCellReuseIdentifier: "LapCell")
//
//             let buttons = UIStackView(arrangedSubviews: [lapButton, startButton])
//             buttons.axis = .horizontal
//             buttons.distribution = .fillEqually
//             buttons.spacing = 20
//             for v in [timeLabel, buttons, tableView] as [UIView] {
//                 v.translatesAutoresizingMaskIntoConstraints = false
//                 view.addSubview(v)
//             }
//             let safe = view.safeAreaLayoutGuide
//             NSLayoutConstraint.activate([
//                 timeLabel.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
//                 timeLabel.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
//                 timeLabel.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
//                 buttons.topAnchor.constraint(equalTo: timeLabel.bottomAnchor, constant: 20),
//                 buttons.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
//                 buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
//                 buttons.heightAnchor.constraint(equalToConstant: 44),
//                 tableView.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 20),
//                 tableView.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
//                 tableView.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
//                 tableView.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
//             ])
//         }
//
//         @objc func startStopTapped() {
//             if isRunning {
//                 timer?.invalidate()
//                 timer = nil
//                 startButton.setTitle("Start", for: .normal)
//                 lapButton.setTitle("Reset", for: .normal)
//             } else {
//                 timer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: #selector(updateTimer),
//                                              userInfo: nil, repeats: true)
//                 RunLoop.main.add(timer!, forMode: .common)
//                 startButton.setTitle("Stop", for: .normal)
//                 lapButton.setTitle("Lap", for: .normal)
//                 lapButton.isEnabled = true
//             }
//             isRunning.toggle()
//         }
//
//         @objc func lapResetTapped() {
//             if isRunning {
//                 laps.insert(counter - lapStart, at: 0)
//                 lapStart = counter
//                 tableView.reloadData()
//             } else {
//                 counter = 0
//                 lapStart = 0
//                 laps.removeAll()
//                 timeLabel.text = StopwatchViewController.format(0)
//                 lapButton.setTitle("Lap", for: .normal)
//                 lapButton.isEnabled = false
//                 tableView.reloadData()
//             }
//         }
//
//         @objc func updateTimer() {
//             counter += 0.1
//             timeLabel.text = StopwatchViewController.format(counter)
//         }
//
//         static func format(_ seconds: Double) -> String {
//             let tenths = Int((seconds * 10).rounded())
//             return String(format: "%02d:%02d.%d", tenths / 600, tenths / 10 % 60, tenths % 10)
//         }
//
//         func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
//             laps.count
//         }
//
//         func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
//             let cell = tableView.dequeueReusableCell(withIdentifier: "LapCell", for: indexPath)
//             cell.textLabel?.text = "Lap \(laps.count - indexPath.row)    " + StopwatchViewController.format(laps[indexPath.row])
//             cell.selectionStyle = .none
//             return cell
//         }
//
//         func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
//             tableView.deselectRow(at: indexPath, animated: true)
//         }
//     }

final class StopwatchViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let timeLabel = UILabel()
    let startButton = UIButton(type: .system)
    let lapButton = UIButton(type: .system)
    let tableView = UITableView(frame: .zero, style: .plain)

    var timer: PanelTimer?
    var counter = 0.0
    var lapStart = 0.0
    var laps: [Double] = []
    var isRunning = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stopwatch"
        view.backgroundColor = .white

        timeLabel.text = "00:00.0"
        timeLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 56, weight: .light)
        timeLabel.textAlignment = .center
        startButton.setTitle("Start", for: .normal)
        lapButton.setTitle("Lap", for: .normal)
        lapButton.isEnabled = false
        startButton.addTarget(self, action: { $0.startStopTapped() }, for: .touchUpInside)
        lapButton.addTarget(self, action: { $0.lapResetTapped() }, for: .touchUpInside)

        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "LapCell")

        let buttons = UIStackView(arrangedSubviews: [lapButton, startButton])
        buttons.axis = .horizontal
        buttons.distribution = .fillEqually
        buttons.spacing = 20
        for v in [timeLabel, buttons, tableView] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            timeLabel.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
            timeLabel.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
            timeLabel.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
            buttons.topAnchor.constraint(equalTo: timeLabel.bottomAnchor, constant: 20),
            buttons.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
            buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
            buttons.heightAnchor.constraint(equalToConstant: 44),
            tableView.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 20),
            tableView.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ])
    }

    func startStopTapped() {
        if isRunning {
            timer?.invalidate()
            timer = nil
            startButton.setTitle("Start", for: .normal)
            lapButton.setTitle("Reset", for: .normal)
        } else {
            timer = try? PanelTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in self?.updateTimer() }
            startButton.setTitle("Stop", for: .normal)
            lapButton.setTitle("Lap", for: .normal)
            lapButton.isEnabled = true
        }
        isRunning.toggle()
    }

    func lapResetTapped() {
        if isRunning {
            laps.insert(counter - lapStart, at: 0)
            lapStart = counter
            tableView.reloadData()
        } else {
            counter = 0
            lapStart = 0
            laps.removeAll()
            timeLabel.text = StopwatchViewController.format(0)
            lapButton.setTitle("Lap", for: .normal)
            lapButton.isEnabled = false
            tableView.reloadData()
        }
    }

    func updateTimer() {
        counter += 0.1
        timeLabel.text = StopwatchViewController.format(counter)
    }

    static func format(_ seconds: Double) -> String {
        let tenths = Int((seconds * 10).rounded())
        return String(format: "%02d:%02d.%d", tenths / 600, tenths / 10 % 60, tenths % 10)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        laps.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "LapCell", for: indexPath)
        cell.textLabel?.text = "Lap \(laps.count - indexPath.row)    " + StopwatchViewController.format(laps[indexPath.row])
        cell.selectionStyle = .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
}


@Suite @MainActor struct StopwatchUIKitPortTests {
    @Test func theStopwatchCountsLapsAndResets() throws {
        let driver = TestDriver(size: CGSize(width: 400, height: 600))
        let stopwatch = StopwatchViewController()
        driver.window.rootViewController = UINavigationController(rootViewController: stopwatch)
        render(driver.window)
        #expect(stopwatch.timeLabel.text == "00:00.0" && !stopwatch.lapButton.isEnabled)

        try driver.tap("Start")
        #expect(stopwatch.startButton.currentTitle == "Stop" && stopwatch.lapButton.isEnabled)
        driver.advance(by: 1.25)                       // twelve ticks of a tenth
        #expect(stopwatch.timeLabel.text == "00:01.2")
        try driver.tap("Lap")
        driver.advance(by: 0.45)                       // with the taps' own frames: five more ticks
        try driver.tap("Lap")
        render(driver.window)
        #expect(stopwatch.laps.count == 2)
        #expect(stopwatch.tableView.numberOfRows(inSection: 0) == 2)
        let newest = try #require(stopwatch.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(newest.textLabel?.text == "Lap 2    00:00.5")
        #expect(stopwatch.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Lap 1    00:01.2")

        // Stop: the timer stops, Lap becomes Reset, which clears everything.
        try driver.tap("Stop")
        let stoppedAt = stopwatch.timeLabel.text
        driver.advance(by: 1)
        #expect(stopwatch.timeLabel.text == stoppedAt && stopwatch.timer == nil)
        try driver.tap("Reset")
        render(driver.window)
        #expect(stopwatch.timeLabel.text == "00:00.0" && stopwatch.laps.isEmpty)
        #expect(stopwatch.tableView.numberOfRows(inSection: 0) == 0 && !stopwatch.lapButton.isEnabled)
    }

    @Test func aLapRowTappedIsDeselected() throws {
        let driver = TestDriver(size: CGSize(width: 400, height: 600))
        let stopwatch = StopwatchViewController()
        driver.window.rootViewController = stopwatch
        render(driver.window)
        try driver.tap("Start")
        driver.advance(by: 0.35)
        try driver.tap("Lap")
        render(driver.window)
        let row = try #require(stopwatch.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        driver.tap(row)
        driver.advance(by: 0.5)
        #expect(stopwatch.tableView.indexPathForSelectedRow == nil)
    }
}
