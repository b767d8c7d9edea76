/// What a theme asks fontconfig for: a family by name, a weight, upright or italic, and the language of the
/// text it will show (a hint: it picks the right face of a multi-language family such as Noto Sans
/// CJK, and orders the fallback chain).
public struct FontRequest: Hashable, Sendable, CustomStringConvertible {
    /// The family name, as fontconfig lists it ("DejaVu Sans", "Noto Sans CJK SC").
    public var family: String
    /// How heavy: fontconfig picks the family's installed face nearest to it.
    public var weight: Font.Weight
    /// Italic (or oblique) rather than upright; a family with no slanted face answers upright.
    public var italic: Bool
    /// Bold rather than regular: the weight is ``Font/Weight/semibold`` or heavier. Setting it sets
    /// ``weight`` to bold or regular.
    public var bold: Bool {
        get { weight.isBold }
        set { weight = newValue ? .bold : .regular }
    }
    /// An RFC 3066 language tag ("en", "zh-cn", "ar"), or nil for none.
    public var language: String?

    /// Creates a request for the regular or bold face.
    public init(family: String, bold: Bool = false, language: String? = nil) {
        self.init(family: family, weight: bold ? .bold : .regular, language: language)
    }

    /// Creates a request for a weight, upright or italic.
    public init(family: String, weight: Font.Weight, italic: Bool = false, language: String? = nil) {
        self.family = family; self.weight = weight; self.italic = italic; self.language = language
    }

    /// "'DejaVu Sans' bold for zh-cn", "'DejaVu Sans' light italic", for errors and logs.
    public var description: String {
        var s = "'\(family)'" + (weight == .regular ? "" : " " + weight.name) + (italic ? " italic" : "")
        if let language { s += " for \(language)" }
        return s
    }
}
