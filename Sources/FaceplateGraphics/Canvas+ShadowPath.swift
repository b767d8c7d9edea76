/// Soft shadows of any ``BezierPath`` (Core Animation's `shadowPath`): the path's coverage, blurred.
extension Canvas {
    /// Draws the soft shadow of `path` (translated coordinates), moved by `offset` and blurred by `blur`
    /// (as ``drawShadow(_:radius:offset:blur:color:)``: a Gaussian of σ = blur / 2), under the shape too,
    /// as Core Animation draws a layer's shadow.
    ///
    /// The path's coverage is rasterised into a mask covering the shadow's whole reach and blurred by
    /// three box passes each way (close to a Gaussian); mask storage is kept and only grows, so a shadow
    /// the size of one drawn before allocates nothing. A shadow reaching beyond 4096 pixels either way
    /// is not drawn.
    public mutating func drawShadow(of path: BezierPath, offset: Point, blur: Double, color: Color) {
        let p = paint(color)
        guard p.alpha > 0, !path.isEmpty, !clip.isEmpty else { return }
        let sigma = Swift.min(Swift.max(blur.isFinite ? blur : 0, 0), 1024) / 2
        // Three passes of a box `2·half + 1` wide have the variance of a Gaussian of σ when
        // (2·half + 1)² ≈ 4σ² + 1.
        let half = Int(((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5)
        let dx = origin.x + offset.x, dy = origin.y + offset.y
        let shape = path.bounds.offsetBy(dx: dx, dy: dy)
        guard shape.minX.isFinite, shape.minY.isFinite, shape.maxX.isFinite, shape.maxY.isFinite else { return }
        let spread = Double(3 * half + 1)
        let full = PixelRect(covering: shape.insetBy(dx: -spread, dy: -spread))
        guard full.intersects(clip), full.width <= 4096, full.height <= 4096 else { return }
        let w = full.width, h = full.height
        let scratch = shadowScratch
        scratch.mask.reserve(w * h)
        scratch.line.reserve(Swift.max(w, h))
        let mask = scratch.mask.pointer
        mask.initialize(repeating: 0, count: w * h)
        pathRasterizer.begin(clip: full)
        pathRasterizer.addFill(path, dx: dx, dy: dy, tolerance: Canvas.pathTolerance)
        var sink = MaskSink(mask: mask, origin: full)
        pathRasterizer.render(evenOdd: path.usesEvenOddFillRule, into: &sink)
        if half > 0 {
            let line = scratch.line.pointer
            for _ in 0..<3 {
                for y in 0..<h { Canvas.boxBlur(mask + y * w, count: w, stride: 1, half: half, line) }
            }
            for _ in 0..<3 {
                for x in 0..<w { Canvas.boxBlur(mask + x, count: h, stride: w, half: half, line) }
            }
        }
        let area = full.intersection(clip)
        switch buffer.format {
        case .xrgb8888: blitMask(XRGB8888.self, mask, full, area, p)
        case .rgb565: blitMask(RGB565.self, mask, full, area, p)
        }
    }

    private func blitMask<K: PixelKind>(_: K.Type, _ mask: UnsafeMutablePointer<UInt16>, _ full: PixelRect, _ area: PixelRect, _ p: Paint) {
        for y in area.y..<area.maxY {
            let row = address(0, y)
            var m = mask + (y - full.y) * full.width + (area.x - full.x)
            for x in area.x..<area.maxX {
                let c = UInt32(m.pointee)
                if c != 0 { K.blend(row + x * stepX, p, p.alpha(coverage: c)) }
                m += 1
            }
        }
    }

    /// One box pass over `count` values `stride` apart (0 beyond both ends), through `line`.
    private static func boxBlur(_ values: UnsafeMutablePointer<UInt16>, count: Int, stride: Int, half: Int,
                                _ line: UnsafeMutablePointer<UInt16>) {
        for i in 0..<count { line[i] = values[i * stride] }
        let width = UInt32(2 * half + 1)
        var sum: UInt32 = 0
        for i in 0..<Swift.min(half, count) { sum += UInt32(line[i]) }
        for i in 0..<count {
            if i + half < count { sum += UInt32(line[i + half]) }
            values[i * stride] = UInt16((sum + width / 2) / width)
            if i - half >= 0 { sum -= UInt32(line[i - half]) }
        }
    }
}

/// Where ``Canvas/drawShadow(of:offset:blur:color:)`` keeps its mask between shadows.
final class ShadowPathScratch {
    /// The coverage mask, 0…256 per pixel.
    var mask = Storage<UInt16>()
    /// One row or column being blurred.
    var line = Storage<UInt16>()
    deinit { mask.free(); line.free() }
}

/// Writes a path's coverage (0…256) into a mask whose top-left pixel is `origin`'s.
private struct MaskSink: CoverageSink {
    let mask: UnsafeMutablePointer<UInt16>
    let origin: PixelRect

    @inline(__always) static func level(_ c: Double) -> UInt16 { UInt16(Swift.min(Swift.max(c, 0), 1) * 256 + 0.5) }

    mutating func coverageRun(y: Int, x: Int, count: Int, coverage: UnsafePointer<Double>) {
        let row = mask + (y - origin.y) * origin.width + (x - origin.x)
        for i in 0..<count { row[i] = MaskSink.level(coverage[i]) }
    }

    mutating func run(y: Int, x: Int, count: Int, coverage: Double) {
        (mask + (y - origin.y) * origin.width + (x - origin.x)).update(repeating: MaskSink.level(coverage), count: count)
    }
}
