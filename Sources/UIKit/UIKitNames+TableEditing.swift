import FaceplateWidgets

// UIKit's names for the table's editing types, as names to use (see UIKitNames.swift).

/// UIKit's name for ``TableViewCell/EditingStyle``.
public typealias UITableViewCellEditingStyle = TableViewCell.EditingStyle
