import Faceplate

/// Where a layout puts one element of a ``CollectionView`` — a cell or a supplementary view — and how
/// it shows (UIKit's `UICollectionViewLayoutAttributes`).
@MainActor open class CollectionViewLayoutAttributes {
    /// What kind of element the attributes place (UIKit's `UICollectionView.ElementCategory`).
    public enum ElementCategory: Sendable, CaseIterable {
        /// A cell: an item.
        case cell
        /// A supplementary view, such as a section header.
        case supplementaryView
        /// A decoration view (placed by a layout; not supported: such attributes are ignored).
        case decorationView
    }

    /// The item's address, or the section's (item 0) for a header or footer.
    public var indexPath: IndexPath
    /// The element's frame in the collection view's content.
    public var frame: Rect
    /// The element's centre (moves ``frame``).
    public var center: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set { frame = Rect(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2, width: frame.width, height: frame.height) }
    }
    /// The element's size (keeps ``frame``'s origin).
    public var size: Size {
        get { frame.size }
        set { frame = Rect(x: frame.minX, y: frame.minY, width: newValue.width, height: newValue.height) }
    }
    /// The element's opacity. Default 1.
    public var alpha = 1.0
    /// Elements with a higher value draw over those with a lower one. Default 0.
    public var zIndex = 0
    /// Whether the element is hidden. Default false.
    public var isHidden = false
    /// Whether the attributes place a cell or a supplementary view.
    public let representedElementCategory: ElementCategory
    /// The supplementary kind (``CollectionView/elementKindSectionHeader``, say); nil for a cell.
    public let representedElementKind: String?

    /// Attributes for the cell of the item at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for the supplementary view of `elementKind` at `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }
}

/// One element on screen as the collection view tiles it: the value a layout's attributes come down
/// to, so the built-in layout can list what a scroll frame shows without making objects.
struct CollectionElement {
    /// A cell, or a supplementary view of ``kind``.
    var isCell: Bool
    /// The supplementary kind; empty for a cell.
    var kind: String
    var indexPath: IndexPath
    var frame: Rect
    var alpha = 1.0
    var zIndex = 0

    /// Whether `self` and `other` are the same element (not necessarily in the same place).
    func isSame(as other: CollectionElement) -> Bool {
        indexPath == other.indexPath && isCell == other.isCell && (isCell || kind == other.kind)
    }
}
