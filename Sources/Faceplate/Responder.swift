/// An object that handles events and can pass them on (UIKit's `UIResponder`).
///
/// The chain: a view → its superview; a view controller's root view → the controller → its parent
/// controller (or the superview of its view, or the window); a window → the application → the
/// application's delegate. Touch and press handlers forward to ``next`` by default, so an unhandled
/// event climbs the chain; named actions sent to a nil target climb it too.
///
/// Every walk up the chain is bounded by ``maximumChainLength``: a chain that comes back on itself
/// (a custom ``next``, controllers made each other's children) ends the walk with a
/// ``Diagnostics/Kind/responderChain`` diagnostic instead of looping or overflowing the stack.
@MainActor open class Responder {
    /// Creates a responder.
    public init() {}

    /// The most responders an unhandled event is forwarded through, or a nil-targeted action searches.
    /// A real chain (view, superviews, controllers, window, application, delegate) is far shorter; a
    /// longer one is taken for a cycle.
    public static let maximumChainLength = 256

    /// The next responder in the chain, or nil at its end.
    open var next: Responder? { nil }

    /// Where this responder's chain problems are counted: its window's application's diagnostics.
    var chainDiagnostics: Diagnostics? { responderWindow?.application.diagnostics }

    // MARK: Touches

    /// Fingers touched down. Forwards to ``next``.
    open func touchesBegan(_ touches: TouchSet, with event: Event?) { forward(event) { $0.touchesBegan(touches, with: event) } }
    /// Fingers moved. Forwards to ``next``.
    open func touchesMoved(_ touches: TouchSet, with event: Event?) { forward(event) { $0.touchesMoved(touches, with: event) } }
    /// Fingers lifted. Forwards to ``next``.
    open func touchesEnded(_ touches: TouchSet, with event: Event?) { forward(event) { $0.touchesEnded(touches, with: event) } }
    /// Touches were cancelled (device gone, gesture took over). Forwards to ``next``.
    open func touchesCancelled(_ touches: TouchSet, with event: Event?) { forward(event) { $0.touchesCancelled(touches, with: event) } }

    // MARK: Presses

    /// Keys or buttons went down. Forwards to ``next``.
    open func pressesBegan(_ presses: PressSet, with event: Event?) { forward(event) { $0.pressesBegan(presses, with: event) } }
    /// A press changed (analog value). Forwards to ``next``.
    open func pressesChanged(_ presses: PressSet, with event: Event?) { forward(event) { $0.pressesChanged(presses, with: event) } }
    /// Keys or buttons were released. Forwards to ``next``.
    open func pressesEnded(_ presses: PressSet, with event: Event?) { forward(event) { $0.pressesEnded(presses, with: event) } }
    /// Presses were cancelled. Forwards to ``next``.
    open func pressesCancelled(_ presses: PressSet, with event: Event?) { forward(event) { $0.pressesCancelled(presses, with: event) } }

    /// Passes an unhandled event to ``next``. The event counts how deep its forwarding has nested,
    /// so a chain that loops back stops after ``maximumChainLength`` hops rather than recursing until
    /// the stack overflows. A call with no event (application code) has nothing to count on: it goes
    /// on only if the chain from ``next`` ends within the bound.
    private func forward(_ event: Event?, _ deliver: (Responder) -> Void) {
        guard let next else { return }
        guard let event else {
            if Responder.chainEnds(from: next) { deliver(next) } else { reportChainTooLong("an event-less touch or press") }
            return
        }
        guard event.forwardingDepth < Responder.maximumChainLength else {
            reportChainTooLong("an unhandled \(event.type == .touches ? "touch" : "press")")
            return
        }
        event.forwardingDepth += 1
        deliver(next)
        event.forwardingDepth -= 1
    }

    /// Whether following ``next`` from `start` reaches the end within ``maximumChainLength`` steps.
    private static func chainEnds(from start: Responder) -> Bool {
        var r: Responder? = start
        var steps = 0
        while let current = r {
            steps += 1
            if steps > maximumChainLength { return false }
            r = current.next
        }
        return true
    }

    private func reportChainTooLong(_ what: String) {
        Diagnostics.record(.responderChain,
                           "\(what) at \(type(of: self)) met a responder chain longer than \(Responder.maximumChainLength) (a cycle in next?) and went no further",
                           in: chainDiagnostics)
    }

    // MARK: First responder

    /// The window this responder belongs to, which holds the first responder.
    open var responderWindow: Window? { nil }

    /// Whether this responder may become first responder. False by default.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this responder lets go of first-responder status when asked. True by default.
    open var canResignFirstResponder: Bool { true }
    /// Whether this responder is its window's first responder.
    public var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// Makes this the window's first responder. Fails when it cannot become one, is not in a window, or
    /// the current first responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if let current = window.firstResponder, current !== self {
            guard current.canResignFirstResponder, current.resignFirstResponder(), window.firstResponder == nil else { return false }
        }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status. Returns false (and keeps it) when ``canResignFirstResponder``
    /// is false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    /// The view shown in place of the system keyboard while this responder is first (a text field's
    /// on-screen keyboard). Nil by default.
    open var inputView: View? { nil }

    // MARK: Actions

    /// Whether this responder performs `action`. By default: whether it is of the selector's type.
    open func canPerformAction(_ action: Selector, withSender sender: AnyObject?) -> Bool {
        action.isPerformable(by: self)
    }

    /// Performs `action`; returns whether it was performed. By default runs the selector's method.
    @discardableResult
    open func performAction(_ action: Selector, sender: AnyObject?, event: Event?) -> Bool {
        action.performer?.invoke(self, sender, event) ?? false
    }

    /// The responder that performs `action`: this one if it can, else the first up the chain that can;
    /// nil when none can within ``maximumChainLength`` responders (a longer chain is a cycle).
    open func target(forAction action: Selector, withSender sender: AnyObject?) -> Responder? {
        var r: Responder? = self
        var visited = 0
        while let current = r {
            if current.canPerformAction(action, withSender: sender) { return current }
            visited += 1
            guard visited < Responder.maximumChainLength else {
                reportChainTooLong("nil-targeted action \(action)")
                return nil
            }
            r = current.next
        }
        return nil
    }
}
