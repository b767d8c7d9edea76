/// A relation between two layout attributes (UIKit's `NSLayoutConstraint`):
/// `firstItem.firstAttribute  ⋚  multiplier × secondItem.secondAttribute + constant`.
///
/// Items are views or ``LayoutGuide``s. A constraint does nothing until it is active (``isActive``,
/// ``activate(_:)``); it is then solved, with the others in its window, by the window's
/// ``LayoutSolver`` before views lay out. Changing ``constant`` re-solves incrementally (no
/// allocation once warm), the way an animation or a keyboard offset moves a constraint in UIKit.
///
/// A required constraint that contradicts the required ones already active is not a crash: as UIKit
/// does, it is logged ("Unable to simultaneously satisfy constraints … Will attempt to recover by
/// breaking constraint …", through the application's ``Diagnostics``) and left out of the solution
/// while it stays active.
///
/// ```swift
/// LayoutConstraint.activate([
///     total.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
///     total.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 12),
/// ])
/// ```
@MainActor public final class LayoutConstraint {
    /// A part of an item's frame (UIKit's `NSLayoutConstraint.Attribute`). Leading and trailing follow
    /// the layout direction of the view the constraint is solved in (left and right, or right and left
    /// in a right-to-left interface); left and right never flip.
    public enum Attribute: Sendable {
        /// The left edge.
        case left
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (left; right in a right-to-left interface).
        case leading
        /// The trailing edge (right; left in a right-to-left interface).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// No attribute: the second "item" of a constant size constraint.
        case notAnAttribute

        var isHorizontal: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX: return true
            default: return false
            }
        }
        var isDimension: Bool { self == .width || self == .height }
    }

    /// `≤`, `=` or `≥` (UIKit's `NSLayoutConstraint.Relation`).
    public enum Relation: Sendable {
        /// first ≤ multiplier × second + constant.
        case lessThanOrEqual
        /// first = multiplier × second + constant.
        case equal
        /// first ≥ multiplier × second + constant.
        case greaterThanOrEqual
    }

    /// A layout direction, for hugging and compression resistance (UIKit's `NSLayoutConstraint.Axis`).
    public enum Axis: Sendable {
        /// Left to right: widths.
        case horizontal
        /// Top to bottom: heights.
        case vertical
    }

    /// The constrained item (a ``View`` or a ``LayoutGuide``).
    public private(set) weak var firstItem: AnyObject?
    /// The constrained attribute of ``firstItem``.
    public let firstAttribute: Attribute
    /// How the two sides relate.
    public let relation: Relation
    /// The item related to, or nil for a constant (a width of 44, say).
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of ``secondItem`` (``Attribute/notAnAttribute`` without one).
    public let secondAttribute: Attribute
    /// The factor on the second attribute.
    public let multiplier: Double
    /// Added to the second side. Changing it on an active constraint re-solves incrementally.
    public var constant: Double {
        didSet { if constant != oldValue { engine?.constantChanged(self) } }
    }
    /// How much the constraint matters; ``LayoutPriority/required`` by default. Changing it on an
    /// active constraint re-adds it to the solver (UIKit forbids switching to or from required while
    /// installed; Faceplate simply re-adds).
    public var priority: LayoutPriority = .required {
        didSet { if priority != oldValue, isActive { isActive = false; isActive = true } }
    }
    /// A name shown in logs (UIKit's `identifier`).
    public var identifier: String?

    /// Whether the constraint takes part in layout. Setting it is UIKit's `isActive`: the constraint
    /// joins its items' window's solver now, or as soon as both items are in one window.
    public var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            active = newValue
            if newValue { LayoutEngine.attach(self) } else { LayoutEngine.detach(self) }
        }
    }

    /// Activates each constraint (UIKit's `NSLayoutConstraint.activate(_:)`).
    public static func activate(_ constraints: [LayoutConstraint]) { for c in constraints { c.isActive = true } }
    /// Deactivates each constraint (UIKit's `NSLayoutConstraint.deactivate(_:)`).
    public static func deactivate(_ constraints: [LayoutConstraint]) { for c in constraints { c.isActive = false } }

    /// UIKit's explicit form: `item.attribute relation multiplier × toItem.attribute + constant`.
    public init(item: AnyObject, attribute: Attribute, relatedBy relation: Relation, toItem: AnyObject?,
                attribute secondAttribute: Attribute, multiplier: Double, constant: Double) {
        firstItem = item
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    // Engine state.
    private var active = false
    /// The solver's handle while installed.
    var solverID: LayoutSolver.ConstraintID?
    /// The engine it is installed in.
    weak var engine: LayoutEngine?
    /// The nodes whose variables the installed expression uses (released on removal).
    var nodes: [LayoutNode] = []
    /// Set when the solver refused it (contradicts required constraints): active, logged, not solved.
    var isBroken = false

    /// A description in UIKit's log form: `<LayoutConstraint:0x… Label:0x….width == 200   (active)>`.
    public var description: String {
        func name(_ item: AnyObject?) -> String {
            guard let item else { return "nil" }
            return "\(type(of: item)):0x\(String(UInt(bitPattern: ObjectIdentifier(item).hashValue), radix: 16))"
        }
        let rel = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var rhs = ""
        if secondItem != nil {
            rhs = "\(name(secondItem)).\(secondAttribute)"
            if multiplier != 1 { rhs += "*\(multiplier)" }
            if constant != 0 { rhs += constant > 0 ? " + \(constant)" : " - \(-constant)" }
        } else {
            rhs = "\(constant)"
        }
        let id = identifier.map { "'\($0)' " } ?? ""
        let p = priority == .required ? "" : " @\(priority.rawValue)"
        return "<LayoutConstraint:0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)) \(id)"
            + "\(name(firstItem)).\(firstAttribute) \(rel) \(rhs)\(p)   (\(active ? "active" : "inactive"))>"
    }
}
