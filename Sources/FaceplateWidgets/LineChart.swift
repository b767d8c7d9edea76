/// A live line chart of the last ``capacity`` values of a time series: a room's temperature over a day,
/// a pressure over the last minute. UIKit has none; it is a display (as ``ProgressView`` is) and takes
/// no touches.
///
/// Values go into a ring buffer of fixed ``capacity``, made once: ``append(_:)`` stores a value over the
/// oldest and allocates nothing, and redraws only what the new value changed. Where values are drawn
/// depends on ``updateMode``:
/// - ``UpdateMode/shift`` (the default): oldest at the left, newest at the right. Until the chart is full
///   a new value adds one segment at the right end, and only that segment is redrawn; once full, every
///   value moves one step left and the whole plot is redrawn.
/// - ``UpdateMode/circular``: value slots are fixed columns, and a new value overwrites the oldest one in
///   place, sweeping left to right like an oscilloscope with a gap after the newest value; every append
///   redraws two segments' columns only.
///
/// The vertical scale is fixed, ``minimumValue`` at the bottom and ``maximumValue`` at the top; values
/// outside it are drawn at the edge, a NaN value leaves a gap, and a value with no neighbour is a dot. Horizontal grid lines divide the
/// scale into ``gridDivisions`` bands. The line is a stroked ``BezierPath`` with round joins, of only the
/// values inside the area being redrawn.
///
/// Axes: with ``showsValueAxisLabels`` the value at every grid line is written left of the plot; with a
/// ``sampleInterval`` above zero a time axis under the plot is divided into ``timeAxisDivisions`` and
/// labelled with how long ago each mark's value came in, down to "now" at the newest (in circular mode,
/// the time from the sweep's start instead). Both are ``Label`` subviews made when these settings, the
/// scale or the theme change, never by ``append(_:)``: the labels of a rolling series say how far back, so
/// they stay put while the line moves under them.
@MainActor open class LineChart: View {
    /// How new values move the line.
    public enum UpdateMode: Sendable {
        /// The line scrolls left once the chart is full; newest at the right.
        case shift
        /// Each value has its own column; a new value replaces the oldest in its column.
        case circular
    }

    /// The colours the chart draws with; ``Theme/current`` unless set.
    public var theme: Theme { didSet { axesChanged() } }
    /// How many values the chart holds and shows.
    public let capacity: Int
    /// How many values it holds now, up to ``capacity``.
    public private(set) var count = 0
    /// Shift (the default) or circular.
    public var updateMode: UpdateMode = .shift { didSet { axesChanged() } }
    /// The value at the bottom of the plot (default 0).
    public var minimumValue: Double = 0 { didSet { axesChanged() } }
    /// The value at the top of the plot (default 100).
    public var maximumValue: Double = 100 { didSet { axesChanged() } }
    /// How many bands the horizontal grid lines divide the scale into (default 4); 0 for no grid.
    public var gridDivisions: Int = 4 { didSet { axesChanged() } }
    /// The line's width (default 2).
    public var lineWidth: Double = 2 { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// The line; the theme's accent when nil.
    public var lineColor: Color? { didSet { setNeedsDisplay() } }
    /// The grid lines; the theme's separator colour when nil.
    public var gridColor: Color? { didSet { setNeedsDisplay() } }
    /// Whether the value at each grid line is written left of the plot (default false).
    public var showsValueAxisLabels = false { didSet { axesChanged() } }
    /// The seconds between two values; above zero, a time axis is drawn under the plot (default 0: none).
    public var sampleInterval: Double = 0 { didSet { axesChanged() } }
    /// How many parts the time axis is divided into, each mark labelled (default 4).
    public var timeAxisDivisions: Int = 4 { didSet { axesChanged() } }

    /// The ring buffer: `storage[(head + i) % capacity]` is the i-th oldest value.
    private var storage: ContiguousArray<Double>
    private var head = 0
    private let linePath = BezierPath()
    /// The axes' labels, made by ``axesChanged()`` and only placed by layout.
    private var valueLabels: [Label] = []
    private var timeLabels: [Label] = []
    /// The widest value label: the value axis's width.
    private var valueAxisWidth = 0.0

    /// Creates an empty chart holding up to `capacity` values (at least 2).
    public init(capacity: Int, frame: Rect = .zero) {
        self.capacity = Swift.max(capacity, 2)
        storage = ContiguousArray(repeating: .nan, count: self.capacity)
        theme = Theme.current
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The `index`-th oldest value (0 is the oldest), or nil past ``count``.
    public func value(at index: Int) -> Double? {
        guard index >= 0, index < count else { return nil }
        return storage[(head + index) % capacity]
    }

    /// The newest value, or nil when empty.
    public var lastValue: Double? { value(at: count - 1) }

    /// Adds `value` as the newest, dropping the oldest when full, and marks what changed for redrawing.
    /// Allocates nothing.
    public func append(_ value: Double) {
        let slot: Int
        let wasFull = count == capacity
        if wasFull {
            slot = head
            head = (head + 1) % capacity
        } else {
            slot = (head + count) % capacity
            count += 1
        }
        storage[slot] = value
        let plot = plotRect
        switch updateMode {
        case .shift:
            if wasFull { setNeedsDisplay(columns(plot, from: 0, to: capacity - 1)); return }
            setNeedsDisplay(columns(plot, from: count - 2, to: count - 1))
        case .circular:
            // The segment into the new value appears; the one out of it (to the oldest) goes.
            setNeedsDisplay(columns(plot, from: slot - 1, to: slot + 1))
        }
    }

    /// Removes every value; the storage is kept.
    public func removeAll() {
        count = 0; head = 0
        setNeedsDisplay()
    }

    // MARK: Geometry

    /// Where values are plotted: the bounds, inset so the line's round ends stay inside, less the room
    /// the axes' labels take (left of the plot and under it, and half a line above and below for the
    /// value labels centred on the top and bottom grid lines).
    public var plotRect: Rect {
        let inset = lineWidth / 2 + 1
        var r = bounds.insetBy(dx: inset, dy: inset)
        let half = (theme.smallFont.lineHeight / 2).rounded(.up)
        if !valueLabels.isEmpty {
            let left = valueAxisWidth + LineChart.axisGap
            r = Rect(x: r.minX + left, y: r.minY + half, width: Swift.max(r.width - left, 0), height: Swift.max(r.height - 2 * half, 0))
        }
        if !timeLabels.isEmpty {
            let below = theme.smallFont.lineHeight.rounded(.up) + LineChart.axisGap
            r.size.height = Swift.max(r.height - (valueLabels.isEmpty ? below : Swift.max(below - half, 0)), 0)
        }
        return r
    }

    /// The space between the plot and its labels.
    private static let axisGap = 4.0
    /// The most time-axis divisions labelled, whatever ``timeAxisDivisions`` says.
    private static let maximumTimeDivisions = 24

    /// The distance between two value columns.
    private func step(_ plot: Rect) -> Double { plot.width / Double(capacity - 1) }

    /// The x of column `i`.
    private func x(_ plot: Rect, _ i: Int) -> Double { plot.minX + Double(i) * step(plot) }

    /// The y of `value`, clamped to the plot.
    private func y(_ plot: Rect, _ value: Double) -> Double {
        let range = maximumValue - minimumValue
        let f = range > 0 ? (value - minimumValue) / range : 0
        return plot.maxY - Swift.min(Swift.max(f, 0), 1) * plot.height
    }

    /// The full-height rectangle from column `a` to column `b` (clamped), grown by the line's reach.
    private func columns(_ plot: Rect, from a: Int, to b: Int) -> Rect {
        let lo = Swift.max(a, 0), hi = Swift.min(b, capacity - 1)
        let reach = lineWidth / 2 + 1
        return Rect(x: x(plot, lo) - reach, y: plot.minY - reach,
                    width: x(plot, hi) - x(plot, lo) + 2 * reach, height: plot.height + 2 * reach)
    }

    // MARK: Axes

    /// Makes the axes' labels again for the current scale, time span and theme; not on the append path.
    private func axesChanged() {
        let font = theme.smallFont, color = theme.secondaryText
        let values = showsValueAxisLabels && gridDivisions > 0 ? Swift.min(gridDivisions, LineChart.maximumTimeDivisions) + 1 : 0
        resize(&valueLabels, to: values)
        valueAxisWidth = 0
        for (i, label) in valueLabels.enumerated() {
            let v = maximumValue - (maximumValue - minimumValue) * Double(i) / Double(values - 1)
            label.font = font; label.textColor = color; label.textAlignment = .right
            label.text = Gauge.text(for: v)
            valueAxisWidth = Swift.max(valueAxisWidth, label.intrinsicContentSize.width.rounded(.up))
        }
        let span = sampleInterval.isFinite && sampleInterval > 0 ? sampleInterval * Double(capacity - 1) : 0
        let times = span > 0 && timeAxisDivisions > 0 ? Swift.min(timeAxisDivisions, LineChart.maximumTimeDivisions) + 1 : 0
        resize(&timeLabels, to: times)
        for (i, label) in timeLabels.enumerated() {
            let f = Double(i) / Double(times - 1)
            label.font = font; label.textColor = color; label.textAlignment = .center
            label.text = updateMode == .shift ? (i == times - 1 ? "now" : "-" + LineChart.durationText(span * (1 - f), span: span))
                                              : LineChart.durationText(span * f, span: span)
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    private func resize(_ labels: inout [Label], to count: Int) {
        while labels.count > count { labels.removeLast().removeFromSuperview() }
        while labels.count < count {
            let label = Label()
            labels.append(label)
            addSubview(label)
        }
    }

    /// Places the axes' labels along the plot.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let plot = plotRect, h = theme.smallFont.lineHeight.rounded(.up)
        let n = valueLabels.count
        for (i, label) in valueLabels.enumerated() {
            let gy = (plot.minY + plot.height * Double(i) / Double(n - 1)).rounded(.down)
            label.frame = Rect(x: plot.minX - LineChart.axisGap - valueAxisWidth, y: (gy - h / 2).rounded(), width: valueAxisWidth, height: h)
        }
        let m = timeLabels.count
        let width = m > 1 ? Swift.max(plot.width / Double(m - 1), 1) : plot.width
        for (i, label) in timeLabels.enumerated() {
            let cx = plot.minX + plot.width * Double(i) / Double(Swift.max(m - 1, 1))
            // The end labels are kept inside the chart.
            let x = Swift.min(Swift.max(cx - width / 2, 0), Swift.max(bounds.width - width, 0))
            label.frame = Rect(x: x.rounded(), y: plot.maxY + LineChart.axisGap, width: width, height: h)
        }
    }

    /// A duration in the unit the whole `span` reads best in: hours from two hours up, minutes from two
    /// minutes, else seconds; to one decimal where it is not whole.
    static func durationText(_ seconds: Double, span: Double) -> String {
        let (unit, name) = span >= 7200 ? (3600.0, " h") : span >= 120 ? (60.0, " min") : (1.0, " s")
        return Gauge.text(for: seconds / unit) + name
    }

    // MARK: Drawing

    /// Draws the grid lines and the part of the line inside `rect`.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        let plot = plotRect
        guard plot.width > 0, plot.height > 0 else { return }
        if gridDivisions > 0 {
            let color = gridColor ?? theme.separator
            for i in 0...gridDivisions {
                // On whole pixels, one pixel thick: crisp.
                let gy = (plot.minY + plot.height * Double(i) / Double(gridDivisions)).rounded(.down)
                canvas.fill(Rect(x: plot.minX, y: gy, width: plot.width, height: 1), color: color)
            }
        }
        guard count > 0 else { return }
        // The columns whose segments can reach into `rect`.
        let s = step(plot), limit = Double(capacity)
        func column(_ x: Double) -> Int { Int(Swift.min(Swift.max(x / s, -1), limit)) }      // no trap on a tiny step
        let first = Swift.max(column(rect.minX - plot.minX - lineWidth) - 1, 0)
        let last = Swift.min(column(rect.maxX - plot.minX + lineWidth) + 2, capacity - 1)
        guard first <= last else { return }
        linePath.removeAllPoints()
        linePath.lineWidth = lineWidth
        linePath.lineJoinStyle = .round
        linePath.lineCapStyle = .round
        var drawing = false
        for column in first...last {
            let v: Double
            switch updateMode {
            case .shift:
                if column >= count { drawing = false; continue }
                v = storage[(head + column) % capacity]
            case .circular:
                // Columns are storage slots; the gap is between the newest value and the oldest.
                if count < capacity && column >= count { drawing = false; continue }
                if count == capacity && column == head { drawing = false }
                v = storage[column]
            }
            guard v.isFinite else { drawing = false; continue }
            let p = Point(x: x(plot, column), y: y(plot, v))
            if drawing {
                linePath.addLine(to: p)
            } else {
                // A zero-length first segment: a value with no neighbour is drawn as a dot (its round caps).
                linePath.move(to: p); linePath.addLine(to: p)
                drawing = true
            }
        }
        canvas.stroke(linePath, color: lineColor ?? theme.primary)
    }
}
