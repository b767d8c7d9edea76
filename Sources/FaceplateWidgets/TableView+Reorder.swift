import Faceplate

/// A row being dragged by its reorder control: where it came from, the place it would drop into now,
/// and where its cell is. The other rows on screen stand aside for it: those between its old place and
/// the new one move by its height.
struct RowReorder {
    var source: IndexPath
    var target: IndexPath
    var height: Double
    /// How far below the row's top the finger holds it.
    var grab: Double
    /// Where the dragged cell's top is, in table coordinates.
    var draggedTop: Double

    /// Where the row at `path` (laid out at `top` without the drag) shows while the drag is at `target`.
    func top(of path: IndexPath, laidOutAt top: Double) -> Double {
        if path == source { return draggedTop }
        var dy = 0.0, row = path.row
        // Rows after the source close its gap; rows from the target on open one.
        if path.section == source.section && path.row > source.row { dy -= height; row -= 1 }
        if path.section == target.section && row >= target.row { dy += height }
        return top + dy
    }
}

extension TableView {
    /// How long the rows take to stand aside for a dragged row.
    static let reorderSlideDuration = 0.2

    /// A finger went down at `point` (table coordinates): whether it is on the reorder control of a row
    /// on screen, which then lifts to follow it.
    func rowReorderTouchBegan(at point: Point) -> Bool {
        guard editing, reorder == nil, swipedRow == nil, let path = indexPathForRow(at: point),
              let cell = cellForVisibleRow(path), let r = geometry.row(path),
              cell.reorderControlRect.contains(Point(x: point.x - cell.frame.minX, y: point.y - cell.frame.minY)) else { return false }
        reorder = RowReorder(source: path, target: path, height: r.height, grab: point.y - r.top, draggedTop: r.top)
        return true
    }

    /// The dragged row follows the finger; the rows stand aside for the place it would drop into, and
    /// the data source is told when it drops.
    func handleRowReorder() {
        switch rowReorder.state {
        case .began:
            guard let source = reorder?.source, let cell = cellForVisibleRow(source) else { reorder = nil; return }
            endTracking()
            bringSubviewToFront(cell)
        case .changed:
            followReorder()
        case .ended:
            dropReorder()
        case .cancelled, .failed:
            cancelReorder()
        default:
            break
        }
    }

    private func followReorder() {
        guard var r = reorder else { return }
        let y = rowReorder.location(in: self).y
        r.draggedTop = Swift.min(Swift.max(y - r.grab, 0), Swift.max(geometry.height - r.height, 0))
        var moved = false
        if let proposed = geometry.row(at: r.draggedTop + r.height / 2) {
            let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: r.source, toProposedIndexPath: proposed) ?? proposed
            if target != r.target, isReorderDestination(target, from: r.source) {
                r.target = target
                moved = true
            }
        }
        reorder = r
        if let cell = cellForVisibleRow(r.source) { place(cell, at: r.source) }
        guard moved else { return }
        if let window {
            View.animate(in: window, withDuration: TableView.reorderSlideDuration, options: .allowUserInteraction, animations: {
                self.placeRows(except: r.source)
            })
        } else {
            placeRows(except: r.source)
        }
    }

    /// Whether a row from `source` can drop at `target`: a row of its own section, or a place up to
    /// the end of another.
    private func isReorderDestination(_ target: IndexPath, from source: IndexPath) -> Bool {
        guard target.section >= 0, target.section < geometry.sections.count, target.row >= 0 else { return false }
        let rows = geometry.sections[target.section].rowCount
        return target.section == source.section ? target.row < rows : target.row <= rows
    }

    private func placeRows(except path: IndexPath) {
        for v in visible where v.path != path { place(v.cell, at: v.path) }
    }

    /// The finger lifted: the data source moves the row in its model and the table moves it in its
    /// rows, the cell gliding into its place.
    private func dropReorder() {
        guard let r = reorder else { return }
        reorder = nil
        guard r.target != r.source, let dataSource else { settleRows(); return }
        dataSource.tableView(self, moveRowAt: r.source, to: r.target)
        moveRow(at: r.source, to: r.target)
    }

    /// Drops a reorder drag where it started (editing ended, the touch was cancelled).
    func cancelReorder() {
        guard reorder != nil else { return }
        reorder = nil
        settleRows()
    }

    private func settleRows() {
        guard let window else { for v in visible { place(v.cell, at: v.path) }; return }
        View.animate(in: window, withDuration: TableView.rowAnimationDuration, options: .allowUserInteraction, animations: {
            for v in self.visible { self.place(v.cell, at: v.path) }
        })
    }
}
