import CFreeType
import Testing
@testable import FaceplateText

/// FreeType spells these as function-like macros (or `long` shifts we retype), so FaceplateText writes
/// them out; pin them to the values in freetype/freetype.h and fterrdef.h (FreeType 2.12), and to the
/// C values themselves wherever Swift does import the macro.
@Suite struct FreeTypeConstantsTests {
    @Test func loadFlagsMatchFreeTypeHeader() {
        #expect(FreeTypeConstant.loadDefault == 0x0)          // FT_LOAD_DEFAULT
        #expect(FreeTypeConstant.loadNoBitmap == 0x8)         // FT_LOAD_NO_BITMAP  (1L << 3)
        #expect(FreeTypeConstant.loadTargetNormal == 0x0)     // FT_LOAD_TARGET_(FT_RENDER_MODE_NORMAL) = (0 & 15) << 16
        #expect(Int(FreeTypeConstant.loadDefault) == Int(FT_LOAD_DEFAULT))
        #expect(Int(FreeTypeConstant.loadNoBitmap) == Int(FT_LOAD_NO_BITMAP))
        // The render mode the target macro is built from is an imported enum: check the formula.
        #expect(FreeTypeConstant.loadTargetNormal == Int32((FT_RENDER_MODE_NORMAL.rawValue & 15) << 16))
    }

    @Test func faceFlagsMatchFreeTypeHeader() {
        #expect(FreeTypeConstant.faceFlagScalable == 0x1)     // FT_FACE_FLAG_SCALABLE (1L << 0)
        #expect(FreeTypeConstant.faceFlagKerning == 0x40)     // FT_FACE_FLAG_KERNING  (1L << 6)
        #expect(FreeTypeConstant.faceFlagScalable == Int(FT_FACE_FLAG_SCALABLE))
        #expect(FreeTypeConstant.faceFlagKerning == Int(FT_FACE_FLAG_KERNING))
    }

    @Test func errorCodesMatchFreeTypeHeader() {
        #expect(FreeTypeConstant.errorCannotOpenResource == 0x01)  // FT_Err_Cannot_Open_Resource
        #expect(FreeTypeConstant.errorUnknownFileFormat == 0x02)   // FT_Err_Unknown_File_Format
        #expect(FreeTypeConstant.errorInvalidFileFormat == 0x03)   // FT_Err_Invalid_File_Format
        #expect(Int(FreeTypeConstant.errorCannotOpenResource) == Int(FT_Err_Cannot_Open_Resource))
        #expect(Int(FreeTypeConstant.errorUnknownFileFormat) == Int(FT_Err_Unknown_File_Format))
        #expect(Int(FreeTypeConstant.errorInvalidFileFormat) == Int(FT_Err_Invalid_File_Format))
        #expect(Int(FreeTypeConstant.errorInvalidStreamOperation) == Int(FT_Err_Invalid_Stream_Operation))
    }
}
