import Glibc
import Testing
import Faceplate
import FaceplateWidgets
import FaceplateTestSupport

/// A chart of 11 values, 204 × 104 at (10, 10): with its 2-point line the plot is inset 2 points, so
/// columns are 20 points apart from x = 2 (window 12).
@Suite @MainActor struct LineChartTests {
    let driver = makeDriver(width: 240, height: 140)
    let chart = LineChart(capacity: 11, frame: Rect(10, 10, 204, 104))
    init() {
        chart.theme = Themes.light
        driver.window.addSubview(chart)
    }

    @Test func ringBufferKeepsTheLastCapacityValuesInOrder() {
        for i in 0..<25 { chart.append(Double(i)) }
        #expect(chart.count == 11)
        #expect((0..<11).map { chart.value(at: $0)! } == (14..<25).map(Double.init))
        #expect(chart.value(at: 11) == nil && chart.value(at: -1) == nil && chart.lastValue == 24)
        chart.removeAll()
        #expect(chart.count == 0 && chart.lastValue == nil)
        #expect(LineChart(capacity: 0).capacity == 2)
    }

    /// A value with no neighbour (the first, or one between gaps) is a dot the line's width across.
    @Test func aLoneValueIsADot() {
        // A 6-point line insets the plot 4 points: columns 19.6 apart from window x = 14, y = 14 ... 110.
        chart.lineColor = Color(hex: 0xFF0000); chart.gridDivisions = 0; chart.lineWidth = 6
        chart.append(50)                                   // column 0: window (14, 62)
        chart.append(.nan)
        chart.append(100)                                  // column 2: window (53.2, 14)
        let buffer = render(driver)
        #expect(buffer.color(x: 13, y: 61) == Color(hex: 0xFF0000))
        #expect(buffer.color(x: 53, y: 14) == Color(hex: 0xFF0000))
        #expect(buffer.color(x: 33, y: 38) == Themes.light.background, "no line across the gap")
    }

    private func damage(of append: Double) -> [Rect] {
        var rects: [Rect] = []
        driver.window.damageObserver = { rects.append($0) }
        chart.append(append)
        driver.window.damageObserver = nil
        return rects
    }

    /// Until full, a shifting chart's append marks one segment's columns; once full, the whole plot.
    @Test func shiftAppendDamagesTheNewSegmentUntilFull() {
        for i in 0..<5 { chart.append(Double(i * 10)) }
        _ = render(driver)
        let r = damage(of: 50)                             // column 5, segment from column 4
        #expect(r.count == 1 && abs(r[0].minX - (12 + 80 - 2)) < 1e-9 && abs(r[0].width - 24) < 1e-9, Comment(rawValue: "\(r)"))
        for i in 6..<11 { chart.append(Double(i)) }
        let full = damage(of: 1)
        #expect(full.count == 1 && full[0].width >= 200, Comment(rawValue: "\(full)"))
    }

    /// A circular chart's append marks the columns on both sides of the replaced value, even when full.
    @Test func circularAppendDamagesTwoSegmentsAlways() {
        chart.updateMode = .circular
        for i in 0..<14 { chart.append(Double(i)) }           // full; the newest in column 2
        _ = render(driver)
        let r = damage(of: 99)                                // into column 3
        #expect(r.count == 1 && abs(r[0].minX - (12 + 40 - 2)) < 1e-9 && abs(r[0].width - 44) < 1e-9, Comment(rawValue: "\(r)"))
    }

    /// Repainting only the damage after appends gives the picture a full draw gives, in both modes and
    /// across the wrap.
    @Test(arguments: [LineChart.UpdateMode.shift, .circular]) func partialRepaintMatchesAFullOne(mode: LineChart.UpdateMode) {
        chart.updateMode = mode
        let buffer = PixelBuffer(width: 240, height: 140, format: .xrgb8888)
        let compositor = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: 240, panelHeight: 140))
        defer { driver.window.damageObserver = nil }
        compositor.render(into: buffer, age: 0)
        var largest = 0
        for i in 0..<30 {
            chart.append(50 + 40 * sin(Double(i) * 0.7) + (i == 17 ? .nan : 0))
            compositor.render(into: buffer, age: 1)
            if i < 10 || mode == .circular { largest = max(largest, compositor.lastRepaintedArea) }
        }
        #expect(largest <= 48 * 110, "an append repaints a couple of columns")
        let full = render(driver)
        var differing = 0
        for y in 0..<140 { for x in 0..<240 where buffer.color(x: x, y: y) != full.color(x: x, y: y) { differing += 1 } }
        #expect(differing == 0)
    }

    @Test(arguments: Theme.Style.allCases) func golden(style: Theme.Style) {
        let theme = Themes.of(style)
        let driver = makeDriver(width: 320, height: 200, theme: theme)
        let shift = LineChart(capacity: 48, frame: Rect(10, 10, 300, 85))
        shift.theme = theme; shift.minimumValue = 15; shift.maximumValue = 25
        for i in 0..<60 { shift.append(20 + 3 * sin(Double(i) * 0.25) + (i % 7 == 0 ? 1 : 0)) }
        driver.window.addSubview(shift)
        let circular = LineChart(capacity: 40, frame: Rect(10, 105, 300, 85))
        circular.theme = theme; circular.updateMode = .circular; circular.lineColor = Color(hex: 0xE53935)
        circular.lineWidth = 1.5; circular.gridDivisions = 2
        for i in 0..<52 { circular.append(50 + 45 * sin(Double(i) * 0.4)) }
        driver.window.addSubview(circular)
        assertMatchesGolden(render(driver), named: "linechart-\(style.rawValue)")
    }

    /// The axes: a number at each grid line left of the plot, and under it how long ago each time mark's
    /// value came in; both take room from the plot, and appending moves no label.
    @Test func axisLabelsNameTheGridLinesAndTheTimeMarks() {
        let day = LineChart(capacity: 97, frame: Rect(0, 0, 300, 120))
        day.theme = Themes.light
        let bare = day.plotRect
        day.minimumValue = 15; day.maximumValue = 25; day.gridDivisions = 4
        day.showsValueAxisLabels = true
        day.sampleInterval = 900                            // 96 quarter-hours: a day
        driver.window.addSubview(day)
        driver.window.layoutIfNeeded()
        let texts = day.subviews.compactMap { ($0 as? Label)?.text }
        #expect(texts == ["25", "22.5", "20", "17.5", "15", "-24 h", "-18 h", "-12 h", "-6 h", "now"], Comment(rawValue: "\(texts)"))
        let plot = day.plotRect
        #expect(plot.minX > bare.minX + 20 && plot.maxY < bare.maxY - 10, Comment(rawValue: "\(plot) against \(bare)"))
        let frames = day.subviews.map(\.frame)
        for i in 0..<200 { day.append(20 + Double(i % 5)) }
        driver.window.layoutIfNeeded()
        #expect(day.subviews.map(\.frame) == frames && day.subviews.compactMap { ($0 as? Label)?.text } == texts)
        day.updateMode = .circular
        #expect(day.subviews.compactMap { ($0 as? Label)?.text }.suffix(5) == ["0 h", "6 h", "12 h", "18 h", "24 h"])
        day.sampleInterval = 0; day.showsValueAxisLabels = false
        #expect(day.subviews.isEmpty && day.plotRect == bare)
    }

    @Test(arguments: Theme.Style.allCases) func axesGolden(style: Theme.Style) {
        let theme = Themes.of(style)
        let driver = makeDriver(width: 320, height: 160, theme: theme)
        let day = LineChart(capacity: 97, frame: Rect(10, 10, 300, 140))
        day.theme = theme; day.minimumValue = 16; day.maximumValue = 24
        day.showsValueAxisLabels = true; day.sampleInterval = 900
        for i in 0..<97 { day.append(20 + 2.5 * sin(Double(i) * 0.07) + (i % 9 == 0 ? 0.6 : 0)) }
        driver.window.addSubview(day)
        assertMatchesGolden(render(driver), named: "linechart-axes-\(style.rawValue)")
    }
}
