import Faceplate

/// A view a ``CollectionView`` shows and reuses (UIKit's `UICollectionReusableView`): the base of
/// ``CollectionViewCell`` and the class of supplementary views such as section headers.
///
/// Registered classes are made with ``init(frame:)``, which is `required` here (Swift makes a class
/// from a type value only through a required initializer): an override must say
/// `required override init(frame:)`.
@MainActor open class CollectionReusableView: View {
    /// The identifier the view is reused under; nil for a view the collection view did not make.
    public internal(set) var reuseIdentifier: String?
    /// The supplementary kind the view was dequeued for (empty for cells), to find its pool again.
    var elementKind = ""

    /// Creates a view with `frame`.
    public required override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Called before the collection view hands the view out again for another item or section.
    /// Does nothing here; subclasses reset what they show and call super.
    open func prepareForReuse() {}

    /// Takes the frame, alpha, stacking and hidden state the layout computed for the view.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        frame = layoutAttributes.frame
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
    }
}
