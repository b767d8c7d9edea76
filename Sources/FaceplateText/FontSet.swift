import CFontconfig

/// A theme's fonts by family: a primary family and a fallback chain, resolved to files through
/// fontconfig once, when the set is made.
///
/// Text is drawn in the primary family; a character the primary face lacks is drawn by the first
/// fallback face that has it (per run of characters, chosen when the text is laid out). The default
/// chain covers the markets Faceplate ships to: DejaVu Sans for Latin, Greek and Cyrillic, then Noto
/// Sans CJK (Chinese, Japanese, Korean), Noto Sans Arabic, Devanagari and Thai.
///
/// ```swift
/// let fonts = try FontSet(language: "zh-cn")
/// let body = try fonts.font(size: 18)
/// ```
public final class FontSet {
    /// The primary family unless told otherwise (Debian's `fonts-dejavu-core`).
    public static let defaultFamily = "DejaVu Sans"
    /// The fallback chain unless told otherwise (`fonts-noto-cjk`, `fonts-noto-core`), then WenQuanYi
    /// Micro Hei (`fonts-wqy-microhei`, 1.6 MB): the small Chinese font the board image installs in
    /// place of the 91 MB Noto CJK, so 中文 draws on a panel without the recommended fonts.
    public static let defaultFallbacks = ["Noto Sans CJK SC", "Noto Sans Arabic", "Noto Sans Devanagari", "Noto Sans Thai",
                                          "WenQuanYi Micro Hei"]

    /// Where the families were looked up.
    public let configuration: FontConfiguration
    /// The FreeType instance every font of the set is opened in.
    public let library: FontLibrary
    /// The primary family.
    public let family: String
    /// The language hint the families were resolved for.
    public let language: String?
    /// The fallback families found, in the order they are tried.
    public let fallbacks: [String]
    /// Fallback families not installed: their scripts draw as missing-glyph boxes until the named
    /// package is installed (a missing glyph is logged once with the package).
    public let missingFallbacks: [FontRequest]
    let regularChain: [FontFile]
    let boldChain: [FontFile]
    /// Chains for the other weights and italics, resolved on first use, by fontconfig weight and slant.
    private var otherChains: [Int32: [FontFile]] = [:]

    /// Resolves `family` (required) and `fallbacks` (each optional unless `requireFallbacks`) for
    /// `language`.
    ///
    /// The language hint goes to fontconfig (it picks the language's face of a multi-language family)
    /// and moves the fallbacks that declare the language to the front of the chain.
    /// - Throws: ``FontError/familyNotFound(_:package:)`` naming the family and its Debian package
    ///   when the primary family (or, with `requireFallbacks`, any fallback) is not installed.
    public init(family: String = FontSet.defaultFamily, fallbacks: [String] = FontSet.defaultFallbacks,
                language: String? = nil, requireFallbacks: Bool = false,
                configuration: FontConfiguration? = nil, library: FontLibrary? = nil) throws {
        let configuration = try configuration ?? FontConfiguration()
        self.configuration = configuration
        self.library = try library ?? FontLibrary()
        self.family = family
        self.language = language
        let regular = try configuration.resolve(FontRequest(family: family, language: language))
        let bold = try configuration.resolve(FontRequest(family: family, bold: true, language: language))
        var found: [(name: String, regular: FontFile, bold: FontFile, speaks: Bool)] = []
        var missing: [FontRequest] = []
        for name in fallbacks {
            let request = FontRequest(family: name, language: language)
            do {
                let r = try configuration.resolve(request)
                let b = (try? configuration.resolve(FontRequest(family: name, bold: true, language: language))) ?? r
                let speaks = language.map { configuration.supports(request, language: $0) } ?? false
                found.append((name, r, b, speaks))
            } catch {
                if requireFallbacks { throw error }
                missing.append(request)
            }
        }
        // Stable: the language's own fallbacks first, the rest in the order given.
        let ordered = found.filter(\.speaks) + found.filter { !$0.speaks }
        self.fallbacks = ordered.map(\.name)
        missingFallbacks = missing
        regularChain = [regular] + ordered.map(\.regular)
        boldChain = [bold] + ordered.map(\.bold)
    }

    /// The files tried for a character, primary first.
    public func chain(bold: Bool = false) -> [FontFile] { bold ? boldChain : regularChain }

    /// The files tried for a character at `weight`, upright or `italic`, primary first: the primary
    /// family's face nearest that weight and slant (fontconfig's choice; upright when the family has no
    /// slanted face), then the fallbacks' regular or bold faces. Resolved once per weight and slant.
    public func chain(weight: Font.Weight, italic: Bool = false) -> [FontFile] {
        let base = weight.isBold ? boldChain : regularChain
        let fc = weight.fontconfigWeight
        if !italic && (fc == Int32(FC_WEIGHT_REGULAR) || fc == Int32(FC_WEIGHT_BOLD)) { return base }
        let key = fc &* 2 &+ (italic ? 1 : 0)
        if let chain = otherChains[key] { return chain }
        let request = FontRequest(family: family, weight: weight, italic: italic, language: language)
        // The family is installed (the set was made): a failure here only means no face of its own for
        // this weight, and the regular or bold chain draws it.
        let chain = (try? configuration.resolve(request)).map { [$0] + base.dropFirst() } ?? base
        otherChains[key] = chain
        return chain
    }

    /// A font of the set at `size` pixels per em. The primary face opens now; fallback faces open
    /// when text first needs one of their characters.
    /// - Throws: ``FontError`` naming the file when the primary face cannot be opened at that size.
    public func font(size: Double, bold: Bool = false, cacheCapacity: Int = Font.defaultCacheCapacity,
                     lineCapacity: Int = Font.defaultLineCapacity) throws -> Font {
        try Font(chain: chain(bold: bold), size: size, language: language, library: library,
                 cacheCapacity: cacheCapacity, lineCapacity: lineCapacity)
    }

    /// A font of the set at `size` pixels per em, `weight`, upright or `italic`, with tabular digits
    /// when `monospacedDigits` (see ``Font/hasMonospacedDigits``).
    /// - Throws: ``FontError`` naming the file when the primary face cannot be opened at that size.
    public func font(size: Double, weight: Font.Weight, italic: Bool = false, monospacedDigits: Bool = false,
                     cacheCapacity: Int = Font.defaultCacheCapacity, lineCapacity: Int = Font.defaultLineCapacity) throws -> Font {
        try Font(chain: chain(weight: weight, italic: italic), size: size, language: language, library: library,
                 cacheCapacity: cacheCapacity, lineCapacity: lineCapacity, monospacedDigits: monospacedDigits)
    }
}
