import Faceplate

// UIKit's names for the table view controller and a row's swipe actions, so pasted UIKit code gets a
// fix-it instead of "cannot find type" (the rest are in UIKitNames.swift).

/// UIKit's name for ``TableViewController``. Sample code names its table screen `TableViewController`
/// too: there the fix-it would make the class inherit from itself, so the message says what to write.
@available(*, unavailable, renamed: "TableViewController",
           message: "for a class of your own named TableViewController, write FaceplateWidgets.TableViewController or rename the class; or import UIKit to keep UIKit's names")
public typealias UITableViewController = TableViewController

/// UIKit's name for ``SwipeActionsConfiguration``.
@available(*, unavailable, renamed: "SwipeActionsConfiguration")
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration

/// UIKit's name for ``ContextualAction``.
@available(*, unavailable, renamed: "ContextualAction")
public typealias UIContextualAction = ContextualAction
