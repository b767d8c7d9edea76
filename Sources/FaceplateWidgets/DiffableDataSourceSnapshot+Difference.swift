/// Working out what changed between two snapshots: what the diffable data sources of
/// ``TableView`` and ``CollectionView`` animate when a new snapshot is applied.
extension DiffableDataSourceSnapshot {
    /// The changes that turn `old` into this snapshot, in ``TableView/performBatchUpdates(_:completion:)``'s
    /// (and ``CollectionView/performBatchUpdates(_:completion:)``'s) terms: removals at old addresses,
    /// insertions at new ones, and as few moves as keep every other item in its order.
    struct Changes {
        var deletedSections: [Int] = [], insertedSections: [Int] = []
        var deletedRows: [IndexPath] = [], insertedRows: [IndexPath] = []
        var moves: [(from: IndexPath, to: IndexPath)] = []
        var reloadedRows: [IndexPath] = [], reconfiguredRows: [IndexPath] = []
    }

    func changes(from old: Self, reloaded: [ItemIdentifierType], reconfigured: [ItemIdentifierType]) -> Changes {
        let new = self
        var changes = Changes()
        // Sections: those in both whose order holds are kept; the rest go or come with their rows.
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        var newIndexOfSection: [SectionIdentifierType: Int] = [:]
        for (i, s) in newSections.enumerated() { newIndexOfSection[s] = i }
        var common: [(old: Int, new: Int)] = []
        for (i, s) in oldSections.enumerated() { if let n = newIndexOfSection[s] { common.append((i, n)) } }
        var keptNewOfOld = [Int?](repeating: nil, count: oldSections.count)
        var keptNew = [Bool](repeating: false, count: newSections.count)
        for k in Self.longestIncreasingRun(common.map(\.new)) {
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
            for k in Self.longestIncreasingRun(staying.map(\.newRow)) { inOrder[k] = true }
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
