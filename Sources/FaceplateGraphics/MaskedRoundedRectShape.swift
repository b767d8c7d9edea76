/// A rounded rectangle whose chosen corners are rounded and the others square (Core Animation's
/// `maskedCorners`), in surface pixels.
///
/// Rows are walked with the square rectangle's outer span and the rounded one's solid span — inside
/// the solid span every pixel is covered whatever the corners — and the pixels between take the rounded
/// shape's coverage in a rounded corner and the square's elsewhere.
struct MaskedRoundedRectShape: RasterShape {
    let round: RoundedRectShape
    let square: RoundedRectShape
    let corners: RectCorner
    /// The corner squares' inner edges: a pixel centre left of `left` and above `top` is in the top-left corner.
    let left: Double, right: Double, top: Double, bottom: Double

    init(_ rect: Rect, radius: Double, corners: RectCorner) {
        round = RoundedRectShape(rect, radius: radius)
        square = RoundedRectShape(rect, radius: 0)
        self.corners = corners
        let r = round.r
        left = rect.minX + r; right = rect.maxX - r; top = rect.minY + r; bottom = rect.maxY - r
    }

    var rowRange: Range<Int> { square.rowRange }

    @inline(__always) func spans(row y: Int) -> (outer: Range<Int>, solid: Range<Int>) {
        if corners == .allCorners { return round.spans(row: y) }
        let o = square.spans(row: y).outer, s = round.spans(row: y).solid
        return (o, s.isEmpty ? o.lowerBound..<o.lowerBound : s)
    }

    @inline(__always) func coverage(_ x: Int, _ y: Int) -> UInt32 {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let corner: RectCorner? = py < top ? (px < left ? .topLeft : px > right ? .topRight : nil)
            : py > bottom ? (px < left ? .bottomLeft : px > right ? .bottomRight : nil) : nil
        if let corner, corners.contains(corner) { return round.coverage(x, y) }
        return square.coverage(x, y)
    }
}
