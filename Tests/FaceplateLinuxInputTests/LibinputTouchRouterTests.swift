import Faceplate
@testable import FaceplateLinux
import Testing

/// The libinput event sequences, fed as decoded events with what libinput has queued behind each.
@Suite struct LibinputTouchRouterTests {
    @Test func aNormalFrameIsDeliveredAtTheFrame() {
        let router = LibinputTouchRouter(assembler: TouchFrameAssembler()), sink = RecordingSink()
        router.route(.down(device: 1, slot: 0, location: Point(1, 2), time: 1), next: .touch, to: sink)
        router.route(.motion(device: 1, slot: 0, location: Point(3, 4), time: 1), next: .touchFrame, to: sink)
        #expect(sink.records.isEmpty)
        router.route(.frame(device: 1, time: 1), next: .none, to: sink)
        router.route(.up(device: 1, slot: 0, time: 2), next: .touchFrame, to: sink)
        #expect(sink.records.count == 2)  // the frame is queued: no early flush
        router.route(.frame(device: 1, time: 2), next: .none, to: sink)
        #expect(sink.records == [
            .touchDown(slot: 0, location: Point(3, 4), time: 1), .frame(time: 1),
            .touchUp(slot: 0, time: 2), .frame(time: 2),
        ])
    }

    @Test func aLastUpWithNoFrameQueuedIsFlushedLikeQt() {
        let router = LibinputTouchRouter(assembler: TouchFrameAssembler()), sink = RecordingSink()
        router.route(.down(device: 1, slot: 0, location: Point(1, 2), time: 1), next: .touchFrame, to: sink)
        router.route(.frame(device: 1, time: 1), next: .none, to: sink)
        router.route(.up(device: 1, slot: 0, time: 2), next: .none, to: sink)
        #expect(Array(sink.records.suffix(2)) == [.touchUp(slot: 0, time: 2), .frame(time: 2)])
        router.route(.frame(device: 1, time: 2), next: .none, to: sink)  // arrives later: nothing more
        #expect(sink.records.count == 4)
    }

    /// libinput removing a device mid-touch: TOUCH_UP per slot, TOUCH_FRAME, DEVICE_REMOVED.
    @Test func libinputsRemovalSequenceBecomesACancel() {
        let router = LibinputTouchRouter(assembler: TouchFrameAssembler()), sink = RecordingSink()
        router.route(.down(device: 1, slot: 0, location: Point(1, 2), time: 1), next: .touch, to: sink)
        router.route(.down(device: 1, slot: 1, location: Point(5, 6), time: 1), next: .touchFrame, to: sink)
        router.route(.frame(device: 1, time: 1), next: .none, to: sink)
        sink.records.removeAll(keepingCapacity: true)
        router.route(.up(device: 1, slot: 0, time: 3), next: .touch, to: sink)
        router.route(.up(device: 1, slot: 1, time: 3), next: .touchFrame, to: sink)
        router.route(.frame(device: 1, time: 3), next: .deviceRemoved, to: sink)
        router.route(.deviceRemoved(device: 1, time: 3.001), next: .none, to: sink)
        #expect(sink.records == [.touchCancel(slot: 0, time: 3.001), .touchCancel(slot: 1, time: 3.001), .frame(time: 3.001)])
        // re-added, the device works again
        router.route(.down(device: 1, slot: 0, location: Point(7, 7), time: 4), next: .touchFrame, to: sink)
        router.route(.frame(device: 1, time: 4), next: .none, to: sink)
        #expect(Array(sink.records.suffix(2)) == [.touchDown(slot: 0, location: Point(7, 7), time: 4), .frame(time: 4)])
    }

    @Test func aHeldFrameOfAnotherDeviceIsDeliveredWhenTheRemovalIsNotItsOwn() {
        let router = LibinputTouchRouter(assembler: TouchFrameAssembler()), sink = RecordingSink()
        router.route(.down(device: 1, slot: 0, location: Point(1, 2), time: 1), next: .touchFrame, to: sink)
        router.route(.frame(device: 1, time: 1), next: .deviceRemoved, to: sink)
        #expect(sink.records.isEmpty)
        router.route(.deviceRemoved(device: 2, time: 1.5), next: .none, to: sink)  // a keyboard unplugged
        #expect(sink.records == [.touchDown(slot: 0, location: Point(1, 2), time: 1), .frame(time: 1)])
    }

    @Test func aHeldFrameIsDeliveredAtTheEndOfDispatch() {
        let router = LibinputTouchRouter(assembler: TouchFrameAssembler()), sink = RecordingSink()
        router.route(.down(device: 1, slot: 0, location: Point(1, 2), time: 1), next: .touchFrame, to: sink)
        router.route(.frame(device: 1, time: 1), next: .deviceRemoved, to: sink)
        router.flushHeldFrame(to: sink)
        #expect(sink.records == [.touchDown(slot: 0, location: Point(1, 2), time: 1), .frame(time: 1)])
    }
}
