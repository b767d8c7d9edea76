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
    @inlinable @inline(__always) func alpha(coverage: UInt32) -> UInt32 { (alpha * coverage + 128) >> 8 }
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
        let d = p.load(as: UInt32.self), ia = 256 - a
        // Red and blue share one multiply: each lane has 8 spare bits above it.
        let rb = ((paint.rb &* a &+ (d & 0x00FF_00FF) &* ia &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let g = ((paint.g &* a &+ (d & 0x0000_FF00) &* ia &+ 0x0000_8000) >> 8) & 0x0000_FF00
        p.storeBytes(of: 0xFF00_0000 | rb | g, as: UInt32.self)
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
            p.initializeMemory(as: UInt32.self, repeating: paint.packed, count: count)
        } else if stepX == -4 {
            (p + (count - 1) * stepX).initializeMemory(as: UInt32.self, repeating: paint.packed, count: count)
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
        let a64 = UInt64(a), ia = 256 - a64
        // Each lane holds at most 63 × 256 + 128 < 2^16, so the three channels blend in one go.
        let m = (paint.wide &* a64 &+ dw &* ia &+ 0x0000_0080_0080_0080) >> 8
        let v = (m >> 32 & 0x1F) << 11 | (m >> 16 & 0x3F) << 5 | (m & 0x1F)
        p.storeBytes(of: UInt16(truncatingIfNeeded: v), as: UInt16.self)
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
        if stepX == 2 {
            p.initializeMemory(as: UInt16.self, repeating: v, count: count)
        } else if stepX == -2 {
            (p + (count - 1) * stepX).initializeMemory(as: UInt16.self, repeating: v, count: count)
        } else {
            var q = p
            for _ in 0..<count { q.storeBytes(of: v, as: UInt16.self); q += stepX }
        }
    }
}
