// Auto Layout on views: anchors, translatesAutoresizingMaskIntoConstraints, layout margins and guides,
// intrinsic size and its priorities. The state lives in a `ViewLayout` record a view gets the first time
// it is used here, so views laid out by frames pay one nil reference.

/// A view's ten anchors (`leadingAnchor` … `centerYAnchor`) come from ``LayoutAnchoring``.
extension View: LayoutAnchoring {}

extension View {
    /// UIKit's "no intrinsic size in this dimension" (`UIView.noIntrinsicMetric`).
    public static let noIntrinsicMetric: Double = -1

    /// The view's layout record, made on first use.
    var layout: ViewLayout {
        if let r = layoutRecord { return r }
        let r = ViewLayout(view: self)
        layoutRecord = r
        return r
    }

    /// Whether the view's frame (set in code, moved by its autoresizing mask) is what layout keeps —
    /// true by default for views made in code, as in UIKit. Set it to false on a view you position
    /// with constraints: its frame then comes from the solver, and its intrinsic content size takes
    /// part (hugging and compression resistance). While true, a view that constraints refer to is held
    /// at its frame by required constraints, as UIKit's autoresizing-mask constraints do.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutRecord?.translates ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            let r = layout
            r.translates = newValue
            r.node.engine?.translatesChanged(r.node)
        }
    }

    // MARK: Constraints (UIKit's older view API)

    /// Activates `constraint` (UIKit's `addConstraint(_:)`; the engine, not the view, holds it).
    public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }
    /// Activates each of `constraints`.
    public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }
    /// Deactivates each of `constraints`.
    public func removeConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.deactivate(constraints) }
    /// The active constraints that name this view or one of its guides.
    public var constraints: [LayoutConstraint] { layoutRecord?.attached ?? [] }

    /// Asks for ``updateConstraints()`` before the next layout pass solves the constraints (UIKit's
    /// `setNeedsUpdateConstraints()`). Out of a window, the call waits until the view is in one.
    public func setNeedsUpdateConstraints() {
        let r = layout
        r.needsUpdateConstraints = true
        if let w = window { w.layoutEngine.queueUpdate(r) }
    }

    /// Whether ``updateConstraints()`` is pending (UIKit's `needsUpdateConstraints()`).
    public func needsUpdateConstraints() -> Bool { layoutRecord?.needsUpdateConstraints ?? false }

    /// Runs a pending ``updateConstraints()`` now (UIKit's `updateConstraintsIfNeeded()`).
    public func updateConstraintsIfNeeded() {
        guard let r = layoutRecord, r.needsUpdateConstraints else { return }
        r.needsUpdateConstraints = false
        updateConstraints()
    }

    /// Whether hiding or showing a subview asks this view for ``updateConstraints()``: a stack view
    /// arranges only its visible views.
    package var observesSubviewVisibility: Bool {
        get { layoutRecord?.observesSubviewVisibility ?? false }
        set { layout.observesSubviewVisibility = newValue }
    }

    /// Whether the view's intrinsic height depends on its width (a multi-line label's text wraps):
    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` measures it
    /// again at the width layout gives it, as UIKit does for multi-line labels.
    package var wrapsIntrinsicHeight: Bool {
        get { layoutRecord?.wrapsIntrinsicHeight ?? false }
        set { if newValue != wrapsIntrinsicHeight { layout.wrapsIntrinsicHeight = newValue } }
    }

    // MARK: Margins and guides

    /// Space the content keeps from the edges, for ``layoutMarginsGuide`` (UIKit's default: 8 points).
    public var layoutMargins: EdgeInsets {
        get { layoutRecord?.margins ?? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        set {
            let r = layout
            guard newValue != r.margins else { return }
            r.margins = newValue
            if let g = r.marginsGuide, let e = g.node.engine, g.node.own.count == 4 {
                e.solver.setConstant(g.node.own[0], -newValue.left)
                e.solver.setConstant(g.node.own[1], -newValue.top)
                e.solver.setConstant(g.node.own[2], newValue.left + newValue.right)
                e.solver.setConstant(g.node.own[3], newValue.top + newValue.bottom)
                e.changed()
            }
            setNeedsLayout()
        }
    }

    /// The part of the view not covered by system bars (UIKit's `safeAreaInsets`). A panel has none.
    public var safeAreaInsets: EdgeInsets { .zero }

    /// The bounds inset by ``layoutMargins``.
    public var layoutMarginsGuide: LayoutGuide {
        let r = layout
        if let g = r.marginsGuide { return g }
        let g = LayoutGuide(role: .margins, owner: self)
        g.identifier = "UIViewLayoutMarginsGuide"
        r.marginsGuide = g
        return g
    }

    /// The bounds inset by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: LayoutGuide {
        let r = layout
        if let g = r.safeAreaGuide { return g }
        let g = LayoutGuide(role: .safeArea, owner: self)
        g.identifier = "UIViewSafeAreaLayoutGuide"
        r.safeAreaGuide = g
        return g
    }

    /// Guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [LayoutGuide] { layoutRecord?.guides ?? [] }

    /// Makes `guide` one of this view's (its coordinates are then this view's).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layout.guides.append(guide)
    }

    /// Removes `guide`; constraints naming it are deactivated.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self, let r = layoutRecord, let i = r.guides.firstIndex(where: { $0 === guide }) else { return }
        for c in r.attached where c.firstItem === guide || c.secondItem === guide { c.isActive = false }
        r.guides.remove(at: i)
        guide.owningView = nil
    }

    // MARK: Intrinsic size

    /// Tells layout that ``intrinsicContentSize`` changed (a label's text, a button's title): its
    /// size constraints are measured again in the next layout pass, and the superview lays out again
    /// (a container that sizes by intrinsic sizes follows), as UIKit does.
    public func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        guard let r = layoutRecord, !r.translates, let e = r.node.engine else { return }
        e.queueIntrinsic(r.node)
    }

    /// How strongly the view resists growing beyond its intrinsic size along `axis` (250 by default).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        let p = layoutRecord?.hugging ?? (250, 250)
        return LayoutPriority(axis == .horizontal ? p.0 : p.1)
    }
    /// Sets ``contentHuggingPriority(for:)``.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        let r = layout
        if axis == .horizontal { r.hugging.0 = priority.rawValue } else { r.hugging.1 = priority.rawValue }
        r.node.engine?.prioritiesChanged(r.node)
    }
    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        let p = layoutRecord?.compression ?? (750, 750)
        return LayoutPriority(axis == .horizontal ? p.0 : p.1)
    }
    /// Sets ``contentCompressionResistancePriority(for:)``.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        let r = layout
        if axis == .horizontal { r.compression.0 = priority.rawValue } else { r.compression.1 = priority.rawValue }
        r.node.engine?.prioritiesChanged(r.node)
    }
}

extension Window {
    /// The window's Auto Layout engine, made when the first constraint is installed.
    var layoutEngine: LayoutEngine {
        let r = layout
        if let e = r.engine { return e }
        let e = LayoutEngine(window: self)
        r.engine = e
        return e
    }
}
