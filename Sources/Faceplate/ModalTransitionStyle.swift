/// The animation a modal presentation uses (UIKit's `UIModalTransitionStyle`, the two common cases).
public enum ModalTransitionStyle: Sendable {
    /// The presented view slides up from the bottom edge, and back down on dismissal (UIKit's default).
    case coverVertical
    /// The presented view fades in, and out on dismissal.
    case crossDissolve
}
