/// Increments and decrements a value with a minus and a plus half (UIKit's `UIStepper`).
///
/// Behaviour follows UIKit:
/// - Touching down on a half steps the value at once by ``stepValue`` (down on the leading half, up
///   on the trailing one: minus on the left, or on the right in a right-to-left layout), clamped to ``minimumValue``…``maximumValue`` — or, with ``wraps``, continuing from
///   the other end.
/// - With ``autorepeat`` (the default) a held half repeats: first after 0.5 s, then every 0.1 s,
///   timed by the application's ``TimerQueue`` (so a ``TestDriver`` drives it deterministically).
///   Repeating pauses while the finger is off the half it pressed and stops on lift or cancel.
/// - With ``isContinuous`` (the default) every step sends `valueChanged` (with
///   `primaryActionTriggered`); otherwise one `valueChanged` is sent when the finger lifts, if the
///   value changed.
/// - A half that cannot change the value (at a limit, not wrapping) draws dimmed and ignores touches:
///   it is not tracked, so such a touch sends no control events (UIControl's contract).
///
/// UIKit also speeds up after a long hold; this stepper keeps a steady 10 steps a second, which is
/// easier to stop on the wanted value on a panel.
///
/// The look: a 104×44 rounded box in the theme's surface colour with a hairline border and
/// separator, minus and plus signs in the accent; the pressed half is tinted.
@MainActor open class Stepper: Control, TimerTarget {
    /// The size a stepper gets when made with a zero frame.
    public static let defaultSize = Size(width: 104, height: 44)
    /// Seconds a half is held before it starts repeating.
    public static let autorepeatDelay = 0.5
    /// Seconds between repeats.
    public static let autorepeatInterval = 0.1

    /// Which half of a stepper.
    public enum Half: Sendable {
        /// The leading half (left, or right in a right-to-left layout): steps the value down.
        case minus
        /// The trailing half (right, or left in a right-to-left layout): steps the value up.
        case plus
    }

    /// The colours the stepper draws with; ``Theme/current`` unless set.
    public var theme: Theme { didSet { setNeedsDisplay() } }

    /// The value, within ``minimumValue``…``maximumValue``. Setting it sends no event.
    public var value: Double {
        get { storedValue }
        set {
            let v = Swift.min(Swift.max(newValue.isNaN ? minimumValue : newValue, minimumValue), maximumValue)
            if v != storedValue { storedValue = v; setNeedsDisplay() }
        }
    }
    private var storedValue: Double = 0
    /// The lowest value. Default 0.
    public var minimumValue: Double = 0 {
        didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; value = storedValue; setNeedsDisplay() }
    }
    /// The highest value. Default 100.
    public var maximumValue: Double = 100 {
        didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; value = storedValue; setNeedsDisplay() }
    }
    /// How much one step changes the value; must be above 0. Default 1.
    public var stepValue: Double = 1 {
        didSet { if !(stepValue > 0) { stepValue = oldValue } }
    }
    /// Whether holding a half repeats. Default true.
    public var autorepeat = true
    /// Whether stepping past one end continues from the other. Default false.
    public var wraps = false { didSet { setNeedsDisplay() } }
    /// Whether each step sends `valueChanged` (true, default) or only the lift does.
    public var isContinuous = true

    /// The half being pressed, if any.
    public private(set) var pressedHalf: Half? { didSet { if pressedHalf != oldValue { setNeedsDisplay() } } }
    private var trackedHalf: Half?
    private var valueAtBegin = 0.0
    private static let repeatToken = 1

    /// Creates a stepper with value 0 in 0…100. A zero-size frame gets ``defaultSize``.
    public override init(frame: Rect = .zero) {
        theme = Theme.current
        var f = frame
        if f.size == .zero { f.size = Stepper.defaultSize }
        super.init(frame: f)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    // MARK: Accessibility

    /// Without one set, the value as a reader says it: "21", "21.5" (up to three decimals).
    open override var accessibilityValue: String? {
        get {
            if let set = super.accessibilityValue { return set }
            return DecimalText.spoken(value)
        }
        set { super.accessibilityValue = newValue }
    }
    /// One step up (the reader's swipe up), sending `valueChanged` as the plus half does.
    open override func accessibilityIncrement() { if isEnabled, step(.plus), !isContinuous { sendActions(for: valueChangedEvents) } }
    /// One step down (the reader's swipe down), sending `valueChanged` as the minus half does.
    open override func accessibilityDecrement() { if isEnabled, step(.minus), !isContinuous { sendActions(for: valueChangedEvents) } }

    // MARK: Stepping

    /// Whether pressing `half` would change the value now.
    public func canStep(_ half: Half) -> Bool {
        if wraps { return maximumValue > minimumValue }
        return half == .minus ? storedValue > minimumValue : storedValue < maximumValue
    }

    /// One step in the direction of `half`: clamped, or wrapped to the other end when ``wraps``.
    /// Returns whether the value changed.
    @discardableResult
    private func step(_ half: Half) -> Bool {
        guard canStep(half) else { return false }
        let old = storedValue
        var v = half == .minus ? old - stepValue : old + stepValue
        if wraps {
            if v > maximumValue { v = old >= maximumValue ? minimumValue : maximumValue }
            else if v < minimumValue { v = old <= minimumValue ? maximumValue : minimumValue }
        }
        v = Swift.min(Swift.max(v, minimumValue), maximumValue)
        guard v != old else { return false }
        storedValue = v
        setNeedsDisplay()
        if isContinuous { sendActions(for: valueChangedEvents) }
        return true
    }

    /// The half under `point` (view coordinates).
    ///
    /// Mirrored in a right-to-left layout — minus on the right, plus on the left. UIKit flips UIStepper
    /// with the interface; the rule is the HIG's (Right to left › Controls): "flip controls that show
    /// progress from one value to another", reversing the glyphs for the beginning and ending values —
    /// its own example is a smaller/larger pair of buttons whose smaller one moves to the right.
    public func half(at point: Point) -> Half { (point.x < bounds.midX) != isLayoutRightToLeft ? .minus : .plus }

    // The repeat runs on the timers and clock of the stepper's application, reached through its
    // window: a stepper tracks a finger only while in one, and leaving it cancels the tracking (and
    // with it the repeat) while the window is still known.
    private func scheduleRepeat(after delay: Double) {
        guard autorepeat, let application = window?.application else { return }
        application.timers.schedule(at: application.clock.now + delay, target: self, token: Stepper.repeatToken)
    }
    private func cancelRepeat() { window?.application.timers.cancel(target: self, token: Stepper.repeatToken) }

    /// The auto-repeat timer: one more step, and the next one scheduled while the half stays pressed.
    public func timerFired(token: Int) {
        guard token == Stepper.repeatToken, let half = pressedHalf, isTracking else { return }
        if step(half) && canStep(half) { scheduleRepeat(after: Stepper.autorepeatInterval) }
    }

    // MARK: Tracking

    /// Touches within a finger's reach of the box count.
    open override func point(inside point: Point, with event: Event?) -> Bool {
        bounds.grown(toAtLeast: theme.minimumTouchSize).contains(point)
    }

    /// Steps once for the half touched and arms the repeat; a half that cannot step is not tracked.
    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        let h = half(at: touch.location(in: self))
        guard canStep(h) else { return false }
        valueAtBegin = storedValue
        trackedHalf = h
        pressedHalf = h
        step(h)
        if canStep(h) { scheduleRepeat(after: Stepper.autorepeatDelay) }
        return true
    }

    /// Off its half, the press pauses (no highlight, no repeat); back on, it resumes.
    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        guard let h = trackedHalf else { return true }
        let p = touch.location(in: self)
        let onHalf = bounds.grown(toAtLeast: theme.minimumTouchSize).contains(p) && half(at: p) == h
        if onHalf && pressedHalf == nil {
            pressedHalf = h
            if canStep(h) { scheduleRepeat(after: Stepper.autorepeatDelay) }
        } else if !onHalf && pressedHalf != nil {
            pressedHalf = nil
            cancelRepeat()
        }
        return true
    }

    /// Stops repeating; a non-continuous stepper reports its change now.
    open override func endTracking(_ touch: Touch?, with event: Event?) { finish() }
    /// Stops repeating; a non-continuous stepper reports its change now.
    open override func cancelTracking(with event: Event?) { finish() }

    private func finish() {
        cancelRepeat()
        pressedHalf = nil
        trackedHalf = nil
        if !isContinuous && storedValue != valueAtBegin { sendActions(for: valueChangedEvents) }
    }

    /// A one-finger single tap is the stepper's own gesture.
    open override func gestureRecognizerOverlapsDefaultAction(_ recognizer: GestureRecognizer) -> Bool {
        (recognizer as? TapGestureRecognizer)?.isSingleTap ?? false
    }

    // MARK: Size and drawing

    /// ``defaultSize``.
    open override var intrinsicContentSize: Size { Stepper.defaultSize }
    /// ``defaultSize``, whatever is offered.
    open override func sizeThatFits(_ size: Size) -> Size { Stepper.defaultSize }

    /// Draws the box, the pressed half's tint, the separator and the signs.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        canvas.save()
        if !isEnabled { canvas.alpha *= theme.disabledAlpha }
        let radius = theme.cornerRadius
        let b = bounds
        canvas.fillRoundedRect(b, radius: radius, color: theme.surface)
        let mid = b.midX.rounded()
        let rtl = isLayoutRightToLeft
        if let h = pressedHalf {
            let r = (h == .minus) != rtl ? Rect(x: b.minX + 2, y: b.minY + 2, width: mid - b.minX - 2.5, height: b.height - 4)
                                : Rect(x: mid + 0.5, y: b.minY + 2, width: b.maxX - mid - 2.5, height: b.height - 4)
            canvas.fillRoundedRect(r, radius: radius - 2, color: theme.track.withAlpha(0.7))
        }
        canvas.fill(Rect(x: mid - 0.5, y: b.minY + 9, width: 1, height: Swift.max(0, b.height - 18)), color: theme.separator)
        canvas.strokeRoundedRect(b, radius: radius, lineWidth: 1, color: theme.separator)
        let length = Int(b.height * 0.36) | 1, thickness = 3
        let minusColor = canStep(.minus) ? accent(theme) : theme.secondaryText.withAlpha(theme.disabledAlpha)
        let plusColor = canStep(.plus) ? accent(theme) : theme.secondaryText.withAlpha(theme.disabledAlpha)
        let leftX = (b.minX + mid) / 2, rightX = (mid + b.maxX) / 2
        canvas.drawSign(plus: false, center: Point(x: rtl ? rightX : leftX, y: b.midY), length: length, thickness: thickness, color: minusColor)
        canvas.drawSign(plus: true, center: Point(x: rtl ? leftX : rightX, y: b.midY), length: length, thickness: thickness, color: plusColor)
        canvas.restore()
    }
}
