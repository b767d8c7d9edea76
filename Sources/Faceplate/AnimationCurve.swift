/// How an animation's progress maps onto its value: UIKit's `UIView.AnimationCurve`.
public enum AnimationCurve: Sendable, Equatable {
    /// Constant speed.
    case linear
    /// Starts slowly.
    case easeIn
    /// Ends slowly.
    case easeOut
    /// Starts and ends slowly (UIKit's default for view animations).
    case easeInOut

    /// The eased fraction for `t` in 0…1 (cubic; the ends are exact: 0 → 0, 1 → 1).
    @inlinable public func value(at t: Double) -> Double {
        let t = Swift.min(Swift.max(t, 0), 1)
        switch self {
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut: let u = 1 - t; return 1 - u * u * u
        case .easeInOut:
            if t < 0.5 { return 4 * t * t * t }
            let u = -2 * t + 2
            return 1 - u * u * u / 2
        }
    }
}
