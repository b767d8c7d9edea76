import Testing
import Faceplate
import FaceplateWidgets
import FaceplateTestSupport

/// A 200-point gauge at (20, 20) in a 240-point window: centre (120, 120) in the window.
@Suite @MainActor struct GaugeTests {
    let driver = makeDriver(width: 240, height: 240)
    let gauge = Gauge(frame: Rect(20, 20, 200, 200))
    init() {
        gauge.theme = Themes.light
        driver.window.addSubview(gauge)
        driver.window.layoutIfNeeded()
    }

    private var labelTexts: [String] { gauge.subviews.compactMap { ($0 as? Label)?.text } }

    @Test func numbersEveryMajorTick() {
        #expect(labelTexts == ["0", "20", "40", "60", "80", "100"])
        gauge.minimumValue = -1; gauge.maximumValue = 1; gauge.majorTickCount = 5
        driver.window.layoutIfNeeded()
        #expect(labelTexts == ["-1", "-0.5", "0", "0.5", "1"])
        gauge.showsLabels = false
        driver.window.layoutIfNeeded()
        #expect(labelTexts.isEmpty)
        #expect(gauge.hitTest(Point(x: 100, y: 100), with: nil) == nil, "a display takes no touches")
    }

    @Test func valueIsClampedAndMapsToTheArc() {
        gauge.value = 150
        #expect(gauge.value == 100 && gauge.angle(for: gauge.value) == gauge.endAngle)
        gauge.value = .nan
        #expect(gauge.value == 0)
        #expect(abs(gauge.angle(for: 50) - 1.5 * Double.pi) < 1e-12)
    }

    /// A needle's value change marks the old and the new needle, not the gauge.
    @Test func needleChangeDamagesTheTwoNeedles() {
        _ = render(driver)
        var damage: [Rect] = []
        driver.window.damageObserver = { damage.append($0) }
        defer { driver.window.damageObserver = nil }
        gauge.value = 50                                   // from down-left to straight up
        #expect(damage.count == 2, Comment(rawValue: "\(damage)"))
        let area = damage.reduce(0) { $0 + $1.width * $1.height }
        #expect(area < 200 * 200 / 4, Comment(rawValue: "\(damage)"))
        #expect(!damage.contains { $0.contains(Point(x: 190, y: 190)) })
    }

    @Test func fillChangeDamagesTheArcBetweenTheValues() {
        gauge.style = .fill
        gauge.value = 50
        _ = render(driver)
        var damage: [Rect] = []
        driver.window.damageObserver = { damage.append($0) }
        defer { driver.window.damageObserver = nil }
        gauge.value = 55
        #expect(damage.count == 1 && damage[0].width < 40 && damage[0].height < 30, Comment(rawValue: "\(damage)"))
    }

    /// After value changes, repainting just the damage gives the same picture as drawing everything.
    @Test(arguments: [Gauge.Style.needle, .fill]) func partialRepaintMatchesAFullOne(style: Gauge.Style) {
        gauge.style = style
        let buffer = PixelBuffer(width: 240, height: 240, format: .xrgb8888)
        let compositor = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: 240, panelHeight: 240))
        defer { driver.window.damageObserver = nil }
        compositor.render(into: buffer, age: 0)
        for v in [12.0, 47, 93, 60, 3] {
            gauge.value = v
            compositor.render(into: buffer, age: 1)
        }
        let full = render(driver)
        var differing = 0
        for y in 0..<240 { for x in 0..<240 where buffer.color(x: x, y: y) != full.color(x: x, y: y) { differing += 1 } }
        #expect(differing == 0)
    }

    @Test(arguments: Theme.Style.allCases) func golden(style: Theme.Style) {
        let theme = Themes.of(style)
        let driver = makeDriver(width: 400, height: 200, theme: theme)
        let needle = Gauge(frame: Rect(5, 5, 190, 190))
        needle.theme = theme; needle.minimumValue = 0; needle.maximumValue = 6; needle.majorTickCount = 7; needle.value = 2.4
        driver.window.addSubview(needle)
        let fill = Gauge(frame: Rect(205, 5, 190, 190))
        fill.theme = theme; fill.style = .fill; fill.minimumValue = 10; fill.maximumValue = 30; fill.majorTickCount = 5
        fill.minorTicksPerInterval = 1; fill.value = 21.5
        driver.window.addSubview(fill)
        assertMatchesGolden(render(driver), named: "gauge-\(style.rawValue)")
    }
}
