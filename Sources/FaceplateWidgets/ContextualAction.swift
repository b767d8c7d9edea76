import Faceplate

/// One button a swipe on a table row reveals (UIKit's `UIContextualAction`): a title on a coloured
/// background, and what to do when it is tapped or the row is swiped all the way.
///
/// The handler gets the action, the button's view and a completion to call when the work is done:
/// `true` when the action happened (a destructive action has then deleted its row), `false` when it
/// did not. The row closes either way.
@MainActor open class ContextualAction {
    /// How the action looks (UIKit's `UIContextualAction.Style`).
    public enum Style: Sendable, CaseIterable {
        /// A grey button.
        case normal
        /// A red button for an action that removes the row (Delete).
        case destructive
    }

    /// What runs when the action is chosen: the action, the button's view, and the completion to call.
    public typealias Handler = @MainActor (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    /// The look, fixed when the action is made.
    public let style: Style
    /// The button's text.
    public var title: String?
    /// The button's colour: red for ``Style/destructive``, grey for ``Style/normal`` unless set.
    public var backgroundColor: Color
    /// What runs when the action is chosen.
    public let handler: Handler

    /// Creates an action of `style` titled `title` that runs `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}
