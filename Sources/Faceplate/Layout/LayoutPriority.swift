/// How much a layout constraint matters (UIKit's `UILayoutPriority`): 1…1000, where 1000 is required
/// and anything lower is a preference the solver meets as well as the higher ones allow.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
                              ExpressibleByIntegerLiteral {
    /// The priority's value, 1…1000.
    public var rawValue: Float
    /// Creates a priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority of `rawValue` (UIKit's `UILayoutPriority(750)`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A literal priority, `999` or `250.5`.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A literal priority, `999`.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: a button's compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 510: what a drag-resizable split view holds at (UIKit's `dragThatCanResizeScene`).
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// 250: a view's content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting` holds a size at.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Compares by value.
    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// `priority + 1`, as UIKit writes one just above another.
    public static func + (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue + b) }
    /// `priority - 1`, as UIKit writes one just below another.
    public static func - (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue - b) }
}
