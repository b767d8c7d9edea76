import Glibc
import Testing
@testable import FaceplateGraphics

/// Path coverage against the analytic reference of PathReference.swift: every pixel within 1/255.
@Suite struct PathCoverageTests {
    static let limit = 1.0 / 255
    static let size = 48

    func check(_ actual: [Double], _ expected: [Double], _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let (worst, x, y) = worstDifference(actual, expected, width: PathCoverageTests.size)
        #expect(worst <= PathCoverageTests.limit,
                "\(what): pixel \(x),\(y) covered \(actual[y * PathCoverageTests.size + x]), reference \(expected[y * PathCoverageTests.size + x])",
                sourceLocation: sourceLocation)
        #expect(expected.reduce(0, +) > 20, "\(what): the reference covers nothing", sourceLocation: sourceLocation)
        print("coverage error \(what): \(worst * 255)/255 at \(x),\(y): \(actual[y * PathCoverageTests.size + x]) vs \(expected[y * PathCoverageTests.size + x])")
    }

    @Test func circle() {
        let c = Point(x: 23.7, y: 24.2), r = 17.6
        let path = BezierPath(ovalIn: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        let n = PathCoverageTests.size
        let expected = referenceCoverage(width: n, height: n) { _, y in ReferencePiece.disc(c, r).interval(y).map { [$0] } ?? [] }
        check(pathCoverage(path, stroke: false, width: n, height: n), expected, "circle")
    }

    @Test func ellipse() {
        let rect = Rect(x: 3.3, y: 9.6, width: 41.2, height: 27.1)
        let n = PathCoverageTests.size
        let expected = referenceCoverage(width: n, height: n) { _, y in
            let a = rect.width / 2, b = rect.height / 2, t = (y - rect.midY) / b
            guard t.magnitude < 1 else { return [] }
            let half = a * (1 - t * t).squareRoot()
            return [(rect.midX - half, rect.midX + half)]
        }
        check(pathCoverage(BezierPath(ovalIn: rect), stroke: false, width: n, height: n), expected, "ellipse")
    }

    static func starPoints() -> [Point] {
        (0..<5).map { i in
            let a = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5
            return Point(x: 24.3 + 21.5 * cos(a), y: 25.1 + 21.5 * sin(a))
        }
    }

    @Test(arguments: [false, true]) func star(evenOdd: Bool) {
        let points = PathCoverageTests.starPoints()
        let path = BezierPath()
        path.move(to: points[0])
        for p in points.dropFirst() { path.addLine(to: p) }
        path.close()
        path.usesEvenOddFillRule = evenOdd
        let n = PathCoverageTests.size
        let expected = referenceCoverage(width: n, height: n, polygon: points, evenOdd: evenOdd)
        let actual = pathCoverage(path, stroke: false, width: n, height: n)
        check(actual, expected, evenOdd ? "star even-odd" : "star non-zero")
        // The centre pentagon is filled under non-zero only.
        #expect((actual[25 * n + 24] > 0.99) == !evenOdd)
    }

    @Test(arguments: [LineCap.round, .square, .butt]) func cubicStroke(cap: LineCap) {
        let p0 = Point(x: 6.2, y: 38.4), p1 = Point(x: 10, y: 2), p2 = Point(x: 40, y: 50), p3 = Point(x: 41.5, y: 9.3)
        let path = BezierPath()
        path.move(to: p0)
        path.addCurve(to: p3, controlPoint1: p1, controlPoint2: p2)
        path.lineWidth = 5.5
        path.lineCapStyle = cap
        let h = path.lineWidth / 2
        // The reference: the curve sampled finely, a rectangle per piece, a round join's sector at every
        // joint, the caps at both ends.
        let samples = (0...1500).map { cubicPoint(p0, p1, p2, p3, Double($0) / 1500) }
        var pieces: [ReferencePiece] = []
        for i in 1..<samples.count {
            let last = i == samples.count - 1, first = i == 1
            let extend = cap == .square ? h : 0
            pieces.append(segmentPiece(samples[i - 1], samples[i], h, before: first ? extend : 0, after: last ? extend : 0))
            if !last {
                func unit(_ a: Point, _ b: Point) -> Point { let l = a.distance(to: b); return Point(x: (b.x - a.x) / l, y: (b.y - a.y) / l) }
                pieces.append(.sector(samples[i], h, unit(samples[i - 1], samples[i]), unit(samples[i], samples[i + 1])))
            }
        }
        if cap == .round { pieces.append(.disc(p0, h)); pieces.append(.disc(p3, h)) }
        let n = PathCoverageTests.size
        check(pathCoverage(path, stroke: true, width: n, height: n), referenceCoverage(width: n, height: n, pieces: pieces),
              "cubic stroke, \(cap) caps")
    }

    @Test(arguments: [LineJoin.miter, .bevel, .round]) func joins(join: LineJoin) {
        let points = [Point(x: 5.5, y: 41), Point(x: 16.2, y: 7.7), Point(x: 27.4, y: 40.2), Point(x: 42.3, y: 12.6)]
        let path = BezierPath()
        path.move(to: points[0])
        for p in points.dropFirst() { path.addLine(to: p) }
        path.lineWidth = 4.5
        path.lineJoinStyle = join
        let h = path.lineWidth / 2
        var pieces: [ReferencePiece] = []
        for i in 1..<points.count { pieces.append(segmentPiece(points[i - 1], points[i], h)) }
        for i in 1..<(points.count - 1) {
            if join == .round { pieces.append(.disc(points[i], h)) }
            else { pieces.append(joinPiece(points[i - 1], points[i], points[i + 1], h, miter: join == .miter)) }
        }
        let n = PathCoverageTests.size
        check(pathCoverage(path, stroke: true, width: n, height: n), referenceCoverage(width: n, height: n, pieces: pieces),
              "\(join) joins")
    }

    /// A miter longer than the limit is bevelled.
    @Test func miterLimit() {
        let points = [Point(x: 6, y: 40), Point(x: 24, y: 6), Point(x: 30, y: 40)]
        let path = BezierPath()
        path.move(to: points[0]); path.addLine(to: points[1]); path.addLine(to: points[2])
        path.lineWidth = 4
        path.miterLimit = 2
        let h = 2.0
        let pieces: [ReferencePiece] = [segmentPiece(points[0], points[1], h), segmentPiece(points[1], points[2], h),
                                        joinPiece(points[0], points[1], points[2], h, miter: true, miterLimit: 2)]
        let n = PathCoverageTests.size
        check(pathCoverage(path, stroke: true, width: n, height: n), referenceCoverage(width: n, height: n, pieces: pieces),
              "miter over the limit")
    }

    @Test func dashes() {
        let a = Point(x: 3.6, y: 8.2), b = Point(x: 44.1, y: 39.5)
        let path = BezierPath()
        path.move(to: a); path.addLine(to: b)
        path.lineWidth = 3.5
        path.setLineDash([7, 3, 2.5, 4], phase: 2)
        // Dashes along the line: the pattern from 2 points into it.
        let length = a.distance(to: b), u = Point(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
        var pieces: [ReferencePiece] = []
        var s = -2.0, i = 0
        while s < length {
            let d = [7, 3, 2.5, 4][i % 4]
            if i % 2 == 0 {
                let s0 = max(s, 0), s1 = min(s + d, length)
                if s1 > s0 {
                    pieces.append(segmentPiece(Point(x: a.x + u.x * s0, y: a.y + u.y * s0), Point(x: a.x + u.x * s1, y: a.y + u.y * s1), 1.75))
                }
            }
            s += d; i += 1
        }
        let n = PathCoverageTests.size
        check(pathCoverage(path, stroke: true, width: n, height: n), referenceCoverage(width: n, height: n, pieces: pieces), "dashes")
    }

    @Test func hairlines() {
        let lines = [(Point(x: 2.3, y: 10.3), Point(x: 45.6, y: 10.3)), (Point(x: 4.1, y: 44.2), Point(x: 40.7, y: 3.9)),
                     (Point(x: 30.5, y: 20.2), Point(x: 30.5, y: 46.8))]
        let path = BezierPath()
        for (a, b) in lines { path.move(to: a); path.addLine(to: b) }
        path.lineWidth = 0.4
        let pieces = lines.map { segmentPiece($0.0, $0.1, 0.2) }
        let n = PathCoverageTests.size
        check(pathCoverage(path, stroke: true, width: n, height: n), referenceCoverage(width: n, height: n, pieces: pieces), "hairlines")
    }

    /// A path reaching past every side of the surface: only the inside is drawn, and right.
    @Test func partlyOffCanvas() {
        let path = BezierPath(ovalIn: Rect(x: -9.4, y: -13.2, width: 70.3, height: 70.3))
        path.append(BezierPath(rect: Rect(x: 30.5, y: 30.5, width: 100, height: 100)))
        path.usesEvenOddFillRule = true
        let c = Point(x: -9.4 + 35.15, y: -13.2 + 35.15)
        let n = PathCoverageTests.size
        let expected = referenceCoverage(width: n, height: n) { _, y in
            var out: [(Double, Double)] = []
            var xs: [Double] = []
            if let (l, r) = ReferencePiece.disc(c, 35.15).interval(y) { xs += [l, r] }
            if y >= 30.5 { xs += [30.5, 130.5] }
            xs.sort()
            var k = 0
            while k + 1 < xs.count { out.append((xs[k], xs[k + 1])); k += 2 }
            return out
        }
        check(pathCoverage(path, stroke: false, width: n, height: n), expected, "partly off canvas, even-odd")
    }

    /// Clipped, the coverage inside the clip is what it is unclipped, and nothing is produced outside.
    @Test func clipDoesNotChangeCoverage() {
        let path = BezierPath(roundedRect: Rect(x: -5.5, y: 4.2, width: 40.1, height: 60), cornerRadius: 11)
        path.lineWidth = 6
        let n = PathCoverageTests.size
        let clip = PixelRect(x: 7, y: 13, width: 19, height: 23)
        for stroke in [false, true] {
            let full = pathCoverage(path, stroke: stroke, width: n, height: n)
            let clipped = pathCoverage(path, stroke: stroke, width: n, height: n, clip: clip)
            for y in 0..<n { for x in 0..<n {
                let inside = (clip.x..<clip.maxX).contains(x) && (clip.y..<clip.maxY).contains(y)
                #expect(abs(clipped[y * n + x] - (inside ? full[y * n + x] : 0)) < 1e-9, "\(stroke) \(x),\(y)")
            } }
        }
    }
}
