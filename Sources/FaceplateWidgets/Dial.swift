import Glibc

/// Picks a value by dragging round a ring: a thermostat's setpoint dial. UIKit has no such control; this
/// one behaves as ``Slider`` does, bent into an arc.
///
/// Behaviour:
/// - A touch that starts on the ring (within a finger's reach of it: half the theme's
///   ``Theme/minimumTouchSize`` either side, or half the thumb, whichever is more) is tracked; one in the
///   middle of the dial or outside the ring is not, and by UIControl's contract sends no control events.
/// - The value does not jump to the finger: it moves by the angle the finger travels round the centre,
///   scaled so that the whole arc from ``startAngle`` to ``endAngle`` is the whole range (as a slider moves
///   by the finger's travel, not to it). Near the centre, where an angle means nothing, moves are ignored.
/// - With ``stepValue`` above zero a dragged value snaps to `minimumValue + n · stepValue`.
/// - With ``isContinuous`` (the default) `valueChanged` (with `primaryActionTriggered`) is sent for every
///   move that changes the value; otherwise once, when the finger lifts or the touch is cancelled, if
///   the value changed.
/// - A value change redraws only the part of the ring between the old and the new value, the thumb's
///   reach included, not the whole control: the middle of the dial (where an app puts its big number)
///   is left alone.
///
/// The look: a ``ringWidth`` arc with round ends in ``maximumTrackTintColor`` (the theme's track), the part
/// from ``startAngle`` to the value in ``minimumTrackTintColor`` (the accent), and a round thumb with a
/// shadow at the value. Both arcs are ``BezierPath`` arcs, stroked.
@MainActor open class Dial: Control {
    /// The colours the dial draws with; ``Theme/current`` unless set.
    public var theme: Theme { didSet { minimumTouchSize = theme.minimumTouchSize; setNeedsDisplay() } }
    @exclusivity(unchecked) private var minimumTouchSize: Double

    /// The current value, always within ``minimumValue``…``maximumValue``. Setting it sends no event.
    public var value: Double {
        get { storedValue }
        set { setStoredValue(newValue) }
    }
    @exclusivity(unchecked) private var storedValue: Double = 0
    /// The value at ``startAngle``. Default 0; raising it above ``maximumValue`` raises that too.
    public var minimumValue: Double = 0 {
        didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; setStoredValue(storedValue); setNeedsDisplay() }
    }
    /// The value at ``endAngle``. Default 1; lowering it below ``minimumValue`` lowers that too.
    public var maximumValue: Double = 1 {
        didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; setStoredValue(storedValue); setNeedsDisplay() }
    }
    /// The increment a dragged value snaps to, from ``minimumValue``; 0 (the default) for none.
    public var stepValue: Double = 0
    /// Whether `valueChanged` is sent while dragging (true, the default) or only when the finger lifts.
    public var isContinuous = true

    /// Where the arc starts, the ``minimumValue`` end: radians from +x, clockwise on screen (UIKit's
    /// angles, as in ``BezierPath/addArc(withCenter:radius:startAngle:endAngle:clockwise:)``). Default ¾π,
    /// down and left.
    public var startAngle: Double = 0.75 * Double.pi { didSet { setNeedsDisplay() } }
    /// Where the arc ends, the ``maximumValue`` end, reached clockwise from ``startAngle``. Default 2¼π,
    /// down and right: a 270° arc open at the bottom. An arc of a full turn or more is a full circle.
    public var endAngle: Double = 2.25 * Double.pi { didSet { setNeedsDisplay() } }

    /// The ring's thickness.
    @exclusivity(unchecked) public var ringWidth: Double = 12 { didSet { setNeedsDisplay() } }
    /// The thumb's diameter.
    @exclusivity(unchecked) public var thumbDiameter: Double = 28 { didSet { setNeedsDisplay() } }
    /// The arc from ``startAngle`` to the value; the theme's accent when nil.
    public var minimumTrackTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The rest of the arc; the theme's ``Theme/track`` when nil.
    public var maximumTrackTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The thumb; the theme's ``Theme/knob`` when nil.
    public var thumbTintColor: Color? { didSet { setNeedsDisplay() } }

    /// The arcs, rebuilt in place for every draw: their storage is kept, so drawing allocates nothing.
    private let trackPath = BezierPath(), valuePath = BezierPath()
    private var valueAtBegin = 0.0
    /// The value the finger's travel so far gives, before clamping and snapping.
    private var unclampedValue = 0.0
    /// The finger's last angle round the centre; nil while it is too near the centre to have one.
    private var lastAngle: Double?

    /// Creates a dial with value 0 in 0…1.
    public override init(frame: Rect = .zero) {
        theme = Theme.current
        minimumTouchSize = theme.minimumTouchSize
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    // MARK: Accessibility

    /// Without one set, the value as a reader says it: "21", "21.5" (up to three decimals).
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? DecimalText.spoken(value) }
        set { super.accessibilityValue = newValue }
    }
    /// One step up (the reader's swipe up; a twentieth of the range without a ``stepValue``), sending
    /// `valueChanged` as a turn does.
    open override func accessibilityIncrement() { adjust(by: 1) }
    /// One step down (the reader's swipe down), sending `valueChanged` as a turn does.
    open override func accessibilityDecrement() { adjust(by: -1) }
    private func adjust(by direction: Double) {
        let range = maximumValue - minimumValue
        guard isEnabled, range > 0, range.isFinite else { return }
        let old = storedValue
        setStoredValue(snapped(old + direction * (stepValue > 0 && stepValue.isFinite ? stepValue : range / 20)))
        if storedValue != old { sendActions(for: valueChangedEvents) }
    }

    // MARK: Geometry

    /// The arc's clockwise sweep from ``startAngle``, in 0…2π.
    public var sweepAngle: Double {
        let s = endAngle - startAngle
        guard s.isFinite, s > 0 else { return 0 }
        return Swift.min(s, 2 * Double.pi)
    }

    /// The ring's centre line's radius: the largest that keeps the thumb and its shadow inside the bounds.
    public var ringRadius: Double {
        Swift.max(0, Swift.min(bounds.width, bounds.height) / 2 - Swift.max(ringWidth, thumbDiameter) / 2 - Dial.shadowReach)
    }

    /// The centre of the ring, in the dial's coordinates.
    public var ringCenter: Point { Point(x: bounds.midX, y: bounds.midY) }

    /// How far the thumb's shadow reaches past the thumb (its blur and offset).
    private static let shadowReach = 6.0

    /// The angle `value` sits at on the ring.
    public func angle(for value: Double) -> Double {
        let range = maximumValue - minimumValue
        let f = range > 0 ? (value - minimumValue) / range : 0
        return startAngle + Swift.min(Swift.max(f, 0), 1) * sweepAngle
    }

    /// The thumb's rectangle at `value`.
    public func thumbRect(for value: Double) -> Rect {
        let a = angle(for: value), c = ringCenter, r = ringRadius
        return Rect(x: c.x + r * cos(a) - thumbDiameter / 2, y: c.y + r * sin(a) - thumbDiameter / 2,
                    width: thumbDiameter, height: thumbDiameter)
    }

    /// Whether `point` is on the ring, within a finger's reach.
    private func isOnRing(_ point: Point) -> Bool {
        let c = ringCenter
        let d = ((point.x - c.x) * (point.x - c.x) + (point.y - c.y) * (point.y - c.y)).squareRoot()
        let reach = Swift.max(minimumTouchSize, thumbDiameter, ringWidth) / 2
        return (d - ringRadius).magnitude <= reach
    }

    /// The rectangle that holds the ring between angles `a0` and `a1` (clockwise from `a0`), the thumb's
    /// reach and its shadow included: what a value change has to redraw.
    private func ringRect(from a0: Double, to a1: Double) -> Rect {
        Rect.enclosingArc(center: ringCenter, radius: ringRadius, from: a0, to: a1,
                          padding: Swift.max(ringWidth, thumbDiameter) / 2 + Dial.shadowReach)
    }

    // MARK: Value

    private func clamped(_ v: Double) -> Double {
        Swift.min(Swift.max(v.isNaN ? minimumValue : v, minimumValue), maximumValue)
    }

    private func setStoredValue(_ newValue: Double) {
        let v = clamped(newValue)
        guard v != storedValue else { return }
        let a0 = angle(for: storedValue), a1 = angle(for: v)
        storedValue = v
        setNeedsDisplay(ringRect(from: Swift.min(a0, a1), to: Swift.max(a0, a1)))
    }

    /// `v` snapped to the step and clamped to the range.
    private func snapped(_ v: Double) -> Double {
        guard stepValue > 0, stepValue.isFinite else { return clamped(v) }
        return clamped(minimumValue + ((v - minimumValue) / stepValue).rounded() * stepValue)
    }

    // MARK: Tracking

    /// Tracks a touch that starts on the ring; one elsewhere is not tracked and sends no control events.
    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        let p = touch.location(in: self)
        guard isOnRing(p), sweepAngle > 0 else { return false }
        valueAtBegin = storedValue
        unclampedValue = storedValue
        lastAngle = fingerAngle(p)
        return true
    }

    /// Moves the value by the finger's travel round the centre; sends `valueChanged` when continuous and
    /// the value changed.
    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        follow(touch)
        return true
    }

    /// Applies the last position; a non-continuous dial sends its one `valueChanged` now.
    open override func endTracking(_ touch: Touch?, with event: Event?) {
        if let touch { follow(touch) }
        finishDrag()
    }

    /// Keeps the value reached; a non-continuous dial reports it now, as it would on lift.
    open override func cancelTracking(with event: Event?) { finishDrag() }

    /// The finger's angle round the centre, or nil when it is too near the centre for one.
    private func fingerAngle(_ p: Point) -> Double? {
        let c = ringCenter, dx = p.x - c.x, dy = p.y - c.y
        guard dx * dx + dy * dy >= Dial.deadZone * Dial.deadZone else { return nil }
        return atan2(dy, dx)
    }

    /// Within this distance of the centre a small move is a large turn: such moves are ignored.
    private static let deadZone = 8.0

    private func follow(_ touch: Touch) {
        guard let a = fingerAngle(touch.location(in: self)) else { lastAngle = nil; return }
        defer { lastAngle = a }
        guard let last = lastAngle else { return }
        // The turn since the last move, the short way round.
        var turn = a - last
        if turn > Double.pi { turn -= 2 * Double.pi } else if turn < -Double.pi { turn += 2 * Double.pi }
        unclampedValue += turn / sweepAngle * (maximumValue - minimumValue)
        let v = snapped(unclampedValue)
        guard v != storedValue else { return }
        setStoredValue(v)
        if isContinuous { sendActions(for: valueChangedEvents) }
    }

    private func finishDrag() {
        lastAngle = nil
        if !isContinuous && storedValue != valueAtBegin { sendActions(for: valueChangedEvents) }
    }

    /// A pan or swipe on an ancestor that starts on the ring is the dial's drag.
    open override func gestureRecognizerOverlapsDefaultAction(_ recognizer: GestureRecognizer) -> Bool { isTracking }

    /// The highlight changes nothing drawn outside the bounds.
    open override var highlightChangesOverflow: Bool { false }

    // MARK: Drawing

    /// Draws the track arc, the value arc and the thumb.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        let sweep = sweepAngle, r = ringRadius, c = ringCenter
        guard sweep > 0, r > 0 else { return }
        canvas.save()
        if !isEnabled { canvas.alpha *= theme.disabledAlpha }
        trackPath.removeAllPoints()
        trackPath.addArc(withCenter: c, radius: r, startAngle: startAngle, endAngle: startAngle + sweep, clockwise: true)
        trackPath.lineWidth = ringWidth; trackPath.lineCapStyle = .round
        canvas.stroke(trackPath, color: maximumTrackTintColor ?? theme.track)
        let a = angle(for: storedValue)
        if a > startAngle {
            valuePath.removeAllPoints()
            valuePath.addArc(withCenter: c, radius: r, startAngle: startAngle, endAngle: a, clockwise: true)
            valuePath.lineWidth = ringWidth; valuePath.lineCapStyle = .round
            canvas.stroke(valuePath, color: minimumTrackTintColor ?? theme.primary)
        }
        canvas.drawKnob(thumbRect(for: storedValue), color: thumbTintColor ?? theme.knob, shadow: theme.shadow)
        canvas.restore()
    }
}
