import Glibc

/// `CLOCK_MONOTONIC` in seconds: the clock the kernel stamps input events with and the loop's timers
/// run on, so an input time, a timer deadline and "now" can be compared directly.
public enum MonotonicClock {
    /// Seconds of `CLOCK_MONOTONIC` now.
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// The `timespec` of `seconds` for an absolute timerfd deadline: never zero (a zero `it_value`
    /// disarms the timer), a past, negative or NaN time is the earliest one (due at once), and one too
    /// large for the fields (or infinite) is the latest one kept, 2³¹ − 1 s of uptime.
    static func deadlineSpec(at seconds: Double) -> Glibc.timespec {
        var ts = Glibc.timespec()
        guard !seconds.isNaN, seconds > 0 else { ts.tv_nsec = 1; return ts }
        let whole = seconds.rounded(.down)
        guard whole < Double(Int32.max) else { ts.tv_sec = Int(Int32.max); return ts }
        ts.tv_sec = Int(whole)
        ts.tv_nsec = Swift.min(Int((seconds - whole) * 1e9), 999_999_999)
        if ts.tv_sec == 0 && ts.tv_nsec == 0 { ts.tv_nsec = 1 }
        return ts
    }
}

