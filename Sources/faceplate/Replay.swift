import Faceplate
import FaceplateArguments
import FaceplateLinux
import FaceplatePNG
import FaceplateScenes
import FaceplateWidgets

/// Feeds replayed records to the application, moving its manual clock to each record's time first
/// (firing the timers due on the way), so long presses and double taps behave as they did live.
/// Backends call sinks synchronously on the thread running the UI (the main actor).
final class ClockedSink: InputSink, @unchecked Sendable {   // only ever used on the main thread
    let application: Application
    let clock: ManualClock
    init(application: Application, clock: ManualClock) { self.application = application; self.clock = clock }

    func handle(_ record: InputRecord) {
        MainActor.assumeIsolated {
            advance(to: record.time)
            application.handle(record)
        }
    }

    func handle(_ record: InputRecord, from device: String) {
        MainActor.assumeIsolated {
            advance(to: record.time)
            application.handle(record, from: device)
        }
    }

    @MainActor func advance(to time: Double) {
        while let next = application.timers.nextDeadline, next <= time {
            clock.set(next)
            application.fireTimers()
        }
        clock.set(time)
        // Animations move as a frame at this time would move them: a button's release fade or a switch's
        // slide is over when the recording's next touch comes, as it was on the panel.
        application.animator.advance(to: time)
    }
}

/// `faceplate trace --replay`: a headless replay of an evemu recording, printing the event trace. The
/// recording's axis ranges map onto the panel exactly as libinput maps them, so the trace equals the one
/// a real kernel gives for the same recording.
@MainActor struct Replay {
    let options: ParsedOptions
    init(_ options: ParsedOptions) { self.options = options }

    func run() throws {
        TerminationSignals.endCommandOnArrival()   // Ctrl-C ends a replay; PNG.write leaves no partial file
        let capacities = try options.capacities()
        var transform = try PanelOptions(options).transform
        var mapping = TouchMapping(display: transform)
        if let path = options["board"] {
            let board = try BoardProfile(contentsOf: path)
            mapping = board.touchMapping
            transform = board.display.transform
        }
        let recording = try EvemuRecording(contentsOf: options["replay"]!)
        let logical = transform.logicalSize
        let first = recording.events.first.map { Double($0.timeMicroseconds) / 1e6 } ?? 0
        let clock = ManualClock(start: first)
        let app = Application(capacities: capacities, clock: clock)
        app.trace.includesTimestamps = options.has("timestamps")
        let window = Window(frame: Rect(origin: .zero, size: logical), application: app)
        window.makeKeyAndVisible()
        let scene = try SceneCatalog.make(options["scene"]!, in: window)
        app.trace.isEnabled = true
        // Launched as the panel launches: active before the first record, so the trace is the live one's.
        app.transition(to: .active)
        let replay = try EvemuReplay(device: recording, mapping: mapping)
        let sink = ClockedSink(application: app, clock: clock)
        replay.play(recording.events, to: sink)
        sink.advance(to: clock.now + 1)          // let pending gesture timeouts (double-tap windows) run out
        // …and the animations, at 60 frames a second as a panel would draw them (a button's release fade
        // starts at the first frame after the lift, so the advance above only started it): the picture
        // written is the settled screen a screendump sees.
        var frames = 0
        while app.animator.isRunning && frames < 600 { sink.advance(to: clock.now + 1.0 / 60); frames += 1 }
        if let out = options["out"] {
            let buffer = PixelBuffer(width: transform.panelWidth, height: transform.panelHeight, format: .xrgb8888)
            Compositor(window: window, transform: transform).render(into: buffer, age: 0)
            try PNG.write(buffer, to: out)
        }
        withExtendedLifetime(scene) {}
    }
}
