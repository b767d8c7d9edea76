import Faceplate

extension TableView {
    /// How inserted, deleted and reloaded rows come and go (UIKit's `UITableView.RowAnimation`). The
    /// rows around them slide to their new places whatever the choice.
    public enum RowAnimation: Sendable, CaseIterable {
        /// The row fades in or out.
        case fade
        /// The row slides in from the right, or out to the right.
        case right
        /// The row slides in from the left, or out to the left.
        case left
        /// The row slides down from above its place, or up out of it.
        case top
        /// The row slides up from below its place, or down out of it.
        case bottom
        /// The row appears or goes at once; only the rows around it move.
        case none
        /// The row grows from, or shrinks to, the middle of its place.
        case middle
        /// The table's choice: a fade.
        case automatic
    }

    /// How long the rows take to reach their places after a change (about UIKit's).
    public static let rowAnimationDuration = 0.3

    // MARK: Changing rows and sections

    /// Inserts rows at `indexPaths` (addresses after the change), animated by `animation`; the data
    /// source must already count them.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { for p in indexPaths { $0.insertedRows.append(.init(path: p, animation: animation)) } }
    }

    /// Deletes the rows at `indexPaths` (addresses before the change), animated by `animation`; the
    /// data source must no longer count them.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { for p in indexPaths { $0.deletedRows.append(.init(path: p, animation: animation)) } }
    }

    /// Replaces the cells of the rows at `indexPaths` (addresses before the change) with new ones
    /// from the data source, the old cell going and the new one coming by `animation`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { for p in indexPaths { $0.reloadedRows.append(.init(path: p, animation: animation)) } }
    }

    /// Asks the data source to configure the cells of the rows at `indexPaths` (addresses before the
    /// change) again, in place and without animation (UIKit's `reconfigureRows(at:)`): the cell on
    /// screen is handed to `cellForRowAt` again through the reuse pool.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        record { $0.reconfiguredRows.append(contentsOf: indexPaths) }
    }

    /// Moves the row at `indexPath` (before the change) to `newIndexPath` (after it): its cell slides there.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Inserts the sections `sections` (numbers after the change), their rows coming in by
    /// `animation`. Any sequence of section numbers will do (Foundation's `IndexSet` too).
    public func insertSections<S: Sequence>(_ sections: S, with animation: RowAnimation) where S.Element == Int {
        record { for s in sections { $0.insertedSections.append((s, animation)) } }
    }

    /// Deletes the sections `sections` (numbers before the change), their rows going by `animation`.
    public func deleteSections<S: Sequence>(_ sections: S, with animation: RowAnimation) where S.Element == Int {
        record { for s in sections { $0.deletedSections.append((s, animation)) } }
    }

    /// Makes the changes `updates` asks for as one animated change (UIKit's
    /// `performBatchUpdates(_:completion:)`), then calls `completion` when the rows are in their new
    /// places (`true` unless the animation was cut short or the change was refused).
    ///
    /// UIKit's rules hold, whatever order the calls in `updates` come in: deletions, reloads and the
    /// sources of moves are addresses *before* the change, insertions and the destinations of moves
    /// addresses *after* it, and deletions are applied first. After `updates` the table asks the
    /// data source for its counts; when they do not add up with the changes (UIKit raises
    /// `NSInternalInconsistencyException`), the application's diagnostics say why in one line and
    /// the table reloads its data instead of animating.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updateGroup.begin()
        updates?()
        endUpdate(completion)
    }

    /// Opens a group of changes that ``endUpdates()`` animates together (UIKit's older form of
    /// ``performBatchUpdates(_:completion:)``).
    public func beginUpdates() { updateGroup.begin() }

    /// Animates the changes made since ``beginUpdates()``.
    public func endUpdates() {
        guard updateGroup.depth > 0 else {
            Diagnostics.record(.tableView, "endUpdates() without beginUpdates()", in: window?.application.diagnostics)
            return
        }
        endUpdate(nil)
    }

    /// Records one change: part of the open group, or a group of its own.
    private func record(_ change: (inout TableUpdateBatch) -> Void) {
        updateGroup.begin()
        updateGroup.record(change)
        endUpdate(nil)
    }

    private func endUpdate(_ completion: ((Bool) -> Void)?) {
        guard var batch = updateGroup.end(completion) else { return }
        apply(&batch)
    }

    // MARK: Applying a change

    private func apply(_ batch: inout TableUpdateBatch) {
        let completions = batch.completions
        func complete(_ finished: Bool) { for c in completions { c(finished) } }
        // Nothing loaded yet, or a reload pending: the reload shows the new data, with nothing to animate.
        guard !needsReload, dataSource != nil, !batch.isEmpty else { complete(true); return }
        let before = geometry
        let oldCounts = before.sections.map(\.rowCount)
        rebuildGeometry()
        let newCounts = geometry.sections.map(\.rowCount)
        if let complaint = batch.check(old: oldCounts, new: newCounts) {
            Diagnostics.record(.tableView, "invalid table update: \(complaint); reloading the table instead",
                               in: window?.application.diagnostics)
            reloadData()
            updateIfNeeded()
            complete(false)
            return
        }
        if !before.measured.isEmpty {
            // Rows that stay keep their measured heights; inserted and reloaded rows are measured anew.
            let changes = batch
            rebuildGeometry(carrying: { p in
                guard let old = changes.origin(of: p).old, !changes.isReloaded(old), !before.isEstimated(old) else { return nil }
                return before.row(old)?.height
            })
        }
        updateCount &+= 1
        let update = updateCount
        endTracking()
        // An open row closes: a deleted one leaves from where it was swiped to, a kept one slides back.
        dropSwipe()
        var selection = Set<IndexPath>()
        for p in selectedRows { if let n = batch.newPath(p), !n.reloaded { selection.insert(n.path) } }
        selectedRows = selection
        applyingUpdates = true
        contentSize = Size(width: bounds.width, height: geometry.height)   // may spring the offset back
        applyingUpdates = false

        // The old rows on screen: those that stay keep their cells; the others leave.
        var staying: [IndexPath: TableViewCell] = [:]
        var leaving: [(cell: TableViewCell, path: IndexPath, animation: RowAnimation)] = []
        for v in visible {
            if let n = batch.newPath(v.path), !n.reloaded { staying[n.path] = v.cell }
            else { leaving.append((v.cell, v.path, batch.exitAnimation(of: v.path))) }
        }
        visible.removeAll(keepingCapacity: true)
        // Cells that go at once are pooled first, so the rows coming in can reuse them.
        for l in leaving where l.animation == .none { retire(l.cell, path: l.path) }

        // The new rows on screen: kept cells, and new cells put where they come in from.
        var entering: [(cell: TableViewCell, frame: Rect, alpha: Double)] = []
        if let (first, last) = rowsOnScreen() {
            var p = first
            while true {
                if let cell = staying.removeValue(forKey: p) {
                    visible.append(VisibleRow(path: p, cell: cell))
                } else {
                    let cell = show(p)
                    visible.append(VisibleRow(path: p, cell: cell))
                    let final = cell.frame
                    let origin = batch.origin(of: p)
                    if let o = origin.old, !batch.isReloaded(o), let r = before.row(o) {
                        // A row that was off screen slides in from where it was.
                        entering.append((cell, Rect(x: final.minX, y: r.top, width: final.width, height: r.height), 1))
                    } else {
                        let a = origin.old.map { batch.reloadAnimation(of: $0) } ?? origin.animation
                        let start = TableView.offstage(final, a)
                        entering.append((cell, start.frame, start.alpha))
                    }
                }
                if p == last { break }
                guard let n = geometry.row(after: p) else { break }
                p = n
            }
        }
        // Rows measured as they came in moved the rows after them: the content size follows (the
        // animation below takes every row to its place).
        if rowsMeasured {
            rowsMeasured = false
            measuredShift = 0
            applyingUpdates = true
            contentSize = Size(width: bounds.width, height: geometry.height)
            applyingUpdates = false
        }
        // Kept cells whose rows are now off screen slide there, then are pooled.
        var sliding: [(cell: TableViewCell, path: IndexPath)] = []
        for (p, cell) in staying { sliding.append((cell, p)) }
        for l in leaving where l.animation != .none { departing.append(DepartingRow(path: l.path, cell: l.cell, batch: update)) }
        for s in sliding { departing.append(DepartingRow(path: s.path, cell: s.cell, batch: update)) }

        if let window, updatesAnimate {
            View.performWithoutAnimation(in: window) {
                for e in entering { e.cell.frame = e.frame; e.cell.alpha = e.alpha }
            }
            View.animate(in: window, withDuration: TableView.rowAnimationDuration, options: .allowUserInteraction, animations: {
                self.settle(leaving: leaving, sliding: sliding)
            }, completion: { [weak self] finished in
                self?.endRowAnimation(update)
                complete(finished)
            })
        } else {
            settle(leaving: leaving, sliding: sliding)
            endRowAnimation(update)
            complete(true)
        }
        reconfigure(batch)
    }

    /// Moves every cell to where the change puts it (inside the animation, so the screen follows
    /// over the animation's frames).
    private func settle(leaving: [(cell: TableViewCell, path: IndexPath, animation: RowAnimation)],
                        sliding: [(cell: TableViewCell, path: IndexPath)]) {
        for v in visible { place(v.cell, at: v.path); v.cell.alpha = 1 }
        for l in leaving where l.animation != .none {
            let end = TableView.offstage(l.cell.frame, l.animation)
            l.cell.frame = end.frame
            l.cell.alpha = end.alpha
        }
        for s in sliding { place(s.cell, at: s.path) }
        tileSupplements(top: bounds.minY, bottom: bounds.maxY)
    }

    /// Where a row at `frame` comes in from, or goes to, by `animation`, and its alpha there.
    static func offstage(_ frame: Rect, _ animation: RowAnimation) -> (frame: Rect, alpha: Double) {
        switch animation {
        case .fade, .automatic: return (frame, 0)
        case .none: return (frame, 1)
        case .right: return (frame.offsetBy(dx: frame.width, dy: 0), 1)
        case .left: return (frame.offsetBy(dx: -frame.width, dy: 0), 1)
        case .top: return (frame.offsetBy(dx: 0, dy: -frame.height), 1)
        case .bottom: return (frame.offsetBy(dx: 0, dy: frame.height), 1)
        case .middle: return (Rect(x: frame.minX, y: frame.midY, width: frame.width, height: 0), 1)
        }
    }

    /// The change's animation ended: the cells it sent away go back to their pools.
    private func endRowAnimation(_ update: Int) {
        var i = departing.count - 1
        while i >= 0 {
            if departing[i].batch <= update {
                let d = departing.remove(at: i)
                retire(d.cell, path: d.path)
            }
            i -= 1
        }
    }

    /// Hands the cells of rows the change reconfigures back to `cellForRowAt`, through their pool.
    private func reconfigure(_ batch: TableUpdateBatch) {
        for old in batch.reconfiguredRows {
            guard let new = batch.newPath(old)?.path else { continue }
            var i = 0
            while i < visible.count {
                if visible[i].path == new {
                    let cell = visible[i].cell
                    let frame = cell.frame
                    retire(cell, path: new)
                    let fresh = show(new)
                    visible[i].cell = fresh
                    if fresh !== cell, let window { View.performWithoutAnimation(in: window) { fresh.frame = frame } }
                    break
                }
                i += 1
            }
        }
    }

    /// The first and last rows on screen at the current offset, or nil when none is.
    private func rowsOnScreen() -> (IndexPath, IndexPath)? {
        let top = bounds.minY, bottom = bounds.maxY
        guard let first = geometry.firstRow(endingAfter: top), let r = geometry.row(first), r.top < bottom else { return nil }
        var last = first
        while let next = geometry.row(after: last), let r = geometry.row(next), r.top < bottom { last = next }
        return (first, last)
    }
}
