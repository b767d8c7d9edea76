/// A button of an ``AlertController``: its title, its style and what it does (UIKit's `UIAlertAction`).
@MainActor public final class AlertAction {
    /// How an action looks and where it sits (UIKit's `UIAlertAction.Style`).
    public enum Style: Sendable {
        /// An ordinary choice.
        case `default`
        /// Backs out without changing anything: bold, and placed first in a row of two, last in a
        /// column (UIKit's placement). One per alert.
        case cancel
        /// Deletes or changes data: red.
        case destructive
    }

    /// The button's title.
    public let title: String?
    /// The style.
    public let style: Style
    /// Whether the button can be tapped.
    public var isEnabled = true { didSet { button?.isEnabled = isEnabled } }
    /// Called with the action after the alert was dismissed (UIKit calls the handler once the alert
    /// is gone).
    let handler: (@MainActor (AlertAction) -> Void)?
    /// The button showing the action, once the alert made it.
    weak var button: Button?

    /// Creates an action (UIKit's `UIAlertAction(title:style:handler:)`).
    public init(title: String?, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
