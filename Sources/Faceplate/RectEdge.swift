/// Edges of a rectangle (UIKit's `UIRectEdge`): which sides of the screen a controller's view may
/// extend under bars (``ViewController/edgesForExtendedLayout``).
public struct RectEdge: OptionSet, Sendable, Hashable {
    /// One bit per edge, UIKit's values.
    public let rawValue: UInt
    /// Creates a set of edges from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// All four.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}
