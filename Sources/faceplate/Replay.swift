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

/// `faceplate trace --replay`: a headless replay of an evemu recording or a flight recording, printing
/// the event trace. An evemu recording's axis ranges map onto the panel exactly as libinput maps them, so
/// the trace equals the one a real kernel gives for the same recording. A flight recording's records are
/// the panel's own (in the window of its `size` line), replayed with their input batches, so the trace
/// equals the one the panel printed.
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
        let path = options["replay"]!
        let flight = FlightRecording.isFlightRecording(file: path) ? try FlightRecording(contentsOf: path) : nil
        let recording = flight == nil ? try EvemuRecording(contentsOf: path) : nil
        if let size = flight?.size, options["board"] == nil {
            transform = DisplayTransform(panelWidth: Int(size.width), panelHeight: Int(size.height))
        }
        let logical = transform.logicalSize
        let first = flight?.records.first?.time ?? recording?.events.first.map { Double($0.timeMicroseconds) / 1e6 } ?? 0
        let clock = ManualClock(start: first)
        let app = Application(capacities: capacities, clock: clock)
        app.trace.includesTimestamps = options.has("timestamps")
        let window = Window(frame: Rect(origin: .zero, size: logical), application: app)
        window.makeKeyAndVisible()
        let scene = try SceneCatalog.make(options["scene"]!, in: window)
        app.trace.isEnabled = true
        // Launched as the panel launches: active before the first record, so the trace is the live one's.
        app.transition(to: .active)
        let sink = ClockedSink(application: app, clock: clock)
        if let recording {
            try EvemuReplay(device: recording, mapping: mapping).play(recording.events, to: sink)
        } else if let flight {
            play(flight, to: sink)
        }
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

    /// Feeds a flight recording's records, each batch as one input batch at its first record's time.
    private func play(_ flight: FlightRecording, to sink: ClockedSink) {
        var batch: [InputRecord]?
        for entry in flight.entries {
            switch entry {
            case .record(let r):
                if batch != nil { batch!.append(r) } else { sink.handle(r) }
            case .batchBegin:
                batch = []
            case .batchEnd:
                deliver(batch ?? [], to: sink)
                batch = nil
            case .trace:
                break
            }
        }
        deliver(batch ?? [], to: sink)
    }

    private func deliver(_ batch: [InputRecord], to sink: ClockedSink) {
        guard let first = batch.first else { return }
        sink.advance(to: first.time)
        let app = sink.application
        app.handleInputBatch { for r in batch { app.handle(r) } }
    }
}
