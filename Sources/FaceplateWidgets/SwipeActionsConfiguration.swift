/// The actions a swipe on a table row reveals at one edge (UIKit's `UISwipeActionsConfiguration`),
/// from the table delegate's `trailingSwipeActionsConfigurationForRowAt` or
/// `leadingSwipeActionsConfigurationForRowAt`.
@MainActor open class SwipeActionsConfiguration {
    /// The actions, the first at the row's outer edge.
    public let actions: [ContextualAction]
    /// Whether swiping the row all the way across performs the first action. True by default.
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of `actions`, the first at the outer edge.
    public init(actions: [ContextualAction]) { self.actions = actions }
}
