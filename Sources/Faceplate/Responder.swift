/// An object that handles events and can pass them on (UIKit's `UIResponder`).
///
/// The chain: a view → its superview; a view controller's root view → the controller → its parent
/// controller (or the superview of its view, or the window); a window → the application → the
/// application's delegate. Touch and press handlers forward to ``next`` by default, so an unhandled
/// event climbs the chain; named actions sent to a nil target climb it too.
@MainActor open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or nil at its end.
    open var next: Responder? { nil }

    // MARK: Touches

    /// Fingers touched down. Forwards to ``next``.
    open func touchesBegan(_ touches: TouchSet, with event: Event?) { next?.touchesBegan(touches, with: event) }
    /// Fingers moved. Forwards to ``next``.
    open func touchesMoved(_ touches: TouchSet, with event: Event?) { next?.touchesMoved(touches, with: event) }
    /// Fingers lifted. Forwards to ``next``.
    open func touchesEnded(_ touches: TouchSet, with event: Event?) { next?.touchesEnded(touches, with: event) }
    /// Touches were cancelled (device gone, gesture took over). Forwards to ``next``.
    open func touchesCancelled(_ touches: TouchSet, with event: Event?) { next?.touchesCancelled(touches, with: event) }

    // MARK: Presses

    /// Keys or buttons went down. Forwards to ``next``.
    open func pressesBegan(_ presses: PressSet, with event: Event?) { next?.pressesBegan(presses, with: event) }
    /// A press changed (analog value). Forwards to ``next``.
    open func pressesChanged(_ presses: PressSet, with event: Event?) { next?.pressesChanged(presses, with: event) }
    /// Keys or buttons were released. Forwards to ``next``.
    open func pressesEnded(_ presses: PressSet, with event: Event?) { next?.pressesEnded(presses, with: event) }
    /// Presses were cancelled. Forwards to ``next``.
    open func pressesCancelled(_ presses: PressSet, with event: Event?) { next?.pressesCancelled(presses, with: event) }

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

    /// The responder that performs `action`: this one if it can, else the next one's answer.
    open func target(forAction action: Selector, withSender sender: AnyObject?) -> Responder? {
        var r: Responder? = self
        while let current = r {
            if current.canPerformAction(action, withSender: sender) { return current }
            r = current.next
        }
        return nil
    }
}
