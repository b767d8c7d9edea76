#if canImport(Glibc)
import Glibc
#endif
import FaceplateArguments
import FaceplateWidgets
import FaceplateDrivers
import FaceplateAccessibility
import FaceplateSpeech

/// Runs an ``ApplicationDelegate`` app on this machine's panel (UIKit's `UIApplicationMain`): board,
/// seat, display, input, application, window, event loop, and a clean exit.
///
/// Status lines go to standard output as they happen (`board: …`, `seat: …`, `display: …`, `input: …`,
/// `running …`, the trace, `signal …`), unbuffered, so a journal or a test reading the pipe sees them
/// at once; failures go to standard error as `NAME: …` with a non-zero exit code.
@MainActor public enum ApplicationMain {
    /// Makes the delegate, parses `arguments` (without the program name) and runs the app; returns the
    /// process exit code (see ``ApplicationDelegate``). Blocks the termination signals first, so call
    /// it before starting any thread.
    public static func main<Delegate: ApplicationDelegate>(_ type: Delegate.Type,
                                                           arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Int32 {
        // Before anything can start a thread: the signals stay blocked in every thread and arrive through
        // the event loop's signalfd, so the app always gets to give the console back.
        EventLoop.blockTerminationSignals()
        let delegate = Delegate()
        let name = delegate.name
        let parsed: LaunchOptions.Parsed
        do {
            parsed = try LaunchOptions.parse(arguments, name: name, summary: delegate.summary, board: delegate.board.name,
                                             theme: delegate.theme, extra: delegate.additionalOptions)
        } catch {
            Diagnostics.writeStandardError("\(name): \(error)\nRun '\(name) --help' for usage.")
            return 2
        }
        switch parsed {
        case .help(let text):
            say(text, newline: false)
            return 0
        case .launch(let options):
            return run(delegate, options: options)
        }
    }

    /// Runs `delegate` with options parsed already (a tool with subcommands, such as `faceplate run`).
    /// Termination signals must be blocked before any thread starts (``EventLoop/blockTerminationSignals()``).
    public static func run(_ delegate: some ApplicationDelegate, options: LaunchOptions) -> Int32 {
        do {
            return try Launch(delegate: delegate, options: options).run()
        } catch {
            Diagnostics.writeStandardError("\(options.name): \(error)")
            return 1
        }
    }

    /// The running executable's file name (`thermostat` for `/usr/bin/thermostat`).
    public nonisolated static func executableName() -> String {
        let path = BoardLibrary.executablePath() ?? CommandLine.arguments.first ?? "app"
        return path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Writes a status line to standard output at once (no stdio buffering: a test reading the output
    /// as it comes, or a log collector, sees lines when they happen).
    public nonisolated static func say(_ s: String, newline: Bool = true) {
        var text = newline ? s + "\n" : s
        text.withUTF8 { buf in _ = write(1, buf.baseAddress, buf.count) }
    }
}

/// One launch: what `ApplicationMain` opens, in order, and the messages that say what it chose. Each
/// step is one method; ``run()`` reads as the list of them.
@MainActor private struct Launch<Delegate: ApplicationDelegate> {
    let delegate: Delegate
    let options: LaunchOptions

    /// The machine as found at start: the board profile, its input devices and connectors.
    private struct Machine {
        var board: BoardProfile?
        var inputs: [InputDeviceInfo]
        var connectors: [String]
    }

    /// The input sources the launch opened (the display's own, if any, are the display's).
    private struct Input {
        var replay: ReplayInputSource?
        var libinput: LibinputSource?
        /// Whether input can reach the app once it runs: a replay, or an input device there now.
        var canArrive: Bool { replay != nil || !(libinput?.devices.isEmpty ?? true) }
    }

    func run() throws -> Int32 {
        let theme = try Theme(style: options.theme)
        let machine = try chooseBoard()
        let seat = openSeat()
        let display = try openDisplay(machine, seat: seat)
        // The loop comes before the launch: the app may watch its own descriptors on it, and jobs it
        // queues for the main actor wait there.
        let loop = try EventLoop()
        let (window, hasLiveSources) = try launchApplication(theme: theme, board: machine.board, display: display, loop: loop)
        attachScreenReader(to: window.application, board: machine.board)
        let runner = try makeRunner(window: window, display: display, loop: loop)
        let recorderSignal = attachFlightRecorder(board: machine.board, application: window.application, display: display, loop: loop)
        attachJournal(board: machine.board, application: window.application, runner: runner)
        let input = try openInput(machine, display: display, runner: runner, seat: seat)
        if let seat { try runner.attach(seat: seat) }
        if let board = machine.board { attachPower(board: board, runner: runner, display: display) }
        let host = LaunchHost(options: options, window: window, runner: runner, hasInput: input.canArrive,
                              hasLiveSources: hasLiveSources)
        try display.attach(to: host)
        warmUp(window, libinput: input.libinput != nil)
        sayRunning(window: window, display: display, runner: runner, replaying: input.replay != nil)
        input.replay?.start()
        display.willRun()
        // Launch is done: UIKit's app becomes active before its first frame (or goes to the background
        // when its screen is not its own).
        window.application.transition(to: runner.isSuspended ? .background : .active)
        var code = runner.run()
        delegate.applicationWillTerminate(window.application)
        if !reportShutdown(display: display, runner: runner, host: host) { code = 1 }
        withExtendedLifetime((input, seat, window, host, recorderSignal)) {}
        return code
    }

    private func say(_ s: String) { ApplicationMain.say(s) }
    private func warn(_ s: String) { Diagnostics.writeStandardError("\(options.name): \(s)") }

    // MARK: Steps

    /// The board: named (by --board or the app), else matched against the machine's connectors and inputs.
    private func chooseBoard() throws -> Machine {
        let inputs = InputProbe.devices()
        let connectors = BoardLibrary.connectorNames()
        let (board, boardLine) = try delegate.boardLibrary.choose(named: options.board, connectors: connectors,
                                                                   inputDevices: inputs.map(\.name)) { [options] problem in
            Diagnostics.writeStandardError("\(options.name): \(problem)")
        }
        say(boardLine)
        return Machine(board: board, inputs: inputs, connectors: connectors)
    }

    /// The seat first: the display's card and the input devices are opened through it when a seat
    /// manager runs (no root, no groups needed). A headless run without device input takes no seat.
    /// The desktop preview's input is its window, and the desktop's devices are the desktop's.
    private func openSeat() -> SeatSession? {
        let needsSeat = !(options.backend == .headless && (options.replay != nil || options.input == .none)) && options.backend != .window
        let seatManagerRuns = access("/run/seatd.sock", F_OK) == 0 || access("/run/systemd/seats", F_OK) == 0
        guard needsSeat && seatManagerRuns, let seat = SeatSession.openIfAvailable() else { return nil }
        say("seat: \(seat.name) (devices are opened through the seat manager)")
        return seat
    }

    /// The display: the backend asked for, else the first of the board's list that is here; the
    /// `display:` line says what it is and why the ones before it were passed over.
    private func openDisplay(_ machine: Machine, seat: SeatSession?) throws -> any DisplayBackend {
        let order = DisplayFallback.order(requested: options.backend, board: machine.board)
        let choice = try DisplayFallback.choose(order, explicit: options.backend != nil) { backend in
            try DisplayFallback.openSystem(backend, board: machine.board, seat: seat, connectors: machine.connectors,
                                           zoom: options.zoom, title: options.name, frameDirectory: options.outputDirectory,
                                           log: say)
        }
        say("display: " + choice.display.summary + (choice.skipped.isEmpty ? "" : "; " + choice.skipped.joined(separator: "; ")))
        return choice.display
    }

    /// The application with its theme and its window, then the app's own launch; and whether the launch
    /// watched descriptors or scheduled timers of its own.
    private func launchApplication(theme: Theme, board: BoardProfile?, display: any DisplayBackend, loop: EventLoop) throws -> (Window, Bool) {
        let app = Application(capacities: options.capacities)
        app.theme = theme
        if let board, board.textSize != .large || board.highContrast {
            // Before any view exists, so the app's first layout is already at the board's text size.
            app.traitCollection = TraitCollection(preferredContentSizeCategory: board.textSize,
                                                  accessibilityContrast: board.highContrast ? .high : .normal)
            say("accessibility: text size \(board.textSize)" + (board.highContrast ? ", high contrast" : ""))
        }
        Application.setShared(app)
        app.screen.adopt(display.transform)
        app.descriptorLoop = loop
        app.delegate = delegate
        app.lifecycleObserver = { [weak delegate, unowned app] event in delegate?.applicationLifecycle(event, of: app) }
        app.trace.isEnabled = options.trace
        app.trace.includesTimestamps = options.timestamps
        app.trace.sink = { ApplicationMain.say($0) }
        let window = Window(frame: Rect(origin: .zero, size: display.transform.logicalSize), application: app)
        window.backgroundColor = theme.background
        window.makeKeyAndVisible()
        delegate.window = window
        let watchedBeforeLaunch = loop.watchedCount
        try delegate.application(app, didFinishLaunchingWithOptions: options)
        let hasLiveSources = loop.watchedCount > watchedBeforeLaunch || app.timers.nextDeadline != nil
        if window.rootViewController == nil {
            // UIKit's rule: windows are expected to have a root view controller at the end of launch.
            warn("the window has no root view controller at the end of launch; "
                 + "set window?.rootViewController in application(_:didFinishLaunchingWithOptions:)")
        }
        return (window, hasLiveSources)
    }

    /// The screen reader, attached whether on or off so a three-finger triple tap can start it; on from
    /// start-up with `--screen-reader` or the board's `screenReader`. It speaks through espeak-ng on the
    /// board's `speechDevice`; a missing device or voice is a log line, never a stop.
    private func attachScreenReader(to app: Application, board: BoardProfile?) {
        let speech = EspeakSpeech(device: board?.speechDevice ?? "default",
                                  log: { line in Diagnostics.writeStandardError(line) })
        let reader = ScreenReader(application: app, speech: speech)
        if options.screenReader || board?.screenReader == true { reader.start() }
    }

    /// The board's flight recorder: a ring of `flightRecorder.bytes` on the application, saved to
    /// `flightRecorder.directory` on a fatal signal, on SIGUSR1 and on the app's request. Returns the
    /// SIGUSR1 signalfd to keep open; a directory that cannot be made is said, and the recorder stays off.
    private func attachFlightRecorder(board: BoardProfile?, application: Application, display: any DisplayBackend,
                                      loop: EventLoop) -> FlightRecorderSignals.SignalDescriptor? {
        guard let board, board.flightRecorder.bytes > 0,
              let recorder = FlightRecorder(capacity: board.flightRecorder.bytes) else { return nil }
        let settings = board.flightRecorder
        let directory = settings.directory ?? BoardProfile.FlightRecorder.defaultDirectory(app: options.name)
        let size = display.transform.logicalSize
        do {
            let store = try FlightRecordingStore(directory: directory, app: options.name,
                                                 fields: [("version", delegate.version), ("board", board.name + " (" + board.file + ")"),
                                                          ("size", "\(Int(size.width))x\(Int(size.height))")],
                                                 fileLimit: settings.files)
            recorder.store = store
            application.flightRecorder = recorder
            FlightRecorderSignals.installFatalHandler(recorder: recorder, store: store)
            let name = options.name
            let fd = try FlightRecorderSignals.watchUser1(on: loop) { [unowned application] in
                do {
                    let path = try application.saveFlightRecording(reason: "SIGUSR1")
                    ApplicationMain.say("flight recorder: saved \(Echo.escaped(path, limit: Echo.pathLimit)) (SIGUSR1)")
                } catch {
                    Diagnostics.writeStandardError("\(name): flight recorder: \(error)")
                }
            }
            say("flight recorder: the last \(settings.bytes) bytes of input" + (options.trace ? " and trace" : "")
                + ", saved to \(Echo.escaped(directory, limit: Echo.pathLimit)) (the newest \(settings.files) kept) "
                + "on a fatal signal, SIGUSR1 or the app's request")
            return fd
        } catch {
            warn("flight recorder: \(error); it stays off")
            application.flightRecorder = nil
            return nil
        }
    }

    /// `--journal`: the trace goes to the systemd journal, each line an entry with the app's, version's
    /// and board's fields, instead of standard output. Without a journal it stays on standard output.
    private func attachJournal(board: BoardProfile?, application: Application, runner: PanelRunner) {
        guard options.journal else { return }
        do {
            let journal = try JournalTrace(app: options.name, version: delegate.version,
                                           board: board.map { $0.name + " (" + $0.file + ")" } ?? "none")
            let stages = runner.stages
            application.trace.sink = { line in
                let start = LatencyLog.now()
                journal.send(line)
                stages.noteOutput(since: start)
            }
            say("trace: to the systemd journal; read it live with journalctl -f FACEPLATE_APP=\(options.name)")
        } catch {
            warn("trace: no systemd journal (\(error)); the trace goes to standard output")
        }
    }

    /// The compositor and the loop that runs everything.
    private func makeRunner(window: Window, display: any DisplayBackend, loop: EventLoop) throws -> PanelRunner {
        let compositor = Compositor(window: window, transform: display.transform, bufferCount: 3)
        let runner = try PanelRunner(application: window.application, compositor: compositor, display: display, loop: loop)
        runner.printsLatency = options.latency || options.trace
        runner.frameLimit = options.frameLimit
        if options.trace {
            // Time the trace's own writes inside each input batch (the `trace_writes=` of the latency
            // stages line): one write() per line lies between a touch and its action.
            let stages = runner.stages
            window.application.trace.sink = { line in
                let start = LatencyLog.now()
                ApplicationMain.say(line)
                stages.noteOutput(since: start)
            }
        }
        return runner
    }

    /// Input: a replayed recording, the display's own (the preview window), libinput, or nothing.
    private func openInput(_ machine: Machine, display: any DisplayBackend, runner: PanelRunner, seat: SeatSession?) throws -> Input {
        let calibration = machine.board?.touchMapping.calibration ?? .identity
        let mapping = TouchMapping(display: display.transform, calibration: calibration)
        if let path = options.replay {
            let source = FlightRecording.isFlightRecording(file: path)
                ? try ReplayInputSource(flightRecording: try FlightRecording(contentsOf: path))
                : try ReplayInputSource(recording: try EvemuRecording(contentsOf: path), mapping: mapping)
            source.onFinished = { [unowned runner] in MainActor.assumeIsolated { runner.stopWhenDrawn() } }
            try runner.add(source)
            say("input: replaying \(path): \(source.eventCount) events of \"\(source.deviceName)\" over "
                + seconds(source.duration) + ", then " + seconds(source.settleSeconds) + " for pending gestures")
            return Input(replay: source)
        }
        if display.providesInput { return Input() }
        if options.input == .none {
            say("input: disabled (--input none)")
            return Input()
        }
        return Input(libinput: openLibinput(mapping: mapping, board: machine.board, seat: seat, runner: runner, probed: machine.inputs))
    }

    /// libinput on the seat (or one node), with the board's calibration on its touch devices. Input that
    /// cannot be opened is not fatal — a kiosk waits for its touchscreen — but is said on standard error.
    private func openLibinput(mapping: TouchMapping, board: BoardProfile?, seat: SeatSession?, runner: PanelRunner,
                              probed: [InputDeviceInfo]) -> LibinputSource? {
        let backend: LibinputSource.Backend
        if case .device(let node) = options.input { backend = .path([node]) } else { backend = .defaultSeat }
        do {
            // A board's mapping keeps its own panel size; the display's rotation is what touch follows.
            let name = options.name
            // libinput logs while it takes the devices in: its lines carry the app's prefix from the first.
            let source = try LibinputSource(backend: backend, mapping: mapping, calibratedDevices: board?.touch?.devices ?? [],
                                            seat: options.input == .udev ? seat : nil, requireDevices: false,
                                            log: { Diagnostics.writeStandardError("\(name): input: \($0)") })
            if source.devices.isEmpty {
                say("input: no input devices on seat0 yet (" + noInputReason(probed) + "); running without touch until one is plugged in")
            }
            for d in source.devices { say("input: \(d.summary)") }
            // Hotplug gets the same line as start-up, so the log says which touchscreen came and went.
            source.onDeviceChange = { change in
                switch change {
                case .added(let d): ApplicationMain.say("input: plugged in: \(d.summary)")
                case .removed(let d): ApplicationMain.say("input: removed: \(d.summary)")
                }
            }
            source.onWarning = { Diagnostics.writeStandardError("\(name): input: warning: \($0)") }
            let trace = runner.application.trace
            source.onEventsDropped = { device, count in
                MainActor.assumeIsolated {
                    trace.emit("input dropped: the kernel dropped events of \"\(Echo.escaped(device.name))\" (\(Echo.escaped(device.sysname))), \(count) time(s) so far")
                }
            }
            try runner.add(source)
            return source
        } catch {
            warn("input: \(error); running without touch")
            return nil
        }
    }

    private func noInputReason(_ probed: [InputDeviceInfo]) -> String {
        if access("/dev/input", F_OK) != 0 { return "there is no /dev/input" }
        if access("/run/udev/control", F_OK) != 0 {
            return "udevd is not running, and libinput only takes devices udev has tagged; try --input /dev/input/eventN"
        }
        if probed.isEmpty { return "/sys/class/input lists no event devices" }
        return "libinput took none of " + probed.map { "\($0.node) \"\($0.name)\"" }.joined(separator: ", ")
    }

    /// The board's backlight behind `Screen.brightness`, and its idle dim and blank. A backlight that
    /// cannot be opened is said and skipped (the panel still runs).
    private func attachPower(board: BoardProfile, runner: PanelRunner, display: any DisplayBackend) {
        let application = runner.application
        var backlight: Backlight?
        if let directory = board.backlight {
            do {
                let b = try Backlight(directory: directory)
                application.screen.brightness = try b.brightness()
                let name = options.name
                application.screen.onBrightnessChange = { level in
                    do { try b.setBrightness(level) } catch { Diagnostics.writeStandardError("\(name): backlight: \(error)") }
                }
                backlight = b
                say("backlight: \(Echo.escaped(directory, limit: Echo.pathLimit)) (max \(b.maximum), "
                    + "now \(Int((application.screen.brightness * 100).rounded())) %)")
            } catch {
                warn("backlight: \(error); brightness and dimming stay off")
            }
        }
        guard board.idleBlankSeconds > 0 else { return }
        runner.idle = IdleController(application: application, display: display, backlight: backlight,
                                     dimAfter: Double(board.idleDimSeconds), blankAfter: Double(board.idleBlankSeconds),
                                     dimLevel: board.dimLevel)
        say("idle: " + (board.idleDimSeconds > 0 ? "dim to \(Int((board.dimLevel * 100).rounded())) % after \(board.idleDimSeconds) s, " : "")
            + "blank after \(board.idleBlankSeconds) s without input; the touch that wakes it acts on nothing")
    }

    /// Runs the dispatch path once now (hit tests on this window, a tap in a private application), so
    /// the user's first tap is not its first run; nothing here can see it. With libinput, the private
    /// tap goes the way libinput's touches do (router, sink, stage stamps).
    private func warmUp(_ window: Window, libinput: Bool) {
        if libinput { InputPathWarmUp.run(window: window) } else { DispatchWarmUp.run(window: window) }
    }

    private func sayRunning(window: Window, display: any DisplayBackend, runner: PanelRunner, replaying: Bool) {
        let logical = display.transform.logicalSize
        let controller = window.rootViewController.map { String(describing: type(of: $0)) } ?? "no root view controller"
        say("running \(options.name): \(controller) on \(Int(logical.width))x\(Int(logical.height)) "
            + "(rotation \(display.transform.rotation.rawValue))"
            + (runner.frameLimit.map { ", \($0) frame(s)" } ?? (replaying ? ", until the replay ends" : ""))
            + "; SIGINT, SIGTERM or SIGHUP to stop" + (display.stopHint.map { ", " + $0 } ?? ""))
    }

    /// What ended the run, how the display was given back, the latency medians. False: something failed.
    private func reportShutdown(display: any DisplayBackend, runner: PanelRunner, host: LaunchHost) -> Bool {
        if let s = runner.stopSignal { say("signal \(PanelRunner.signalName(s)): display closed") }
        let displayOK = display.reportShutdown(to: host)
        if runner.latency.totalCount > 0 {
            let a = runner.latency.medianInputToAction, f = runner.latency.medianActionToFlip
            say("latency medians over \(min(runner.latency.totalCount, runner.latency.capacity)) actions: input->action "
                + (a.map { milliseconds($0) } ?? "n/a") + ", action->flip " + (f.map { milliseconds($0) } ?? "n/a"))
        }
        return displayOK
    }

    // MARK: Formatting

    private func milliseconds(_ seconds: Double) -> String { DecimalText.threeDecimals(seconds * 1000) + " ms" }
    private func seconds(_ s: Double) -> String { DecimalText.threeDecimals(s) + " s" }
}
