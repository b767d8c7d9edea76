/// Recognizes two fingers pinching (UIKit's `UIPinchGestureRecognizer`). Continuous; ``scale`` is the
/// ratio of the fingers' distance to their distance at touch-down.
///
/// UIKit's rule for its end: the pinch "ends when both fingers lift from the view". With one finger
/// up it goes on — the lift is a `changed`, ``numberOfTouches`` is 1 and the scale holds — and a
/// finger put back down continues from the scale reached. It ends when the last finger lifts.
@MainActor open class PinchGestureRecognizer: GestureRecognizer {
    /// Current distance over initial distance. Settable: the next change continues from the value set
    /// (set 1 after each change to get relative changes, as with UIKit).
    public var scale: Double {
        get { storedScale }
        set { storedScale = newValue; rebase() }
    }
    /// Change of scale per second.
    public private(set) var velocity: Double = 0
    /// Distance change (points) before the pinch begins. Default 8.
    public var hysteresis: Double = 8

    private var storedScale: Double = 1
    /// The distance between the first two fingers down when ``baseScale`` was the scale.
    private var initialDistance: Double = 0
    private var baseScale: Double = 1
    private var lastTime: Double = 0

    private func distance() -> Double? {
        guard let (a, b) = firstTwoTouchLocations() else { return nil }
        return a.distance(to: b)
    }

    /// Measures further changes from the current scale and the current pair of fingers (after a
    /// finger joined or left, or the scale was set).
    private func rebase() {
        guard initialDistance > 0 else { return }          // not started: touch-down sets the base
        baseScale = storedScale
        if let d = distance(), d > 0 { initialDistance = d } // one finger: the next pair sets it
    }

    open override func touchesBegan(_ touches: TouchSet, with event: Event) {
        switch state {
        case .possible:
            guard numberOfTouches == 2, let d = distance() else { return }
            initialDistance = d
            baseScale = 1
            lastTime = event.timestamp
        case .began, .changed:
            rebase()                        // a finger back down: go on from the scale reached
        default: break
        }
    }

    open override func touchesMoved(_ touches: TouchSet, with event: Event) {
        guard initialDistance > 0, let d = distance() else { return }
        let newScale = baseScale * d / initialDistance
        let dt = event.timestamp - lastTime
        if dt > 0 { velocity = (newScale - storedScale) / dt }
        lastTime = event.timestamp
        switch state {
        case .possible:
            if (d - initialDistance).magnitude >= hysteresis { storedScale = newScale; state = .began }
        case .began, .changed:
            storedScale = newScale
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: TouchSet, with event: Event) {
        switch state {
        case .began, .changed:
            // Ends only when both fingers are up (UIKit); one lifting is a change.
            if numberOfTouches == 0 { state = .ended } else { rebase(); state = .changed }
        case .possible:
            if numberOfTouches < 2 && initialDistance > 0 || numberOfTouches == 0 { state = .failed }
        default: break
        }
    }

    open override func reset() { storedScale = 1; velocity = 0; initialDistance = 0; baseScale = 1 }
}
