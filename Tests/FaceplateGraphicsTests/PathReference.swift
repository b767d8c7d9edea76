import Glibc
@testable import FaceplateGraphics

// An independent reference for path coverage: a region is known by its cross-sections (the x intervals it
// covers along a horizontal line), computed analytically from the geometry itself — a circle's equation, a
// polygon's edges with the fill rule, a stroke as a union of discs and convex polygons built here. Each
// pixel's coverage is the covered length, exact in x, averaged over `rows` lines through it; for the
// shapes used the averaging errs by less than 1/(2·rows) per pixel.

/// A convex piece of a stroke, or a disc.
enum ReferencePiece {
    case disc(Point, Double)
    case convex([Point])
    /// The disc around a joint cut to the gap on the outer side between the pieces before and after it
    /// (directions `d1` and `d2`): what a round join adds.
    case sector(Point, Double, Point, Point)

    var yRange: ClosedRange<Double> {
        switch self {
        case .disc(let c, let r), .sector(let c, let r, _, _): return (c.y - r)...(c.y + r)
        case .convex(let p): return p.map(\.y).min()!...p.map(\.y).max()!
        }
    }

    /// The interval this piece covers on the line at `y`, if any.
    func interval(_ y: Double) -> (Double, Double)? {
        switch self {
        case .disc(let c, let r):
            let dy = y - c.y
            guard dy.magnitude < r else { return nil }
            let half = (r * r - dy * dy).squareRoot()
            return (c.x - half, c.x + half)
        case .convex(let p):
            var lo = Double.infinity, hi = -Double.infinity
            for i in p.indices {
                let a = p[i], b = p[(i + 1) % p.count]
                guard (a.y <= y && y <= b.y) || (b.y <= y && y <= a.y), a.y != b.y else { continue }
                let x = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
                lo = min(lo, x); hi = max(hi, x)
            }
            return lo < hi ? (lo, hi) : nil
        case .sector(let c, let r, let d1, let d2):
            guard var (lo, hi) = ReferencePiece.disc(c, r).interval(y) else { return nil }
            // Half-planes through c: (p − c)·d1 ≥ 0, (p − c)·d2 ≤ 0, and on the outer side of the turn.
            let cross = d1.x * d2.y - d1.y * d2.x
            let outer = Point(x: (d1.y + d2.y) * (cross > 0 ? 1 : -1), y: -(d1.x + d2.x) * (cross > 0 ? 1 : -1))
            for (n, sign) in [(d1, 1.0), (d2, -1.0), (outer, 1.0)] {
                // sign·(n.x·(x − c.x) + n.y·(y − c.y)) ≥ 0
                let a = sign * n.x, b = sign * n.y * (y - c.y)
                if abs(a) < 1e-15 { if b < 0 { return nil }; continue }
                let x0 = c.x - b / a
                if a > 0 { lo = max(lo, x0) } else { hi = min(hi, x0) }
            }
            return lo < hi ? (lo, hi) : nil
        }
    }
}

/// Reference coverage, row-major, of the region whose cross-section at `y` is `section(y)` (overlapping
/// intervals allowed: they are merged).
func referenceCoverage(width: Int, height: Int, rows: Int = 256, section: (Int, Double) -> [(Double, Double)]) -> [Double] {
    var coverage = [Double](repeating: 0, count: width * height)
    for py in 0..<height {
        for s in 0..<rows {
            let y = Double(py) + (Double(s) + 0.5) / Double(rows)
            var intervals = section(py, y).sorted { $0.0 < $1.0 }
            // Merge.
            var merged: [(Double, Double)] = []
            for iv in intervals {
                if let last = merged.last, iv.0 <= last.1 { merged[merged.count - 1].1 = max(last.1, iv.1) } else { merged.append(iv) }
            }
            intervals = merged
            for (a0, b0) in intervals {
                let a = max(a0, 0), b = min(b0, Double(width))
                guard b > a else { continue }
                var col = Int(a.rounded(.down))
                while Double(col) < b && col < width {
                    let overlap = min(b, Double(col + 1)) - max(a, Double(col))
                    if overlap > 0 { coverage[py * width + col] += overlap / Double(rows) }
                    col += 1
                }
            }
        }
    }
    return coverage
}

/// Reference coverage of a union of stroke pieces.
func referenceCoverage(width: Int, height: Int, pieces: [ReferencePiece]) -> [Double] {
    // Pieces bucketed by pixel row, so each line only looks at the pieces near it.
    var byRow = [[Int]](repeating: [], count: height)
    for (i, p) in pieces.enumerated() {
        let r = p.yRange
        let r0 = max(Int(r.lowerBound.rounded(.down)), 0), r1 = min(Int(r.upperBound.rounded(.down)), height - 1)
        if r0 <= r1 { for row in r0...r1 { byRow[row].append(i) } }
    }
    return referenceCoverage(width: width, height: height) { row, y in
        byRow[row].compactMap { pieces[$0].interval(y) }
    }
}

/// Reference coverage of a polygon (its closing edge implied) under a fill rule.
func referenceCoverage(width: Int, height: Int, polygon: [Point], evenOdd: Bool) -> [Double] {
    referenceCoverage(width: width, height: height) { _, y in
        var crossings: [(Double, Int)] = []
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            if a.y <= y && y < b.y { crossings.append((a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y), 1)) }
            if b.y <= y && y < a.y { crossings.append((a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y), -1)) }
        }
        crossings.sort { $0.0 < $1.0 }
        var out: [(Double, Double)] = [], w = 0
        for (i, c) in crossings.enumerated() {
            w += c.1
            let inside = evenOdd ? w & 1 != 0 : w != 0
            if inside && i + 1 < crossings.count { out.append((c.0, crossings[i + 1].0)) }
        }
        return out
    }
}

/// The rectangle a butt-capped stroke of half width `h` puts along `a`→`b`, extended by `before` and `after`.
func segmentPiece(_ a: Point, _ b: Point, _ h: Double, before: Double = 0, after: Double = 0) -> ReferencePiece {
    let len = a.distance(to: b)
    let u = Point(x: (b.x - a.x) / len, y: (b.y - a.y) / len), n = Point(x: -u.y * h, y: u.x * h)
    let s = Point(x: a.x - u.x * before, y: a.y - u.y * before), e = Point(x: b.x + u.x * after, y: b.y + u.y * after)
    return .convex([Point(x: s.x + n.x, y: s.y + n.y), Point(x: e.x + n.x, y: e.y + n.y),
                    Point(x: e.x - n.x, y: e.y - n.y), Point(x: s.x - n.x, y: s.y - n.y)])
}

/// The corner piece of a `join` at `v` between `a`→`v` and `v`→`b`, found by intersecting the outer
/// offset lines (the side where they meet ahead of the first segment's end).
func joinPiece(_ a: Point, _ v: Point, _ b: Point, _ h: Double, miter: Bool, miterLimit: Double = 10) -> ReferencePiece {
    func unit(_ p: Point, _ q: Point) -> Point { let l = p.distance(to: q); return Point(x: (q.x - p.x) / l, y: (q.y - p.y) / l) }
    let d1 = unit(a, v), d2 = unit(v, b)
    for side in [1.0, -1.0] {
        let p1 = Point(x: v.x - d1.y * h * side, y: v.y + d1.x * h * side)
        let p2 = Point(x: v.x - d2.y * h * side, y: v.y + d2.x * h * side)
        // p1 + t·d1 = p2 − s·d2
        let det = d1.x * (-d2.y) - d1.y * (-d2.x)
        let rx = p2.x - p1.x, ry = p2.y - p1.y
        let t = (rx * (-d2.y) - ry * (-d2.x)) / det
        guard t > 0 else { continue }
        let m = Point(x: p1.x + d1.x * t, y: p1.y + d1.y * t)
        let withinLimit = v.distance(to: m) * 2 <= miterLimit * 2 * h
        return .convex(miter && withinLimit ? [v, p1, m, p2] : [v, p1, p2])
    }
    return .convex([v, v, v])
}

/// Largest difference between two coverage grids, and where.
func worstDifference(_ a: [Double], _ b: [Double], width: Int) -> (Double, Int, Int) {
    var worst = 0.0, at = 0
    for i in a.indices where abs(a[i] - b[i]) > worst { worst = abs(a[i] - b[i]); at = i }
    return (worst, at % width, at / width)
}

/// Records a rasteriser's coverage in a grid.
struct CoverageGrid: CoverageSink {
    let width: Int
    var values: [Double]
    init(width: Int, height: Int) { self.width = width; values = [Double](repeating: 0, count: width * height) }
    mutating func coverageRun(y: Int, x: Int, count: Int, coverage: UnsafePointer<Double>) {
        for i in 0..<count { values[y * width + x + i] = coverage[i] }
    }
    mutating func run(y: Int, x: Int, count: Int, coverage: Double) {
        for i in 0..<count { values[y * width + x + i] = coverage }
    }
}

/// The coverage Faceplate computes for `path`, filled or stroked, on a `width × height` surface.
func pathCoverage(_ path: BezierPath, stroke: Bool, width: Int, height: Int,
                  clip: PixelRect? = nil) -> [Double] {
    let rasterizer = PathRasterizer()
    rasterizer.begin(clip: clip ?? PixelRect(x: 0, y: 0, width: width, height: height))
    if stroke { rasterizer.addStroke(path, dx: 0, dy: 0, tolerance: Canvas.pathTolerance) }
    else { rasterizer.addFill(path, dx: 0, dy: 0, tolerance: Canvas.pathTolerance) }
    var grid = CoverageGrid(width: width, height: height)
    rasterizer.render(evenOdd: !stroke && path.usesEvenOddFillRule, into: &grid)
    return grid.values
}

/// A cubic Bézier's point at `t`.
func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
    let r = 1 - t
    let a = r * r * r, b = 3 * r * r * t, c = 3 * r * t * t, d = t * t * t
    return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
}
