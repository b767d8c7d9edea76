import Faceplate

/// A ``TableView`` data source fed with snapshots (UIKit's `UITableViewDiffableDataSource`): apply a
/// new ``DiffableDataSourceSnapshot`` and the table moves, inserts, deletes and reloads exactly the
/// rows whose identifiers changed, animated, instead of reloading everything.
///
/// ```swift
/// let source = TableViewDiffableDataSource<Int, String>(tableView: table) { table, path, name in
///     let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
///     cell.textLabel?.text = name
///     return cell
/// }
/// var snapshot = DiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["Eco", "Cotton"])
/// source.apply(snapshot, animatingDifferences: true)
/// ```
///
/// Making one makes it the table's ``TableView/dataSource`` (the table holds it weakly: keep it).
/// Subclasses give section titles by overriding the title methods, as in UIKit, and allow editing and
/// reordering by overriding `canEditRowAt`, `commit` and `canMoveRowAt` (the default `moveRowAt`
/// keeps the snapshot in step with the moved row).
@MainActor open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: TableViewDataSource {
    /// Makes the cell for a row from its item (UIKit's `CellProvider`); nil is reported and a plain
    /// cell shown (UIKit traps).
    public typealias CellProvider = @MainActor (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?
    /// The snapshot type this data source takes.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var state = DiffableDataSourceState<SectionIdentifierType, ItemIdentifierType>()

    /// How rows come and go when a snapshot is applied with animation. Default ``TableView/RowAnimation/automatic``.
    public var defaultRowAnimation = TableView.RowAnimation.automatic

    /// Creates the data source for `tableView`, making its cells with `cellProvider`, and sets
    /// itself as the table's data source.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot the table shows.
    public func snapshot() -> Snapshot { state.current }

    /// Shows `snapshot`: the rows whose items were removed, added, moved, reloaded or reconfigured
    /// change, animated with ``defaultRowAnimation`` when `animatingDifferences` (at once otherwise),
    /// and `completion` runs once they are in place.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let changes = state.replace(with: snapshot)
        guard let tableView else { completion?(); return }
        let animation = defaultRowAnimation
        let updates = {
            tableView.deleteSections(changes.deletedSections, with: animation)
            tableView.insertSections(changes.insertedSections, with: animation)
            tableView.deleteRows(at: changes.deletedRows, with: animation)
            tableView.insertRows(at: changes.insertedRows, with: animation)
            for m in changes.moves { tableView.moveRow(at: m.from, to: m.to) }
            tableView.reloadRows(at: changes.reloadedRows, with: animation)
            tableView.reconfigureRows(at: changes.reconfiguredRows)
        }
        if animatingDifferences {
            tableView.performBatchUpdates(updates, completion: { _ in completion?() })
        } else {
            tableView.updatesAnimate = false
            tableView.performBatchUpdates(updates, completion: { _ in completion?() })
            tableView.updatesAnimate = true
        }
    }

    /// Shows `snapshot` by reloading the whole table, without working out the difference.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        state.reset(to: snapshot)
        tableView?.reloadData()
        completion?()
    }

    /// The item at `indexPath`, or nil.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { state.current.item(at: indexPath) }
    /// Where item `itemIdentifier` is, or nil.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { state.current.path(of: itemIdentifier) }
    /// The section at `index`, or nil.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { state.sectionIdentifier(at: index) }
    /// The index of section `sectionIdentifier`, or nil.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { state.current.indexOfSection(sectionIdentifier) }

    // MARK: TableViewDataSource

    /// The snapshot's section count.
    open func numberOfSections(in tableView: TableView) -> Int { state.current.numberOfSections }
    /// The snapshot's item count in `section`.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        state.itemCount(inSection: section)
    }
    /// The cell provider's cell for the row's item.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if let item = state.current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        Diagnostics.record(.tableView, "the diffable data source's cell provider gave no cell for row \(indexPath)",
                           in: tableView.window?.application.diagnostics)
        return TableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// No header title; override to give one.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title; override to give one.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    // MARK: Editing

    /// False, as UIKit's diffable data source answers: override it to show editing controls (and to
    /// commit deletions in ``tableView(_:commit:forRowAt:)``).
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing: override it to apply a snapshot without the row.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// False: override it to let rows be reordered.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Moves the item in the data source's snapshot, as UIKit's does, so ``snapshot()`` shows the new
    /// order; an override that calls `super` can save the order.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        state.moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }
}
