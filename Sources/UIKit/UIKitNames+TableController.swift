import FaceplateWidgets

// UIKit's names for the table view controller and a row's swipe actions, as names to use (see
// UIKitNames.swift).

/// UIKit's name for ``TableViewController``.
public typealias UITableViewController = TableViewController

/// UIKit's name for ``SwipeActionsConfiguration``.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration

/// UIKit's name for ``ContextualAction``.
public typealias UIContextualAction = ContextualAction
