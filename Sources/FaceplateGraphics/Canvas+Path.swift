/// Filling and stroking ``BezierPath``s.
extension Canvas {
    /// How far, in pixels, flattened curves may stray from the true ones: below what a 1/255 coverage
    /// step can show.
    static let pathTolerance = 1.0 / 400

    /// Fills `path` (in translated coordinates) with `color`, anti-aliased, by the path's fill rule
    /// (``BezierPath/usesEvenOddFillRule``); open subpaths are closed by a straight line, as in UIKit.
    public mutating func fill(_ path: BezierPath, color: Color) {
        guard color.alpha > 0, !clip.isEmpty else { return }
        pathRasterizer.begin(clip: clip)
        pathRasterizer.addFill(path, dx: origin.x, dy: origin.y, tolerance: Canvas.pathTolerance)
        blendPath(evenOdd: path.usesEvenOddFillRule, color: color)
    }

    /// Strokes `path` (in translated coordinates) with `color`, anti-aliased, with its ``BezierPath/lineWidth``,
    /// caps, joins, miter limit and dash pattern. The line is centred on the path, as in UIKit.
    public mutating func stroke(_ path: BezierPath, color: Color) {
        guard color.alpha > 0, !clip.isEmpty, path.lineWidth > 0, path.lineWidth.isFinite else { return }
        pathRasterizer.begin(clip: clip)
        pathRasterizer.addStroke(path, dx: origin.x, dy: origin.y, tolerance: Canvas.pathTolerance)
        blendPath(evenOdd: false, color: color)
    }

    private mutating func blendPath(evenOdd: Bool, color: Color) {
        switch buffer.format {
        case .xrgb8888:
            var sink = PathBlendSink<XRGB8888>(base: base, stepX: stepX, stepY: stepY, paint: paint(color))
            pathRasterizer.render(evenOdd: evenOdd, into: &sink)
        case .rgb565:
            var sink = PathBlendSink<RGB565>(base: base, stepX: stepX, stepY: stepY, paint: paint(color))
            pathRasterizer.render(evenOdd: evenOdd, into: &sink)
        }
    }
}

/// Blends a path's coverage in one colour, walking logical pixels with the canvas's rotation steps.
struct PathBlendSink<K: PixelKind>: CoverageSink {
    let base: UnsafeMutableRawPointer, stepX: Int, stepY: Int
    let paint: Paint

    /// Coverage 0…1 on the 0…256 scale.
    @inline(__always) static func level(_ c: Double) -> UInt32 { UInt32(c * 256 + 0.5) }

    mutating func coverageRun(y: Int, x: Int, count: Int, coverage: UnsafePointer<Double>) {
        var p = base + x * stepX + y * stepY
        var i = 0
        while i < count {
            let c = PathBlendSink.level(coverage[i])
            if c >= 256 {
                // A run of fully covered pixels: stored (or blended) in one go.
                var j = i + 1
                while j < count && PathBlendSink.level(coverage[j]) >= 256 { j += 1 }
                K.blendRun(p, j - i, stepX, paint, paint.alpha)
                p += (j - i) * stepX; i = j
                continue
            }
            if c > 0 { K.blend(p, paint, paint.alpha(coverage: c)) }
            p += stepX; i += 1
        }
    }

    mutating func run(y: Int, x: Int, count: Int, coverage: Double) {
        let c = PathBlendSink.level(coverage)
        K.blendRun(base + x * stepX + y * stepY, count, stepX, paint, c >= 256 ? paint.alpha : paint.alpha(coverage: c))
    }
}
