/// What the table's and the collection view's diffable data sources share: the snapshot on screen,
/// how a new one replaces it, and the lookups UIKit's two classes both answer from it. Each class keeps
/// only what differs: its view's change calls and its cell type.
struct DiffableDataSourceState<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The snapshot on screen, its reload and reconfigure marks cleared.
    private(set) var current = Snapshot()

    /// Puts `snapshot` on screen and returns what changed from the one before, its marked reloads and
    /// reconfigurations included.
    mutating func replace(with snapshot: Snapshot) -> Snapshot.Changes {
        var new = snapshot
        let reloaded = new.reloadedItemIdentifiers, reconfigured = new.reconfiguredItemIdentifiers
        new.clearMarks()
        let old = current
        current = new
        return new.changes(from: old, reloaded: reloaded, reconfigured: reconfigured)
    }

    /// Puts `snapshot` on screen without working out the difference (a full reload follows).
    mutating func reset(to snapshot: Snapshot) {
        var new = snapshot
        new.clearMarks()
        current = new
    }

    /// Moves the item at `from` to `to` (a row the table already moved by its reorder control), as
    /// UIKit's diffable data source keeps its snapshot in step; addresses outside the snapshot are ignored.
    mutating func moveItem(from: IndexPath, to: IndexPath) {
        guard let item = current.item(at: from), to.section >= 0, to.section < current.numberOfSections else { return }
        let targetItems = current.items(inSectionAt: to.section)
        if to.section == from.section {
            guard to.row >= 0, to.row < targetItems.count, to.row != from.row else { return }
            if to.row > from.row { current.moveItem(item, afterItem: targetItems[to.row]) }
            else { current.moveItem(item, beforeItem: targetItems[to.row]) }
        } else if to.row >= 0, to.row < targetItems.count {
            current.moveItem(item, beforeItem: targetItems[to.row])
        } else if to.row == targetItems.count {
            current.deleteItems([item])
            current.appendItems([item], toSection: current.sectionIdentifiers[to.section])
        }
    }

    /// The section at `index`, or nil when there is none.
    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.numberOfSections ? current.sectionIdentifiers[index] : nil
    }

    /// How many items section `section` has; 0 for a section that does not exist.
    func itemCount(inSection section: Int) -> Int {
        section >= 0 && section < current.numberOfSections ? current.items(inSectionAt: section).count : 0
    }
}
