import Faceplate
import FaceplateText

/// The bar at the top of a ``NavigationController``: the top controller's title, centred, a back
/// button on the leading side when there is a controller to go back to, and the top controller's bar
/// button items (UIKit's `UINavigationBar`).
///
/// The back button is labelled with the previous controller's title, or "Back" when it has none, as
/// UIKit labels it; tapping it pops the top controller. The bar is opaque (UIKit's `isTranslucent`
/// false): the controllers' views sit under it unless they extend under opaque bars.
@MainActor open class NavigationBar: View {
    /// UIKit's navigation bar height on a phone in portrait: 44 points.
    public static let standardHeight = 44.0
    /// Space between items, and between the outermost items and the bar's edges.
    static let itemSpacing = 8.0

    /// The title in the middle.
    public let titleLabel: Label
    /// The back button; hidden at the root.
    public let backButton: Button
    /// The colours and fonts it draws with.
    public let theme: Theme
    /// Whether content shows through the bar (UIKit's `isTranslucent`): false, Faceplate's bar is opaque.
    public var isTranslucent: Bool { false }

    /// The buttons (or custom views) shown for the top item's leading and trailing bar button items,
    /// outermost first.
    public private(set) var leadingItemViews: [View] = []
    /// See ``leadingItemViews``.
    public private(set) var trailingItemViews: [View] = []
    /// The title view shown in place of the title, if the item has one.
    private var titleView: View?

    /// Creates a bar drawn with `theme`.
    public init(frame: Rect = .zero, theme: Theme = .current) {
        self.theme = theme
        titleLabel = Label(frame: .zero)
        titleLabel.font = theme.font(size: 20, bold: true)
        titleLabel.textColor = theme.text
        titleLabel.textAlignment = .center
        titleLabel.accessibilityTraits = [.staticText, .header]
        backButton = Button(frame: .zero)
        backButton.setBackgroundColor(.clear, for: .normal)   // plain, text only (a clear background draws no fill)
        backButton.isHidden = true
        super.init(frame: frame)
        styleBackButton()
        backgroundColor = theme.surface
        addSubview(titleLabel)
        addSubview(backButton)
    }

    /// Creates a bar with the current theme.
    public override convenience init(frame: Rect) { self.init(frame: frame, theme: .current) }

    /// Shows `title` and, when `backTitle` is not nil, a back button with "‹ " before it.
    public func show(title: String?, backTitle: String?) {
        titleLabel.text = title
        backButton.isHidden = backTitle == nil
        if let backTitle { backButton.setTitle("\u{2039} " + backTitle, for: .normal) }
        setNeedsLayout()
    }

    /// Shows `item`'s title view and bar button items besides `title` and the back button (see
    /// ``show(title:backTitle:)``); a nil item shows none. Buttons are made anew for the items shown.
    public func show(title: String?, backTitle: String?, item: NavigationItem?) {
        show(title: title, backTitle: backTitle)
        for v in leadingItemViews + trailingItemViews { v.removeFromSuperview() }
        titleView?.removeFromSuperview()
        leadingItemViews = (item?.leftBarButtonItems ?? []).map(view(for:))
        trailingItemViews = (item?.rightBarButtonItems ?? []).map(view(for:))
        titleView = item?.titleView
        for v in leadingItemViews + trailingItemViews { addSubview(v) }
        if let titleView { addSubview(titleView) }
        titleLabel.isHidden = titleView != nil
        setNeedsLayout()
    }

    /// The bar's tint (UIKit's `tintColor` on the navigation bar) colours the back button and the bar
    /// button items that set none of their own.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        styleBackButton()
    }

    /// The back button's title in the tint, darker while pressed.
    private func styleBackButton() {
        let tint = inheritedTintColor
        backButton.setTitleColor(tint ?? theme.primary, for: .normal)
        backButton.setTitleColor(tint?.darkened(by: 0.2) ?? theme.primaryPressed, for: .highlighted)
    }

    /// The view the bar shows for `item`: its custom view, a spacer, or a system button performing it.
    private func view(for item: BarButtonItem) -> View {
        if let custom = item.customView { return custom }
        if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace {
            let spacer = View(frame: Rect(x: 0, y: 0, width: item.width, height: 0))
            spacer.isUserInteractionEnabled = false
            return spacer
        }
        let button = Button(type: item.systemItem == .close ? .close : .system)
        button.titleFont = theme.font(size: item.systemItem == .add ? 28 : 17, weight: item.style == .done ? .semibold : .regular)
        if item.systemItem == .add { button.setTitle("+", for: .normal) } else { button.setTitle(item.title, for: .normal) }
        button.setImage(item.image, for: .normal)
        button.tintColor = item.tintColor        // nil: the bar's tint, inherited
        button.isEnabled = item.isEnabled
        button.accessibilityIdentifier = item.accessibilityIdentifier
        button.accessibilityLabel = item.title
        if item.width > 0 { button.frame.size.width = item.width }
        button.addTarget(item, action: { item, control, _ in
            item.perform(in: control.window?.application)
        }, for: .primaryActionTriggered, name: "bar item")
        return button
    }

    /// The width an item view takes: a fixed width, its frame's width, else its natural width; at most
    /// a third of the bar.
    private func width(of v: View) -> Double {
        let natural = v.frame.width > 0 ? v.frame.width : v.intrinsicContentSize.width
        return Swift.min(Swift.max(natural, 0), bounds.width / 3)
    }

    /// The back button and the leading items from the leading edge, the trailing items from the trailing
    /// edge, the title centred across the whole bar (as UIKit centres it) between them.
    open override func layoutSubviews() {
        let h = bounds.height, gap = NavigationBar.itemSpacing
        var leading = 4.0
        if !backButton.isHidden {
            let backWidth = Swift.min(backButton.intrinsicContentSize.width, bounds.width / 3)
            backButton.frame = Rect(x: leading, y: 0, width: backWidth, height: h)
            leading += backWidth
        }
        for v in leadingItemViews {
            leading += gap
            let w = width(of: v)
            v.frame = itemFrame(v, x: leading, width: w)
            leading += w
        }
        var trailing = bounds.width
        for v in trailingItemViews {
            trailing -= gap
            let w = width(of: v)
            trailing -= w
            v.frame = itemFrame(v, x: trailing, width: w)
        }
        let side = Swift.max(leading, bounds.width - trailing) + gap
        let middle = Rect(x: side, y: 0, width: Swift.max(bounds.width - 2 * side, 0), height: h)
        titleLabel.frame = middle
        if let titleView {
            var size = titleView.frame.size
            if size.width <= 0 || size.height <= 0 { size = titleView.intrinsicContentSize }
            let w = Swift.min(Swift.max(size.width, 0), middle.width), th = Swift.min(Swift.max(size.height, 0), h)
            titleView.frame = Rect(x: (bounds.width - w) / 2, y: (h - th) / 2, width: w, height: th)
        }
    }

    /// A button fills the bar's height; a custom view keeps its height, centred.
    private func itemFrame(_ v: View, x: Double, width: Double) -> Rect {
        if v is Button { return Rect(x: x, y: 0, width: width, height: bounds.height) }
        let vh = Swift.min(v.frame.height > 0 ? v.frame.height : v.intrinsicContentSize.height, bounds.height)
        return Rect(x: x, y: (bounds.height - vh) / 2, width: width, height: Swift.max(vh, 0))
    }

    /// Draws the background and the hairline under the bar.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        canvas.fill(Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1), color: theme.separator)
    }
}
