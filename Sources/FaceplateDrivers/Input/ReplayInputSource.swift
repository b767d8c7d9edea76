import CLinuxEvents
import Faceplate
import Glibc

/// Plays an evemu recording or a flight recording into a running panel app in real time, through the
/// same path a touch takes: the loop, ``EvemuReplay`` (the kernel's and libinput's handling of the
/// stream) for evemu, the application. It is the `--replay FILE` input of ``ApplicationDelegate`` apps
/// — a test, a demo on a board without a touchscreen, or a bug report played back on the display. A
/// flight recording's records are the application's own already (window coordinates): they are handed
/// on as they are, its input batches as batches, each batch when its last record is due.
///
/// Its ``fd`` is a timerfd armed for the next event's time: the first event is due at ``start(now:)``
/// and each later one as long after it as in the recording. Events are stamped with the time they were
/// due (not the time the loop got to them), so a frame that takes long to render shifts nothing a
/// gesture measures. After the last event the source waits ``settleSeconds`` more — pending gesture
/// timeouts (a double tap's window, a long press) run out as they would have — and then calls
/// ``onFinished``.
public final class ReplayInputSource: PanelInputSource {
    /// The timerfd the loop polls.
    public var fd: Int32 { timer.rawValue }
    /// The timerfd, closed when the source goes away.
    private let timer: FileDescriptor
    /// How long after the last event the replay counts as finished.
    public let settleSeconds: Double
    /// Called once, from ``dispatch(to:)``, when the last event was played and ``settleSeconds`` passed.
    public var onFinished: (() -> Void)?
    /// Whether the replay is over.
    public private(set) var isFinished = false
    /// How many events were played so far.
    public private(set) var playedEvents = 0
    /// The device name of the recording ("flight recording" for one).
    public var deviceName: String { replay?.device.name ?? "flight recording" }
    /// Seconds from the first event to the last.
    public var duration: Double { Double(lastOffset) / 1e6 }
    /// How many events (records of a flight recording) the recording has.
    public var eventCount: Int { replay == nil ? flightRecordCount : events.count }
    /// Not live: frames that fell due together while the loop was busy are still delivered one by one,
    /// so a replay gives the same events on a loaded machine as on an idle one.
    public var isLive: Bool { false }

    private let replay: EvemuReplay?
    private let events: [EvemuEvent]
    /// A flight recording's records, and its steps: a record alone, or a batch of them.
    private let flightRecords: [InputRecord]
    private let flightSteps: [(range: Range<Int>, batch: Bool)]
    private var flightRecordCount: Int { flightRecords.count }
    /// When each step (an evemu event, a flight recording step) is due, in recorded microseconds.
    private let stepTimes: [UInt64]
    private var stepCount: Int { replay == nil ? flightSteps.count : events.count }
    private let firstTime: UInt64
    private let lastOffset: UInt64
    private var startTime: UInt64 = 0
    private var started = false

    /// Prepares `recording` (a device description and its events) for replay through `mapping`.
    /// - Throws: ``EvemuError`` when the description is not a device the replay understands, or
    ///   ``SystemError`` when no timerfd can be made.
    public convenience init(recording: EvemuRecording, mapping: TouchMapping, settleSeconds: Double = 1) throws {
        try self.init(replay: try EvemuReplay(device: recording, mapping: mapping), events: recording.events,
                      flight: ([], []), stepTimes: recording.events.map(\.timeMicroseconds), settleSeconds: settleSeconds)
    }

    /// Prepares a flight recording for replay (its records are in window coordinates already).
    /// - Throws: ``SystemError`` when no timerfd can be made.
    public convenience init(flightRecording: FlightRecording, settleSeconds: Double = 1) throws(SystemError) {
        let (records, steps, times) = ReplayInputSource.steps(of: flightRecording)
        try self.init(replay: nil, events: [], flight: (records, steps), stepTimes: times, settleSeconds: settleSeconds)
    }

    /// What both kinds of recording share: the steps' times, the settle time, the timerfd.
    private init(replay: EvemuReplay?, events: [EvemuEvent], flight: ([InputRecord], [(range: Range<Int>, batch: Bool)]),
                 stepTimes: [UInt64], settleSeconds: Double) throws(SystemError) {
        self.replay = replay
        self.events = events
        (flightRecords, flightSteps) = flight
        self.stepTimes = stepTimes
        self.settleSeconds = ReplayInputSource.settle(settleSeconds)
        (firstTime, lastOffset) = ReplayInputSource.timeRange(stepTimes)
        timer = try FileDescriptor.checking(timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK | TFD_CLOEXEC)),
                                            call: "timerfd_create")
    }

    /// A flight recording's records, its steps (a record alone, or a batch of them) and when each step
    /// is due: a batch when its last record is.
    private static func steps(of flightRecording: FlightRecording)
        -> ([InputRecord], [(range: Range<Int>, batch: Bool)], [UInt64]) {
        var records: [InputRecord] = [], steps: [(range: Range<Int>, batch: Bool)] = [], times: [UInt64] = []
        var batchStart: Int?
        for entry in flightRecording.entries {
            switch entry {
            case .record(let r):
                records.append(r)
                if batchStart == nil {
                    steps.append((records.count - 1..<records.count, false))
                    times.append(UInt64(r.time * 1e6))   // the parser keeps times in 0..<1e12
                }
            case .batchBegin:
                batchStart = records.count
            case .batchEnd:
                if let start = batchStart, start < records.count {
                    steps.append((start..<records.count, true))
                    times.append(UInt64(records[records.count - 1].time * 1e6))
                }
                batchStart = nil
            case .trace:
                break
            }
        }
        if let start = batchStart, start < records.count {   // cut off inside a batch: what there is of it
            steps.append((start..<records.count, true))
            times.append(UInt64(records[records.count - 1].time * 1e6))
        }
        return (records, steps, times)
    }

    private static func settle(_ seconds: Double) -> Double { seconds.isFinite ? min(max(0, seconds), 3600) : 1 }

    /// The first time, and the largest offset from it (a step stamped before the first is due at once:
    /// hand-edited files are not always sorted).
    private static func timeRange(_ times: [UInt64]) -> (UInt64, UInt64) {
        let first = times.first ?? 0
        return (first, times.reduce(0) { max($0, $1 >= first ? $1 - first : 0) })
    }

    /// Starts the replay: the first event is due at `now` (seconds of `CLOCK_MONOTONIC`).
    public func start(now: Double = MonotonicClock.now()) {
        startTime = now.isFinite && now > 0 && now < 1e12 ? UInt64(now * 1e6) : ReplayInputSource.monotonicMicroseconds()
        started = true
        arm(at: due(0))
    }

    /// Plays every event that is due, then arms the timer for the next one (or for the end).
    public func dispatch<S: InputSink>(to sink: S) {
        var expirations: UInt64 = 0
        _ = read(fd, &expirations, 8)
        guard started, !isFinished else { return }
        let now = ReplayInputSource.monotonicMicroseconds()
        while playedEvents < stepCount {
            let at = due(playedEvents)
            guard at <= now else { break }
            play(playedEvents, at: at, to: sink)
            playedEvents += 1
        }
        if playedEvents < stepCount { arm(at: due(playedEvents)); return }
        let end = ReplayInputSource.adding(ReplayInputSource.adding(startTime, lastOffset), UInt64(settleSeconds * 1e6))
        if now >= end {
            isFinished = true
            onFinished?()
        } else {
            arm(at: end)
        }
    }

    /// Plays step `i`, stamped with the time it was due (not the time the loop got to it).
    private func play<S: InputSink>(_ i: Int, at: UInt64, to sink: S) {
        if let replay {
            var e = events[i]
            e.timeMicroseconds = at
            replay.feed(e, to: sink)
            return
        }
        let step = flightSteps[i]
        let shift = Double(at) / 1e6 - Double(stepTimes[i]) / 1e6
        if step.batch {
            sink.handleBatch { for k in step.range { sink.handle(ReplayInputSource.shifted(flightRecords[k], by: shift)) } }
        } else {
            sink.handle(ReplayInputSource.shifted(flightRecords[step.range.lowerBound], by: shift))
        }
    }

    /// `record` moved `seconds` later.
    private static func shifted(_ record: InputRecord, by seconds: Double) -> InputRecord {
        switch record {
        case let .touchDown(slot, location, t): .touchDown(slot: slot, location: location, time: t + seconds)
        case let .touchMotion(slot, location, t): .touchMotion(slot: slot, location: location, time: t + seconds)
        case let .touchUp(slot, t): .touchUp(slot: slot, time: t + seconds)
        case let .touchCancel(slot, t): .touchCancel(slot: slot, time: t + seconds)
        case let .frame(t): .frame(time: t + seconds)
        case let .key(code, pressed, t): .key(code: code, pressed: pressed, time: t + seconds)
        }
    }

    /// When step `i` is due: the start plus its offset from the first step.
    private func due(_ i: Int) -> UInt64 {
        guard i < stepTimes.count else { return startTime }
        let t = stepTimes[i]
        return ReplayInputSource.adding(startTime, t >= firstTime ? t - firstTime : 0)
    }

    private func arm(at microseconds: UInt64) {
        var spec = itimerspec()
        spec.it_value.tv_sec = Int(microseconds / 1_000_000)
        spec.it_value.tv_nsec = Int(microseconds % 1_000_000) * 1000
        if spec.it_value.tv_sec == 0 && spec.it_value.tv_nsec == 0 { spec.it_value.tv_nsec = 1 }   // zero disarms
        _ = timerfd_settime(fd, Int32(TFD_TIMER_ABSTIME), &spec, nil)
    }

    /// `a + b`, or the largest time when a recording's offsets would overflow (an event that never comes).
    private static func adding(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow || sum > UInt64(Int.max / 2) ? UInt64(Int.max / 2) : sum
    }

    private static func monotonicMicroseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000 + UInt64(ts.tv_nsec / 1000)
    }
}
