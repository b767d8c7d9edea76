// uikit-stopwatch: the UIKit stopwatch (StopwatchViewController.swift) as an app on the real entry point,
// so a test can run it headless with recorded taps and see Foundation's Timer tick on the panel's loop
// (UIKitTests' StopwatchUIKitPortTests on the host; scripts/test-examples uikit for the board's build
// under qemu). It lives under Tests/ because it imports UIKit, and so Foundation.
//
//   uikit-stopwatch --backend headless --replay Tests/Fixtures/stopwatch-taps.evemu --trace --out-dir DIR
//
// The recording taps Start, Lap, Lap, Stop, the newest lap's row and Reset. After each button the
// delegate prints what the screen shows, in lines that do not depend on timing
// (Tests/Fixtures/stopwatch-taps.expected):
//   uikit-stopwatch: Start -> buttons Lap/Stop, lap enabled, 0 laps
// and, for the tests that judge timing, what the timer counted against the time that passed:
//   uikit-stopwatch: timing: Lap 1 counted 1.2 s in 1.214 s
// Anything that must not happen prints `uikit-stopwatch: FAIL ...`.
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let stopwatch = StopwatchViewController()
    /// When Start was tapped, to compare the timer's count with.
    var started: Date?
    /// The time label when Stop was tapped: nothing may change it until Reset.
    var labelAtStop: String?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.rootViewController = UINavigationController(rootViewController: stopwatch)
        // The stopwatch's own actions are added in viewDidLoad; these come after them, so they see the
        // screen each tap left.
        stopwatch.loadViewIfNeeded()
        stopwatch.startButton.addTarget(self, action: { $0.tapped($0.stopwatch.isRunning ? "Start" : "Stop") }, for: .touchUpInside)
        stopwatch.lapButton.addTarget(self, action: { $0.tapped($0.stopwatch.isRunning || !$0.stopwatch.laps.isEmpty ? "Lap" : "Reset") },
                                      for: .touchUpInside)
        // Before the stopwatch's own action: what the label showed when Reset was pressed.
        stopwatch.lapButton.addTarget(self, action: { $0.pressingReset() }, for: .touchDown)
        return true
    }

    func pressingReset() {
        guard !stopwatch.isRunning, let stopped = labelAtStop else { return }
        let now = stopwatch.timeLabel.text ?? ""
        ApplicationMain.say(now == stopped ? "uikit-stopwatch: the label kept its time from Stop to Reset"
                                           : "uikit-stopwatch: FAIL: the label went on from \(stopped) to \(now) after Stop")
        // The lap row tapped after Stop: the stopwatch deselects it as its delegate is told of it.
        ApplicationMain.say(stopwatch.tableView.indexPathForSelectedRow == nil ? "uikit-stopwatch: no lap row is selected"
                                                                                : "uikit-stopwatch: FAIL: a lap row stayed selected")
    }

    func tapped(_ button: String) {
        let s = stopwatch
        // The rows as the table shows them once laid out (UIKit reloads on the next layout pass).
        s.view.layoutIfNeeded()
        let rows = (0..<s.tableView.numberOfRows(inSection: 0)).map { row in
            s.tableView.cellForRow(at: IndexPath(row: row, section: 0))?.textLabel?.text?
                .split(separator: " ").prefix(2).joined(separator: " ") ?? "(no cell)"
        }
        let buttons = "\(s.lapButton.currentTitle ?? "")/\(s.startButton.currentTitle ?? "")"
        var line = "uikit-stopwatch: \(button) -> buttons \(buttons), lap \(s.lapButton.isEnabled ? "enabled" : "disabled"), "
            + "\(s.laps.count) lap\(s.laps.count == 1 ? "" : "s")" + (rows.isEmpty ? "" : ", rows \(rows.joined(separator: ", "))")
        if button == "Stop" { line += s.timeLabel.text == "00:00.0" ? ", FAIL: the label never counted" : ", the label counted" }
        if button == "Reset" { line += ", label \(s.timeLabel.text ?? "")" }
        ApplicationMain.say(line)
        switch button {
        case "Start":
            started = Date()
        case "Lap":
            if let started, let lap = s.laps.first {
                ApplicationMain.say("uikit-stopwatch: timing: Lap \(s.laps.count) counted \(String(format: "%.1f", s.counter)) s in "
                    + "\(String(format: "%.3f", Date().timeIntervalSince(started))) s (this lap \(String(format: "%.1f", lap)) s)")
            }
        case "Stop":
            labelAtStop = s.timeLabel.text
            ApplicationMain.say("uikit-stopwatch: timing: stopped at \(s.timeLabel.text ?? "") after "
                + "\(String(format: "%.3f", started.map { Date().timeIntervalSince($0) } ?? 0)) s")
            if s.timer != nil { ApplicationMain.say("uikit-stopwatch: FAIL: Stop left the timer") }
        default:
            break
        }
    }

    func applicationWillTerminate(_ application: UIApplication) {
        ApplicationMain.say("uikit-stopwatch: will terminate showing \(stopwatch.timeLabel.text ?? ""), \(stopwatch.laps.count) laps")
    }
}
