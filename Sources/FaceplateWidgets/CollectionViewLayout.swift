import Faceplate

/// Decides where a ``CollectionView``'s cells and supplementary views go (UIKit's
/// `UICollectionViewLayout`). Subclass it for a layout of your own: compute in ``prepare()``, then
/// answer ``collectionViewContentSize`` and ``layoutAttributesForElements(in:)`` (and
/// ``layoutAttributesForItem(at:)``) from what was computed. ``CollectionViewFlowLayout`` is the
/// built-in grid.
///
/// The collection view calls ``prepare()`` after a reload, a change or a resize (after
/// ``invalidateLayout()``), and asks for the elements in its visible rectangle on every scroll.
@MainActor open class CollectionViewLayout {
    /// The collection view the layout serves; set when the layout is given to one.
    public internal(set) weak var collectionView: CollectionView?

    /// Creates a layout.
    public init() {}

    /// Computes the layout for the collection view's current data and size. Does nothing here.
    open func prepare() {}

    /// The size of the whole content. Zero here.
    open var collectionViewContentSize: Size { .zero }

    /// The attributes of every element whose frame meets `rect` (content coordinates). None here.
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`, or nil. Nil here.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`, or nil. Nil here.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout: true when
    /// the size changes (a scroll keeps the layout).
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let collectionView else { return true }
        return newBounds.size != collectionView.bounds.size
    }

    /// Marks the layout out of date: the collection view calls ``prepare()`` again before its next layout.
    open func invalidateLayout() {
        collectionView?.layoutInvalidated()
    }

    /// Appends the elements whose frames meet `rect` to `elements`. Through the attributes here; the
    /// flow layout lists them from its arrays, so a scroll frame makes no objects.
    func elements(in rect: Rect, into elements: inout [CollectionElement]) {
        guard let list = layoutAttributesForElements(in: rect) else { return }
        for a in list where a.representedElementCategory != .decorationView && !a.isHidden {
            elements.append(CollectionElement(isCell: a.representedElementCategory == .cell, kind: a.representedElementKind ?? "",
                                              indexPath: a.indexPath, frame: a.frame, alpha: a.alpha, zIndex: a.zIndex))
        }
    }

    /// The frame of the item at `indexPath`, or nil.
    func frameOfItem(at indexPath: IndexPath) -> Rect? { layoutAttributesForItem(at: indexPath)?.frame }
}
