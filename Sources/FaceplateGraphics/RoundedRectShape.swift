/// A filled outline the scan-line rasteriser can walk: rows it touches, each row's covered spans and the
/// coverage of the pixels at its rim.
protocol RasterShape {
    /// Pixel rows with any coverage.
    var rowRange: Range<Int> { get }
    /// For pixel row `y`: pixels `outer` may be covered, pixels `solid` (inside `outer`) are fully covered.
    func spans(row y: Int) -> (outer: Range<Int>, solid: Range<Int>)
    /// Coverage of pixel `(x, y)`, 0…256.
    func coverage(_ x: Int, _ y: Int) -> UInt32
}

/// A rounded rectangle in surface pixels, with the signed distance and row spans the rasterisers need.
///
/// Coverage is `clamp(0.5 − distance)`: a one-pixel feather across the exact outline, which equals the
/// area coverage for straight edges (fractional ones included) and is close to it around arcs. Rows are
/// split into an outer span (any coverage) and a solid span inside it (full coverage), so the long
/// straight runs are filled without per-pixel work.
struct RoundedRectShape: RasterShape {
    /// Centre.
    let cx: Double, cy: Double
    /// Half extents minus the radius: the straight part of each half edge.
    let bx: Double, by: Double
    /// Corner radius, clamped to half the shorter side.
    let r: Double
    /// Pixel rows with any coverage.
    let rowRange: Range<Int>
    /// The spans of every row in the straight band between the corners, computed once.
    private var band: (outer: Range<Int>, solid: Range<Int>) = (0..<0, 0..<0)

    init(_ rect: Rect, radius: Double) {
        let w = Swift.max(rect.width, 0), h = Swift.max(rect.height, 0)
        r = Swift.min(Swift.max(radius, 0), Swift.min(w, h) / 2)
        cx = rect.minX + w / 2; cy = rect.minY + h / 2
        bx = w / 2 - r; by = h / 2 - r
        if w <= 0 || h <= 0 {
            rowRange = 0..<0
        } else {
            let y0 = floorInt(rect.minY), y1 = ceilInt(rect.minY + h)
            rowRange = y0..<Swift.max(y0, y1)
        }
        band = spans(qy: -1)
    }

    /// Signed distance from `(px, py)` to the outline: negative inside.
    @inline(__always) func distance(_ px: Double, _ py: Double) -> Double {
        let qx = (px - cx).magnitude - bx, qy = (py - cy).magnitude - by
        let ox = Swift.max(qx, 0), oy = Swift.max(qy, 0)
        return (ox * ox + oy * oy).squareRoot() + Swift.min(Swift.max(qx, qy), 0) - r
    }

    /// Coverage of pixel `(x, y)`, 0…256.
    @inline(__always) func coverage(_ x: Int, _ y: Int) -> UInt32 {
        let c = 0.5 - distance(Double(x) + 0.5, Double(y) + 0.5)
        if c <= 0 { return 0 }
        if c >= 1 { return 256 }
        return UInt32(c * 256 + 0.5)
    }

    /// For pixel row `y`: pixels `outer` may be covered, pixels `solid` (inside `outer`) are fully covered.
    /// An empty `outer` means the row misses the shape.
    @inline(__always) func spans(row y: Int) -> (outer: Range<Int>, solid: Range<Int>) {
        let qy = (Double(y) + 0.5 - cy).magnitude - by
        return qy <= 0 && qy <= r - 0.5 ? band : spans(qy: qy)
    }

    /// Spans of a row whose centre is `qy` beyond the straight band (≤ 0: inside it).
    private func spans(qy: Double) -> (outer: Range<Int>, solid: Range<Int>) {
        if qy - r >= 0.5 { return (0..<0, 0..<0) }
        let outerHalf = bx + (qy <= 0 ? r + 0.5 : ((r + 0.5) * (r + 0.5) - qy * qy).squareRoot())
        // Pixel i is touched when |i + ½ − cx| < outerHalf.
        let oL = floorInt(cx - outerHalf - 0.5) + 1, oR = ceilInt(cx + outerHalf - 0.5)
        guard oR > oL else { return (0..<0, 0..<0) }
        if qy > r - 0.5 { return (oL..<oR, oL..<oL) }
        let solidHalf = bx + (qy <= 0 ? r - 0.5 : ((r - 0.5) * (r - 0.5) - qy * qy).squareRoot())
        var sL = ceilInt(cx - solidHalf - 0.5), sR = floorInt(cx + solidHalf - 0.5) + 1
        sL = Swift.min(Swift.max(sL, oL), oR); sR = Swift.min(Swift.max(sR, sL), oR)
        return (oL..<oR, sL..<sR)
    }
}

/// `⌊v⌋` as an Int without a libm call (the baseline x86-64 and ARMv7 targets have no inline rounding
/// instruction), clamped so absurd coordinates cannot trap the conversion.
@inline(__always) func floorInt(_ v: Double) -> Int {
    let c = Swift.min(Swift.max(v, -1e15), 1e15)
    let i = Int(c)
    return Double(i) > c ? i - 1 : i
}

/// `⌈v⌉` as an Int; see ``floorInt(_:)``.
@inline(__always) func ceilInt(_ v: Double) -> Int {
    let c = Swift.min(Swift.max(v, -1e15), 1e15)
    let i = Int(c)
    return Double(i) < c ? i + 1 : i
}

/// `v` rounded half up to an Int; see ``floorInt(_:)``.
@inline(__always) func roundInt(_ v: Double) -> Int { floorInt(v + 0.5) }
