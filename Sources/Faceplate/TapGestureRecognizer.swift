/// Recognizes one or more taps of one or more fingers (UIKit's `UITapGestureRecognizer`). Discrete:
/// it goes straight to `.recognized` when the last required tap lifts.
@MainActor open class TapGestureRecognizer: GestureRecognizer {
    /// Taps needed (2 for a double tap). Default 1.
    public var numberOfTapsRequired = 1
    /// Fingers per tap. Default 1.
    public var numberOfTouchesRequired = 1
    /// How far (points) a finger may move before the tap fails. Default 10.
    public var allowableMovement: Double = 10
    /// How long (seconds) the next tap may take to start once a finger lifted. Default 0.35, the
    /// application's multi-tap interval.
    public var maximumTapInterval: Double = 0.35

    private var tapsDone = 0
    private var maxTouchesThisTap = 0
    private var firstTapLocation: Point?

    open override func touchesBegan(_ touches: TouchSet, with event: Event) {
        cancelTimer()
        if let first = firstTapLocation, let t = touches.first, t.location(in: nil).distance(to: first) > 45 {
            state = .failed
            return
        }
        maxTouchesThisTap = Swift.max(maxTouchesThisTap, numberOfTouches)
        if maxTouchesThisTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: TouchSet, with event: Event) {
        for t in touches where t.location(in: nil).distance(to: t.beganLocationInWindow) > allowableMovement {
            state = .failed
            return
        }
    }

    open override func touchesEnded(_ touches: TouchSet, with event: Event) {
        guard numberOfTouches == 0 else { return }   // the tap ends when the last finger lifts
        guard maxTouchesThisTap == numberOfTouchesRequired else { state = .failed; return }
        tapsDone += 1
        if firstTapLocation == nil { firstTapLocation = location(in: nil) }
        maxTouchesThisTap = 0
        if tapsDone >= numberOfTapsRequired {
            state = .recognized
        } else {
            scheduleTimer(after: maximumTapInterval)
        }
    }

    open override func timerFired(token: Int) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        tapsDone = 0
        maxTouchesThisTap = 0
        firstTapLocation = nil
    }

    /// Whether this is a one-finger single tap (the gesture a button's default action overlaps).
    public var isSingleTap: Bool { numberOfTapsRequired == 1 && numberOfTouchesRequired == 1 }
}
