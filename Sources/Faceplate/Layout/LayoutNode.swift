/// The solver's view of one view or layout guide: its frame as four variables (left and top in the
/// superview's — for a guide, the owning view's — coordinates, width and height), present only while
/// some installed constraint uses them.
///
/// A view's node enters its window's ``LayoutEngine`` when the first constraint that needs it is
/// installed and leaves when the last one goes (``useCount``). While in, a view that translates its
/// autoresizing mask has four required constraints holding the variables at its frame (UIKit's
/// `NSAutoresizingMaskLayoutConstraint`s), kept up to date as the frame changes; a view that does not
/// has its intrinsic-size constraints instead. A built-in guide has its four constraints to its
/// owning view's edges.
@MainActor final class LayoutNode {
    weak var view: View?
    weak var guide: LayoutGuide?
    /// The engine whose solver holds the variables; nil while out.
    weak var engine: LayoutEngine?
    var x = LayoutSolver.Variable(id: -1), y = LayoutSolver.Variable(id: -1)
    var w = LayoutSolver.Variable(id: -1), h = LayoutSolver.Variable(id: -1)
    /// Installed constraints using the variables (as an item, or as an ancestor an item's position
    /// is lifted through).
    var useCount = 0
    /// The frame constraints (x, y, w, h) of a translating view, or a built-in guide's edge constraints.
    var own: [LayoutSolver.ConstraintID] = []
    /// Nodes ``own`` uses besides this one (a guide's owning view).
    var ownNodes: [LayoutNode] = []
    /// Intrinsic-size constraints: width ≥ (compression), width ≤ (hugging), height ≥, height ≤.
    var intrinsic: [LayoutSolver.ConstraintID?] = [nil, nil, nil, nil]
    /// Queued for an intrinsic-size update in the next layout pass.
    var intrinsicQueued = false
}
