/// The root of a view hierarchy on one display; it dispatches events to its views and gesture
/// recognizers and holds the first responder (UIKit's `UIWindow`).
@MainActor open class Window: View {
    /// The application this window belongs to (its next responder).
    public unowned let application: Application
    /// The screen the window is shown on (UIKit's `UIWindow.screen`): its application's.
    public var screen: Screen { application.screen }
    /// The responder that receives presses and nil-targeted actions first. When it changes, the new
    /// first responder's ``Responder/inputView`` (an on-screen keyboard) is shown docked at the bottom
    /// and the old one's is taken away, as UIKit's window shows and hides the keyboard.
    @exclusivity(unchecked) public internal(set) weak var firstResponder: Responder? {
        didSet { if firstResponder !== oldValue { updateInputView() } }
    }
    /// The input view shown for the first responder, if it has one (a subview while shown).
    public private(set) weak var activeInputView: View?
    /// The controller whose view fills the window.
    /// Setting it calls the controllers' appearance methods in UIKit's order (Window+Controllers.swift).
    public var rootViewController: ViewController? {
        didSet { rootViewControllerChanged(from: oldValue) }
    }

    @exclusivity(unchecked) var needsLayoutPass = true
    /// Whether a view in the window waits for ``View/updateProperties()`` (View+UpdateProperties.swift):
    /// the frame's update walks the hierarchy for them only then.
    @exclusivity(unchecked) var needsPropertiesPass = true
    /// Called with each invalidated rectangle (window coordinates); the compositor listens here.
    // Unchecked exclusivity although it is a strong reference (the policy comment above `View.bounds`):
    // it is only ever assigned whole and read whole — `invalidate` copies it out before calling it —
    // so no access to it can overlap another; every damage report checked it (a runtime call).
    @exclusivity(unchecked) public var damageObserver: (@MainActor (Rect) -> Void)?

    let dispatcher: TouchDispatcher
    /// Whether the application's traits ask for high contrast, kept here when they change so the
    /// compositor reads one value per frame (``FaceplateGraphics/Canvas/drawsHighContrast``).
    @exclusivity(unchecked) var drawsHighContrast = false

    /// Creates a window covering `frame` in `application`. Its views, controls and recognizers reach
    /// their application — its capacities, diagnostics, timers and clock — through it.
    public init(frame: Rect, application: Application) {
        self.application = application
        dispatcher = TouchDispatcher(capacity: application.capacities.activeRecognizers)
        super.init(frame: frame)
        isWindow = true
        drawsHighContrast = application.traitCollection.accessibilityContrast == .high
        application.register(self)
        dispatcher.window = self
    }

    /// Creates a window covering `frame` in the running application, ``Application/shared``, as
    /// `UIWindow(frame:)` joins `UIApplication.shared`. The application must have been set with
    /// ``Application/setShared(_:)`` (by the entry point or a ``TestDriver``); without one this stops
    /// with a message rather than make an application nobody runs.
    public override convenience init(frame: Rect) {
        self.init(frame: frame, application: .shared)
    }

    open override var responderWindow: Window? { self }
    /// The application.
    open override var next: Responder? { application }

    /// Makes this the application's key window (the one presses and nil-targeted actions start in).
    public func makeKeyAndVisible() {
        application.keyWindow = self
        isHidden = false
    }
    /// Whether this is the application's key window.
    public var isKeyWindow: Bool { application.keyWindow === self }

    /// Delivers `event` to views and gesture recognizers: recognizers on the hit view and its ancestors
    /// see touches first; views get them unless a recognizer delays or cancels them.
    open func sendEvent(_ event: Event) {
        switch event.type {
        case .touches: dispatcher.dispatch(event)
        case .presses: deliverPresses(event)
        }
    }

    private func deliverPresses(_ event: Event) {
        let responder: Responder = firstResponder ?? self
        let all = event.allPresses
        for raw in 0...4 {
            guard let phase = Press.Phase(rawValue: raw), phase != .stationary else { continue }
            var m: UInt32 = 0
            for p in all where p.phase == phase { m |= 1 << p.index }
            guard m != 0 else { continue }
            let set = PressSet(presses: event.pressPool, mask: m)
            switch phase {
            case .began: responder.pressesBegan(set, with: event)
            case .changed: responder.pressesChanged(set, with: event)
            case .ended: responder.pressesEnded(set, with: event)
            default: responder.pressesCancelled(set, with: event)
            }
        }
    }

    /// Docks the first responder's input view at the bottom, full width at its own height (its
    /// current height, else its intrinsic height), and removes the previous one.
    ///
    /// It slides up from the bottom edge over ``inputViewAnimationDuration`` and back down when it goes,
    /// as UIKit's keyboard does; its frame (what hit-testing and layout read) is the docked one at once,
    /// so keys work while it slides.
    private func updateInputView() {
        let wanted = firstResponder?.inputView
        if let shown = activeInputView, shown !== wanted {
            activeInputView = nil
            if shown.superview === self {
                let away = Point(x: shown.center.x, y: bounds.height + shown.bounds.height / 2)
                if !slide(shown, to: away, then: { [weak self, weak shown] in
                    guard let self, let shown, shown.superview === self, self.activeInputView !== shown else { return }
                    shown.removeFromSuperview()
                }) { shown.removeFromSuperview() }
            }
        }
        guard let view = wanted, view !== activeInputView else { return }
        let height = view.bounds.height > 0 ? view.bounds.height : view.intrinsicContentSize.height
        let docked = Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        if view.superview !== self {
            View.performWithoutAnimation(in: application) {
                view.frame = Rect(x: 0, y: bounds.height, width: bounds.width, height: height)   // just below the edge
            }
            addSubview(view)
        }
        view.autoresizingMask = AutoresizingMask.flexibleWidth.union(.flexibleTopMargin)
        activeInputView = view
        if !slide(view, to: Point(x: docked.midX, y: docked.midY), then: nil) { view.frame = docked }
        view.bounds.size = docked.size
    }

    /// How long the input view takes to slide in or out (UIKit's keyboard: 0.25 s).
    public static let inputViewAnimationDuration = 0.25

    /// Slides `view`'s centre to `center` in its own animation group; false when no group is free.
    private func slide(_ view: View, to center: Point, then done: (() -> Void)?) -> Bool {
        let animator = application.animator
        let g = animator.openGroup(duration: Window.inputViewAnimationDuration, delay: 0, curve: .easeOut,
                                   onEnd: done.map { d in { _, _ in d() } })
        guard g >= 0 else { return false }
        animator.capture(into: g) { view.center = center }
        return true
    }

    /// Reports damage (window coordinates) to the compositor.
    func invalidate(_ rect: Rect) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        damageObserver?(r)
    }

    /// Lets the window's gesture recognizers settle after timers fired (a tap's failure window closing
    /// releases the touches it held): the application calls this, as it sends touch events through
    /// ``sendEvent(_:)``; the dispatcher is the window's own.
    func settleTouches(_ event: Event) {
        dispatcher.settle(event)
    }

    /// Runs pending layout in the whole hierarchy until none is left (at most
    /// ``maximumLayoutPasses`` walks).
    ///
    /// A `layoutSubviews()` that resizes a subview asks for layout again while the walk is under way
    /// (UIKit: `layoutIfNeeded()` returns only when no view needs layout). The walk reaches those
    /// subviews after their parent, so a second walk usually finds nothing to do; but if the flag were
    /// left set, the compositor would think the screen dirty after the frame and draw a frame with no
    /// damage on the next event, which on a double-buffered display is a second full-screen frame.
    public func layoutPass() {
        var passes = 0
        while needsLayoutPass && passes < Window.maximumLayoutPasses {
            needsLayoutPass = false
            layoutIfNeeded()
            passes += 1
        }
    }

    /// How many times one ``layoutPass()`` walks the hierarchy before leaving the rest for the next
    /// frame: views that keep asking for layout from their own `layoutSubviews()` must not hang the app.
    public static let maximumLayoutPasses = 8
}
