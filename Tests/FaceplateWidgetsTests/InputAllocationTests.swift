import Testing
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
import FaceplateWidgets

/// Typing and scrolling run per key and per frame: counted with the malloc interposer, not believed.
@Suite @MainActor struct InputAllocationTests {
    @Test func typingOnAHardwareKeyboardAllocatesNothingOnceWarm() {
        let driver = TestDriver()
        let field = TextField(frame: Rect(20, 20, 300, 44))
        field.inputView = nil
        var changes = 0
        field.addAction(Action(identifier: "count") { _ in changes += 1 }, for: .editingChanged)
        driver.window.addSubview(field)
        field.becomeFirstResponder()
        let app = driver.application
        func key(_ code: UInt32) {
            app.handle(.key(code: code, pressed: true, time: driver.clock.now))
            app.handle(.key(code: code, pressed: false, time: driver.clock.now))
        }
        key(30); key(KeyCodes.backspace)                // warm up
        faceplate_malloc_count_start()
        for _ in 0..<20 { key(30); key(48) }            // "ab" × 20: 40 characters, within the reserved storage
        key(KeyCodes.backspace)
        let allocations = faceplate_malloc_count_stop()
        #expect(field.text.count == 39)
        #expect(changes == 43)
        expectNoAllocations(allocations)
    }

    @Test func typingOnTheOnScreenKeyboardAllocatesNothingOnceWarm() {
        let driver = TestDriver()
        let field = TextField(frame: Rect(20, 20, 300, 44))
        let keyboard = KeyboardView()
        field.inputView = keyboard
        driver.window.addSubview(field)
        field.becomeFirstResponder()
        let app = driver.application
        let p = keyboard.convert(keyboard.rect(for: .character("k"))!.centerPoint, to: nil)
        func tap() {
            driver.clock.advance(by: 0.5)
            app.handle(.touchDown(slot: 0, location: p, time: driver.clock.now))
            app.handle(.frame(time: driver.clock.now))
            driver.clock.advance(by: 0.05)
            app.handle(.touchUp(slot: 0, time: driver.clock.now))
            app.handle(.frame(time: driver.clock.now))
        }
        tap(); tap()
        faceplate_malloc_count_start()
        for _ in 0..<10 { tap() }
        let allocations = faceplate_malloc_count_stop()
        #expect(field.text == String(repeating: "k", count: 12))
        expectNoAllocations(allocations)
    }

    @Test func aDecelerationFrameAllocatesNothing() {
        let driver = TestDriver()
        let scroll = ScrollView(frame: Rect(0, 0, 400, 300))
        scroll.contentSize = Size(400, 20000)
        driver.window.addSubview(scroll)
        driver.touchDown(at: Point(x: 200, y: 280))
        driver.move(to: Point(x: 200, y: 80), steps: 4)
        driver.touchUp()
        let app = driver.application
        func frame() { driver.clock.advance(by: 1.0 / 60); app.fireTimers() }
        frame(); frame()
        #expect(scroll.isDecelerating)
        let before = scroll.contentOffset.y
        faceplate_malloc_count_start()
        for _ in 0..<20 { frame() }
        let allocations = faceplate_malloc_count_stop()
        #expect(scroll.isDecelerating)
        #expect(scroll.contentOffset.y > before)
        expectNoAllocations(allocations)
    }
}
