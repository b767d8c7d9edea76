/// How long a client waits before its next connection attempt: doubling from ``initial`` up to
/// ``maximum``, back to ``initial`` once a connection is made.
///
/// A broker that restarts is back within a second, so the first attempts come quickly; one that is
/// gone for hours is tried at most every ``maximum``, which keeps an idle panel from waking for it.
public struct MQTTBackoff: Equatable, Sendable {
    /// The wait after the first failure.
    public var initial: Duration
    /// The longest wait.
    public var maximum: Duration
    /// The failures since the last successful connection.
    public private(set) var failures = 0

    /// A backoff from `initial` (at least 10 ms) doubling up to `maximum` (at least `initial`).
    public init(initial: Duration = .milliseconds(250), maximum: Duration = .seconds(8)) {
        self.initial = max(initial, .milliseconds(10))
        self.maximum = max(maximum, self.initial)
    }

    /// Counts one failure and returns how long to wait before the next attempt.
    public mutating func nextDelay() -> Duration {
        failures = failures < Int.max ? failures + 1 : failures
        var delay = initial
        var step = 1
        // Doubling stops at the cap, so no duration overflows however many failures there were.
        while step < failures && delay < maximum {
            delay = min(delay * 2, maximum)
            step += 1
        }
        return delay
    }

    /// Forgets the failures: the next wait is ``initial`` again.
    public mutating func reset() { failures = 0 }
}
