import Glibc

/// Builds a ``BezierPath`` from SVG path data (`d`): every command, absolute and relative, with implicit
/// repeats (`M 0 0 10 10` is a move and a line); smooth curves reflect the previous control point;
/// elliptical arcs are converted to centre form and stay arcs. Each segment counts against `budget`.
struct SVGPathData {
    private var s: SVGValues
    private let path = BezierPath()
    private var current = Point(x: 0, y: 0)
    private var start = Point(x: 0, y: 0)
    /// The last cubic's second control point (for `S`) or quad's control point (for `T`), when the previous
    /// command was one.
    private var lastCubicControl: Point?
    private var lastQuadControl: Point?

    /// Parses `d` into a path, spending at most `budget` segments (reduced by what it used).
    static func parse(_ d: ArraySlice<UInt8>, budget: inout Int) throws(SVGValueError) -> BezierPath {
        var parser = SVGPathData(s: SVGValues(d))
        try parser.run(budget: &budget)
        return parser.path
    }

    private init(s: SVGValues) { self.s = s }

    private mutating func run(budget: inout Int) throws(SVGValueError) {
        var command: UInt8 = 0
        s.skipSpaces()
        if !s.atEnd, s.peek != UInt8(ascii: "M"), s.peek != UInt8(ascii: "m") {
            throw SVGValueError("path data must start with a move (M or m), not '\(s.excerpt(from: s.i))'")
        }
        while true {
            s.skipSeparator()
            guard let c = s.peek else { break }
            if SVGPathData.isCommand(c) {
                command = c; s.i += 1
            } else if command == 0 || !s.numberFollows() {
                throw SVGValueError("unknown path command '\(s.excerpt(from: s.i).prefix(1))'")
            } else if command == UInt8(ascii: "M") {
                command = UInt8(ascii: "L")   // pairs after a move are lines
            } else if command == UInt8(ascii: "m") {
                command = UInt8(ascii: "l")
            } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                throw SVGValueError("numbers after a close (Z) with no command")
            }
            budget -= 1
            guard budget >= 0 else { throw SVGValueError("more than \(VectorImage.Limits.maximumSegments) path segments") }
            try segment(command)
        }
    }

    private static func isCommand(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "M"), UInt8(ascii: "m"), UInt8(ascii: "L"), UInt8(ascii: "l"), UInt8(ascii: "H"), UInt8(ascii: "h"),
             UInt8(ascii: "V"), UInt8(ascii: "v"), UInt8(ascii: "C"), UInt8(ascii: "c"), UInt8(ascii: "S"), UInt8(ascii: "s"),
             UInt8(ascii: "Q"), UInt8(ascii: "q"), UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: "A"), UInt8(ascii: "a"),
             UInt8(ascii: "Z"), UInt8(ascii: "z"):
            return true
        default:
            return false
        }
    }

    private mutating func point(relative: Bool) throws(SVGValueError) -> Point {
        let x = try s.number()
        s.skipSeparator()
        let y = try s.number()
        return relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
    }

    private mutating func segment(_ command: UInt8) throws(SVGValueError) {
        let relative = command >= UInt8(ascii: "a")
        var cubic: Point?, quad: Point?
        switch command | 0x20 {   // lower case
        case UInt8(ascii: "m"):
            current = try point(relative: relative)
            start = current
            path.move(to: current)
        case UInt8(ascii: "l"):
            current = try point(relative: relative)
            path.addLine(to: current)
        case UInt8(ascii: "h"):
            let x = try s.number()
            current = Point(x: relative ? current.x + x : x, y: current.y)
            path.addLine(to: current)
        case UInt8(ascii: "v"):
            let y = try s.number()
            current = Point(x: current.x, y: relative ? current.y + y : y)
            path.addLine(to: current)
        case UInt8(ascii: "c"):
            let c1 = try point(relative: relative); s.skipSeparator()
            let c2 = try point(relative: relative); s.skipSeparator()
            let end = try point(relative: relative)
            path.addCurve(to: end, controlPoint1: c1, controlPoint2: c2)
            current = end; cubic = c2
        case UInt8(ascii: "s"):
            let c1 = reflected(lastCubicControl)
            let c2 = try point(relative: relative); s.skipSeparator()
            let end = try point(relative: relative)
            path.addCurve(to: end, controlPoint1: c1, controlPoint2: c2)
            current = end; cubic = c2
        case UInt8(ascii: "q"):
            let c = try point(relative: relative); s.skipSeparator()
            let end = try point(relative: relative)
            path.addQuadCurve(to: end, controlPoint: c)
            current = end; quad = c
        case UInt8(ascii: "t"):
            let c = reflected(lastQuadControl)
            let end = try point(relative: relative)
            path.addQuadCurve(to: end, controlPoint: c)
            current = end; quad = c
        case UInt8(ascii: "a"):
            let rx = try s.number(); s.skipSeparator()
            let ry = try s.number(); s.skipSeparator()
            let angle = try s.number()
            let large = try s.flag()
            let sweep = try s.flag()
            s.skipSeparator()
            let end = try point(relative: relative)
            arc(to: end, rx: rx, ry: ry, degrees: angle, large: large, sweep: sweep)
            current = end
        default:   // z
            path.close()
            current = start
        }
        lastCubicControl = cubic
        lastQuadControl = quad
    }

    /// The previous control point mirrored through the current point, or the current point itself.
    private func reflected(_ control: Point?) -> Point {
        guard let control else { return current }
        return Point(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
    }

    /// An elliptical arc from the current point to `end` (SVG's endpoint form, converted to centre form
    /// as the SVG specification's implementation notes describe: radii too small are scaled up).
    private mutating func arc(to end: Point, rx rx0: Double, ry ry0: Double, degrees: Double, large: Bool, sweep: Bool) {
        let p0 = current
        if p0 == end { return }
        var rx = abs(rx0), ry = abs(ry0)
        guard rx > 0, ry > 0 else { path.addLine(to: end); return }
        let phi = degrees * Double.pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (p0.x - end.x) / 2, dy = (p0.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { let k = lambda.squareRoot(); rx *= k; ry *= k }
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coef = den > 0 ? (Swift.max(0, num) / den).squareRoot() : 0
        if large == sweep { coef = -coef }
        let cx1 = coef * rx * y1 / ry, cy1 = -coef * ry * x1 / rx
        let center = Point(x: cosPhi * cx1 - sinPhi * cy1 + (p0.x + end.x) / 2,
                           y: sinPhi * cx1 + cosPhi * cy1 + (p0.y + end.y) / 2)
        let theta1 = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - theta1
        if sweep && delta < 0 { delta += 2 * Double.pi }
        if !sweep && delta > 0 { delta -= 2 * Double.pi }
        guard center.x.isFinite, center.y.isFinite, theta1.isFinite, delta.isFinite else { path.addLine(to: end); return }
        path.addEllipticalArc(center: center, u: Point(x: rx * cosPhi, y: rx * sinPhi), v: Point(x: -ry * sinPhi, y: ry * cosPhi),
                              start: theta1, sweep: delta)
    }
}
