import Testing
import Glibc
@testable import FaceplateDrivers

/// The arithmetic between CoreFoundation's fire dates and the loop's timerfd: whatever date comes back
/// (past, far future, infinite, NaN), the wait is bounded and the timespec is valid — no trap. The
/// firing itself is FoundationTimerTests' (an app of its own, whose main thread runs the loop).
@Suite struct MainRunLoopTimersTests {
    @Test func aFireDateBecomesABoundedDelay() {
        let now = 800_000_000.0
        #expect(MainRunLoopTimers.delay(until: now + 0.25, now: now) == 0.25)
        #expect(MainRunLoopTimers.delay(until: now - 5, now: now) == 0)                  // overdue: now
        #expect(MainRunLoopTimers.delay(until: 6.3e10, now: now) == MainRunLoopTimers.longestWait)
        #expect(MainRunLoopTimers.delay(until: .greatestFiniteMagnitude, now: -.greatestFiniteMagnitude) == MainRunLoopTimers.longestWait)
        #expect(MainRunLoopTimers.delay(until: .infinity, now: now) == MainRunLoopTimers.longestWait)
        #expect(MainRunLoopTimers.delay(until: -.infinity, now: now) == MainRunLoopTimers.longestWait)
        #expect(MainRunLoopTimers.delay(until: .nan, now: now) == MainRunLoopTimers.longestWait)
    }

    @Test func theAbsoluteTimeIsSecondsSince2001() {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        let expected = Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9 - 978_307_200
        #expect(abs(MainRunLoopTimers.absoluteTimeNow() - expected) < 1)
    }

    @Test func anyDeadlineGivesAnArmedTimespec() {
        let cases: [(Double, Int, Int)] = [
            (12.5, 12, 500_000_000), (0, 0, 1), (-3, 0, 1), (.nan, 0, 1), (-.infinity, 0, 1),
            (.infinity, Int(Int32.max), 0), (1e300, Int(Int32.max), 0),
        ]
        for (seconds, sec, nsec) in cases {
            let ts = MonotonicClock.deadlineSpec(at: seconds)
            #expect(ts.tv_sec == sec && ts.tv_nsec == nsec, "\(seconds) gave \(ts.tv_sec) s \(ts.tv_nsec) ns")
        }
        let near = MonotonicClock.deadlineSpec(at: 1.999_999_999_9)
        #expect(near.tv_sec == 1 && near.tv_nsec <= 999_999_999)
    }

    @Test @MainActor func aLoopOffTheMainThreadLeavesTheRunLoopAlone() throws {
        // Tests run off the main thread: that thread's run loop is not the main one.
        #expect(try !EventLoop().firesRunLoopTimers)
    }
}
