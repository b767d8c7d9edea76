/// Picks a value from a continuous range by dragging a thumb along a track (UIKit's `UISlider`).
///
/// Behaviour follows UIKit:
/// - Only the thumb is dragged: ``beginTracking(_:with:)`` accepts a touch that starts on the thumb
///   or within a finger's reach of it (the thumb grown to ``Theme/minimumTouchSize``), as UISlider's
///   accepts only a touch on its slightly enlarged thumb. A touch on the bare track does not move the
///   thumb — UISlider does not jump either, which keeps a brush of the finger across a panel from
///   changing a setpoint. Such a touch is not tracked, so, by UIControl's contract, it sends no
///   control events at all: no `touchDown`, no drags, no `touchUpInside`/`touchUpOutside`, no
///   `touchCancel`. A touch on the thumb sends the full sequence, one drag event per move.
/// - The thumb keeps its offset under the finger, and moves by the finger's travel scaled to the
///   range: dragging by a quarter of the track changes the value by a quarter of the range.
/// - With ``isContinuous`` (the default) `valueChanged` is sent for every move that changes the
///   value; otherwise once, when the finger lifts, if the value changed. `primaryActionTriggered`
///   goes with every `valueChanged`, as UIKit sends it.
/// - A pan or swipe on an ancestor that runs along the track and starts on the thumb does not begin:
///   that drag is the slider's (``gestureRecognizerOverlapsDefaultAction(_:)``).
///
/// The look: an 8-point, fully rounded track — the part below the value in
/// ``minimumTrackTintColor`` (the theme's accent), the rest in ``maximumTrackTintColor``
/// (``Theme/track``) — and a 24-point round thumb in ``thumbTintColor`` with a subtle shadow, which
/// gains a translucent halo while it is being dragged.
@MainActor open class Slider: Control {
    /// The colours the slider draws with; ``Theme/current`` unless set.
    public var theme: Theme { didSet { minimumTouchSize = theme.minimumTouchSize; setNeedsDisplay() } }
    /// ``theme``'s ``Theme/minimumTouchSize``, kept as a plain value: `point(inside:)` runs on every tap
    /// anywhere on the screen (hit-testing asks every control), and reading it through ``theme`` — a
    /// struct with references, so an exclusivity-checked access — is a runtime call per read.
    @exclusivity(unchecked) private var minimumTouchSize: Double

    /// The current value, always within ``minimumValue``…``maximumValue``. Setting it sends no event.
    public var value: Double {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    // Plain values that hit-testing reads for every tap anywhere on the screen (point(inside:) computes
    // the thumb's touch area): unchecked as View's geometry is (see View.swift's exclusivity note).
    @exclusivity(unchecked) private var storedValue: Double = 0
    /// The value at the leading end (left; right in a right-to-left layout). Default 0; raising it above ``maximumValue`` raises that too.
    @exclusivity(unchecked) public var minimumValue: Double = 0 {
        didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; setValue(storedValue, animated: false) }
    }
    /// The value at the trailing end (right; left in a right-to-left layout). Default 1; lowering it below ``minimumValue`` lowers that too.
    @exclusivity(unchecked) public var maximumValue: Double = 1 {
        didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; setValue(storedValue, animated: false) }
    }
    /// Whether `valueChanged` is sent while dragging (true, the default) or only when the finger lifts.
    public var isContinuous = true

    /// The filled part of the track; the theme's accent when nil.
    public var minimumTrackTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The rest of the track; the theme's ``Theme/track`` when nil.
    public var maximumTrackTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The thumb; the theme's ``Theme/knob`` when nil.
    public var thumbTintColor: Color? { didSet { setNeedsDisplay() } }

    /// The track's thickness; fully rounded.
    @exclusivity(unchecked) public var trackHeight: Double = 8 { didSet { setNeedsDisplay() } }
    /// The thumb's diameter.
    @exclusivity(unchecked) public var thumbDiameter: Double = 24 { didSet { setNeedsDisplay() } }

    /// Whether the thumb is being dragged.
    public private(set) var isDraggingThumb = false
    private var grabOffset = 0.0
    private var valueAtBegin = 0.0

    /// Creates a slider with value 0 in 0…1.
    public override init(frame: Rect = .zero) {
        theme = Theme.current
        minimumTouchSize = theme.minimumTouchSize
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    /// Without one set, where the value lies in the range, in percent ("50%"), as UIKit's slider.
    open override var accessibilityValue: String? {
        get {
            if let set = super.accessibilityValue { return set }
            let range = maximumValue - minimumValue
            let fraction = range > 0 && range.isFinite ? (value - minimumValue) / range : 0
            return "\(Int((Swift.min(Swift.max(fraction, 0), 1) * 100).rounded()))%"
        }
        set { super.accessibilityValue = newValue }
    }
    /// A tenth of the range up (the reader's swipe up), sending `valueChanged` as a finger would.
    open override func accessibilityIncrement() { adjust(byTenths: 1) }
    /// A tenth of the range down (the reader's swipe down), sending `valueChanged` as a finger would.
    open override func accessibilityDecrement() { adjust(byTenths: -1) }
    private func adjust(byTenths direction: Double) {
        let range = maximumValue - minimumValue
        guard range > 0, range.isFinite, isEnabled else { return }
        let old = value
        setValue(old + direction * range / 10, animated: false)
        if value != old { sendActions(for: valueChangedEvents) }
    }

    /// How long the thumb takes to glide when ``setValue(_:animated:)`` animates.
    public static let animationDuration = 0.25

    /// The value the thumb is drawn at while an animated ``setValue(_:animated:)`` glides; nil otherwise.
    private var animatedValue: Double?

    /// Sets the value, clamped to the range. `value` changes at once (UIKit's model value: a touch
    /// tracks from it); with `animated` the thumb glides there over ``animationDuration`` on the
    /// display's frames, from wherever it is drawn now. A slider in no window moves at once.
    public func setValue(_ value: Double, animated: Bool) {
        let v = Swift.min(Swift.max(value.isNaN ? minimumValue : value, minimumValue), maximumValue)
        guard v != storedValue else { return }
        let from = animatedValue ?? storedValue
        storedValue = v
        animatedValue = window?.application.animator.glide(self, from: from, to: v, animated: animated,
                                                            duration: Slider.animationDuration) ?? nil
        setNeedsDisplay()
    }

    // MARK: Geometry (UIKit's names)

    /// The track's rectangle in `bounds`: full width, ``trackHeight`` high, centred vertically. The
    /// thumb's centre travels from `minX + thumbDiameter/2` to `maxX − thumbDiameter/2` — from right
    /// to left when the slider lays out right to left (UIKit mirrors UISlider: the HIG's "flip controls
    /// that show progress from one value to another").
    open func trackRect(forBounds bounds: Rect) -> Rect {
        Rect(x: bounds.minX, y: bounds.midY - trackHeight / 2, width: bounds.width, height: trackHeight)
    }

    /// The thumb's rectangle for `value` on `rect` (a ``trackRect(forBounds:)``).
    open func thumbRect(forBounds bounds: Rect, trackRect rect: Rect, value: Double) -> Rect {
        let cx = thumbCenterX(track: rect, value: value)
        return Rect(x: cx - thumbDiameter / 2, y: rect.midY - thumbDiameter / 2, width: thumbDiameter, height: thumbDiameter)
    }

    private func fraction(of value: Double) -> Double {
        let range = maximumValue - minimumValue
        return range > 0 ? (value - minimumValue) / range : 0
    }

    private func thumbCenterX(track: Rect, value: Double) -> Double {
        let travel = Swift.max(0, track.width - thumbDiameter)
        let f = fraction(of: value)
        return track.minX + thumbDiameter / 2 + travel * (isLayoutRightToLeft ? 1 - f : f)
    }

    /// The value whose thumb centre is at `x` (view coordinates), clamped to the range.
    private func value(atThumbCenter x: Double) -> Double {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - thumbDiameter
        guard travel > 0 else { return minimumValue }
        var f = Swift.min(Swift.max((x - track.minX - thumbDiameter / 2) / travel, 0), 1)
        if isLayoutRightToLeft { f = 1 - f }   // mirrored: dragging left raises the value
        return minimumValue + f * (maximumValue - minimumValue)
    }

    /// Where a finger may grab the thumb: the thumb grown to the minimum touch size.
    private var thumbTouchRect: Rect {
        let track = trackRect(forBounds: bounds)
        return thumbRect(forBounds: bounds, trackRect: track, value: storedValue).grown(toAtLeast: minimumTouchSize)
    }

    /// Touches land on the bounds, or on the thumb's finger-sized area when the slider is thin.
    open override func point(inside point: Point, with event: Event?) -> Bool {
        bounds.grown(toAtLeast: minimumTouchSize).contains(point) || thumbTouchRect.contains(point)
    }

    // MARK: Tracking

    /// Starts dragging when the touch is on or near the thumb; elsewhere returns false (no jump), and
    /// the touch then sends no control events (UISlider: only a touch on the thumb's rect, slightly
    /// enlarged, is tracked; UIControl: an untracked touch gets no control events).
    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        let p = touch.location(in: self)
        guard thumbTouchRect.contains(p) else { return false }
        if animatedValue != nil {                   // a finger stops the glide: the thumb is at the model value
            animatedValue = nil
            window?.application.animator.cancel(self)
        }
        grabOffset = p.x - thumbCenterX(track: trackRect(forBounds: bounds), value: storedValue)
        valueAtBegin = storedValue
        isDraggingThumb = true
        setNeedsDisplay()
        return true
    }

    /// Moves the thumb with the finger; sends `valueChanged` when continuous and the value changed.
    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        follow(touch)
        return true
    }

    /// Applies the last position; a non-continuous slider sends its one `valueChanged` now.
    open override func endTracking(_ touch: Touch?, with event: Event?) {
        if let touch { follow(touch) }
        finishDrag()
    }

    /// Keeps the value reached; a non-continuous slider reports it now, as it would on lift.
    open override func cancelTracking(with event: Event?) { finishDrag() }

    private func follow(_ touch: Touch) {
        let v = value(atThumbCenter: touch.location(in: self).x - grabOffset)
        guard v != storedValue else { return }
        storedValue = v
        setNeedsDisplay()
        if isContinuous { sendActions(for: valueChangedEvents) }
    }

    private func finishDrag() {
        isDraggingThumb = false
        setNeedsDisplay()
        if !isContinuous && storedValue != valueAtBegin { sendActions(for: valueChangedEvents) }
    }

    /// A pan, or a left/right swipe, running along the track from the thumb is the slider's drag.
    open override func gestureRecognizerOverlapsDefaultAction(_ recognizer: GestureRecognizer) -> Bool {
        isDraggingThumb && recognizer.isHorizontalDrag
    }

    // MARK: Size and drawing

    /// No intrinsic width; the theme's minimum touch size high.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: Swift.max(thumbDiameter, theme.minimumTouchSize)) }

    /// The thumb's shadow and drag halo may reach past the bounds.
    open override var drawingOverflow: EdgeInsets {
        let halo = haloDiameter / 2
        let vertical = Swift.max(0, halo - bounds.height / 2) + 2
        let horizontal = halo - thumbDiameter / 2 + 2
        return EdgeInsets(top: vertical, left: horizontal, bottom: vertical + 4, right: horizontal)
    }

    private var haloDiameter: Double { thumbDiameter + 16 }

    /// Draws the track, its filled part and the thumb.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        canvas.save()
        if !isEnabled { canvas.alpha *= theme.disabledAlpha }
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: animatedValue ?? storedValue)
        let radius = track.height / 2
        let fillColor = minimumTrackTintColor ?? accent(theme)
        // The minimum track is on the leading side of the thumb: the right side when mirrored.
        let rtl = isLayoutRightToLeft
        let leftColor = rtl ? maximumTrackTintColor ?? theme.track : fillColor
        let rightColor = rtl ? fillColor : maximumTrackTintColor ?? theme.track
        // Each part of the track stops at the thumb's edge, so a translucent (disabled or tinted) thumb
        // shows what is behind the slider, not the track under it.
        let rightWidth = track.maxX - thumb.maxX + 0.75, leftWidth = thumb.minX + 0.75 - track.minX
        if rightWidth >= 1.5 {
            canvas.save()
            canvas.clip(to: Rect(x: thumb.maxX - 0.75, y: track.minY, width: rightWidth, height: track.height))
            canvas.fillRoundedRect(track, radius: radius, color: rightColor)
            canvas.restore()
        }
        if leftWidth >= 1.5 {
            canvas.save()
            canvas.clip(to: Rect(x: track.minX, y: track.minY, width: leftWidth, height: track.height))
            canvas.fillRoundedRect(track, radius: radius, color: leftColor)
            canvas.restore()
        }
        if isDraggingThumb {
            let h = haloDiameter
            canvas.fillEllipse(in: Rect(x: thumb.midX - h / 2, y: thumb.midY - h / 2, width: h, height: h), color: fillColor.withAlpha(0.22))
        }
        canvas.drawKnob(thumb, color: thumbTintColor ?? theme.knob, shadow: theme.shadow)
        canvas.restore()
    }
}

extension Slider: Animatable {
    /// The thumb's next value while ``setValue(_:animated:)`` glides.
    public func animationStep(token: Int, value: Double, finished: Bool) {
        animatedValue = finished ? nil : value
        setNeedsDisplay()
    }
}
