/// The screen reader's side of the app (UIKit's `UIAccessibility`): whether it runs, and what the app
/// tells it. Both reach the running application's ``Application/assistiveTechnology``.
@MainActor public enum Accessibility {
    /// UIKit's nested name for ``AccessibilityNotification``.
    public typealias Notification = AccessibilityNotification

    /// Whether a screen reader is running in ``Application/shared`` (UIKit's `isVoiceOverRunning`):
    /// false with no application or no reader attached.
    public static var isVoiceOverRunning: Bool { Application.sharedIfSet?.assistiveTechnology?.isRunning ?? false }

    /// Whether the panel draws its high-contrast colours (UIKit's `isDarkerSystemColorsEnabled`): the
    /// running application's ``Application/accessibilityContrast`` is ``AccessibilityContrast/high``.
    public static var isDarkerSystemColorsEnabled: Bool { Application.sharedIfSet?.accessibilityContrast == .high }

    /// Tells the running application's screen reader that the screen or part of it changed, or asks
    /// it to speak (``AccessibilityNotification/announcement`` with a `String`). Nothing happens with
    /// no reader running.
    public static func post(notification: AccessibilityNotification, argument: Any?) {
        guard let reader = Application.sharedIfSet?.assistiveTechnology, reader.isRunning else { return }
        reader.post(notification, argument: argument)
    }
}
