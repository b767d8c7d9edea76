/// An axis-aligned ellipse in surface pixels, for ``Canvas/fillEllipse(in:color:)`` when the box is not square.
///
/// The distance to an ellipse has no closed form; the first-order estimate `f / |∇f|` of the implicit
/// function is within a fraction of a pixel of it for the sizes widgets use, which is all a one-pixel
/// feather needs.
struct EllipseShape: RasterShape {
    let cx: Double, cy: Double, a: Double, b: Double
    let rowRange: Range<Int>

    init(_ rect: Rect) {
        a = Swift.max(rect.width, 0) / 2; b = Swift.max(rect.height, 0) / 2
        cx = rect.midX; cy = rect.midY
        rowRange = a > 0 && b > 0
            ? floorInt(rect.minY)..<Swift.max(floorInt(rect.minY), ceilInt(rect.maxY)) : 0..<0
    }

    @inline(__always) func distance(_ px: Double, _ py: Double) -> Double {
        let x = px - cx, y = py - cy
        let u = x / a, v = y / b
        let f = u * u + v * v - 1
        let gx = 2 * x / (a * a), gy = 2 * y / (b * b)
        let g = (gx * gx + gy * gy).squareRoot()
        return g > 1e-9 ? f / g : -Swift.min(a, b)
    }

    @inline(__always) func coverage(_ x: Int, _ y: Int) -> UInt32 {
        let c = 0.5 - distance(Double(x) + 0.5, Double(y) + 0.5)
        if c <= 0 { return 0 }
        if c >= 1 { return 256 }
        return UInt32(c * 256 + 0.5)
    }

    /// Half-width of the ellipse with semi-axes `(a, b)` at vertical offset `dy`, or nil when the row misses.
    @inline(__always) private static func halfWidth(_ a: Double, _ b: Double, _ dy: Double) -> Double? {
        guard a > 0, b > 0, dy.magnitude < b else { return nil }
        let t = dy / b
        return a * (1 - t * t).squareRoot()
    }

    func spans(row y: Int) -> (outer: Range<Int>, solid: Range<Int>) {
        let dy = Double(y) + 0.5 - cy
        guard let oh = EllipseShape.halfWidth(a + 0.5, b + 0.5, dy) else { return (0..<0, 0..<0) }
        let oL = floorInt(cx - oh - 0.5), oR = ceilInt(cx + oh - 0.5) + 1
        // The solid span uses a safety margin: the distance estimate is not exact away from the axes.
        guard let sh = EllipseShape.halfWidth(a - 1, b - 1, dy) else { return (oL..<oR, oL..<oL) }
        var sL = ceilInt(cx - sh - 0.5), sR = floorInt(cx + sh - 0.5) + 1
        sL = Swift.min(Swift.max(sL, oL), oR); sR = Swift.min(Swift.max(sR, sL), oR)
        return (oL..<oR, sL..<sR)
    }
}
