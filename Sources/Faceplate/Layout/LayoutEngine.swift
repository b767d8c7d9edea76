/// A window's Auto Layout: its ``LayoutSolver``, the nodes (views and guides) whose variables are in
/// it, and the step of the window's layout pass that brings the solution to the frames. A hierarchy in
/// no window gets an engine of its own for one ``View/layoutIfNeeded()`` (``layOutDetached(_:)``).
///
/// UIKit's order is kept: intrinsic sizes that were invalidated update their constraints (UIKit's
/// `updateConstraints` phase), the solver's result is written to the frames of views that do not
/// translate their autoresizing mask, and only then does `layoutSubviews()` run, top down, so a view
/// laying out by hand sees its constrained size. Nothing here runs per touch: hit-testing reads frames
/// as before.
///
/// Coordinates: a node's x and y are in its superview's coordinates (a guide's, in its owning view's).
/// A constraint between two items is written in their nearest common ancestor's coordinates by adding
/// the x (or y) of each view in between, as UIKit's engine does; the ancestor's own edges are 0 and its
/// width or height. (Scrolled bounds origins are not added: constraints across a scroll view's content
/// see it unscrolled.)
@MainActor final class LayoutEngine {
    let solver = LayoutSolver()
    /// The window whose engine this is; nil for a detached hierarchy's one-call engine.
    unowned let window: Window?
    /// Nodes with variables, in the order they entered.
    private(set) var nodes: [LayoutNode] = []
    private var pendingIntrinsic: [LayoutNode] = []
    /// Views waiting for ``View/updateConstraints()``.
    private var pendingUpdates: [ViewLayout] = []
    private var needsFrames = false

    init(window: Window?) {
        self.window = window
        pendingIntrinsic.reserveCapacity(64)
    }

    // MARK: Constraints

    /// The view an item lays out in: the view itself, or a guide's owning view.
    static func anchorView(_ item: AnyObject?) -> View? {
        if let v = item as? View { return v }
        return (item as? LayoutGuide)?.owningView
    }

    /// A constraint was activated: its views learn of it, and it is installed if they share a window.
    static func attach(_ c: LayoutConstraint) {
        let first = anchorView(c.firstItem), second = anchorView(c.secondItem)
        first?.layout.attached.append(c)
        if let second, second !== first { second.layout.attached.append(c) }
        install(c)
    }

    /// A constraint was deactivated.
    static func detach(_ c: LayoutConstraint) {
        for v in [anchorView(c.firstItem), anchorView(c.secondItem)] {
            guard let r = v?.layoutRecord, let i = r.attached.firstIndex(where: { $0 === c }) else { continue }
            r.attached.remove(at: i)
        }
        c.engine?.uninstall(c)
        c.isBroken = false
    }

    /// Installs an active constraint whose items are in one window; otherwise leaves it pending.
    static func install(_ c: LayoutConstraint) {
        guard c.isActive, c.solverID == nil, !c.isBroken, let v1 = anchorView(c.firstItem), let window = v1.window else { return }
        if c.secondItem != nil { guard anchorView(c.secondItem)?.window === window else { return } }
        guard let common = commonAncestor(c) else { return }
        window.layoutEngine.add(c, common: common)
    }

    /// The nearest view both items lay out in: the coordinates the constraint is written in.
    static func commonAncestor(_ c: LayoutConstraint) -> View? {
        guard let v1 = anchorView(c.firstItem) else { return nil }
        guard c.secondItem != nil else { return v1 }
        guard let v2 = anchorView(c.secondItem) else { return nil }
        var a: View? = v1
        while let candidate = a, !v2.isDescendant(of: candidate) { a = candidate.superview }
        return a
    }

    /// Solves the constraints of a hierarchy that is in no window and writes its constrained views'
    /// frames, as UIKit's `layoutIfNeeded()` does out of a window (unit tests, measuring a cell before
    /// it is shown). Pending ``View/updateConstraints()`` calls run first. The engine lives for this
    /// call only: the constraints stay active and are installed again when the hierarchy joins a
    /// window (a constraint that could not hold here stays broken until then, as in a window).
    static func layOutDetached(_ root: View) {
        runPendingUpdates(root)
        var constraints: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        collect(root, root, &constraints, &seen)
        guard !constraints.isEmpty else { return }
        let engine = LayoutEngine(window: nil)
        for c in constraints { if let common = commonAncestor(c) { engine.add(c, common: common) } }
        engine.update()
        for c in constraints { engine.uninstall(c) }
    }

    static func runPendingUpdates(_ view: View) {
        if let r = view.layoutRecord, r.needsUpdateConstraints {
            r.needsUpdateConstraints = false
            view.updateConstraints()
        }
        for s in view.subviews { runPendingUpdates(s) }
    }

    /// The active, uninstalled constraints of `view`'s subtree whose items are both under `root`.
    static func collect(_ view: View, _ root: View, _ out: inout [LayoutConstraint], _ seen: inout Set<ObjectIdentifier>) {
        for c in view.layoutRecord?.attached ?? [] where c.isActive && c.solverID == nil && !c.isBroken {
            guard seen.insert(ObjectIdentifier(c)).inserted else { continue }
            guard anchorView(c.firstItem)?.isDescendant(of: root) == true else { continue }
            if c.secondItem != nil { guard anchorView(c.secondItem)?.isDescendant(of: root) == true else { continue } }
            out.append(c)
        }
        for s in view.subviews { collect(s, root, &out, &seen) }
    }

    func add(_ c: LayoutConstraint, common: View) {
        guard let first = c.firstItem else { return }
        var terms: [(LayoutSolver.Variable, Double)] = []
        var used: [LayoutNode] = []
        append(first, c.firstAttribute, 1, common, &terms, &used)
        if let second = c.secondItem { append(second, c.secondAttribute, -c.multiplier, common, &terms, &used) }
        let relation: LayoutSolver.Relation
        switch c.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        if let id = solver.addConstraint(LayoutSolver.Expression(terms, constant: -c.constant), relation,
                                         priority: c.priority.rawValue) {
            c.solverID = id
            c.engine = self
            c.nodes = used
            changed()
        } else {
            for n in used { release(n) }
            c.isBroken = true
            reportBroken(c)
        }
    }

    /// Appends `k × item.attribute`, in `common`'s coordinates, to `terms`.
    private func append(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute, _ k: Double, _ common: View,
                        _ terms: inout [(LayoutSolver.Variable, Double)], _ used: inout [LayoutNode]) {
        var attribute = attribute, k = k
        // UIKit: leading and trailing are left and right in a left-to-right interface and right and
        // left in a right-to-left one, with the constant measured towards the trailing side — so in
        // right to left an x measured leftwards: −right for leading, −left for trailing. Which
        // direction: the common ancestor's, the view the constraint is solved in.
        if (attribute == .leading || attribute == .trailing) && common.isLayoutRightToLeft {
            attribute = attribute == .leading ? .right : .left
            k = -k
        }
        let view = item as? View
        guard let node = view?.layout.node ?? (item as? LayoutGuide)?.node else { return }
        retain(node)
        used.append(node)
        switch attribute {
        case .width: terms.append((node.w, k)); return
        case .height: terms.append((node.h, k)); return
        case .notAnAttribute: return
        default: break
        }
        let horizontal = attribute.isHorizontal
        let position = horizontal ? node.x : node.y, size = horizontal ? node.w : node.h
        let own = view === common      // the common ancestor's own edges: 0 and its size
        switch attribute {
        case .left, .leading, .top: if !own { terms.append((position, k)) }
        case .right, .trailing, .bottom:
            if !own { terms.append((position, k)) }
            terms.append((size, k))
        default:   // centres
            if !own { terms.append((position, k)) }
            terms.append((size, k / 2))
        }
        if own { return }
        var p = view?.superview ?? (item as? LayoutGuide)?.owningView
        while let pv = p, pv !== common {
            let pn = pv.layout.node
            retain(pn)
            used.append(pn)
            terms.append((horizontal ? pn.x : pn.y, k))
            p = pv.superview
        }
    }

    /// Takes an installed constraint out of the solver.
    func uninstall(_ c: LayoutConstraint) {
        guard let id = c.solverID else { return }
        solver.removeConstraint(id)
        c.solverID = nil
        c.engine = nil
        let used = c.nodes
        c.nodes = []
        for n in used { release(n) }
        changed()
    }

    /// An installed constraint's constant changed: re-solve incrementally.
    func constantChanged(_ c: LayoutConstraint) {
        guard let id = c.solverID else { return }
        if solver.setConstant(id, -c.constant) {
            changed()
        } else {
            uninstall(c)
            c.isBroken = true
            reportBroken(c)
        }
    }

    /// UIKit's log for a required constraint that cannot hold, then the constraint is left out.
    private func reportBroken(_ c: LayoutConstraint) {
        var related: [String] = []
        for v in [LayoutEngine.anchorView(c.firstItem), LayoutEngine.anchorView(c.secondItem)] {
            for other in v?.layoutRecord?.attached ?? [] where other !== c && other.solverID != nil && other.priority == .required {
                let d = "    \"\(other.description)\""
                if !related.contains(d) { related.append(d) }
            }
        }
        report("""
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(related.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(c.description)
            """)
    }

    /// Records an unsatisfiable constraint in the window's application (standard error, marked so, for
    /// a hierarchy in no window).
    private func report(_ message: @autoclosure () -> String) {
        Diagnostics.record(.unsatisfiableConstraints, message(), in: window?.application.diagnostics)
    }

    // MARK: Nodes

    private func retain(_ node: LayoutNode) {
        if node.useCount == 0 { enter(node) }
        node.useCount += 1
    }

    private func release(_ node: LayoutNode) {
        node.useCount -= 1
        if node.useCount == 0 { leave(node) }
    }

    private func enter(_ node: LayoutNode) {
        node.engine = self
        node.x = solver.makeVariable(); node.y = solver.makeVariable()
        node.w = solver.makeVariable(); node.h = solver.makeVariable()
        nodes.append(node)
        if let v = node.view {
            if v.layout.translates { addFrameConstraints(node, v.frame) } else { updateIntrinsic(node) }
        } else if let g = node.guide, g.role != .user, let owner = g.owningView {
            let o = owner.layout.node
            retain(o)
            node.ownNodes = [o]
            let i = g.role == .margins ? owner.layoutMargins : owner.safeAreaInsets
            func req(_ terms: [(LayoutSolver.Variable, Double)], _ constant: Double) {
                if let id = solver.addConstraint(LayoutSolver.Expression(terms, constant: constant), .equal, priority: 1000) {
                    node.own.append(id)
                }
            }
            req([(node.x, 1)], -i.left)
            req([(node.y, 1)], -i.top)
            req([(node.w, 1), (o.w, -1)], i.left + i.right)
            req([(node.h, 1), (o.h, -1)], i.top + i.bottom)
        }
    }

    private func leave(_ node: LayoutNode) {
        removeOwnConstraints(node)
        for n in node.ownNodes { release(n) }
        node.ownNodes = []
        for v in [node.x, node.y, node.w, node.h] { solver.freeVariable(v) }
        if let i = nodes.firstIndex(where: { $0 === node }) { nodes.remove(at: i) }
        node.engine = nil
        node.intrinsicQueued = false
    }

    private func removeOwnConstraints(_ node: LayoutNode) {
        for id in node.own { solver.removeConstraint(id) }
        node.own = []
        for i in 0..<4 {
            if let id = node.intrinsic[i] { solver.removeConstraint(id) }
            node.intrinsic[i] = nil
        }
    }

    private func addFrameConstraints(_ node: LayoutNode, _ f: Rect) {
        for (v, value) in [(node.x, f.minX), (node.y, f.minY), (node.w, f.width), (node.h, f.height)] {
            if let id = solver.addConstraint(LayoutSolver.Expression([(v, 1)], constant: -value), .equal, priority: 1000) {
                node.own.append(id)
            }
        }
        if node.own.count != 4, let view = node.view {
            report("""
                Unable to simultaneously satisfy constraints: \(type(of: view))'s frame \(f) (it translates its \
                autoresizing mask into constraints) contradicts its constraints; set \
                translatesAutoresizingMaskIntoConstraints = false on views you position with constraints.
                """)
        }
    }

    /// A translating view's frame moved: its frame constraints follow (incremental, allocation-free).
    func frameChanged(_ node: LayoutNode, _ f: Rect) {
        let values = (f.minX, f.minY, f.width, f.height)
        var ok = solver.setConstant(node.own[0], -values.0)
        ok = solver.setConstant(node.own[1], -values.1) && ok
        ok = solver.setConstant(node.own[2], -values.2) && ok
        ok = solver.setConstant(node.own[3], -values.3) && ok
        if !ok, let view = node.view {
            report(
                "Unable to simultaneously satisfy constraints: \(type(of: view))'s new frame \(f) contradicts its constraints; the old frame is kept for layout")
        }
        changed()
    }

    /// The view's translating flag changed while its node is in: swap frame and intrinsic constraints.
    func translatesChanged(_ node: LayoutNode) {
        guard node.engine === self, let v = node.view else { return }
        removeOwnConstraints(node)
        if v.layout.translates { addFrameConstraints(node, v.frame) } else { updateIntrinsic(node) }
        changed()
    }

    /// Hugging or compression resistance changed: the intrinsic constraints are re-added at the new
    /// priorities.
    func prioritiesChanged(_ node: LayoutNode) {
        guard node.engine === self, let v = node.view, !v.layout.translates else { return }
        for i in 0..<4 {
            if let id = node.intrinsic[i] { solver.removeConstraint(id) }
            node.intrinsic[i] = nil
        }
        updateIntrinsic(node)
        changed()
    }

    /// The view asked for ``View/updateConstraints()``: called in the next layout pass.
    func queueUpdate(_ record: ViewLayout) {
        guard !record.updateQueued else { return }
        record.updateQueued = true
        pendingUpdates.append(record)
        window?.needsLayoutPass = true
    }

    /// The intrinsic size was invalidated: measured again in the next layout pass.
    func queueIntrinsic(_ node: LayoutNode) {
        guard !node.intrinsicQueued else { return }
        node.intrinsicQueued = true
        pendingIntrinsic.append(node)
        window?.needsLayoutPass = true
    }

    /// Brings the intrinsic-size constraints to the view's current ``View/intrinsicContentSize``:
    /// width ≥ (compression resistance), width ≤ (hugging), the same for height; a dimension of
    /// ``View/noIntrinsicMetric`` has none. Constants change in place (no allocation once warm).
    private func updateIntrinsic(_ node: LayoutNode) {
        guard let v = node.view else { return }
        let size = v.intrinsicContentSize, r = v.layout
        for axis in 0..<2 {
            let value = axis == 0 ? size.width : size.height
            let variable = axis == 0 ? node.w : node.h
            let priorities = axis == 0 ? (r.compression.0, r.hugging.0) : (r.compression.1, r.hugging.1)
            let ge = axis * 2, le = axis * 2 + 1
            if value < 0 {
                for i in [ge, le] { if let id = node.intrinsic[i] { solver.removeConstraint(id) }; node.intrinsic[i] = nil }
            } else if let a = node.intrinsic[ge], let b = node.intrinsic[le] {
                solver.setConstant(a, -value)
                solver.setConstant(b, -value)
            } else {
                node.intrinsic[ge] = solver.addConstraint(LayoutSolver.Expression([(variable, 1)], constant: -value),
                                                          .greaterThanOrEqual, priority: priorities.0)
                node.intrinsic[le] = solver.addConstraint(LayoutSolver.Expression([(variable, 1)], constant: -value),
                                                          .lessThanOrEqual, priority: priorities.1)
            }
        }
    }

    /// The solution may have moved: frames are written in the next layout pass.
    func changed() {
        needsFrames = true
        window?.needsLayoutPass = true
    }

    // MARK: The layout pass

    /// UIKit's update-constraints and engine-to-frames steps: pending intrinsic sizes, then the frames
    /// of constrained views, rounded to whole points as UIKit rounds to pixels (edges, so abutting views
    /// stay abutting).
    func update() {
        // UIKit's update-constraints step comes first: the constraints it makes are solved below. A
        // view's updateConstraints() may queue others (or itself again); they run in this same step.
        var u = 0
        while u < pendingUpdates.count {
            let r = pendingUpdates[u]
            u += 1
            r.updateQueued = false
            guard r.needsUpdateConstraints, r.view.window === window else { continue }
            r.needsUpdateConstraints = false
            r.view.updateConstraints()
        }
        if u > 0 { pendingUpdates.removeAll(keepingCapacity: true) }
        if !pendingIntrinsic.isEmpty {
            var i = 0
            while i < pendingIntrinsic.count {
                let n = pendingIntrinsic[i]
                n.intrinsicQueued = false
                if n.engine === self, let v = n.view, !v.layout.translates { updateIntrinsic(n); needsFrames = true }
                i += 1
            }
            pendingIntrinsic.removeAll(keepingCapacity: true)
        }
        guard needsFrames else { return }
        needsFrames = false
        var i = 0
        while i < nodes.count {
            let n = nodes[i]
            i += 1
            guard let v = n.view, let r = v.layoutRecord, !r.translates else { continue }
            let x = solver.value(of: n.x), y = solver.value(of: n.y)
            let minX = x.rounded(), minY = y.rounded()
            let maxX = (x + solver.value(of: n.w)).rounded(), maxY = (y + solver.value(of: n.h)).rounded()
            let f = Rect(x: minX, y: minY, width: Swift.max(0, maxX - minX), height: Swift.max(0, maxY - minY))
            if v.frame != f { v.frame = f }
        }
    }
}
