/// How a presented controller covers its presenter (UIKit's `UIModalPresentationStyle`, the cases a
/// panel has room for).
public enum ModalPresentationStyle: Sendable {
    /// The default: ``fullScreen`` on a panel. UIKit resolves it to a page sheet on an iPhone since
    /// iOS 13; a panel of a few inches has no room for a card, so it resolves as UIKit did before.
    case automatic
    /// Covers the window; the presenter's view leaves the window once the transition ends and its
    /// controller gets `viewWillDisappear` / `viewDidDisappear` (UIKit's `.fullScreen`).
    case fullScreen
    /// Covers the window but leaves the presenter's view under it — for translucent content such as
    /// an alert's dimmed background; the presenter gets no disappearance calls (UIKit's
    /// `.overFullScreen`).
    case overFullScreen

    /// Whether the presenter's view goes away while this presentation is up.
    var removesPresenterView: Bool { self != .overFullScreen }
}
