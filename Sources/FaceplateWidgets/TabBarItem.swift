import Faceplate

/// One tab of a ``TabBar`` (UIKit's `UITabBarItem`): a title, an optional image (and one for when it is
/// selected), a tag, and a badge.
///
/// Every controller has one, ``Faceplate/ViewController/tabBarItem``, which the ``TabBarController``
/// holding it shows; as in UIKit, an item without a title shows its controller's `title`. A non-nil
/// ``badgeValue`` draws a badge at the item's top trailing corner — a capsule in ``badgeColor`` with the
/// value in it, or a small dot for an empty string. Changes show at once.
@MainActor open class TabBarItem {
    /// The text under (or, without an image, in place of) the image.
    public var title: String? { didSet { if title != oldValue { didChange?() } } }
    /// The image shown above the title; nil shows the title alone.
    public var image: Image? { didSet { if image != oldValue { didChange?() } } }
    /// The image shown while the item is selected; nil: ``image``.
    public var selectedImage: Image? { didSet { if selectedImage != oldValue { didChange?() } } }
    /// A number the app identifies the item by (UIKit's `tag`, default 0).
    public var tag = 0
    /// The text of the badge; nil shows none, an empty string a small dot (UIKit's `badgeValue`).
    public var badgeValue: String? { didSet { if badgeValue != oldValue { didChange?() } } }
    /// The badge's fill; nil: system red, as UIKit's.
    public var badgeColor: Color? { didSet { if badgeColor != oldValue { didChange?() } } }
    /// Whether the item can be selected; a disabled item is drawn dimmed and ignores taps.
    public var isEnabled = true { didSet { if isEnabled != oldValue { didChange?() } } }
    /// The identifier given to the item's view in the bar (tests and traces find it by this).
    public var accessibilityIdentifier: String? { didSet { if accessibilityIdentifier != oldValue { didChange?() } } }
    /// The spoken name; nil: the title.
    public var accessibilityLabel: String? { didSet { if accessibilityLabel != oldValue { didChange?() } } }

    /// Called after a change: the bar showing the item listens here.
    var didChange: (@MainActor () -> Void)?

    /// Creates an item with neither title nor image.
    public init() {}

    /// Creates an item (UIKit's `init(title:image:selectedImage:)`).
    public init(title: String?, image: Image?, selectedImage: Image? = nil) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates an item with a tag (UIKit's `init(title:image:tag:)`).
    public init(title: String?, image: Image?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }
}
