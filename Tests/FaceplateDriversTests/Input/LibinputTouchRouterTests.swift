import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
@testable import FaceplateDrivers
import Testing

/// The input slot of kernel slot `slot` of device `device`.
func slot(_ device: Int, _ slot: Int32) -> Int { InputTouchSlot.number(device: device, slot: slot) }

/// Records the device names touch-downs come with, next to the records.
final class NamingSink: InputSink {
    var records: [InputRecord] = []
    var names: [String] = []
    init() { records.reserveCapacity(4096); names.reserveCapacity(1024) }
    func handle(_ record: InputRecord) { records.append(record) }
    func handle(_ record: InputRecord, from device: String) { records.append(record); names.append(device) }
}

/// The libinput event sequences, fed as decoded events with what libinput has queued behind each.
@Suite struct LibinputTouchRouterTests {
    @Test func downsAndMotionsPassAtOnceAndLiftsWaitForTheFrame() {
        let router = LibinputTouchRouter(), sink = RecordingSink()
        router.route(.down(device: 1, slot: 0, location: Point(1, 2), time: 1), next: .touch, to: sink)
        router.route(.motion(device: 1, slot: 0, location: Point(3, 4), time: 1), next: .touchFrame, to: sink)
        #expect(sink.records == [.touchDown(slot: slot(1, 0), location: Point(1, 2), time: 1),
                                 .touchMotion(slot: slot(1, 0), location: Point(3, 4), time: 1)])
        router.route(.frame(device: 1, time: 1), next: .none, to: sink)
        router.route(.up(device: 1, slot: 0, time: 2), next: .touchFrame, to: sink)
        #expect(sink.records.count == 3)  // the frame is queued: the lift waits for it
        router.route(.frame(device: 1, time: 2), next: .none, to: sink)
        #expect(Array(sink.records.dropFirst(2)) == [.frame(time: 1), .touchUp(slot: slot(1, 0), time: 2), .frame(time: 2)])
    }

    @Test func aLastUpWithNoFrameQueuedIsFlushedLikeQtAndTheLateFrameAddsNothing() {
        let router = LibinputTouchRouter(), sink = RecordingSink()
        router.route(.down(device: 1, slot: 0, location: Point(1, 2), time: 1), next: .touchFrame, to: sink)
        router.route(.frame(device: 1, time: 1), next: .none, to: sink)
        router.route(.up(device: 1, slot: 0, time: 2), next: .none, to: sink)
        #expect(Array(sink.records.suffix(2)) == [.touchUp(slot: slot(1, 0), time: 2), .frame(time: 2)])
        router.route(.frame(device: 1, time: 2), next: .none, to: sink)  // arrives later: nothing more
        #expect(sink.records.count == 4)
    }

    /// libinput removing a device mid-touch: TOUCH_UP per slot, TOUCH_FRAME, DEVICE_REMOVED.
    @Test func libinputsRemovalSequenceBecomesACancel() {
        let router = LibinputTouchRouter(), sink = RecordingSink()
        router.route(.down(device: 1, slot: 0, location: Point(1, 2), time: 1), next: .touch, to: sink)
        router.route(.down(device: 1, slot: 1, location: Point(5, 6), time: 1), next: .touchFrame, to: sink)
        router.route(.frame(device: 1, time: 1), next: .none, to: sink)
        sink.records.removeAll(keepingCapacity: true)
        router.route(.up(device: 1, slot: 0, time: 3), next: .touch, to: sink)
        router.route(.up(device: 1, slot: 1, time: 3), next: .touchFrame, to: sink)
        router.route(.frame(device: 1, time: 3), next: .deviceRemoved, to: sink)
        router.route(.deviceRemoved(device: 1, time: 3.001), next: .none, to: sink)
        #expect(sink.records == [.touchCancel(slot: slot(1, 0), time: 3.001), .touchCancel(slot: slot(1, 1), time: 3.001),
                                 .frame(time: 3.001)])
        // re-added (libinput gives it a new number), the device works again
        router.addDevice(2, name: "again")
        router.route(.down(device: 2, slot: 0, location: Point(7, 7), time: 4), next: .touchFrame, to: sink)
        router.route(.frame(device: 2, time: 4), next: .none, to: sink)
        #expect(Array(sink.records.suffix(2)) == [.touchDown(slot: slot(2, 0), location: Point(7, 7), time: 4), .frame(time: 4)])
    }

    @Test func aRemovalWithoutLiftsFirstStillCancelsEveryFingerOfThatDeviceOnly() {
        let router = LibinputTouchRouter(), sink = RecordingSink()
        router.route(.down(device: 1, slot: 0, location: Point(1, 1), time: 1), next: .touch, to: sink)
        router.route(.down(device: 1, slot: 1, location: Point(2, 2), time: 1), next: .touchFrame, to: sink)
        router.route(.frame(device: 1, time: 1), next: .none, to: sink)
        router.route(.down(device: 2, slot: 0, location: Point(3, 3), time: 1.5), next: .touchFrame, to: sink)
        router.route(.frame(device: 2, time: 1.5), next: .none, to: sink)
        sink.records.removeAll(keepingCapacity: true)
        router.route(.deviceRemoved(device: 1, time: 2), next: .none, to: sink)
        #expect(sink.records == [.touchCancel(slot: slot(1, 0), time: 2), .touchCancel(slot: slot(1, 1), time: 2), .frame(time: 2)])
        sink.records.removeAll(keepingCapacity: true)
        router.route(.deviceRemoved(device: 9, time: 2.5), next: .none, to: sink)  // a keyboard: nothing to cancel
        #expect(sink.records.isEmpty)
    }

    @Test func aHeldFrameOfAnotherDeviceIsDeliveredWhenTheRemovalIsNotItsOwn() {
        let router = LibinputTouchRouter(), sink = RecordingSink()
        router.route(.down(device: 1, slot: 0, location: Point(1, 2), time: 1), next: .touchFrame, to: sink)
        router.route(.frame(device: 1, time: 1), next: .deviceRemoved, to: sink)
        #expect(sink.records == [.touchDown(slot: slot(1, 0), location: Point(1, 2), time: 1)])  // its frame held
        router.route(.deviceRemoved(device: 2, time: 1.5), next: .none, to: sink)  // a keyboard unplugged
        #expect(sink.records == [.touchDown(slot: slot(1, 0), location: Point(1, 2), time: 1), .frame(time: 1)])
    }

    @Test func aHeldFrameIsDeliveredAtTheEndOfDispatch() {
        let router = LibinputTouchRouter(), sink = RecordingSink()
        router.route(.down(device: 1, slot: 0, location: Point(1, 2), time: 1), next: .touchFrame, to: sink)
        router.route(.frame(device: 1, time: 1), next: .deviceRemoved, to: sink)
        router.flushHeldFrame(to: sink)
        #expect(sink.records == [.touchDown(slot: slot(1, 0), location: Point(1, 2), time: 1), .frame(time: 1)])
    }

    @Test func slotsOfTwoDevicesNeverCollide() {
        let router = LibinputTouchRouter(), sink = RecordingSink()
        router.route(.down(device: 0, slot: 0, location: Point(1, 1), time: 1), next: .touchFrame, to: sink)
        router.route(.frame(device: 0, time: 1), next: .none, to: sink)
        router.route(.down(device: 1, slot: 0, location: Point(2, 2), time: 1), next: .touchFrame, to: sink)
        router.route(.frame(device: 1, time: 1), next: .none, to: sink)
        router.route(.down(device: 1, slot: -1, location: Point(3, 3), time: 1), next: .touchFrame, to: sink)
        #expect(sink.records == [
            .touchDown(slot: 0, location: Point(1, 1), time: 1), .frame(time: 1),            // device 0: the kernel's slot
            .touchDown(slot: 1 << 32, location: Point(2, 2), time: 1), .frame(time: 1),
            .touchDown(slot: (1 << 32) - 1, location: Point(3, 3), time: 1),
        ])
    }

    /// No capacity here: the application decides how many fingers fit.
    @Test func twentyFingersOfOneDevicePassInOneFrameWithTheirDevicesName() {
        let router = LibinputTouchRouter(), sink = NamingSink()
        router.addDevice(3, name: "Faceplate 20-finger test panel")
        for s in Int32(0)..<20 {
            router.route(.down(device: 3, slot: s, location: Point(x: Double(s), y: 1), time: 1), next: s == 19 ? .touchFrame : .touch, to: sink)
        }
        router.route(.frame(device: 3, time: 1), next: .none, to: sink)
        #expect(sink.records.count == 21)
        #expect(Set(sink.records.prefix(20).map { r -> Int in if case let .touchDown(s, _, _) = r { return s } else { return -99 } }).count == 20)
        #expect(sink.names == [String](repeating: "Faceplate 20-finger test panel", count: 20))
        for s in Int32(0)..<20 { router.route(.up(device: 3, slot: s, time: 2), next: s == 19 ? .touchFrame : .touch, to: sink) }
        router.route(.frame(device: 3, time: 2), next: .none, to: sink)
        #expect(sink.records.count == 42)
        #expect(sink.records.last == .frame(time: 2))
    }

    @Test func aSlotLiftedAndDownAgainInOneFrameLiftsFirst() {
        let router = LibinputTouchRouter(), sink = RecordingSink()
        router.route(.down(device: 1, slot: 4, location: Point(1, 1), time: 1), next: .touchFrame, to: sink)
        router.route(.frame(device: 1, time: 1), next: .none, to: sink)
        router.route(.up(device: 1, slot: 4, time: 2), next: .touch, to: sink)
        router.route(.down(device: 1, slot: 4, location: Point(9, 9), time: 2), next: .touchFrame, to: sink)
        router.route(.frame(device: 1, time: 2), next: .none, to: sink)
        #expect(Array(sink.records.dropFirst(2)) == [
            .touchUp(slot: slot(1, 4), time: 2), .touchDown(slot: slot(1, 4), location: Point(9, 9), time: 2), .frame(time: 2),
        ])
    }

    @Test func routingAllocatesNothingOnceWarm() {
        let router = LibinputTouchRouter(), sink = NamingSink()
        router.addDevice(1, name: "one"); router.addDevice(2, name: "two")
        func cycle(_ t: Double) {
            router.route(.down(device: 1, slot: 0, location: Point(1, 1), time: t), next: .touchFrame, to: sink)
            router.route(.frame(device: 1, time: t), next: .touch, to: sink)
            router.route(.down(device: 2, slot: 0, location: Point(2, 1), time: t), next: .touchFrame, to: sink)
            router.route(.frame(device: 2, time: t), next: .none, to: sink)
            router.route(.motion(device: 1, slot: 0, location: Point(3, 1), time: t + 0.01), next: .touchFrame, to: sink)
            router.route(.frame(device: 1, time: t + 0.01), next: .none, to: sink)
            router.route(.cancel(device: 2, slot: 0, time: t + 0.02), next: .touchFrame, to: sink)
            router.route(.frame(device: 2, time: t + 0.02), next: .none, to: sink)
            router.route(.up(device: 1, slot: 0, time: t + 0.03), next: .none, to: sink)
        }
        cycle(0)
        faceplate_malloc_count_start()
        for i in 1...50 { cycle(Double(i)) }
        let count = faceplate_malloc_count_stop()
        expectNoAllocations(Int64(count))
        #expect(sink.records.count == 51 * 10)
    }
}
