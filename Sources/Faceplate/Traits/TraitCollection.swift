/// What the interface is drawn for, as one value (UIKit's `UITraitCollection`): the preferred text size
/// and the colour contrast. The application holds the panel's (``Application/traitCollection``), which
/// every view reports (``View/traitCollection``); a change calls ``View/traitCollectionDidChange(_:)``
/// on every view of every window.
public struct TraitCollection: Hashable, Sendable {
    /// How large text is drawn (UIKit's `preferredContentSizeCategory`). Default ``ContentSizeCategory/large``.
    public var preferredContentSizeCategory: ContentSizeCategory
    /// Whether colours are drawn with high contrast (UIKit's `accessibilityContrast`). Default ``AccessibilityContrast/normal``.
    public var accessibilityContrast: AccessibilityContrast

    /// A trait collection; UIKit's defaults unless given, so `TraitCollection(preferredContentSizeCategory:)`
    /// and `TraitCollection(accessibilityContrast:)` read as UIKit's initialisers do.
    public init(preferredContentSizeCategory: ContentSizeCategory = .large, accessibilityContrast: AccessibilityContrast = .normal) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.accessibilityContrast = accessibilityContrast
    }

    /// Whether a change from `other` changes colours (UIKit's `hasDifferentColorAppearance(comparedTo:)`).
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        accessibilityContrast != (other?.accessibilityContrast ?? .normal)
    }
}
