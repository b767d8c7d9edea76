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
/// Subclasses give section titles by overriding the title methods, as in UIKit.
@MainActor open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: TableViewDataSource {
    /// Makes the cell for a row from its item (UIKit's `CellProvider`); nil is reported and a plain
    /// cell shown (UIKit traps).
    public typealias CellProvider = @MainActor (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?
    /// The snapshot type this data source takes.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()

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
    public func snapshot() -> Snapshot { current }

    /// Shows `snapshot`: the rows whose items were removed, added, moved, reloaded or reconfigured
    /// change, animated with ``defaultRowAnimation`` when `animatingDifferences` (at once otherwise),
    /// and `completion` runs once they are in place.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var new = snapshot
        let reloaded = new.reloadedItemIdentifiers, reconfigured = new.reconfiguredItemIdentifiers
        new.clearMarks()
        let old = current
        current = new
        guard let tableView else { completion?(); return }
        let changes = TableViewDiffableDataSource.difference(from: old, to: new, reloaded: reloaded, reconfigured: reconfigured)
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
        var new = snapshot
        new.clearMarks()
        current = new
        tableView?.reloadData()
        completion?()
    }

    /// The item at `indexPath`, or nil.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    /// Where item `itemIdentifier` is, or nil.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.path(of: itemIdentifier) }
    /// The section at `index`, or nil.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.numberOfSections ? current.sectionIdentifiers[index] : nil
    }
    /// The index of section `sectionIdentifier`, or nil.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: TableViewDataSource

    /// The snapshot's section count.
    open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }
    /// The snapshot's item count in `section`.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section >= 0 && section < current.numberOfSections ? current.items(inSectionAt: section).count : 0
    }
    /// The cell provider's cell for the row's item.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        Diagnostics.record(.tableView, "the diffable data source's cell provider gave no cell for row \(indexPath)",
                           in: tableView.window?.application.diagnostics)
        return TableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// No header title; override to give one.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title; override to give one.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    // MARK: The difference

    /// The table changes that turn `old` into `new`, in ``TableView/performBatchUpdates(_:completion:)``'s
    /// terms: removals at old addresses, insertions at new ones, and as few moves as keep every other
    /// item in its order.
    struct Changes {
        var deletedSections: [Int] = [], insertedSections: [Int] = []
        var deletedRows: [IndexPath] = [], insertedRows: [IndexPath] = []
        var moves: [(from: IndexPath, to: IndexPath)] = []
        var reloadedRows: [IndexPath] = [], reconfiguredRows: [IndexPath] = []
    }

    static func difference(from old: Snapshot, to new: Snapshot, reloaded: [ItemIdentifierType],
                           reconfigured: [ItemIdentifierType]) -> Changes {
        var changes = Changes()
        // Sections: those in both whose order holds are kept; the rest go or come with their rows.
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        var newIndexOfSection: [SectionIdentifierType: Int] = [:]
        for (i, s) in newSections.enumerated() { newIndexOfSection[s] = i }
        var common: [(old: Int, new: Int)] = []
        for (i, s) in oldSections.enumerated() { if let n = newIndexOfSection[s] { common.append((i, n)) } }
        var keptNewOfOld = [Int?](repeating: nil, count: oldSections.count)
        var keptNew = [Bool](repeating: false, count: newSections.count)
        for k in longestIncreasingRun(common.map(\.new)) {
            keptNewOfOld[common[k].old] = common[k].new
            keptNew[common[k].new] = true
        }
        for i in oldSections.indices where keptNewOfOld[i] == nil { changes.deletedSections.append(i) }
        for i in newSections.indices where !keptNew[i] { changes.insertedSections.append(i) }

        // Items: per kept section, those that stay in it in order stay put; others move, go or come.
        var moved = Set<ItemIdentifierType>(), removed = Set<ItemIdentifierType>()
        for (os, ns) in keptNewOfOld.enumerated() {
            guard let ns else { continue }
            let items = old.items(inSectionAt: os)
            var staying: [(row: Int, newRow: Int)] = []
            for (row, item) in items.enumerated() {
                if let p = new.path(of: item) {
                    if p.section == ns { staying.append((row, p.row)) }
                    else if keptNew[p.section] { changes.moves.append((IndexPath(row: row, section: os), p)); moved.insert(item) }
                    else { changes.deletedRows.append(IndexPath(row: row, section: os)); removed.insert(item) }
                } else {
                    changes.deletedRows.append(IndexPath(row: row, section: os)); removed.insert(item)
                }
            }
            var inOrder = [Bool](repeating: false, count: staying.count)
            for k in longestIncreasingRun(staying.map(\.newRow)) { inOrder[k] = true }
            for (k, s) in staying.enumerated() where !inOrder[k] {
                changes.moves.append((IndexPath(row: s.row, section: os), IndexPath(row: s.newRow, section: ns)))
                moved.insert(items[s.row])
            }
        }
        for (ns, kept) in keptNew.enumerated() where kept {
            for (row, item) in new.items(inSectionAt: ns).enumerated() {
                // New here: not in the old snapshot, or coming from a section that went.
                guard let p = old.path(of: item) else { changes.insertedRows.append(IndexPath(row: row, section: ns)); continue }
                if keptNewOfOld[p.section] == nil { changes.insertedRows.append(IndexPath(row: row, section: ns)) }
            }
        }
        // Reloads and reconfigurations name rows that stay where they were (old addresses).
        for item in reloaded {
            if let p = old.path(of: item), keptNewOfOld[p.section] != nil, !moved.contains(item), !removed.contains(item) {
                changes.reloadedRows.append(p)
            }
        }
        for item in reconfigured {
            if let p = old.path(of: item), keptNewOfOld[p.section] != nil, !removed.contains(item) { changes.reconfiguredRows.append(p) }
        }
        return changes
    }

    /// The positions in `values` of one longest strictly increasing run (patience sorting).
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []                       // positions: the smallest tail of each run length
        var previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var run: [Int] = []
        var k = tails[tails.count - 1]
        while k >= 0 { run.append(k); k = previous[k] }
        return run.reversed()
    }
}
