extension Font {
    /// A role for text (UIKit's `UIFont.TextStyle`), with UIKit's default size and weight for each — the
    /// "Large" content size, which is UIKit's default: ``body`` 17 regular, ``headline`` 17 semibold, and
    /// so on. `Font.preferredFont(forTextStyle:)` (FaceplateWidgets) makes the font in the theme's family.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name for the style ("UICTFontTextStyleBody").
        public var rawValue: String
        /// A style by UIKit's name; an unknown name is drawn as ``body``.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// 34 regular.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 17 regular: body text.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 15 regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 13 regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// UIKit's default size for the style, in points.
        public var pointSize: Double {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }

        /// UIKit's default weight for the style: semibold for ``headline``, regular for the others.
        public var weight: Weight { self == .headline ? .semibold : .regular }
    }
}
