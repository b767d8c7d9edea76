import Faceplate

/// Runs the touch-dispatch path once at start-up so the user's first tap is not the first run of it.
///
/// Why: the first tap after start-up is the
/// first time the process runs hit testing, the touch pool, recognizer bookkeeping, control tracking and
/// target-action. On a real CPU that costs ≈ 10× a later tap (cold instruction caches, and the dynamic
/// linker binding each library symbol on its first call); under an emulator that translates every basic
/// block the first time it runs (QEMU's TCG) it costs tens of milliseconds. Running the same code once
/// before the first touch moves that cost to start-up.
///
/// It has no effect the user or the application can see, by construction:
/// - the window is only hit-tested (`hitTest(_:with:)` is a query; UIKit calls it as often as it likes),
///   at a grid of points covering it;
/// - the tap is dispatched in a **private** ``Application`` with its own window and ``Button``, made
///   here and released before this returns. Nothing in Faceplate reaches an application except through
///   a window or an explicit parameter (``Application/shared`` is never read), so no control, action,
///   timer, trace, animator or damage of the running application is touched.
/// The private objects are allocated and freed here, at start-up; nothing is kept, so the steady state
/// afterwards is the same as without the warm-up.
@MainActor public enum DispatchWarmUp {
    /// What one warm-up did (tests check it really ran the path).
    public struct Report: Sendable, Equatable {
        /// Hit tests run on the application's window.
        public var hitTests: Int
        /// Actions the private button's tap ran (1 when the whole path ran: down, up inside, action).
        public var privateActions: Int
        /// Trace lines the private application produced (the trace's formatting is warmed when the
        /// running application's trace is on, and the lines are thrown away).
        public var privateTraceLines: Int
        /// Target-actions the private tap ran on its private target (1 when the target-action path ran:
        /// `Application.sendAction(_:to:from:for:)`, `perform`, the selector's method — the path a
        /// scene's `addTarget(_:action:for:)` takes, which the closure action does not).
        public var privateTargetActions = 0
    }

    /// Hit-tests `window` at a 5 × 5 grid over its bounds, then taps a button in a private application
    /// made with `window`'s application's capacities; with `window`'s trace enabled, the private one
    /// traces too, into a sink that discards the lines.
    ///
    /// `tap` delivers the private tap (down, frame, up 50 ms later, frame) at the point it is given,
    /// stamped by the clock it is given; by default it hands the records straight to the private
    /// application. An input backend passes its own delivery so its conversion code (the same
    /// specialisations as for real input) runs once too — into the private application only.
    @discardableResult
    public static func run(window: Window,
                           tap: (@MainActor (_ application: Application, _ location: Point, _ clock: ManualClock) -> Void)? = nil)
        -> Report {
        var report = Report(hitTests: 0, privateActions: 0, privateTraceLines: 0)
        let b = window.bounds
        for row in 0..<5 {
            for column in 0..<5 {
                let p = Point(x: b.minX + b.width * (Double(column) + 0.5) / 5, y: b.minY + b.height * (Double(row) + 0.5) / 5)
                _ = window.hitTest(p, with: nil)
                report.hitTests += 1
            }
        }
        let clock = ManualClock()
        let application = Application(capacities: window.application.capacities, clock: clock)
        if window.application.trace.isEnabled {
            application.trace.includesTimestamps = window.application.trace.includesTimestamps
            application.trace.sink = { _ in report.privateTraceLines += 1 }
            application.trace.isEnabled = true
        }
        let privateWindow = Window(frame: Rect(0, 0, 200, 100), application: application)
        privateWindow.makeKeyAndVisible()
        let button = Button(frame: Rect(50, 25, 100, 50))
        button.accessibilityIdentifier = "warm-up"
        button.addAction(Action(identifier: "warm-up") { _ in report.privateActions += 1 }, for: .primaryActionTriggered)
        // Target-action as well: scenes mostly use it (panel-24's buttons do), and it is other code than
        // the closure action's (the application's sendAction, perform, the selector's method, the
        // target's type name in the trace).
        let target = WarmUpTarget()
        button.addTarget(target, action: { $0.actions += 1 }, for: .primaryActionTriggered, name: "warm-up")
        privateWindow.addSubview(button)
        let centre = Point(x: 100, y: 50)
        if let tap {
            tap(application, centre, clock)
        } else {
            application.handle(.touchDown(slot: 0, location: centre, time: clock.now))
            application.handle(.frame(time: clock.now))
            clock.advance(by: 0.05)
            application.handle(.touchUp(slot: 0, time: clock.now))
            application.handle(.frame(time: clock.now))
        }
        application.fireTimers()
        report.privateTargetActions = target.actions
        withExtendedLifetime((application, privateWindow, button)) {}
        return report
    }
}

/// The private tap's target-action receiver.
@MainActor private final class WarmUpTarget {
    var actions = 0
}
