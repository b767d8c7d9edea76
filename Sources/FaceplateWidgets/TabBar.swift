import Faceplate

/// The bar at the bottom of a ``TabBarController``: one button per item, side by side across the bar,
/// the selected one in the tint (UIKit's `UITabBar`).
///
/// Items fill the bar in equal widths, first at the leading edge, as UIKit's compact tab bar lays
/// them out. The selected item's image and title take ``tintColor`` (the theme's primary colour unless
/// set), the others ``unselectedItemTintColor`` (the theme's secondary text colour unless set); the
/// bar is filled with ``barTintColor`` (the theme's surface unless set) with a hairline along its top.
/// The bar is opaque (UIKit's `isTranslucent` false): a tab's view ends above it. For the screen
/// reader the bar is a tab bar (``AccessibilityTraits/tabBar``) and each item is spoken as VoiceOver
/// speaks it: "Schedule, tab, 2 of 3". A tab bar controller manages its bar: select tabs through the
/// controller, not by setting ``selectedItem``.
@MainActor open class TabBar: View {
    /// UIKit's tab bar height on a phone, without the home indicator: 49 points.
    public static let standardHeight = 49.0

    /// The colours and fonts it draws with.
    public let theme: Theme
    /// Whether content shows through the bar (UIKit's `isTranslucent`): false, Faceplate's bar is opaque.
    public var isTranslucent: Bool { false }

    /// The items, leading first (UIKit's `items`).
    public private(set) var items: [TabBarItem]?
    /// The selected item; one not among ``items`` is ignored (UIKit's `selectedItem`).
    public var selectedItem: TabBarItem? {
        didSet {
            if let item = selectedItem, !(items ?? []).contains(where: { $0 === item }) { selectedItem = oldValue; return }
            if selectedItem !== oldValue { updateSelection() }
        }
    }
    /// The colour of the items that are not selected (UIKit's `unselectedItemTintColor`); nil: the
    /// theme's secondary text colour.
    public var unselectedItemTintColor: Color? { didSet { if unselectedItemTintColor != oldValue { updateColors() } } }
    /// The bar's fill (UIKit's `barTintColor`); nil: the theme's surface colour.
    public var barTintColor: Color? { didSet { if barTintColor != oldValue { backgroundColor = barTintColor ?? theme.surface } } }

    /// Called with an item's index when its button is tapped (the tab bar controller decides).
    var itemTapped: (@MainActor (Int) -> Void)?
    /// The title an item without one shows (its controller's `title`), asked of the controller.
    var titleForUntitledItem: (@MainActor (Int) -> String?)?

    /// One button per item, in the items' order.
    private(set) var buttons: [TabBarButton] = []

    /// Creates a bar drawn with `theme`.
    public init(frame: Rect = .zero, theme: Theme = .current) {
        self.theme = theme
        super.init(frame: frame)
        backgroundColor = theme.surface
        accessibilityTraits = .tabBar
    }

    /// Creates a bar with the current theme.
    public override convenience init(frame: Rect) { self.init(frame: frame, theme: .current) }

    /// Replaces the items (UIKit's `setItems(_:animated:)`; the change is not animated). The selected
    /// item stays selected when it is among the new items; otherwise none is.
    open func setItems(_ newItems: [TabBarItem]?, animated: Bool) {
        for item in items ?? [] where !(newItems ?? []).contains(where: { $0 === item }) { item.didChange = nil }
        items = newItems
        let list = newItems ?? []
        // Buttons are kept and shown new items, so re-setting the same items makes nothing.
        while buttons.count > list.count { buttons.removeLast().removeFromSuperview() }
        for (index, item) in list.enumerated() {
            if index < buttons.count {
                if buttons[index].item !== item { buttons[index].show(item) }
            } else {
                let button = TabBarButton(item: item, bar: self)
                button.addTarget(self, action: { bar, control, _ in bar.buttonTapped(control) }, for: .primaryActionTriggered, name: "select tab")
                buttons.append(button)
                addSubview(button)
                button.update()   // now that the bar knows it, an untitled item finds its controller's title
            }
            item.didChange = { [weak self] in self?.itemDidChange(item) }
        }
        if let selected = selectedItem, !list.contains(where: { $0 === selected }) { selectedItem = nil }
        updateSelection()
        setNeedsLayout()
    }

    /// The colour selected items take: the tint.
    var selectedColor: Color { inheritedTintColor ?? theme.primary }
    /// The colour other items take.
    var unselectedColor: Color { unselectedItemTintColor ?? theme.secondaryText }

    /// The bar's tint (UIKit's `tintColor`) colours the selected item.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    /// Asked by a button whose item has no title.
    func fallbackTitle(for button: TabBarButton) -> String? {
        guard let index = buttons.firstIndex(where: { $0 === button }) else { return nil }
        return titleForUntitledItem?(index)
    }

    /// The item's button shows it again (a title, image or badge changed).
    private func itemDidChange(_ item: TabBarItem) {
        for button in buttons where button.item === item { button.update() }
    }

    /// Titles drawn from the controllers' titles are read again.
    func updateTitles() {
        for button in buttons where button.item.title == nil { button.update() }
    }

    private func buttonTapped(_ control: Control) {
        guard let index = buttons.firstIndex(where: { $0 === control }) else { return }
        if let itemTapped { itemTapped(index) } else if let list = items, index < list.count { selectedItem = list[index] }
    }

    private func updateSelection() {
        for button in buttons { button.isSelected = button.item === selectedItem }
    }

    private func updateColors() {
        for button in buttons { button.updateColors() }
    }

    /// Equal widths across the bar, leading first (the last one takes what rounding leaves).
    open override func layoutSubviews() {
        let n = buttons.count
        guard n > 0 else { return }
        let b = bounds, width = (b.width / Double(n)).rounded(.down)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (i, button) in buttons.enumerated() {
            let x = Double(i) * width, w = i == n - 1 ? b.width - x : width
            button.frame = Rect(x: rtl ? b.width - x - w : x, y: 0, width: w, height: b.height)
        }
    }

    /// Draws the background and the hairline along the top.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        canvas.fill(Rect(x: 0, y: 0, width: bounds.width, height: 1), color: theme.separator)
    }
}
