/// Manages a view hierarchy and sits in the responder chain after its root view (UIKit's
/// `UIViewController`).
@MainActor open class ViewController: Responder {
    /// Creates a controller; its view is made on first access by ``loadView()``.
    public override init() { super.init() }

    private var _view: View?
    /// The root view, loaded on first access.
    public var view: View {
        get {
            if let v = _view { return v }
            loadView()
            let v = _view ?? View()
            _view = v
            v.viewController = self
            viewDidLoad()
            return v
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

    /// Creates the root view; override to make your own (assign ``view``). The default makes a plain view.
    open func loadView() { view = View() }
    /// Called once after the root view was loaded.
    open func viewDidLoad() {}

    /// The containing controller.
    public private(set) weak var parent: ViewController?
    /// Contained controllers.
    public private(set) var children: [ViewController] = []

    /// Adds `child` as a contained controller (add its view to your hierarchy yourself, as in UIKit).
    public func addChild(_ child: ViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }
    /// Removes this controller from its parent.
    public func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
    }

    open override var responderWindow: Window? { _view?.window }

    /// The parent controller; without one, the superview of the root view, else its window.
    open override var next: Responder? {
        if let parent { return parent }
        if let superview = _view?.superview { return superview }
        return _view?.window
    }
}
