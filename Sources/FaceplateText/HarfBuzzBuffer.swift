import CHarfBuzz

/// A HarfBuzz buffer (`hb_buffer_t`), destroyed in `deinit`: the code points of one run going in,
/// glyphs and positions coming out. Reused for every run a font shapes (cleared, not freed), so its
/// storage grows to the longest run once.
final class HarfBuzzBuffer {
    let handle: OpaquePointer
    /// The run length the buffer's storage was last grown for, with room beyond it: text that grows a
    /// little at a time (an editor's typing) then reaches HarfBuzz's own reallocation seldom.
    private var reserved = 0

    init?() {
        guard let buffer = hb_buffer_create(), hb_buffer_allocation_successful(buffer) != 0 else { return nil }
        handle = buffer
    }

    deinit { hb_buffer_destroy(handle) }

    /// Shapes `text[start..<start + count]` (code points; the rest of `text` is context, so joining
    /// across run edges is right) with `font` in `direction` and `script`. Clusters are indices into
    /// `text`; HarfBuzz's default cluster level merges marks into their base, so a cluster is a
    /// grapheme (or a ligature of several).
    /// With `ligatures` false the discretionary ligatures ("fi") are turned off, so every character
    /// is a cluster of its own (required ligatures, Arabic lam-alef, stay). With `tabularDigits` the
    /// face's tabular figures (`tnum`) are turned on.
    func shape(_ text: UnsafePointer<UInt32>, count total: Int, start: Int, length: Int, font: HarfBuzzFont,
               rightToLeft: Bool, script: hb_script_t, language: hb_language_t?, ligatures: Bool = true,
               tabularDigits: Bool = false) {
        hb_buffer_clear_contents(handle)
        if length > reserved, length <= Int(Int32.max) - ShapingScratch.headroom,
           hb_buffer_pre_allocate(handle, UInt32(length + ShapingScratch.headroom)) != 0 {
            reserved = length + ShapingScratch.headroom
        }
        hb_buffer_add_codepoints(handle, text, Int32(total), UInt32(start), Int32(length))
        hb_buffer_set_direction(handle, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(handle, script)
        if let language { hb_buffer_set_language(handle, language) }
        if ligatures && !tabularDigits {
            hb_shape(font.handle, handle, nil, 0)
        } else {
            // Constant arrays: choosing one allocates nothing.
            let features = ligatures ? HarfBuzzBuffer.tabular : tabularDigits ? HarfBuzzBuffer.noLigaturesTabular : HarfBuzzBuffer.noLigatures
            features.withUnsafeBufferPointer { hb_shape(font.handle, handle, $0.baseAddress, UInt32($0.count)) }
        }
    }

    /// A feature setting for the whole run.
    private static func feature(_ tag: String, _ value: UInt32) -> hb_feature_t {
        let t = Array(tag.utf8)
        let tag = hb_tag_t(t[0]) << 24 | hb_tag_t(t[1]) << 16 | hb_tag_t(t[2]) << 8 | hb_tag_t(t[3])
        return hb_feature_t(tag: tag, value: value, start: 0, end: UInt32.max)
    }

    /// "liga" and "clig" off (OpenType's standard and contextual ligatures).
    static let noLigatures: [hb_feature_t] = [feature("liga", 0), feature("clig", 0)]
    /// "tnum" on (tabular figures).
    static let tabular: [hb_feature_t] = [feature("tnum", 1)]
    /// Both.
    static let noLigaturesTabular: [hb_feature_t] = noLigatures + tabular

    /// The glyphs of the last shaping: count, infos (glyph index in `codepoint`, `cluster`) and
    /// positions (26.6 pixels), in visual order (right-to-left runs come out reversed).
    var glyphs: (count: Int, infos: UnsafeMutablePointer<hb_glyph_info_t>?, positions: UnsafeMutablePointer<hb_glyph_position_t>?) {
        var n: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(handle, &n)
        let positions = hb_buffer_get_glyph_positions(handle, nil)
        return (Int(n), infos, positions)
    }
}
