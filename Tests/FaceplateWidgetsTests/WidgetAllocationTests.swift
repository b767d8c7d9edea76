import Testing
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
import FaceplateWidgets

/// Drawing and touching the widgets allocates nothing once warm: counted with the malloc interposer.
@Suite(.serialized) @MainActor struct WidgetAllocationTests {
    @Test func counterSeesAllocations() {
        faceplate_malloc_count_start()
        let a = [Int](repeating: 1, count: 512)
        let n = faceplate_malloc_count_stop()
        #expect(a.count == 512)
        #expect(n >= 1, "the interposer must see an array allocation, or this suite proves nothing")
    }

    /// A full repaint of a window holding one of each widget (label, image view, switch, slider,
    /// segmented control, stepper, progress view, page control, two buttons), in both formats.
    @Test(arguments: [PixelFormat.xrgb8888, .rgb565]) func fullRenderOfEveryWidgetMakesNoAllocationsOnceWarm(format: PixelFormat) {
        let driver = WidgetGoldenTests.sheet(theme: Themes.light)
        let buffer = PixelBuffer(width: 400, height: 260, format: format)
        let compositor = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: 400, panelHeight: 260))
        defer { driver.window.damageObserver = nil }
        compositor.render(into: buffer, age: 0)          // warm: glyphs, shadow masks, blend tables
        let before = buffer.color(x: 300, y: 228)
        faceplate_malloc_count_start()
        compositor.render(into: buffer, age: 0)          // age 0: everything is repainted
        let allocations = faceplate_malloc_count_stop()
        #expect(compositor.lastRepaintedArea >= 400 * 260)
        #expect(buffer.color(x: 300, y: 228) == before)
        expectNoAllocations(allocations)
    }

    /// Taps on a switch, a held and released stepper (with auto-repeats) and a slider drag — each
    /// followed by repainting the damage — once warm.
    @Test func tappingAndDraggingWidgetsMakesNoAllocationsOnceWarm() {
        let driver = WidgetGoldenTests.sheet(theme: Themes.light)
        let app = driver.application
        let window = driver.window
        let toggle = window.subviews.compactMap { $0 as? Switch }.first!
        let stepper = window.subviews.compactMap { $0 as? Stepper }.first!
        let slider = window.subviews.compactMap { $0 as? Slider }.first!
        let counter = Counter()
        toggle.addTarget(counter, action: { $0.hit() }, for: .valueChanged)
        stepper.addTarget(counter, action: { $0.hit() }, for: .valueChanged)
        slider.addTarget(counter, action: { $0.hit() }, for: .valueChanged)
        stepper.maximumValue = 1_000_000

        let buffer = PixelBuffer(width: 400, height: 260, format: .xrgb8888)
        let compositor = Compositor(window: window, transform: DisplayTransform(panelWidth: 400, panelHeight: 260))
        defer { window.damageObserver = nil }
        compositor.render(into: buffer, age: 0)

        let switchPoint = driver.center(of: toggle)
        let plus = stepper.convert(Point(x: 80, y: 22), to: nil)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value)
        let grab = slider.convert(Point(x: thumb.midX, y: thumb.midY), to: nil)
        let clock = driver.clock

        func frame() {
            app.handle(.frame(time: clock.now))
            compositor.render(into: buffer, age: 1)
        }
        func cycle() {
            clock.advance(by: 1); app.fireTimers()
            // Tap the switch.
            app.handle(.touchDown(slot: 0, location: switchPoint, time: clock.now)); frame()
            clock.advance(by: 0.05)
            app.handle(.touchUp(slot: 0, time: clock.now)); frame()
            clock.advance(by: 1); app.fireTimers()
            // Hold the stepper's plus through three auto-repeats, then release.
            app.handle(.touchDown(slot: 0, location: plus, time: clock.now)); frame()
            var t = 0
            while t < 8 { clock.advance(by: 0.1); app.fireTimers(); compositor.render(into: buffer, age: 1); t += 1 }
            app.handle(.touchUp(slot: 0, time: clock.now)); frame()
            clock.advance(by: 1); app.fireTimers()
            // Drag the slider's thumb right and back.
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
        cycle()                                           // warm up
        cycle()
        let before = counter.count
        faceplate_malloc_count_start()
        cycle()
        cycle()
        let allocations = faceplate_malloc_count_stop()
        // Per cycle: switch 1, stepper 1 + 4 repeats (0.5, 0.6, 0.7, 0.8 s), slider 6 moves.
        #expect(counter.count - before == 2 * (1 + 5 + 6))
        expectNoAllocations(allocations)
    }
}

/// A target whose method counts calls (no storage that grows).
@MainActor final class Counter {
    var count = 0
    func hit() { count += 1 }
}
