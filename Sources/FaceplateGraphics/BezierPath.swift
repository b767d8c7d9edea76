import Glibc

/// A shape made of straight lines, curves and arcs, filled or stroked into a ``Canvas`` (UIKit's
/// `UIBezierPath`).
///
/// Build a path with UIKit's calls — ``move(to:)``, ``addLine(to:)``, ``addQuadCurve(to:controlPoint:)``,
/// ``addCurve(to:controlPoint1:controlPoint2:)``, ``addArc(withCenter:radius:startAngle:endAngle:clockwise:)``,
/// ``close()`` — or start from a rectangle, rounded rectangle, oval or arc. Set how it is stroked with
/// ``lineWidth``, ``lineCapStyle``, ``lineJoinStyle``, ``miterLimit`` and ``setLineDash(_:phase:)``, and how it
/// is filled with ``usesEvenOddFillRule``; then draw it inside a view's `draw(_:in:)` with
/// `canvas.fill(path, color:)` and `canvas.stroke(path, color:)`, or in UIKit's `draw(_:)` with the
/// colour-less `fill()` and `stroke()` (Faceplate's `GraphicsContext` explains where those draw).
///
/// Arcs and ovals are kept as arcs, not turned into cubic curves as CoreGraphics does, so a circle is
/// drawn round to within a small fraction of a pixel whatever its size. The elements are stored once,
/// when the path is built: drawing the same path again allocates nothing.
public final class BezierPath {
    /// One element of a path. Arcs are ellipse parts `center + u·cos t + v·sin t` for t from `start` over
    /// `sweep` (radians), which an affine transform maps exactly.
    enum Element {
        case move(Point)
        case line(Point)
        case quad(control: Point, to: Point)
        case cubic(control1: Point, control2: Point, to: Point)
        case arc(center: Point, u: Point, v: Point, start: Double, sweep: Double)
        case close
    }

    /// The elements, in order.
    private(set) var elements: ContiguousArray<Element> = []
    /// The point the next element starts from, or nil in an empty path.
    public private(set) var currentPoint: Point?
    /// Where the current subpath started (``close()`` goes back to it).
    private var subpathStart: Point?

    /// The stroke's width, in points (default 1). UIKit's `lineWidth`.
    public var lineWidth: Double = 1
    /// How open ends are stroked (default ``LineCap/butt``).
    public var lineCapStyle: LineCap = .butt
    /// How corners are stroked (default ``LineJoin/miter``).
    public var lineJoinStyle: LineJoin = .miter
    /// The longest miter, as a multiple of the line width, before a ``LineJoin/miter`` corner is bevelled
    /// (default 10, as in UIKit).
    public var miterLimit: Double = 10
    /// Whether filling and ``contains(_:)`` use the even-odd rule (a point is inside when a ray
    /// from it crosses the outline an odd number of times) instead of the default non-zero winding rule.
    public var usesEvenOddFillRule = false
    /// The flatness UIKit lets apps trade for speed; Faceplate always flattens finer than a 1/255 coverage
    /// step, so the value is kept for source compatibility only.
    public var flatness: Double = 0.6
    /// The dash lengths, alternately drawn and skipped, in points; empty for a solid stroke.
    public private(set) var dashPattern: [Double] = []
    /// How far into the dash pattern the stroke starts, in points.
    public private(set) var dashPhase: Double = 0

    /// An empty path.
    public init() {}

    /// A closed path around `rect`, clockwise from its top-left corner (UIKit's `init(rect:)`).
    public convenience init(rect: Rect) {
        self.init()
        move(to: Point(x: rect.minX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        close()
    }

    /// The ellipse inscribed in `rect`, clockwise from its rightmost point (UIKit's `init(ovalIn:)`).
    public convenience init(ovalIn rect: Rect) {
        self.init()
        let c = rect.center
        guard rect.width > 0 || rect.height > 0 else { return }
        let u = Point(x: rect.width / 2, y: 0), v = Point(x: 0, y: rect.height / 2)
        move(to: Point(x: c.x + u.x, y: c.y))
        append(.arc(center: c, u: u, v: v, start: 0, sweep: 2 * Double.pi), end: Point(x: c.x + u.x, y: c.y))
        close()
    }

    /// `rect` with all four corners rounded by `cornerRadius`, clamped to half the shorter side (UIKit's
    /// `init(roundedRect:cornerRadius:)`).
    public convenience init(roundedRect rect: Rect, cornerRadius: Double) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: Size(width: cornerRadius, height: cornerRadius))
    }

    /// `rect` with the `corners` given rounded by `cornerRadii` (UIKit's
    /// `init(roundedRect:byRoundingCorners:cornerRadii:)`). As in UIKit the corners are circular, of radius
    /// `cornerRadii.width` (the height is ignored), clamped to half the shorter side, so a large radius
    /// gives a pill.
    public convenience init(roundedRect rect: Rect, byRoundingCorners corners: RectCorner, cornerRadii: Size) {
        self.init()
        let w = Swift.max(rect.width, 0), h = Swift.max(rect.height, 0)
        // UIKit rounds with circular corners of radius `cornerRadii.width` and ignores the height.
        let r = Swift.min(Swift.max(cornerRadii.width.isFinite ? cornerRadii.width : Swift.min(w, h), 0), Swift.min(w, h) / 2)
        let rx = r, ry = r
        let x0 = rect.minX, y0 = rect.minY, x1 = x0 + w, y1 = y0 + h
        func radii(_ corner: RectCorner) -> (Double, Double) { corners.contains(corner) ? (rx, ry) : (0, 0) }
        let (tlx, tly) = radii(.topLeft), (trx, try_) = radii(.topRight)
        let (brx, bry) = radii(.bottomRight), (blx, bly) = radii(.bottomLeft)
        let half = Double.pi / 2
        move(to: Point(x: x0 + tlx, y: y0))
        addLine(to: Point(x: x1 - trx, y: y0))
        addCorner(Point(x: x1 - trx, y: y0 + try_), trx, try_, start: -half)
        addLine(to: Point(x: x1, y: y1 - bry))
        addCorner(Point(x: x1 - brx, y: y1 - bry), brx, bry, start: 0)
        addLine(to: Point(x: x0 + blx, y: y1))
        addCorner(Point(x: x0 + blx, y: y1 - bly), blx, bly, start: half)
        addLine(to: Point(x: x0, y: y0 + tly))
        addCorner(Point(x: x0 + tlx, y: y0 + tly), tlx, tly, start: Double.pi)
        close()
    }

    /// An open arc of the circle around `center` (UIKit's `init(arcCenter:radius:startAngle:endAngle:clockwise:)`);
    /// see ``addArc(withCenter:radius:startAngle:endAngle:clockwise:)``.
    public convenience init(arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: Point) {
        elements.append(.move(point))
        currentPoint = point; subpathStart = point
    }

    /// A straight line from the current point to `point` (a ``move(to:)`` first when the path is empty).
    public func addLine(to point: Point) {
        guard currentPoint != nil else { move(to: point); return }
        append(.line(point), end: point)
    }

    /// A quadratic Bézier curve from the current point to `endPoint`, pulled towards `controlPoint`.
    public func addQuadCurve(to endPoint: Point, controlPoint: Point) {
        if currentPoint == nil { move(to: controlPoint) }
        append(.quad(control: controlPoint, to: endPoint), end: endPoint)
    }

    /// A cubic Bézier curve from the current point to `endPoint`, leaving towards `controlPoint1` and
    /// arriving from `controlPoint2`.
    public func addCurve(to endPoint: Point, controlPoint1: Point, controlPoint2: Point) {
        if currentPoint == nil { move(to: controlPoint1) }
        append(.cubic(control1: controlPoint1, control2: controlPoint2, to: endPoint), end: endPoint)
    }

    /// An arc of the circle of `radius` around `center`, from `startAngle` to `endAngle` (radians, 0 along
    /// +x). `clockwise` is on screen, where y grows downwards: angles increase clockwise. A straight line
    /// joins the current point to the arc's start first (a ``move(to:)`` in an empty path). A sweep of a
    /// full turn or more draws the whole circle, as CoreGraphics does.
    public func addArc(withCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        let r = Swift.max(radius, 0)
        let tau = 2 * Double.pi
        var sweep = endAngle - startAngle
        if !sweep.isFinite || !startAngle.isFinite { return }
        if clockwise {
            if sweep >= tau { sweep = tau } else if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: tau) + tau }
        } else {
            if sweep <= -tau { sweep = -tau } else if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: tau) - tau }
        }
        let start = Point(x: center.x + r * cos(startAngle), y: center.y + r * sin(startAngle))
        let end = Point(x: center.x + r * cos(startAngle + sweep), y: center.y + r * sin(startAngle + sweep))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        append(.arc(center: center, u: Point(x: r, y: 0), v: Point(x: 0, y: r), start: startAngle, sweep: sweep), end: end)
    }

    /// Closes the current subpath with a straight line back to its start; the next element starts there.
    public func close() {
        guard currentPoint != nil, !isClosed else { return }
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// Adds `path`'s elements after this path's (UIKit's `append(_:)`).
    public func append(_ path: BezierPath) {
        for e in path.elements { elements.append(e) }
        if path.currentPoint != nil { currentPoint = path.currentPoint; subpathStart = path.subpathStart }
    }

    /// Removes every element (UIKit's `removeAllPoints()`); the storage is kept for the next path.
    public func removeAllPoints() {
        elements.removeAll(keepingCapacity: true)
        currentPoint = nil; subpathStart = nil
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Sets the dash pattern (UIKit's `setLineDash(_:count:phase:)`): `count` lengths from `pattern`,
    /// alternately drawn and skipped, starting `phase` points into the pattern. A nil pattern, a count of
    /// 0, or a pattern with a negative, non-finite or all-zero length gives a solid stroke.
    public func setLineDash(_ pattern: UnsafePointer<Double>?, count: Int, phase: Double) {
        guard let pattern, count > 0 else { setLineDash([], phase: phase); return }
        setLineDash(Array(UnsafeBufferPointer(start: pattern, count: count)), phase: phase)
    }

    /// Sets the dash pattern from an array: lengths alternately drawn and skipped, starting `phase` points
    /// into the pattern; `[]` for a solid stroke. See ``setLineDash(_:count:phase:)``.
    public func setLineDash(_ pattern: [Double], phase: Double = 0) {
        let valid = pattern.allSatisfy { $0 >= 0 && $0.isFinite } && pattern.contains { $0 > 0 }
        dashPattern = valid ? pattern : []
        dashPhase = phase.isFinite ? phase : 0
    }

    /// The smallest rectangle holding the path's outline (its curves, not their control points: what
    /// CoreGraphics calls the path bounding box); ``Rect/zero`` for an empty path.
    public var bounds: Rect {
        var sink = BoundsSink()
        PathFlattener.flatten(self, tolerance: 0.01, into: &sink)
        return sink.hasPoint ? Rect(x: sink.minX, y: sink.minY, width: sink.maxX - sink.minX, height: sink.maxY - sink.minY) : .zero
    }

    /// Whether `point` lies inside the filled path, by its fill rule (``usesEvenOddFillRule``), open
    /// subpaths closed as a fill closes them (UIKit's `contains(_:)`). Allocates nothing, so
    /// a custom shape's `point(inside:with:)` may call it on every touch.
    public func contains(_ point: Point) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        var sink = WindingSink(point: point)
        PathFlattener.flatten(self, tolerance: 0.01, into: &sink)
        return usesEvenOddFillRule ? sink.winding & 1 != 0 : sink.winding != 0
    }

    /// Maps every point of the path through `transform` (UIKit's `apply(_:)`). Arcs stay arcs: an affine
    /// map of an ellipse is an ellipse. The stroke's settings are left as they are.
    public func apply(_ transform: AffineTransform) {
        for i in elements.indices { elements[i] = BezierPath.map(elements[i], transform) }
        currentPoint = currentPoint?.applying(transform)
        subpathStart = subpathStart?.applying(transform)
    }

    /// Replaces this path's elements with `source`'s mapped through `transform`, keeping this path's
    /// storage: a path refilled from same-sized sources allocates nothing.
    func setElements(of source: BezierPath, transformedBy transform: AffineTransform) {
        elements.removeAll(keepingCapacity: true)
        for e in source.elements { elements.append(BezierPath.map(e, transform)) }
        currentPoint = source.currentPoint?.applying(transform)
        subpathStart = source.subpathStart?.applying(transform)
    }

    /// An arc of the ellipse `center + u·cos t + v·sin t` for t from `start` over `sweep` radians, joined to
    /// the current point by a straight line (SVG's elliptical arcs, already in centre form).
    func addEllipticalArc(center: Point, u: Point, v: Point, start: Double, sweep: Double) {
        let first = Point(x: center.x + u.x * cos(start) + v.x * sin(start), y: center.y + u.y * cos(start) + v.y * sin(start))
        let t = start + sweep
        let end = Point(x: center.x + u.x * cos(t) + v.x * sin(t), y: center.y + u.y * cos(t) + v.y * sin(t))
        if currentPoint == nil { move(to: first) } else { addLine(to: first) }
        append(.arc(center: center, u: u, v: v, start: start, sweep: sweep), end: end)
    }

    private static func map(_ e: Element, _ t: AffineTransform) -> Element {
        // Directions (an arc's axes) take the linear part only.
        func vector(_ p: Point) -> Point { Point(x: t.a * p.x + t.c * p.y, y: t.b * p.x + t.d * p.y) }
        switch e {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(control: c.applying(t), to: p.applying(t))
        case .cubic(let c1, let c2, let p): return .cubic(control1: c1.applying(t), control2: c2.applying(t), to: p.applying(t))
        case .arc(let c, let u, let v, let start, let sweep): return .arc(center: c.applying(t), u: vector(u), v: vector(v), start: start, sweep: sweep)
        case .close: return .close
        }
    }

    // MARK: - Building

    private var isClosed: Bool { if case .close = elements.last { return true } else { return false } }

    private func append(_ element: Element, end: Point) {
        // After a close, the next element starts a new subpath at the closed one's start.
        if isClosed, let start = subpathStart { elements.append(.move(start)) }
        elements.append(element)
        currentPoint = end
    }

    /// A quarter ellipse around `center` from angle `start`, clockwise on screen; nothing for a square corner.
    private func addCorner(_ center: Point, _ rx: Double, _ ry: Double, start: Double) {
        guard rx > 0, ry > 0 else { return }
        let end = start + Double.pi / 2
        append(.arc(center: center, u: Point(x: rx, y: 0), v: Point(x: 0, y: ry), start: start, sweep: Double.pi / 2),
               end: Point(x: center.x + rx * cos(end), y: center.y + ry * sin(end)))
    }
}
