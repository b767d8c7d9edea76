// faceplate-timercheck: an app on the real entry point that uses Foundation's Timer the UIKit way, so a
// test can run it headless and see that the main run loop's timers fire on the panel's loop, on time
// (FaceplateCLITests' FoundationTimerTests). It lives under Tests/ because it imports Foundation, which
// Faceplate's own Sources/ never do.
//
//   faceplate-timercheck --backend headless --input none --frames 2 --out-dir DIR
//
// Frame 1 shows "waiting"; once the timers below have fired as they should the label shows "done" (one
// change: frame 2) and the run ends at the frame limit with timers still scheduled. Each firing prints
// `timercheck: fired NAME late X ms` (against the time it was scheduled for); anything that must not
// happen prints `timercheck: FAIL ...`.
import FaceplateLinux
import FaceplateWidgets
import Foundation

@main
final class TimerCheck: ApplicationDelegate {
    var window: Window?
    var name: String { "faceplate-timercheck" }
    var summary: String { "checks that Foundation's Timer fires on the panel's loop, on time" }

    let label = Label(frame: Rect(x: 20, y: 20, width: 440, height: 60))
    static let expected = ["repeat", "one-shot", "moved", "settle"]
    var done: Set<String> = []
    var repeats = 0
    var heartbeats = 0
    var doomed: Timer?

    init() {}

    func fired(_ what: String, due: Date) {
        let late = Date().timeIntervalSince(due) * 1000
        ApplicationMain.say("timercheck: fired \(what) late \(String(format: "%.3f", late)) ms")
    }

    func finish(_ what: String) {
        done.insert(what)
        guard done.count == TimerCheck.expected.count else { return }
        label.text = "done"
        ApplicationMain.say("timercheck: label shows done after \(repeats) repeats")
    }

    func application(_ application: Application, didFinishLaunchingWithOptions options: LaunchOptions) throws {
        let controller = ViewController()
        label.text = "waiting"
        controller.view.addSubview(label)
        window?.rootViewController = controller
        // From the main queue, which runs once the first frame is out: that frame (fonts found, a PNG
        // written, in a debug build) takes longer than the first timers' intervals, and a timer cannot
        // fire while the thread draws — in UIKit neither. Lateness measures the loop, not that frame.
        DispatchQueue.main.async { MainActor.assumeIsolated { self.schedule() } }
    }

    func schedule() {
        let start = Date()

        // Foundation's timer blocks are @Sendable; on the main run loop they run on the main thread,
        // which is the main actor's.
        // Never fires: invalidated by the repeating timer's first firing, before its time.
        doomed = Timer.scheduledTimer(withTimeInterval: 0.08, repeats: false) { _ in
            ApplicationMain.say("timercheck: FAIL: an invalidated timer fired")
        }
        // Repeating every 50 ms, invalidated in its third firing: it must not fire again.
        _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { timer in
            let last = MainActor.assumeIsolated {
                self.repeats += 1
                self.fired("repeat \(self.repeats)", due: start.addingTimeInterval(0.05 * Double(self.repeats)))
                if self.repeats == 1 { self.doomed?.invalidate() }
                if self.repeats > 3 { ApplicationMain.say("timercheck: FAIL: the repeating timer fired after invalidate()") }
                return self.repeats == 3
            }
            if last {
                timer.invalidate()
                MainActor.assumeIsolated { self.finish("repeat") }
            }
        }
        // One-shot, made unscheduled for a date and added to the main run loop's common modes, with a
        // tolerance. (Not Timer(timeInterval:repeats:block:): swift-corelibs-foundation's fires at once.)
        let oneShot = Timer(fire: start.addingTimeInterval(0.12), interval: 0, repeats: false) { _ in
            MainActor.assumeIsolated {
                self.fired("one-shot", due: start.addingTimeInterval(0.12))
                self.finish("one-shot")
            }
        }
        oneShot.tolerance = 0.005
        RunLoop.main.add(oneShot, forMode: .common)
        // Scheduled for an hour, then moved to 170 ms by setting its fire date.
        let moved = Timer.scheduledTimer(withTimeInterval: 3600, repeats: false) { _ in
            MainActor.assumeIsolated {
                self.fired("moved", due: start.addingTimeInterval(0.17))
                self.finish("moved")
            }
        }
        moved.fireDate = start.addingTimeInterval(0.17)
        // By 330 ms the invalidated timers would have fired again: none did, so the run is done.
        _ = Timer.scheduledTimer(withTimeInterval: 0.33, repeats: false) { _ in
            MainActor.assumeIsolated {
                self.fired("settle", due: start.addingTimeInterval(0.33))
                self.finish("settle")
            }
        }
        // Pending when the run ends: a 20 ms heartbeat that never stops, an hourly timer and one for the
        // far future (CoreFoundation clamps that date): none may keep the app from ending or make it trap.
        _ = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: true) { _ in MainActor.assumeIsolated { self.heartbeats += 1 } }
        _ = Timer.scheduledTimer(withTimeInterval: 3600, repeats: true) { _ in ApplicationMain.say("timercheck: FAIL: an hour passed") }
        RunLoop.main.add(Timer(fire: .distantFuture, interval: 0, repeats: false) { _ in
            ApplicationMain.say("timercheck: FAIL: the far future came")
        }, forMode: .default)
    }

    func applicationWillTerminate(_ application: Application) {
        ApplicationMain.say("timercheck: will terminate with \(done.count) of \(TimerCheck.expected.count) done, heartbeat running: \(heartbeats > 0)")
    }
}
