import FaceplateText

/// Read-only text (UIKit's `UILabel`): one or more lines in a font and colour, wrapped and truncated
/// the way UILabel does, centred vertically in the bounds.
///
/// Defaults follow UIKit: one line, truncated at the tail with "…", natural alignment (the leading
/// edge of the text's direction: right for Arabic), and no user interaction, so touches fall through
/// to the view behind. The label keeps its text laid out (shaped, reordered, broken into lines) and
/// lays it out again only when the text, font, size or line settings change; drawing allocates
/// nothing once the text's glyphs are in the font's glyph caches.
///
/// ```swift
/// let temperature = Label(text: "21.5 °C", frame: Rect(20, 20, 200, 40))
/// temperature.font = Theme.current.titleFont
/// ```
@MainActor open class Label: View {
    private var customFont: Font?
    private var customTextColor: Color?
    /// The text laid out for the bounds; redone only when something it depends on changed.
    private let textLayout = TextLayout()

    /// The colours and default font the label draws with; ``Theme/current`` unless set.
    public var theme: Theme { didSet { setNeedsDisplay() } }

    /// The text; nil or empty draws nothing.
    /// Changing it re-measures the label (``View/invalidateIntrinsicContentSize()``), so a label
    /// placed by constraints or in a stack grows or shrinks by itself, as UILabel does.
    public var text: String? { didSet { if text != oldValue { setNeedsDisplay(); invalidateIntrinsicContentSize() } } }
    /// The font; the theme's ``Theme/bodyFont`` unless set.
    public var font: Font {
        get { customFont ?? theme.bodyFont }
        set { customFont = newValue; setNeedsDisplay(); invalidateIntrinsicContentSize(); fontDidChange?() }
    }
    /// Called after ``font`` is set: a button whose ``Button/titleLabel`` this is redraws its title.
    var fontDidChange: (@MainActor () -> Void)?
    /// The text colour; the theme's ``Theme/text`` unless set.
    public var textColor: Color {
        get { customTextColor ?? theme.text }
        set { customTextColor = newValue; setNeedsDisplay() }
    }
    /// Horizontal placement of each line. Default ``TextAlignment/natural``: the leading edge of the
    /// label's layout direction (``View/effectiveUserInterfaceLayoutDirection``), as UILabel's natural
    /// alignment follows the app's localization.
    public var textAlignment: TextAlignment = .natural { didSet { if textAlignment != oldValue { setNeedsDisplay() } } }
    /// The most lines shown; 0 means as many as fit the height. Default 1, as in UIKit.
    public var numberOfLines = 1 {
        didSet {
            guard numberOfLines != oldValue else { return }
            wrapsIntrinsicHeight = numberOfLines != 1
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// What happens to the last line when the text does not fit. Default ``LineBreakMode/byTruncatingTail``.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { if lineBreakMode != oldValue { setNeedsDisplay() } } }
    /// Disabled labels draw at the theme's ``Theme/disabledAlpha`` (UIKit greys them).
    public var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }
    /// Whether a font made by `Font.preferredFont(forTextStyle:)` follows the application's text size
    /// (UIKit's `adjustsFontForContentSizeCategory`): when the size changes the label takes its style's
    /// font at the new size. Default false, as in UIKit; a label with the theme's default font follows
    /// the text size either way.
    public var adjustsFontForContentSizeCategory = false

    /// The text size changed: a label that adjusts takes its text style's font at the new size.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard adjustsFontForContentSizeCategory, let style = customFont?.textStyle else { return }
        let resized = theme.preferredFont(forTextStyle: style, category: traitCollection.preferredContentSizeCategory)
        if resized !== customFont { font = resized }
    }
    /// The width ``intrinsicContentSize`` wraps multi-line text at; 0 = no wrapping except at `\n`.
    public var preferredMaxLayoutWidth: Double = 0 { didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } } }

    /// Creates a label.
    public override init(frame: Rect = .zero) {
        theme = Theme.current
        super.init(frame: frame)
        boundsHitTestingClass = ObjectIdentifier(Label.self)   // hit-tests as View does (View+BoundsHitTesting.swift)
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityTraits = .staticText
    }

    /// Creates a label showing `text`.
    public convenience init(text: String?, frame: Rect = .zero) {
        self.init(frame: frame)
        self.text = text
    }

    /// The accessibility label; without one set, the text (UIKit's default for a label).
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }
    /// The traits set, with ``AccessibilityTraits/notEnabled`` while not ``isEnabled``.
    open override var accessibilityTraits: AccessibilityTraits {
        get { isEnabled ? super.accessibilityTraits : super.accessibilityTraits.union(.notEnabled) }
        set { super.accessibilityTraits = newValue }
    }
    /// Traces name a label by its identifier, else its text.
    open override var traceLabel: String? { accessibilityIdentifier ?? accessibilityLabel ?? text }

    /// The size the text needs within `size` (zero or infinite sides mean unbounded), honouring
    /// ``numberOfLines`` and ``lineBreakMode``; rounded up to whole points.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard let text, !text.isEmpty else { return .zero }
        let w = size.width > 0 ? size.width : .infinity, h = size.height > 0 ? size.height : .infinity
        let s = font.size(of: text, fitting: Size(width: w, height: h), numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        return Size(width: s.width.rounded(.up), height: s.height.rounded(.up))
    }

    /// The text's natural size: one line per paragraph, wrapped at ``preferredMaxLayoutWidth`` when set
    /// and more than one line is allowed.
    open override var intrinsicContentSize: Size {
        let width = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : 0
        return sizeThatFits(Size(width: width, height: 0))
    }

    /// Draws the text in the bounds.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        guard let text, !text.isEmpty else { return }
        var color = canvas.resolved(textColor)
        if !isEnabled { color = color.withAlpha(theme.disabledAlpha) }
        let font = self.font, box = bounds
        textLayout.layout(text, font: font, in: box.size, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        textLayout.draw(in: box, color: color, alignment: resolvedTextAlignment(textAlignment), into: &canvas)
    }
}
