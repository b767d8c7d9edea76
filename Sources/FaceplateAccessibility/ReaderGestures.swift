import Faceplate

/// Turns the touches the running ``ScreenReader`` takes into VoiceOver's gestures. (While the reader
/// is off, the application itself watches for the three-finger triple tap that starts it.)
///
/// One finger: held still or moved slowly it explores (the element under it is spoken); a quick flick
/// right or left moves the focus, up or down adjusts; a tap speaks the element under it once the
/// double-tap window has passed, and a second tap inside that window activates the focused element
/// wherever it lands. Two fingers tapping pause and repeat speech. Three fingers flicking scroll a
/// page; three taps with three fingers turn the reader off.
@MainActor final class ReaderGestures: TimerTarget {
    /// How long one finger rests before it explores.
    static let exploreDelay = 0.25
    /// The longest touch that still counts as a tap or a flick.
    static let tapDuration = 0.35
    static let flickDuration = 0.6
    /// How far a flick travels, at least; a tap travels less.
    static let flickDistance = 30.0
    static let tapSlop = 20.0

    private static let exploreToken = 1, singleTapToken = 2

    private unowned let reader: ScreenReader
    private var application: Application { reader.application }

    /// The fingers down now: slot, where each began, where it is.
    private var fingers: [(slot: Int, start: Point, location: Point)] = []
    private var gestureStart = 0.0
    private var gestureFingers = 0
    private var exploring = false
    /// A one-finger tap waiting to learn whether a second makes it a double tap.
    private var pendingTap: Point?
    private var pendingTapTime = -Double.infinity
    private var secondTap = false
    private var threeFingerTaps = 0
    private var lastThreeFingerTap = -Double.infinity

    init(reader: ScreenReader) {
        self.reader = reader
        fingers.reserveCapacity(5)
    }

    func reset() {
        fingers.removeAll(keepingCapacity: true)
        exploring = false
        pendingTap = nil
        secondTap = false
        threeFingerTaps = 0
        application.timers.cancel(target: self, token: ReaderGestures.exploreToken)
        application.timers.cancel(target: self, token: ReaderGestures.singleTapToken)
    }

    /// Counts a three-finger tap at `time`; true on the third in a row.
    private func countThreeFingerTap(at time: Double) -> Bool {
        threeFingerTaps = time - lastThreeFingerTap <= application.multiTapInterval ? threeFingerTaps + 1 : 1
        lastThreeFingerTap = time
        guard threeFingerTaps >= 3 else { return false }
        threeFingerTaps = 0
        return true
    }

    // MARK: While running

    func handle(_ record: InputRecord) {
        switch record {
        case let .touchDown(slot, location, time):
            if fingers.isEmpty { begin(at: time) }
            guard fingers.count < 5 else { return }
            fingers.append((slot, location, location))
            gestureFingers = Swift.max(gestureFingers, fingers.count)
            if fingers.count == 1 {
                _ = application.timers.schedule(at: time + ReaderGestures.exploreDelay, target: self, token: ReaderGestures.exploreToken)
            } else if !exploring {
                application.timers.cancel(target: self, token: ReaderGestures.exploreToken)
            }
        case let .touchMotion(slot, location, _):
            guard let i = fingers.firstIndex(where: { $0.slot == slot }) else { return }
            fingers[i].location = location
            if exploring, fingers.count == 1 { reader.explore(at: location, always: false) }
        case let .touchUp(slot, time):
            lift(slot, at: time, cancelled: false)
        case let .touchCancel(slot, time):
            lift(slot, at: time, cancelled: true)
        case .frame, .key:
            return
        }
    }

    private func begin(at time: Double) {
        gestureStart = time
        gestureFingers = 0
        exploring = false
        secondTap = pendingTap != nil && time - pendingTapTime <= application.multiTapInterval
        if secondTap { application.timers.cancel(target: self, token: ReaderGestures.singleTapToken) }
    }

    private func lift(_ slot: Int, at time: Double, cancelled: Bool) {
        guard let i = fingers.firstIndex(where: { $0.slot == slot }) else { return }
        let finger = fingers.remove(at: i)
        guard fingers.isEmpty else { return }
        application.timers.cancel(target: self, token: ReaderGestures.exploreToken)
        let wasExploring = exploring
        exploring = false
        let wasSecondTap = secondTap
        secondTap = false
        if wasSecondTap { pendingTap = nil }
        guard !cancelled, !wasExploring else { return }
        let dx = finger.location.x - finger.start.x, dy = finger.location.y - finger.start.y
        let distance = (dx * dx + dy * dy).squareRoot()
        let duration = time - gestureStart
        if distance >= ReaderGestures.flickDistance, duration <= ReaderGestures.flickDuration {
            flick(dx: dx, dy: dy, fingers: gestureFingers)
            return
        }
        guard distance < ReaderGestures.tapSlop, duration <= ReaderGestures.tapDuration else { return }
        switch gestureFingers {
        case 1:
            if wasSecondTap {
                reader.activateFocused()
            } else {
                pendingTap = finger.location
                pendingTapTime = time
                _ = application.timers.schedule(at: time + application.multiTapInterval, target: self, token: ReaderGestures.singleTapToken)
            }
        case 2:
            reader.toggleSpeechPause()
        case 3:
            if countThreeFingerTap(at: time) { reader.stop() }
        default:
            break
        }
    }

    private func flick(dx: Double, dy: Double, fingers count: Int) {
        let horizontal = Swift.abs(dx) >= Swift.abs(dy)
        switch count {
        case 1:
            if horizontal { reader.moveFocus(by: dx > 0 ? 1 : -1) } else { reader.adjustFocused(up: dy < 0) }
        case 3:
            // VoiceOver's direction: three fingers flicked up show the next page below, as a finger
            // dragging the content up does.
            if horizontal { reader.scrollPage(forward: dx < 0, horizontal: true) } else { reader.scrollPage(forward: dy < 0, horizontal: false) }
        default:
            break
        }
    }

    func timerFired(token: Int) {
        switch token {
        case ReaderGestures.exploreToken:
            guard fingers.count == 1, reader.isRunning else { return }
            exploring = true
            pendingTap = nil
            secondTap = false
            application.timers.cancel(target: self, token: ReaderGestures.singleTapToken)
            reader.explore(at: fingers[0].location, always: true)
        case ReaderGestures.singleTapToken:
            guard let point = pendingTap, reader.isRunning else { return }
            pendingTap = nil
            reader.explore(at: point, always: true)
        default:
            break
        }
    }
}
