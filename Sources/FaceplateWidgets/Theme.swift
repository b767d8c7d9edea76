import Faceplate
import FaceplateText
import Glibc

/// Colours, metrics and fonts the widgets draw with: legible on an 800×480, ~130 dpi panel, in a
/// light and a dark variant.
///
/// Fonts are shared by every widget of a theme, so their glyph caches are shared too. A theme names
/// font families, not files: its ``FontSet`` resolves them through fontconfig, with a fallback chain
/// for the scripts the primary family lacks. Creating a theme fails with an error naming the family
/// and the Debian package that provides it when the primary family is not installed.
@MainActor public final class Theme {
    /// Light or dark.
    public enum Style: String, Sendable, CaseIterable { case light, dark }

    /// The theme widgets use unless given another: the running application's ``Application/theme``
    /// (``Application/shared``), or ``standard`` before there is one.
    ///
    /// The theme belongs to the application, as UIKit's appearance does: ``ApplicationMain`` sets the
    /// app's theme at start from `--theme`, so a missing font is a one-line error there, before any
    /// widget exists (as a UIKit app's missing resource fails at launch); a test sets its driver's
    /// application's theme.
    public static var current: Theme { Application.sharedIfSet?.theme ?? standard }

    /// The light theme in DejaVu Sans, made on first use; without DejaVu Sans, in the family fontconfig
    /// offers for "sans-serif" (with a warning naming the package to install). Only a machine with no
    /// font at all ends the process, with that error on standard error and exit status 1: nothing
    /// could be drawn.
    public static let standard: Theme = makeFallbackTheme()

    /// The default theme, else one in any installed family; exits (status 1, one line) when no font exists.
    private static func makeFallbackTheme() -> Theme {
        do { return try Theme(style: .light) } catch {
            let problem = "\(error)"
            if let configuration = try? FontConfiguration(), let family = configuration.defaultFamily(),
               let theme = try? Theme(style: .light, fonts: FontSet(family: family, configuration: configuration)) {
                Theme.warn("faceplate: \(problem); drawing with '\(family)' instead")
                return theme
            }
            Theme.warn("faceplate: \(problem)")
            exit(1)
        }
    }

    private static func warn(_ line: String) {
        var text = line + "\n"
        text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }

    /// The style.
    public let style: Style
    /// The theme's font families, resolved to files, with their fallback chain.
    public let fonts: FontSet
    /// Where the theme's fonts are opened (the font set's FreeType instance).
    public var fontLibrary: FontLibrary { fonts.library }

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

    // Fonts. Each grows and shrinks with the application's text size (``apply(_:)``) as the text style
    // it is closest to does (``FontMetrics``).
    /// Body text, 18 px at the default text size; scales as ``Font/TextStyle/body``.
    public private(set) var bodyFont: Font
    /// Button titles, 16 px; scales as ``Font/TextStyle/callout``.
    public private(set) var buttonFont: Font
    /// Headings, 28 px bold; scales as ``Font/TextStyle/title1``.
    public private(set) var titleFont: Font
    /// Small print, 13 px; scales as ``Font/TextStyle/footnote``.
    public private(set) var smallFont: Font
    /// Large numbers (a thermostat's setpoint), 56 px bold; scales as ``Font/TextStyle/largeTitle``.
    public private(set) var displayFont: Font

    /// The traits the fonts and colours were last made for (``apply(_:)``).
    public private(set) var appliedTraits = TraitCollection()

    /// The fonts made so far, by what tells them apart.
    private var fontCache: [FontKey: Font] = [:]
    /// The monospaced family's set, resolved on first use; nil until then or when it is not installed.
    private var monospacedFonts: FontSet?
    private var monospacedTried = false

    /// The family ``monospacedFont(size:weight:)`` draws in (Debian's `fonts-dejavu-core`).
    public static let monospacedFamily = "DejaVu Sans Mono"

    /// Loads a theme in `family` (DejaVu Sans unless told otherwise) with the default fallback chain
    /// (Noto Sans CJK, Arabic, Devanagari, Thai; each used when installed), resolved for `language`.
    /// - Throws: ``FontError/familyNotFound(_:package:)`` naming the family and its Debian package.
    public convenience init(style: Style, family: String = FontSet.defaultFamily, language: String? = nil) throws {
        try self.init(style: style, fonts: FontSet(family: family, language: language))
    }

    /// Loads a theme drawing with `fonts`.
    /// - Throws: ``FontError`` naming the file when a face cannot be opened at the theme's sizes.
    public init(style: Style, fonts: FontSet) throws {
        self.style = style
        self.fonts = fonts
        bodyFont = try fonts.font(size: 18)
        buttonFont = try fonts.font(size: 16)
        titleFont = try fonts.font(size: 28, bold: true)
        smallFont = try fonts.font(size: 13)
        displayFont = try fonts.font(size: 56, bold: true)
        let palette = Palette(style: style, contrast: .normal)
        background = palette.background; surface = palette.surface
        primary = palette.primary; primaryPressed = palette.primaryPressed; onPrimary = palette.onPrimary
        text = palette.text; secondaryText = palette.secondaryText
        track = palette.track; switchOffTrack = palette.switchOffTrack; knob = palette.knob
        separator = palette.separator; shadow = palette.shadow
    }

    /// Makes the theme's fonts and colours for `traits` (the application calls it on its theme when its
    /// ``Faceplate/Application/traitCollection`` changes, before its views lay out and draw again):
    /// the default fonts at the text size, the colours at the contrast. Colours an app set on the theme
    /// are kept until the contrast changes.
    public func apply(_ traits: TraitCollection) {
        let previous = appliedTraits
        appliedTraits = traits
        if traits.preferredContentSizeCategory.sizeIndex != previous.preferredContentSizeCategory.sizeIndex {
            let category = traits.preferredContentSizeCategory
            func scaled(_ size: Double, _ style: Font.TextStyle) -> Double {
                (size * FontMetrics(forTextStyle: style).scale(for: category)).rounded()
            }
            bodyFont = font(size: scaled(18, .body), weight: .regular)
            buttonFont = font(size: scaled(16, .callout), weight: .regular)
            titleFont = font(size: scaled(28, .title1), weight: .bold)
            smallFont = font(size: scaled(13, .footnote), weight: .regular)
            displayFont = font(size: scaled(56, .largeTitle), weight: .bold)
        }
        if (traits.accessibilityContrast == .high) != (previous.accessibilityContrast == .high) {
            let palette = Palette(style: style, contrast: traits.accessibilityContrast)
            background = palette.background; surface = palette.surface
            primary = palette.primary; primaryPressed = palette.primaryPressed; onPrimary = palette.onPrimary
            text = palette.text; secondaryText = palette.secondaryText
            track = palette.track; switchOffTrack = palette.switchOffTrack; knob = palette.knob
            separator = palette.separator; shadow = palette.shadow
        }
    }

    /// The preferred font for `style` at `category`, in the style's weight, made once and shared, and
    /// marked with its style (``Font/textStyle``) so a label can follow a later change of text size.
    public func preferredFont(forTextStyle style: Font.TextStyle, category: ContentSizeCategory) -> Font {
        let size = style.pointSize(for: category)
        let key = FontKey(kind: .textStyle, weight: style.weight.name, face: style.rawValue, size: size)
        if let f = fontCache[key] { return f }
        guard let f = try? fonts.font(size: size, weight: style.weight) else { return bodyFont }
        f.textStyle = style
        fontCache[key] = f
        return f
    }

    /// A font of the theme's family at `size` (bold or not), made once and shared.
    public func font(size: Double, bold: Bool = false) -> Font {
        font(size: size, weight: bold ? .bold : .regular)
    }

    /// A font of the theme's family at `size`, `weight`, upright or `italic`, with tabular digits when
    /// `monospacedDigits`: made once and shared. A size the face cannot be opened at gives ``bodyFont``.
    public func font(size: Double, weight: Font.Weight, italic: Bool = false, monospacedDigits: Bool = false) -> Font {
        let key = FontKey(kind: .family, weight: weight.name, italic: italic, monospacedDigits: monospacedDigits, size: size)
        if let f = fontCache[key] { return f }
        let f = (try? fonts.font(size: size, weight: weight, italic: italic, monospacedDigits: monospacedDigits)) ?? bodyFont
        fontCache[key] = f
        return f
    }

    /// A font of ``monospacedFamily`` at `size` and `weight`, made once and shared; the theme's own family
    /// with tabular digits when the monospaced family is not installed.
    public func monospacedFont(size: Double, weight: Font.Weight) -> Font {
        if !monospacedTried {
            monospacedTried = true
            monospacedFonts = try? FontSet(family: Theme.monospacedFamily, fallbacks: fonts.fallbacks, language: fonts.language,
                                           configuration: fonts.configuration, library: fonts.library)
        }
        guard let set = monospacedFonts else { return font(size: size, weight: weight, monospacedDigits: true) }
        let key = FontKey(kind: .monospaced, weight: weight.name, size: size)
        if let f = fontCache[key] { return f }
        let f = (try? set.font(size: size, weight: weight)) ?? font(size: size, weight: weight, monospacedDigits: true)
        fontCache[key] = f
        return f
    }

    /// `font` at another size, made once and shared: the same faces and digits (UIKit's `withSize(_:)`).
    public func font(_ font: Font, resizedTo size: Double) -> Font {
        if font.size == size { return font }
        let key = FontKey(kind: .resized, face: font.faceIdentity, size: size)
        if let f = fontCache[key] { return f }
        let f = (try? font.resized(to: size)) ?? font
        fontCache[key] = f
        return f
    }
}
