import Faceplate
import FaceplateGraphics
import FaceplateWidgets

/// The appliance-widget benchmark: one widget on an 800 × 480 window, its value changed a frame at a
/// time and the damage rendered — the counterparts of LVGL's `lv_arc`, `lv_scale`, `lv_chart` and
/// `lv_roller` in `Benchmarks/lvgl/widgets.c`, which builds the same scenes at the same sizes and
/// colours and changes them in the same sequence.
///
/// - ``Kind/dial``: a 240 × 240 ``Dial`` on 0…100 stepping one unit a frame between 20 and 80.
/// - ``Kind/gauge``: a 240 × 240 needle ``Gauge`` on 0…100 stepping the same way.
/// - ``Kind/chart``: a full 100-value ``LineChart`` of 400 × 200 in shift mode; a frame appends a value
///   (the whole line moves left) and redraws it.
/// - ``Kind/picker``: a one-wheel ``PickerView`` of 100 rows, its wheel dragged 7 points a frame,
///   turning at either end, as a finger moves it.
@MainActor public final class WidgetBench: PickerViewDataSource, PickerViewDelegate {
    /// Which widget the scene holds.
    public enum Kind: Sendable {
        /// A dial's value change.
        case dial
        /// A needle gauge's value change.
        case gauge
        /// A line chart's append.
        case chart
        /// A picker wheel's drag frame.
        case picker
    }

    /// The application the widget runs in (a manual clock: nothing here depends on time).
    public let application: Application
    /// The window, 800 × 480.
    public let window: Window
    /// The compositor that renders the window.
    public let compositor: Compositor
    /// The back buffer every frame renders into.
    public let buffer: PixelBuffer
    /// The widget under test.
    public let kind: Kind
    private let dial: Dial?
    private let gauge: Gauge?
    private let chart: LineChart?
    private let picker: PickerView?
    private let titles = (0..<100).map { $0 < 10 ? "0\($0)" : "\($0)" }
    private var value = 50
    private var direction = 1
    private var appended = 0
    /// How far each picker frame drags its wheel, in points.
    public let step = 7.0

    /// The chart's values: a fixed saw pattern on 10…90, the same integers the LVGL harness appends.
    static func chartValue(_ i: Int) -> Double { Double(10 + (i * 37) % 80) }

    /// Builds the scene for a panel of `format` (unrotated, 800 × 480) and renders nothing yet.
    public init(kind: Kind, format: PixelFormat) {
        self.kind = kind
        application = Application(clock: ManualClock())
        window = Window(frame: Rect(0, 0, 800, 480), application: application)
        window.makeKeyAndVisible()
        window.backgroundColor = Theme.current.background
        var dial: Dial?, gauge: Gauge?, chart: LineChart?, picker: PickerView?
        switch kind {
        case .dial:
            let d = Dial(frame: Rect(280, 120, 240, 240))
            d.minimumValue = 0; d.maximumValue = 100; d.value = 50
            window.addSubview(d); dial = d
        case .gauge:
            let g = Gauge(frame: Rect(280, 120, 240, 240))
            g.value = 50
            window.addSubview(g); gauge = g
        case .chart:
            let c = LineChart(capacity: 100, frame: Rect(200, 140, 400, 200))
            for i in 0..<100 { c.append(WidgetBench.chartValue(i)) }
            window.addSubview(c); chart = c
        case .picker:
            picker = PickerView(frame: Rect(240, 132, 320, 216))
        }
        self.dial = dial; self.gauge = gauge; self.chart = chart; self.picker = picker
        appended = 100
        buffer = PixelBuffer(width: 800, height: 480, format: format)
        compositor = Compositor(window: window, transform: DisplayTransform(panelWidth: 800, panelHeight: 480))
        if let picker {
            picker.dataSource = self
            picker.delegate = self
            window.addSubview(picker)
        }
    }

    /// One wheel.
    public func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
    /// A hundred rows.
    public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { titles.count }
    /// "00" to "99", made up front as an app's model holds them.
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { titles[row] }

    /// The picker's wheel: the scroll view a finger drags.
    private var wheel: ScrollView? { picker?.subviews.lazy.compactMap { $0 as? ScrollView }.first }

    /// Takes every path once so later frames measure steady state: the first frame, then enough frames
    /// that every value (every picker row, every chart column) has been drawn.
    public func warmUp() {
        compositor.render(into: buffer, age: 0)
        var i = 0
        while i < 2000 { frame(); i += 1 }
    }

    /// One frame: the widget's value changes (a dial or gauge step, a chart append, a wheel drag) and the
    /// damage is rendered into the buffer that was just shown (age 1).
    public func frame() {
        switch kind {
        case .dial, .gauge:
            if value + direction > 80 || value + direction < 20 { direction = -direction }
            value += direction
            dial?.value = Double(value)
            gauge?.value = Double(value)
        case .chart:
            chart?.append(WidgetBench.chartValue(appended))
            appended = appended == 99_999 ? 100 : appended + 1
        case .picker:
            guard let wheel else { break }
            let y = wheel.contentOffset.y, low = wheel.minimumContentOffset.y, high = wheel.maximumContentOffset.y
            var next = y + step * Double(direction)
            if next < low || next > high { direction = -direction; next = y + step * Double(direction) }
            wheel.contentOffset = Point(x: 0, y: next)
        }
        compositor.render(into: buffer, age: 1)
    }
}
