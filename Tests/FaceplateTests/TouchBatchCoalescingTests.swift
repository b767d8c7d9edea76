import CMallocCounter
import Faceplate
import FaceplateAllocationTesting
import Testing

/// Motion-only frames read in one input batch are coalesced by the application, whatever the backend:
/// each finger moves once, to its newest position (UIKit: at most one touchesMoved per touch per display
/// frame), the positions passed over are counted, and began, ended, cancelled and keys never merge with
/// a motion before them.
@Suite @MainActor struct TouchBatchCoalescingTests {
    /// An application with one window-filling recording view, tracing without timestamps.
    func rig() -> (Application, RecordingView, TraceLines) {
        let app = Application(capacities: Capacities(), clock: ManualClock())
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100), application: app)
        window.makeKeyAndVisible()
        let view = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        let lines = TraceLines()
        app.trace.record(into: lines)
        app.trace.includesTimestamps = false
        return (app, view, lines)
    }

    func move(_ app: Application, slot: Int = 0, x: Double, t: Double) {
        app.handle(.touchMotion(slot: slot, location: Point(x: x, y: 50), time: t))
        app.handle(.frame(time: t))
    }

    @Test func queuedMotionFramesBecomeOneEventAtTheLatestPosition() {
        let (app, view, lines) = rig()
        app.handleInputBatch {
            app.handle(.touchDown(slot: 0, location: Point(10, 50), time: 1))
            app.handle(.frame(time: 1))
            move(app, x: 11, t: 2)
            move(app, x: 12, t: 3)
            #expect(view.phases == ["began"])          // held while the batch lasts
            move(app, x: 13, t: 4)
        }
        #expect(view.phases == ["began", "moved"])
        #expect(lines.lines.filter { $0.hasPrefix("frame") } == ["frame #1 began (10, 50)", "frame #1 moved (13, 50)"])
        #expect(app.diagnostics.coalescedMotions == 2)
        #expect(app.diagnostics.touchEventsDelivered == 2)
    }

    @Test func outsideABatchEveryFrameIsDelivered() {
        let (app, view, _) = rig()
        app.handle(.touchDown(slot: 0, location: Point(10, 50), time: 1))
        app.handle(.frame(time: 1))
        move(app, x: 11, t: 2)
        move(app, x: 12, t: 3)
        #expect(view.phases == ["began", "moved", "moved"])
        #expect(app.diagnostics.coalescedMotions == 0)
    }

    @Test func aLiftAfterHeldMotionDeliversTheMotionFirst() {
        let (app, view, lines) = rig()
        app.handleInputBatch {
            app.handle(.touchDown(slot: 0, location: Point(10, 50), time: 1))
            app.handle(.frame(time: 1))
            move(app, x: 11, t: 2)
            move(app, x: 12, t: 3)
            app.handle(.touchUp(slot: 0, time: 4))
            app.handle(.frame(time: 4))
        }
        #expect(view.phases == ["began", "moved", "ended"])
        #expect(lines.lines.filter { $0.hasPrefix("frame") }
                == ["frame #1 began (10, 50)", "frame #1 moved (12, 50)", "frame #1 ended (12, 50)"])
        #expect(app.diagnostics.coalescedMotions == 1)
    }

    @Test func aSecondFingersDownIsNotMergedIntoTheFirstFingersMotion() {
        let (app, view, lines) = rig()
        app.handleInputBatch {
            app.handle(.touchDown(slot: 0, location: Point(10, 50), time: 1))
            app.handle(.frame(time: 1))
            move(app, x: 11, t: 2)
            app.handle(.touchDown(slot: 1, location: Point(90, 50), time: 3))
            app.handle(.frame(time: 3))
        }
        #expect(view.log == ["began#1", "moved#1", "began#2"])
        #expect(lines.lines.filter { $0.hasPrefix("frame") }
                == ["frame #1 began (10, 50)", "frame #1 moved (11, 50)", "frame #2 began (90, 50)"])
    }

    @Test func aKeyAfterHeldMotionComesAfterIt() {
        let (app, _, lines) = rig()
        app.handleInputBatch {
            app.handle(.touchDown(slot: 0, location: Point(10, 50), time: 1))
            app.handle(.frame(time: 1))
            move(app, x: 11, t: 2)
            app.handle(.key(code: 30, pressed: true, time: 3))
            app.handle(.key(code: 30, pressed: false, time: 3))
        }
        #expect(lines.lines.filter { $0.hasPrefix("frame") || $0.hasPrefix("key") }
                == ["frame #1 began (10, 50)", "frame #1 moved (11, 50)", "key 30 down", "key 30 up"])
    }

    /// Two fingers moving in every frame: each moves once per batch; a finger that stood still in the
    /// held frame and moves in the next joins the same event.
    @Test func everyFingerOfTheHeldFramesMovesOnce() {
        let (app, view, _) = rig()
        app.handle(.touchDown(slot: 0, location: Point(10, 50), time: 1))
        app.handle(.touchDown(slot: 1, location: Point(90, 50), time: 1))
        app.handle(.frame(time: 1))
        app.handleInputBatch {
            move(app, slot: 0, x: 11, t: 2)
            app.handle(.touchMotion(slot: 0, location: Point(x: 12, y: 50), time: 3))
            app.handle(.touchMotion(slot: 1, location: Point(x: 91, y: 50), time: 3))
            app.handle(.frame(time: 3))
        }
        #expect(view.log == ["began#1#2", "moved#1#2"])
        #expect(app.diagnostics.coalescedMotions == 1)
    }

    /// A batch's held frames, overwritten positions and the counter allocate nothing once warm.
    @Test func coalescingABatchAllocatesNothingOnceWarm() {
        let app = Application(capacities: Capacities(), clock: ManualClock())
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100), application: app)
        window.makeKeyAndVisible()
        window.addSubview(View(frame: Rect(x: 0, y: 0, width: 200, height: 100)))
        func cycle(_ t: Double) {
            app.handleInputBatch {
                for s in 0..<10 { app.handle(.touchDown(slot: s, location: Point(x: Double(10 + s), y: 50), time: t)) }
                app.handle(.frame(time: t))
                for k in 1...20 {
                    for s in 0..<10 { app.handle(.touchMotion(slot: s, location: Point(x: Double(10 + s), y: Double(50 + k)), time: t + Double(k))) }
                    app.handle(.frame(time: t + Double(k)))
                }
                for s in 0..<10 { app.handle(.touchUp(slot: s, time: t + 21)) }
                app.handle(.frame(time: t + 21))
            }
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
