/// How an accessibility element behaves, which the screen reader speaks as its role and which decides
/// what its gestures do (UIKit's `UIAccessibilityTraits`, with UIKit's names).
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt64
    /// Creates traits from raw bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none: AccessibilityTraits = []
    /// Activating it performs an action: spoken "button".
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Activating it opens a link: spoken "link".
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// An image: spoken "image".
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// Currently selected (a chosen segment, a checked row): spoken "selected" first.
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Activating it plays its own sound.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    /// A key of a keyboard.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change: nothing more is spoken for it.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// A summary of the screen, spoken when the screen appears.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled now: spoken "dimmed".
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// Its value changes often (a clock, a meter).
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// A search field: spoken "search field".
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Its value changes by swipes up and down (``View/accessibilityIncrement()``): spoken "adjustable".
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    /// Touches go straight to it while the reader is on.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    /// Turns a page when the reader reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    /// A heading that divides content (a navigation bar's title): spoken "heading".
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    /// A tab bar.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
    /// A button that toggles between on and off (a switch): spoken "switch button", and its value
    /// "1" or "0" as "on" or "off".
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 17)
    /// Zooms in and out (a map, a photo).
    public static let supportsZoom = AccessibilityTraits(rawValue: 1 << 18)
}
