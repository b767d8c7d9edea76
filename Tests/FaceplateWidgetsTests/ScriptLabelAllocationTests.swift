import CMallocCounter
import Faceplate
import FaceplateAllocationTesting
import FaceplateGraphics
import FaceplateWidgets
import Testing

/// Labels and buttons in Chinese, Arabic and Hindi repaint without allocating once laid out: the
/// shaping happened when their text was set (first frame), not per frame.
@Suite(.serialized) @MainActor struct ScriptLabelAllocationTests {
    @Test func repaintingLabelsInOtherScriptsAllocatesNothing() {
        let theme = Themes.light
        let driver = makeDriver(width: 400, height: 200, theme: theme)
        let texts = ["设定温度为二十一度，风扇转速为六十", "درجة الحرارة الداخلية 20.8", "तापमान सेट करें"]
        for (i, t) in texts.enumerated() {
            let l = Label(text: t, frame: Rect(x: 10, y: 10 + Double(i) * 40, width: 380, height: 30))
            l.theme = theme
            driver.window.addSubview(l)
        }
        let b = Button(title: "快速加热", frame: Rect(10, 130, 180, 50))
        b.theme = theme
        driver.window.addSubview(b)
        let buffer = PixelBuffer(width: 400, height: 200, format: .xrgb8888)
        let compositor = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: 400, panelHeight: 200))
        defer { driver.window.damageObserver = nil }
        compositor.render(into: buffer, age: 0)          // laid out and glyphs cached here
        faceplate_malloc_count_start()
        compositor.render(into: buffer, age: 0)
        b.isHighlighted = true
        compositor.render(into: buffer, age: 1)
        b.isHighlighted = false
        compositor.render(into: buffer, age: 1)
        let allocations = faceplate_malloc_count_stop()
        expectNoAllocations(allocations)
        #expect(theme.bodyFont.missingGlyphLayoutCount == 0)
    }
}
