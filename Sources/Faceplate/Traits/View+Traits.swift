extension View {
    /// The traits this view is drawn with (UIKit's `traitCollection`): its window's application's, else
    /// the running application's, else UIKit's defaults.
    public var traitCollection: TraitCollection {
        (window?.application ?? Application.sharedIfSet)?.traitCollection ?? TraitCollection()
    }

    /// The application's traits changed: this view and its subtree measure, lay out and draw again, and
    /// each hears ``traitCollectionDidChange(_:)`` (a label with
    /// `adjustsFontForContentSizeCategory` takes its text style's new size there).
    func traitCollectionDidChangeInSubtree(_ previous: TraitCollection) {
        traitCollectionDidChange(previous)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
        for s in subviews { s.traitCollectionDidChangeInSubtree(previous) }
    }
}
