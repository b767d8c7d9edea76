import FaceplateWidgets

// UIKit's names for the table-change types, as names to use (see UIKitNames.swift).

/// UIKit's name for ``TableView/RowAnimation``.
public typealias UITableViewRowAnimation = TableView.RowAnimation

/// UIKit's name for ``TableViewDiffableDataSource``.
public typealias UITableViewDiffableDataSource<S: Hashable, I: Hashable> = TableViewDiffableDataSource<S, I>

/// UIKit's name for ``DiffableDataSourceSnapshot``.
public typealias NSDiffableDataSourceSnapshot<S: Hashable, I: Hashable> = DiffableDataSourceSnapshot<S, I>
