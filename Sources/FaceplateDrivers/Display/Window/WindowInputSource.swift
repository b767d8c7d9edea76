import CLinuxEvents
import CSDL
import Faceplate
import FaceplateGraphics
import Glibc

/// The preview window's input, fed to the application through the same path as libinput's: mouse,
/// keyboard and the desktop's touchscreen as ``InputRecord``s, plus the window's own keys (rotate,
/// screenshot) and its close button.
///
/// - The mouse is one finger; Ctrl-drag adds a second finger mirrored around the window's centre
///   (pinch, rotate), Ctrl+Shift-drag a parallel one (two-finger pan) — ``WindowPointerFingers``.
/// - Real touchscreens on the workstation (SDL touch events) are real fingers, up to 32 at once.
/// - Keys become `.key` records with the board's evdev codes (``WindowKeyCodes``), so presses reach
///   the first responder and text fields type; auto-repeat is dropped as on the board. Ctrl+R rotates
///   the panel and Ctrl+S writes a screenshot (``onRotate``, ``onScreenshot``); neither reaches the app.
/// - Closing the window calls ``onClose`` (the entry point then ends the run like SIGTERM: exit 0).
///
/// SDL has no descriptor to poll, and waiting inside SDL would block the loop's other sources (the
/// timers, the signals). So ``fd`` is a timerfd ticking every ``tickInterval`` while the window is open:
/// each tick drains SDL's queue (`SDL_PollEvent`, which never blocks). That is 125 wake-ups a second,
/// the price of a desktop preview, never paid on a board; input waits at most 8 ms, about half a frame.
/// Records carry SDL's event timestamps (milliseconds on `CLOCK_MONOTONIC`), not the tick's time, so
/// gesture velocities are not quantised to ticks. Allocation-free once warm.
public final class WindowInputSource: PanelInputSource {
    /// The timerfd the loop polls.
    public var fd: Int32 { timer.rawValue }
    private let timer: FileDescriptor
    /// How often SDL's queue is drained: 8 ms (125 Hz).
    public static let tickInterval = 0.008
    /// The most desktop-touchscreen fingers tracked at once.
    public static let touchFingers = 32
    /// Called when the window's close button (or the desktop) asks the app to quit.
    public var onClose: (() -> Void)?
    /// Called for Ctrl+R.
    public var onRotate: ((_ time: Double) -> Void)?
    /// Called for Ctrl+S.
    public var onScreenshot: (() -> Void)?
    /// Called with each rotation of a played-back session, at its time.
    public var onPlaybackRotate: ((Rotation, _ time: Double) -> Void)?
    /// Called once when a session playback has played its last entry.
    public var onPlaybackFinished: (() -> Void)?
    /// Where every record given to the application is also kept (``WindowSession``), if anywhere.
    public var recorder: WindowSessionRecorder?
    /// Whether a session is being played back (live mouse and touch input is dropped meanwhile).
    public var isPlayingBack: Bool { playbackIndex < playback.count }
    /// Live, but not while a session is played back: a played-back session, like a replay, delivers
    /// every recorded frame.
    public var isLive: Bool { !isPlayingBack }

    private let display: WindowDisplay
    private let sdl: SDLLibrary
    private let event: UnsafeMutablePointer<SDL_Event>
    private var pointer = WindowPointerFingers()
    private var fingerIDs = ContiguousArray<Int64>(repeating: 0, count: WindowInputSource.touchFingers)
    private var fingersDown: UInt64 = 0
    private var control = 0, shift = 0
    private var swallowedR = false, swallowedS = false
    private let timeBase: Double
    private var playback: [(offset: Double, entry: WindowSession.Entry)] = []
    private var playbackIndex = 0
    private var playbackStart = 0.0

    /// Watches `display`'s window.
    /// - Throws: ``SystemError`` when no timerfd can be made, ``WindowError`` when the window is closed.
    public init(display: WindowDisplay) throws {
        guard let window = display.window else { throw DisplayError.closed }
        self.display = display
        sdl = window.sdl
        timer = try .checking(timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK | TFD_CLOEXEC)), call: "timerfd_create")
        event = .allocate(capacity: 1)
        event.initialize(to: SDL_Event())
        // SDL stamps events with SDL_GetTicks(), milliseconds of CLOCK_MONOTONIC since SDL_Init.
        timeBase = MonotonicClock.now() - Double(sdl.getTicks()) / 1000
        var spec = itimerspec()
        spec.it_interval.tv_nsec = Int(WindowInputSource.tickInterval * 1e9)
        spec.it_value.tv_nsec = spec.it_interval.tv_nsec
        _ = timerfd_settime(fd, 0, &spec, nil)
    }

    deinit {
        event.deallocate()
    }

    /// Plays `session` back from now, ahead of live input.
    public func play(_ session: WindowSession, now: Double = MonotonicClock.now()) {
        playback = session.playback
        playbackIndex = 0
        playbackStart = now
    }

    /// Plays what is due of a session, then drains SDL's queue into `sink`.
    public func dispatch<S: InputSink>(to sink: S) {
        var expirations: UInt64 = 0
        _ = read(fd, &expirations, 8)
        let out = SessionRecordingSink(sink: sink, recorder: recorder)
        if isPlayingBack { playDue(to: out) }
        guard display.isOpen else { return }
        while sdl.pollEvent(event) != 0 { handle(event.pointee, to: out) }
    }

    private func playDue<S: InputSink>(to sink: S) {
        let now = MonotonicClock.now()
        while playbackIndex < playback.count, playbackStart + playback[playbackIndex].offset <= now {
            let at = playbackStart + playback[playbackIndex].offset
            switch playback[playbackIndex].entry {
            case .input(let r): sink.handle(Self.retimed(r, at))
            case .rotate(let rotation, _): onPlaybackRotate?(rotation, at)
            }
            playbackIndex += 1
        }
        if playbackIndex == playback.count {
            playback = []
            playbackIndex = 0
            onPlaybackFinished?()
        }
    }

    private static func retimed(_ r: InputRecord, _ t: Double) -> InputRecord {
        switch r {
        case let .touchDown(s, p, _): .touchDown(slot: s, location: p, time: t)
        case let .touchMotion(s, p, _): .touchMotion(slot: s, location: p, time: t)
        case let .touchUp(s, _): .touchUp(slot: s, time: t)
        case let .touchCancel(s, _): .touchCancel(slot: s, time: t)
        case .frame: .frame(time: t)
        case let .key(c, p, _): .key(code: c, pressed: p, time: t)
        }
    }

    private func handle<S: InputSink>(_ e: SDL_Event, to sink: S) {
        let time = timeBase + Double(e.common.timestamp) / 1000
        let transform = display.transform
        let zoom = Double(display.zoom)
        switch Int(e.type) {
        case FACEPLATE_SDL_QUIT:
            pointer.cancel(time: time, to: sink)
            onClose?()
        case FACEPLATE_SDL_WINDOWEVENT:
            switch Int(e.window.event) {
            case FACEPLATE_SDL_WINDOWEVENT_CLOSE:
                pointer.cancel(time: time, to: sink)
                onClose?()
            case FACEPLATE_SDL_WINDOWEVENT_EXPOSED, FACEPLATE_SDL_WINDOWEVENT_RESTORED, FACEPLATE_SDL_WINDOWEVENT_SIZE_CHANGED:
                try? display.refresh()
            default: break
            }
        case FACEPLATE_SDL_KEYDOWN, FACEPLATE_SDL_KEYUP:
            key(e.key, pressed: e.type == UInt32(FACEPLATE_SDL_KEYDOWN), time: time, to: sink)
        case FACEPLATE_SDL_MOUSEBUTTONDOWN:
            guard e.button.which != FACEPLATE_SDL_TOUCH_MOUSEID, Int(e.button.button) == FACEPLATE_SDL_BUTTON_LEFT, !isPlayingBack else { return }
            let mode: WindowPointerFingers.Mode = control == 0 ? .single : shift == 0 ? .mirrored : .parallel
            pointer.press(at: Point(x: Double(e.button.x) / zoom, y: Double(e.button.y) / zoom), mode: mode,
                          transform: transform, time: time, to: sink)
        case FACEPLATE_SDL_MOUSEMOTION:
            guard e.motion.which != FACEPLATE_SDL_TOUCH_MOUSEID, pointer.isDown else { return }
            pointer.move(to: Point(x: Double(e.motion.x) / zoom, y: Double(e.motion.y) / zoom), transform: transform, time: time, to: sink)
        case FACEPLATE_SDL_MOUSEBUTTONUP:
            guard e.button.which != FACEPLATE_SDL_TOUCH_MOUSEID, Int(e.button.button) == FACEPLATE_SDL_BUTTON_LEFT else { return }
            pointer.release(time: time, to: sink)
        case FACEPLATE_SDL_FINGERDOWN, FACEPLATE_SDL_FINGERMOTION, FACEPLATE_SDL_FINGERUP:
            finger(e.tfinger, type: Int(e.type), transform: transform, time: time, to: sink)
        default:
            break
        }
    }

    private func key<S: InputSink>(_ k: SDL_KeyboardEvent, pressed: Bool, time: Double, to sink: S) {
        let scancode = k.keysym.scancode
        switch scancode {
        case WindowKeyCodes.leftControl: control = pressed ? control | 1 : control & ~1
        case WindowKeyCodes.rightControl: control = pressed ? control | 2 : control & ~2
        case WindowKeyCodes.leftShift: shift = pressed ? shift | 1 : shift & ~1
        case WindowKeyCodes.rightShift: shift = pressed ? shift | 2 : shift & ~2
        default: break
        }
        guard k.repeat == 0 else { return }   // the board's Application drops auto-repeat too
        // Ctrl+R and Ctrl+S are the window's; their releases are swallowed with them, Ctrl held or not.
        if scancode == WindowKeyCodes.r && (pressed ? control != 0 : swallowedR) {
            swallowedR = pressed
            if pressed { onRotate?(time) }
            return
        }
        if scancode == WindowKeyCodes.s && (pressed ? control != 0 : swallowedS) {
            swallowedS = pressed
            if pressed { onScreenshot?() }
            return
        }
        guard !isPlayingBack else { return }
        let code = WindowKeyCodes.evdevCode(forScancode: scancode)
        guard code != 0 else { return }
        sink.handle(.key(code: code, pressed: pressed, time: time))
    }

    private func finger<S: InputSink>(_ f: SDL_TouchFingerEvent, type: Int, transform: DisplayTransform, time: Double, to sink: S) {
        var index = -1
        var m = fingersDown
        while m != 0 {
            let i = m.trailingZeroBitCount
            m &= m - 1
            if fingerIDs[i] == f.fingerId { index = i; break }
        }
        // Normalised window coordinates (0…1) onto panel pixels.
        let p = Point(x: min(max(Double(f.x), 0), 1) * Double(transform.panelWidth - 1),
                      y: min(max(Double(f.y), 0), 1) * Double(transform.panelHeight - 1))
        let location = transform.logicalPoint(fromPanel: p)
        switch type {
        case FACEPLATE_SDL_FINGERDOWN:
            guard index < 0, !isPlayingBack else { return }
            let free = ~fingersDown & (WindowInputSource.touchFingers == 64 ? ~0 : (1 << UInt64(WindowInputSource.touchFingers)) - 1)
            guard free != 0 else { return }   // more fingers than a panel has: the extra one is not tracked
            index = free.trailingZeroBitCount
            fingerIDs[index] = f.fingerId
            fingersDown |= 1 << UInt64(index)
            sink.handle(.touchDown(slot: Self.touchSlot(index), location: location, time: time), from: "touchscreen")
        case FACEPLATE_SDL_FINGERMOTION:
            guard index >= 0 else { return }
            sink.handle(.touchMotion(slot: Self.touchSlot(index), location: location, time: time))
        default:
            guard index >= 0 else { return }
            fingersDown &= ~(1 << UInt64(index))
            sink.handle(.touchUp(slot: Self.touchSlot(index), time: time))
        }
        sink.handle(.frame(time: time))
    }

    /// The input slot of desktop-touchscreen finger `index` (device 2; the mouse fingers are device 1).
    static func touchSlot(_ index: Int) -> Int { InputTouchSlot.number(device: 2, slot: Int32(index)) }
}

/// Keeps the records the application gets in a ``WindowSession`` (the preview's `--session`).
public final class WindowSessionRecorder {
    /// What was recorded so far.
    public private(set) var session = WindowSession()
    /// Whether entries were dropped because the session was full.
    public private(set) var overflowed = false

    /// An empty recorder.
    public init() {}

    /// Keeps `entry`.
    public func record(_ entry: WindowSession.Entry) {
        if !session.append(entry) { overflowed = true }
    }
}

/// Passes records on and keeps a copy in the recorder.
struct SessionRecordingSink<S: InputSink>: InputSink {
    let sink: S
    let recorder: WindowSessionRecorder?

    func handle(_ record: InputRecord) {
        recorder?.record(.input(record))
        sink.handle(record)
    }

    func handle(_ record: InputRecord, from device: String) {
        recorder?.record(.input(record))
        sink.handle(record, from: device)
    }
}
