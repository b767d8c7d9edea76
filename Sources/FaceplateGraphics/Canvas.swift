/// An integer rectangle on the logical pixel grid: what clipping and damage work in.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int
    /// Creates a pixel rectangle.
    @inlinable public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    /// The smallest pixel rectangle covering `rect`.
    @inlinable public init(covering rect: Rect) {
        let r = rect.integral
        self.init(x: Int(r.minX), y: Int(r.minY), width: Int(r.width), height: Int(r.height))
    }
    @inlinable public var maxX: Int { x + width }
    @inlinable public var maxY: Int { y + height }
    @inlinable public var isEmpty: Bool { width <= 0 || height <= 0 }
    @inlinable public var area: Int { isEmpty ? 0 : width * height }
    @inlinable public var rect: Rect { Rect(x, y, width, height) }
    /// The shared pixels (empty rectangle at the origin when none).
    @inlinable public func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = Swift.max(x, o.x), y0 = Swift.max(y, o.y), x1 = Swift.min(maxX, o.maxX), y1 = Swift.min(maxY, o.maxY)
        return x1 > x0 && y1 > y0 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : PixelRect(x: 0, y: 0, width: 0, height: 0)
    }
    /// The bounding box of both (an empty side is ignored).
    @inlinable public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = Swift.min(x, o.x), y0 = Swift.min(y, o.y)
        return PixelRect(x: x0, y: y0, width: Swift.max(maxX, o.maxX) - x0, height: Swift.max(maxY, o.maxY) - y0)
    }
    @inlinable public func intersects(_ o: PixelRect) -> Bool { !intersection(o).isEmpty }
    @inlinable public func contains(_ o: PixelRect) -> Bool { o.x >= x && o.y >= y && o.maxX <= maxX && o.maxY <= maxY }
    public var description: String { "[\(x),\(y) \(width)x\(height)]" }
}

/// Draws into a ``PixelBuffer`` in logical coordinates, whatever the panel's rotation and pixel format.
///
/// A canvas keeps a clip stack, a translation (views draw in their own coordinates) and a global alpha
/// (views fading in or out draw through it). Its stacks are allocated once, when the canvas is made, and
/// its ``ShadowCache`` has a fixed capacity, so drawing a frame allocates nothing.
///
/// Every primitive walks logical pixels with the byte steps of ``DisplayTransform/addressing(stride:bytesPerPixel:)``,
/// so each one works unchanged at all four rotations.
public struct Canvas {
    /// The pixels drawn into.
    public let buffer: PixelBuffer
    /// Logical-to-panel mapping.
    public let transform: DisplayTransform
    /// The logical size of the drawing surface.
    public let size: Size
    /// Blurred shadow masks, built once per radius and blur and reused by ``drawShadow(_:radius:offset:blur:color:)``.
    public let shadowCache: ShadowCache
    /// Per-colour blend tables for mask blits (shadows, glyphs).
    let blendTables = BlendTables()
    /// Scratch storage for filling and stroking paths, grown to the largest path drawn so far.
    let pathRasterizer = PathRasterizer()
    /// Scratch storage for path shadows, grown to the largest shadow drawn so far.
    let shadowScratch = ShadowPathScratch()

    @usableFromInline var clipStack: ContiguousArray<PixelRect>
    @usableFromInline var originStack: ContiguousArray<Point>
    @usableFromInline var alphaStack: ContiguousArray<Double>
    /// The current clip, in logical pixels of the whole surface (not translated).
    public private(set) var clip: PixelRect
    /// The current translation: where this canvas's (0, 0) lies on the surface. Settable so a caller
    /// that only translates (no clip or alpha change) can put it back without a ``save()``.
    public var origin: Point
    /// Opacity (0…1) multiplied into everything drawn, saved and restored with ``save()``/``restore()``.
    /// Views with an alpha below 1 draw their content through it instead of into an offscreen layer.
    public var alpha: Double = 1 {
        didSet { alpha256 = UInt32((Swift.min(Swift.max(alpha, 0), 1) * 256).rounded()) }
    }
    /// ``alpha`` on the 0…256 scale the inner loops use.
    @usableFromInline private(set) var alpha256: UInt32 = 256
    @usableFromInline let base: UnsafeMutableRawPointer
    @usableFromInline let stepX: Int, stepY: Int
    /// Pushes beyond this depth are ignored (and counted in ``overflowCount``) rather than allocating.
    public let maxDepth: Int
    /// How many pushes were dropped because the stack was full.
    public private(set) var overflowCount = 0
    /// Saves dropped because the stack was full, so their restores are dropped too and the stack stays paired.
    @usableFromInline var droppedSaves = 0
    /// Whether the panel is drawn with high contrast: views draw the system colours an app gave them
    /// (`.systemBlue` and the others) with their high-contrast values, as UIKit resolves its dynamic
    /// colours against the traits it draws with. The compositor sets it for each frame.
    public var drawsHighContrast = false

    /// Creates a canvas over `buffer`; `transform` defaults to the buffer's size, unrotated.
    ///
    /// Pass a `shadowCache` to share blurred shadow masks between canvases (one per buffer of a
    /// double-buffered display, say); by default each canvas makes its own.
    public init(buffer: PixelBuffer, transform: DisplayTransform? = nil, maxDepth: Int = 32, shadowCache: ShadowCache? = nil) {
        let t = transform ?? DisplayTransform(panelWidth: buffer.width, panelHeight: buffer.height)
        precondition(t.panelWidth == buffer.width && t.panelHeight == buffer.height, "transform and buffer sizes differ")
        self.buffer = buffer; self.transform = t; self.maxDepth = maxDepth
        self.shadowCache = shadowCache ?? ShadowCache()
        size = t.logicalSize
        let a = t.addressing(stride: buffer.stride, bytesPerPixel: buffer.format.bytesPerPixel)
        base = buffer.baseAddress + a.origin; stepX = a.stepX; stepY = a.stepY
        clip = PixelRect(x: 0, y: 0, width: Int(size.width), height: Int(size.height))
        origin = .zero
        clipStack = []; clipStack.reserveCapacity(maxDepth)
        originStack = []; originStack.reserveCapacity(maxDepth)
        alphaStack = []; alphaStack.reserveCapacity(maxDepth)
    }

    /// Saves the clip, translation and alpha; pair with ``restore()``.
    public mutating func save() {
        guard clipStack.count < maxDepth else { overflowCount += 1; droppedSaves += 1; return }
        clipStack.append(clip); originStack.append(origin); alphaStack.append(alpha)
    }
    /// Restores the clip, translation and alpha saved by the matching ``save()``.
    public mutating func restore() {
        if droppedSaves > 0 { droppedSaves -= 1; return }
        guard let c = clipStack.popLast(), let o = originStack.popLast(), let a = alphaStack.popLast() else { return }
        clip = c; origin = o; alpha = a
    }
    /// Moves the drawing origin by `(dx, dy)`.
    public mutating func translate(dx: Double, dy: Double) { origin.x += dx; origin.y += dy }
    /// Intersects the clip with `rect` (in current, translated coordinates).
    public mutating func clip(to rect: Rect) {
        clip = clip.intersection(PixelRect(covering: rect.offsetBy(dx: origin.x, dy: origin.y)))
    }
    /// Resets clip, translation and alpha to the whole surface, dropping saved states (start of a frame).
    public mutating func reset() {
        clipStack.removeAll(keepingCapacity: true); originStack.removeAll(keepingCapacity: true)
        alphaStack.removeAll(keepingCapacity: true); droppedSaves = 0
        clip = PixelRect(x: 0, y: 0, width: Int(size.width), height: Int(size.height)); origin = .zero; alpha = 1
    }

    /// `color` prepared for this buffer's format with the global alpha multiplied in.
    @inlinable func paint(_ color: Color) -> Paint { Paint(color, format: buffer.format, globalAlpha: alpha256) }

    /// The byte address of logical surface pixel `(x, y)`; callers keep it inside the clip.
    @inlinable func address(_ x: Int, _ y: Int) -> UnsafeMutableRawPointer { base + x * stepX + y * stepY }

    /// Writes `color` blended with `coverage` (0…255, multiplied with the colour's alpha) at `p`.
    @inlinable static func blend(_ p: UnsafeMutableRawPointer, _ format: PixelFormat, _ color: Color, _ coverage: UInt32) {
        let a = coverage * UInt32(color.alpha) + 127
        let alpha = (a + (a >> 8)) >> 8          // coverage × alpha / 255
        if alpha == 0 { return }
        if alpha >= 255 {
            if format == .xrgb8888 { p.storeBytes(of: format.pack(color), as: UInt32.self) }
            else { p.storeBytes(of: UInt16(truncatingIfNeeded: format.pack(color)), as: UInt16.self) }
            return
        }
        let inv = 255 - alpha
        @inline(__always) func mix(_ s: UInt8, _ d: UInt8) -> UInt8 {
            let v = UInt32(s) * alpha + UInt32(d) * inv + 128
            return UInt8(truncatingIfNeeded: (v + (v >> 8)) >> 8)
        }
        if format == .xrgb8888 {
            let d = p.load(as: UInt32.self)
            let r = mix(color.red, UInt8(truncatingIfNeeded: d >> 16)), g = mix(color.green, UInt8(truncatingIfNeeded: d >> 8))
            let b = mix(color.blue, UInt8(truncatingIfNeeded: d))
            p.storeBytes(of: 0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b), as: UInt32.self)
        } else {
            let d = format.unpack(UInt32(p.load(as: UInt16.self)))
            let c = Color(red: mix(color.red, d.red), green: mix(color.green, d.green), blue: mix(color.blue, d.blue))
            p.storeBytes(of: UInt16(truncatingIfNeeded: format.pack(c)), as: UInt16.self)
        }
    }

    /// Fills `rect` (translated coordinates, snapped to whole pixels) with `color`, blending when it is
    /// not opaque or the canvas's ``alpha`` is below 1.
    ///
    /// Opaque fills of unrotated (or 180°) surfaces store whole rows at once, so clearing a screen costs
    /// about what `memset` does.
    public mutating func fill(_ rect: Rect, color: Color) {
        let r = PixelRect(covering: rect.offsetBy(dx: origin.x, dy: origin.y)).intersection(clip)
        guard !r.isEmpty, color.alpha > 0 else { return }
        switch buffer.format {
        case .xrgb8888: fill(XRGB8888.self, r, paint(color))
        case .rgb565: fill(RGB565.self, r, paint(color))
        }
    }

    func fill<K: PixelKind>(_: K.Type, _ r: PixelRect, _ paint: Paint) {
        guard paint.alpha > 0 else { return }
        // A buffer with unpadded rows at 0° is one contiguous run: fill it in a single call.
        if paint.alpha >= 256, stepX == K.format.bytesPerPixel, stepY == r.width * stepX, r.x == 0 {
            K.fillRun(address(r.x, r.y), r.width * r.height, stepX, paint)
            return
        }
        for y in r.y..<r.maxY { K.blendRun(address(r.x, y), r.width, stepX, paint, paint.alpha) }
    }

    /// Blends an 8-bit coverage mask (a rasterised glyph, say) in `color`, its top-left at `(x, y)` in
    /// translated logical pixels. `pitch` is the bytes between mask rows.
    public mutating func drawCoverage(_ mask: UnsafePointer<UInt8>, width: Int, height: Int, pitch: Int,
                                      x: Int, y: Int, color: Color) {
        let ox = x + Int(origin.x.rounded(.down)), oy = y + Int(origin.y.rounded(.down))
        let r = PixelRect(x: ox, y: oy, width: width, height: height).intersection(clip)
        guard !r.isEmpty else { return }
        switch buffer.format {
        case .xrgb8888: drawCoverage(XRGB8888.self, mask, pitch: pitch, ox: ox, oy: oy, r, blendTables.table(XRGB8888.self, paint(color)))
        case .rgb565: drawCoverage(RGB565.self, mask, pitch: pitch, ox: ox, oy: oy, r, blendTables.table(RGB565.self, paint(color)))
        }
    }

    func drawCoverage<K: PixelKind>(_: K.Type, _ mask: UnsafePointer<UInt8>, pitch: Int, ox: Int, oy: Int,
                                    _ r: PixelRect, _ table: UnsafePointer<UInt64>) {
        if table[255] >> 48 == 256 { return }   // fully transparent colour
        for row in r.y..<r.maxY {
            var p = address(r.x, row)
            var m = mask + (row - oy) * pitch + (r.x - ox)
            for _ in 0..<r.width {
                let c = m.pointee
                if c != 0 { K.blend(p, entry: table[Int(c)]) }   // glyph masks are mostly empty
                p += stepX; m += 1
            }
        }
    }
}
