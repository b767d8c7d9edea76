import Glibc
import Testing
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
import FaceplateWidgets

/// Appending to a full line chart and repainting the damage allocates nothing once warm, in both modes,
/// with both axes labelled.
@Suite(.serialized) @MainActor struct LineChartAllocationTests {
    @Test(arguments: [LineChart.UpdateMode.shift, .circular]) func chartAppendsMakeNoAllocationsOnceWarm(mode: LineChart.UpdateMode) {
        let driver = makeDriver(width: 320, height: 160)
        let chart = LineChart(capacity: 96, frame: Rect(10, 10, 300, 140))
        chart.theme = Themes.light; chart.updateMode = mode
        chart.showsValueAxisLabels = true; chart.sampleInterval = 60
        driver.window.addSubview(chart)
        let buffer = PixelBuffer(width: 320, height: 160, format: .xrgb8888)
        let compositor = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: 320, panelHeight: 160))
        defer { driver.window.damageObserver = nil }
        var i = 0
        func append() {
            chart.append(50 + 40 * sin(Double(i) * 0.3)); i += 1
            compositor.render(into: buffer, age: 1)
        }
        compositor.render(into: buffer, age: 0)
        while i < 200 { append() }
        faceplate_malloc_count_start()
        while i < 300 { append() }
        let allocations = faceplate_malloc_count_stop()
        #expect(chart.count == 96)
        expectNoAllocations(allocations)
    }
}
