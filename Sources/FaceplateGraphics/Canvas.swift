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
/// A canvas keeps a clip stack and a translation (views draw in their own coordinates). Its stacks are
/// allocated once, when the canvas is made, so drawing a frame allocates nothing.
public struct Canvas {
    /// The pixels drawn into.
    public let buffer: PixelBuffer
    /// Logical-to-panel mapping.
    public let transform: DisplayTransform
    /// The logical size of the drawing surface.
    public let size: Size

    @usableFromInline var clipStack: ContiguousArray<PixelRect>
    @usableFromInline var originStack: ContiguousArray<Point>
    /// The current clip, in logical pixels of the whole surface (not translated).
    public private(set) var clip: PixelRect
    /// The current translation: where this canvas's (0, 0) lies on the surface.
    public private(set) var origin: Point
    @usableFromInline let base: UnsafeMutableRawPointer
    @usableFromInline let stepX: Int, stepY: Int
    /// Pushes beyond this depth are ignored (and counted in ``overflowCount``) rather than allocating.
    public let maxDepth: Int
    /// How many pushes were dropped because the stack was full.
    public private(set) var overflowCount = 0

    /// Creates a canvas over `buffer`; `transform` defaults to the buffer's size, unrotated.
    public init(buffer: PixelBuffer, transform: DisplayTransform? = nil, maxDepth: Int = 32) {
        let t = transform ?? DisplayTransform(panelWidth: buffer.width, panelHeight: buffer.height)
        precondition(t.panelWidth == buffer.width && t.panelHeight == buffer.height, "transform and buffer sizes differ")
        self.buffer = buffer; self.transform = t; self.maxDepth = maxDepth
        size = t.logicalSize
        let a = t.addressing(stride: buffer.stride, bytesPerPixel: buffer.format.bytesPerPixel)
        base = buffer.baseAddress + a.origin; stepX = a.stepX; stepY = a.stepY
        clip = PixelRect(x: 0, y: 0, width: Int(size.width), height: Int(size.height))
        origin = .zero
        clipStack = []; clipStack.reserveCapacity(maxDepth)
        originStack = []; originStack.reserveCapacity(maxDepth)
    }

    /// Saves the clip and translation; pair with ``restore()``.
    public mutating func save() {
        guard clipStack.count < maxDepth else { overflowCount += 1; clipStack.append(clip); originStack.append(origin); return }
        clipStack.append(clip); originStack.append(origin)
    }
    /// Restores the clip and translation saved by the matching ``save()``.
    public mutating func restore() {
        guard let c = clipStack.popLast(), let o = originStack.popLast() else { return }
        clip = c; origin = o
    }
    /// Moves the drawing origin by `(dx, dy)`.
    public mutating func translate(dx: Double, dy: Double) { origin.x += dx; origin.y += dy }
    /// Intersects the clip with `rect` (in current, translated coordinates).
    public mutating func clip(to rect: Rect) {
        clip = clip.intersection(PixelRect(covering: rect.offsetBy(dx: origin.x, dy: origin.y)))
    }
    /// Resets clip and translation to the whole surface, dropping saved states (start of a frame).
    public mutating func reset() {
        clipStack.removeAll(keepingCapacity: true); originStack.removeAll(keepingCapacity: true)
        clip = PixelRect(x: 0, y: 0, width: Int(size.width), height: Int(size.height)); origin = .zero
    }

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
    /// not opaque.
    public mutating func fill(_ rect: Rect, color: Color) {
        let r = PixelRect(covering: rect.offsetBy(dx: origin.x, dy: origin.y)).intersection(clip)
        guard !r.isEmpty, color.alpha > 0 else { return }
        let format = buffer.format
        if color.alpha == 255 {
            let v = format.pack(color)
            for y in r.y..<r.maxY {
                var p = address(r.x, y)
                if format == .xrgb8888 { for _ in 0..<r.width { p.storeBytes(of: v, as: UInt32.self); p += stepX } }
                else { let h = UInt16(truncatingIfNeeded: v); for _ in 0..<r.width { p.storeBytes(of: h, as: UInt16.self); p += stepX } }
            }
        } else {
            for y in r.y..<r.maxY {
                var p = address(r.x, y)
                for _ in 0..<r.width { Canvas.blend(p, format, color, 255); p += stepX }
            }
        }
    }

    /// Blends an 8-bit coverage mask (a rasterised glyph, say) in `color`, its top-left at `(x, y)` in
    /// translated logical pixels. `pitch` is the bytes between mask rows.
    public mutating func drawCoverage(_ mask: UnsafePointer<UInt8>, width: Int, height: Int, pitch: Int,
                                      x: Int, y: Int, color: Color) {
        let ox = x + Int(origin.x.rounded(.down)), oy = y + Int(origin.y.rounded(.down))
        let r = PixelRect(x: ox, y: oy, width: width, height: height).intersection(clip)
        guard !r.isEmpty else { return }
        let format = buffer.format
        for row in r.y..<r.maxY {
            var p = address(r.x, row)
            var m = mask + (row - oy) * pitch + (r.x - ox)
            for _ in 0..<r.width {
                if m.pointee != 0 { Canvas.blend(p, format, color, UInt32(m.pointee)) }
                p += stepX; m += 1
            }
        }
    }
}
