import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
@testable import FaceplateDrivers
import Testing

/// Records the phases each touch of one view goes through, in order.
@MainActor final class PhaseView: View {
    var phases: [String] = []
    var moves: [Point] = []
    override func touchesBegan(_ touches: TouchSet, with event: Event?) { phases.append("began") }
    override func touchesMoved(_ touches: TouchSet, with event: Event?) {
        phases.append("moved")
        if let t = touches.first { moves.append(t.location(in: nil)) }
    }
    override func touchesEnded(_ touches: TouchSet, with event: Event?) { phases.append("ended") }
    override func touchesCancelled(_ touches: TouchSet, with event: Event?) { phases.append("cancelled") }
}

/// Motion frames read in one dispatch are coalesced by the application (its input batch), not by the
/// router: the router hands over every `TOUCH_FRAME` as it comes, and the application turns queued
/// motion-only frames into one move per finger; begin, end and cancel never merge with them.
@Suite @MainActor struct TouchCoalescingTests {
    func motion(_ router: LibinputTouchRouter, _ sink: some InputSink, slot s: Int32 = 0, x: Double, t: Double, queued: Bool) {
        router.route(.motion(device: 1, slot: s, location: Point(x: x, y: 50), time: t), next: .touchFrame, to: sink)
        router.route(.frame(device: 1, time: t), next: queued ? .touch : .none, to: sink)
    }

    @Test func theRouterHandsOverEveryMotionFrame() {
        let router = LibinputTouchRouter(), sink = RecordingSink()
        router.route(.down(device: 1, slot: 0, location: Point(10, 50), time: 1), next: .touchFrame, to: sink)
        router.route(.frame(device: 1, time: 1), next: .touch, to: sink)
        motion(router, sink, x: 11, t: 2, queued: true)
        motion(router, sink, x: 12, t: 3, queued: false)
        #expect(Array(sink.records.dropFirst(2)) == [
            .touchMotion(slot: slot(1, 0), location: Point(11, 50), time: 2), .frame(time: 2),
            .touchMotion(slot: slot(1, 0), location: Point(12, 50), time: 3), .frame(time: 3),
        ])
    }

    /// Through the application: a flood of queued motion frames reaches the view as one touchesMoved at
    /// the last position, every began and ended arrives, and the coalesced positions are counted.
    @Test func theApplicationSeesOneMoveAndCountsTheCoalescedPositions() {
        let app = Application(capacities: Capacities(), clock: ManualClock())
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100), application: app)
        window.makeKeyAndVisible()
        let view = PhaseView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(view)
        let router = LibinputTouchRouter(), sink = ApplicationInputSink(application: app)
        app.handleInputBatch {
            for cycle in 0..<3 {
                let t = Double(cycle * 100)
                router.route(.down(device: 1, slot: 0, location: Point(10, 50), time: t), next: .touchFrame, to: sink)
                router.route(.frame(device: 1, time: t), next: .touch, to: sink)
                for k in 1...10 { motion(router, sink, x: Double(10 + k), t: t + Double(k), queued: true) }
                router.route(.up(device: 1, slot: 0, time: t + 11), next: .touchFrame, to: sink)
                router.route(.frame(device: 1, time: t + 11), next: .touch, to: sink)
            }
            router.flushHeldFrame(to: sink)
        }
        #expect(view.phases == Array(repeating: ["began", "moved", "ended"], count: 3).flatMap { $0 })
        #expect(view.moves == Array(repeating: Point(20, 50), count: 3))
        #expect(app.diagnostics.coalescedMotions == 27)        // 9 of each cycle's 10 positions
        #expect(app.diagnostics.touchEventsDelivered == 9)     // began, moved, ended × 3
    }
}

/// The coalescing path from libinput's events allocates nothing: the router, the batch's held frames,
/// overwritten positions and the counters.
@Suite @MainActor struct TouchCoalescingAllocationTests {
    @Test func coalescingQueuedMotionAllocatesNothingOnceWarm() {
        let app = Application(capacities: Capacities(), clock: ManualClock())
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100), application: app)
        window.makeKeyAndVisible()
        window.addSubview(View(frame: Rect(x: 0, y: 0, width: 200, height: 100)))
        let router = LibinputTouchRouter(), sink = ApplicationInputSink(application: app)
        router.addDevice(1, name: "flood")
        func cycle(_ t: Double) { app.handleInputBatch { cycleEvents(t) } }
        func cycleEvents(_ t: Double) {
            for s in Int32(0)..<10 {
                router.route(.down(device: 1, slot: s, location: Point(x: Double(10 + s), y: 50), time: t), next: s == 9 ? .touchFrame : .touch, to: sink)
            }
            router.route(.frame(device: 1, time: t), next: .touch, to: sink)
            for k in 1...20 {
                for s in Int32(0)..<10 {
                    router.route(.motion(device: 1, slot: s, location: Point(x: Double(10 + s), y: Double(50 + k)), time: t + Double(k)),
                                 next: s == 9 ? .touchFrame : .touch, to: sink)
                }
                router.route(.frame(device: 1, time: t + Double(k)), next: .touch, to: sink)
            }
            for s in Int32(0)..<10 { router.route(.up(device: 1, slot: s, time: t + 21), next: s == 9 ? .touchFrame : .touch, to: sink) }
            router.route(.frame(device: 1, time: t + 21), next: .none, to: sink)
        }
        cycle(0)
        let coalescedBefore = app.diagnostics.coalescedMotions
        faceplate_malloc_count_start()
        for i in 1...10 { cycle(Double(i * 100)) }
        let allocations = faceplate_malloc_count_stop()
        #expect(app.diagnostics.coalescedMotions - coalescedBefore == 10 * 19 * 10)
        expectNoAllocations(allocations)
    }
}
