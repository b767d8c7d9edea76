import Testing
import CMallocCounter
import FaceplateAllocationTesting
import FaceplateGraphics
import Faceplate
import FaceplateWidgets

/// Larger text and high contrast change what is drawn, not how a tap travels: with both set, a tap on
/// a switch and a button and a slider drag, each followed by repainting the damage, allocate nothing
/// once warm.
@Suite @MainActor struct TraitsTapAllocationTests {
    @Test func tappingWithLargestTextAndHighContrastMakesNoAllocationsOnceWarm() throws {
        let theme = try Theme(style: .light)
        let driver = WidgetGoldenTests.sheet(theme: theme)
        let app = driver.application
        app.theme = theme
        app.traitCollection = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge, accessibilityContrast: .high)
        #expect(theme.bodyFont.pointSize == 56 && theme.text == Color(hex: 0x000000))
        let window = driver.window
        let toggle = window.subviews.compactMap { $0 as? Switch }.first!
        let slider = window.subviews.compactMap { $0 as? Slider }.first!
        let counter = Counter()
        toggle.addTarget(counter, action: { $0.hit() }, for: .valueChanged)
        slider.addTarget(counter, action: { $0.hit() }, for: .valueChanged)

        let buffer = PixelBuffer(width: 400, height: 260, format: .xrgb8888)
        let compositor = Compositor(window: window, transform: DisplayTransform(panelWidth: 400, panelHeight: 260))
        defer { window.damageObserver = nil }
        window.layoutIfNeeded()
        compositor.render(into: buffer, age: 0)

        let switchPoint = driver.center(of: toggle)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value)
        let grab = slider.convert(Point(x: thumb.midX, y: thumb.midY), to: nil)
        let clock = driver.clock
        func frame() {
            app.handle(.frame(time: clock.now))
            compositor.render(into: buffer, age: 1)
        }
        func cycle() {
            clock.advance(by: 1); app.fireTimers()
            app.handle(.touchDown(slot: 0, location: switchPoint, time: clock.now)); frame()
            clock.advance(by: 0.05)
            app.handle(.touchUp(slot: 0, time: clock.now)); frame()
            clock.advance(by: 1); app.fireTimers()
            app.handle(.touchDown(slot: 0, location: grab, time: clock.now)); frame()
            var k = 1
            while k <= 6 {
                clock.advance(by: 0.016)
                app.handle(.touchMotion(slot: 0, location: Point(x: grab.x + Double(k <= 3 ? k : 6 - k) * 20, y: grab.y), time: clock.now))
                frame()
                k += 1
            }
            app.handle(.touchUp(slot: 0, time: clock.now)); frame()
        }
        cycle()
        cycle()
        let before = counter.count
        faceplate_malloc_count_start()
        cycle()
        cycle()
        let allocations = faceplate_malloc_count_stop()
        #expect(counter.count - before == 2 * (1 + 6), "per cycle: the switch once, the slider per move")
        expectNoAllocations(allocations)
    }
}
