import Faceplate

/// One item of a ``CollectionView`` (UIKit's `UICollectionViewCell`): a ``contentView`` for what the
/// item shows, an optional ``backgroundView`` behind it, and a ``selectedBackgroundView`` that shows
/// while the cell is selected or highlighted.
///
/// Cells are made by the collection view from a registered class
/// (``CollectionView/register(_:forCellWithReuseIdentifier:)``) and reused: when an item scrolls
/// away its cell goes back to a pool and comes out again, through ``prepareForReuse()``, for the
/// next item that scrolls in. Configure everything an item shows in the data source's
/// `cellForItemAt`, and add subviews to ``contentView``.
@MainActor open class CollectionViewCell: CollectionReusableView {
    /// The view the cell's content goes in, covering the cell.
    public let contentView: View

    /// A view behind the content (a tile's face, say), sized to the cell; nil by default.
    public var backgroundView: View? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view over the ``backgroundView``, under the content, shown while the cell is selected or
    /// highlighted; nil by default (then the cell shows no selection unless a subclass draws it).
    public var selectedBackgroundView: View? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView { insertSubview(selectedBackgroundView, belowSubview: contentView) }
            updateSelectionLook()
            setNeedsLayout()
        }
    }

    /// Whether the cell shows as selected. The collection view sets it for its selected items.
    open var isSelected = false { didSet { if isSelected != oldValue { updateSelectionLook() } } }
    /// Whether the cell shows as highlighted (a finger rests on it). The collection view sets it.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { updateSelectionLook() } } }

    /// Creates a cell with `frame`.
    public required init(frame: Rect) {
        contentView = View(frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        super.init(frame: frame)
        addSubview(contentView)
    }

    private func updateSelectionLook() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    /// Clears the highlight and selection (the collection view sets them for the new item);
    /// subclasses that override it call super.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
    }

    /// Sizes the content and background views to the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        contentView.frame = b
        backgroundView?.frame = b
        selectedBackgroundView?.frame = b
    }
}
