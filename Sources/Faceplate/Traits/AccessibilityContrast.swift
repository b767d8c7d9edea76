/// Whether colours are drawn with more contrast (UIKit's `UIAccessibilityContrast`): ``high`` when the
/// reader asked for darker system colours (``Accessibility/isDarkerSystemColorsEnabled``).
public enum AccessibilityContrast: Int, Sendable, Hashable, CaseIterable {
    /// Not known.
    case unspecified = -1
    /// The ordinary colours.
    case normal = 0
    /// The high-contrast colours: darker text, tints and lines on light backgrounds, lighter on dark.
    case high = 1
}
