/// An offscreen picture of a view and its subviews with an alpha channel, drawn once and composited
/// through an affine transform (a rotated or scaled view) or a rounded mask (rounded `masksToBounds`) as
/// often as the screen needs it.
///
/// The display's pixel formats carry no alpha, and the ``Canvas`` blends straight into them. A surface
/// gets its alpha from drawing its content twice — over black and over white: a pixel of coverage `a`
/// and colour `C` comes out as `a·C` and `a·C + (1 − a)`, so the difference is `1 − a` and the black
/// picture is already the premultiplied colour. Twice the drawing, but only when the content changes;
/// a transform that animates only composites again.
///
/// Its buffers are allocated when it is made; ``render(mask:_:)`` and ``Canvas/draw(_:transform:)``
/// allocate nothing, so a surface kept per view makes redraws allocation-free after the first.
public final class LayerSurface {
    /// Size in pixels.
    public let width: Int, height: Int
    /// The picture: premultiplied colour, with the alpha in the top byte once rendered.
    let pixels: PixelBuffer
    /// The picture over black, kept while the white pass draws.
    private let overBlack: PixelBuffer
    /// The canvas drawing into ``pixels``; its origin is the surface's top-left pixel.
    private var canvas: Canvas
    /// Whether the picture must be drawn again before it is next composited.
    public var isStale = true

    /// A transparent surface of `width` × `height` pixels (at least 1 × 1), sharing `shadowCache` with
    /// the display's canvases. Nil when the size is beyond ``PixelBuffer``'s limits.
    public init?(width: Int, height: Int, shadowCache: ShadowCache) {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else { return nil }
        self.width = width; self.height = height
        pixels = PixelBuffer(width: width, height: height, format: .xrgb8888)
        overBlack = PixelBuffer(width: width, height: height, format: .xrgb8888)
        canvas = Canvas(buffer: pixels, shadowCache: shadowCache)
    }

    /// Draws the picture: `body` draws the content into the canvas it is given (whose origin is the
    /// surface's top-left pixel), twice, once over black and once over white. Pixels outside `mask` (a
    /// rounded rectangle, surface pixels; nil for none) become transparent, anti-aliased at its rim.
    public func render(mask: (rect: Rect, radius: Double, corners: RectCorner)?, _ body: (inout Canvas) -> Void) {
        let count = width * height
        pixels.baseAddress.initializeMemory(as: UInt32.self, repeating: 0xFF00_0000, count: count)
        canvas.reset()
        body(&canvas)
        overBlack.baseAddress.copyMemory(from: pixels.baseAddress, byteCount: count * 4)
        pixels.baseAddress.initializeMemory(as: UInt32.self, repeating: 0xFFFF_FFFF, count: count)
        canvas.reset()
        body(&canvas)
        if let mask {
            bake(MaskedRoundedRectShape(mask.rect, radius: mask.radius, corners: mask.corners))
        } else {
            bake(Optional<MaskedRoundedRectShape>.none)
        }
        isStale = false
    }

    /// Turns the two pictures into premultiplied colour with alpha, masked by `shape`.
    private func bake<S: RasterShape>(_ shape: S?) {
        let black = overBlack.baseAddress.assumingMemoryBound(to: UInt32.self)
        let white = pixels.baseAddress.assumingMemoryBound(to: UInt32.self)
        for y in 0..<height {
            let spans = shape?.spans(row: y)
            for x in 0..<width {
                let i = y * width + x
                let b = black[i], w = white[i]
                // 1 − a, from the three channels (they agree up to rounding).
                let diff = (w >> 16 & 0xFF) &- (b >> 16 & 0xFF) &+ (w >> 8 & 0xFF) &- (b >> 8 & 0xFF) &+ (w & 0xFF) &- (b & 0xFF)
                var a = 255 - Swift.min(Swift.max(Int32(bitPattern: diff), 0), 765) / 3
                var r = Int32(b >> 16 & 0xFF), g = Int32(b >> 8 & 0xFF), bl = Int32(b & 0xFF)
                if let shape, let spans {
                    let c: Int32 = spans.solid.contains(x) ? 256 : (spans.outer.contains(x) ? Int32(shape.coverage(x, y)) : 0)
                    if c < 256 { a = (a * c) >> 8; r = (r * c) >> 8; g = (g * c) >> 8; bl = (bl * c) >> 8 }
                }
                r = Swift.min(r, a); g = Swift.min(g, a); bl = Swift.min(bl, a)
                white[i] = UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(bl)
            }
        }
    }
}

extension Canvas {
    /// Composites `surface` through `transform`, which maps surface pixel coordinates to this canvas's
    /// (translated) coordinates, with bilinear sampling and the canvas's ``alpha``. Transparent outside
    /// the surface, so a rotated picture's edges come out anti-aliased.
    public mutating func draw(_ surface: LayerSurface, transform: AffineTransform) {
        let toCanvas = transform.concatenating(AffineTransform(translationX: origin.x, y: origin.y))
        let area = PixelRect(covering: Rect(x: 0, y: 0, width: Double(surface.width), height: Double(surface.height)).applying(toCanvas))
            .intersection(clip)
        guard !area.isEmpty, alpha256 > 0 else { return }
        // A transform that flattens the picture (zero determinant) shows nothing, as in UIKit.
        let det = toCanvas.a * toCanvas.d - toCanvas.b * toCanvas.c
        guard det != 0, det.isFinite else { return }
        let inverse = toCanvas.inverted()
        switch buffer.format {
        case .xrgb8888: composite(XRGB8888.self, surface, inverse, area)
        case .rgb565: composite(RGB565.self, surface, inverse, area)
        }
    }

    private func composite<K: PixelKind>(_: K.Type, _ surface: LayerSurface, _ inv: AffineTransform, _ area: PixelRect) {
        let src = surface.pixels.baseAddress.assumingMemoryBound(to: UInt32.self)
        let sw = surface.width, sh = surface.height
        let global = alpha256
        // A whole-pixel translation samples each source pixel exactly: no filtering.
        let aligned = inv.a == 1 && inv.b == 0 && inv.c == 0 && inv.d == 1 && inv.tx == inv.tx.rounded() && inv.ty == inv.ty.rounded()
        @inline(__always) func texel(_ x: Int, _ y: Int) -> UInt32 {
            x >= 0 && y >= 0 && x < sw && y < sh ? src[y &* sw &+ x] : 0
        }
        for y in area.y..<area.maxY {
            // The source position of the row's first pixel centre, less half a pixel: the sample grid.
            let cy = Double(y) + 0.5, cx = Double(area.x) + 0.5
            var u = inv.a * cx + inv.c * cy + inv.tx - 0.5
            var v = inv.b * cx + inv.d * cy + inv.ty - 0.5
            let row = address(0, y)
            for x in area.x..<area.maxX {
                let s: UInt32
                if aligned {
                    s = texel(floorInt(u + 0.5), floorInt(v + 0.5))
                } else {
                    let x0 = floorInt(u), y0 = floorInt(v)
                    let fx = UInt32((u - Double(x0)) * 256), fy = UInt32((v - Double(y0)) * 256)
                    s = Canvas.bilinear(texel(x0, y0), texel(x0 + 1, y0), texel(x0, y0 + 1), texel(x0 + 1, y0 + 1), fx, fy)
                }
                u += inv.a; v += inv.b
                if s == 0 { continue }
                var sa = s >> 24, sr = s >> 16 & 0xFF, sg = s >> 8 & 0xFF, sb = s & 0xFF
                if global < 256 { sa = (sa * global) >> 8; sr = (sr * global) >> 8; sg = (sg * global) >> 8; sb = (sb * global) >> 8 }
                let p = row + x * stepX
                if sa >= 255 { K.store(p, r: sr, g: sg, b: sb); continue }
                let d = K.load(p), rest = 255 - sa
                @inline(__always) func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
                    let v = d * rest + 128
                    return Swift.min(s + ((v + (v >> 8)) >> 8), 255)
                }
                K.store(p, r: over(sr, d.r), g: over(sg, d.g), b: over(sb, d.b))
            }
        }
    }

    /// Four premultiplied ARGB texels mixed by the weights `fx`, `fy` (0…256), two channels per multiply.
    @inline(__always) static func bilinear(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, _ fx: UInt32, _ fy: UInt32) -> UInt32 {
        if p00 | p10 | p01 | p11 == 0 { return 0 }
        @inline(__always) func mix(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
            // Typed one step at a time: Swift 6.0's type checker gives up on the whole expression.
            let g: UInt32 = 256 - f
            let aRB: UInt32 = a & 0x00FF_00FF, bRB: UInt32 = b & 0x00FF_00FF
            let aAG: UInt32 = (a >> 8) & 0x00FF_00FF, bAG: UInt32 = (b >> 8) & 0x00FF_00FF
            let rb: UInt32 = ((aRB &* g &+ bRB &* f) >> 8) & 0x00FF_00FF
            let ag: UInt32 = (aAG &* g &+ bAG &* f) & 0xFF00_FF00
            return rb | ag
        }
        return mix(mix(p00, p10, fx), mix(p01, p11, fx), fy)
    }
}
