import Faceplate

// UIKit's names for the table-change types: row animations and the diffable data source (the
// table's other names are in UIKitNames.swift).

/// UIKit's older Swift name for ``TableView/RowAnimation`` (`UITableView.RowAnimation` needs no alias).
@available(*, unavailable, renamed: "TableView.RowAnimation")
public typealias UITableViewRowAnimation = TableView.RowAnimation

/// UIKit's name for ``TableViewDiffableDataSource``.
@available(*, unavailable, renamed: "TableViewDiffableDataSource")
public typealias UITableViewDiffableDataSource<S: Hashable, I: Hashable> = TableViewDiffableDataSource<S, I>

/// UIKit's name for ``DiffableDataSourceSnapshot``.
@available(*, unavailable, renamed: "DiffableDataSourceSnapshot")
public typealias NSDiffableDataSourceSnapshot<S: Hashable, I: Hashable> = DiffableDataSourceSnapshot<S, I>
