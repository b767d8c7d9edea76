import Faceplate

/// Tabs along the bottom, each showing one controller (UIKit's `UITabBarController`).
///
/// Each of ``viewControllers`` is a child; the ``tabBar`` shows their ``Faceplate/ViewController/tabBarItem``s
/// (an item without a title shows its controller's `title`), and the selected one's view fills the
/// area above the bar — the bar is opaque, so as in UIKit a view goes under it only when its
/// controller's `edgesForExtendedLayout` has the bottom and `extendedLayoutIncludesOpaqueBars` is set.
/// A controller's view loads when its tab is first selected.
///
/// A tap on a tab asks the ``delegate`` whether it may be selected, selects it, and tells the delegate;
/// a tap on the selected tab pops its navigation controller (when it is one) to the root, as UIKit
/// does. Switching calls the appearance methods in the order UIKit's tab bar controller calls them:
/// the new tab's `viewWillAppear`, the old one's `viewWillDisappear` and `viewDidDisappear`, then the
/// new one's `viewDidAppear`.
/// Changing ``selectedIndex`` or ``selectedViewController`` in code switches the same way but, as in
/// UIKit, asks and tells the delegate nothing.
@MainActor open class TabBarController: ViewController {
    /// The bar along the bottom.
    public let tabBar: TabBar
    /// Asked before a tapped tab is selected, told after (UIKit's `delegate`).
    public weak var delegate: (any TabBarControllerDelegate)?

    private var controllers: [ViewController] = []
    private var selected: ViewController?

    /// Creates a tab bar controller without tabs (set ``viewControllers``).
    public override init() {
        tabBar = TabBar(frame: .zero)
        super.init()
        tabBar.itemTapped = { [weak self] index in self?.tabTapped(index) }
        tabBar.titleForUntitledItem = { [weak self] index in
            guard let self, index < self.controllers.count else { return nil }
            return self.controllers[index].title
        }
    }

    /// The controllers, one per tab, leading first (UIKit's `viewControllers`). Setting it is
    /// ``setViewControllers(_:animated:)`` without animation.
    public var viewControllers: [ViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The selected tab's controller (UIKit's `selectedViewController`). Setting one that is not among
    /// ``viewControllers`` is refused with a log line (UIKit raises).
    public var selectedViewController: ViewController? {
        get { selected }
        set {
            guard let controller = newValue else { return }
            guard controllers.contains(where: { $0 === controller }) else {
                refuse("selecting \(type(of: controller)), which is not one of its view controllers, is not supported")
                return
            }
            select(controller)
        }
    }

    /// The selected tab's index (UIKit's `selectedIndex`); 0 without tabs. An index out of range is
    /// clamped to the tabs there are, with a log line.
    public var selectedIndex: Int {
        get { selected.flatMap { s in controllers.firstIndex { $0 === s } } ?? 0 }
        set {
            guard !controllers.isEmpty else { return }
            var index = newValue
            if index < 0 || index >= controllers.count {
                index = Swift.min(Swift.max(newValue, 0), controllers.count - 1)
                refuse("selectedIndex \(newValue) is out of range for \(controllers.count) tabs; tab \(index) is selected")
            }
            select(controllers[index])
        }
    }

    /// Replaces the tabs (UIKit's `setViewControllers(_:animated:)`; the change is not animated).
    /// The selected controller stays selected when it is still there, else the first tab is selected
    /// (with the appearance calls of a switch); then the controllers no longer among the tabs leave as
    /// children. A controller contained elsewhere is taken from its parent, as `addChild` does.
    open func setViewControllers(_ newControllers: [ViewController]?, animated: Bool) {
        var list: [ViewController] = []
        for c in newControllers ?? [] where c !== self && !list.contains(where: { $0 === c }) { list.append(c) }
        let kept = Set(list.map { ObjectIdentifier($0) })
        let old = selected
        let next = old.flatMap { o in kept.contains(ObjectIdentifier(o)) ? o : nil } ?? list.first
        let leaving = controllers.filter { !kept.contains(ObjectIdentifier($0)) }
        for c in list where c.parent !== self {
            addChild(c)
            c.didMove(toParent: self)
        }
        for c in list { c.titleDidChange = { [weak self] in self?.tabBar.updateTitles() } }
        controllers = list
        tabBar.setItems(list.map { $0.tabBarItem }, animated: false)
        selected = next
        tabBar.selectedItem = next?.tabBarItem
        if let next { show(next, replacing: old, animated: animated) } else if let old { hide(old) }
        for c in leaving {
            c.willMove(toParent: nil)
            c.viewIfLoaded?.removeFromSuperview()
            c.titleDidChange = nil
            c.removeFromParent()
        }
    }

    /// Makes the window-sized view with the bar along its bottom and the selected tab's view above it.
    open override func loadView() {
        super.loadView()
        let b = view.bounds
        tabBar.frame = Rect(x: 0, y: Swift.max(b.height - TabBar.standardHeight, 0), width: b.width, height: TabBar.standardHeight)
        tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(tabBar)
        if let selected { install(selected) }
    }

    /// Where `controller`'s view goes: above the bar, or the whole view when it extends under opaque
    /// bars (UIKit's `edgesForExtendedLayout` with `extendedLayoutIncludesOpaqueBars`).
    public func contentFrame(for controller: ViewController) -> Rect {
        let b = view.bounds
        if controller.edgesForExtendedLayout.contains(.bottom) && controller.extendedLayoutIncludesOpaqueBars { return b }
        return Rect(x: 0, y: 0, width: b.width, height: Swift.max(b.height - TabBar.standardHeight, 0))
    }

    // MARK: Selection

    /// A tap on tab `index`: the delegate may refuse it; the selected tab again pops its navigation
    /// controller to the root.
    private func tabTapped(_ index: Int) {
        guard index < controllers.count else { return }
        let controller = controllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        if controller === selected {
            if let nav = controller as? NavigationController { nav.popToRootViewController(animated: true) }
        } else {
            select(controller)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Shows `controller`'s tab in place of the selected one.
    private func select(_ controller: ViewController) {
        guard controller !== selected else { return }
        let old = selected
        selected = controller
        tabBar.selectedItem = controller.tabBarItem
        show(controller, replacing: old, animated: false)
    }

    /// Puts `incoming`'s view in place of `outgoing`'s. On screen the appearance calls come in the
    /// order UIKit's tab bar controller makes them: the incoming tab's `viewWillAppear`, the outgoing
    /// one's `viewWillDisappear` and `viewDidDisappear`, then the incoming one's `viewDidAppear`.
    private func show(_ incoming: ViewController, replacing outgoing: ViewController?, animated: Bool) {
        guard isViewLoaded, incoming !== outgoing else { return }
        let out = outgoing?.viewIfLoaded
        let outShown = out != nil && out?.superview === view
        guard isOnScreen else {
            // Off screen: swap the views, no appearance calls (UIKit makes none for an invisible tab bar controller).
            if outShown { out?.removeFromSuperview() }
            install(incoming)
            return
        }
        incoming.loadViewIfNeeded()   // UIKit: the new tab's view loads before its viewWillAppear
        incoming.beginAppearanceTransition(true, animated: animated)
        if outShown { outgoing?.beginAppearanceTransition(false, animated: animated) }
        install(incoming)
        if outShown {
            out?.removeFromSuperview()
            outgoing?.endAppearanceTransition()
        }
        incoming.endAppearanceTransition()
    }

    /// Takes `old`'s view away with nothing in its place (the last tab left).
    private func hide(_ old: ViewController) {
        guard let out = old.viewIfLoaded, out.superview === viewIfLoaded else { return }
        let onScreen = isOnScreen
        if onScreen { old.beginAppearanceTransition(false, animated: false) }
        out.removeFromSuperview()
        if onScreen { old.endAppearanceTransition() }
    }

    /// Whether this controller's view is in a window and appearing or appeared.
    private var isOnScreen: Bool { viewIfLoaded?.window != nil }

    private func install(_ controller: ViewController) {
        let v = controller.view
        v.frame = contentFrame(for: controller)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if v.superview !== view { view.insertSubview(v, belowSubview: tabBar) }
    }

    /// A child's ``Faceplate/ViewController/tabBarItem`` was replaced: the bar shows the new one.
    func childTabBarItemDidChange() {
        tabBar.setItems(controllers.map { $0.tabBarItem }, animated: false)
        tabBar.selectedItem = selected?.tabBarItem
    }

    private func refuse(_ message: String) {
        let line = "faceplate: TabBarController: " + message
        if let w = viewIfLoaded?.window { w.application.diagnostics.log(line) } else { Diagnostics.writeStandardError(line) }
    }
}
