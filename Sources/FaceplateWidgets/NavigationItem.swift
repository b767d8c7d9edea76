import Faceplate

/// What a navigation bar shows while a controller is on top of its navigation stack (UIKit's
/// `UINavigationItem`): a title or title view, bar button items on either side, the back button's
/// look, and a search controller's bar under the bar. Every controller has one,
/// ``Faceplate/ViewController/navigationItem``.
///
/// UIKit's rules: without a ``title`` the bar shows the controller's `title`; the back button shown
/// on the controller above this one is labelled with this item's ``backBarButtonItem`` title, else
/// ``backButtonTitle``, else this item's title, else "Back"; ``leftBarButtonItems`` replace the back
/// button unless ``leftItemsSupplementBackButton``; the first of ``rightBarButtonItems`` is the
/// outermost (trailing). Changes show at once.
@MainActor open class NavigationItem {
    /// The title in the middle of the bar; nil: the controller's `title`.
    public var title: String? { didSet { if title != oldValue { didChange?() } } }
    /// A view shown in the middle in place of the title, at its frame's size (its intrinsic size when
    /// the frame is empty).
    public var titleView: View? { didSet { if titleView !== oldValue { didChange?() } } }
    /// Items on the leading side, first outermost.
    public var leftBarButtonItems: [BarButtonItem]? { didSet { didChange?() } }
    /// Items on the trailing side, first outermost.
    public var rightBarButtonItems: [BarButtonItem]? { didSet { didChange?() } }
    /// The first leading item; setting it sets ``leftBarButtonItems`` to it alone.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first trailing item; setting it sets ``rightBarButtonItems`` to it alone.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The back button the *next* controller's bar shows to come back here; only its title is used.
    public var backBarButtonItem: BarButtonItem? { didSet { didChange?() } }
    /// The title of the back button that comes back here, when there is no ``backBarButtonItem``.
    public var backButtonTitle: String? { didSet { didChange?() } }
    /// Hides the back button while this item's controller is on top.
    public var hidesBackButton = false { didSet { if hidesBackButton != oldValue { didChange?() } } }
    /// Shows ``leftBarButtonItems`` after the back button instead of in its place.
    public var leftItemsSupplementBackButton = false { didSet { if leftItemsSupplementBackButton != oldValue { didChange?() } } }
    /// A search controller whose search bar the navigation controller shows under its bar.
    public var searchController: SearchController? { didSet { if searchController !== oldValue { didChange?() } } }

    /// Called after anything the bar shows changed (the navigation controller listens).
    var didChange: (@MainActor () -> Void)?

    /// An item with a title (UIKit's `init(title:)`).
    public init(title: String? = nil) { self.title = title }

    /// Sets ``leftBarButtonItem`` (the bar does not animate).
    public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets ``rightBarButtonItem`` (the bar does not animate).
    public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets ``leftBarButtonItems`` (the bar does not animate).
    public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets ``rightBarButtonItems`` (the bar does not animate).
    public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets ``hidesBackButton`` (the bar does not animate).
    public func setHidesBackButton(_ hides: Bool, animated: Bool) { hidesBackButton = hides }
}
