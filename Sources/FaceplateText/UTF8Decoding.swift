/// A UTF-8 decoder over raw bytes that never allocates, for the layout and drawing loops.
///
/// Iterating `Character`s would run grapheme breaking and `unicodeScalars` would hide byte offsets;
/// the layout keeps line ranges as byte offsets, so it decodes bytes itself. Ill-formed input decodes
/// to U+FFFD using the Unicode "maximal subpart" practice (the same as `String(decoding:as:)`): each
/// maximal prefix of a valid sequence becomes one replacement character.
enum UTF8Decoding {
    /// The replacement character, U+FFFD.
    static let replacement: UInt32 = 0xFFFD

    /// Decodes the scalar starting at `bytes[i]` (`i < count`); returns it and how many bytes it used
    /// (at least 1, so loops always progress).
    @inline(__always)
    static func decode(_ bytes: UnsafePointer<UInt8>, _ i: Int, _ count: Int) -> (scalar: UInt32, length: Int) {
        let b0 = bytes[i]
        if b0 < 0x80 { return (UInt32(b0), 1) }
        return decodeMultibyte(bytes, i, count)
    }

    @inline(never)
    static func decodeMultibyte(_ bytes: UnsafePointer<UInt8>, _ i: Int, _ count: Int) -> (scalar: UInt32, length: Int) {
        let b0 = bytes[i]
        // Sequence length and the allowed range of the second byte (which excludes overlongs,
        // surrogates and values above U+10FFFF).
        let need: Int, lo: UInt8, hi: UInt8
        var value: UInt32
        switch b0 {
        case 0xC2...0xDF: need = 1; lo = 0x80; hi = 0xBF; value = UInt32(b0 & 0x1F)
        case 0xE0: need = 2; lo = 0xA0; hi = 0xBF; value = UInt32(b0 & 0x0F)
        case 0xE1...0xEC, 0xEE...0xEF: need = 2; lo = 0x80; hi = 0xBF; value = UInt32(b0 & 0x0F)
        case 0xED: need = 2; lo = 0x80; hi = 0x9F; value = UInt32(b0 & 0x0F)
        case 0xF0: need = 3; lo = 0x90; hi = 0xBF; value = UInt32(b0 & 0x07)
        case 0xF1...0xF3: need = 3; lo = 0x80; hi = 0xBF; value = UInt32(b0 & 0x07)
        case 0xF4: need = 3; lo = 0x80; hi = 0x8F; value = UInt32(b0 & 0x07)
        default: return (replacement, 1) // stray continuation byte, C0/C1, F5...FF
        }
        var j = i + 1
        for k in 0..<need {
            guard j < count else { return (replacement, j - i) }
            let b = bytes[j]
            let ok = k == 0 ? (b >= lo && b <= hi) : (b & 0xC0 == 0x80)
            guard ok else { return (replacement, j - i) }
            value = value << 6 | UInt32(b & 0x3F)
            j += 1
        }
        return (value, j - i)
    }
}
