/// What an app tells the screen reader with ``Accessibility/post(notification:argument:)`` (UIKit's
/// `UIAccessibility.Notification`).
public struct AccessibilityNotification: Hashable, Sendable {
    /// The raw number (UIKit's values).
    public let rawValue: UInt32
    /// Creates a notification from its raw number.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A new screen appeared: the reader reads from its first element, or from the element (a
    /// ``View`` or ``AccessibilityElement``) or the text given as the argument.
    public static let screenChanged = AccessibilityNotification(rawValue: 1000)
    /// Part of the screen changed: the reader keeps its place, or moves to the element given.
    public static let layoutChanged = AccessibilityNotification(rawValue: 1001)
    /// Speak the argument, a `String`, without moving the focus.
    public static let announcement = AccessibilityNotification(rawValue: 1008)
    /// A page scrolled: speak the argument, a `String` ("Page 2 of 3").
    public static let pageScrolled = AccessibilityNotification(rawValue: 1009)
}
