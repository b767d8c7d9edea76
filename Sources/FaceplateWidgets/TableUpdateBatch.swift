/// The row and section changes of one ``TableView/performBatchUpdates(_:completion:)`` (or one
/// lone `insertRows`, `deleteRows`…), checked against the data source's new counts and turned into a
/// map between the rows before and after.
///
/// UIKit's rules: deletions, section deletions, reloads and the sources of moves are addresses
/// *before* the update; insertions, section insertions and the destinations of moves are addresses
/// *after* it, whatever order the calls came in (deletes are applied before inserts). The rows that
/// stay keep their order, so a row's new address is its old one less the removals above it, plus
/// the insertions above where it lands.
struct TableUpdateBatch {
    /// How one inserted, deleted or reloaded row comes or goes.
    struct Change { var path: IndexPath; var animation: TableView.RowAnimation }

    var deletedSections: [(section: Int, animation: TableView.RowAnimation)] = []
    var insertedSections: [(section: Int, animation: TableView.RowAnimation)] = []
    var deletedRows: [Change] = []
    var insertedRows: [Change] = []
    var reloadedRows: [Change] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    /// Rows whose cells are configured again in place (addresses before the change).
    var reconfiguredRows: [IndexPath] = []
    /// What to call when the change has finished animating.
    var completions: [(Bool) -> Void] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
            && reloadedRows.isEmpty && moves.isEmpty && reconfiguredRows.isEmpty
    }

    /// Whether the old row at `path` is reloaded (its cell replaced).
    func isReloaded(_ path: IndexPath) -> Bool { reloaded.contains(path) }

    // Worked out by `check`: sorted, for the maps.
    private var goneSections: [Int] = []
    private var newSections: [Int] = []
    /// Per old section, its removed rows (deleted or moved away), ascending.
    private var removed: [Int: [Int]] = [:]
    /// Per new section, its added rows (inserted or moved in), ascending.
    private var added: [Int: [Int]] = [:]
    private var moveDestination: [IndexPath: IndexPath] = [:]
    private var moveSource: [IndexPath: IndexPath] = [:]
    private var reloaded: Set<IndexPath> = []
    private var inserted: [IndexPath: TableView.RowAnimation] = [:]

    /// Checks the changes against the counts before (`old[s]`: rows of old section `s`) and after;
    /// returns UIKit's complaint when they do not add up (then the table reloads instead).
    mutating func check(old: [Int], new: [Int]) -> String? {
        goneSections = deletedSections.map(\.section).sorted()
        newSections = insertedSections.map(\.section).sorted()
        for s in goneSections where s < 0 || s >= old.count {
            return "attempt to delete section \(s), but there are only \(old.count) sections before the update"
        }
        for s in newSections where s < 0 || s >= new.count {
            return "attempt to insert section \(s), but there are only \(new.count) sections after the update"
        }
        if Set(goneSections).count != goneSections.count || Set(newSections).count != newSections.count {
            return "a section is inserted or deleted twice in one update"
        }
        if new.count != old.count + newSections.count - goneSections.count {
            return "invalid number of sections. The number of sections contained in the table view after the update (\(new.count)) "
                + "must be equal to the number of sections contained in the table view before the update (\(old.count)), "
                + "plus or minus the number of sections inserted or deleted (\(newSections.count) inserted, \(goneSections.count) deleted)"
        }
        removed.removeAll(); added.removeAll(); moveDestination.removeAll(); moveSource.removeAll()
        reloaded.removeAll(); inserted.removeAll()
        var removedSet = Set<IndexPath>(), addedSet = Set<IndexPath>()
        func valid(_ p: IndexPath, in counts: [Int]) -> Bool {
            p.section >= 0 && p.section < counts.count && p.row >= 0 && p.row < counts[p.section]
        }
        for d in deletedRows {
            guard valid(d.path, in: old) else { return "attempt to delete row \(d.path.row) from section \(d.path.section), which does not exist before the update" }
            guard removedSet.insert(d.path).inserted else { return "attempt to delete and move or delete twice the row at \(d.path)" }
        }
        for r in reloadedRows {
            guard valid(r.path, in: old) else { return "attempt to reload row \(r.path.row) in section \(r.path.section), which does not exist before the update" }
            guard !removedSet.contains(r.path) else { return "attempt to delete and reload the same row at \(r.path)" }
            reloaded.insert(r.path)
        }
        for i in insertedRows {
            guard valid(i.path, in: new) else { return "attempt to insert row \(i.path.row) into section \(i.path.section), but there are only \(i.path.section < new.count && i.path.section >= 0 ? new[i.path.section] : 0) rows in that section after the update" }
            guard addedSet.insert(i.path).inserted else { return "attempt to insert the row at \(i.path) twice" }
            inserted[i.path] = i.animation
        }
        for m in moves {
            guard valid(m.from, in: old), valid(m.to, in: new) else { return "attempt to move the row at \(m.from) to \(m.to), outside the table before or after the update" }
            guard removedSet.insert(m.from).inserted, addedSet.insert(m.to).inserted else { return "attempt to move the row at \(m.from) and change it otherwise in the same update" }
            moveDestination[m.from] = m.to
            moveSource[m.to] = m.from
        }
        for p in removedSet where !goneSections.contains(p.section) { removed[p.section, default: []].append(p.row) }
        for p in addedSet where !newSections.contains(p.section) { added[p.section, default: []].append(p.row) }
        for k in removed.keys { removed[k]!.sort() }
        for k in added.keys { added[k]!.sort() }
        var n = 0
        while n < new.count {
            if let o = oldSection(n) {
                let expected = old[o] - (removed[o]?.count ?? 0) + (added[n]?.count ?? 0)
                if new[n] != expected {
                    let ins = added[n]?.count ?? 0, del = removed[o]?.count ?? 0
                    return "invalid number of rows in section \(n). The number of rows contained in an existing section after the update (\(new[n])) "
                        + "must be equal to the number of rows contained in that section before the update (\(old[o])), "
                        + "plus or minus the number of rows inserted or deleted from that section (\(ins) inserted, \(del) deleted)"
                }
            }
            n += 1
        }
        return nil
    }

    /// The section `old` becomes, or nil when it is deleted.
    func newSection(_ old: Int) -> Int? {
        var k = old
        for g in goneSections {
            if g == old { return nil }
            if g < old { k -= 1 }
        }
        for i in newSections where i <= k { k += 1 }
        return k
    }

    /// The section that became `new`, or nil when it is inserted.
    func oldSection(_ new: Int) -> Int? {
        var k = new
        for i in newSections {
            if i == new { return nil }
            if i < new { k -= 1 }
        }
        for g in goneSections where g <= k { k += 1 }
        return k
    }

    /// Where the row at `old` is after the update (a move's destination, or the row shifted by the
    /// removals and insertions around it), and whether it is reloaded; nil when it is deleted.
    func newPath(_ old: IndexPath) -> (path: IndexPath, reloaded: Bool)? {
        if let to = moveDestination[old] { return (to, false) }
        guard let s = newSection(old.section) else { return nil }
        var k = old.row
        if let gone = removed[old.section] {
            for g in gone {
                if g == old.row { return nil }
                if g < old.row { k -= 1 }
            }
        }
        if let adds = added[s] { for a in adds where a <= k { k += 1 } }
        return (IndexPath(row: k, section: s), reloaded.contains(old))
    }

    /// What the row at `new` was: the old row it comes from, or nil with the animation it comes in by
    /// (an inserted row, a row of an inserted section, or a reloaded row's new cell).
    func origin(of new: IndexPath) -> (old: IndexPath?, animation: TableView.RowAnimation) {
        if let from = moveSource[new] { return (from, .none) }
        if let a = inserted[new] { return (nil, a) }
        guard let o = oldSection(new.section) else {
            for s in insertedSections where s.section == new.section { return (nil, s.animation) }
            return (nil, .automatic)
        }
        var k = new.row
        if let adds = added[new.section] { for a in adds where a < new.row { k -= 1 } }
        if let gone = removed[o] { for g in gone where g <= k { k += 1 } }
        let old = IndexPath(row: k, section: o)
        return (old, .none)
    }

    /// How the old row at `path` leaves: its deletion's (or its section's) animation.
    func exitAnimation(of path: IndexPath) -> TableView.RowAnimation {
        for d in deletedRows where d.path == path { return d.animation }
        for r in reloadedRows where r.path == path { return r.animation }
        for s in deletedSections where s.section == path.section { return s.animation }
        return .automatic
    }

    /// How a reloaded row's new cell comes in.
    func reloadAnimation(of old: IndexPath) -> TableView.RowAnimation {
        for r in reloadedRows where r.path == old { return r.animation }
        return .automatic
    }
}
