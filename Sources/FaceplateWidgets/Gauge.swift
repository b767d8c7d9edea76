import Glibc

/// Shows a value on a round scale: an arc with major and minor ticks, a number at every major tick,
/// and a needle or a filled arc at the value — a pressure or temperature gauge. UIKit has none; it is a
/// display, not a control (as ``ProgressView`` is), so it takes no touches.
///
/// The scale runs clockwise from ``startAngle`` (``minimumValue``) to ``endAngle`` (``maximumValue``), in
/// UIKit's angles (radians from +x, clockwise on screen). The ticks are one stroked ``BezierPath``, built
/// when the geometry or the scale changes and kept; the numbers are ``Label`` subviews, made when the
/// scale changes. A value change redraws only the old and the new needle (or the arc between the old and
/// the new value), so a gauge updated every frame repaints a few small rectangles, not itself.
@MainActor open class Gauge: View {
    /// How the value is shown.
    public enum Style: Sendable {
        /// A tapered needle from the centre, over a thin arc.
        case needle
        /// The arc filled from ``Gauge/startAngle`` to the value, over a wide track.
        case fill
    }

    /// The colours and fonts the gauge draws with; ``Theme/current`` unless set.
    public var theme: Theme { didSet { scaleChanged() } }
    /// Needle or fill (default ``Style/needle``).
    public var style: Style = .needle { didSet { scaleChanged() } }

    /// The value shown, clamped to ``minimumValue``…``maximumValue``.
    public var value: Double {
        get { storedValue }
        set { setStoredValue(newValue) }
    }
    private var storedValue: Double = 0
    /// The value at ``startAngle``. Default 0; raising it above ``maximumValue`` raises that too.
    public var minimumValue: Double = 0 {
        didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; storedValue = clamped(storedValue); scaleChanged() }
    }
    /// The value at ``endAngle``. Default 100; lowering it below ``minimumValue`` lowers that too.
    public var maximumValue: Double = 100 {
        didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; storedValue = clamped(storedValue); scaleChanged() }
    }
    /// Where the scale starts. Default ¾π, down and left.
    public var startAngle: Double = 0.75 * Double.pi { didSet { scaleChanged() } }
    /// Where the scale ends, clockwise from ``startAngle``. Default 2¼π: a 270° scale open at the bottom.
    public var endAngle: Double = 2.25 * Double.pi { didSet { scaleChanged() } }
    /// How many major ticks, both ends included (default 6: five intervals); each has a number. Fewer
    /// than 2 gives none.
    public var majorTickCount: Int = 6 { didSet { scaleChanged() } }
    /// Minor ticks between two major ones (default 4).
    public var minorTicksPerInterval: Int = 4 { didSet { scaleChanged() } }
    /// Whether the major ticks are numbered (default true).
    public var showsLabels = true { didSet { scaleChanged() } }

    /// The needle or fill; the theme's accent when nil.
    public var valueColor: Color? { didSet { setNeedsDisplay() } }
    /// The arc and the ticks; the theme's secondary text colour when nil.
    public var scaleColor: Color? { didSet { scaleChanged() } }

    private let scalePath = BezierPath(), ticksPath = BezierPath(), valuePath = BezierPath()
    /// The size the scale path and labels were made for; nil when they must be made again.
    private var scaleSize: Size?
    private var labels: [Label] = []

    /// Creates a gauge showing 0 on a 0…100 scale.
    public override init(frame: Rect = .zero) {
        theme = Theme.current
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    // MARK: Geometry

    /// The scale's clockwise sweep from ``startAngle``, in 0…2π.
    public var sweepAngle: Double {
        let s = endAngle - startAngle
        guard s.isFinite, s > 0 else { return 0 }
        return Swift.min(s, 2 * Double.pi)
    }

    /// The angle `value` sits at on the scale.
    public func angle(for value: Double) -> Double {
        let range = maximumValue - minimumValue
        let f = range > 0 ? (value - minimumValue) / range : 0
        return startAngle + Swift.min(Swift.max(f, 0), 1) * sweepAngle
    }

    /// The scale's centre.
    private var scaleCenter: Point { Point(x: bounds.midX, y: bounds.midY) }
    /// The scale's outer radius.
    private var outerRadius: Double { Swift.max(0, Swift.min(bounds.width, bounds.height) / 2 - 1) }
    /// The arc's width: thin under a needle, wide when filled.
    private var arcWidth: Double { style == .needle ? 3 : Swift.max(6, outerRadius * 0.12).rounded() }
    /// The arc's centre line.
    private var arcRadius: Double { outerRadius - arcWidth / 2 }
    /// Where the ticks start (their outer end), just inside the arc.
    private var tickRadius: Double { outerRadius - arcWidth - 2 }
    private var majorTickLength: Double { Swift.max(6, outerRadius * 0.1).rounded() }
    /// The centre line of the numbers.
    private var labelRadius: Double { tickRadius - majorTickLength - 4 - labelSize.height / 2 - 2 }
    private var labelSize: Size { Size(width: 44, height: (theme.smallFont.lineHeight).rounded(.up)) }
    /// The needle's length, short of the numbers.
    private var needleLength: Double { Swift.max(0, labelRadius - labelSize.height / 2 - 4) }
    private static let hubRadius = 6.0, needleBase = 3.5

    private func clamped(_ v: Double) -> Double {
        Swift.min(Swift.max(v.isNaN ? minimumValue : v, minimumValue), maximumValue)
    }

    /// The rectangle the needle (hub included) covers at angle `a`, grown by a pixel for anti-aliasing.
    private func needleRect(at a: Double) -> Rect {
        let c = scaleCenter, l = needleLength, h = Gauge.hubRadius + 3      // the hub, and the tail behind it
        let tip = Point(x: c.x + l * cos(a), y: c.y + l * sin(a))
        return Rect(x: Swift.min(tip.x, c.x - h) - 1, y: Swift.min(tip.y, c.y - h) - 1,
                    width: Swift.max(tip.x, c.x + h) - Swift.min(tip.x, c.x - h) + 2,
                    height: Swift.max(tip.y, c.y + h) - Swift.min(tip.y, c.y - h) + 2)
    }

    /// The rectangle holding the arc between angles `a0 ≤ a1`, its width and anti-aliasing included.
    private func arcRect(from a0: Double, to a1: Double) -> Rect {
        Rect.enclosingArc(center: scaleCenter, radius: arcRadius, from: a0, to: a1, padding: arcWidth / 2 + 1)
    }

    private func setStoredValue(_ newValue: Double) {
        let v = clamped(newValue)
        guard v != storedValue else { return }
        let a0 = angle(for: storedValue), a1 = angle(for: v)
        storedValue = v
        switch style {
        case .needle:
            setNeedsDisplay(needleRect(at: a0))
            setNeedsDisplay(needleRect(at: a1))
        case .fill:
            setNeedsDisplay(arcRect(from: Swift.min(a0, a1), to: Swift.max(a0, a1)))
        }
    }

    // MARK: Scale

    private func scaleChanged() {
        scaleSize = nil
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Makes the tick path and the numbers again when the size or the scale changed.
    open override func layoutSubviews() {
        super.layoutSubviews()
        buildScaleIfNeeded()
    }

    private func buildScaleIfNeeded() {
        guard scaleSize != bounds.size else { return }
        scaleSize = bounds.size
        let c = scaleCenter, sweep = sweepAngle
        scalePath.removeAllPoints()
        ticksPath.removeAllPoints()
        guard sweep > 0, outerRadius > 0 else { layoutLabels(count: 0); return }
        scalePath.addArc(withCenter: c, radius: arcRadius, startAngle: startAngle, endAngle: startAngle + sweep, clockwise: true)
        scalePath.lineWidth = arcWidth
        scalePath.lineCapStyle = style == .fill ? .round : .butt
        let majors = Swift.max(majorTickCount, 0), minors = Swift.max(minorTicksPerInterval, 0)
        if majors >= 2 {
            let ticks = (majors - 1) * (minors + 1)
            for i in 0...ticks {
                let a = startAngle + sweep * Double(i) / Double(ticks)
                let length = i % (minors + 1) == 0 ? majorTickLength : majorTickLength / 2
                let r0 = tickRadius, r1 = tickRadius - length
                ticksPath.move(to: Point(x: c.x + r0 * cos(a), y: c.y + r0 * sin(a)))
                ticksPath.addLine(to: Point(x: c.x + r1 * cos(a), y: c.y + r1 * sin(a)))
            }
        }
        ticksPath.lineWidth = 1.5
        layoutLabels(count: showsLabels && majors >= 2 ? majors : 0)
    }

    /// One label per major tick, centred on the label circle, showing its value.
    private func layoutLabels(count: Int) {
        while labels.count > count { labels.removeLast().removeFromSuperview() }
        while labels.count < count {
            let label = Label()
            label.textAlignment = .center
            labels.append(label)
            addSubview(label)
        }
        let c = scaleCenter, size = labelSize, r = labelRadius
        for (i, label) in labels.enumerated() {
            let f = Double(i) / Double(Swift.max(count - 1, 1))
            let v = minimumValue + f * (maximumValue - minimumValue)
            let a = startAngle + f * sweepAngle
            label.font = theme.smallFont
            label.textColor = scaleColor ?? theme.secondaryText
            label.text = Gauge.text(for: v)
            label.frame = Rect(x: (c.x + r * cos(a) - size.width / 2).rounded(), y: (c.y + r * sin(a) - size.height / 2).rounded(),
                               width: size.width, height: size.height)
        }
    }

    /// A tick's number: whole numbers without a fraction, others to one decimal.
    static func text(for v: Double) -> String {
        let tenths = (v * 10).rounded()
        guard tenths.magnitude < 1e15 else { return "" }
        let t = Int(tenths)
        if t % 10 == 0 { return String(t / 10) }
        return (t < 0 ? "-" : "") + String(t.magnitude / 10) + "." + String(t.magnitude % 10)
    }

    // MARK: Drawing

    /// Draws the arc, the ticks and the needle or fill.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        buildScaleIfNeeded()
        guard sweepAngle > 0, outerRadius > 0 else { return }
        let scale = scaleColor ?? theme.secondaryText, accent = valueColor ?? theme.primary
        let c = scaleCenter, a = angle(for: storedValue)
        canvas.stroke(scalePath, color: style == .fill ? theme.track : scale.withAlpha(0.5))
        canvas.stroke(ticksPath, color: scale)
        switch style {
        case .fill:
            guard a > startAngle else { return }
            valuePath.removeAllPoints()
            valuePath.addArc(withCenter: c, radius: arcRadius, startAngle: startAngle, endAngle: a, clockwise: true)
            valuePath.lineWidth = arcWidth; valuePath.lineCapStyle = .round
            canvas.stroke(valuePath, color: accent)
        case .needle:
            let l = needleLength, b = Gauge.needleBase
            let u = Point(x: cos(a), y: sin(a)), n = Point(x: -u.y, y: u.x)
            valuePath.removeAllPoints()
            valuePath.move(to: Point(x: c.x + l * u.x, y: c.y + l * u.y))
            valuePath.addLine(to: Point(x: c.x + b * n.x - 2 * b * u.x, y: c.y + b * n.y - 2 * b * u.y))
            valuePath.addLine(to: Point(x: c.x - b * n.x - 2 * b * u.x, y: c.y - b * n.y - 2 * b * u.y))
            valuePath.close()
            canvas.fill(valuePath, color: accent)
            let h = Gauge.hubRadius
            canvas.fillEllipse(in: Rect(x: c.x - h, y: c.y - h, width: 2 * h, height: 2 * h), color: accent)
        }
    }
}
