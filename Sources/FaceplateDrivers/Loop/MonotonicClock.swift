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
}
