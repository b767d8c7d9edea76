import Faceplate

extension CollectionView {
    /// How long the items take to reach their places after a change (about UIKit's).
    public static let itemAnimationDuration = 0.3

    // MARK: Changing items and sections

    /// Inserts items at `indexPaths` (addresses after the change); they fade in while the others
    /// slide to their new places. The data source must already count them.
    public func insertItems(at indexPaths: [IndexPath]) {
        record { for p in indexPaths { $0.insertedRows.append(.init(path: p, animation: .fade)) } }
    }

    /// Deletes the items at `indexPaths` (addresses before the change); they fade out. The data
    /// source must no longer count them.
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { for p in indexPaths { $0.deletedRows.append(.init(path: p, animation: .fade)) } }
    }

    /// Replaces the cells of the items at `indexPaths` (addresses before the change) with new ones
    /// from the data source, cross-fading.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { for p in indexPaths { $0.reloadedRows.append(.init(path: p, animation: .fade)) } }
    }

    /// Asks the data source to configure the cells of the items at `indexPaths` (addresses before the
    /// change) again, in place and without animation (UIKit's `reconfigureItems(at:)`).
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        record { $0.reconfiguredRows.append(contentsOf: indexPaths) }
    }

    /// Moves the item at `indexPath` (before the change) to `newIndexPath` (after it): its cell slides there.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Inserts the sections `sections` (numbers after the change), their items fading in. Any
    /// sequence of section numbers will do (Foundation's `IndexSet` too).
    public func insertSections<S: Sequence>(_ sections: S) where S.Element == Int {
        record { for s in sections { $0.insertedSections.append((s, .fade)) } }
    }

    /// Deletes the sections `sections` (numbers before the change), their items fading out.
    public func deleteSections<S: Sequence>(_ sections: S) where S.Element == Int {
        record { for s in sections { $0.deletedSections.append((s, .fade)) } }
    }

    /// Reloads every item of the sections `sections`, whose counts must not change.
    public func reloadSections<S: Sequence>(_ sections: S) where S.Element == Int {
        record { batch in
            for s in sections where s >= 0 && s < counts.count {
                for i in 0..<counts[s] { batch.reloadedRows.append(.init(path: IndexPath(item: i, section: s), animation: .fade)) }
            }
        }
    }

    /// Makes the changes `updates` asks for as one animated change (UIKit's
    /// `performBatchUpdates(_:completion:)`), then calls `completion` when the items are in their new
    /// places (`true` unless the animation was cut short or the change was refused).
    ///
    /// UIKit's rules hold, whatever order the calls in `updates` come in: deletions, reloads and the
    /// sources of moves are addresses *before* the change, insertions and the destinations of moves
    /// addresses *after* it. After `updates` the collection view asks the data source for its
    /// counts; when they do not add up with the changes (UIKit raises
    /// `NSInternalInconsistencyException`), the application's diagnostics say why in one line and the
    /// collection view reloads its data instead of animating.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updateGroup.begin()
        updates?()
        endUpdate(completion)
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
        let oldCounts = counts
        reloadCounts()
        if let complaint = batch.check(old: oldCounts, new: counts) {
            Diagnostics.record(.collectionView, "invalid collection view update: \(complaint); reloading the collection view instead",
                               in: window?.application.diagnostics)
            reloadData()
            updateIfNeeded()
            complete(false)
            return
        }
        updateCount &+= 1
        let update = updateCount
        endTracking()
        var selection = Set<IndexPath>()
        for p in selectedItems { if let n = batch.newPath(p), !n.reloaded { selection.insert(n.path) } }
        selectedItems = selection
        needsPrepare = false
        collectionViewLayout.prepare()
        applyingUpdates = true
        contentSize = collectionViewLayout.collectionViewContentSize     // may spring the offset back
        applyingUpdates = false

        // The old elements on screen: those that stay keep their views under their new addresses.
        var staying: [VisibleElement] = []
        var leaving: [VisibleElement] = []
        for v in visible {
            var e = v.element
            if e.isCell {
                if let n = batch.newPath(e.indexPath), !n.reloaded { e.indexPath = n.path; staying.append(VisibleElement(element: e, view: v.view)) }
                else { leaving.append(v) }
            } else if let s = batch.newSection(e.indexPath.section) {
                e.indexPath.section = s
                staying.append(VisibleElement(element: e, view: v.view))
            } else {
                leaving.append(v)
            }
        }
        visible.removeAll(keepingCapacity: true)

        // The new elements on screen: kept views, and new ones that fade in where they belong.
        var entering: [CollectionReusableView] = []
        found.removeAll(keepingCapacity: true)
        collectionViewLayout.elements(in: bounds, into: &found)
        for e in found {
            if let k = staying.firstIndex(where: { $0.element.isSame(as: e) }) {
                visible.append(VisibleElement(element: e, view: staying.remove(at: k).view))
            } else {
                let view = show(e)
                visible.append(VisibleElement(element: e, view: view))
                entering.append(view)
            }
        }
        // Kept views whose elements are now off screen slide there, then are pooled.
        for var s in staying {
            s.element.frame = s.element.isCell ? collectionViewLayout.frameOfItem(at: s.element.indexPath) ?? s.view.frame
                : collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: s.element.kind, at: s.element.indexPath)?.frame ?? s.view.frame
            departing.append(DepartingElement(element: s.element, view: s.view, batch: update))
        }
        for l in leaving { departing.append(DepartingElement(element: l.element, view: l.view, batch: update)) }
        for v in visible where !v.element.isCell { bringSubviewToFront(v.view) }

        let settle = {
            for v in self.visible { v.view.frame = v.element.frame; v.view.alpha = v.element.alpha }
            for d in self.departing where d.batch == update {
                if leaving.contains(where: { $0.view === d.view }) { d.view.alpha = 0 } else { d.view.frame = d.element.frame }
            }
        }
        if let window, updatesAnimate {
            View.performWithoutAnimation(in: window) { for v in entering { v.alpha = 0 } }
            View.animate(in: window, withDuration: CollectionView.itemAnimationDuration, options: .allowUserInteraction,
                         animations: settle, completion: { [weak self] finished in
                self?.endItemAnimation(update)
                complete(finished)
            })
        } else {
            settle()
            endItemAnimation(update)
            complete(true)
        }
        reconfigure(batch)
    }

    /// The change's animation ended: the views it sent away go back to their pools.
    private func endItemAnimation(_ update: Int) {
        var i = departing.count - 1
        while i >= 0 {
            if departing[i].batch <= update {
                let d = departing.remove(at: i)
                retire(d.view, element: d.element)
            }
            i -= 1
        }
    }

    /// Hands the cells of items the change reconfigures back to `cellForItemAt`, through their pool.
    private func reconfigure(_ batch: TableUpdateBatch) {
        for old in batch.reconfiguredRows {
            guard let new = batch.newPath(old)?.path else { continue }
            var i = 0
            while i < visible.count {
                if visible[i].element.isCell && visible[i].element.indexPath == new {
                    retire(visible[i].view, element: visible[i].element)
                    visible[i].view = show(visible[i].element)
                    break
                }
                i += 1
            }
        }
    }
}
