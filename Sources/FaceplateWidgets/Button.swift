/// A push button (UIKit's `UIButton`): a control that sends `primaryActionTriggered` together with
/// `touchUpInside`, with a title and colours per control state.
///
/// A one-finger single-tap recognizer on an ancestor does not steal a button's tap: the button's
/// action runs instead, as in UIKit.
@MainActor open class Button: Control {
    private var titles: [UInt: String] = [:]

    /// Creates a button.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Creates a button with a title for the normal state.
    public convenience init(title: String, frame: Rect = .zero) {
        self.init(frame: frame)
        setTitle(title, for: .normal)
    }

    /// Sets the title shown in `state` (the normal title is the fallback for other states).
    public func setTitle(_ title: String?, for state: ControlState) {
        titles[state.rawValue] = title
        setNeedsDisplay()
    }
    /// The title set for exactly `state`.
    public func title(for state: ControlState) -> String? { titles[state.rawValue] }
    /// The title for the current state, falling back to the normal title.
    public var currentTitle: String? { titles[state.rawValue] ?? titles[ControlState.normal.rawValue] }

    /// Traces name a button by its identifier, else its title.
    open override var traceLabel: String? { accessibilityIdentifier ?? currentTitle ?? accessibilityLabel }

    /// A button's tap is its primary action.
    open override var eventsOnTouchUpInside: ControlEvents { .primaryActionTriggered }

    /// A one-finger single tap is a button's own gesture.
    open override func gestureRecognizerOverlapsDefaultAction(_ recognizer: GestureRecognizer) -> Bool {
        (recognizer as? TapGestureRecognizer)?.isSingleTap ?? false
    }
}
