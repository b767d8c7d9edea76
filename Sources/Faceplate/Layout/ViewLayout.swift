/// A view's Auto Layout state, made the first time the view is given any (``View/layoutRecord``):
/// views laid out only by frames carry one nil reference and nothing else.
@MainActor final class ViewLayout {
    unowned let view: View
    /// UIKit's `translatesAutoresizingMaskIntoConstraints`: true for views made in code.
    var translates = true
    /// Content hugging: horizontal, vertical (UIKit: 250 for views made in code).
    var hugging: (Float, Float) = (250, 250)
    /// Compression resistance: horizontal, vertical (UIKit: 750).
    var compression: (Float, Float) = (750, 750)
    /// UIKit's default layout margins: 8 points on each side.
    var margins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Active constraints naming this view or one of its guides.
    var attached: [LayoutConstraint] = []
    /// Guides added with `addLayoutGuide`.
    var guides: [LayoutGuide] = []
    var safeAreaGuide: LayoutGuide?
    var marginsGuide: LayoutGuide?
    /// The window's solver, in a window's own record.
    var engine: LayoutEngine?
    let node = LayoutNode()
    /// ``View/setNeedsUpdateConstraints()`` was called and ``View/updateConstraints()`` has not run since.
    var needsUpdateConstraints = false
    /// Whether the view is queued in its window's engine for ``View/updateConstraints()``.
    var updateQueued = false
    /// Whether hiding or showing a subview calls ``View/setNeedsUpdateConstraints()`` (a stack view's).
    var observesSubviewVisibility = false
    /// Whether the intrinsic height depends on the width layout gives (a multi-line label): fitting
    /// measures it again at its solved width.
    var wrapsIntrinsicHeight = false

    init(view: View) {
        self.view = view
        node.view = view
    }

    /// The frame changed: a translating view's frame constraints follow it.
    func frameDidChange() {
        guard translates, let e = node.engine, node.own.count == 4 else { return }
        e.frameChanged(node, view.frame)
    }

    /// Leaving the window: this view's constraints leave its solver (they stay active and come back
    /// when the view is in a window with their other item again).
    func windowWillChange() {
        // A pending updateConstraints() moves with the view: the old window's queue skips it.
        updateQueued = false
        for c in attached {
            c.engine?.uninstall(c)
            c.isBroken = false
        }
    }

    /// In a (new) window: install what can be.
    func windowDidChange() {
        for c in attached { LayoutEngine.install(c) }
        if needsUpdateConstraints, let w = view.window { w.layoutEngine.queueUpdate(self) }
    }
}
