import Glibc

/// Receives a path turned into straight segments: what fills, strokes, hit tests and bounds are computed from.
protocol PathSink {
    /// Starts a subpath at `p` (the previous one, if open, ends first with ``endSubpath()``).
    mutating func moveTo(_ p: Point)
    /// A straight segment from the last point to `p`. `smooth` is true when the joint at its start lies
    /// inside a curve (no line join applies there).
    mutating func lineTo(_ p: Point, smooth: Bool)
    /// The current subpath is closed: a segment back to its start, joined to its first segment.
    mutating func closeSubpath()
    /// The current subpath ends open.
    mutating func endSubpath()
}

/// Turns a ``BezierPath``'s curves and arcs into straight segments no further than `tolerance` from them.
///
/// Segment counts come from the curve's own size (Wang's bound for Béziers, the sagitta for arcs), so
/// the segments are evenly spaced and their number is known before walking; they are capped, so
/// absurd coordinates cost a bounded number of segments instead of hanging.
enum PathFlattener {
    /// The most segments one element becomes.
    static let maxSegments = 16_384

    /// Feeds `path`, moved by `(dx, dy)`, into `sink`.
    static func flatten<S: PathSink>(_ path: BezierPath, dx: Double = 0, dy: Double = 0, tolerance: Double, into sink: inout S) {
        var last = Point.zero, open = false
        @inline(__always) func t(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y + dy) }
        for element in path.elements {
            switch element {
            case .move(let p):
                if open { sink.endSubpath() }
                last = t(p); sink.moveTo(last); open = true
            case .line(let p):
                last = t(p); sink.lineTo(last, smooth: false)
            case .quad(let c, let p):
                let p0 = last, p1 = t(c), p2 = t(p)
                let m = length(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
                let n = count((m / (4 * tolerance)).squareRoot())
                for i in 0...(n + 1) {
                    let s = parameter(i, n), r = 1 - s
                    let a = r * r, b = 2 * r * s, d = s * s
                    sink.lineTo(i == n + 1 ? p2 : Point(x: a * p0.x + b * p1.x + d * p2.x, y: a * p0.y + b * p1.y + d * p2.y), smooth: i > 0)
                }
                last = p2
            case .cubic(let c1, let c2, let p):
                let p0 = last, p1 = t(c1), p2 = t(c2), p3 = t(p)
                let m = Swift.max(length(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
                                  length(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
                let n = count((3 * m / (4 * tolerance)).squareRoot())
                for i in 0...(n + 1) {
                    let s = parameter(i, n), r = 1 - s
                    let a = r * r * r, b = 3 * r * r * s, c = 3 * r * s * s, d = s * s * s
                    let q = Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
                    sink.lineTo(i == n + 1 ? p3 : q, smooth: i > 0)
                }
                last = p3
            case .arc(let center, let u, let v, let start, let sweep):
                let c = t(center)
                let radius = Swift.max(length(u.x, u.y), length(v.x, v.y))
                let n = count(sweep.magnitude / arcStep(radius: radius, tolerance: tolerance))
                for i in 0...(n + 1) {
                    let a = start + sweep * parameter(i, n)
                    let ca = cos(a), sa = sin(a)
                    sink.lineTo(Point(x: c.x + u.x * ca + v.x * sa, y: c.y + u.y * ca + v.y * sa), smooth: i > 0)
                }
                last = Point(x: c.x + u.x * cos(start + sweep) + v.x * sin(start + sweep),
                             y: c.y + u.y * cos(start + sweep) + v.y * sin(start + sweep))
            case .close:
                if open { sink.closeSubpath(); open = false }
            }
        }
        if open { sink.endSubpath() }
    }

    /// The curve parameter (0…1) of point `i` of `n` segments, `i` in 0…n + 1: the even steps, plus one
    /// a tiny step after the start and one before the end. Those two make the first and last segments
    /// point along the curve's true tangent, which is what a stroke's caps and corner joins are built on.
    @inline(__always) static func parameter(_ i: Int, _ n: Int) -> Double {
        let epsilon = 1 / (64 * Double(n))
        if i == 0 { return epsilon }
        if i == n { return 1 - epsilon }
        return i > n ? 1 : Double(i) / Double(n)
    }

    /// The angle one segment of an arc of `radius` may span so its chord stays within `tolerance` of it.
    static func arcStep(radius: Double, tolerance: Double) -> Double {
        guard radius > tolerance else { return Double.pi / 2 }
        return 2 * acos(1 - tolerance / radius)
    }

    /// `v` rounded up to a segment count in 1…``maxSegments`` (1 for NaN).
    @inline(__always) static func count(_ v: Double) -> Int {
        guard v > 1 else { return 1 }
        return v < Double(maxSegments) ? Int(v.rounded(.up)) : maxSegments
    }

    @inline(__always) static func length(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
}

/// The bounding box of the segments a path flattens into.
struct BoundsSink: PathSink {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    var hasPoint: Bool { minX <= maxX }
    mutating func add(_ p: Point) {
        guard p.x.isFinite, p.y.isFinite else { return }
        minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x); minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
    }
    mutating func moveTo(_ p: Point) { add(p) }
    mutating func lineTo(_ p: Point, smooth: Bool) { add(p) }
    mutating func closeSubpath() {}
    mutating func endSubpath() {}
}

/// The winding number of a path around one point: +1 for every segment crossing the horizontal ray to
/// the point's right downwards, −1 upwards. Subpaths are closed, as a fill closes them.
struct WindingSink: PathSink {
    let point: Point
    var winding = 0
    private var start = Point.zero, last = Point.zero

    init(point: Point) { self.point = point }

    mutating func segment(_ a: Point, _ b: Point) {
        // Half-open in y, so a ray through a vertex counts it once.
        let down = a.y <= point.y && b.y > point.y, up = b.y <= point.y && a.y > point.y
        guard down || up else { return }
        let x = a.x + (point.y - a.y) * (b.x - a.x) / (b.y - a.y)
        if x > point.x { winding += down ? 1 : -1 }
    }
    mutating func moveTo(_ p: Point) { start = p; last = p }
    mutating func lineTo(_ p: Point, smooth: Bool) { segment(last, p); last = p }
    mutating func closeSubpath() { segment(last, start); last = start }
    mutating func endSubpath() { segment(last, start); last = start }
}
