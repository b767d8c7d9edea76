import Testing
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
import FaceplateWidgets

/// Typing into a text view runs per key: counted with the malloc interposer, not believed.
@Suite(.serialized) @MainActor struct TextViewAllocationTests {
    /// Taps the on-screen keyboard's "k" into a warm, editable text view of a few lines and renders
    /// each frame: the edit in place, the new layout, the caret scrolled into view and the redraw
    /// allocate nothing.
    @Test func typingIntoAWarmTextViewAllocatesNothing() {
        let driver = makeDriver(width: 400, height: 480)
        let view = TextView(frame: Rect(0, 0, 400, 200))
        let keyboard = KeyboardView()
        view.inputView = keyboard
        view.text = "Service log\nThe filter was changed and the pump bled. Next visit in spring; the "
        driver.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        let buffer = PixelBuffer(width: 400, height: 480, format: .xrgb8888)
        let compositor = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: 400, panelHeight: 480))
        defer { driver.window.damageObserver = nil }
        compositor.render(into: buffer, age: 0)
        let app = driver.application
        let p = keyboard.convert(keyboard.rect(for: .character("k"))!.centerPoint, to: nil)
        func tap() {
            driver.clock.advance(by: 0.5)
            app.fireTimers()
            app.handle(.touchDown(slot: 0, location: p, time: driver.clock.now))
            app.handle(.frame(time: driver.clock.now))
            driver.clock.advance(by: 0.05)
            app.handle(.touchUp(slot: 0, time: driver.clock.now))
            app.handle(.frame(time: driver.clock.now))
            compositor.render(into: buffer, age: 1)
        }
        for _ in 0..<4 { tap() }
        let before = view.text.count
        faceplate_malloc_count_start()
        for _ in 0..<10 { tap() }
        let allocations = faceplate_malloc_count_stop()
        #expect(view.text.count == before + 10)
        #expect(view.text.hasSuffix("kkkkkkkkkkkkkk"))
        expectNoAllocations(allocations)
    }
}
