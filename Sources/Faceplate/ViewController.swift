/// Manages a view hierarchy and sits in the responder chain after its root view (UIKit's
/// `UIViewController`).
///
/// The lifecycle is UIKit's: ``loadView()`` then ``viewDidLoad()`` on first access to ``view``;
/// ``viewWillAppear(_:)`` / ``viewDidAppear(_:)`` and ``viewWillDisappear(_:)`` / ``viewDidDisappear(_:)``
/// around the view entering and leaving the window (as a window's ``Window/rootViewController``, a
/// presented controller, a navigation controller's top, or a child whose view is added to a visible
/// parent's view); ``viewWillLayoutSubviews()`` / ``viewDidLayoutSubviews()`` around the root view's
/// `layoutSubviews()`.
@MainActor open class ViewController: Responder {
    /// Creates a controller; its view is made on first access by ``loadView()``.
    public override init() { super.init() }

    private var _view: View?
    /// The root view, loaded on first access (``loadView()``, then ``viewDidLoad()``).
    public var view: View {
        get {
            loadViewIfNeeded()
            return _view ?? View()
        }
        set {
            _view?.viewController = nil
            _view = newValue
            newValue.viewController = self
        }
    }
    /// The root view if it has been loaded.
    public var viewIfLoaded: View? { _view }
    /// Whether the root view exists yet.
    public var isViewLoaded: Bool { _view != nil }

    /// Loads the root view now if it is not loaded yet (UIKit's `loadViewIfNeeded()`).
    public func loadViewIfNeeded() {
        guard _view == nil else { return }
        loadView()
        if _view == nil { view = View(frame: frameForLoading) }
        viewDidLoad()
    }

    /// Creates the root view; override to make your own (assign ``view``). The default makes a plain
    /// view as large as the window the controller is shown in — UIKit's default view is screen-sized,
    /// so `viewDidLoad` already sees the full size (a window's controller, a presented or pushed one).
    open func loadView() { view = View(frame: frameForLoading) }
    /// Called once after the root view was loaded.
    open func viewDidLoad() {}

    /// The controller's title; a navigation controller shows it in its bar (UIKit's `title`).
    open var title: String? { didSet { if title != oldValue { titleDidChange?() } } }
    /// Called after ``title`` changed: the navigation bar showing it listens here.
    public var titleDidChange: (@MainActor () -> Void)?
    /// The controller's navigation item once made (FaceplateWidgets' `navigationItem`, which lives
    /// with the navigation bar that shows it).
    package var navigationItemStorage: AnyObject?
    /// The controller's tab bar item once made (FaceplateWidgets' `tabBarItem`, which lives with the
    /// tab bar that shows it).
    package var tabBarItemStorage: AnyObject?

    /// The edges the view may extend under bars (UIKit's `edgesForExtendedLayout`, default all). A
    /// navigation controller's bar is opaque, so as in UIKit the view goes under it only when
    /// ``extendedLayoutIncludesOpaqueBars`` is also set; the view is placed when it is shown.
    open var edgesForExtendedLayout = RectEdge.all
    /// Whether the view extends under opaque bars too (UIKit's `extendedLayoutIncludesOpaqueBars`,
    /// default false).
    open var extendedLayoutIncludesOpaqueBars = false

    /// The frame the window or container wants a default root view to have (set before loading).
    var loadingFrame: Rect?
    /// The window-sized frame found through the containment and presentation chain (UIKit: the screen).
    package var frameForLoading: Rect {
        var c: ViewController? = self
        var hops = 0
        while let x = c, hops < 64 {
            if let f = x.loadingFrame { return f }
            if let w = x._view?.window { return w.bounds }
            c = x.parent ?? x.presentingController
            hops += 1
        }
        return .zero
    }

    // MARK: Appearance

    enum AppearanceState { case disappeared, appearing, appeared, disappearing }
    /// Where the controller is in UIKit's appearance state machine.
    var appearanceState = AppearanceState.disappeared
    private var appearanceAnimated = false
    /// Set when the window hook (not a container) began the current transition.
    private var appearanceFromWindowHook = false

    /// Called before the view is added to the window (UIKit's `viewWillAppear(_:)`).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared — after any transition animation ended (UIKit's `viewDidAppear(_:)`).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the screen (UIKit's `viewWillDisappear(_:)`).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the screen (UIKit's `viewDidDisappear(_:)`).
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the root view's `layoutSubviews()` (UIKit's `viewWillLayoutSubviews()`). The
    /// `@Observable` properties it reads are tracked, as UIKit tracks them: when one changes, the root
    /// view is laid out again (and this is called again) in the next frame.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view's `layoutSubviews()` (UIKit's `viewDidLayoutSubviews()`).
    open func viewDidLayoutSubviews() {}

    // MARK: Editing

    /// Whether the controller's view is in editing mode (UIKit's `isEditing`): set it, or call
    /// ``setEditing(_:animated:)``, which the edit button item calls. False by default.
    public var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    /// Called after ``isEditing`` changed: the edit button item (FaceplateWidgets' `editButtonItem`)
    /// listens here to show Edit or Done.
    package var editingDidChange: (@MainActor () -> Void)?
    /// The controller's edit button item once made (it lives with the bar items in FaceplateWidgets).
    package var editButtonItemStorage: AnyObject?

    /// Enters or leaves editing mode (UIKit's `setEditing(_:animated:)`). Override it to put your views
    /// in editing mode too, calling `super`; a table view controller puts its table in it.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        editingDidChange?()
    }

    // MARK: Properties

    /// Sets the content of the controller's views from your state; override it (UIKit's
    /// `updateProperties()`). It runs just before the root view's ``View/updateProperties()``: before
    /// the first layout, in the next frame after ``setNeedsUpdateProperties()``, and after an
    /// `@Observable` property it read changes (Faceplate tracks the reads, as UIKit does). Does nothing
    /// by default.
    open func updateProperties() {}
    /// Asks for ``updateProperties()`` before the next frame's layout (UIKit's `setNeedsUpdateProperties()`).
    public func setNeedsUpdateProperties() { viewIfLoaded?.setNeedsUpdateProperties() }
    /// Runs the pending ``updateProperties()`` of this controller and of the views in its root view now
    /// (UIKit's `updatePropertiesIfNeeded()`).
    public func updatePropertiesIfNeeded() { viewIfLoaded?.updatePropertiesIfNeeded() }

    /// Whether the appearance calls are passed on to children whose views are in this controller's
    /// view (UIKit's `shouldAutomaticallyForwardAppearanceMethods`, true by default).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance change: calls ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)`` (UIKit's
    /// `beginAppearanceTransition(_:animated:)`). As in UIKit, a call that would not change the state
    /// (appearing while already appearing or appeared) does nothing, so containers and the window
    /// never call a method twice.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            loadViewIfNeeded()
            appearanceState = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        }
        // UIKit forwards to the children after the parent's own call (parent first, then children).
        forEachChildInView { $0.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the appearance change ``beginAppearanceTransition(_:animated:)`` started: calls
    /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)`` (UIKit's `endAppearanceTransition()`).
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            return
        }
        forEachChildInView { $0.endAppearanceTransition() }
    }

    private func forEachChildInView(_ body: (ViewController) -> Void) {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = _view else { return }
        for child in children {
            if let v = child._view, v.isDescendant(of: root) { body(child) }
        }
    }

    /// The root view is about to enter or leave a window (View's hierarchy hook). A child's view
    /// added to a visible parent's view appears, and a visible view taken out of the window
    /// disappears, as UIKit does; transitions a container or the window drives itself already moved
    /// the state on, so nothing is called twice.
    func rootViewWillMove(toWindow window: Window?) {
        if window == nil {
            guard appearanceState == .appeared else { return }
            appearanceFromWindowHook = true
            beginAppearanceTransition(false, animated: false)
        } else {
            guard appearanceState == .disappeared, let parent,
                  parent.appearanceState == .appeared || parent.appearanceState == .appearing else { return }
            appearanceFromWindowHook = true
            beginAppearanceTransition(true, animated: false)
        }
    }
    /// The root view entered or left a window: ends what ``rootViewWillMove(toWindow:)`` began (an
    /// appearing child of a parent still appearing ends with its parent).
    func rootViewDidMove(toWindow window: Window?) {
        guard appearanceFromWindowHook else { return }
        appearanceFromWindowHook = false
        if window != nil, let parent, parent.appearanceState != .appeared { return }
        endAppearanceTransition()
    }

    // MARK: Containment

    /// The containing controller.
    public private(set) weak var parent: ViewController?
    /// Contained controllers.
    public private(set) var children: [ViewController] = []

    /// Adds `child` as a contained controller. As in UIKit, this calls the child's
    /// ``willMove(toParent:)`` for you; add its view to your hierarchy, then call its
    /// ``didMove(toParent:)`` yourself.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }
    /// Removes this controller from its parent. As in UIKit, call ``willMove(toParent:)`` with nil and
    /// remove the view first; this calls ``didMove(toParent:)`` with nil for you.
    public func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }
    /// Called before the controller is added to or removed from a parent (UIKit's `willMove(toParent:)`).
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller was added to or removed from a parent (UIKit's `didMove(toParent:)`).
    open func didMove(toParent parent: ViewController?) {}

    // MARK: Presentation (ViewController+Presentation.swift)

    /// The controller this one presented, strongly held while it is shown.
    var presentedController: ViewController?
    /// The controller that presented this one.
    weak var presentingController: ViewController?
    /// The first responder a presentation took the keyboard from; it gets it back after the dismissal.
    weak var firstResponderBeforePresentation: Responder?
    /// The finishing step of a presentation or dismissal still animating (run early if another starts).
    var pendingTransition: ControllerTransition?
    /// How a presentation shows this controller (UIKit's `modalPresentationStyle`).
    open var modalPresentationStyle = ModalPresentationStyle.automatic
    /// The animation a presentation uses (UIKit's `modalTransitionStyle`).
    open var modalTransitionStyle = ModalTransitionStyle.coverVertical

    // MARK: Responder chain

    /// The window the root view is in.
    open override var responderWindow: Window? { _view?.window }

    /// The parent controller; without one, the superview of the root view, else its window.
    open override var next: Responder? {
        if let parent { return parent }
        if let superview = _view?.superview { return superview }
        return _view?.window
    }
}
