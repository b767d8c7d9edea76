/// Recognizes a finger held still (UIKit's `UILongPressGestureRecognizer`). Continuous: `.began` once
/// held for ``minimumPressDuration``, `.changed` as it moves, `.ended` when it lifts.
@MainActor open class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the fingers must stay down. Default 0.5.
    public var minimumPressDuration: Double = 0.5
    /// Fingers required. Default 1.
    public var numberOfTouchesRequired = 1
    /// Taps before the press (1 = tap then hold). Default 0.
    public var numberOfTapsRequired = 0
    /// How far (points) fingers may move before the press begins. Default 10.
    public var allowableMovement: Double = 10

    private var tapsDone = 0

    open override func touchesBegan(_ touches: TouchSet, with event: Event) {
        if state == .began || state == .changed { return }
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        if numberOfTouches == numberOfTouchesRequired && tapsDone >= numberOfTapsRequired {
            scheduleTimer(after: minimumPressDuration)
        } else {
            cancelTimer(token: 1)
        }
    }

    open override func touchesMoved(_ touches: TouchSet, with event: Event) {
        if state == .began || state == .changed { state = .changed; return }
        for t in touches where t.location(in: nil).distance(to: t.beganLocationInWindow) > allowableMovement {
            state = .failed
            return
        }
    }

    open override func touchesEnded(_ touches: TouchSet, with event: Event) {
        if state == .began || state == .changed {
            if numberOfTouches < numberOfTouchesRequired { state = .ended }
            return
        }
        cancelTimer()
        guard numberOfTouches == 0 else { return }
        if tapsDone < numberOfTapsRequired {
            tapsDone += 1
            scheduleTimer(after: 0.35, token: 1)   // the next touch must come soon
        } else {
            state = .failed
        }
    }

    open override func timerFired(token: Int) {
        guard state == .possible else { return }
        if token == 1 { state = .failed; return }
        if numberOfTouches == numberOfTouchesRequired { state = .began } else { state = .failed }
    }

    open override func reset() { tapsDone = 0 }
}
