import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
import FaceplatePanelTestSupport
@testable import FaceplateDrivers
import Testing

/// panel-24's grid (``Panel24Grid``) of counting pads on an 800×480 window,
/// in an application tracking `touches` fingers, with the application's diagnostics captured.
@MainActor final class PadPanel {
    let app: Application
    let window: Window
    var pads: [Pad] = []
    var logged: [String] = []
    private let oldLog: @MainActor (String) -> Void

    init(touches: Int) {
        var capacities = Capacities()
        capacities.touches = touches
        app = Application(capacities: capacities, clock: ManualClock())
        window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480), application: app)
        window.makeKeyAndVisible()
        for n in 0..<Panel24Grid.count {
            let pad = Pad(frame: Panel24Grid.frame(n))
            pad.addTarget(pad, action: { $0.taps += 1 }, for: .touchUpInside, name: "tap")
            window.addSubview(pad)
            pads.append(pad)
        }
        app.diagnostics.reset()
        oldLog = app.diagnostics.log
        app.diagnostics.log = { [unowned self] in self.logged.append($0) }
        logged.reserveCapacity(64)
    }

    /// Puts the diagnostics log back (call at the end of the test).
    func finish() { app.diagnostics.log = oldLog }

    /// The centre of pad `n` (0-based), where the recordings put finger `n`.
    static func centre(_ n: Int) -> Point { Panel24Grid.centre(n) }

    var taps: [Int] { pads.map(\.taps) }
    var highlighted: Int { pads.filter(\.isHighlighted).count }
}

/// Touches from the backends into the application: the application's `Capacities.touches` is the one
/// limit on fingers, whatever the backend.
@Suite(.serialized) @MainActor struct TouchPipelineTests {
    /// 20 fingers of one device in one libinput frame, lifted in one frame: 20 pads, 20 actions.
    func twentyFingers(through router: LibinputTouchRouter, to sink: ApplicationInputSink, device: Int, time t: Double) {
        for s in 0..<20 {
            router.route(.down(device: device, slot: Int32(s), location: PadPanel.centre(s), time: t),
                         next: s == 19 ? .touchFrame : .touch, to: sink)
        }
        router.route(.frame(device: device, time: t), next: .none, to: sink)
    }

    func liftTwenty(through router: LibinputTouchRouter, to sink: ApplicationInputSink, device: Int, time t: Double) {
        for s in 0..<20 { router.route(.up(device: device, slot: Int32(s), time: t), next: s == 19 ? .touchFrame : .touch, to: sink) }
        router.route(.frame(device: device, time: t), next: .none, to: sink)
    }

    @Test func twentyFingersOnTwentyControlsWhenTheApplicationTracksTwenty() {
        let panel = PadPanel(touches: 20)
        defer { panel.finish() }
        let router = LibinputTouchRouter(), sink = ApplicationInputSink(application: panel.app)
        router.addDevice(0, name: "Faceplate 20-finger test panel")
        twentyFingers(through: router, to: sink, device: 0, time: 1)
        #expect(panel.highlighted == 20)                                   // all twenty down at once
        liftTwenty(through: router, to: sink, device: 0, time: 1.1)
        #expect(panel.taps == [Int](repeating: 1, count: 20) + [0, 0, 0, 0])
        #expect(panel.app.diagnostics.overflowCount(.touches) == 0)
        #expect(panel.logged.isEmpty)
    }

    /// The same 20 fingers with room for 16: four are dropped by the application, counted, and
    /// reported with the device's name; the others carry on and their pads act.
    @Test func fingersBeyondTheCapacityAreDroppedCountedAndNamedByDevice() {
        let panel = PadPanel(touches: 16)
        defer { panel.finish() }
        let router = LibinputTouchRouter(), sink = ApplicationInputSink(application: panel.app)
        router.addDevice(0, name: "Faceplate 20-finger test panel")
        twentyFingers(through: router, to: sink, device: 0, time: 1)
        #expect(panel.highlighted == 16)
        liftTwenty(through: router, to: sink, device: 0, time: 1.1)
        #expect(panel.taps == [Int](repeating: 1, count: 16) + [Int](repeating: 0, count: 8))
        #expect(panel.app.diagnostics.overflowCount(.touches) == 4)
        #expect(panel.app.diagnostics.overflowCount(.inputProtocol) == 0)     // their lifts are ignored quietly
        #expect(panel.logged.first == "faceplate: touches: more than 16 touches at once: a finger on \"Faceplate 20-finger test panel\" was ignored (1 so far)")
        // room again: the next 20 fingers get 16 touches again, nothing is stuck
        twentyFingers(through: router, to: sink, device: 0, time: 2)
        #expect(panel.highlighted == 16)
        liftTwenty(through: router, to: sink, device: 0, time: 2.1)
        #expect(panel.taps.reduce(0, +) == 32)
    }

    /// The recording app.sh plays into a real kernel (scripts/vm/guest-tests), replayed here: 20 actions.
    @Test func theTwentyFingerRecordingReplayedGivesTwentyActions() throws {
        let panel = PadPanel(touches: 20)
        defer { panel.finish() }
        let description = try EvemuRecording(contentsOf: Fixture.path("twenty-finger-panel.evemu"))
        let recording = try EvemuRecording(contentsOf: Fixture.repoRoot.appendingPathComponent("scripts/vm/guest-tests/recordings/twenty-fingers.events").path)
        let replay = try EvemuReplay(device: description, mapping: rpiMapping)
        replay.play(recording.events, to: ApplicationInputSink(application: panel.app))
        #expect(panel.taps == [Int](repeating: 1, count: 20) + [0, 0, 0, 0])
        #expect(panel.app.diagnostics.overflowCount(.touches) == 0)
        // with the default capacity of 10, ten fingers act and ten are reported
        let small = PadPanel(touches: 10)
        defer { small.finish() }
        try EvemuReplay(device: description, mapping: rpiMapping).play(recording.events, to: ApplicationInputSink(application: small.app))
        #expect(small.taps.reduce(0, +) == 10)
        #expect(small.app.diagnostics.overflowCount(.touches) == 10)
        #expect(small.logged.first?.contains("a finger on \"Faceplate 20-finger test panel\" was ignored") == true)
    }

    /// libinput's removal mid-touch reaches the application as a cancel: the pad under the finger does
    /// not act.
    @Test func aDeviceUnpluggedMidTouchCancelsItsFingers() {
        let panel = PadPanel(touches: 10)
        defer { panel.finish() }
        let router = LibinputTouchRouter(), sink = ApplicationInputSink(application: panel.app)
        router.route(.down(device: 0, slot: 0, location: PadPanel.centre(0), time: 1), next: .touchFrame, to: sink)
        router.route(.frame(device: 0, time: 1), next: .none, to: sink)
        #expect(panel.pads[0].isHighlighted)
        router.route(.up(device: 0, slot: 0, time: 2), next: .touchFrame, to: sink)
        router.route(.frame(device: 0, time: 2), next: .deviceRemoved, to: sink)
        router.route(.deviceRemoved(device: 0, time: 2), next: .none, to: sink)
        #expect(!panel.pads[0].isHighlighted)
        #expect(panel.pads[0].taps == 0)
    }

    /// From the router to the actions, 20 fingers at a time: nothing allocates once warm.
    @Test func twentyFingersAllocateNothingFromTheRouterToTheActions() {
        let panel = PadPanel(touches: 20)
        defer { panel.finish() }
        let router = LibinputTouchRouter(), sink = ApplicationInputSink(application: panel.app)
        router.addDevice(0, name: "Faceplate 20-finger test panel")
        var t = 1.0
        func round() {
            twentyFingers(through: router, to: sink, device: 0, time: t)
            liftTwenty(through: router, to: sink, device: 0, time: t + 0.1)
            t += 1
        }
        round(); round()
        faceplate_malloc_count_start()
        for _ in 0..<10 { round() }
        let mallocs = faceplate_malloc_count_stop()
        #expect(panel.taps == [Int](repeating: 12, count: 20) + [0, 0, 0, 0])
        expectNoAllocations(Int64(mallocs))
    }
}
