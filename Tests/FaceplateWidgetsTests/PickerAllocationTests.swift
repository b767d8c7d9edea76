import Testing
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
import FaceplateWidgets

@Suite(.serialized) @MainActor struct PickerAllocationTests {
    /// Flicks a two-wheel picker of 10,000 and 60 rows, every frame laid out and drawn through the
    /// compositor: rows come and go on the wheels' labels, the wheels coast and glide onto rows — without
    /// an allocation once warm.
    @Test func spinningAPickerAllocatesNothingOnceWarm() {
        let model = PickerModel([(0..<10_000).map { "Row \($0)" }, (0..<60).map { String($0) }])
        let rig = PickerRig(model)
        let app = rig.driver.application, clock = rig.driver.clock
        let buffer = PixelBuffer(width: 400, height: 260, format: .xrgb8888)
        let compositor = Compositor(window: rig.driver.window, transform: DisplayTransform(panelWidth: 400, panelHeight: 260))
        defer { rig.driver.window.damageObserver = nil }
        compositor.render(into: buffer, age: 0)
        func frame() {
            clock.advance(by: 1.0 / 60)
            app.fireTimers()
            app.animator.advance(to: clock.now)
            app.handle(.frame(time: clock.now))
            compositor.render(into: buffer, age: 1)
        }
        func flick(_ x: Double) {
            clock.advance(by: 1); app.fireTimers()
            app.handle(.touchDown(slot: 0, location: Point(x: x, y: 220), time: clock.now)); frame()
            app.handle(.touchMotion(slot: 0, location: Point(x: x, y: 150), time: clock.now + 1.0 / 60)); frame()
            app.handle(.touchMotion(slot: 0, location: Point(x: x, y: 60), time: clock.now + 1.0 / 60)); frame()
            app.handle(.touchUp(slot: 0, time: clock.now + 1.0 / 60)); frame()
            var n = 0
            while n < 150 { frame(); n += 1 }
        }
        // Warm: every digit's glyph cached, the shaper's buffers grown, the animator's slots used.
        var warming = 0
        while warming < 4 { flick(120); flick(300); warming += 1 }
        let before = rig.picker.selectedRow(inComponent: 0), heard = model.selections.count
        // The test's own delegate keeps every selection it hears; its array must not grow inside the
        // count (how many rests the warm-up left in it decides whether it would), only the picker's work.
        model.selections.reserveCapacity(heard + 64)
        faceplate_malloc_count_start()
        flick(120)
        flick(120)
        flick(300)
        let allocations = faceplate_malloc_count_stop()
        #expect(rig.picker.selectedRow(inComponent: 0) > before + 10, "the flicks must turn many rows, or this proves little")
        #expect(model.selections.count >= heard + 2, "the delegate heard each rest on a new row")
        expectNoAllocations(allocations)
    }
}
