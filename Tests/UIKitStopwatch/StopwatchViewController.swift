// The stopwatch of public UIKit tutorials, ported with `import UIKit`: a big time label, Start/Stop and
// Lap/Reset buttons in a stack view, the laps in a table view below (newest first), and a repeating
// Foundation `Timer` adding a tenth of a second per tick, scheduled on the main run loop in its common
// modes as the original does. uikit-stopwatch (AppDelegate.swift) runs it on the panel's loop, where the
// main run loop's timers fire between frames. The changes, against the original below, all forced by
// Linux (Swift there has no Objective-C runtime to call a selector):
//   - the two `addTarget(self, action: #selector(…), …)`: typed closures, `action: { $0.startStopTapped() }`;
//   - `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`: the selector is a typed
//     closure too, `selector: { $0.updateTimer() }` (the UIKit module's overload of Foundation's call);
//   - the three `@objc func`: no `@objc`.
// Six lines of 112. `indexPath` is the table view's own `IndexPath`, which `import UIKit` names
// `IndexPath`; `String(format:)`, `Timer` and `RunLoop` are Foundation's, which `import UIKit` brings.
import UIKit

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

    var timer: Timer?
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
            timer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: { $0.updateTimer() },
                                         userInfo: nil, repeats: true)
            RunLoop.main.add(timer!, forMode: .common)
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
