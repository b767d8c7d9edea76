import Glibc
import Testing
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
import FaceplateWidgets

/// Dragging a dial round its ring, each move followed by repainting the damage, allocates nothing once warm.
@Suite(.serialized) @MainActor struct DialAllocationTests {
    @Test(arguments: [PixelFormat.xrgb8888, .rgb565]) func dialDragFramesMakeNoAllocationsOnceWarm(format: PixelFormat) {
        let driver = makeDriver(width: 320, height: 320)
        let dial = Dial(frame: Rect(40, 40, 240, 240))
        dial.theme = Themes.light; dial.minimumValue = 10; dial.maximumValue = 30; dial.stepValue = 0.5
        driver.window.addSubview(dial)
        let counter = Counter()
        dial.addTarget(counter, action: { $0.hit() }, for: .valueChanged)
        let app = driver.application, clock = driver.clock
        let buffer = PixelBuffer(width: 320, height: 320, format: format)
        let compositor = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: 320, panelHeight: 320))
        defer { driver.window.damageObserver = nil }
        compositor.render(into: buffer, age: 0)

        var largestMoveRepaint = 0
        func frame(move: Bool = false) {
            app.handle(.frame(time: clock.now))
            compositor.render(into: buffer, age: 1)
            if move { largestMoveRepaint = max(largestMoveRepaint, compositor.lastRepaintedArea) }
        }
        // Down on the ring at the top, a quarter turn clockwise and back in 12 moves, up.
        func cycle() {
            clock.advance(by: 1); app.fireTimers()
            app.handle(.touchDown(slot: 0, location: Point(x: 160, y: 60), time: clock.now)); frame()
            var k = 1
            while k <= 12 {
                clock.advance(by: 0.016)
                let a = Double(k <= 6 ? k : 12 - k) * 0.25
                app.handle(.touchMotion(slot: 0, location: Point(x: 160 + 100 * sin(a), y: 160 - 100 * cos(a)), time: clock.now))
                frame(move: true)
                k += 1
            }
            app.handle(.touchUp(slot: 0, time: clock.now)); frame()
        }
        cycle()
        let before = counter.count
        faceplate_malloc_count_start()
        cycle()
        cycle()
        let allocations = faceplate_malloc_count_stop()
        #expect(counter.count - before == 2 * 12, "every move turns the dial by more than a step")
        // A move repaints the ring between two values a quarter radian apart, not the dial.
        #expect(largestMoveRepaint < 80 * 80, Comment(rawValue: "\(largestMoveRepaint)"))
        expectNoAllocations(allocations)
    }
}
