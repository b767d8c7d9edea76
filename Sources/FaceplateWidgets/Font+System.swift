import Faceplate
import FaceplateText

/// UIKit's `UIFont` constructors: the system font is the theme's family (``Theme/current``, DejaVu Sans
/// unless the app chose another), at a size in points and a weight. Each font is made once per theme
/// and shared (``Theme/font(size:weight:italic:monospacedDigits:)``), so asking again — in every
/// `tableView(_:cellForRowAt:)` — costs a look-up, not a new glyph cache.
@MainActor extension Font {
    /// The system font at `fontSize` points, regular (UIKit's `systemFont(ofSize:)`).
    public static func systemFont(ofSize fontSize: Double) -> Font {
        Theme.current.font(size: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight` (UIKit's `systemFont(ofSize:weight:)`).
    public static func systemFont(ofSize fontSize: Double, weight: Weight) -> Font {
        Theme.current.font(size: fontSize, weight: weight)
    }

    /// The system font's bold face (UIKit's `boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize fontSize: Double) -> Font {
        Theme.current.font(size: fontSize, weight: .bold)
    }

    /// The system font's italic face (UIKit's `italicSystemFont(ofSize:)`): DejaVu Sans Oblique where
    /// `fonts-dejavu-extra` is installed; a family without a slanted face draws upright.
    public static func italicSystemFont(ofSize fontSize: Double) -> Font {
        Theme.current.font(size: fontSize, weight: .regular, italic: true)
    }

    /// The system font with every digit one width, so changing numbers stay put (UIKit's
    /// `monospacedDigitSystemFont(ofSize:weight:)`): OpenType tabular figures (``Font/hasMonospacedDigits``).
    public static func monospacedDigitSystemFont(ofSize fontSize: Double, weight: Weight) -> Font {
        Theme.current.font(size: fontSize, weight: weight, monospacedDigits: true)
    }

    /// A font whose every character is one width (UIKit's `monospacedSystemFont(ofSize:weight:)`):
    /// the theme's ``Theme/monospacedFamily`` (DejaVu Sans Mono), with the theme's fallbacks.
    public static func monospacedSystemFont(ofSize fontSize: Double, weight: Weight) -> Font {
        Theme.current.monospacedFont(size: fontSize, weight: weight)
    }

    /// The font for a text style at the running application's text size
    /// (``Faceplate/Application/preferredContentSizeCategory``; UIKit's `preferredFont(forTextStyle:)`),
    /// in UIKit's weight for the style. A label with `adjustsFontForContentSizeCategory` keeps it at the
    /// style's size when the text size changes.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a text style at `traitCollection`'s text size, or the running application's when nil
    /// (UIKit's `preferredFont(forTextStyle:compatibleWith:)`).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?) -> Font {
        Theme.current.preferredFont(forTextStyle: style, category: FontMetrics.category(traitCollection))
    }

    /// The same font at `fontSize` points (UIKit's `withSize(_:)`), shared through ``Theme/current``.
    public func withSize(_ fontSize: Double) -> Font {
        Theme.current.font(self, resizedTo: fontSize)
    }

    /// UIKit's standard size for system-font text: 14 points.
    public static var systemFontSize: Double { 14 }
    /// UIKit's standard size for small system-font text: 12 points.
    public static var smallSystemFontSize: Double { 12 }
    /// UIKit's standard label font size: 17 points.
    public static var labelFontSize: Double { 17 }
    /// UIKit's standard button font size: 18 points.
    public static var buttonFontSize: Double { 18 }
}
