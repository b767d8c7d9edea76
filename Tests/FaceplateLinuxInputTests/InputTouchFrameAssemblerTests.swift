import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
import FaceplateLinux
import Testing

@Suite struct InputTouchFrameAssemblerTests {
    @Test func downAndMotionInOneFrameCoalesceIntoOneDownAtTheFinalPosition() {
        let a = TouchFrameAssembler(), sink = RecordingSink()
        a.touchDown(device: 7, slot: 0, location: Point(10, 10), time: 1)
        a.touchMotion(device: 7, slot: 0, location: Point(12, 11), time: 1)
        #expect(sink.records.isEmpty)  // nothing before the frame
        a.frame(device: 7, time: 1, to: sink)
        a.touchMotion(device: 7, slot: 0, location: Point(13, 11), time: 2)
        a.touchMotion(device: 7, slot: 0, location: Point(20, 11), time: 2)
        a.frame(device: 7, time: 2, to: sink)
        a.touchMotion(device: 7, slot: 0, location: Point(20, 11), time: 3)  // no movement: no record, no frame
        a.frame(device: 7, time: 3, to: sink)
        #expect(sink.records == [
            .touchDown(slot: 0, location: Point(12, 11), time: 1), .frame(time: 1),
            .touchMotion(slot: 0, location: Point(20, 11), time: 2), .frame(time: 2),
        ])
    }

    @Test func theLastUpWithoutAFrameIsFlushedAtOnceAndTheLateFrameAddsNothing() {
        let a = TouchFrameAssembler(), sink = RecordingSink()
        a.touchDown(device: 1, slot: 0, location: Point(5, 5), time: 1)
        a.frame(device: 1, time: 1, to: sink)
        a.touchUp(device: 1, slot: 0, time: 2, to: sink)
        #expect(sink.records == [
            .touchDown(slot: 0, location: Point(5, 5), time: 1), .frame(time: 1),
            .touchUp(slot: 0, time: 2), .frame(time: 2),
        ])
        a.frame(device: 1, time: 2, to: sink)
        #expect(sink.records.count == 4)
        #expect(a.activeTouchCount == 0)
    }

    @Test func anUpWhileAnotherFingerStaysWaitsForTheFrame() {
        let a = TouchFrameAssembler(), sink = RecordingSink()
        a.touchDown(device: 1, slot: 0, location: Point(5, 5), time: 1)
        a.touchDown(device: 1, slot: 1, location: Point(50, 5), time: 1)
        a.frame(device: 1, time: 1, to: sink)
        a.touchUp(device: 1, slot: 0, time: 2, to: sink)
        #expect(sink.records.count == 3)
        a.touchMotion(device: 1, slot: 1, location: Point(51, 5), time: 2)
        a.frame(device: 1, time: 2, to: sink)
        // records of a frame come in global slot order
        #expect(Array(sink.records.dropFirst(3)) == [
            .touchUp(slot: 0, time: 2), .touchMotion(slot: 1, location: Point(51, 5), time: 2), .frame(time: 2),
        ])
    }

    @Test func aTouchThatBeginsAndEndsInOneFrameIsStillSeenToBegin() {
        let a = TouchFrameAssembler(), sink = RecordingSink()
        a.touchDown(device: 1, slot: 0, location: Point(5, 5), time: 1)
        a.touchUp(device: 1, slot: 0, time: 1, to: sink)  // last touch: flushes
        #expect(sink.records == [
            .touchDown(slot: 0, location: Point(5, 5), time: 1), .frame(time: 1),
            .touchUp(slot: 0, time: 1), .frame(time: 1),
        ])
    }

    @Test func removingADeviceCancelsOnlyItsTouchesInOneFrame() {
        let a = TouchFrameAssembler(), sink = RecordingSink()
        a.touchDown(device: 1, slot: 0, location: Point(1, 1), time: 1)
        a.touchDown(device: 1, slot: 1, location: Point(2, 2), time: 1)
        a.frame(device: 1, time: 1, to: sink)
        a.touchDown(device: 2, slot: 0, location: Point(3, 3), time: 1.5)
        a.frame(device: 2, time: 1.5, to: sink)
        sink.records.removeAll(keepingCapacity: true)
        a.removeDevice(1, time: 2, to: sink)
        #expect(sink.records == [.touchCancel(slot: 0, time: 2), .touchCancel(slot: 1, time: 2), .frame(time: 2)])
        #expect(a.activeTouchCount == 1)
        // the device comes back and works; freed slots are reused from the lowest
        sink.records.removeAll(keepingCapacity: true)
        a.touchDown(device: 1, slot: 0, location: Point(9, 9), time: 3)
        a.frame(device: 1, time: 3, to: sink)
        #expect(sink.records == [.touchDown(slot: 0, location: Point(9, 9), time: 3), .frame(time: 3)])
    }

    @Test func aTouchNeverDeliveredIsDroppedSilentlyOnRemovalOrCancel() {
        let a = TouchFrameAssembler(), sink = RecordingSink()
        a.touchDown(device: 1, slot: 0, location: Point(1, 1), time: 1)
        a.removeDevice(1, time: 1, to: sink)
        a.touchDown(device: 1, slot: 3, location: Point(1, 1), time: 2)
        a.touchCancel(device: 1, slot: 3, time: 2)
        a.frame(device: 1, time: 2, to: sink)
        #expect(sink.records.isEmpty)
        #expect(a.activeTouchCount == 0)
    }

    @Test func aCancelledTouchIsReportedAtTheFrame() {
        let a = TouchFrameAssembler(), sink = RecordingSink()
        a.touchDown(device: 1, slot: 0, location: Point(1, 1), time: 1)
        a.frame(device: 1, time: 1, to: sink)
        a.touchCancel(device: 1, slot: 0, time: 2)
        a.frame(device: 1, time: 2, to: sink)
        #expect(Array(sink.records.suffix(2)) == [.touchCancel(slot: 0, time: 2), .frame(time: 2)])
    }

    @Test func slotsOfTwoDevicesNeverCollide() {
        let a = TouchFrameAssembler(), sink = RecordingSink()
        a.touchDown(device: 100, slot: 0, location: Point(1, 1), time: 1)
        a.frame(device: 100, time: 1, to: sink)
        a.touchDown(device: 200, slot: 0, location: Point(2, 2), time: 1)
        a.frame(device: 200, time: 1, to: sink)
        #expect(a.globalSlot(device: 100, slot: 0) == 0)
        #expect(a.globalSlot(device: 200, slot: 0) == 1)
        #expect(sink.records == [
            .touchDown(slot: 0, location: Point(1, 1), time: 1), .frame(time: 1),
            .touchDown(slot: 1, location: Point(2, 2), time: 1), .frame(time: 1),
        ])
        // a frame of one device does not flush another's pending change
        a.touchMotion(device: 200, slot: 0, location: Point(5, 5), time: 2)
        a.frame(device: 100, time: 2, to: sink)
        #expect(sink.records.count == 4)
    }

    @Test func theEleventhTouchOverflowsIsCountedAndTheOthersCarryOn() {
        let a = TouchFrameAssembler(), sink = RecordingSink()
        for s in 0..<11 { a.touchDown(device: 1, slot: Int32(s), location: Point(s, s), time: 1) }
        a.frame(device: 1, time: 1, to: sink)
        #expect(TouchFrameAssembler.capacity == 10)
        #expect(a.overflowCount == 1)
        #expect(a.activeTouchCount == 10)
        #expect(sink.records.count == 11)  // ten downs and a frame
        #expect(a.globalSlot(device: 1, slot: 10) == nil)
        // the dropped touch's motion and lift are ignored; a lifted finger frees room for a new one
        a.touchMotion(device: 1, slot: 10, location: Point(99, 99), time: 2)
        a.touchUp(device: 1, slot: 3, time: 2, to: sink)
        a.touchUp(device: 1, slot: 10, time: 2, to: sink)
        a.frame(device: 1, time: 2, to: sink)
        #expect(Array(sink.records.suffix(2)) == [.touchUp(slot: 3, time: 2), .frame(time: 2)])
        a.touchDown(device: 1, slot: 11, location: Point(7, 7), time: 3)
        a.frame(device: 1, time: 3, to: sink)
        #expect(Array(sink.records.suffix(2)) == [.touchDown(slot: 3, location: Point(7, 7), time: 3), .frame(time: 3)])
        #expect(a.overflowCount == 1)
    }

    @Test func assemblingAllocatesNothingOnceWarm() {
        let a = TouchFrameAssembler(), sink = RecordingSink(capacity: 2048)
        func cycle(_ t: Double) {
            a.touchDown(device: 1, slot: 0, location: Point(1, 1), time: t)
            a.touchDown(device: 2, slot: 0, location: Point(2, 1), time: t)
            a.frame(device: 1, time: t, to: sink)
            a.frame(device: 2, time: t, to: sink)
            a.touchMotion(device: 1, slot: 0, location: Point(3, 1), time: t + 0.01)
            a.frame(device: 1, time: t + 0.01, to: sink)
            a.touchCancel(device: 2, slot: 0, time: t + 0.02)
            a.frame(device: 2, time: t + 0.02, to: sink)
            a.touchUp(device: 1, slot: 0, time: t + 0.03, to: sink)
        }
        cycle(0)
        faceplate_malloc_count_start()
        for i in 1...50 { cycle(Double(i)) }
        let count = faceplate_malloc_count_stop()
        expectNoAllocations(count)
        #expect(sink.records.count == 51 * 10)
    }
}

