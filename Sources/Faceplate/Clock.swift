#if canImport(Glibc)
import Glibc
#endif

/// A monotonic time source in seconds: what touch timestamps, gesture timeouts and animations use.
///
/// On a panel it is the kernel's `CLOCK_MONOTONIC`, the clock evdev stamps input with; in tests a
/// ``ManualClock`` that only moves when told, so long presses and double-tap windows are deterministic.
@MainActor public protocol EventClock: AnyObject {
    /// Seconds since an arbitrary fixed point; never goes backwards.
    var now: Double { get }
}

/// `CLOCK_MONOTONIC`, the clock the kernel stamps input events with.
@MainActor public final class SystemClock: EventClock {
    /// Creates the clock.
    public init() {}
    /// Seconds of `CLOCK_MONOTONIC`.
    public var now: Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

/// A clock that moves only when advanced: the test driver's.
@MainActor public final class ManualClock: EventClock {
    /// The current time.
    public private(set) var now: Double
    /// Creates a clock reading `start` seconds.
    public init(start: Double = 1000) { now = start }
    /// Moves time forward by `seconds` (negative values are ignored: the clock is monotonic).
    public func advance(by seconds: Double) { if seconds > 0 { now += seconds } }
    /// Sets the time, if it is not earlier than now (replays drive the clock from recorded stamps).
    public func set(_ time: Double) { if time > now { now = time } }
}
