import FaceplateText

/// A push button (UIKit's `UIButton`): a control that sends `primaryActionTriggered` together with
/// `touchUpInside`, with a title, title colour, background colour and image per control state.
///
/// The default look is a filled, rounded button in the theme's accent (``Theme/primary``) with a soft
/// drop shadow below it and a centred title in ``Theme/onPrimary``; while pressed the fill darkens
/// (``Theme/primaryPressed``), and a disabled button draws at ``Theme/disabledAlpha``. An image and a
/// title are laid out side by side, image first, centred together.
///
/// ``init(type:)`` makes UIKit's other kinds (``ButtonType``): ``ButtonType/system`` is UIKit's
/// system button — a title in the accent colour, no fill, no shadow, dimmed while pressed — and
/// ``ButtonType/close``, ``ButtonType/contactAdd`` and ``ButtonType/detailDisclosure`` draw UIKit's
/// glyphs. A button made with ``init(frame:)`` is a ``ButtonType/custom`` one, as UIKit documents, but
/// keeps the filled look above: UIKit's custom button has no look of its own (a white title on
/// nothing, invisible on a light screen), and a panel's button must be seen.
///
/// Per-state values follow UIKit: the value set for the exact current state is used, else the value
/// for ``ControlState/normal``, else the theme's default. A background colour with zero alpha draws
/// a plain (text-only) button without a shadow.
///
/// A one-finger single-tap recognizer on an ancestor does not steal a button's tap: the button's
/// action runs instead, as in UIKit.
///
/// ```swift
/// let brew = Button(title: "Brew", frame: Rect(20, 20, 120, 48))
/// brew.addTarget(controller, action: { $0.brew() }, for: .primaryActionTriggered)
/// ```
@MainActor open class Button: Control {
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: Color] = [:]
    private var backgroundColors: [UInt: Color] = [:]
    private var images: [UInt: Image] = [:]
    private var customTitleFont: Font?
    /// The title font of the button's type when not ``ButtonType/custom`` (UIKit's system button title is
    /// 15 points), kept here so drawing does not look it up.
    var typeTitleFont: Font?
    /// ``typeTitleFont``'s size at the default text size; it grows with the text size as body text does.
    private var typeTitleBaseSize = 0.0
    /// The stroked part of the type's glyph (Button+ButtonType.swift), made on its first draw, in the
    /// glyph box's own coordinates so that any later draw, wherever the box sits, reuses it.
    var glyphStroke: BezierPath?
    /// The fill's corner radius when a ``Configuration`` sets one; the theme's otherwise.
    var cornerRadiusOverride: Double?
    /// The configuration applied (Button+Configuration.swift).
    var storedConfiguration: Configuration?
    /// The label made by ``titleLabel``, which then holds the title font.
    private var titleLabelStorage: Label?
    /// The default title font the ``titleLabel`` was given, while it still has it; nil when the app set one.
    private var titleLabelDefaultFont: Font?

    /// The kind of button (UIKit's `buttonType`): ``ButtonType/custom`` unless made by ``init(type:)``.
    // Unchecked exclusivity: set once while the button is made, read on every press and release.
    @exclusivity(unchecked) public internal(set) var buttonType = ButtonType.custom

    /// The colours, metrics and default font the button draws with; ``Theme/current`` unless set.
    // Unchecked exclusivity although a reference (the policy comment above `View.bounds`): only ever
    // assigned whole and read whole, so no access to it can overlap another; every press and release
    // reads it (`highlightChangesOverflow`), a checked access each.
    @exclusivity(unchecked) public var theme: Theme { didSet { setNeedsDisplay() } }

    /// The title's font; the theme's ``Theme/buttonFont`` unless set (15 points for the types other than
    /// ``ButtonType/custom``, as UIKit's). The same as ``titleLabel``'s font: setting either sets both.
    public var titleFont: Font {
        get { titleLabelStorage?.font ?? customTitleFont ?? typeTitleFont ?? theme.buttonFont }
        set {
            customTitleFont = newValue
            titleLabelStorage?.font = newValue
            setNeedsDisplay(); invalidateIntrinsicContentSize()
        }
    }

    /// The label that holds the title's font and shows the current title (UIKit's `titleLabel`), made on
    /// first use: `button.titleLabel?.font = .boldSystemFont(ofSize: 20)` restyles the title. The button
    /// draws the title itself with the label's font (the label is not a subview); colours are set per
    /// state with ``setTitleColor(_:for:)``, as UIKit asks.
    public var titleLabel: Label? {
        if let label = titleLabelStorage { return label }
        let label = Label()
        label.font = titleFont
        if customTitleFont == nil { titleLabelDefaultFont = label.font }
        label.text = currentTitle
        label.textColor = currentTitleColor
        label.textAlignment = .center
        label.fontDidChange = { [unowned self] in
            self.setNeedsDisplay()
            self.invalidateIntrinsicContentSize()
        }
        titleLabelStorage = label
        return label
    }

    /// Makes the type's title font `size` points at the default text size, scaled to the current one.
    func useTypeTitleFont(size: Double) {
        typeTitleBaseSize = size
        typeTitleFont = theme.font(size: FontMetrics.default.scaledValue(for: size, compatibleWith: traitCollection).rounded(), weight: .regular)
    }

    /// The text size changed: the type's title font takes the new size, and a ``titleLabel`` still in the
    /// default font takes the new default (one with `adjustsFontForContentSizeCategory` and a text-style
    /// font takes the style's new size). The label is no subview, so it hears of the change from here.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if typeTitleFont != nil { useTypeTitleFont(size: typeTitleBaseSize) }
        guard let label = titleLabelStorage else { return }
        if let given = titleLabelDefaultFont, label.font === given {
            let font = typeTitleFont ?? theme.buttonFont
            titleLabelDefaultFont = font
            label.font = font
        } else {
            label.traitCollectionDidChange(previousTraitCollection)
        }
    }

    /// Space between the image and the title when the button has both.
    public var imageTitleSpacing: Double = 8 { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }

    /// Padding between the edges and the content, used by ``intrinsicContentSize``.
    public var contentEdgeInsets = EdgeInsets(top: 10, left: 16, bottom: 10, right: 16) { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }

    /// Creates a button.
    public override init(frame: Rect = .zero) {
        theme = Theme.current
        super.init(frame: frame)
        boundsHitTestingClass = ObjectIdentifier(Button.self)   // hit-tests as View does (View+BoundsHitTesting.swift)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    /// Creates a button with a title for the normal state.
    public convenience init(title: String, frame: Rect = .zero) {
        self.init(frame: frame)
        setTitle(title, for: .normal)
    }

    // MARK: Per-state content

    /// Sets the title shown in `state` (the normal title is the fallback for other states).
    public func setTitle(_ title: String?, for state: ControlState) {
        titles[state.rawValue] = title
        titleLabelStorage?.text = currentTitle
        setNeedsDisplay()
        invalidateIntrinsicContentSize()     // UIButton re-measures when its title changes
    }
    /// The title set for exactly `state`.
    public func title(for state: ControlState) -> String? { titles[state.rawValue] }
    /// The title for the current state, falling back to the normal title.
    public var currentTitle: String? { titles[state.rawValue] ?? titles[ControlState.normal.rawValue] }

    /// Sets the title colour for `state`; nil removes it (the normal colour, else the type's: ``Theme/onPrimary``
    /// on a custom button's fill, the ``View/tintColor`` for a system button).
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        titleColors[state.rawValue] = color
        setNeedsDisplay()
    }
    /// The title colour set for exactly `state`.
    public func titleColor(for state: ControlState) -> Color? { titleColors[state.rawValue] }
    /// The title colour for the current state.
    public var currentTitleColor: Color { titleColors[state.rawValue] ?? titleColors[ControlState.normal.rawValue] ?? typeTitleColor }

    /// The title colour of the button's type when none is set.
    private var typeTitleColor: Color {
        switch buttonType {
        case .custom: theme.onPrimary
        case .close: theme.secondaryText
        default: accent(theme)
        }
    }

    /// Sets the fill for `state`; nil removes it. Without a highlighted fill, a custom normal fill is
    /// darkened while pressed; without any, the theme's accent and pressed accent are used.
    public func setBackgroundColor(_ color: Color?, for state: ControlState) {
        backgroundColors[state.rawValue] = color
        hasStateFills = !backgroundColors.isEmpty
        setNeedsDisplay()
    }
    /// Whether any per-state fill is set: `!backgroundColors.isEmpty` as a plain value, which
    /// ``highlightChangesOverflow`` reads on every press and release without a checked access.
    @exclusivity(unchecked) private var hasStateFills = false
    /// The fill set for exactly `state`.
    public func backgroundColor(for state: ControlState) -> Color? { backgroundColors[state.rawValue] }
    /// The fill for the current state.
    public var currentBackgroundColor: Color { fill(in: state) }

    /// The fill the button draws in state `s`.
    private func fill(in s: ControlState) -> Color {
        if let c = backgroundColors[s.rawValue] { return c }
        let normal = backgroundColors[ControlState.normal.rawValue]
        // UIKit: a button's `backgroundColor` is what shows behind its title. The theme's filled,
        // shadowed look is only the default of a button that has neither a backgroundColor nor a
        // per-state fill; painting it over a backgroundColor hid what the app asked for.
        // UIKit's system (and glyph) buttons draw no fill of their own.
        if normal == nil && (backgroundColor != nil || buttonType != .custom) { return .clear }
        if s.contains(.highlighted) {
            if let c = backgroundColors[ControlState.highlighted.rawValue] { return c }
            return normal?.darkened(by: 0.2) ?? theme.primaryPressed
        }
        return normal ?? theme.primary
    }

    /// Sets the image for `state`; nil removes it. Images are drawn at their pixel size.
    public func setImage(_ image: Image?, for state: ControlState) {
        images[state.rawValue] = image
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }
    /// The image set for exactly `state`.
    public func image(for state: ControlState) -> Image? { images[state.rawValue] }
    /// The image for the current state, falling back to the normal image.
    public var currentImage: Image? { images[state.rawValue] ?? images[ControlState.normal.rawValue] }

    // MARK: Behaviour

    /// The accessibility label; without one set, the title (UIKit's default for a button).
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }
    /// Traces name a button by its identifier, else its title.
    open override var traceLabel: String? { accessibilityIdentifier ?? currentTitle ?? accessibilityLabel }

    /// Highlighting changes the fill; the shadow outside the bounds changes only when one of the two
    /// fills is clear (a plain button draws no shadow), so usually a press repaints just the bounds.
    open override var highlightChangesOverflow: Bool {
        // Asked on every press and release. No per-state fill (the usual button):
        // fill(in:)'s answer without its dictionary look-ups, from plain values and the theme, read live
        // (a theme is a class: an app may change its colours in place).
        // Only a custom button draws a shadow, the one thing a press can change outside the bounds.
        if buttonType != .custom { return false }
        if !hasStateFills {
            if backgroundColor != nil { return false }        // clear in both states
            return (theme.primary.alpha > 0) != (theme.primaryPressed.alpha > 0)
        }
        var s = state
        s.remove(.highlighted)
        let normal = fill(in: s)
        s.insert(.highlighted)
        return (normal.alpha > 0) != (fill(in: s).alpha > 0)
    }

    /// How long a released button takes to fade its pressed fill back (UIKit's buttons fade their
    /// highlight back on release too; the press itself shows at once, so a tap feels immediate).
    public static let highlightFadeDuration = 0.15

    /// Pressing shows at once; releasing fades back over ``highlightFadeDuration`` on the display's
    /// frames (the application's ``Faceplate/Animator``). A button in no window changes at once.
    open override var isHighlighted: Bool {
        didSet {
            guard isHighlighted != oldValue else { return }
            // A press with no fade running has nothing to stop: the common case costs one comparison.
            if isHighlighted && highlightFade == nil { return }
            guard let animator = windowApplication?.animator else { highlightFade = nil; return }
            highlightFade = animator.glide(self, from: highlightFade ?? 1, to: 0, animated: !isHighlighted && animator.hasRoom,
                                           duration: Button.highlightFadeDuration)
        }
    }

    /// How much of the pressed fill shows while the release fades, 1 … 0; nil: the state's own fill.
    @exclusivity(unchecked) private var highlightFade: Double?
    /// ``highlightFade`` for the type's title dimming (Button+ButtonType.swift).
    var highlightFadeAmount: Double? { highlightFade }

    /// A configuration's colours follow the tint (Button+Configuration.swift).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChangedForConfiguration()
    }

    /// A button's tap is its primary action.
    open override var eventsOnTouchUpInside: ControlEvents { .primaryActionTriggered }

    /// A one-finger single tap is a button's own gesture.
    open override func gestureRecognizerOverlapsDefaultAction(_ recognizer: GestureRecognizer) -> Bool {
        (recognizer as? TapGestureRecognizer)?.isSingleTap ?? false
    }

    // MARK: Size

    /// The content (image, spacing, title) plus ``contentEdgeInsets``, at least the theme's
    /// minimum touch size high.
    open override var intrinsicContentSize: Size {
        let content = contentSize()
        let w = content.width + contentEdgeInsets.left + contentEdgeInsets.right
        let h = content.height + contentEdgeInsets.top + contentEdgeInsets.bottom
        return Size(width: w.rounded(.up), height: Swift.max(h, theme.minimumTouchSize).rounded(.up))
    }

    /// The intrinsic size, whatever `size` is offered.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    private func contentSize() -> Size {
        var w = 0.0, h = 0.0
        if let image = currentImage { w = Double(image.width); h = Double(image.height) }
        else if buttonType.drawsGlyph { w = ButtonType.glyphSize; h = ButtonType.glyphSize }
        if let title = currentTitle, !title.isEmpty {
            let t = titleFont.measure(title)
            if w > 0 { w += imageTitleSpacing }
            w += t.width
            h = Swift.max(h, titleFont.lineHeight)
        }
        return Size(width: w, height: h)
    }

    // MARK: Drawing

    /// The drop shadow reaches beyond the bounds by about the blur, shifted by its offset; a button of
    /// another type than ``ButtonType/custom`` draws no shadow.
    open override var drawingOverflow: EdgeInsets {
        if buttonType != .custom { return EdgeInsets() }
        let b = theme.shadowBlur + 1, o = theme.shadowOffset
        return EdgeInsets(top: Swift.max(0, b - o.y), left: b + Swift.max(0, -o.x), bottom: b + Swift.max(0, o.y), right: b + Swift.max(0, o.x))
    }

    /// Draws shadow, fill, image and title for the current state.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        canvas.save()
        if !isEnabled { canvas.alpha *= theme.disabledAlpha }
        var fill = currentBackgroundColor
        if let f = highlightFade {
            var pressed = state
            pressed.insert(.highlighted)
            fill = Button.mix(fill, self.fill(in: pressed), f)
        }
        if fill.alpha > 0 {
            let radius = cornerRadiusOverride ?? theme.cornerRadius
            if buttonType == .custom {
                canvas.drawShadow(bounds, radius: radius, offset: theme.shadowOffset, blur: theme.shadowBlur, color: theme.shadow)
            }
            canvas.fillRoundedRect(bounds, radius: radius, color: fill)
        }
        let image = currentImage, title = currentTitle
        let glyph = image == nil && buttonType.drawsGlyph
        let font = titleFont
        var titleWidth = 0.0
        if let title, !title.isEmpty { titleWidth = font.measure(title).width }
        var contentWidth = titleWidth
        if let image { contentWidth += Double(image.width) + (titleWidth > 0 ? imageTitleSpacing : 0) }
        if glyph { contentWidth += ButtonType.glyphSize + (titleWidth > 0 ? imageTitleSpacing : 0) }
        var x = (bounds.minX + (bounds.width - contentWidth) / 2).rounded(.down)
        let color = typeDimmed(currentTitleColor)
        if let image {
            let y = (bounds.minY + (bounds.height - Double(image.height)) / 2).rounded(.down)
            canvas.drawImage(image, in: Rect(x: x, y: y, width: Double(image.width), height: Double(image.height)))
            x += Double(image.width) + imageTitleSpacing
        } else if glyph {
            let side = ButtonType.glyphSize
            let y = (bounds.minY + (bounds.height - side) / 2).rounded(.down)
            drawGlyph(in: Rect(x: x, y: y, width: side, height: side), color: color, into: &canvas)
            x += side + imageTitleSpacing
        }
        if let title, titleWidth > 0 {
            // With an image the title sits right of it; alone it is centred in the bounds (its own
            // rounding), so a title-only button looks the same as before images existed.
            let box = image == nil && !glyph ? bounds : Rect(x: x, y: bounds.minY, width: titleWidth + 1, height: bounds.height)
            font.draw(title, in: box, color: color, alignment: image == nil && !glyph ? .center : .left, into: &canvas)
        }
        canvas.restore()
    }
}

extension Button: Animatable {
    /// The release fade's next step.
    public func animationStep(token: Int, value: Double, finished: Bool) {
        highlightFade = finished ? nil : value
        highlightChangesOverflow ? setNeedsDisplay() : setNeedsDisplay(bounds)
    }

    /// `a` with `f` (0…1) of the way to `b`, per channel.
    static func mix(_ a: Color, _ b: Color, _ f: Double) -> Color {
        @inline(__always) func m(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * f).rounded()) }
        return Color(red: m(a.red, b.red), green: m(a.green, b.green), blue: m(a.blue, b.blue), alpha: m(a.alpha, b.alpha))
    }
}
