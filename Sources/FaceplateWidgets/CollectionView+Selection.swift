import Faceplate

extension CollectionView {
    // MARK: Selection

    /// The selected items, in order; nil when none is (UIKit's optional).
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems.sorted() }

    /// Selects the item at `indexPath` (nil deselects every item) without telling the delegate, as
    /// UIKit does, and scrolls it to `scrollPosition`. In single selection the other item is deselected.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        updateIfNeeded()
        guard let indexPath else {
            for p in selectedItems { cellForVisibleItem(p)?.isSelected = false }
            selectedItems.removeAll()
            return
        }
        guard allowsSelection, collectionViewLayout.frameOfItem(at: indexPath) != nil else { return }
        if !allowsMultipleSelection {
            for p in selectedItems where p != indexPath { cellForVisibleItem(p)?.isSelected = false }
            selectedItems.removeAll(keepingCapacity: true)
        }
        selectedItems.insert(indexPath)
        cellForVisibleItem(indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath` without telling the delegate, as UIKit does.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedItems.remove(indexPath) != nil else { return }
        cellForVisibleItem(indexPath)?.isSelected = false
    }

    /// A tap's selection, with the delegate's say: a second tap on a selected item deselects it in
    /// multiple selection (and leaves it selected in single selection, as UIKit does); otherwise the
    /// item is selected and, in single selection, the previous one deselected.
    func userSelect(_ path: IndexPath) {
        let delegate = collectionDelegate
        if selectedItems.contains(path) {
            guard allowsMultipleSelection, delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return }
            deselectItem(at: path, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selectedItems.sorted() {
                deselectItem(at: old, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selectedItems.insert(path)
        cellForVisibleItem(path)?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: path)
    }

    /// The item whose cell the touch is in; nil for a supplementary view or the background.
    // MARK: Touches

    func item(under touch: Touch) -> IndexPath? {
        var v = touch.view
        while let current = v, current.superview !== self { v = current.superview }
        guard let cell = v as? CollectionViewCell else { return nil }
        for e in visible where e.view === cell && e.element.isCell { return e.element.indexPath }
        return nil
    }

    func endTracking() {
        trackedTouch = nil
        trackedItem = nil
        setHighlight(nil)
    }

    func setHighlight(_ path: IndexPath?) {
        guard path != highlightedItem else { return }
        if let old = highlightedItem {
            highlightedItem = nil
            cellForVisibleItem(old)?.isHighlighted = false
            collectionDelegate?.collectionView(self, didUnhighlightItemAt: old)
        }
        if let path {
            highlightedItem = path
            cellForVisibleItem(path)?.isHighlighted = true
            collectionDelegate?.collectionView(self, didHighlightItemAt: path)
        }
    }
}
