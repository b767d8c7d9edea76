import Faceplate
import FaceplateLinux
import Testing

@Suite struct InputPointerEmulatorTests {
    @Test func theLeftButtonIsAFingerAtThePointer() {
        let a = TouchFrameAssembler(), sink = RecordingSink()
        var p = InputPointerEmulator(screen: Size(800, 480))
        #expect(p.location == Point(400, 240))
        p.move(dx: 10, dy: -5, time: 0.5, assembler: a, sink: sink)  // hover: nothing
        #expect(sink.records.isEmpty)
        p.button(pressed: true, device: 3, time: 1, assembler: a, sink: sink)
        p.move(dx: 5, dy: 0, time: 1.1, assembler: a, sink: sink)
        p.button(pressed: false, device: 3, time: 1.2, assembler: a, sink: sink)
        #expect(sink.records == [
            .touchDown(slot: 0, location: Point(410, 235), time: 1), .frame(time: 1),
            .touchMotion(slot: 0, location: Point(415, 235), time: 1.1), .frame(time: 1.1),
            .touchUp(slot: 0, time: 1.2), .frame(time: 1.2),
        ])
    }

    @Test func thePointerIsClampedToTheScreen() {
        let a = TouchFrameAssembler(), sink = RecordingSink()
        var p = InputPointerEmulator(screen: Size(800, 480))
        p.move(dx: -5000, dy: 9000, time: 0, assembler: a, sink: sink)
        #expect(p.location == Point(0, 479))
        p.move(to: Point(x: 1200, y: -3), time: 0, assembler: a, sink: sink)
        #expect(p.location == Point(799, 0))
    }

    @Test func removingTheMouseMidDragCancelsItsTouch() {
        let a = TouchFrameAssembler(), sink = RecordingSink()
        var p = InputPointerEmulator(screen: Size(100, 100))
        p.button(pressed: true, device: 9, time: 1, assembler: a, sink: sink)
        a.removeDevice(9, time: 2, to: sink)
        p.deviceRemoved(9)
        #expect(p.pressingDevice == nil)
        #expect(Array(sink.records.suffix(2)) == [.touchCancel(slot: 0, time: 2), .frame(time: 2)])
        p.move(dx: 1, dy: 1, time: 3, assembler: a, sink: sink)  // no touch any more
        #expect(sink.records.count == 4)
    }
}
