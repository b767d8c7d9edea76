import Glibc
import FaceplateDrivers

/// Per-action latency on a running panel: from the input descriptor becoming readable to the action
/// running, and from the action to the frame that shows it being queued for scanout.
///
/// Samples live in a fixed ring (the newest ``capacity``), actions waiting for their frame in a fixed
/// list; recording allocates nothing, so measuring does not disturb what is measured.
public final class LatencyLog {
    /// One action's timings, in seconds.
    public struct Sample: Sendable, Equatable {
        /// Input readable → action ran; nil when the action did not come from input (a timer fired it).
        public var inputToAction: Double?
        /// Action ran → its frame was queued (page flip or copy); nil when it changed nothing on screen.
        public var actionToFlip: Double?
        /// Where the input batch that ran the action had got to, and when (``InputStageClock``); nil
        /// when the action did not come from input or nothing stamped the stages.
        public var stages: InputStageStamps?
    }

    private struct Pending { var inputReady: Double; var action: Double; var stages: InputStageStamps }

    /// How many samples are kept.
    public let capacity: Int
    private var ring: ContiguousArray<Sample>
    private var pending: ContiguousArray<Pending>
    private var pendingCount = 0
    /// Samples recorded since start (may exceed ``capacity``; the ring keeps the newest).
    public private(set) var totalCount = 0
    /// Actions not timed because more than the pending capacity waited for one frame.
    public private(set) var droppedCount = 0

    /// A log keeping the last `capacity` samples, timing at most `pendingCapacity` actions per frame.
    public init(capacity: Int = 256, pendingCapacity: Int = 16) {
        self.capacity = max(1, capacity)
        ring = ContiguousArray(repeating: Sample(), count: self.capacity)
        pending = ContiguousArray(repeating: Pending(inputReady: 0, action: 0, stages: InputStageStamps()),
                                  count: max(1, pendingCapacity))
    }

    /// Whether actions are waiting for the frame that shows them.
    public var hasPending: Bool { pendingCount > 0 }

    /// Notes an action at `time`; `inputReady` is when the input that caused it became readable
    /// (negative when it did not come from input); `stages` are the stamps of that input's batch so far.
    public func actionRan(at time: Double, inputReady: Double, stages: InputStageStamps = InputStageStamps()) {
        guard pendingCount < pending.count else { droppedCount += 1; return }
        pending[pendingCount] = Pending(inputReady: inputReady, action: time, stages: stages)
        pendingCount += 1
    }

    /// Completes every waiting action with the frame queued at `time` (or, with `time` nil, as having
    /// drawn nothing). Returns how many samples that added; read them with ``newest(_:)``.
    @discardableResult
    public func complete(frameAt time: Double?) -> Int {
        let n = pendingCount
        var i = 0
        while i < n {
            let p = pending[i]
            ring[totalCount % capacity] = Sample(inputToAction: p.inputReady >= 0 ? p.action - p.inputReady : nil,
                                                 actionToFlip: time.map { $0 - p.action },
                                                 stages: p.inputReady >= 0 && p.stages.readable >= 0 ? p.stages : nil)
            totalCount += 1
            i += 1
        }
        pendingCount = 0
        return n
    }

    /// The `k`-th newest sample (0 = the newest); `k` must be below `min(totalCount, capacity)`.
    public func newest(_ k: Int) -> Sample { ring[(totalCount - 1 - k) % capacity] }

    /// The samples kept, oldest first.
    public var samples: [Sample] {
        let n = min(totalCount, capacity)
        return (0..<n).map { ring[(totalCount - n + $0) % capacity] }
    }

    /// The median of the kept input→action times, in seconds (nil without samples).
    public var medianInputToAction: Double? { Self.median(samples.compactMap(\.inputToAction)) }
    /// The median of the kept action→flip times, in seconds (nil without samples).
    public var medianActionToFlip: Double? { Self.median(samples.compactMap(\.actionToFlip)) }

    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let s = values.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    /// Seconds of `CLOCK_MONOTONIC`: the clock input timestamps and timers use (``MonotonicClock``).
    @inline(__always) public static func now() -> Double { MonotonicClock.now() }
}
