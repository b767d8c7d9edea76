/// A rectangle that takes part in Auto Layout without being a view (UIKit's `UILayoutGuide`): a
/// spacer, a region to centre things in, or one of the guides every view has — its
/// ``View/safeAreaLayoutGuide`` and ``View/layoutMarginsGuide``.
///
/// A guide lives in its ``owningView``'s coordinates. Guides you add with ``View/addLayoutGuide(_:)``
/// are placed by your constraints; the two built-in guides follow their view's bounds inset by
/// ``View/safeAreaInsets`` and ``View/layoutMargins``.
@MainActor open class LayoutGuide {
    enum Role { case user, safeArea, margins }

    /// The view whose coordinates the guide is in.
    public internal(set) weak var owningView: View?
    /// A name for logs.
    public var identifier = ""
    let role: Role
    let node = LayoutNode()

    /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public init() {
        role = .user
        node.guide = self
    }

    init(role: Role, owner: View) {
        self.role = role
        owningView = owner
        node.guide = self
    }

    /// The guide's rectangle in ``owningView``'s coordinates, as last solved. The built-in guides are
    /// computed from the view when no constraint uses them yet.
    public var layoutFrame: Rect {
        if let e = node.engine {
            let s = e.solver
            return Rect(x: s.value(of: node.x), y: s.value(of: node.y), width: s.value(of: node.w), height: s.value(of: node.h))
        }
        guard let owner = owningView, role != .user else { return .zero }
        let i = role == .margins ? owner.layoutMargins : owner.safeAreaInsets
        return Rect(x: i.left, y: i.top, width: owner.bounds.width - i.left - i.right, height: owner.bounds.height - i.top - i.bottom)
    }
}

extension LayoutGuide: LayoutAnchoring {}
