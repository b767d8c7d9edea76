import Faceplate

// UIKit's names for the table's editing types (the table's other names are in UIKitNames.swift).

/// UIKit's older Swift name for ``TableViewCell/EditingStyle`` (`UITableViewCell.EditingStyle` needs no alias).
@available(*, unavailable, renamed: "TableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = TableViewCell.EditingStyle
