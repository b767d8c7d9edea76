/// How the open ends of a stroked path are drawn (CoreGraphics' `CGLineCap`).
public enum LineCap: Int, Sendable, CaseIterable {
    /// The stroke stops square at the end point (the default, as in UIKit).
    case butt
    /// A half disc, its diameter the line width, centred on the end point.
    case round
    /// A half square of the line width beyond the end point.
    case square
}

/// How a stroked path turns at the corners between its segments (CoreGraphics' `CGLineJoin`).
///
/// A join applies where two segments meet at an angle; inside a curve the outline follows the curve's
/// own offset, whatever the join.
public enum LineJoin: Int, Sendable, CaseIterable {
    /// The outer edges extended to meet at a point, unless that point lies beyond the path's
    /// ``BezierPath/miterLimit`` (then ``bevel``). The default, as in UIKit.
    case miter
    /// An arc around the corner, its radius half the line width.
    case round
    /// The outer corners joined by a straight edge.
    case bevel
}

/// The corners of a rectangle, for ``BezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)``
/// (UIKit's `UIRectCorner`).
public struct RectCorner: OptionSet, Sendable {
    /// One bit per corner.
    public let rawValue: UInt
    /// Creates a set of corners from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at the smallest x and y.
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    /// The corner at the largest x and smallest y.
    public static let topRight = RectCorner(rawValue: 1 << 1)
    /// The corner at the smallest x and largest y.
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    /// The corner at the largest x and y.
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    /// All four.
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
