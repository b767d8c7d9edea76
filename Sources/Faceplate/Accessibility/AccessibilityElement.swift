/// An element the screen reader focuses that is not a view of its own: one segment of a segmented
/// control, a part a custom view draws (UIKit's `UIAccessibilityElement`). Its container lists it in
/// ``View/accessibilityElements``.
@MainActor open class AccessibilityElement {
    /// The view (or element) the element belongs to; its frame is relative to that view's bounds.
    public weak var accessibilityContainer: AnyObject?
    /// Whether the reader treats it as an element: true by default.
    open var isAccessibilityElement = true
    /// What the element is, spoken first.
    open var accessibilityLabel: String?
    /// Its current value, spoken after the label.
    open var accessibilityValue: String?
    /// What activating it does, spoken last.
    open var accessibilityHint: String?
    /// How it behaves (see ``AccessibilityTraits``).
    open var accessibilityTraits: AccessibilityTraits = []
    /// Its frame in its container view's coordinates, which the screen frame follows as the container
    /// moves (UIKit's `accessibilityFrameInContainerSpace`).
    open var accessibilityFrameInContainerSpace: Rect = .zero
    private var screenFrame: Rect?
    private var activationPoint: Point?

    /// Creates an element inside `container` (a view, usually).
    public init(accessibilityContainer container: AnyObject) { accessibilityContainer = container }

    /// Its frame in screen coordinates: ``accessibilityFrameInContainerSpace`` converted from the
    /// container view, unless set.
    open var accessibilityFrame: Rect {
        get {
            if let f = screenFrame { return f }
            guard let view = accessibilityContainer as? View else { return accessibilityFrameInContainerSpace }
            return view.convert(accessibilityFrameInContainerSpace, to: nil)
        }
        set { screenFrame = newValue }
    }
    /// Where the reader's double tap taps, in screen coordinates: the middle of ``accessibilityFrame``
    /// unless set.
    open var accessibilityActivationPoint: Point {
        get {
            if let p = activationPoint { return p }
            let f = accessibilityFrame
            return Point(x: f.midX, y: f.midY)
        }
        set { activationPoint = newValue }
    }
    /// Activates the element; false (the default) lets the reader tap its activation point.
    open func accessibilityActivate() -> Bool { false }
    /// Raises an adjustable element's value one step. Does nothing by default.
    open func accessibilityIncrement() {}
    /// Lowers an adjustable element's value one step. Does nothing by default.
    open func accessibilityDecrement() {}
}
