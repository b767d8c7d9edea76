import FaceplateGraphics

/// Which corners ``Layer/cornerRadius`` rounds (Core Animation's `CACornerMask`, with its bit values).
/// With y pointing down, as in UIKit, the minimum-y corners are the top ones.
public struct CornerMask: OptionSet, Sendable {
    /// One bit per corner.
    public let rawValue: UInt
    /// Creates a mask from Core Animation's bit values.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)

    /// The same corners as a ``RectCorner`` (whose bits are laid out alike).
    var rectCorners: RectCorner { RectCorner(rawValue: rawValue & 0xF) }
}
