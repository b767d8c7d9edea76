/// Foundation's target-action timer, with a typed action in place of the selector: Linux has no
/// Objective-C runtime, so `selector: #selector(updateTimer)` becomes `selector: { $0.updateTimer() }`,
/// the same change `addTarget(_:action:for:)` asks for, and the rest of the call stays as written.
extension Timer {
    /// Makes a timer that calls `selector` with `target` every `interval` seconds (once when `repeats` is
    /// false) and schedules it on the main run loop in the default mode (Foundation's
    /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`, called on the main thread).
    ///
    /// As in Foundation, the timer holds `target` strongly until it is invalidated (a one-shot timer
    /// invalidates itself once it has fired). `userInfo` is taken for the call's shape only: Foundation
    /// on Linux keeps no user info for a timer whose work is a closure, so the timer's `userInfo` reads
    /// nil; the action can capture what it needs instead. The panel's loop fires the main run loop's
    /// timers, so the action runs on the main thread, between frames.
    ///
    /// ```swift
    /// timer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: { $0.updateTimer() },
    ///                              userInfo: nil, repeats: true)
    /// ```
    @MainActor @discardableResult
    public class func scheduledTimer<T: AnyObject>(timeInterval interval: TimeInterval, target: T,
                                                   selector: @escaping @MainActor (T) -> Void,
                                                   userInfo: Any?, repeats: Bool) -> Timer {
        let action = TimerAction(target: target, selector: selector)
        let timer = Timer(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats) { _ in
            // Scheduled here, on the main thread's run loop, which only the main thread runs.
            MainActor.assumeIsolated { action.fire() }
        }
        RunLoop.main.add(timer, forMode: .default)
        return timer
    }
}

/// What a target-action timer calls: held by the timer's block until the timer is invalidated, as
/// Foundation's timer holds its target. Unchecked Sendable because the block
/// that holds it is `@Sendable`; it is made on the main thread and used only in the block, which runs
/// on the main thread's run loop.
private final class TimerAction<T: AnyObject>: @unchecked Sendable {
    let target: T
    let selector: @MainActor (T) -> Void

    init(target: T, selector: @escaping @MainActor (T) -> Void) {
        self.target = target; self.selector = selector
    }

    @MainActor func fire() { selector(target) }
}
