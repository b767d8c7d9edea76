#if canImport(Glibc)
import Glibc
#endif

/// Recognizes two fingers turning (UIKit's `UIRotationGestureRecognizer`). Continuous; ``rotation`` is
/// in radians, clockwise positive (screen coordinates grow downwards).
@MainActor open class RotationGestureRecognizer: GestureRecognizer {
    /// Radians turned since the fingers went down.
    public var rotation: Double = 0
    /// Radians per second.
    public private(set) var velocity: Double = 0
    /// Turn (radians) before the gesture begins. Default 0.1 (about 6°).
    public var hysteresis: Double = 0.1

    private var initialAngle: Double?
    private var lastAngle: Double = 0
    private var accumulated: Double = 0
    private var lastTime: Double = 0

    private func angle() -> Double? {
        guard let (p, q) = firstTwoTouchLocations() else { return nil }
        return atan2(q.y - p.y, q.x - p.x)
    }

    open override func touchesBegan(_ touches: TouchSet, with event: Event) {
        guard numberOfTouches == 2, state == .possible, let a = angle() else { return }
        initialAngle = a
        lastAngle = a
        accumulated = 0
        lastTime = event.timestamp
    }

    open override func touchesMoved(_ touches: TouchSet, with event: Event) {
        guard initialAngle != nil, let a = angle() else { return }
        var delta = a - lastAngle
        // Unwrap across ±π so a turn through the left stays continuous.
        if delta > Double.pi { delta -= 2 * Double.pi } else if delta < -Double.pi { delta += 2 * Double.pi }
        accumulated += delta
        lastAngle = a
        let dt = event.timestamp - lastTime
        if dt > 0 { velocity = delta / dt }
        lastTime = event.timestamp
        switch state {
        case .possible:
            if accumulated.magnitude >= hysteresis { rotation = accumulated; state = .began }
        case .began, .changed:
            rotation = accumulated
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: TouchSet, with event: Event) {
        if state == .began || state == .changed { if numberOfTouches < 2 { state = .ended } }
        else if numberOfTouches < 2 && initialAngle != nil || numberOfTouches == 0 { state = .failed }
    }

    open override func reset() { rotation = 0; velocity = 0; initialAngle = nil; accumulated = 0 }
}
