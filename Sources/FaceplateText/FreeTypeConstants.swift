import CFreeType

/// FreeType constants that Swift cannot import because FreeType spells them as function-like macros
/// (`FT_LOAD_TARGET_*`, `FT_HAS_KERNING`, `FT_IS_SCALABLE`) or as `long` shifts we want typed for the
/// call sites. The values come from `freetype/freetype.h` (FreeType 2.12); `FreeTypeConstantsTests`
/// pins them, so a header change that moves one shows up as a failing test, not as odd rendering.
enum FreeTypeConstant {
    /// `FT_LOAD_DEFAULT` (`0x0`): hint with the font's own hinter where one exists.
    static let loadDefault: Int32 = 0
    /// `FT_LOAD_NO_BITMAP` (`1L << 3`): ignore embedded bitmap strikes, so scalable fonts always give
    /// anti-aliased coverage rather than 1-bit strikes at a few sizes.
    static let loadNoBitmap: Int32 = 1 << 3
    /// `FT_LOAD_TARGET_NORMAL` = `FT_LOAD_TARGET_(FT_RENDER_MODE_NORMAL)` = `(0 & 15) << 16`: hint for
    /// 8-bit grey rendering.
    static let loadTargetNormal: Int32 = 0
    /// `FT_FACE_FLAG_SCALABLE` (`1L << 0`), what `FT_IS_SCALABLE(face)` tests.
    static let faceFlagScalable: Int = 1 << 0
    /// `FT_FACE_FLAG_KERNING` (`1L << 6`), what `FT_HAS_KERNING(face)` tests: the face has a `kern`
    /// table that `FT_Get_Kerning` reads.
    static let faceFlagKerning: Int = 1 << 6
    /// `FT_Err_Cannot_Open_Resource` (fterrdef.h, `0x01`).
    static let errorCannotOpenResource: Int32 = 0x01
    /// `FT_Err_Unknown_File_Format` (fterrdef.h, `0x02`).
    static let errorUnknownFileFormat: Int32 = 0x02
    /// `FT_Err_Invalid_File_Format` (fterrdef.h, `0x03`).
    static let errorInvalidFileFormat: Int32 = 0x03
    /// `FT_Err_Invalid_Stream_Operation` (fterrdef.h, `0x55`): a driver read past the end of the bytes,
    /// which is what a file too short to be a font gives when opened from memory.
    static let errorInvalidStreamOperation: Int32 = 0x55
}
