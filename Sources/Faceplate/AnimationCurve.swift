#if canImport(Glibc)
import Glibc
#endif

/// How an animation's progress maps onto its value: UIKit's `UIView.AnimationCurve`, plus the
/// critically damped (or bouncy) spring of `animate(withDuration:delay:usingSpringWithDamping:…)`.
public enum AnimationCurve: Sendable, Equatable {
    /// Constant speed.
    case linear
    /// Starts slowly.
    case easeIn
    /// Ends slowly.
    case easeOut
    /// Starts and ends slowly (UIKit's default for view animations).
    case easeInOut
    /// A damped spring (UIKit's `usingSpringWithDamping:initialSpringVelocity:`). `damping` is the
    /// damping ratio: 1 is critically damped (the fastest approach without overshoot), below 1 it
    /// overshoots and oscillates. `initialVelocity` is in UIKit's unit: the whole distance per second
    /// (1 = it would cover the distance in one second at its starting speed).
    case spring(damping: Double, initialVelocity: Double)

    /// The eased fraction for `t` in 0…1 of an animation lasting `duration` seconds (the spring needs
    /// it to turn its velocity into fractions of the animation). The ends are exact: 0 → 0, 1 → 1.
    @inlinable public func value(at t: Double, duration: Double = 1) -> Double {
        let t = Swift.min(Swift.max(t, 0), 1)
        switch self {
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut: let u = 1 - t; return 1 - u * u * u
        case .easeInOut:
            if t < 0.5 { return 4 * t * t * t }
            let u = -2 * t + 2
            return 1 - u * u * u / 2
        case .spring(let damping, let velocity):
            if t >= 1 { return 1 }
            return AnimationCurve.spring(t: t, damping: damping, velocity: velocity * Swift.max(duration, 0))
        }
    }

    /// A unit-mass spring released at 0 towards 1 with `velocity` (fractions per unit of `t`), its
    /// stiffness chosen so the motion has died down (an envelope of 1/1000) when `t` reaches 1 — UIKit
    /// likewise fits the spring into the duration given. Closed forms, so a frame costs a few `exp`s.
    @usableFromInline static func spring(t: Double, damping: Double, velocity v0: Double) -> Double {
        let zeta = Swift.min(Swift.max(damping, 0.05), 1)
        let omega = 6.907755278982137 / zeta       // ln(1000) / ζ: e^(-ζωt) = 1/1000 at t = 1
        let x0 = -1.0                               // displacement from the target at the start
        if zeta >= 1 {
            // Critically damped: x(t) = (x0 + (v0 + ω x0) t) e^(-ωt).
            let x = (x0 + (v0 + omega * x0) * t) * exp(-omega * t)
            return 1 + x
        }
        let wd = omega * (1 - zeta * zeta).squareRoot()
        let a = x0, b = (v0 + zeta * omega * x0) / wd
        let x = exp(-zeta * omega * t) * (a * cos(wd * t) + b * sin(wd * t))
        return 1 + x
    }
}
