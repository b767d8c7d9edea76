/// Learns what a scroll view is doing (UIKit's `UIScrollViewDelegate`, the scrolling part). Every
/// method has an empty default.
@MainActor public protocol ScrollViewDelegate: AnyObject {
    /// ``ScrollView/contentOffset`` changed (dragging, decelerating, bouncing or set in code).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A finger started dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted; `decelerate` says whether the content keeps moving (or springs back).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content keeps moving after the finger lifted.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after decelerating or bouncing.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// ``ScrollView/setContentOffset(_:animated:)`` brought the content to its offset (not called
    /// when a finger or another offset stopped it on the way).
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
