/// A timer on the panel's loop with Foundation's `Timer` shape: one-shot or repeating, a block called
/// on the panel's thread, ``invalidate()``, ``tolerance``, ``fireDate``, ``isValid``.
///
/// ```swift
/// clock = try PanelTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
///     self?.timeLabel.text = self?.now()
/// }
/// ```
///
/// It fires within one frame of its time (the loop's timerfd is armed for the earliest timer, and the
/// frame after the batch shows what the block changed); under ``TestDriver`` it fires as the manual
/// clock passes its fire date (``TestDriver/advance(by:)``). Times are seconds on the application's
/// ``Application/clock`` (CLOCK_MONOTONIC on a panel), not dates: wall-clock jumps (NTP, a board
/// without a battery setting its clock late) never bunch or skip firings.
///
/// A UIKit port writes `PanelTimer` where it wrote `Timer`: the name differs so that an app importing
/// both Foundation and Faceplate still has one `Timer` (Foundation's) and no ambiguous uses. The
/// scheduling calls throw where Foundation's cannot fail: timers share the application's fixed timer
/// table (``Capacities/timers``), and a full table is an error the app sees (``PanelTimerError``),
/// never a timer silently dropped.
///
/// While scheduled, the timer is kept by the application (as a run loop keeps a `Timer`): a repeating
/// timer runs until ``invalidate()``, whether or not the app holds it.
@MainActor public final class PanelTimer {
    /// Seconds between firings of a repeating timer; the delay of a one-shot timer.
    public let timeInterval: Double
    /// Whether the timer fires again ``timeInterval`` after each firing.
    public let repeats: Bool
    /// When the timer fires next: seconds on the application's clock.
    public private(set) var fireDate: Double
    /// How late the timer may fire (seconds, default 0), so the loop can wake once for timers whose
    /// windows overlap; Foundation suggests 10 % of the interval for a repeating timer. It never fires
    /// early.
    public var tolerance: Double = 0 {
        didSet {
            if !(tolerance >= 0 && tolerance.isFinite) { tolerance = 0 }
            if isValid, let application { _ = application.timers.add(at: fireDate, tolerance: tolerance, target: self, token: 0) }
        }
    }
    /// Whether the timer will still fire: false after ``invalidate()`` and after a one-shot timer fired.
    public private(set) var isValid = true
    /// Whatever the app wants to keep with the timer (Foundation's `userInfo`).
    public var userInfo: Any?

    private let block: @MainActor (PanelTimer) -> Void
    private weak var application: Application?
    /// The application's hold on a scheduled timer: the timer queue references its targets weakly.
    private var scheduledSelf: PanelTimer?

    /// Makes a timer that fires `interval` seconds after it is scheduled (``schedule(on:)``), and every
    /// `interval` after that when it `repeats`. An interval of 0 or less is taken as 0.1 ms, as
    /// Foundation does.
    public init(timeInterval interval: Double, repeats: Bool, block: @escaping @MainActor (PanelTimer) -> Void) {
        timeInterval = interval > 0 ? interval : 0.0001
        self.repeats = repeats
        self.block = block
        fireDate = .nan
    }

    /// Makes and schedules a timer on the running application (``Application/shared``); see
    /// ``init(timeInterval:repeats:block:)``. Throws when the application's timer table is full.
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: Double, repeats: Bool,
                                      block: @escaping @MainActor (PanelTimer) -> Void) throws(PanelTimerError) -> PanelTimer {
        try scheduledTimer(withTimeInterval: interval, repeats: repeats, on: Application.shared, block: block)
    }

    /// Makes and schedules a timer on `application`; see ``init(timeInterval:repeats:block:)``.
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: Double, repeats: Bool, on application: Application,
                                      block: @escaping @MainActor (PanelTimer) -> Void) throws(PanelTimerError) -> PanelTimer {
        let timer = PanelTimer(timeInterval: interval, repeats: repeats, block: block)
        try timer.schedule(on: application)
        return timer
    }

    /// Schedules the timer to fire ``timeInterval`` seconds from now on `application`'s clock (Foundation's
    /// `RunLoop.add(_:forMode:)`). Throws ``PanelTimerError/tableFull(capacity:)`` when the application's
    /// timer table has no room, ``PanelTimerError/invalidInterval(_:)`` for an interval that is not a
    /// finite number, and ``PanelTimerError/invalidated`` for a timer invalidated (or fired once) already.
    public func schedule(on application: Application) throws(PanelTimerError) {
        guard isValid else { throw .invalidated }
        guard timeInterval.isFinite else { throw .invalidInterval(timeInterval) }
        let date = application.clock.now + timeInterval
        guard application.timers.add(at: date, tolerance: tolerance, target: self, token: 0) else {
            throw .tableFull(capacity: application.timers.capacity)
        }
        if let previous = self.application, previous !== application { previous.timers.cancel(target: self, token: 0) }
        self.application = application
        fireDate = date
        scheduledSelf = self
    }

    /// Runs the block now (Foundation's `fire()`); a one-shot timer is invalidated by it, a repeating one
    /// keeps its schedule.
    public func fire() {
        guard isValid else { return }
        if !repeats { invalidate() }
        block(self)
    }

    /// Stops the timer: it never fires again, and the application lets it go.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        application?.timers.cancel(target: self, token: 0)
        scheduledSelf = nil
    }
}

extension PanelTimer: TimerTarget {
    /// The fire date passed: run the block, and schedule the next firing of a repeating timer.
    public func timerFired(token: Int) {
        guard isValid, let application else { return }
        if repeats {
            // The next multiple of the interval after now: a loop that was held up (a long frame, a
            // suspended display) skips the firings it missed rather than running them back to back.
            let now = application.clock.now
            var next = fireDate + timeInterval
            if next <= now { next += ((now - next) / timeInterval).rounded(.down) * timeInterval + timeInterval }
            fireDate = next
            // The entry this firing freed is the one taken again: rescheduling cannot find the table full.
            _ = application.timers.add(at: next, tolerance: tolerance, target: self, token: 0)
            block(self)
        } else {
            let keep = self       // the block may drop the app's last reference
            invalidate()
            block(keep)
        }
    }
}

/// Why a ``PanelTimer`` could not be scheduled.
public enum PanelTimerError: Error, Equatable, CustomStringConvertible {
    /// The application's timer table is full (``Capacities/timers``, shared with gesture and control
    /// timers): invalidate timers no longer needed, or make the application with more.
    case tableFull(capacity: Int)
    /// The interval is not a finite number of seconds.
    case invalidInterval(Double)
    /// The timer was invalidated, or was a one-shot timer that fired.
    case invalidated

    /// One line saying what went wrong.
    public var description: String {
        switch self {
        case .tableFull(let capacity):
            "the application's timer table is full (\(capacity) timers, Capacities.timers): the timer was not scheduled"
        case .invalidInterval(let interval):
            "a timer interval must be a finite number of seconds, not \(interval)"
        case .invalidated:
            "the timer was invalidated (or was a one-shot timer that fired) and cannot be scheduled again"
        }
    }
}
