import Glibc

/// Stamps of the ``InputStage``s of the input batch being handled, on `CLOCK_MONOTONIC`, in fixed
/// storage: stamping allocates nothing and costs one `clock_gettime` per stage (vDSO) plus three reads
/// of the thread's CPU clock per batch (system calls, a microsecond on a board), so measuring does not
/// disturb the path it measures. The app shell's `PanelRunner` starts a batch and copies the stamps into its
/// `LatencyLog` when an action runs; the input path (``LibinputSource``, ``ApplicationInputSink``)
/// stamps the stages in between through ``InputSink/noteStage(_:)``.
public struct InputStageStamps: Sendable, Equatable {
    /// Seconds of `CLOCK_MONOTONIC` per stage (read them by stage through the subscript); negative:
    /// not reached.
    public var readable = -1.0, libinputDispatched = -1.0, firstEvent = -1.0, firstRecord = -1.0, frame = -1.0
    /// The kernel's timestamp of the batch's first touch record (seconds of `CLOCK_MONOTONIC`, as
    /// libinput asks the kernel for), negative without one: how long the input waited before the loop
    /// woke, which the readable → action interval does not include.
    public var firstInputTime = -1.0
    /// Records the batch handed to the application before the action.
    public var records = 0
    /// The thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`, seconds) when the batch became readable, when
    /// its acting frame arrived and when the action ran; negative: not taken. Wall time minus CPU time
    /// is time the loop's thread was not running — preempted by other processes, or blocked in a
    /// write (the trace's lines) — which says whether a slow stage was our code or the machine.
    public var readableCPU = -1.0, frameCPU = -1.0, actionCPU = -1.0
    /// Lines the program wrote (the trace's) during the batch before the action, and the seconds those
    /// writes took: part of the stage they fell in, and no work of the input path's.
    public var outputLines = 0, outputSeconds = 0.0

    /// No stage reached.
    public init() {}

    /// The stamp of `stage`, negative when the batch did not reach it.
    public subscript(stage: InputStage) -> Double {
        get {
            switch stage {
            case .readable: readable
            case .libinputDispatched: libinputDispatched
            case .firstEvent: firstEvent
            case .firstRecord: firstRecord
            case .frame: frame
            }
        }
        set {
            switch stage {
            case .readable: readable = newValue
            case .libinputDispatched: libinputDispatched = newValue
            case .firstEvent: firstEvent = newValue
            case .firstRecord: firstRecord = newValue
            case .frame: frame = newValue
            }
        }
    }
}

/// The stage stamps of the input batch being handled (see ``InputStageStamps``). One per
/// the app shell's `PanelRunner`; a class so the sink and the runner share it without copying.
public final class InputStageClock {
    /// The current batch's stamps.
    public private(set) var stamps = InputStageStamps()

    /// A clock with no batch started.
    public init() {}

    /// Starts a batch: everything but `readable` is forgotten.
    public func startBatch(readableAt time: Double) {
        stamps = InputStageStamps()
        stamps.readable = time
        stamps.readableCPU = Self.threadCPU()
    }

    /// The stamps as they stand when an action runs, with the thread's CPU time at that moment.
    public func stampsAtAction() -> InputStageStamps {
        var s = stamps
        if s.readable >= 0 { s.actionCPU = Self.threadCPU() }
        return s
    }

    /// Seconds of CPU the calling thread has used (`CLOCK_THREAD_CPUTIME_ID`: one system call).
    public static func threadCPU() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Stamps `stage` now. `.firstEvent` and `.firstRecord` keep their first stamp of the batch;
    /// `.frame` keeps the newest (the frame whose dispatch runs an action is the last one before it).
    public func note(_ stage: InputStage) {
        guard stamps.readable >= 0 else { return }   // not inside a batch the runner timed
        switch stage {
        case .firstEvent, .firstRecord: if stamps[stage] >= 0 { return }
        default: break
        }
        stamps[stage] = MonotonicClock.now()
        if stage == .frame { stamps.frameCPU = Self.threadCPU() }
    }

    /// Counts a record handed to the application; the first touch record's kernel time is kept.
    public func noteRecord(inputTime: Double?) {
        guard stamps.readable >= 0 else { return }
        if stamps.records == 0 { note(.firstRecord) }
        stamps.records += 1
        if stamps.firstInputTime < 0, let t = inputTime { stamps.firstInputTime = t }
    }

    /// Counts one line of output written since `start` (seconds of `CLOCK_MONOTONIC`) inside the batch.
    public func noteOutput(since start: Double) {
        guard stamps.readable >= 0 else { return }
        stamps.outputLines += 1
        stamps.outputSeconds += MonotonicClock.now() - start
    }

    /// Ends the batch: later stamps are ignored until the next ``startBatch(readableAt:)``.
    public func endBatch() { stamps.readable = -1 }
}
