/// An on/off toggle (UIKit's `UISwitch`).
///
/// Behaviour follows UIKit: a tap (a lift inside the tracking area) flips it; dragging the knob
/// moves it with the finger, and on lift the switch takes the side the knob is nearer. Either way a
/// change sends `valueChanged` with `primaryActionTriggered`; setting ``isOn`` or calling
/// ``setOn(_:animated:)`` sends nothing. A one-finger single tap, or a pan or swipe along the switch,
/// on an ancestor does not steal the switch's touch.
///
/// The look: a 52×32 pill — the theme's ``Theme/switchOffTrack`` when off, ``onTintColor`` (the
/// accent) when on — with a white round knob and a soft shadow; the knob stretches while pressed.
/// Touches within a finger's reach (``Theme/minimumTouchSize``) of the pill count.
@MainActor open class Switch: Control {
    /// The size UIKit-style layouts give a switch.
    public static let defaultSize = Size(width: 52, height: 32)

    /// The colours the switch draws with; ``Theme/current`` unless set.
    public var theme: Theme { didSet { minimumTouchSize = theme.minimumTouchSize; setNeedsDisplay() } }
    /// ``theme``'s ``Theme/minimumTouchSize``, kept as a plain value: `point(inside:)` runs on every tap
    /// anywhere on the screen (hit-testing asks every control), and reading it through ``theme`` — a
    /// struct with references, so an exclusivity-checked access — is a runtime call per read.
    @exclusivity(unchecked) private var minimumTouchSize: Double

    /// Whether the switch is on. Setting it sends no event.
    public var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    private var on = false
    /// The track when on; the theme's accent when nil.
    public var onTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The knob; the theme's ``Theme/knob`` when nil.
    public var thumbTintColor: Color? { didSet { setNeedsDisplay() } }

    /// Where the knob is while a finger drags it, 0 (off side) … 1 (on side); nil when not dragged.
    private var dragPosition: Double?
    private var touchStartX = 0.0

    /// Creates a switch, off. A zero-size frame gets ``defaultSize``.
    public override init(frame: Rect = .zero) {
        theme = Theme.current
        minimumTouchSize = theme.minimumTouchSize
        var f = frame
        if f.size == .zero { f.size = Switch.defaultSize }
        super.init(frame: f)
        isAccessibilityElement = true
        accessibilityTraits = [.button, .toggleButton]
    }

    /// Without one set, "1" while on and "0" while off, as UIKit's switch: the reader speaks a
    /// ``AccessibilityTraits/toggleButton``'s value as "on" or "off" in the app's language.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isOn ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }

    /// How long the knob takes to slide across when ``setOn(_:animated:)`` animates.
    public static let animationDuration = 0.25

    /// Where the knob is drawn while an animated ``setOn(_:animated:)`` slides it, 0 … 1; nil otherwise.
    private var animatedPosition: Double?

    /// Turns the switch on or off. `isOn` changes at once (UIKit's model value); with `animated` the
    /// knob slides there over ``animationDuration`` on the display's frames (the application's
    /// ``Faceplate/Animator``), from wherever it is drawn now. A switch in no window changes at once.
    public func setOn(_ on: Bool, animated: Bool) {
        guard on != self.on else { return }
        let from = animatedPosition ?? (self.on ? 1 : 0)
        self.on = on
        animatedPosition = window?.application.animator.glide(self, from: from, to: on ? 1 : 0, animated: animated,
                                                               duration: Switch.animationDuration) ?? nil
        setNeedsDisplay()
    }

    // MARK: Geometry

    private var trackRect: Rect {
        // The pill keeps its proportions centred in larger bounds.
        let s = Switch.defaultSize
        let w = Swift.min(bounds.width, s.width), h = Swift.min(bounds.height, s.height)
        return Rect(x: bounds.minX + (bounds.width - w) / 2, y: bounds.minY + (bounds.height - h) / 2, width: w, height: h)
    }
    private var knobInset: Double { 2 }
    private var knobDiameter: Double { trackRect.height - 2 * knobInset }
    private var knobTravel: Double { Swift.max(0, trackRect.width - 2 * knobInset - knobDiameter) }

    /// Touches within a finger's reach of the pill count.
    open override func point(inside point: Point, with event: Event?) -> Bool {
        bounds.grown(toAtLeast: minimumTouchSize).contains(point)
    }

    // MARK: Tracking

    /// Every touch is tracked: it may become a tap or a drag of the knob.
    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        touchStartX = touch.location(in: self).x
        dragPosition = nil
        if animatedPosition != nil {                // a finger stops the slide: the knob is at the model value
            animatedPosition = nil
            window?.application.animator.cancel(self)
            setNeedsDisplay()
        }
        return true
    }

    /// Once the finger has moved a few points the knob follows it.
    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        var dx = touch.location(in: self).x - touchStartX
        if isLayoutRightToLeft { dx = -dx }   // mirrored: on is the left side, so a drag left turns it on
        if dragPosition == nil && dx.magnitude < 4 { return true }
        let start = on ? 1.0 : 0.0
        let p = knobTravel > 0 ? Swift.min(Swift.max(start + dx / knobTravel, 0), 1) : start
        if p != dragPosition { dragPosition = p; setNeedsDisplay() }
        return true
    }

    /// A drag settles on the nearer side; a tap that lifts inside flips the switch.
    open override func endTracking(_ touch: Touch?, with event: Event?) {
        var newValue = on
        if let touch { _ = continueTracking(touch, with: event) }
        if let p = dragPosition {
            newValue = p >= 0.5
        } else if let touch, isInsideTrackingArea(touch.location(in: self)) {
            newValue = !on
        }
        dragPosition = nil
        setNeedsDisplay()
        if newValue != on {
            on = newValue
            sendActions(for: valueChangedEvents)
        }
    }

    /// A cancelled drag puts the knob back.
    open override func cancelTracking(with event: Event?) {
        dragPosition = nil
        setNeedsDisplay()
    }

    /// A one-finger single tap, or a pan or swipe along the switch, is the switch's own gesture.
    open override func gestureRecognizerOverlapsDefaultAction(_ recognizer: GestureRecognizer) -> Bool {
        if let tap = recognizer as? TapGestureRecognizer { return tap.isSingleTap }
        return recognizer.isHorizontalDrag
    }

    // MARK: Size and drawing

    /// ``defaultSize``.
    open override var intrinsicContentSize: Size { Switch.defaultSize }
    /// ``defaultSize``, whatever is offered.
    open override func sizeThatFits(_ size: Size) -> Size { Switch.defaultSize }

    /// The knob's shadow reaches a little past the pill.
    open override var drawingOverflow: EdgeInsets { EdgeInsets(top: 4, left: 4, bottom: 8, right: 4) }

    /// Draws the pill and the knob at its place (following the finger while dragged).
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        canvas.save()
        if !isEnabled { canvas.alpha *= theme.disabledAlpha }
        let track = trackRect
        let position = dragPosition ?? animatedPosition ?? (on ? 1 : 0)
        let onColor = onTintColor ?? theme.primary
        canvas.fillRoundedRect(track, radius: .infinity, color: theme.switchOffTrack.mixed(with: onColor, position))
        // Pressed, the knob stretches towards the middle, as UIKit's does.
        let d = knobDiameter
        let stretch = isHighlighted ? Swift.min(6, knobTravel) : 0
        // UIKit mirrors UISwitch in a right-to-left layout: the knob sits on the left when on.
        let x = isLayoutRightToLeft ? track.maxX - knobInset - d - stretch - (knobTravel - stretch) * position
                                    : track.minX + knobInset + (knobTravel - stretch) * position
        let knob = Rect(x: x, y: track.minY + knobInset, width: d + stretch, height: d)
        canvas.drawKnob(knob, color: thumbTintColor ?? theme.knob, shadow: theme.shadow)
        canvas.restore()
    }
}

extension Switch: Animatable {
    /// The knob's next position while ``setOn(_:animated:)`` slides it.
    public func animationStep(token: Int, value: Double, finished: Bool) {
        animatedPosition = finished ? nil : value
        setNeedsDisplay()
    }
}
