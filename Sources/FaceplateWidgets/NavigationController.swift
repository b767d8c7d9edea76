import Faceplate

/// A stack of controllers with a bar on top: push to drill in, pop to go back (UIKit's
/// `UINavigationController`).
///
/// The top controller's view fills the area under the ``navigationBar``; the bar shows its
/// ``Faceplate/ViewController/navigationItem`` — its title (else the controller's ``ViewController/title``),
/// its bar button items, and a back button labelled as UIKit labels it (the previous item's back button
/// title, else its title, else "Back"), which pops. A navigation item's search controller puts its search
/// bar under the navigation bar, above the view; the bar is opaque, so a view extends under it only
/// when its controller's `edgesForExtendedLayout` has the top and `extendedLayoutIncludesOpaqueBars` is set. Pushes and
/// pops slide horizontally as UIKit's do — the new view comes in from the trailing edge while the old one
/// moves a third of the way out — over ``transitionDuration`` with Faceplate's animations; touches are
/// ignored while a transition runs, as UIKit ignores them.
///
/// Appearance calls follow UIKit's order. Push: the old top's `viewWillDisappear`, the new top's
/// `viewWillAppear`, the slide, the old top's `viewDidDisappear`, the new top's `viewDidAppear`, then
/// its `didMove(toParent:)`. Pop mirrors it, and the popped controller's `didMove(toParent: nil)` comes
/// last. A push or pop while one is animating finishes the running one first.
@MainActor open class NavigationController: ViewController {
    /// How long a push or pop slides (about UIKit's: 0.35 s).
    public static let transitionDuration = 0.35

    /// The bar at the top.
    public let navigationBar: NavigationBar
    /// The stack, root first (UIKit's `viewControllers`).
    public private(set) var viewControllers: [ViewController] = []
    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }
    /// The controller shown: what the top one presented, else the top one (UIKit's `visibleViewController`).
    public var visibleViewController: ViewController? { presentedViewController ?? topViewController }

    private var pendingFinish: (() -> Void)?
    /// The search bar shown under the navigation bar (the top item's search controller's).
    private var shownSearchController: SearchController?

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: ViewController) {
        navigationBar = NavigationBar(frame: .zero)
        super.init()
        navigationBar.backButton.addTarget(self, action: { nav in _ = nav.popViewController(animated: true) }, for: .primaryActionTriggered)
        adopt(rootViewController)
        viewControllers = [rootViewController]
        rootViewController.didMove(toParent: self)
    }

    /// Makes the window-sized view with the bar across its top and the top controller's view under it.
    open override func loadView() {
        super.loadView()
        let bounds = view.bounds
        navigationBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: NavigationBar.standardHeight)
        navigationBar.autoresizingMask = .flexibleWidth
        view.addSubview(navigationBar)
        if let top = topViewController { install(top, at: 0) }
        updateBar()
    }

    /// Where the top controller's view goes: everything under the bar (and the search bar, if shown).
    public var contentFrame: Rect {
        let b = view.bounds, h = barsHeight(for: topViewController)
        return Rect(x: 0, y: h, width: b.width, height: Swift.max(b.height - h, 0))
    }

    /// The height of the navigation bar plus the search bar `controller`'s item shows.
    private func barsHeight(for controller: ViewController?) -> Double {
        NavigationBar.standardHeight + (controller?.navigationItemIfMade?.searchController == nil ? 0 : SearchBar.standardHeight)
    }

    /// Where `controller`'s view goes: under the bars, or from the top when it extends under opaque
    /// bars (UIKit's `edgesForExtendedLayout` with `extendedLayoutIncludesOpaqueBars`).
    public func contentFrame(for controller: ViewController) -> Rect {
        let b = view.bounds
        if controller.edgesForExtendedLayout.contains(.top) && controller.extendedLayoutIncludesOpaqueBars { return b }
        let h = barsHeight(for: controller)
        return Rect(x: 0, y: h, width: b.width, height: Swift.max(b.height - h, 0))
    }

    /// Pushes `controller` on the stack and shows it (UIKit's `pushViewController(_:animated:)`). A
    /// controller that is already in a stack or contained elsewhere is refused with a log line (UIKit
    /// raises "Pushing the same view controller instance more than once is not supported").
    open func pushViewController(_ controller: ViewController, animated: Bool) {
        pendingFinish?()
        guard controller.parent == nil, controller.presentingViewController == nil, !(controller is NavigationController) else {
            refuse("pushing \(type(of: controller)), which is already contained or presented, is not supported")
            return
        }
        let old = topViewController
        adopt(controller)   // UIKit: addChild calls willMove(toParent:)
        viewControllers.append(controller)
        show(controller, replacing: old, forward: true, animated: animated) { [weak self] in
            guard let self else { return }
            controller.didMove(toParent: self)
        }
    }

    /// Pops the top controller and returns it; nil at the root (UIKit's `popViewController(animated:)`).
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        pendingFinish?()
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        popped.willMove(toParent: nil)
        show(viewControllers[viewControllers.count - 1], replacing: popped, forward: false, animated: animated) { [weak self] in
            self?.release(popped)
        }
        return popped
    }

    /// Pops everything above the root and returns what was popped, bottom first; nil at the root
    /// (UIKit's `popToRootViewController(animated:)`). Only the top one is seen going.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops down to `controller` (which must be in the stack) and returns what was popped (UIKit's
    /// `popToViewController(_:animated:)`).
    @discardableResult
    open func popToViewController(_ controller: ViewController, animated: Bool) -> [ViewController]? {
        pendingFinish?()
        guard let index = viewControllers.firstIndex(where: { $0 === controller }), index < viewControllers.count - 1 else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        for p in popped { p.willMove(toParent: nil) }
        // The ones under the top were never on screen during this transition: they go at once.
        for p in popped.dropLast() { p.viewIfLoaded?.removeFromSuperview(); release(p) }
        show(controller, replacing: popped.last, forward: false, animated: animated) { [weak self] in
            if let top = popped.last { self?.release(top) }
        }
        return popped
    }

    /// Replaces the stack (UIKit's `setViewControllers(_:animated:)`): the new top is shown as a push
    /// when it is new to the stack, else as a pop.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        pendingFinish?()
        guard let newTop = controllers.last else { return }
        let old = topViewController
        let kept = Set(controllers.map { ObjectIdentifier($0) })
        let wasInStack = viewControllers.contains { $0 === newTop }
        for c in viewControllers where !kept.contains(ObjectIdentifier(c)) && c !== old {
            c.willMove(toParent: nil); c.viewIfLoaded?.removeFromSuperview(); release(c)
        }
        if let old, !kept.contains(ObjectIdentifier(old)) { old.willMove(toParent: nil) }
        for c in controllers where c.parent !== self { adopt(c) }
        viewControllers = controllers
        guard newTop !== old else { updateBar(); return }
        show(newTop, replacing: old, forward: !wasInStack, animated: animated) { [weak self] in
            guard let self else { return }
            if let old, !kept.contains(ObjectIdentifier(old)) { self.release(old) }
            for c in controllers where c.parent === self { c.didMove(toParent: self) }
        }
    }

    // MARK: Transitions

    /// Slides `incoming` in over `outgoing` (from the trailing edge when `forward`, else from the
    /// leading side), with UIKit's appearance calls when the navigation controller is on screen.
    private func show(_ incoming: ViewController, replacing outgoing: ViewController?, forward: Bool, animated: Bool,
                      then done: @escaping () -> Void) {
        updateBar()
        guard isViewLoaded else { done(); return }
        guard let window = view.window else {
            // Off screen: swap the views, no appearance calls (UIKit makes none for an invisible stack).
            outgoing?.viewIfLoaded?.removeFromSuperview()
            install(incoming, at: 0)
            done()
            return
        }
        let content = contentFrame(for: incoming), width = content.width
        incoming.loadViewIfNeeded()   // UIKit: the pushed view loads before the appearance calls
        outgoing?.beginAppearanceTransition(false, animated: animated)
        incoming.beginAppearanceTransition(true, animated: animated)
        let enterX = forward ? width : -width / 3, leaveX = forward ? -width / 3 : width
        let inView = incoming.view
        if !forward, let out = outgoing?.viewIfLoaded, out.superview === view {
            view.insertSubview(inView, belowSubview: out)   // a pop uncovers the one below
        } else {
            view.insertSubview(inView, belowSubview: lowestBar)
        }
        // Its start: off the trailing edge for a push, a third out on the leading side for a pop.
        View.performWithoutAnimation(in: window) { inView.frame = content.offsetBy(dx: animated ? enterX : 0, dy: 0) }
        inView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        inView.setNeedsLayout()
        window.layoutPass()
        view.isUserInteractionEnabled = false
        var finished = false
        let finish: () -> Void = { [weak self] in
            guard !finished else { return }
            finished = true
            self?.pendingFinish = nil
            self?.view.isUserInteractionEnabled = true
            if let out = outgoing?.viewIfLoaded {
                out.removeFromSuperview()
                out.frame.origin.x = 0
            }
            outgoing?.endAppearanceTransition()
            incoming.endAppearanceTransition()
            done()
        }
        pendingFinish = finish
        let outView = outgoing?.viewIfLoaded
        guard animated else {
            finish()
            return
        }
        View.animate(in: window, withDuration: NavigationController.transitionDuration, options: .curveEaseInOut, animations: {
            inView.frame = content
            outView?.frame = content.offsetBy(dx: leaveX, dy: 0)
        }, completion: { _ in finish() })
    }

    private func install(_ controller: ViewController, at index: Int?) {
        let v = controller.view
        v.frame = contentFrame(for: controller)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let index { view.insertSubview(v, at: index) } else { view.insertSubview(v, belowSubview: lowestBar) }
    }

    private func adopt(_ controller: ViewController) {
        addChild(controller)
        controller.titleDidChange = { [weak self] in self?.updateBar() }
        controller.navigationItem.didChange = { [weak self] in self?.updateBar() }
    }

    private func release(_ controller: ViewController) {
        controller.titleDidChange = nil
        controller.navigationItemIfMade?.didChange = nil
        controller.removeFromParent()   // UIKit: calls didMove(toParent: nil)
    }

    /// The bar shows the top's item: its title (else the controller's), its bar button items and, below
    /// the root, a back button titled as UIKit titles it; its search controller's bar goes under the bar.
    private func updateBar() {
        let n = viewControllers.count
        let item = topViewController?.navigationItemIfMade
        var back: String?
        if n > 1 && !(item?.hidesBackButton ?? false) && ((item?.leftBarButtonItems ?? []).isEmpty || item?.leftItemsSupplementBackButton == true) {
            let previous = viewControllers[n - 2], previousItem = previous.navigationItemIfMade
            back = previousItem?.backBarButtonItem?.title ?? previousItem?.backButtonTitle ?? previousItem?.title ?? previous.title ?? "Back"
        }
        navigationBar.show(title: item?.title ?? topViewController?.title, backTitle: back, item: item)
        updateSearchBar(item?.searchController)
    }

    /// Shows `search`'s bar under the navigation bar (or none), and places the top view under it.
    private func updateSearchBar(_ search: SearchController?) {
        guard isViewLoaded else { shownSearchController = search; return }
        if search !== shownSearchController || (search != nil && search?.searchBar.superview !== view) {
            if let old = shownSearchController {
                old.activeDidChange = nil
                old.searchBar.removeFromSuperview()
                old.viewIfLoaded?.removeFromSuperview()
            }
            shownSearchController = search
            if let search {
                let bar = search.searchBar
                bar.frame = Rect(x: 0, y: NavigationBar.standardHeight, width: view.bounds.width, height: SearchBar.standardHeight)
                bar.autoresizingMask = .flexibleWidth
                view.insertSubview(bar, belowSubview: navigationBar)
                search.activeDidChange = { [weak self] in self?.updateSearchCover() }
            }
            // The view moves under the new bars unless a transition is placing it.
            if pendingFinish == nil, let top = topViewController, let v = top.viewIfLoaded, v.superview === view {
                v.frame = contentFrame(for: top)
            }
        }
        updateSearchCover()
    }

    /// The bar content goes under: the search bar when one is shown, else the navigation bar.
    private var lowestBar: View {
        if let bar = shownSearchController?.searchBar, bar.superview === view { return bar }
        return navigationBar
    }

    /// While the shown search covers the content, its view lies over the content under the bars.
    private func updateSearchCover() {
        guard let search = shownSearchController, isViewLoaded else { return }
        if search.coversContent {
            let cover = search.view
            cover.frame = contentFrame
            if cover.superview !== view { view.insertSubview(cover, belowSubview: search.searchBar) }
        } else {
            search.viewIfLoaded?.removeFromSuperview()
        }
    }

    private func refuse(_ message: String) {
        let line = "faceplate: NavigationController: " + message
        if let w = viewIfLoaded?.window { w.application.diagnostics.log(line) } else { Diagnostics.writeStandardError(line) }
    }
}
