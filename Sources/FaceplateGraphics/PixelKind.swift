/// A colour made ready for one pixel format: packed once per primitive (or per row, for gradients) so
/// inner loops only multiply and shift.
@usableFromInline struct Paint {
    /// The opaque pixel value (``PixelFormat/pack(_:)``).
    @usableFromInline var packed: UInt32
    /// XRGB8888: red and blue lanes (`0x00RR00BB`).
    @usableFromInline var rb: UInt32
    /// XRGB8888: the green lane (`0x0000GG00`).
    @usableFromInline var g: UInt32
    /// RGB565: the 5/6/5-bit channels spread into 16-bit lanes of a UInt64 (`R << 32 | G << 16 | B`), so
    /// one multiply blends all three without lanes carrying into each other.
    @usableFromInline var wide: UInt64
    /// Colour alpha times the canvas's global alpha, 0…256 (256 = opaque, so `>> 8` is exact).
    @usableFromInline var alpha: UInt32

    @inlinable init(_ c: Color, format: PixelFormat, globalAlpha: UInt32) {
        packed = format.pack(c)
        let rgb = c.rgb
        rb = rgb & 0x00FF_00FF; g = rgb & 0x0000_FF00
        wide = UInt64(c.red >> 3) << 32 | UInt64(c.green >> 2) << 16 | UInt64(c.blue >> 3)
        let a = UInt32(c.alpha)
        alpha = ((a + (a >> 7)) * globalAlpha) >> 8
    }

    /// The alpha to blend with at `coverage` (0…256).
    @inlinable @inline(__always) func alpha(coverage: UInt32) -> UInt32 { (alpha &* coverage &+ 128) >> 8 }
}

/// One pixel format's inner loops. Primitives are generic over it so the format test is made once per
/// primitive, not once per pixel, and each loop compiles to straight code for its format.
@usableFromInline protocol PixelKind {
    static var format: PixelFormat { get }
    /// Writes `paint` opaquely at `p`.
    static func store(_ p: UnsafeMutableRawPointer, _ paint: Paint)
    /// Blends `paint` at `p` with `a` (0…256, everything already multiplied in).
    static func blend(_ p: UnsafeMutableRawPointer, _ paint: Paint, _ a: UInt32)
    /// Reads the pixel at `p` as 8-bit channels.
    static func load(_ p: UnsafeMutableRawPointer) -> (r: UInt32, g: UInt32, b: UInt32)
    /// Writes 8-bit channels at `p`.
    static func store(_ p: UnsafeMutableRawPointer, r: UInt32, g: UInt32, b: UInt32)
    /// The blend-table entry for `paint` at alpha `a` (0…256): the source term `src × a + ½` spread into
    /// 16-bit lanes of a UInt64, with `256 − a` in the top 16 bits. Blending is then one multiply-add.
    static func tableEntry(_ paint: Paint, _ a: UInt32) -> UInt64
    /// Blends the pixel at `p` with a ``tableEntry(_:_:)``.
    static func blend(_ p: UnsafeMutableRawPointer, entry t: UInt64)
    /// Blends `count` pixels from `p`, `stepX` bytes apart, with one table entry.
    static func blendRun(_ p: UnsafeMutableRawPointer, _ count: Int, _ stepX: Int, entry t: UInt64)
    /// Writes `count` opaque pixels from `p` on, `stepX` bytes apart.
    static func fillRun(_ p: UnsafeMutableRawPointer, _ count: Int, _ stepX: Int, _ paint: Paint)
}

extension PixelKind {
    /// Blends `count` pixels from `p` with one alpha; stores when opaque.
    @inlinable @inline(__always) static func blendRun(_ p: UnsafeMutableRawPointer, _ count: Int, _ stepX: Int,
                                                      _ paint: Paint, _ a: UInt32) {
        if a >= 256 { fillRun(p, count, stepX, paint); return }
        if a == 0 { return }
        var q = p
        for _ in 0..<count { blend(q, paint, a); q += stepX }
    }

    /// Blends `count` pixels from `p`, each with the ``tableEntry(_:_:)`` `table` holds for its mask byte;
    /// the mask is walked `maskStep` bytes per pixel (−1 reads a mirrored tile).
    @inlinable @inline(__always) static func blendMaskRun(_ p: UnsafeMutableRawPointer, _ count: Int, _ stepX: Int,
                                                          _ mask: UnsafePointer<UInt8>, _ maskStep: Int,
                                                          _ table: UnsafePointer<UInt64>) {
        var q = p, m = mask
        for _ in 0..<count {
            blend(q, entry: table[Int(m.pointee)])
            q += stepX; m += maskStep
        }
    }

    /// Blends `count` pixels from `p` with one table entry, one at a time.
    @inlinable @inline(__always) static func blendRunStepped(_ p: UnsafeMutableRawPointer, _ count: Int, _ stepX: Int, entry t: UInt64) {
        if t >> 48 == 256 { return }   // leaves pixels unchanged
        var q = p
        for _ in 0..<count { blend(q, entry: t); q += stepX }
    }
}

/// `0xXXRRGGBB` little-endian words.
@usableFromInline enum XRGB8888: PixelKind {
    @inlinable static var format: PixelFormat { .xrgb8888 }
    @inlinable @inline(__always) static func store(_ p: UnsafeMutableRawPointer, _ paint: Paint) {
        p.storeBytes(of: paint.packed, as: UInt32.self)
    }
    @inlinable @inline(__always) static func blend(_ p: UnsafeMutableRawPointer, _ paint: Paint, _ a: UInt32) {
        if a == 0 { return }
        if a >= 256 { p.storeBytes(of: paint.packed, as: UInt32.self); return }
        let d = p.load(as: UInt32.self), ia = 256 &- a
        // Red and blue share one multiply: each lane has 8 spare bits above it.
        let rb = ((paint.rb &* a &+ (d & 0x00FF_00FF) &* ia &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let g = ((paint.g &* a &+ (d & 0x0000_FF00) &* ia &+ 0x0000_8000) >> 8) & 0x0000_FF00
        p.storeBytes(of: 0xFF00_0000 | rb | g, as: UInt32.self)
    }
    @inlinable static func tableEntry(_ paint: Paint, _ a: UInt32) -> UInt64 {
        let spread = UInt64(paint.rb) | UInt64(paint.g) << 24          // B @0, R @16, G @32
        return UInt64(256 &- a) << 48 | (spread &* UInt64(a) &+ 0x0080_0080_0080)
    }
    @inlinable @inline(__always) static func blend(_ p: UnsafeMutableRawPointer, entry t: UInt64) {
        let d = p.load(as: UInt32.self)
        let x = UInt64(d & 0x00FF_00FF) | UInt64(d & 0x0000_FF00) << 24
        // The top 16 bits of t carry 256 − a; what they add lands above the lanes and is masked off.
        let m = (x &* (t >> 48) &+ t) >> 8
        p.storeBytes(of: 0xFF00_0000 | UInt32(truncatingIfNeeded: m & 0x00FF_00FF) | UInt32(truncatingIfNeeded: (m >> 24) & 0xFF00),
                     as: UInt32.self)
    }
    @inlinable static func blendRun(_ p: UnsafeMutableRawPointer, _ count: Int, _ stepX: Int, entry t: UInt64) {
        let ia = t >> 48
        if ia == 256 || count <= 0 { return }
        guard stepX == 4 || stepX == -4, count >= 4 else { blendRunStepped(p, count, stepX, entry: t); return }
        // Contiguous pixels: blend two per 64-bit word (SWAR), four 16-bit lanes per multiply.
        var q = stepX == 4 ? p : p + (count - 1) * stepX
        var n = count
        if Int(bitPattern: q) & 7 != 0 { blend(q, entry: t); q += 4; n -= 1 }
        let lo1 = t & 0xFFFF_FFFF, hi1 = (t >> 32) & 0xFFFF          // B|R lanes, G lane (with rounding)
        let srcLo = lo1 | lo1 << 32, srcHi = hi1 | hi1 << 32
        let mask: UInt64 = 0x00FF_00FF_00FF_00FF
        var w = q.assumingMemoryBound(to: UInt64.self)
        for _ in 0..<(n >> 1) {
            let v = w.pointee
            let lo = (((v & mask) &* ia &+ srcLo) >> 8) & mask
            let hi = (((v >> 8) & mask) &* ia &+ srcHi) & ~mask
            w.pointee = lo | hi | 0xFF00_0000_FF00_0000
            w += 1
        }
        if n & 1 != 0 { blend(UnsafeMutableRawPointer(w), entry: t) }
    }
    @inlinable @inline(__always) static func load(_ p: UnsafeMutableRawPointer) -> (r: UInt32, g: UInt32, b: UInt32) {
        let d = p.load(as: UInt32.self)
        return ((d >> 16) & 0xFF, (d >> 8) & 0xFF, d & 0xFF)
    }
    @inlinable @inline(__always) static func store(_ p: UnsafeMutableRawPointer, r: UInt32, g: UInt32, b: UInt32) {
        p.storeBytes(of: 0xFF00_0000 | r << 16 | g << 8 | b, as: UInt32.self)
    }
    @inlinable static func fillRun(_ p: UnsafeMutableRawPointer, _ count: Int, _ stepX: Int, _ paint: Paint) {
        guard count > 0 else { return }
        // Contiguous rows (0° and, walking backwards, 180°) become one memset-like store loop.
        if stepX == 4 {
            fillWords(p, paint.packed, count)
        } else if stepX == -4 {
            fillWords(p + (count - 1) * stepX, paint.packed, count)
        } else {
            var q = p
            for _ in 0..<count { q.storeBytes(of: paint.packed, as: UInt32.self); q += stepX }
        }
    }
}

/// `RRRRRGGGGGGBBBBB` little-endian half-words.
@usableFromInline enum RGB565: PixelKind {
    @inlinable static var format: PixelFormat { .rgb565 }
    @inlinable @inline(__always) static func store(_ p: UnsafeMutableRawPointer, _ paint: Paint) {
        p.storeBytes(of: UInt16(truncatingIfNeeded: paint.packed), as: UInt16.self)
    }
    @inlinable @inline(__always) static func blend(_ p: UnsafeMutableRawPointer, _ paint: Paint, _ a: UInt32) {
        if a == 0 { return }
        if a >= 256 { store(p, paint); return }
        let d = UInt64(p.load(as: UInt16.self))
        let dw = (d & 0xF800) << 21 | (d & 0x07E0) << 11 | (d & 0x001F)
        let a64 = UInt64(a), ia = 256 &- a64
        // Each lane holds at most 63 × 256 + 128 < 2^16, so the three channels blend in one go.
        let m = (paint.wide &* a64 &+ dw &* ia &+ 0x0000_0080_0080_0080) >> 8
        let v = (m >> 32 & 0x1F) << 11 | (m >> 16 & 0x3F) << 5 | (m & 0x1F)
        p.storeBytes(of: UInt16(truncatingIfNeeded: v), as: UInt16.self)
    }
    @inlinable static func tableEntry(_ paint: Paint, _ a: UInt32) -> UInt64 {
        UInt64(256 &- a) << 48 | (paint.wide &* UInt64(a) &+ 0x0080_0080_0080)
    }
    @inlinable @inline(__always) static func blend(_ p: UnsafeMutableRawPointer, entry t: UInt64) {
        let d = UInt64(p.load(as: UInt16.self))
        let x = (d & 0xF800) << 21 | (d & 0x07E0) << 11 | (d & 0x001F)
        let m = (x &* (t >> 48) &+ t) >> 8
        let v = (m >> 32 & 0x1F) << 11 | (m >> 16 & 0x3F) << 5 | (m & 0x1F)
        p.storeBytes(of: UInt16(truncatingIfNeeded: v), as: UInt16.self)
    }
    @inlinable static func blendRun(_ p: UnsafeMutableRawPointer, _ count: Int, _ stepX: Int, entry t: UInt64) {
        blendRunStepped(p, count, stepX, entry: t)
    }
    @inlinable @inline(__always) static func load(_ p: UnsafeMutableRawPointer) -> (r: UInt32, g: UInt32, b: UInt32) {
        let v = UInt32(p.load(as: UInt16.self))
        let r = (v >> 11) & 31, g = (v >> 5) & 63, b = v & 31
        return (r << 3 | r >> 2, g << 2 | g >> 4, b << 3 | b >> 2)
    }
    @inlinable @inline(__always) static func store(_ p: UnsafeMutableRawPointer, r: UInt32, g: UInt32, b: UInt32) {
        p.storeBytes(of: UInt16(truncatingIfNeeded: (r >> 3) << 11 | (g >> 2) << 5 | b >> 3), as: UInt16.self)
    }
    @inlinable static func fillRun(_ p: UnsafeMutableRawPointer, _ count: Int, _ stepX: Int, _ paint: Paint) {
        guard count > 0 else { return }
        let v = UInt16(truncatingIfNeeded: paint.packed)
        if stepX == 2 || stepX == -2 {
            // Two pixels per 32-bit word: an odd start takes one half-word first, an odd end one last.
            var q = stepX == 2 ? p : p + (count - 1) * stepX
            var n = count
            if Int(bitPattern: q) & 2 != 0 { q.storeBytes(of: v, as: UInt16.self); q += 2; n -= 1 }
            fillWords(q, UInt32(v) | UInt32(v) << 16, n >> 1)
            if n & 1 != 0 { (q + (n - 1) * 2).storeBytes(of: v, as: UInt16.self) }
        } else {
            var q = p
            for _ in 0..<count { q.storeBytes(of: v, as: UInt16.self); q += stepX }
        }
    }
}

/// Stores `word` `count` times from `p` on (contiguous): what opaque fills spend their time in. Sixteen
/// words per iteration as four 16-byte vector stores (baseline SSE2 / NEON), so a row costs a store per
/// sixteen pixels instead of a store, an increment and a branch per pixel.
@inlinable @inline(__always) func fillWords(_ p: UnsafeMutableRawPointer, _ word: UInt32, _ count: Int) {
    var q = p, n = count
    let v = SIMD4<UInt32>(repeating: word)
    while n >= 16 {
        q.storeBytes(of: v, toByteOffset: 0, as: SIMD4<UInt32>.self)
        q.storeBytes(of: v, toByteOffset: 16, as: SIMD4<UInt32>.self)
        q.storeBytes(of: v, toByteOffset: 32, as: SIMD4<UInt32>.self)
        q.storeBytes(of: v, toByteOffset: 48, as: SIMD4<UInt32>.self)
        q += 64; n -= 16
    }
    while n >= 4 { q.storeBytes(of: v, toByteOffset: 0, as: SIMD4<UInt32>.self); q += 16; n -= 4 }
    while n > 0 { q.storeBytes(of: word, as: UInt32.self); q += 4; n -= 1 }
}

/// Blend tables (mask byte → ``PixelKind/tableEntry(_:_:)``) for the last few colours, so shadows and
/// glyph masks blend with one load and one multiply per pixel. Fixed slots, allocated once; a colour not
/// held replaces the oldest slot (256 entries to recompute, not an allocation).
final class BlendTables {
    static let slotCount = 4
    private let storage: UnsafeMutablePointer<UInt64>
    private var keys: (UInt64, UInt64, UInt64, UInt64) = (.max, .max, .max, .max)
    private var next = 0

    init() { storage = .allocate(capacity: BlendTables.slotCount * 256) }
    deinit { storage.deallocate() }

    /// The table for `paint` in format `K`.
    func table<K: PixelKind>(_: K.Type, _ paint: Paint) -> UnsafePointer<UInt64> {
        let key = UInt64(paint.packed) << 32 | UInt64(paint.alpha) << 1 | (K.format == .rgb565 ? 1 : 0)
        if keys.0 == key { return UnsafePointer(storage) }
        if keys.1 == key { return UnsafePointer(storage + 256) }
        if keys.2 == key { return UnsafePointer(storage + 512) }
        if keys.3 == key { return UnsafePointer(storage + 768) }
        let slot = next
        next = (next + 1) % BlendTables.slotCount
        switch slot { case 0: keys.0 = key; case 1: keys.1 = key; case 2: keys.2 = key; default: keys.3 = key }
        let t = storage + slot * 256
        for c in 0..<256 { t[c] = K.tableEntry(paint, paint.alpha(coverage: widen(UInt8(c)))) }
        return UnsafePointer(t)
    }
}
