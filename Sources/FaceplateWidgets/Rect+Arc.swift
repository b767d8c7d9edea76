import Glibc

extension Rect {
    /// The rectangle holding the circle's arc from angle `a0` clockwise to `a1` (`a0 ≤ a1`, radians,
    /// y down), grown by `padding` on every side: what an arc-shaped widget redraws when a value moves
    /// along it. The arc's extremes are its ends and every quarter turn it passes.
    static func enclosingArc(center c: Point, radius r: Double, from a0: Double, to a1: Double, padding pad: Double) -> Rect {
        var minX = c.x + r * cos(a0), maxX = minX, minY = c.y + r * sin(a0), maxY = minY
        func include(_ a: Double) {
            let x = c.x + r * cos(a), y = c.y + r * sin(a)
            minX = Swift.min(minX, x); maxX = Swift.max(maxX, x); minY = Swift.min(minY, y); maxY = Swift.max(maxY, y)
        }
        include(a1)
        let quarter = Double.pi / 2
        var k = (a0 / quarter).rounded(.up)
        while k * quarter < a1 && k * quarter - a0 < 2 * Double.pi + quarter { include(k * quarter); k += 1 }
        return Rect(x: minX - pad, y: minY - pad, width: maxX - minX + 2 * pad, height: maxY - minY + 2 * pad)
    }
}
