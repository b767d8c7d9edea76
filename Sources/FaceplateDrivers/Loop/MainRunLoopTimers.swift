import Glibc
import CLinuxEvents
import CMainQueue
import CRunLoopTimers

/// Fires the timers of CoreFoundation's main run loop — Foundation's `Timer.scheduledTimer(...)`,
/// `RunLoop.main.add(_:forMode:)` — on the panel's loop, in an app that links Foundation; nothing at all
/// in one that does not (the calls are weak references: no Foundation, no timerfd, no work per
/// iteration).
///
/// Faceplate's loop, not CoreFoundation's, owns the main thread, so the run loop never runs by itself.
/// The loop does for it what Foundation's `RunLoop.limitDate(forMode:)` does for a loop of one's own:
/// before every wait it asks for the default mode's next fire date and arms a timerfd for it; when that
/// expires it runs the main run loop once without waiting (`CFRunLoopRunInMode(default, 0, true)`),
/// which fires the timers that are due, inside the batch, so the frame after it shows what they did.
/// With no timer scheduled the timerfd is disarmed, and an idle panel sleeps as it does without Foundation.
///
/// A fire date is a `CFAbsoluteTime` (realtime seconds since 2001-01-01 00:00 UTC) but
/// CoreFoundation fires on the monotonic clock; the date is turned into a monotonic deadline once, when
/// it is first seen (CoreFoundation computed it from "now" a moment earlier), and that deadline is kept
/// while the date stays the same, so setting the wall clock later moves no timer.
///
/// Not covered: a timer added to the main run loop from another thread waits for the loop's next wake
/// (CoreFoundation arms its own timerfd for it, which only its own run loop watches); add it on the main
/// thread (`DispatchQueue.main.async`, which wakes the loop) to have it on time. Modes other than the
/// default one (`.common` includes it) never run; a default-mode timer also fires while a finger
/// scrolls, where UIKit's tracking mode would hold it back.
@MainActor final class MainRunLoopTimers {
    /// Seconds from 1970-01-01 to `CFAbsoluteTime`'s reference date, 2001-01-01 00:00 UTC.
    nonisolated static let referenceDateSince1970 = 978_307_200.0
    /// The furthest ahead the timerfd is armed (a far-future, infinite or NaN fire date waits this long,
    /// finds nothing due and is looked at again).
    nonisolated static let longestWait = 86_400.0 * 366
    /// How long to wait before looking again when a pass fired nothing although the date said it was
    /// due (the date's rounding put it a hair before CoreFoundation's own deadline); doubled while that
    /// lasts, up to ``longestRetry``.
    nonisolated static let firstRetry = 0.000_5
    /// The longest of those retries.
    nonisolated static let longestRetry = 1.0
    /// Passes run per wake-up while a pass fires nothing: a pass handles one ready descriptor of the run
    /// loop (the main queue's may come before the timers').
    private static let passesPerWake = 3

    /// The timerfd armed for the next fire date; the loop watches it.
    private let timerFD: FileDescriptor
    /// The timerfd's number, for the loop's watch.
    var fd: Int32 { timerFD.rawValue }
    private let runLoop: UnsafeMutableRawPointer
    /// The fire date the timerfd is armed for (0: none is armed).
    private var armedFireDate = 0.0
    private var retry = MainRunLoopTimers.firstRetry
    /// When to look again at ``retryFireDate`` after a pass fired nothing (nil: no retry pending).
    private var retryAt: Double?
    private var retryFireDate = 0.0

    /// The timers of the main run loop, or nil when the program did not link CoreFoundation's run loop
    /// or this is not the main thread (the only thread whose run loop is the main one).
    static func ifLinked() throws(SystemError) -> MainRunLoopTimers? {
        guard faceplate_is_main_thread() != 0, let loop = faceplate_cf_main_run_loop() else { return nil }
        let fd = try FileDescriptor.checking(timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK | TFD_CLOEXEC)), call: "timerfd_create")
        return MainRunLoopTimers(timerFD: fd, runLoop: loop)
    }

    private init(timerFD: consuming FileDescriptor, runLoop: UnsafeMutableRawPointer) {
        self.timerFD = timerFD
        self.runLoop = runLoop
    }

    /// Arms the timerfd for the next fire date, or disarms it when no timer is scheduled. The loop calls
    /// it before every wait; it costs one CoreFoundation call when nothing changed.
    func beforeWait() {
        let fireDate = faceplate_cf_next_timer_fire_date(runLoop)
        if fireDate == armedFireDate { return }
        if fireDate == 0 {
            arm(nil)
            armedFireDate = 0
            return
        }
        var deadline = MonotonicClock.now() + MainRunLoopTimers.delay(until: fireDate, now: MainRunLoopTimers.absoluteTimeNow())
        if let at = retryAt, fireDate == retryFireDate { deadline = Swift.max(deadline, at) }
        retryAt = nil
        arm(deadline)
        armedFireDate = fireDate
    }

    /// The timerfd expired: fires the timers that are due.
    func fire() {
        var expirations: UInt64 = 0
        _ = read(timerFD.rawValue, &expirations, 8)
        armedFireDate = -1           // the timerfd is spent: beforeWait arms it again
        let before = faceplate_cf_next_timer_fire_date(runLoop)
        var after = before
        var pass = 0
        while pass < MainRunLoopTimers.passesPerWake && after == before {
            pass += 1
            _ = faceplate_cf_run_default_mode_once()
            after = faceplate_cf_next_timer_fire_date(runLoop)
        }
        if after == before && before != 0 {
            // Nothing fired: look again a little later, not at once (that would spin).
            retryAt = MonotonicClock.now() + retry
            retryFireDate = before
            retry = Swift.min(retry * 2, MainRunLoopTimers.longestRetry)
        } else {
            retry = MainRunLoopTimers.firstRetry
        }
    }

    /// Seconds from `now` to `fireDate` (both `CFAbsoluteTime`), within 0...``longestWait``: a date in
    /// the past is due now; one that is infinite, NaN or beyond the limit waits the limit.
    nonisolated static func delay(until fireDate: Double, now: Double) -> Double {
        let delay = fireDate - now
        guard delay.isFinite else { return longestWait }
        return Swift.min(Swift.max(delay, 0), longestWait)
    }

    /// `CFAbsoluteTime` now: the realtime clock in seconds since 2001-01-01 00:00 UTC.
    nonisolated static func absoluteTimeNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return (Double(ts.tv_sec) - referenceDateSince1970) + Double(ts.tv_nsec) / 1e9
    }

    private func arm(_ deadline: Double?) {
        var spec = itimerspec()
        if let deadline { spec.it_value = MonotonicClock.deadlineSpec(at: deadline) }
        _ = timerfd_settime(timerFD.rawValue, Int32(TFD_TIMER_ABSTIME), &spec, nil)
    }
}
