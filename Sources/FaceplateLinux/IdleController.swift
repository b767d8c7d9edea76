import Faceplate
import FaceplateDrivers

/// Dims, then blanks an idle panel, and wakes it on input — the board profile's `idleDimSeconds`,
/// `dimLevel` and `idleBlankSeconds`.
///
/// After `dimAfter` seconds without input the backlight goes down to `dimLevel` × the screen's
/// brightness; after `blankAfter` the display's output is switched off (``DisplayBackend/setBlanked(_:)``)
/// and the backlight powered down. Input wakes it: while dimmed the input acts as usual (the user sees
/// the screen); while blanked, the touch that wakes it is swallowed — a kiosk rule, not a UIKit one: a
/// coffee machine must not brew because its dark screen was tapped. ``Faceplate/Application/isIdleTimerDisabled``
/// (UIKit's name) keeps the panel awake. The timers are the application's (no thread, no polling): one
/// deadline at a time, moved on when it fires early because input came meanwhile.
///
/// While a screen reader runs (``Faceplate/Accessibility/isVoiceOverRunning``) both waits are
/// ``screenReaderTimeFactor`` times as long: a listener explores and hears a screen much more slowly
/// than a reader reads it, and EN 301 549's "timing adjustable" (WCAG 2.2.1) asks that a time limit be
/// extendable to at least ten times its default. The panel still blanks in the end, so an abandoned
/// kiosk does not stay lit.
@MainActor public final class IdleController: TimerTarget {
    /// Where the panel is in its idle cycle.
    public enum State: Sendable, Equatable {
        /// Full brightness.
        case awake
        /// The backlight at the dim level.
        case dimmed
        /// Output off, backlight off.
        case blanked
    }

    /// Where the panel is now.
    public private(set) var state = State.awake
    /// Seconds without input before dimming (0: no dim step).
    public let dimAfter: Double
    /// Seconds without input before blanking (> 0).
    public let blankAfter: Double
    /// The dimmed backlight as a fraction of the screen's brightness.
    public let dimLevel: Double
    /// How many times longer the waits are while a screen reader runs.
    public static let screenReaderTimeFactor = 10.0
    /// Where failures to dim, blank or wake are said (the panel keeps running).
    public var log: @MainActor (String) -> Void = { Diagnostics.writeStandardError("faceplate: idle: " + $0) }

    private let application: Application
    private let display: any DisplayBackend
    private let backlight: Backlight?
    private var lastInput: Double
    private var armed = false
    /// The ``screenReaderTimeFactor`` (or 1) the armed deadline was computed with.
    private var armedFactor = 1.0

    /// Watches `application`'s input for `blankAfter` seconds of quiet (dimming first after `dimAfter`
    /// when that is shorter), driving `display` and `backlight`.
    public init(application: Application, display: any DisplayBackend, backlight: Backlight?,
                dimAfter: Double, blankAfter: Double, dimLevel: Double) {
        self.application = application
        self.display = display
        self.backlight = backlight
        self.dimAfter = dimAfter > 0 && dimAfter < blankAfter ? dimAfter : 0
        self.blankAfter = blankAfter
        self.dimLevel = Swift.min(Swift.max(dimLevel, 0), 1)
        lastInput = application.clock.now
        arm()
    }

    /// Input arrived: the panel stays (or becomes) awake. Returns true when the panel was blanked, so
    /// the caller swallows this input (it woke the screen and must act on nothing).
    public func noteInput() -> Bool {
        lastInput = application.clock.now
        let wasBlanked = state == .blanked
        if state != .awake { wake() }
        // A reader turned on or off (by a gesture: input) changes the waits: the deadline moves now.
        if !armed || armedFactor != timeFactor { arm() }
        return wasBlanked
    }

    /// The deadline came: dim or blank if nothing happened meanwhile, else wait for the next one.
    public func timerFired(token: Int) {
        armed = false
        let now = application.clock.now
        let idle = now - lastInput
        let factor = timeFactor
        if application.isIdleTimerDisabled {
            lastInput = now                              // kept awake: count from here once allowed again
        } else if idle >= blankAfter * factor - 0.001 && state != .blanked {
            blank()
        } else if dimAfter > 0 && idle >= dimAfter * factor - 0.001 && state == .awake {
            dim()
        }
        if state != .blanked { arm() }
    }

    /// ``screenReaderTimeFactor`` while the application's screen reader runs, else 1. A deadline armed
    /// before the reader started fires early, finds the panel not idle long enough and is moved on.
    private var timeFactor: Double { application.assistiveTechnology?.isRunning == true ? Self.screenReaderTimeFactor : 1 }

    private func arm() {
        let factor = timeFactor
        if armed { application.timers.cancel(target: self, token: 0) }
        armedFactor = factor
        let next = state == .awake && dimAfter > 0 ? lastInput + dimAfter * factor : lastInput + blankAfter * factor
        // Always a moment ahead: a deadline at `now` fired from its own callback would fire again at once.
        let at = Swift.max(next, application.clock.now + 0.001)
        armed = application.timers.schedule(at: at, target: self, token: 0)
        if !armed { log("cannot schedule the idle timer (the timer queue is full): the panel will not blank") }
    }

    private func dim() {
        state = .dimmed
        application.trace.emit("idle: dimmed")
        do { try backlight?.setBrightness(application.screen.brightness * dimLevel) } catch { log("dimming: \(error)") }
    }

    private func blank() {
        state = .blanked
        application.trace.emit("idle: blanked")
        do { try display.setBlanked(true) } catch { log("blanking the display: \(error)") }
        do { try backlight?.setPower(on: false) } catch { log("powering the backlight down: \(error)") }
        // A dark panel is not being used: UIKit's resign-active (nothing changes when already away).
        if application.applicationState == .active { application.transition(to: .inactive) }
    }

    private func wake() {
        if state == .blanked {
            do { try display.setBlanked(false) } catch { log("waking the display: \(error)") }
            do { try backlight?.setPower(on: true) } catch { log("powering the backlight up: \(error)") }
        }
        application.trace.emit(state == .blanked ? "idle: awake (the input that woke it acts on nothing)" : "idle: awake")
        if state == .blanked && application.applicationState == .inactive { application.transition(to: .active) }
        state = .awake
        do { try backlight?.setBrightness(application.screen.brightness) } catch { log("restoring the brightness: \(error)") }
        onWake?()
    }

    /// Called after the panel wakes from the blank (the runner redraws the whole screen then).
    public var onWake: (@MainActor () -> Void)?
}
