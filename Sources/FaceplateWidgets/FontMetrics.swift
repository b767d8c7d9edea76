import Faceplate
import FaceplateText

/// Scales a font or a number that is not a text style's with the reader's text size (UIKit's
/// `UIFontMetrics`): by the ratio of the style's size at the category to its size at
/// ``ContentSizeCategory/large``, so a 40-point custom heading measured against ``Font/TextStyle/title1``
/// grows as titles do. ``default`` measures against ``Font/TextStyle/body``.
@MainActor public struct FontMetrics {
    /// The style whose growth this follows.
    public let textStyle: Font.TextStyle

    /// Metrics that follow `textStyle` (UIKit's `init(forTextStyle:)`).
    public init(forTextStyle textStyle: Font.TextStyle) { self.textStyle = textStyle }

    /// Metrics that follow ``Font/TextStyle/body`` (UIKit's `UIFontMetrics.default`).
    public static var `default`: FontMetrics { FontMetrics(forTextStyle: .body) }

    /// How much the style grows at `category`: 1 at ``ContentSizeCategory/large``.
    public func scale(for category: ContentSizeCategory) -> Double {
        textStyle.pointSize(for: category) / textStyle.pointSize
    }

    /// `value` scaled for the running application's text size (UIKit's `scaledValue(for:)`): for
    /// spacing and sizes that should grow with the text.
    public func scaledValue(for value: Double) -> Double {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for `traitCollection`'s text size, or the running application's when nil.
    public func scaledValue(for value: Double, compatibleWith traitCollection: TraitCollection?) -> Double {
        value * scale(for: Self.category(traitCollection))
    }

    /// `font` at its size scaled for the running application's text size (UIKit's `scaledFont(for:)`),
    /// shared through ``Theme/current``.
    public func scaledFont(for font: Font) -> Font {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled, but no larger than `maximumPointSize` points (0: no limit) (UIKit's
    /// `scaledFont(for:maximumPointSize:)`).
    public func scaledFont(for font: Font, maximumPointSize: Double) -> Font {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection`'s text size (the running application's when nil), no larger
    /// than `maximumPointSize` points unless that is 0 (UIKit's
    /// `scaledFont(for:maximumPointSize:compatibleWith:)`).
    public func scaledFont(for font: Font, maximumPointSize: Double, compatibleWith traitCollection: TraitCollection?) -> Font {
        var size = scaledValue(for: font.size, compatibleWith: traitCollection)
        if maximumPointSize > 0 { size = Swift.min(size, maximumPointSize) }
        return Theme.current.font(font, resizedTo: size.rounded())
    }

    /// The category of `traitCollection`, else the running application's, else ``ContentSizeCategory/large``.
    static func category(_ traitCollection: TraitCollection?) -> ContentSizeCategory {
        traitCollection?.preferredContentSizeCategory ?? Application.sharedIfSet?.preferredContentSizeCategory ?? .large
    }
}
