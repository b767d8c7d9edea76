import Faceplate

/// A ``CollectionView`` data source fed with snapshots (UIKit's `UICollectionViewDiffableDataSource`):
/// apply a new ``DiffableDataSourceSnapshot`` — the same type a ``TableViewDiffableDataSource``
/// takes — and the collection view moves, inserts, deletes and reloads exactly the items whose
/// identifiers changed, animated, instead of reloading everything.
///
/// ```swift
/// let source = CollectionViewDiffableDataSource<Int, String>(collectionView: grid) { grid, path, name in
///     let cell = grid.dequeueReusableCell(withReuseIdentifier: "tile", for: path) as? Tile
///     cell?.title.text = name
///     return cell
/// }
/// var snapshot = DiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["Eco", "Cotton"])
/// source.apply(snapshot, animatingDifferences: true)
/// ```
///
/// Making one makes it the collection view's ``CollectionView/dataSource`` (the collection view holds
/// it weakly: keep it). Headers and footers come from ``supplementaryViewProvider``.
@MainActor open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: CollectionViewDataSource {
    /// Makes the cell for an item (UIKit's `CellProvider`); nil is reported and a plain cell shown
    /// (UIKit traps).
    public typealias CellProvider = @MainActor (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a supplementary view of a kind for a section (UIKit's `SupplementaryViewProvider`).
    public typealias SupplementaryViewProvider = @MainActor (CollectionView, String, IndexPath) -> CollectionReusableView?
    /// The snapshot type this data source takes.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    private var state = DiffableDataSourceState<SectionIdentifierType, ItemIdentifierType>()

    /// Makes the headers and footers the layout places; nil (the default) for none.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// Creates the data source for `collectionView`, making its cells with `cellProvider`, and sets
    /// itself as the collection view's data source.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot the collection view shows.
    public func snapshot() -> Snapshot { state.current }

    /// Shows `snapshot`: the items that were removed, added, moved, reloaded or reconfigured change,
    /// animated when `animatingDifferences` (at once otherwise), and `completion` runs once they are
    /// in place.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let changes = state.replace(with: snapshot)
        guard let collectionView else { completion?(); return }
        collectionView.updatesAnimate = animatingDifferences
        collectionView.performBatchUpdates({
            collectionView.deleteSections(changes.deletedSections)
            collectionView.insertSections(changes.insertedSections)
            collectionView.deleteItems(at: changes.deletedRows)
            collectionView.insertItems(at: changes.insertedRows)
            for m in changes.moves { collectionView.moveItem(at: m.from, to: m.to) }
            collectionView.reloadItems(at: changes.reloadedRows)
            collectionView.reconfigureItems(at: changes.reconfiguredRows)
        }, completion: { _ in completion?() })
        collectionView.updatesAnimate = true
    }

    /// Shows `snapshot` by reloading the whole collection view, without working out the difference.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        state.reset(to: snapshot)
        collectionView?.reloadData()
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

    // MARK: CollectionViewDataSource

    /// The snapshot's section count.
    open func numberOfSections(in collectionView: CollectionView) -> Int { state.current.numberOfSections }
    /// The snapshot's item count in `section`.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        state.itemCount(inSection: section)
    }
    /// The cell provider's cell for the item.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        if let item = state.current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) { return cell }
        Diagnostics.record(.collectionView, "the diffable data source's cell provider gave no cell for item \(indexPath)",
                           in: collectionView.window?.application.diagnostics)
        return CollectionViewCell(frame: .zero)
    }
    /// The supplementary view provider's view.
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> CollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        Diagnostics.record(.collectionView, "the diffable data source has no supplementaryViewProvider view for '\(kind)' at \(indexPath)",
                           in: collectionView.window?.application.diagnostics)
        return CollectionReusableView(frame: .zero)
    }
}
