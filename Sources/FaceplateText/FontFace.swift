import CFreeType
import Glibc

/// One opened face of a font's chain at the font's pixel size: the FreeType face (`FT_Face`, done in
/// `deinit`), its HarfBuzz font and its glyph cache.
final class FontFace {
    let file: FontFile
    let face: FT_Face
    let loadFlags: Int32
    let shaper: HarfBuzzFont
    let cache: GlyphCache
    /// Keeps the FreeType instance alive as long as the face.
    let library: FontLibrary
    /// The file's bytes, which FreeType reads from for the face's whole life.
    let mapping: FontFileMapping

    /// Opens `file` at `size` pixels per em with a cache of `cacheCapacity` glyphs.
    /// - Throws: ``FontError`` naming the path.
    init(file: FontFile, size: Double, library: FontLibrary, cacheCapacity: Int) throws {
        let path = file.path
        guard size.isFinite, size > 0 else { throw FontError.invalidSize(path: path, size: size) }
        if access(path, R_OK) != 0 {
            let reason = String(cString: strerror(errno))
            throw FontError.unreadableFile(path: path, reason: reason)
        }
        // One mapping of the file for all its faces (FontFileMapping says why); it outlives the face.
        let mapping = try library.mapping(of: path)
        var opened: FT_Face?
        let error = FT_New_Memory_Face(library.handle, mapping.base.assumingMemoryBound(to: FT_Byte.self),
                                       FT_Long(mapping.length), FT_Long(file.index), &opened)
        guard error == 0, let face = opened else { throw FontError.unsupportedFormat(path: path, code: error) }
        let sizeError = FT_Set_Char_Size(face, 0, FT_F26Dot6((size * 64).rounded()), 72, 72)
        guard sizeError == 0 else {
            FT_Done_Face(face)
            throw FontError.cannotSetSize(path: path, size: size, code: sizeError)
        }
        let scalable = face.pointee.face_flags & FreeTypeConstant.faceFlagScalable != 0
        let flags = scalable ? FreeTypeConstant.loadDefault | FreeTypeConstant.loadNoBitmap | FreeTypeConstant.loadTargetNormal
            : FreeTypeConstant.loadDefault
        guard let shaper = HarfBuzzFont(face: face, loadFlags: flags) else {
            FT_Done_Face(face)
            throw FontError.unsupportedFormat(path: path, code: -1)
        }
        let metrics = face.pointee.size.pointee.metrics
        let asc = Int((metrics.ascender + 63) >> 6), desc = Int(metrics.descender >> 6)
        let lineHeight = max(Int((metrics.height + 32) >> 6), asc - desc, 1)
        let em = max(1, Int(size.rounded(.up)))
        let cellBytes = (em + em / 2 + 2) * (lineHeight + em / 4 + 2)
        self.file = file; self.face = face; self.loadFlags = flags; self.shaper = shaper; self.library = library
        self.mapping = mapping
        cache = GlyphCache(face: face, loadFlags: flags, capacity: max(1, cacheCapacity), cellBytes: cellBytes)
    }

    deinit { FT_Done_Face(face) }

    /// The face's glyph for code point `cp`, 0 when it has none.
    @inline(__always) func glyph(for cp: UInt32) -> UInt32 { FT_Get_Char_Index(face, FT_ULong(cp)) }
}
