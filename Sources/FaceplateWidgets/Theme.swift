import FaceplateText

/// Colours, metrics and fonts the widgets draw with: legible on an 800×480, ~130 dpi panel, in a
/// light and a dark variant.
///
/// Fonts are shared by every widget of a theme, so their glyph caches are shared too. Creating a
/// theme opens its font files and fails with an error naming the path when one is missing.
@MainActor public final class Theme {
    /// Light or dark.
    public enum Style: String, Sendable, CaseIterable { case light, dark }

    private static var _current: Theme?
    /// The theme widgets use unless given another. Made on first use with DejaVu Sans; if that font
    /// is missing the process stops with the path in the message (install fonts-dejavu-core).
    public static var current: Theme {
        get {
            if let t = _current { return t }
            do { let t = try Theme(style: .light); _current = t; return t } catch { fatalError("faceplate: \(error)") }
        }
        set { _current = newValue }
    }

    /// The style.
    public let style: Style
    /// Where the theme's fonts come from.
    public let fontLibrary: FontLibrary

    // Colours. Colours and metrics are `@exclusivity(unchecked)` plain values: every widget reads several
    // per frame (a button's drawing overflow alone reads three), and a checked class property read costs
    // a runtime call each (see View.bounds).
    /// Screen background.
    @exclusivity(unchecked) public var background: Color
    /// Cards and fields.
    @exclusivity(unchecked) public var surface: Color
    /// The accent: button fills, slider fill, switch on.
    @exclusivity(unchecked) public var primary: Color
    /// The accent while pressed.
    @exclusivity(unchecked) public var primaryPressed: Color
    /// Text and icons on the accent.
    @exclusivity(unchecked) public var onPrimary: Color
    /// Body text.
    @exclusivity(unchecked) public var text: Color
    /// Secondary text.
    @exclusivity(unchecked) public var secondaryText: Color
    /// Unfilled slider and progress tracks.
    @exclusivity(unchecked) public var track: Color
    /// A switch's track when off.
    @exclusivity(unchecked) public var switchOffTrack: Color
    /// Switch and slider knobs.
    @exclusivity(unchecked) public var knob: Color
    /// Lines and borders.
    @exclusivity(unchecked) public var separator: Color
    /// Drop shadows.
    @exclusivity(unchecked) public var shadow: Color
    /// Opacity of disabled controls.
    @exclusivity(unchecked) public var disabledAlpha: Double = 0.4

    // Metrics
    /// Corner radius of buttons and fields.
    @exclusivity(unchecked) public var cornerRadius: Double = 8
    /// Drop shadow offset.
    @exclusivity(unchecked) public var shadowOffset = Point(x: 0, y: 2)
    /// Drop shadow blur.
    @exclusivity(unchecked) public var shadowBlur: Double = 9
    /// The smallest comfortable touch target (about 9 mm at 130 dpi).
    @exclusivity(unchecked) public var minimumTouchSize: Double = 44

    // Fonts
    /// Body text, 18 px.
    public let bodyFont: Font
    /// Button titles, 16 px.
    public let buttonFont: Font
    /// Headings, 28 px bold.
    public let titleFont: Font
    /// Small print, 13 px.
    public let smallFont: Font
    /// Large numbers (a thermostat's setpoint), 56 px bold.
    public let displayFont: Font

    private var fontCache: [String: Font] = [:]

    /// Loads a theme; `fontPath`/`boldFontPath` default to DejaVu Sans (fonts-dejavu-core).
    public init(style: Style, fontPath: String = Font.defaultPath, boldFontPath: String = Font.defaultBoldPath) throws {
        self.style = style
        fontLibrary = try FontLibrary()
        bodyFont = try Font(path: fontPath, size: 18, library: fontLibrary)
        buttonFont = try Font(path: fontPath, size: 16, library: fontLibrary)
        titleFont = try Font(path: boldFontPath, size: 28, library: fontLibrary)
        smallFont = try Font(path: fontPath, size: 13, library: fontLibrary)
        displayFont = try Font(path: boldFontPath, size: 56, library: fontLibrary)
        switch style {
        case .light:
            background = Color(hex: 0xFFFFFF); surface = Color(hex: 0xF5F5F5)
            primary = Color(hex: 0x2196F3); primaryPressed = Color(hex: 0x1565C0); onPrimary = .white
            text = Color(hex: 0x212121); secondaryText = Color(hex: 0x616161)
            track = Color(hex: 0xBBDEFB); switchOffTrack = Color(hex: 0xD6D6D6); knob = .white
            separator = Color(hex: 0xE0E0E0); shadow = Color(hex: 0x000000, alpha: 51)
        case .dark:
            background = Color(hex: 0x121212); surface = Color(hex: 0x1E1E1E)
            primary = Color(hex: 0x42A5F5); primaryPressed = Color(hex: 0x1E88E5); onPrimary = Color(hex: 0x0D1B2A)
            text = Color(hex: 0xECECEC); secondaryText = Color(hex: 0xA8A8A8)
            track = Color(hex: 0x2C4A66); switchOffTrack = Color(hex: 0x4A4A4A); knob = Color(hex: 0xF0F0F0)
            separator = Color(hex: 0x333333); shadow = Color(hex: 0x000000, alpha: 110)
        }
    }

    /// A font of the theme's family at `size` (bold or not), made once and shared.
    public func font(size: Double, bold: Bool = false) -> Font {
        let key = "\(bold ? "b" : "r")\(size)"
        if let f = fontCache[key] { return f }
        let f = (try? Font(path: bold ? Font.defaultBoldPath : Font.defaultPath, size: size, library: fontLibrary)) ?? bodyFont
        fontCache[key] = f
        return f
    }
}
