import FaceplateText

/// One row of a ``TableView`` (UIKit's `UITableViewCell`): a ``contentView`` holding a text label, a
/// detail label and an image view laid out by ``CellStyle``, an accessory at the trailing edge, and
/// the highlighted and selected looks.
///
/// Cells are made by the table from a registered class
/// (``TableView/register(_:forCellReuseIdentifier:)``) and reused: when a row scrolls away its cell
/// goes back to a pool and comes out again, through ``prepareForReuse()``, for the next row that
/// scrolls in. Configure everything a row shows in the data source's `cellForRowAt`.
///
/// Subclasses add their views to ``contentView``. Registered subclasses are made with
/// ``init(style:reuseIdentifier:)``, which is `required` here (Swift makes a class from a type
/// value only through a required initializer): an override must say `required override init`.
@MainActor open class TableViewCell: View {
    /// How the built-in labels are arranged (UIKit's `UITableViewCell.CellStyle`).
    public enum CellStyle: Sendable, CaseIterable {
        /// A text label on the leading side (no detail label).
        case `default`
        /// The text label leading and the detail label trailing, in the secondary colour (Settings' values).
        case value1
        /// A short blue text label in a trailing-aligned column, the detail label after it (Contacts).
        case value2
        /// The text label over a smaller detail label, both leading.
        case subtitle
    }

    /// The standard mark at a cell's trailing edge (UIKit's `UITableViewCell.AccessoryType`).
    public enum AccessoryType: Sendable, CaseIterable {
        /// No accessory.
        case none
        /// A chevron: tapping the row shows more.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark, in the tint colour: the row is the chosen one.
        case checkmark
        /// An info button; tapping it calls the delegate's `accessoryButtonTappedForRowWith`.
        case detailButton
    }

    /// The control an editing table shows at a row's leading edge (UIKit's `UITableViewCell.EditingStyle`).
    public enum EditingStyle: Sendable, CaseIterable {
        /// No control; the content is not indented.
        case none
        /// A red minus: tapping it reveals the Delete button, whose tap commits the deletion.
        case delete
        /// A green plus: tapping it commits an insertion.
        case insert
    }

    /// How a highlighted or selected cell looks (UIKit's `UITableViewCell.SelectionStyle`; blue and
    /// gray both draw grey, as in UIKit since iOS 7).
    public enum SelectionStyle: Sendable, CaseIterable {
        /// No look: the row is still selected, it just does not show it.
        case none
        /// Grey (UIKit's blue has been grey since iOS 7).
        case blue
        /// Grey.
        case gray
        /// Grey: the system's selected background.
        case `default`
    }

    /// The identifier the cell is reused under; nil for a cell that is not reused.
    public let reuseIdentifier: String?
    /// The arrangement of the built-in labels.
    public let style: CellStyle
    /// The view the cell's content goes in; it leaves room for the accessory.
    public let contentView: View

    /// The colours and fonts; ``Theme/current`` unless set.
    public var theme: Theme { didSet { applyTheme(); setNeedsDisplay() } }

    private(set) var label: Label?
    private(set) var detailLabel: Label?
    private(set) var image: ImageView?

    /// The main label, made on first use (UIKit's is optional too, so `cell.textLabel?.text = …` ports as is).
    public var textLabel: Label? {
        if let label { return label }
        let l = Label()
        contentView.addSubview(l)
        label = l
        applyTheme()
        setNeedsLayout()
        return l
    }
    /// The secondary label; nil for the ``CellStyle/default`` style, which has none.
    public var detailTextLabel: Label? { style == .default ? nil : makeDetailLabel() }
    private func makeDetailLabel() -> Label {
        if let detailLabel { return detailLabel }
        let l = Label()
        contentView.addSubview(l)
        detailLabel = l
        applyTheme()
        setNeedsLayout()
        return l
    }
    /// The image on the leading side, made on first use; shown when it has an image.
    public var imageView: ImageView? {
        if let image { return image }
        let v = ImageView()
        v.contentMode = .center
        contentView.addSubview(v)
        image = v
        setNeedsLayout()
        return v
    }

    /// What the cell shows, as current UIKit code sets it; nil (the default) for the built-in labels
    /// set directly. Setting one shows its text, secondary text and image in the built-in views,
    /// arranged by the configuration.
    public var contentConfiguration: ListContentConfiguration? {
        didSet {
            guard contentConfiguration != oldValue else { return }
            if let c = contentConfiguration {
                textLabel?.text = c.text
                if c.secondaryText != nil || detailLabel != nil { makeDetailLabel().text = c.secondaryText }
                if c.image != nil || image != nil { imageView?.image = c.image }
            }
            applyTheme()
            setNeedsLayout()
        }
    }

    /// A configuration for this cell's style with nothing in it yet (UIKit's
    /// `defaultContentConfiguration()`): ``ListContentConfiguration/cell()`` for the default style,
    /// the subtitle or value arrangement for those styles.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// The arrangement the labels are laid out by: the configuration's, else the cell's style.
    var layoutStyle: CellStyle { contentConfiguration?.cellStyle ?? style }

    /// The standard accessory. Default ``AccessoryType/none``.
    public var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { setNeedsLayout(); setNeedsDisplay() } } }
    /// A view shown in place of ``accessoryType`` (a switch, say), sized by its own frame.
    public var accessoryView: View? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout(); setNeedsDisplay()
        }
    }
    /// The standard accessory shown while the table is editing, in place of ``accessoryType`` (UIKit's
    /// `editingAccessoryType`). Default ``AccessoryType/none``; an ``accessoryView`` hides while editing.
    public var editingAccessoryType: AccessoryType = .none {
        didSet { if editingAccessoryType != oldValue && editing { setNeedsLayout(); setNeedsDisplay() } }
    }
    /// Whether the cell is in editing mode: its editing control at the leading edge, its reorder
    /// control at the trailing one. The table sets it for the rows it shows (``TableView/setEditing(_:animated:)``).
    public var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    /// The control the cell shows while editing: the table sets it from its delegate's
    /// `editingStyleForRowAt` (``EditingStyle/none`` for a row its data source says cannot be edited).
    /// ``EditingStyle/none`` by default, as in UIKit.
    public internal(set) var editingStyle: EditingStyle = .none {
        didSet { if editingStyle != oldValue { setNeedsLayout(); setNeedsDisplay() } }
    }
    /// Whether the three-line reorder control shows while editing. The table sets it for each row it
    /// shows from its data source's `canMoveRowAt`, as UIKit's table does for data sources that can
    /// move rows.
    public var showsReorderControl = false { didSet { if showsReorderControl != oldValue { setNeedsLayout(); setNeedsDisplay() } } }
    /// Whether the content moves aside for the editing control while editing. True by default; the
    /// delegate's `shouldIndentWhileEditingRowAt` can turn it off for a row too.
    public var shouldIndentWhileEditing = true { didSet { if shouldIndentWhileEditing != oldValue { setNeedsLayout() } } }
    /// How many steps the content is indented by (UIKit's `indentationLevel`). Default 0.
    public var indentationLevel = 0 { didSet { if indentationLevel != oldValue { setNeedsLayout() } } }
    /// The width of one indentation step, UIKit's 10 points.
    public var indentationWidth = 10.0 { didSet { if indentationWidth != oldValue { setNeedsLayout() } } }
    /// Set by the table: whether its delegate lets this row indent while editing.
    var delegateIndents = true { didSet { if delegateIndents != oldValue { setNeedsLayout() } } }
    /// Set by the table: whether the row shows the multiple-selection circle while editing
    /// (``TableView/allowsMultipleSelectionDuringEditing``).
    var showsSelectionCircle = false {
        didSet { if showsSelectionCircle != oldValue { setNeedsLayout(); setNeedsDisplay() } }
    }

    /// Enters or leaves editing mode. With `animated` the content slides aside (or back) with the
    /// table's row animation; the controls show at once.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        setNeedsDisplay()
        setNeedsLayout()
        if animated, let window {
            View.animate(in: window, withDuration: TableView.rowAnimationDuration, animations: { self.layoutIfNeeded() })
        }
    }

    /// How the cell shows being highlighted or selected. Default ``SelectionStyle/default``.
    public var selectionStyle: SelectionStyle = .default { didSet { if selectionStyle != oldValue { setNeedsDisplay() } } }

    /// Whether the cell shows as selected. The table sets it for its selected rows.
    public var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell shows as highlighted (a finger rests on it).
    public var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var selected = false
    private var highlighted = false

    /// How long the selected or highlighted look takes to fade in or out when set with `animated`
    /// (about UIKit's, whose animated deselect fades the grey away).
    public static let selectionFadeDuration = 0.3

    /// Sets the selected look. With `animated` it fades in or out over ``selectionFadeDuration`` on
    /// the display's frames (the application's ``Faceplate/Animator``); without, it changes at once
    /// (the table selects a tapped row at once, and a deselect with animation fades it away).
    /// ``isSelected`` changes at once either way. A cell in no window changes at once.
    open func setSelected(_ selected: Bool, animated: Bool) {
        // The same value without animation still stops a fade (a reused cell shows its look at once).
        guard selected != self.selected || (!animated && selectionFade != nil) else { return }
        let shown = selectionLook
        self.selected = selected
        lookChanged(from: shown, animated: animated)
    }
    /// Sets the highlighted look, fading it as ``setSelected(_:animated:)`` does when `animated`.
    /// ``isHighlighted`` changes at once either way.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        // The same value without animation still stops a fade (a reused cell shows its look at once).
        guard highlighted != self.highlighted || (!animated && selectionFade != nil) else { return }
        let shown = selectionLook
        self.highlighted = highlighted
        lookChanged(from: shown, animated: animated)
    }

    /// How much of the selected look shows while it fades, 0 … 1; nil: the model's look.
    @exclusivity(unchecked) private var selectionFade: Double?
    /// How much of the selected look is drawn now, 0 … 1.
    private var selectionLook: Double { selectionFade ?? (showsSelectionLook ? 1 : 0) }

    /// The model's look changed while `from` of the selected look was drawn: fade to the new look, or
    /// stop a fade and show it at once.
    private func lookChanged(from shown: Double, animated: Bool) {
        let target = showsSelectionLook ? 1.0 : 0.0
        if shown != target || selectionFade != nil {
            if let animator = window?.application.animator {
                selectionFade = animator.glide(self, from: shown, to: target, animated: animated && shown != target && animator.hasRoom,
                                               duration: TableViewCell.selectionFadeDuration)
            } else {
                selectionFade = nil
            }
        }
        setNeedsDisplay()
    }

    // Set by the table for the row the cell shows: where its separator starts, and which corners
    // round in an inset-grouped section.
    var separatorLeading = 16.0
    var separatorTrailing = 0.0
    var separatorColor: Color?
    var roundsTopCorners = false
    var roundsBottomCorners = false
    var cornerRadius = 0.0
    /// The cell background the table's style asks for (nil: the theme's background).
    var styleBackground: Color? { didSet { if styleBackground != oldValue { setNeedsDisplay() } } }

    /// The leading and trailing margin of the content, UIKit's 16 points.
    static let margin = 16.0

    /// Creates a cell of `style`, reused under `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        theme = Theme.current
        contentView = View()
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        boundsHitTestingClass = ObjectIdentifier(TableViewCell.self)   // hit-tests as View does (View+BoundsHitTesting.swift)
        addSubview(contentView)
        isAccessibilityElement = true
    }

    // MARK: Accessibility

    /// Without one set, the labels of the content view read as one, ", " between them, as UIKit's
    /// cell reads its text and detail text together.
    open override var accessibilityLabel: String? {
        get {
            if let set = super.accessibilityLabel { return set }
            var parts: [String] = []
            TableViewCell.collectLabels(in: contentView, into: &parts)
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        }
        set { super.accessibilityLabel = newValue }
    }
    private static func collectLabels(in view: View, into parts: inout [String]) {
        for sub in view.subviews where !sub.isHidden && !sub.accessibilityElementsHidden {
            if sub.isAccessibilityElement {
                if let text = sub.accessibilityLabel, !text.isEmpty { parts.append(text) }
            } else {
                collectLabels(in: sub, into: &parts)
            }
        }
    }
    /// The traits set, with ``AccessibilityTraits/selected`` while selected and
    /// ``AccessibilityTraits/button`` while an accessory says the row opens something.
    open override var accessibilityTraits: AccessibilityTraits {
        get {
            var traits = super.accessibilityTraits
            if selected { traits.insert(.selected) }
            if accessoryType == .disclosureIndicator || accessoryType == .detailDisclosureButton { traits.insert(.button) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    /// Creates a ``CellStyle/default`` cell that is not reused.
    public override convenience init(frame: Rect) {
        self.init(style: .default, reuseIdentifier: nil)
        if frame != .zero { self.frame = frame }
    }

    /// Called before the table hands the cell out again for another row. Clears the highlight and
    /// selection looks (the table sets them for the new row); subclasses that override it call super.
    /// Set the content in `cellForRowAt`, not here.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
    }

    private func applyTheme() {
        label?.font = theme.bodyFont
        label?.textColor = theme.text
        switch layoutStyle {
        case .default, .value1:
            detailLabel?.font = theme.bodyFont
            detailLabel?.textColor = theme.secondaryText
        case .subtitle:
            detailLabel?.font = theme.smallFont
            detailLabel?.textColor = theme.text
        case .value2:
            label?.font = theme.smallFont
            label?.textColor = theme.primary
            detailLabel?.font = theme.bodyFont
            detailLabel?.textColor = theme.text
        }
    }

    // MARK: Layout

    /// The width the accessory takes at the trailing edge, margin included.
    var accessoryWidth: Double {
        if let accessoryView, !editing { return accessoryView.bounds.width + TableViewCell.margin + 8 }
        switch shownAccessoryType {
        case .none: return 0
        case .disclosureIndicator, .checkmark: return TableViewCell.margin + 20
        case .detailButton: return TableViewCell.margin + 26
        case .detailDisclosureButton: return TableViewCell.margin + 46
        }
    }

    /// The accessory's rectangle, in the cell's coordinates (empty when there is none).
    var accessoryRect: Rect {
        let w = accessoryWidth
        guard w > 0 else { return .zero }
        return Rect(x: bounds.width - reorderWidth - w, y: 0, width: w, height: bounds.height)
    }

    /// Lays out the content view (leaving the accessory its room), then the built-in labels by style.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let accessory = accessoryWidth
        let indent = contentIndent, trailingRoom = accessory + reorderWidth
        contentView.frame = Rect(x: indent, y: 0, width: Swift.max(size.width - indent - trailingRoom, 0), height: size.height)
        accessoryView?.isHidden = editing
        if let accessoryView {
            let s = accessoryView.bounds.size
            accessoryView.frame = Rect(x: size.width - TableViewCell.margin - s.width, y: ((size.height - s.height) / 2).rounded(),
                                       width: s.width, height: s.height)
        }
        let m = TableViewCell.margin
        var leading = m
        if let image, let picture = image.image {
            let w = Double(picture.width), h = Swift.min(Double(picture.height), size.height)
            image.frame = Rect(x: m, y: ((size.height - h) / 2).rounded(), width: w, height: h)
            leading = m + w + m
        } else {
            image?.frame = .zero
        }
        let trailing = contentView.bounds.width - (trailingRoom > 0 ? 0 : m)
        let width = Swift.max(trailing - leading, 0)
        let h = size.height
        switch layoutStyle {
        case .default:
            label?.frame = Rect(x: leading, y: 0, width: width, height: h)
            label?.textAlignment = .natural
            detailLabel?.frame = .zero
        case .subtitle:
            let top = TableViewCell.lineHeight(of: label, width: width), bottom = TableViewCell.lineHeight(of: detailLabel, width: width)
            let y = ((h - top - bottom) / 2).rounded()
            label?.frame = Rect(x: leading, y: y, width: width, height: top)
            detailLabel?.frame = Rect(x: leading, y: y + top, width: width, height: bottom)
            label?.textAlignment = .natural
            detailLabel?.textAlignment = .natural
        case .value1:
            // The detail takes what it needs from the trailing side; the text gets the rest.
            let detailWidth = Swift.min(detailLabel?.intrinsicContentSize.width ?? 0, width / 2)
            detailLabel?.frame = Rect(x: trailing - detailWidth, y: 0, width: detailWidth, height: h)
            detailLabel?.textAlignment = .right
            label?.frame = Rect(x: leading, y: 0, width: Swift.max(width - detailWidth - 8, 0), height: h)
            label?.textAlignment = .natural
        case .value2:
            let column = (width * 0.3).rounded()
            label?.frame = Rect(x: leading, y: 0, width: column, height: h)
            label?.textAlignment = .right
            detailLabel?.frame = Rect(x: leading + column + 6, y: 0, width: Swift.max(width - column - 6, 0), height: h)
            detailLabel?.textAlignment = .natural
        }
    }

    /// The cell's size for a width (the table asks with `.required` and ``LayoutPriority/fittingSizeLevel``
    /// for self-sizing rows): the height the constraints inside ``contentView`` give it, as UIKit's
    /// cells measure, or — with no constraints there — the height the built-in labels and image need,
    /// at least the standard 44 points. A content view whose constraints give no height gets the
    /// standard height too, as UIKit does. The accessory's width is left out of the content's.
    open override func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                               verticalFittingPriority: LayoutPriority) -> Size {
        let contentWidth = Swift.max(targetSize.width - accessoryWidth - contentIndent - reorderWidth, 0)
        var height = builtInContentHeight(width: contentWidth)
        if !contentView.constraints.isEmpty {
            let fitted = contentView.systemLayoutSizeFitting(Size(width: contentWidth, height: targetSize.height),
                                                             withHorizontalFittingPriority: horizontalFittingPriority,
                                                             verticalFittingPriority: verticalFittingPriority)
            height = Swift.max(height, fitted.height.rounded(.up))
        }
        return Size(width: targetSize.width, height: height > 0 ? height : TableViewCell.standardHeight)
    }

    // MARK: Drawing

    /// Whether the highlighted or selected look shows.
    var showsSelectionLook: Bool { (highlighted || selected) && selectionStyle != .none }

    /// Draws the background (rounded at an inset-grouped section's ends), the highlight, the separator
    /// and the accessory.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        let b = bounds
        let look = selectionLook
        let base = backgroundColor ?? styleBackground ?? theme.background
        let fill = look >= 1 ? TableViewCell.selectedBackground(theme) : look <= 0 ? base
            : Button.mix(base, TableViewCell.selectedBackground(theme), look)
        if cornerRadius > 0 && (roundsTopCorners || roundsBottomCorners) {
            // Only the section's outer corners round: draw a taller rounded box and clip off the square end.
            let r = cornerRadius
            let top = roundsTopCorners ? b.minY : b.minY - r
            let bottom = roundsBottomCorners ? b.maxY : b.maxY + r
            canvas.save()
            canvas.clip(to: b)
            canvas.fillRoundedRect(Rect(x: b.minX, y: top, width: b.width, height: bottom - top), radius: r, color: fill)
            canvas.restore()
        } else {
            canvas.fill(b, color: fill)
        }
        if let separatorColor, look < 1 {
            let x = b.minX + separatorLeading
            canvas.fill(Rect(x: x, y: b.maxY - 1, width: Swift.max(b.maxX - separatorTrailing - x, 0), height: 1), color: separatorColor)
        }
        drawAccessory(in: &canvas)
        if editing { drawEditingControls(in: &canvas) }
    }

    private func drawAccessory(in canvas: inout Canvas) {
        guard accessoryView == nil || editing, shownAccessoryType != .none else { return }
        let b = bounds, m = TableViewCell.margin
        let right = b.maxX - m - reorderWidth
        switch shownAccessoryType {
        case .none:
            break
        case .disclosureIndicator:
            drawChevron(right: right, in: &canvas)
        case .checkmark:
            theme.bodyFont.draw("✓", in: Rect(x: right - 20, y: b.minY, width: 20, height: b.height),
                                color: accent(theme), alignment: .right, into: &canvas)
        case .detailButton:
            drawInfo(right: right, in: &canvas)
        case .detailDisclosureButton:
            drawChevron(right: right, in: &canvas)
            drawInfo(right: right - 20, in: &canvas)
        }
    }

    /// UIKit's chevron: two strokes meeting at a point, in the tertiary grey.
    private func drawChevron(right: Double, in canvas: inout Canvas) {
        let color = theme.secondaryText.withAlpha(0.6)
        let cy = bounds.midY.rounded()
        // Built from one-pixel steps two pixels thick: the shape is small and sharp edges read as a chevron.
        var i = 0.0
        while i < 7 {
            canvas.fill(Rect(x: right - 8 + i, y: cy - 7 + i, width: 2, height: 1), color: color)
            canvas.fill(Rect(x: right - 8 + i, y: cy + 7 - i, width: 2, height: 1), color: color)
            i += 1
        }
        canvas.fill(Rect(x: right - 1, y: cy, width: 2, height: 1), color: color)
    }

    /// An "i" in a ring, in the tint colour.
    private func drawInfo(right: Double, in canvas: inout Canvas) {
        let d = 22.0
        let box = Rect(x: right - d, y: (bounds.midY - d / 2).rounded(), width: d, height: d)
        canvas.strokeRoundedRect(box, radius: d / 2, lineWidth: 1.5, color: accent(theme))
        theme.smallFont.draw("i", in: box, color: accent(theme), alignment: .center, into: &canvas)
    }

    /// The system's selected-cell background (UIKit's systemGray4) for the theme's style.
    static func selectedBackground(_ theme: Theme) -> Color {
        theme.style == .dark ? Color(hex: 0x3A3A3C) : Color(hex: 0xD1D1D6)
    }
}

extension TableViewCell: Animatable {
    /// The selected look's next step while it fades.
    public func animationStep(token: Int, value: Double, finished: Bool) {
        selectionFade = finished ? nil : value
        setNeedsDisplay()
    }
}
