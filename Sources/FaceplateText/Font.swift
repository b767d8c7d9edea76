import CFreeType
import CHarfBuzz
import FaceplateGraphics
import Glibc

/// A font at one pixel size: a primary face and a fallback chain, each face with its own
/// fixed-capacity glyph cache, that lays out (shapes, reorders, breaks) and draws text.
///
/// Open fonts at start-up, through a ``FontSet`` (families resolved by fontconfig) or a file path.
/// Text is laid out when it, the font or the width changes — by a ``TextLayout`` a widget keeps, or
/// by the font's own cache of recent layouts for `draw(_:in:…)` and `measure` — and drawing laid-out
/// text makes no FreeType or HarfBuzz calls and no heap allocations once its glyphs are cached.
///
/// ```swift
/// let fonts = try FontSet()
/// let font = try fonts.font(size: 14)
/// font.draw("Button 9", in: bounds, color: .white, alignment: .center, into: &canvas)
/// ```
///
/// A font is not thread-safe (FreeType faces are not, nor are the caches); use it from the render thread.
public final class Font {
    /// DejaVu Sans from Debian's `fonts-dejavu-core`, where Debian installs it (for ``init(path:size:library:cacheCapacity:lineCapacity:)``;
    /// themes name the family instead, see ``FontSet``).
    public static let defaultPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// DejaVu Sans Bold, from the same package.
    public static let defaultBoldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    /// Glyphs the primary face caches unless told otherwise: enough for Latin text plus symbols on one screen.
    public static let defaultCacheCapacity = 256
    /// The most glyphs a fallback face caches. A fallback face caches a screenful of its glyphs —
    /// (800 ÷ em) × (480 ÷ line height), the characters an 800 × 480 panel holds, each possibly
    /// distinct, as Chinese text is — at least ``defaultCacheCapacity``, at most this: 968 glyphs at
    /// 18 px (≈ 0.8 MB of coverage cells), 1024 at 16 px and below, 392 at 28 px.
    public static let fallbackCacheCapacityLimit = 1024
    /// Lines one layout holds at most unless told otherwise (``TextLayout``, and ``draw(_:in:color:alignment:lineBreakMode:numberOfLines:verticalAlignment:into:)``).
    public static let defaultLineCapacity = 64
    /// Recent layouts each font keeps for `draw(_:in:…)` and `measure` (text drawn without a ``TextLayout``).
    public static let layoutCacheCapacity = 48

    /// The primary face's file.
    public let path: String
    /// The requested size: the em square, in pixels.
    public let size: Double
    /// The language hint the font shapes and breaks lines for ("zh-cn", "ar"), if any.
    public let language: String?
    /// Pixels from the baseline up to the top of the line box (positive; the primary face's).
    public let ascender: Double
    /// Pixels from the baseline down to the bottom of the line box (negative, as in UIKit).
    public let descender: Double
    /// Baseline-to-baseline distance in pixels: the height of one line box.
    public let lineHeight: Double
    /// Height of capital letters above the baseline, in pixels (measured on the hinted "H").
    public let capHeight: Double
    /// Height of lower-case letters above the baseline, in pixels (measured on the hinted "x").
    public let xHeight: Double
    /// Whether the primary face has kerning data (HarfBuzz applies it, from GPOS or `kern`).
    public let hasKerning: Bool
    /// Whether the primary face has U+2026 "…"; if not, truncation draws "...".
    public let hasEllipsisGlyph: Bool
    /// Whether digits are shaped with OpenType's tabular figures (`tnum`), all one width, so a number
    /// that changes (a timer, a meter) does not shift sideways: UIKit's monospaced-digit fonts. A face
    /// without the feature draws its own digits; DejaVu Sans's are one width already.
    public let hasMonospacedDigits: Bool
    /// The text style a preferred font was made for (UIKit keeps it in the font's descriptor), so a
    /// label that adjusts to the text size can ask for the style's new size; nil for other fonts.
    public package(set) var textStyle: TextStyle?
    /// The size in points (UIKit's `pointSize`): Faceplate draws a point as a pixel, so ``size``.
    public var pointSize: Double { size }

    let library: FontLibrary
    /// The faces tried for a character, primary first, and those opened so far.
    let chain: [FontFile]
    var faces: [FontFace?]
    private var faceFailed: [Bool]
    let primary: FontFace
    let cacheCapacity: Int
    let scratch: ShapingScratch
    let layouts: LayoutCache
    let ascenderPixels: Int, lineHeightPixels: Int
    let breakLanguage: UnsafeMutablePointer<CChar>?
    let shapingLanguage: hb_language_t?
    /// The ellipsis: U+2026 once, or "." three times on faces without it; its glyph, advance and width.
    private(set) var ellipsisGlyph: UInt32 = 0, ellipsisRepeat = 3, ellipsisAdvance = 0, ellipsisWidth = 0
    /// Layouts that held at least one missing glyph (a `.notdef` box).
    var missingGlyphLayouts = 0
    private var loggedMissing = false

    /// Opens the face in the file at `path` (TrueType, OpenType, or anything FreeType reads) at `size`
    /// pixels per em, with no fallback.
    ///
    /// - Parameters:
    ///   - library: the FreeType instance to use; by default the font gets its own.
    ///   - cacheCapacity: how many glyphs to keep rendered (``defaultCacheCapacity``). The cache's
    ///     memory — about `capacity × 1.5 em × line height` bytes — is allocated here, once.
    ///   - lineCapacity: lines one `draw` or `measure` handles at most (``defaultLineCapacity``).
    /// - Throws: ``FontError`` naming `path` when the file is missing, unreadable or not a font, or the
    ///   size is unusable.
    public convenience init(path: String, size: Double, library: FontLibrary? = nil,
                            cacheCapacity: Int = Font.defaultCacheCapacity, lineCapacity: Int = Font.defaultLineCapacity) throws {
        try self.init(chain: [FontFile(path: path, family: "")], size: size, language: nil, library: library,
                      cacheCapacity: cacheCapacity, lineCapacity: lineCapacity)
    }

    /// Opens the first file of `chain` at `size` pixels per em; the others are fallbacks, opened when
    /// text first needs them. ``FontSet/font(size:bold:cacheCapacity:lineCapacity:)`` is the usual way in.
    /// - Throws: ``FontError`` naming the primary file when it cannot be opened at that size.
    ///   With `monospacedDigits`, digits are shaped tabular (``hasMonospacedDigits``).
    public init(chain: [FontFile], size: Double, language: String? = nil, library: FontLibrary? = nil,
                cacheCapacity: Int = Font.defaultCacheCapacity, lineCapacity: Int = Font.defaultLineCapacity,
                monospacedDigits: Bool = false) throws {
        precondition(!chain.isEmpty, "a font needs at least one face")
        let library = try library ?? FontLibrary()
        let primary = try FontFace(file: chain[0], size: size, library: library, cacheCapacity: cacheCapacity)
        guard let scratch = ShapingScratch() else { throw FontError.unsupportedFormat(path: chain[0].path, code: -1) }
        self.path = chain[0].path; self.size = size; self.language = language; self.library = library
        self.chain = chain; self.primary = primary; self.cacheCapacity = cacheCapacity; self.scratch = scratch
        hasMonospacedDigits = monospacedDigits
        faceIdentity = chain.map { "\($0.path)#\($0.index)" }.joined(separator: ",") + (monospacedDigits ? "|tnum" : "")
        faces = [primary] + [FontFace?](repeating: nil, count: chain.count - 1)
        faceFailed = [Bool](repeating: false, count: chain.count)
        layouts = LayoutCache(capacity: Font.layoutCacheCapacity, lineCapacity: max(1, lineCapacity))

        let face = primary.face
        let metrics = face.pointee.size.pointee.metrics
        let asc = Int((metrics.ascender + 63) >> 6), desc = Int(metrics.descender >> 6)
        ascenderPixels = asc
        lineHeightPixels = max(Int((metrics.height + 32) >> 6), asc - desc, 1)
        ascender = Double(asc); descender = Double(desc); lineHeight = Double(lineHeightPixels)
        hasKerning = face.pointee.face_flags & FreeTypeConstant.faceFlagKerning != 0
            || hb_ot_layout_has_positioning(hb_font_get_face(primary.shaper.handle)) != 0
        hasEllipsisGlyph = primary.glyph(for: 0x2026) != 0
        let cache = primary.cache
        capHeight = Double(cache.entries[cache.slot(forGlyph: primary.glyph(for: 0x48))].top)   // "H"
        xHeight = Double(cache.entries[cache.slot(forGlyph: primary.glyph(for: 0x78))].top)     // "x"
        // libunibreak tailors by language (CJK rules for "zh", "ja", "ko"); it keeps the pointer.
        breakLanguage = language.map { l in
            let bytes = Array(l.utf8CString)
            let p = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
            p.initialize(from: bytes, count: bytes.count)
            return p
        }
        shapingLanguage = language.map { hb_language_from_string($0, -1) }
        useEllipsis(glyph: hasEllipsisGlyph)
    }

    deinit { breakLanguage?.deallocate() }

    /// The same faces, language and digits at another size, opened now (with their own glyph caches).
    /// Widgets use ``Theme``'s shared fonts instead (`withSize(_:)`), which makes each size once.
    /// - Throws: ``FontError`` naming the primary file when it cannot be opened at `size`.
    public func resized(to size: Double) throws -> Font {
        try Font(chain: chain, size: size, language: language, library: library, cacheCapacity: cacheCapacity,
                 lineCapacity: layouts.lineCapacity, monospacedDigits: hasMonospacedDigits)
    }

    /// What tells one font's faces and shaping from another's, whatever the size: the chain's files and
    /// the digit style. Fonts with the same identity at the same size draw the same.
    /// Made once, when the font is: themes key their shared fonts by it on every look-up.
    public let faceIdentity: String

    /// Opens DejaVu Sans by path (``defaultPath``), or DejaVu Sans Bold (``defaultBoldPath``) when `bold`.
    /// - Throws: ``FontError`` naming the path when `fonts-dejavu-core` is not installed.
    public convenience init(size: Double, bold: Bool = false, library: FontLibrary? = nil,
                            cacheCapacity: Int = Font.defaultCacheCapacity) throws {
        try self.init(path: bold ? Font.defaultBoldPath : Font.defaultPath, size: size, library: library,
                      cacheCapacity: cacheCapacity)
    }

    /// Chooses "…" (`glyph`) or "..." for truncation and measures it. Internal so tests can exercise
    /// the "..." fallback, which no installed face needs.
    func useEllipsis(glyph: Bool) {
        ellipsisGlyph = primary.glyph(for: glyph ? 0x2026 : 0x2E)
        ellipsisRepeat = glyph ? 1 : 3
        ellipsisAdvance = Int((hb_font_get_glyph_h_advance(primary.shaper.handle, ellipsisGlyph) + 32) >> 6)
        ellipsisWidth = ellipsisAdvance * ellipsisRepeat
        layouts.invalidate()
    }

    /// The glyph cache of the primary face (tests look inside).
    var cache: GlyphCache { primary.cache }

    /// Face `i` of the chain, opened on first use; nil when it cannot be opened (logged once).
    func openFace(_ i: Int) -> FontFace? {
        if let face = faces[i] { return face }
        guard !faceFailed[i] else { return nil }
        do {
            let em = max(1, size.rounded(.up))
            let screenful = Int(800 / em) * Int(480 / max(1, em * 1.2))
            let capacity = min(Font.fallbackCacheCapacityLimit, max(cacheCapacity, screenful))
            let face = try FontFace(file: chain[i], size: size, library: library, cacheCapacity: capacity)
            faces[i] = face
            return face
        } catch {
            faceFailed[i] = true
            logTextWarning("fallback font skipped: \(error)")
            return nil
        }
    }

    /// Whether face `i` of the chain has a glyph for `cp`.
    @inline(__always) func faceHas(_ i: Int, _ cp: UInt32) -> Bool {
        guard let face = openFace(i) else { return false }
        return face.glyph(for: cp) != 0
    }

    /// Logs, once per font, a character no face of the chain can draw, with the package to install.
    func noteMissing(_ cp: UInt32) {
        guard !loggedMissing else { return }
        loggedMissing = true
        let hex = String(cp, radix: 16, uppercase: true)
        let package = FontPackages.package(forCodePoint: cp).map { "; install the Debian package \($0)" } ?? ""
        logTextWarning("no font in the chain (\(chain.map { $0.family.isEmpty ? $0.path : $0.family }.joined(separator: ", "))) "
                       + "has U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex); it draws as a box\(package)")
    }

    /// The glyph caches' counters, the primary face's and its fallbacks' added up.
    public var cacheStatistics: GlyphCacheStatistics {
        var s = GlyphCacheStatistics(capacity: 0, count: 0, misses: 0, evictions: 0, oversizeGlyphs: 0, loadFailures: 0)
        for case let face? in faces {
            let c = face.cache
            s.capacity += c.capacity; s.count += c.count; s.misses += c.misses; s.evictions += c.evictions
            s.oversizeGlyphs += c.oversizeGlyphs; s.loadFailures += c.loadFailures
        }
        return s
    }

    /// How many cached layouts (`draw`/`measure` without a ``TextLayout``) had more lines than the line capacity.
    public var lineOverflowCount: Int { layouts.overflowCount }

    /// How many layouts this font made held a missing glyph: a character no face of its chain has,
    /// drawn as the primary face's `.notdef` box. Zero on a panel whose fonts cover its languages.
    public var missingGlyphLayoutCount: Int { missingGlyphLayouts }

    /// The faces opened so far, by family (primary first): which fallbacks text has needed.
    public var openedFamilies: [String] { faces.compactMap { $0?.file.family } }
}
