import Faceplate

/// A controller whose view is a ``TableView`` it feeds and listens to (UIKit's `UITableViewController`).
///
/// The controller is its table's ``TableView/dataSource`` and ``TableView/delegate``: subclass it and
/// override the data source and delegate methods you need, as in UIKit. Every method of
/// ``TableViewDataSource`` and ``TableViewDelegate`` (and the ``ScrollViewDelegate`` calls) is an
/// `open` method here with UIKit's default, so a subclass writes `override func`: no rows until
/// `tableView(_:numberOfRowsInSection:)` is overridden, rows ``TableView/rowHeight`` tall, every row
/// selectable.
///
/// It keeps UIKit's two appearance habits: the first time the view is about to appear, a table with
/// no rows loaded asks its data source again (data a subclass filled in after the table first loaded
/// shows up), and every time it is about to appear the selected rows are deselected — with the
/// appearance's animation — unless ``clearsSelectionOnViewWillAppear`` is false. Coming back from a
/// detail screen a navigation controller pushed, the row that was tapped fades back to normal.
///
/// ```swift
/// final class ProgramsViewController: TableViewController {
///     let programs = ["Eco", "Cotton", "Quick 30'"]
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         tableView.register(TableViewCell.self, forCellReuseIdentifier: "program")
///     }
///     override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { programs.count }
///     override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "program", for: indexPath)
///         cell.textLabel?.text = programs[indexPath.row]
///         return cell
///     }
/// }
/// ```
@MainActor open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The style the table is made with.
    private let style: TableView.Style
    /// The table once made or assigned.
    private var table: TableView?
    /// Whether the view has been about to appear once (the first time may reload the table).
    private var hasAppeared = false

    /// Creates a controller whose table has `style` (UIKit's `init(style:)`).
    public init(style: TableView.Style) {
        self.style = style
        super.init()
    }

    /// Creates a controller with a plain table, as UIKit's `UITableViewController()` does.
    public override convenience init() { self.init(style: .plain) }

    /// The table: the controller's root view, made by ``loadView()`` on first access (UIKit's
    /// `tableView`). Assigning a table makes it the root view, and makes this controller its data
    /// source and delegate where it has none.
    public var tableView: TableView {
        get {
            loadViewIfNeeded()
            if let table { return table }
            // A `loadView` override that made some other root view: UIKit's table is the root view.
            let made = TableView(frame: view.frame, style: style)
            self.tableView = made
            return made
        }
        set {
            table = newValue
            if newValue.dataSource == nil { newValue.dataSource = self }
            if newValue.delegate == nil { newValue.delegate = self }
            view = newValue
        }
    }

    /// Whether the selected rows are deselected each time the view is about to appear (UIKit's
    /// `clearsSelectionOnViewWillAppear`). True by default.
    open var clearsSelectionOnViewWillAppear = true

    /// Makes the table, as large as the window the controller is shown in, with this controller as
    /// its data source and delegate.
    open override func loadView() {
        tableView = TableView(frame: frameForLoading, style: style)
    }

    /// Reloads a table that has no rows the first time the view is about to appear, and deselects the
    /// selected rows (animated when the appearance is) if ``clearsSelectionOnViewWillAppear`` is set.
    /// A subclass that overrides this calls `super`, as in UIKit.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let table else { return }
        if !hasAppeared {
            hasAppeared = true
            if !table.needsReload, table.geometry.sections.allSatisfy({ $0.rowCount == 0 }) { table.reloadData() }
        }
        if clearsSelectionOnViewWillAppear, let selected = table.indexPathsForSelectedRows {
            for path in selected { table.deselectRow(at: path, animated: animated) }
        }
    }

    // MARK: Data source

    /// One section.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No rows: override it.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// A blank cell: override it (with no rows overridden, it is never asked).
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// No header title.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// True: every row shows its editing control while editing.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing: override it to delete or insert the row.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// False: override it (with `moveRowAt`) to let rows be reordered.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing: override it to move the row in the model.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: Delegate

    /// ``TableView/rowHeight``.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { tableView.rowHeight }
    /// ``TableView/automaticDimension``: the table's ``TableView/estimatedRowHeight``.
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double { TableView.automaticDimension }
    /// ``TableView/automaticDimension``: the table's ``TableView/sectionHeaderHeight``.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { TableView.automaticDimension }
    /// ``TableView/automaticDimension``: the table's ``TableView/sectionFooterHeight``.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { TableView.automaticDimension }
    /// No custom header view.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No custom footer view.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// True.
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// `indexPath`.
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// None.
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// None.
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// ``TableViewCell/EditingStyle/delete``.
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    /// "Delete".
    open func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    /// True.
    open func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// `proposedDestinationIndexPath`.
    open func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }

    // MARK: Editing

    /// Enters or leaves editing mode and puts the table in it too, as UIKit's table view controller does.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    // MARK: Scroll view delegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
