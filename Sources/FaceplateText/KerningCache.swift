import CFreeType

/// Pair kerning in whole pixels, remembered so drawing cached text makes no FreeType calls.
///
/// ASCII pairs (what labels are mostly made of) use a 128 × 128 table filled lazily; other pairs go
/// through a small direct-mapped cache keyed by glyph indices, where a collision just asks FreeType
/// again (FreeType's lookup is a binary search in the `kern` table and allocates nothing).
///
/// Values are FreeType's *unfitted* kerning rounded to whole pixels: `FT_KERNING_DEFAULT` scales
/// kerning down below 25 ppem, which rounds DejaVu's A–V pair to nothing at label sizes.
final class KerningCache {
    let face: FT_Face
    let enabled: Bool
    static let unknown = Int8.min
    let ascii: UnsafeMutablePointer<Int8>
    static let pairSlots = 256
    /// Per slot: left glyph, right glyph (`UInt32.max` when empty), value.
    let pairs: UnsafeMutablePointer<(UInt32, UInt32, Int32)>

    init(face: FT_Face) {
        self.face = face
        enabled = face.pointee.face_flags & FreeTypeConstant.faceFlagKerning != 0
        ascii = .allocate(capacity: 128 * 128)
        ascii.initialize(repeating: KerningCache.unknown, count: 128 * 128)
        pairs = .allocate(capacity: KerningCache.pairSlots)
        pairs.initialize(repeating: (UInt32.max, UInt32.max, 0), count: KerningCache.pairSlots)
    }

    deinit { ascii.deallocate(); pairs.deallocate() }

    /// The adjustment, in pixels, between `left` and `right` (code points with their glyph indices).
    @inline(__always)
    func kerning(_ leftCP: UInt32, _ leftGlyph: UInt32, _ rightCP: UInt32, _ rightGlyph: UInt32) -> Int {
        guard enabled else { return 0 }
        if leftCP < 128 && rightCP < 128 {
            let i = Int(leftCP << 7 | rightCP)
            let v = ascii[i]
            if v != KerningCache.unknown { return Int(v) }
            let k = query(leftGlyph, rightGlyph)
            ascii[i] = Int8(clamping: max(k, Int(Int8.min) + 1))
            return Int(ascii[i])
        }
        let h = Int(truncatingIfNeeded: (leftGlyph &* 0x9E37_79B1 ^ rightGlyph &* 0x85EB_CA6B) >> 8) & (KerningCache.pairSlots - 1)
        let e = pairs[h]
        if e.0 == leftGlyph && e.1 == rightGlyph { return Int(e.2) }
        let k = query(leftGlyph, rightGlyph)
        pairs[h] = (leftGlyph, rightGlyph, Int32(clamping: k))
        return k
    }

    @inline(never) private func query(_ left: UInt32, _ right: UInt32) -> Int {
        var v = FT_Vector(x: 0, y: 0)
        guard FT_Get_Kerning(face, left, right, FT_KERNING_UNFITTED.rawValue, &v) == 0 else { return 0 }
        return (v.x + 32) >> 6
    }
}
