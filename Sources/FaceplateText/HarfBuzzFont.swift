import CFreeType
import CHarfBuzz

/// A HarfBuzz font (`hb_font_t`) over a FreeType face, destroyed in `deinit`.
///
/// Made with `hb_ft_font_create_referenced`, so it holds its own reference to the face and the two
/// may be freed in any order. It loads glyphs with the same flags as the glyph cache, so shaped
/// advances are the hinted whole-pixel advances the bitmaps were drawn for, plus the font's GPOS
/// kerning and mark positioning.
final class HarfBuzzFont {
    let handle: OpaquePointer

    init?(face: FT_Face, loadFlags: Int32) {
        guard let font = hb_ft_font_create_referenced(face) else { return nil }
        hb_ft_font_set_load_flags(font, loadFlags)
        handle = font
    }

    deinit { hb_font_destroy(handle) }
}
