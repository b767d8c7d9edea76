import Glibc

extension PathRasterizer {
    /// Adds the edges of `path` moved by `(dx, dy)`, its subpaths closed: what a fill rasterises.
    func addFill(_ path: BezierPath, dx: Double, dy: Double, tolerance: Double) {
        var sink = FillSink(self)
        PathFlattener.flatten(path, dx: dx, dy: dy, tolerance: tolerance, into: &sink)
    }

    /// Adds the outline of `path`'s stroke, moved by `(dx, dy)`, with its line width, caps, joins, miter
    /// limit and dashes: rasterise it with the non-zero rule.
    func addStroke(_ path: BezierPath, dx: Double, dy: Double, tolerance: Double) {
        guard path.lineWidth > 0, path.lineWidth.isFinite else { return }
        let stroker = Stroker(self, lineWidth: path.lineWidth, cap: path.lineCapStyle, join: path.lineJoinStyle,
                              miterLimit: path.miterLimit, tolerance: tolerance)
        if path.dashPattern.isEmpty {
            var sink = stroker
            PathFlattener.flatten(path, dx: dx, dy: dy, tolerance: tolerance, into: &sink)
        } else {
            var sink = Dasher(stroker, pattern: path.dashPattern, phase: path.dashPhase)
            PathFlattener.flatten(path, dx: dx, dy: dy, tolerance: tolerance, into: &sink)
        }
    }
}

/// Feeds a path's subpaths, closed, to a ``PathRasterizer`` as edges: what a fill rasterises.
struct FillSink: PathSink {
    let rasterizer: PathRasterizer
    private var start = Point.zero, last = Point.zero

    init(_ rasterizer: PathRasterizer) { self.rasterizer = rasterizer }

    mutating func moveTo(_ p: Point) { start = p; last = p }
    mutating func lineTo(_ p: Point, smooth: Bool) { rasterizer.addEdge(last.x, last.y, p.x, p.y); last = p }
    mutating func closeSubpath() { rasterizer.addEdge(last.x, last.y, start.x, start.y); last = start }
    mutating func endSubpath() { closeSubpath() }
}

/// Turns flattened subpaths into the outline of their stroke, as a union of convex pieces fed to a
/// ``PathRasterizer`` with the non-zero rule: a rectangle along every segment, a wedge at every corner
/// (miter, round or bevel; round inside curves, where the outline must follow the curve's offset), and
/// the caps at open ends.
///
/// Every piece is emitted with the same orientation, so where pieces overlap the winding only grows and
/// the union is exactly the stroke; the rasteriser counts overlaps once, so this is exact too, with none
/// of the inner-corner and cusp handling an offset-curve stroker needs.
struct Stroker: PathSink {
    let rasterizer: PathRasterizer
    /// Half the line width.
    let h: Double
    let cap: LineCap, join: LineJoin, miterLimit: Double
    /// The angle one chord of a round join or cap may span.
    let arcStep: Double

    private var start = Point.zero, last = Point.zero
    private var firstDirection = Point.zero, lastDirection = Point.zero
    private var hasSegment = false, hasLine = false
    /// Points of the current run: segments whose joints lie inside a curve (``PathRasterizer/runPoints``).
    private var runCount = 0

    init(_ rasterizer: PathRasterizer, lineWidth: Double, cap: LineCap, join: LineJoin, miterLimit: Double, tolerance: Double) {
        self.rasterizer = rasterizer
        h = lineWidth / 2; self.cap = cap; self.join = join; self.miterLimit = miterLimit
        arcStep = PathFlattener.arcStep(radius: h, tolerance: tolerance)
    }

    mutating func moveTo(_ p: Point) { start = p; last = p; hasSegment = false; hasLine = false }

    mutating func lineTo(_ p: Point, smooth: Bool) {
        hasLine = true
        let dx = p.x - last.x, dy = p.y - last.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 1e-9, length.isFinite else { return }
        let u = Point(x: dx / length, y: dy / length)
        if !hasSegment {
            firstDirection = u
            startRun(last)
        } else if !smooth {
            flushRun()
            corner(last, lastDirection, u, join)
            startRun(last)
        }
        rasterizer.runPoints.reserve(runCount + 1)
        rasterizer.runPoints[runCount] = p; runCount += 1
        last = p; lastDirection = u; hasSegment = true
    }

    mutating func closeSubpath() {
        lineTo(start, smooth: false)
        flushRun()
        if hasSegment { corner(start, lastDirection, firstDirection, join) } else if hasLine { dot(at: start, direction: Point(x: 1, y: 0)) }
        hasSegment = false; hasLine = false
    }

    mutating func endSubpath() {
        flushRun()
        if hasSegment {
            capEnd(last, lastDirection)
            capEnd(start, Point(x: -firstDirection.x, y: -firstDirection.y))
        } else if hasLine {
            dot(at: start, direction: Point(x: 1, y: 0))
        }
        hasSegment = false; hasLine = false
    }

    private mutating func startRun(_ p: Point) {
        rasterizer.runPoints.reserve(1)
        rasterizer.runPoints[0] = p; runCount = 1
    }

    /// Emits the body of the current run. Stretches of it whose inner offset cannot fold back on itself
    /// (no joint turning more than a right angle, every segment longer than what its joints' inner miters
    /// take off it) are one polygon each: the offset lines on both sides meeting at their miter points,
    /// within a hair of a round join at a curve's small turns and far fewer overlapping edges than a
    /// rectangle per segment. Other segments (the tiny ones at a curve's ends, say) are rectangles, and
    /// where a stretch meets one a round wedge fills the gap.
    private mutating func flushRun() {
        let n = runCount
        runCount = 0
        guard n >= 2 else { return }
        let q = rasterizer.runPoints.pointer
        @inline(__always) func direction(_ i: Int) -> Point {
            let dx = q[i + 1].x - q[i].x, dy = q[i + 1].y - q[i].y, l = (dx * dx + dy * dy).squareRoot()
            return l > 1e-9 ? Point(x: dx / l, y: dy / l) : Point(x: 0, y: 0)
        }
        /// What the inner miter at joint `i` takes off each segment at it; nil when it turns a right angle or more.
        @inline(__always) func inset(_ i: Int) -> Double? {
            guard i > 0 && i < n - 1 else { return 0 }
            let a = direction(i - 1), b = direction(i)
            let dot = a.x * b.x + a.y * b.y, cross = a.x * b.y - a.y * b.x
            return dot > 0 ? h * cross.magnitude / (1 + dot) : nil          // h·tan(θ/2)
        }
        @inline(__always) func simple(_ i: Int) -> Bool {
            guard let a = inset(i), let b = inset(i + 1) else { return false }
            let dx = q[i + 1].x - q[i].x, dy = q[i + 1].y - q[i].y
            return (dx * dx + dy * dy).squareRoot() > a + b + 1e-9
        }
        var i = 0
        while i < n - 1 {
            if i > 0 { corner(q[i], direction(i - 1), direction(i), .round) }
            guard simple(i) else {
                let u = direction(i), o = Point(x: -u.y * h, y: u.x * h)
                polygon(Point(x: q[i].x - o.x, y: q[i].y - o.y), Point(x: q[i + 1].x - o.x, y: q[i + 1].y - o.y),
                        Point(x: q[i + 1].x + o.x, y: q[i + 1].y + o.y), Point(x: q[i].x + o.x, y: q[i].y + o.y))
                i += 1
                continue
            }
            var j = i + 1
            while j < n - 1 && simple(j) { j += 1 }
            stretch(q, from: i, to: j, direction)
            // Joints inside the stretch are covered by its miters; the one at its end gets a wedge above.
            i = j
        }
    }

    /// The polygon of points `a ... b` of the run: offsets along the normal at both ends, miters between.
    private func stretch(_ q: UnsafeMutablePointer<Point>, from a: Int, to b: Int, _ direction: (Int) -> Point) {
        @inline(__always) func offset(_ i: Int) -> Point {
            if i == a { let u = direction(a); return Point(x: -u.y * h, y: u.x * h) }
            if i == b { let u = direction(b - 1); return Point(x: -u.y * h, y: u.x * h) }
            let d1 = direction(i - 1), d2 = direction(i)
            let mx = -(d1.y + d2.y), my = d1.x + d2.x, k = 2 * h / (mx * mx + my * my)
            return Point(x: mx * k, y: my * k)
        }
        // A point whose neighbours and itself lie on one side outside the clip, with room for the offsets
        // (h at the ends, at most h·√2 at a miter of a right angle or less), is left out on both sides: the
        // outline then runs straight between offsets on that same side, and the outline it replaces and
        // that straight edge bound a region wholly outside the clip, so no pixel inside it changes. A long
        // arc far from a small clip then costs no offsets.
        let margin = 1.5 * h
        @inline(__always) func skipped(_ i: Int) -> Bool {
            guard i > a && i < b else { return false }
            let s = rasterizer.outsideSide(q[i].x, q[i].y, margin: margin)
            return s != .none && rasterizer.outsideSide(q[i - 1].x, q[i - 1].y, margin: margin) == s
                && rasterizer.outsideSide(q[i + 1].x, q[i + 1].y, margin: margin) == s
        }
        // One side forwards, the other backwards: the orientation of the rectangles.
        let o0 = offset(a)
        let first = Point(x: q[a].x - o0.x, y: q[a].y - o0.y)
        var prev = first
        for i in (a + 1)...b where !skipped(i) {
            let o = offset(i), p = Point(x: q[i].x - o.x, y: q[i].y - o.y)
            edge(prev, p); prev = p
        }
        var i = b
        while i >= a {
            if !skipped(i) {
                let o = offset(i), p = Point(x: q[i].x + o.x, y: q[i].y + o.y)
                edge(prev, p); prev = p
            }
            i -= 1
        }
        edge(prev, first)
    }

    /// A zero-length dash or subpath: a disc for round caps, a square along `direction` for square caps,
    /// nothing for butt caps (as CoreGraphics draws them).
    func dot(at p: Point, direction d: Point) {
        switch cap {
        case .butt: return
        case .round: wedge(p, Point(x: h, y: 0), 2 * Double.pi, center: false)
        case .square:
            let a = Point(x: d.x * h, y: d.y * h), n = Point(x: -d.y * h, y: d.x * h)
            polygon(Point(x: p.x - a.x - n.x, y: p.y - a.y - n.y), Point(x: p.x + a.x - n.x, y: p.y + a.y - n.y),
                    Point(x: p.x + a.x + n.x, y: p.y + a.y + n.y), Point(x: p.x - a.x + n.x, y: p.y - a.y + n.y))
        }
    }

    /// The cap at an open end `p`, the stroke leaving it along `d`.
    private func capEnd(_ p: Point, _ d: Point) {
        let n = Point(x: -d.y * h, y: d.x * h)
        switch cap {
        case .butt: return
        case .round: wedge(p, n, -Double.pi, center: true)      // n turned by −½π is d: the half disc ahead
        case .square:
            let a = Point(x: d.x * h, y: d.y * h)
            polygon(Point(x: p.x + n.x, y: p.y + n.y), Point(x: p.x + n.x + a.x, y: p.y + n.y + a.y),
                    Point(x: p.x - n.x + a.x, y: p.y - n.y + a.y), Point(x: p.x - n.x, y: p.y - n.y))
        }
    }

    /// The wedge filling the outer side of the corner at `v` from direction `d1` to `d2`.
    private func corner(_ v: Point, _ d1: Point, _ d2: Point, _ style: LineJoin) {
        let cross = d1.x * d2.y - d1.y * d2.x, dot = d1.x * d2.x + d1.y * d2.y
        if cross.magnitude < 1e-12 {
            if dot > 0 { return }
            // Turning straight back: only a round join adds anything, a half disc ahead of the corner.
            if style == .round { capEnd(v, d1) }
            return
        }
        let s = cross > 0 ? -h : h                               // the outer side, where the gap is
        let p1 = Point(x: v.x - d1.y * s, y: v.y + d1.x * s), p2 = Point(x: v.x - d2.y * s, y: v.y + d2.x * s)
        switch style {
        case .round:
            let a = Point(x: p1.x - v.x, y: p1.y - v.y)
            wedge(v, a, atan2(cross, dot), center: true)
        case .bevel:
            polygon(v, p1, p2)
        case .miter:
            // |n1 + n2| = 2 cos(θ/2); the miter is 1/cos(θ/2) line widths... of half width h, over the line width.
            let mx = -(d1.y + d2.y), my = d1.x + d2.x
            let m2 = mx * mx + my * my
            if m2 > 1e-12 && 4 <= miterLimit * miterLimit * m2 {
                let k = 2 * s / m2
                polygon(v, p1, Point(x: v.x + mx * k, y: v.y + my * k), p2)
            } else {
                polygon(v, p1, p2)
            }
        }
    }

    /// The arc of radius `|a|` around `c` from `c + a` turning by `sweep` (radians, either way), closed
    /// through `c` when `center`: a pie slice, or the whole disc for a full turn.
    private func wedge(_ c: Point, _ a: Point, _ sweep: Double, center: Bool) {
        // Start from the far end of a negative sweep, so every piece turns the same way.
        var vx = a.x, vy = a.y
        if sweep < 0 { let ca = cos(sweep), sa = sin(sweep); (vx, vy) = (vx * ca - vy * sa, vx * sa + vy * ca) }
        let total = sweep.magnitude
        let n = PathFlattener.count(total / arcStep)
        let step = total / Double(n), cs = cos(step), sn = sin(step)
        let first = Point(x: c.x + vx, y: c.y + vy)
        var prev = first
        if center { rasterizer.addEdge(c.x, c.y, first.x, first.y) }
        for i in 1...n {
            (vx, vy) = (vx * cs - vy * sn, vx * sn + vy * cs)
            let p = i == n && !center ? first : Point(x: c.x + vx, y: c.y + vy)
            rasterizer.addEdge(prev.x, prev.y, p.x, p.y)
            prev = p
        }
        rasterizer.addEdge(prev.x, prev.y, center ? c.x : first.x, center ? c.y : first.y)
    }

    /// A convex triangle, turned to the common orientation.
    private func polygon(_ a: Point, _ b: Point, _ c: Point) {
        if (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x) >= 0 {
            edge(a, b); edge(b, c); edge(c, a)
        } else {
            edge(a, c); edge(c, b); edge(b, a)
        }
    }

    /// A convex quadrilateral, turned to the common orientation.
    private func polygon(_ a: Point, _ b: Point, _ c: Point, _ d: Point) {
        let area = (a.x * b.y - b.x * a.y) + (b.x * c.y - c.x * b.y) + (c.x * d.y - d.x * c.y) + (d.x * a.y - a.x * d.y)
        if area >= 0 {
            edge(a, b); edge(b, c); edge(c, d); edge(d, a)
        } else {
            edge(a, d); edge(d, c); edge(c, b); edge(b, a)
        }
    }

    @inline(__always) private func edge(_ a: Point, _ b: Point) { rasterizer.addEdge(a.x, a.y, b.x, b.y) }
}

/// Cuts subpaths into the dashes of a pattern and hands the drawn ones to a ``Stroker`` as open subpaths
/// with their caps (the dashes of a closed subpath are not joined where it closes, as in CoreGraphics).
struct Dasher: PathSink {
    var stroker: Stroker
    let pattern: [Double]
    let phase: Double
    private var index = 0, remaining = 0.0, on = true, drawing = false
    private var start = Point.zero, last = Point.zero

    init(_ stroker: Stroker, pattern: [Double], phase: Double) {
        self.stroker = stroker; self.pattern = pattern
        // An odd-length pattern repeats with drawn and skipped swapped, so a full cycle is twice its sum.
        var cycle = 0.0
        for v in pattern { cycle += v }
        if pattern.count & 1 != 0 { cycle *= 2 }
        var p = phase.truncatingRemainder(dividingBy: cycle)
        if p < 0 { p += cycle }
        self.phase = p
    }

    /// Back to the pattern's start, moved by the phase.
    private mutating func restart() {
        index = 0; on = true; remaining = pattern[0]
        var p = phase
        while p > 0 {
            if p < remaining { remaining -= p; break }
            p -= remaining
            advance()
        }
    }

    private mutating func advance() {
        index += 1; on.toggle()
        remaining = pattern[index % pattern.count]
    }

    mutating func moveTo(_ p: Point) { start = p; last = p; drawing = false; restart() }

    mutating func lineTo(_ p: Point, smooth: Bool) {
        let dx = p.x - last.x, dy = p.y - last.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 1e-9, length.isFinite else { return }
        let u = Point(x: dx / length, y: dy / length)
        var done = 0.0
        var guardCount = 0
        while done < length && guardCount < 1_000_000 {
            guardCount += 1
            if remaining <= 0 {
                if on && !drawing { stroker.dot(at: at(done, u), direction: u) }
                if drawing { stroker.endSubpath(); drawing = false }
                advance(); continue
            }
            let step = Swift.min(remaining, length - done)
            if on {
                if !drawing { stroker.moveTo(at(done, u)); drawing = true }
                stroker.lineTo(at(done + step, u), smooth: smooth || done > 0)
            }
            done += step; remaining -= step
            if remaining <= 0 {
                if drawing { stroker.endSubpath(); drawing = false }
                advance()
            }
        }
        last = p
    }

    /// The point `t` along the current segment.
    @inline(__always) private func at(_ t: Double, _ u: Point) -> Point { Point(x: last.x + u.x * t, y: last.y + u.y * t) }

    mutating func closeSubpath() { lineTo(start, smooth: false); endSubpath() }
    mutating func endSubpath() { if drawing { stroker.endSubpath(); drawing = false } }
}
