/// Recognizes two fingers pinching (UIKit's `UIPinchGestureRecognizer`). Continuous; ``scale`` is the
/// ratio of the fingers' distance to their distance at touch-down.
@MainActor open class PinchGestureRecognizer: GestureRecognizer {
    /// Current distance over initial distance; settable (the next change continues from it).
    public var scale: Double = 1
    /// Change of scale per second.
    public private(set) var velocity: Double = 0
    /// Distance change (points) before the pinch begins. Default 8.
    public var hysteresis: Double = 8

    private var initialDistance: Double = 0
    private var baseScale: Double = 1
    private var lastTime: Double = 0

    private func distance() -> Double? {
        guard let (a, b) = firstTwoTouchLocations() else { return nil }
        return a.distance(to: b)
    }

    open override func touchesBegan(_ touches: TouchSet, with event: Event) {
        guard numberOfTouches == 2, state == .possible, let d = distance() else { return }
        initialDistance = d
        baseScale = 1
        lastTime = event.timestamp
    }

    open override func touchesMoved(_ touches: TouchSet, with event: Event) {
        guard initialDistance > 0, let d = distance() else { return }
        let newScale = baseScale * d / initialDistance
        let dt = event.timestamp - lastTime
        if dt > 0 { velocity = (newScale - scale) / dt }
        lastTime = event.timestamp
        switch state {
        case .possible:
            if (d - initialDistance).magnitude >= hysteresis { scale = newScale; state = .began }
        case .began, .changed:
            scale = newScale
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: TouchSet, with event: Event) {
        if state == .began || state == .changed { if numberOfTouches < 2 { state = .ended } }
        else if numberOfTouches < 2 && initialDistance > 0 || numberOfTouches == 0 { state = .failed }
    }

    open override func reset() { scale = 1; velocity = 0; initialDistance = 0; baseScale = 1 }
}
