import Faceplate
import FaceplateDrivers
import Testing

@Suite struct InputPointerEmulatorTests {
    @Test func theLeftButtonIsAFingerAtThePointer() {
        let sink = RecordingSink()
        var p = InputPointerEmulator(screen: Size(800, 480))
        #expect(p.location == Point(400, 240))
        p.move(dx: 10, dy: -5, time: 0.5, sink: sink)  // hover: nothing
        #expect(sink.records.isEmpty)
        p.button(pressed: true, device: 3, name: "mouse", time: 1, sink: sink)
        p.move(dx: 5, dy: 0, time: 1.1, sink: sink)
        p.button(pressed: false, device: 3, name: "mouse", time: 1.2, sink: sink)
        let s = InputTouchSlot.number(device: 3, slot: InputPointerEmulator.slot)
        #expect(sink.records == [
            .touchDown(slot: s, location: Point(410, 235), time: 1), .frame(time: 1),
            .touchMotion(slot: s, location: Point(415, 235), time: 1.1), .frame(time: 1.1),
            .touchUp(slot: s, time: 1.2), .frame(time: 1.2),
        ])
    }

    @Test func thePointerIsClampedToTheScreen() {
        let sink = RecordingSink()
        var p = InputPointerEmulator(screen: Size(800, 480))
        p.move(dx: -5000, dy: 9000, time: 0, sink: sink)
        #expect(p.location == Point(0, 479))
        p.move(to: Point(x: 1200, y: -3), time: 0, sink: sink)
        #expect(p.location == Point(799, 0))
    }

    @Test func removingTheMouseMidDragCancelsItsTouch() {
        let sink = RecordingSink()
        var p = InputPointerEmulator(screen: Size(100, 100))
        p.button(pressed: true, device: 9, name: "mouse", time: 1, sink: sink)
        p.deviceRemoved(7, time: 1.5, sink: sink)         // another device: nothing
        #expect(sink.records.count == 2)
        p.deviceRemoved(9, time: 2, sink: sink)
        #expect(p.pressingDevice == nil)
        let s = InputTouchSlot.number(device: 9, slot: InputPointerEmulator.slot)
        #expect(Array(sink.records.suffix(2)) == [.touchCancel(slot: s, time: 2), .frame(time: 2)])
        p.move(dx: 1, dy: 1, time: 3, sink: sink)  // no touch any more
        #expect(sink.records.count == 4)
    }
}
