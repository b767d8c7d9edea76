/// A point in a two-dimensional coordinate space, in logical points.
///
/// Faceplate's geometry mirrors UIKit's `CGPoint`/`CGSize`/`CGRect` with `Double` components, so
/// layout code ports over unchanged. The renderer rounds to device pixels at the last moment.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// Creates a point from integer coordinates.
    @inlinable public init(_ x: Int, _ y: Int) { self.x = Double(x); self.y = Double(y) }
    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The Euclidean distance to `other`.
    @inlinable public func distance(to other: Point) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// `(x, y)` with up to one decimal, as the event trace prints it.
    public var description: String { "(\(formatScalar(x)), \(formatScalar(y)))" }
}

/// A width and a height, in logical points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    @inlinable public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// Creates a size from integers.
    @inlinable public init(_ width: Int, _ height: Int) { self.width = Double(width); self.height = Double(height) }
    /// A size of zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// `WxH`, as the CLI's `--size` option spells it.
    public var description: String { "\(formatScalar(width))x\(formatScalar(height))" }
}

/// An axis-aligned rectangle: an origin and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner (the smallest x and y when the size is not negative).
    public var origin: Point
    /// The extent.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    @inlinable public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// Creates a rectangle from its components.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y); size = Size(width: width, height: height)
    }
    /// Creates a rectangle from integer components.
    @inlinable public init(_ x: Int, _ y: Int, _ width: Int, _ height: Int) {
        self.init(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
    }
    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    @inlinable public var minX: Double { origin.x }
    @inlinable public var minY: Double { origin.y }
    @inlinable public var maxX: Double { origin.x + size.width }
    @inlinable public var maxY: Double { origin.y + size.height }
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    @inlinable public var width: Double { size.width }
    @inlinable public var height: Double { size.height }
    /// The centre point.
    @inlinable public var center: Point { Point(x: midX, y: midY) }
    /// True when the rectangle covers no area.
    @inlinable public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }
    /// The area, zero for an empty rectangle.
    @inlinable public var area: Double { isEmpty ? 0 : size.width * size.height }

    /// Whether `point` lies inside: the minimum edges are inside, the maximum edges are not (as in UIKit).
    @inlinable public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
    /// Whether `other` lies wholly inside this rectangle.
    @inlinable public func contains(_ other: Rect) -> Bool {
        other.isEmpty || (other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY)
    }
    /// Whether the two rectangles share any area.
    @inlinable public func intersects(_ other: Rect) -> Bool {
        !isEmpty && !other.isEmpty && other.minX < maxX && other.maxX > minX && other.minY < maxY && other.maxY > minY
    }
    /// The shared area, or ``zero`` when there is none.
    @inlinable public func intersection(_ other: Rect) -> Rect {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
    }
    /// The smallest rectangle holding both; an empty side is ignored.
    @inlinable public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom (shrunk when negative).
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }
    /// The rectangle moved by `(dx, dy)`.
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: size.width, height: size.height)
    }
    /// The smallest rectangle with whole-number edges that contains this one.
    @inlinable public var integral: Rect {
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }

    public var description: String {
        "(\(formatScalar(minX)), \(formatScalar(minY)), \(formatScalar(width)), \(formatScalar(height)))"
    }
}

/// Insets for each edge of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double, left: Double, bottom: Double, right: Double
    /// Creates insets.
    @inlinable public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// No inset.
    public static let zero = EdgeInsets()
}

extension Rect {
    /// The rectangle with `insets` taken off each edge.
    @inlinable public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}

/// Formats a coordinate without Foundation: whole numbers print bare, others with one decimal.
@usableFromInline func formatScalar(_ v: Double) -> String {
    if v.isNaN { return "nan" }
    let tenths = (v * 10).rounded()
    if tenths.magnitude >= 1e15 { return v < 0 ? "-inf" : "inf" }
    let t = Int(tenths)
    if t % 10 == 0 { return String(t / 10) }
    let sign = t < 0 ? "-" : ""
    return "\(sign)\(t.magnitude / 10).\(t.magnitude % 10)"
}
