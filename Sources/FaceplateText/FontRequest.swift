/// What a theme asks fontconfig for: a family by name, regular or bold, and the language of the
/// text it will show (a hint: it picks the right face of a multi-language family such as Noto Sans
/// CJK, and orders the fallback chain).
public struct FontRequest: Hashable, Sendable, CustomStringConvertible {
    /// The family name, as fontconfig lists it ("DejaVu Sans", "Noto Sans CJK SC").
    public var family: String
    /// Bold rather than regular weight.
    public var bold: Bool
    /// An RFC 3066 language tag ("en", "zh-cn", "ar"), or nil for none.
    public var language: String?

    /// Creates a request.
    public init(family: String, bold: Bool = false, language: String? = nil) {
        self.family = family; self.bold = bold; self.language = language
    }

    /// "'DejaVu Sans' bold for zh-cn", for errors and logs.
    public var description: String {
        var s = "'\(family)'" + (bold ? " bold" : "")
        if let language { s += " for \(language)" }
        return s
    }
}
