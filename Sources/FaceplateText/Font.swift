import CFreeType
import FaceplateGraphics
import Glibc

/// A font face at one pixel size, with its own fixed-capacity glyph cache, that measures, lays out and
/// draws text.
///
/// Open fonts at start-up: the first use of each character renders it with FreeType; after that,
/// measuring and drawing make no FreeType calls and no heap allocations, so a frame's labels cost
/// table look-ups and coverage blending only.
///
/// ```swift
/// let font = try Font(size: 14)
/// font.draw("Button 9", in: bounds, color: .white, alignment: .center, into: &canvas)
/// ```
///
/// A font is not thread-safe (FreeType faces are not, nor is the cache); use it from the render thread.
public final class Font {
    /// DejaVu Sans from Debian's `fonts-dejavu-core`, the font Faceplate uses unless told otherwise.
    public static let defaultPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// DejaVu Sans Bold, from the same package.
    public static let defaultBoldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    /// Glyphs a font caches unless told otherwise: enough for Latin text plus symbols on one screen.
    public static let defaultCacheCapacity = 256
    /// Lines one layout holds at most unless told otherwise (``TextLayout``, and ``draw(_:in:color:alignment:lineBreakMode:numberOfLines:verticalAlignment:into:)``).
    public static let defaultLineCapacity = 64

    /// The font file this face was read from.
    public let path: String
    /// The requested size: the em square, in pixels.
    public let size: Double
    /// Pixels from the baseline up to the top of the line box (positive).
    public let ascender: Double
    /// Pixels from the baseline down to the bottom of the line box (negative, as in UIKit).
    public let descender: Double
    /// Baseline-to-baseline distance in pixels: the height of one line box.
    public let lineHeight: Double
    /// Height of capital letters above the baseline, in pixels (measured on the hinted "H").
    public let capHeight: Double
    /// Height of lower-case letters above the baseline, in pixels (measured on the hinted "x").
    public let xHeight: Double
    /// Whether the face has a `kern` table, so pairs like "AV" are drawn closer.
    public let hasKerning: Bool
    /// Whether the face has U+2026 "…"; if not, truncation draws "...".
    public let hasEllipsisGlyph: Bool

    let library: FontLibrary
    let face: FT_Face
    let cache: GlyphCache
    let kerning: KerningCache
    /// Line storage for `draw` and `measure`, allocated once.
    let scratch: LineBuffer
    let ascenderPixels: Int, lineHeightPixels: Int
    /// The ellipsis: U+2026 once, or "." three times on faces without it; and its width in pixels.
    private(set) var ellipsisCodePoint: UInt32 = 0x2E, ellipsisRepeat = 3, ellipsisWidth = 0

    /// Opens the face in the file at `path` (TrueType, OpenType, or anything FreeType reads) at `size`
    /// pixels per em.
    ///
    /// - Parameters:
    ///   - library: the FreeType instance to use; by default the font gets its own.
    ///   - cacheCapacity: how many glyphs to keep rendered (``defaultCacheCapacity``). The cache's
    ///     memory — about `capacity × 1.5 em × line height` bytes — is allocated here, once.
    ///   - lineCapacity: lines one `draw` or `measure` handles at most (``defaultLineCapacity``).
    /// - Throws: ``FontError`` naming `path` when the file is missing, unreadable or not a font, or the
    ///   size is unusable.
    public init(path: String, size: Double, library: FontLibrary? = nil,
                cacheCapacity: Int = Font.defaultCacheCapacity, lineCapacity: Int = Font.defaultLineCapacity) throws {
        guard size.isFinite, size > 0 else { throw FontError.invalidSize(path: path, size: size) }
        if access(path, R_OK) != 0 {
            let reason = String(cString: strerror(errno))
            throw FontError.unreadableFile(path: path, reason: reason)
        }
        let library = try library ?? FontLibrary()
        var opened: FT_Face?
        let error = FT_New_Face(library.handle, path, 0, &opened)
        guard error == 0, let face = opened else { throw FontError.unsupportedFormat(path: path, code: error) }
        let sizeError = FT_Set_Char_Size(face, 0, FT_F26Dot6((size * 64).rounded()), 72, 72)
        guard sizeError == 0 else {
            FT_Done_Face(face)
            throw FontError.cannotSetSize(path: path, size: size, code: sizeError)
        }
        self.path = path; self.size = size; self.library = library; self.face = face

        let metrics = face.pointee.size.pointee.metrics
        let asc = Int((metrics.ascender + 63) >> 6), desc = Int(metrics.descender >> 6)
        ascenderPixels = asc
        lineHeightPixels = max(Int((metrics.height + 32) >> 6), asc - desc, 1)
        ascender = Double(asc); descender = Double(desc); lineHeight = Double(lineHeightPixels)

        let scalable = face.pointee.face_flags & FreeTypeConstant.faceFlagScalable != 0
        let flags = scalable ? FreeTypeConstant.loadDefault | FreeTypeConstant.loadNoBitmap | FreeTypeConstant.loadTargetNormal
            : FreeTypeConstant.loadDefault
        let em = max(1, Int(size.rounded(.up)))
        let cellBytes = (em + em / 2 + 2) * (lineHeightPixels + em / 4 + 2)
        let cache = GlyphCache(face: face, loadFlags: flags, capacity: max(1, cacheCapacity), cellBytes: cellBytes)
        let kerning = KerningCache(face: face)
        self.cache = cache; self.kerning = kerning
        hasKerning = kerning.enabled
        scratch = LineBuffer(capacity: max(1, lineCapacity))

        hasEllipsisGlyph = FT_Get_Char_Index(face, 0x2026) != 0
        capHeight = Double(cache.entries[cache.slot(for: 0x48)].top)   // "H"
        xHeight = Double(cache.entries[cache.slot(for: 0x78)].top)     // "x"
        useEllipsis(glyph: hasEllipsisGlyph)
    }

    /// Chooses "…" (`glyph`) or "..." for truncation and measures it. Internal so tests can exercise
    /// the "..." fallback, which no installed face needs.
    func useEllipsis(glyph: Bool) {
        ellipsisCodePoint = glyph ? 0x2026 : 0x2E
        ellipsisRepeat = glyph ? 1 : 3
        var width = 0, previous: UInt32 = 0
        for k in 0..<ellipsisRepeat {
            let g = cache.entries[cache.slot(for: ellipsisCodePoint)]
            if k > 0 { width += kerning.kerning(ellipsisCodePoint, previous, ellipsisCodePoint, g.glyphIndex) }
            width += Int(g.advance); previous = g.glyphIndex
        }
        ellipsisWidth = width
    }

    /// Opens DejaVu Sans (``defaultPath``), or DejaVu Sans Bold (``defaultBoldPath``) when `bold`.
    /// - Throws: ``FontError`` naming the path when `fonts-dejavu-core` is not installed.
    public convenience init(size: Double, bold: Bool = false, library: FontLibrary? = nil,
                            cacheCapacity: Int = Font.defaultCacheCapacity) throws {
        try self.init(path: bold ? Font.defaultBoldPath : Font.defaultPath, size: size, library: library,
                      cacheCapacity: cacheCapacity)
    }

    deinit { FT_Done_Face(face) }

    /// The glyph cache's counters.
    public var cacheStatistics: GlyphCacheStatistics {
        GlyphCacheStatistics(capacity: cache.capacity, count: cache.count, misses: cache.misses,
                             evictions: cache.evictions, oversizeGlyphs: cache.oversizeGlyphs,
                             loadFailures: cache.loadFailures)
    }

    /// How many `draw`/`measure` calls had more lines than the line capacity (they were truncated).
    public var lineOverflowCount: Int { scratch.overflowCount }
}
