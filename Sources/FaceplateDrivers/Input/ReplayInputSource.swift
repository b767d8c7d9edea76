import CLinuxEvents
import Faceplate
import Glibc

/// Plays an evemu recording into a running panel app in real time, through the same path a touch
/// takes: the loop, ``EvemuReplay`` (the kernel's and libinput's handling of the stream), the
/// application. It is the `--replay FILE.evemu` input of ``ApplicationDelegate`` apps — a test, a
/// demo on a board without a touchscreen, or a bug report played back on the display.
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
    /// The device name of the recording.
    public var deviceName: String { replay.device.name ?? "?" }
    /// Seconds from the first event to the last.
    public var duration: Double { Double(lastOffset) / 1e6 }
    /// How many events the recording has.
    public var eventCount: Int { events.count }
    /// Not live: frames that fell due together while the loop was busy are still delivered one by one,
    /// so a replay gives the same events on a loaded machine as on an idle one.
    public var isLive: Bool { false }

    private let replay: EvemuReplay
    private let events: [EvemuEvent]
    private let firstTime: UInt64
    private let lastOffset: UInt64
    private var startTime: UInt64 = 0
    private var started = false

    /// Prepares `recording` (a device description and its events) for replay through `mapping`.
    /// - Throws: ``EvemuError`` when the description is not a device the replay understands, or
    ///   ``SystemError`` when no timerfd can be made.
    public init(recording: EvemuRecording, mapping: TouchMapping, settleSeconds: Double = 1) throws {
        replay = try EvemuReplay(device: recording, mapping: mapping)
        events = recording.events
        self.settleSeconds = settleSeconds.isFinite ? min(max(0, settleSeconds), 3600) : 1
        let first = recording.events.first?.timeMicroseconds ?? 0
        firstTime = first
        // An event stamped before the first one is due at once (hand-edited files are not always sorted).
        lastOffset = recording.events.reduce(0) { max($0, $1.timeMicroseconds >= first ? $1.timeMicroseconds - first : 0) }
        timer = try FileDescriptor.checking(timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK | TFD_CLOEXEC)),
                                            call: "timerfd_create")
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
        while playedEvents < events.count {
            let at = due(playedEvents)
            guard at <= now else { break }
            var e = events[playedEvents]
            e.timeMicroseconds = at
            replay.feed(e, to: sink)
            playedEvents += 1
        }
        if playedEvents < events.count { arm(at: due(playedEvents)); return }
        let end = ReplayInputSource.adding(ReplayInputSource.adding(startTime, lastOffset), UInt64(settleSeconds * 1e6))
        if now >= end {
            isFinished = true
            onFinished?()
        } else {
            arm(at: end)
        }
    }

    /// When event `i` is due: the start plus its offset from the first event.
    private func due(_ i: Int) -> UInt64 {
        guard i < events.count else { return startTime }
        let t = events[i].timeMicroseconds
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
