import Faceplate
import FaceplateText

/// One item's view in a ``TabBar``: its image over its title (the title alone without an image), in
/// the bar's tint while selected and its unselected tint otherwise, and the item's badge at the top
/// trailing corner of the content. A control, as UIKit's tab bar buttons are: a tap sends
/// `primaryActionTriggered`, which the bar turns into a selection.
@MainActor final class TabBarButton: Control {
    /// The item shown.
    private(set) var item: TabBarItem
    let titleLabel = Label(frame: .zero)
    private let badgeLabel = Label(frame: .zero)
    private unowned(unsafe) let bar: TabBar
    /// Where the image is drawn (zero without one) and where the badge's capsule is.
    private var imageRect = Rect.zero
    private var badgeRect = Rect.zero

    /// The image's largest side: UIKit's tab bar icons are about 25–30 points.
    static let imageSide = 28.0
    /// The badge's height (and its smallest width); the dot for an empty badge is smaller.
    static let badgeHeight = 18.0
    static let dotSide = 8.0

    init(item: TabBarItem, bar: TabBar) {
        self.item = item
        self.bar = bar
        super.init(frame: .zero)
        let theme = bar.theme
        isAccessibilityElement = true
        accessibilityTraits = .button
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        badgeLabel.font = theme.font(size: 13, weight: .medium)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badgeLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
        addSubview(badgeLabel)
        update()
    }

    /// A tap that ends inside selects the tab, as a button's does.
    override var eventsOnTouchUpInside: ControlEvents { .primaryActionTriggered }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? item.accessibilityLabel ?? titleLabel.text }
        set { super.accessibilityLabel = newValue }
    }
    /// The badge is spoken after the name, as its value.
    override var accessibilityValue: String? {
        get { super.accessibilityValue ?? item.badgeValue.flatMap { $0.isEmpty ? nil : $0 } }
        set { super.accessibilityValue = newValue }
    }
    override var traceLabel: String? { accessibilityIdentifier ?? titleLabel.text ?? item.accessibilityLabel }

    override var isSelected: Bool { didSet { if isSelected != oldValue { updateColors() } } }
    override var isEnabled: Bool { didSet { if isEnabled != oldValue { updateColors() } } }

    /// Shows `newItem` in place of the one shown.
    func show(_ newItem: TabBarItem) {
        item = newItem
        update()
    }

    /// Reads the item again: title, fonts for with or without an image, badge, enabled state.
    func update() {
        let theme = bar.theme
        titleLabel.text = item.title ?? bar.fallbackTitle(for: self)
        titleLabel.font = item.image == nil ? theme.font(size: 15, weight: .medium) : theme.font(size: 11, weight: .medium)
        badgeLabel.text = item.badgeValue
        badgeLabel.isHidden = item.badgeValue?.isEmpty ?? true
        accessibilityIdentifier = item.accessibilityIdentifier
        isEnabled = item.isEnabled
        updateColors()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The title in the tint while selected, else in the bar's unselected tint; dimmed when disabled.
    func updateColors() {
        let color = isSelected ? bar.selectedColor : bar.unselectedColor
        titleLabel.textColor = isEnabled ? color : color.withAlpha(bar.theme.disabledAlpha)
        setNeedsDisplay()
    }

    /// The image (if any) near the top with the title under it, or the title alone in the middle; the
    /// badge's capsule over the content's top trailing corner.
    override func layoutSubviews() {
        let b = bounds
        let contentTrailing: Double
        let titleHeight = Swift.min(titleLabel.font.lineHeight + 2, b.height)
        let textWidth = Swift.min(titleLabel.intrinsicContentSize.width, b.width)
        if let image = item.image {
            let side = TabBarButton.imageSide
            let scale = Swift.min(1, side / Swift.max(Double(image.width), Double(image.height), 1))
            let w = Double(image.width) * scale, h = Double(image.height) * scale
            imageRect = Rect(x: ((b.width - w) / 2).rounded(), y: 4 + ((side - h) / 2).rounded(), width: w, height: h)
            titleLabel.frame = Rect(x: 0, y: Swift.max(b.height - titleHeight - 2, 0), width: b.width, height: titleHeight)
            contentTrailing = imageRect.maxX
        } else {
            imageRect = .zero
            titleLabel.frame = Rect(x: 0, y: ((b.height - titleHeight) / 2).rounded(), width: b.width, height: titleHeight)
            contentTrailing = ((b.width + textWidth) / 2).rounded()
        }
        if let badge = item.badgeValue {
            let flipped = effectiveUserInterfaceLayoutDirection == .rightToLeft
            if badge.isEmpty {
                let side = TabBarButton.dotSide
                badgeRect = Rect(x: contentTrailing - 2, y: 4, width: side, height: side)
            } else {
                let h = TabBarButton.badgeHeight
                let w = Swift.max(h, badgeLabel.intrinsicContentSize.width + 10)
                badgeRect = Rect(x: contentTrailing - 6, y: 2, width: w, height: h)
            }
            // Right to left the content's trailing corner is on the left: the badge mirrors across the item.
            if flipped { badgeRect.origin.x = b.width - badgeRect.maxX }
            badgeLabel.frame = badgeRect
        } else {
            badgeRect = .zero
        }
    }

    /// The image in the selected or normal state, and the badge's capsule (its text is the badge label).
    override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        if let image = (isSelected ? item.selectedImage : nil) ?? item.image, !imageRect.isEmpty {
            canvas.drawImage(image, in: imageRect)
        }
        if item.badgeValue != nil, !badgeRect.isEmpty {
            canvas.fillRoundedRect(badgeRect, radius: badgeRect.height / 2, color: item.badgeColor ?? .systemRed)
        }
    }
}
