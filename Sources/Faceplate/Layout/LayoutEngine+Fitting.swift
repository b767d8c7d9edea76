// Measuring a view by its constraints (UIKit's `systemLayoutSizeFitting`): the view's size is let go
// of its frame and held at the target by two constraints of the caller's priorities; the solver's
// answer is read and everything is put back.

extension View {
    /// The smallest size: with ``LayoutPriority/fittingSizeLevel``, the size the content cannot go
    /// below (UIKit's `UIView.layoutFittingCompressedSize`).
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// A size larger than any view: with ``LayoutPriority/fittingSizeLevel``, the size the content
    /// cannot go beyond (UIKit's `UIView.layoutFittingExpandedSize`).
    public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)
}

extension LayoutEngine {
    /// `root`'s size by the constraints of its subtree, closest to `target` at the given priorities.
    /// In a window the window's engine measures (its pending changes solved first); out of one a
    /// one-call engine does, as ``layOutDetached(_:)``.
    static func fittingSize(of root: View, _ target: Size, horizontal: Float, vertical: Float) -> Size {
        if let window = root.window {
            let engine = window.layoutEngine
            engine.update()
            if let size = engine.fit(root, target, horizontal, vertical) { return size }
            return unconstrainedSize(of: root, target)
        }
        runPendingUpdates(root)
        var constraints: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        collect(root, root, &constraints, &seen)
        guard !constraints.isEmpty else { return unconstrainedSize(of: root, target) }
        let engine = LayoutEngine(window: nil)
        for c in constraints { if let common = commonAncestor(c) { engine.add(c, common: common) } }
        engine.update()
        let size = engine.fit(root, target, horizontal, vertical)
        for c in constraints { engine.uninstall(c) }
        return size ?? unconstrainedSize(of: root, target)
    }

    /// What a view that no constraint sizes measures: its intrinsic size where it has one, else the target.
    private static func unconstrainedSize(of view: View, _ target: Size) -> Size {
        let i = view.intrinsicContentSize
        return Size(width: i.width >= 0 ? i.width : target.width, height: i.height >= 0 ? i.height : target.height)
    }

    /// Measures `root`, whose node must be in this engine; nil when it is not (no constraint needs it).
    private func fit(_ root: View, _ target: Size, _ horizontal: Float, _ vertical: Float) -> Size? {
        guard let record = root.layoutRecord, record.node.engine === self else { return nil }
        let node = record.node
        // A translating view's frame holds its width and height: those two let go for the measurement.
        let frees = record.translates && node.own.count == 4
        if frees {
            solver.removeConstraint(node.own[2])
            solver.removeConstraint(node.own[3])
        }
        let width = hold(node.w, at: target.width, horizontal)
        let height = hold(node.h, at: target.height, vertical)
        wrapText(under: root)
        let size = Size(width: solver.value(of: node.w), height: solver.value(of: node.h))
        if let width { solver.removeConstraint(width) }
        if let height { solver.removeConstraint(height) }
        if frees {
            let f = root.frame
            if let w = solver.addConstraint(LayoutSolver.Expression([(node.w, 1)], constant: -f.width), .equal, priority: 1000),
               let h = solver.addConstraint(LayoutSolver.Expression([(node.h, 1)], constant: -f.height), .equal, priority: 1000) {
                node.own[2] = w
                node.own[3] = h
            }
        }
        changed()
        return size
    }

    /// `variable == value` at `priority`; a required one the content contradicts is held just below
    /// required instead, so the measurement still answers.
    private func hold(_ variable: LayoutSolver.Variable, at value: Double, _ priority: Float) -> LayoutSolver.ConstraintID? {
        let e = LayoutSolver.Expression([(variable, 1)], constant: -value)
        if let id = solver.addConstraint(e, .equal, priority: priority) { return id }
        return solver.addConstraint(e, .equal, priority: Swift.min(priority, 999))
    }

    /// Multi-line labels under `root` get the intrinsic height of their text wrapped at the width the
    /// solver gave them (their intrinsic size alone is one line per paragraph).
    private func wrapText(under root: View) {
        for n in nodes {
            guard let v = n.view, let r = v.layoutRecord, r.wrapsIntrinsicHeight, !r.translates,
                  let atLeast = n.intrinsic[2], let atMost = n.intrinsic[3], v.isDescendant(of: root) else { continue }
            let width = solver.value(of: n.w)
            let height = v.sizeThatFits(Size(width: Swift.max(width, 1), height: 0)).height
            _ = solver.setConstant(atLeast, -height)
            _ = solver.setConstant(atMost, -height)
        }
    }
}
