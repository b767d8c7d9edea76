#if canImport(Glibc)
import Glibc
#endif

/// Recognizes two fingers turning (UIKit's `UIRotationGestureRecognizer`). Continuous; ``rotation`` is
/// in radians, clockwise positive (screen coordinates grow downwards).
///
/// Like a pinch, it ends only when both fingers have lifted (UIKit): with one finger up it goes on
/// (`changed`, ``numberOfTouches`` 1, the rotation held), and a finger put back down turns on from
/// the rotation reached.
@MainActor open class RotationGestureRecognizer: GestureRecognizer {
    /// Radians turned since the fingers went down. Settable: the next change continues from the value
    /// set (set 0 after each change to get relative changes, as with UIKit).
    public var rotation: Double {
        get { storedRotation }
        set { storedRotation = newValue; accumulated = newValue }
    }
    /// Radians per second.
    public private(set) var velocity: Double = 0
    /// Turn (radians) before the gesture begins. Default 0.1 (about 6°).
    public var hysteresis: Double = 0.1

    private var storedRotation: Double = 0
    private var initialAngle: Double?
    /// The angle of the first two fingers down at the last measurement.
    private var lastAngle: Double = 0
    private var accumulated: Double = 0
    private var lastTime: Double = 0

    private func angle() -> Double? {
        guard let (p, q) = firstTwoTouchLocations() else { return nil }
        return atan2(q.y - p.y, q.x - p.x)
    }

    open override func touchesBegan(_ touches: TouchSet, with event: Event) {
        switch state {
        case .possible:
            guard numberOfTouches == 2, let a = angle() else { return }
            initialAngle = a
            lastAngle = a
            accumulated = 0
            lastTime = event.timestamp
        case .began, .changed:
            if let a = angle() { lastAngle = a }   // a finger back down: turn on from here
        default: break
        }
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
            if accumulated.magnitude >= hysteresis { storedRotation = accumulated; state = .began }
        case .began, .changed:
            storedRotation = accumulated
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: TouchSet, with event: Event) {
        switch state {
        case .began, .changed:
            // Ends only when both fingers are up (UIKit); one lifting is a change.
            if numberOfTouches == 0 {
                state = .ended
            } else {
                if let a = angle() { lastAngle = a }   // another pair (a third finger) measures on from here
                state = .changed
            }
        case .possible:
            if numberOfTouches < 2 && initialAngle != nil || numberOfTouches == 0 { state = .failed }
        default: break
        }
    }

    open override func reset() { storedRotation = 0; velocity = 0; initialAngle = nil; accumulated = 0 }
}
