#if canImport(Glibc)
import Glibc
#endif
import FaceplateArguments
import FaceplateWidgets

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

/// One launch: what `ApplicationMain` opens, in order, and the messages that say what it chose.
@MainActor private struct Launch<Delegate: ApplicationDelegate> {
    let delegate: Delegate
    let options: LaunchOptions

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// What can go wrong while the loop runs, kept for the exit code.
    final class Outcome {
        var frameFailure: HeadlessFrameWriter.Failure?
    }

    private func say(_ s: String) { ApplicationMain.say(s) }

    func run() throws -> Int32 {
        Theme.current = try Theme(style: options.theme)

        // Board: named (by --board or the app), else matched against the machine's connectors and inputs.
        let inputs = InputProbe.devices()
        let connectors = BoardLibrary.connectorNames()
        let (board, boardLine) = try delegate.boardLibrary.choose(named: options.board, connectors: connectors,
                                                                   inputDevices: inputs.map(\.name)) { [options] problem in
            Diagnostics.writeStandardError("\(options.name): \(problem)")
        }
        say(boardLine)

        // The seat first: the display's card and the input devices are opened through it when a seat
        // manager runs (no root, no groups needed). A headless run without device input takes no seat.
        // The desktop preview's input is its window, and the desktop's devices are the desktop's.
        let needsSeat = !(options.backend == .headless && (options.replay != nil || options.input == .none)) && options.backend != .window
        let seatManagerRuns = access("/run/seatd.sock", F_OK) == 0 || access("/run/systemd/seats", F_OK) == 0
        let seat = needsSeat && seatManagerRuns ? SeatSession.openIfAvailable() : nil
        if let seat { say("seat: \(seat.name) (devices are opened through the seat manager)") }

        let order = DisplayFallback.order(requested: options.backend, board: board)
        let choice = try DisplayFallback.choose(order, explicit: options.backend != nil) { backend in
            try DisplayFallback.openSystem(backend, board: board, seat: seat, connectors: connectors, zoom: options.zoom,
                                           title: options.name, log: say)
        }
        let display = choice.display
        say(describe(display, skipped: choice.skipped))
        let transform = display.transform
        let logical = transform.logicalSize

        // The application and its window, then the app's own launch. The loop comes first: the launch
        // may watch its own descriptors on it, and jobs it queues for the main actor wait there.
        let loop = try EventLoop()
        let app = Application(capacities: options.capacities)
        Application.setShared(app)
        app.descriptorLoop = loop
        app.delegate = delegate
        app.trace.isEnabled = options.trace
        app.trace.includesTimestamps = options.timestamps
        app.trace.sink = { ApplicationMain.say($0) }
        let window = Window(frame: Rect(origin: .zero, size: logical), application: app)
        window.backgroundColor = Theme.current.background
        window.makeKeyAndVisible()
        delegate.window = window
        let watchedBeforeLaunch = loop.watchedCount
        try delegate.application(app, didFinishLaunchingWithOptions: options)
        let appHasLiveSources = loop.watchedCount > watchedBeforeLaunch || app.timers.nextDeadline != nil
        if window.rootViewController == nil {
            // UIKit's rule: windows are expected to have a root view controller at the end of launch.
            Diagnostics.writeStandardError("\(options.name): the window has no root view controller at the end of launch; "
                                           + "set window?.rootViewController in application(_:didFinishLaunchingWithOptions:)")
        }

        let compositor = Compositor(window: window, transform: transform, bufferCount: 3)
        let runner = try PanelRunner(application: app, compositor: compositor, display: display, loop: loop)
        runner.printsLatency = options.latency || options.trace
        if options.trace {
            // Time the trace's own writes inside each input batch (the `trace_writes=` of the latency
            // stages line): one write() per line lies between a touch and its action.
            let stages = runner.stages
            app.trace.sink = { line in
                let start = LatencyLog.now()
                ApplicationMain.say(line)
                stages.noteOutput(since: start)
            }
        }
        runner.frameLimit = options.frameLimit
        let outcome = Outcome()

        // Input: a replayed recording, libinput, or nothing.
        var replay: ReplayInputSource?
        var libinput: LibinputSource?
        var preview: WindowPreview?
        let calibration = board?.touchMapping.calibration ?? .identity
        if let windowDisplay = display as? WindowDisplay {
            // The desktop preview: the window's mouse, keys and touches, its rotate and screenshot keys.
            let source = try WindowInputSource(display: windowDisplay)
            try runner.add(source)
            preview = WindowPreview(display: windowDisplay, source: source, compositor: compositor, window: window, runner: runner,
                                    name: options.name, directory: options.outputDirectory, sessionPath: options.session)
            say("input: the window: mouse = one finger, Ctrl-drag = two fingers mirrored around the centre (pinch, rotate), "
                + "Ctrl+Shift-drag = two-finger pan, keys, the desktop's touchscreen; Ctrl+R rotates, Ctrl+S writes a screenshot to "
                + HeadlessFrameWriter.displayName(options.outputDirectory))
        }
        if let path = options.replay {
            let source = try ReplayInputSource(recording: try EvemuRecording(contentsOf: path),
                                               mapping: TouchMapping(display: transform, calibration: calibration))
            source.onFinished = { [unowned runner] in MainActor.assumeIsolated { runner.stopWhenDrawn() } }
            try runner.add(source)
            replay = source
            say("input: replaying \(path): \(source.eventCount) events of \"\(source.deviceName)\" over "
                + seconds(source.duration) + ", then " + seconds(source.settleSeconds) + " for pending gestures")
        } else if preview != nil {
            // no libinput: the window is the input
        } else if options.input == .none {
            say("input: disabled (--input none)")
        } else {
            libinput = openInput(runner: runner, transform: transform, calibration: calibration, board: board,
                                 seat: seat, probed: inputs)
        }
        if let seat { try runner.attach(seat: seat) }
        if let board { attachPower(board: board, runner: runner, app: app, display: display) }

        // Headless: every frame is a PNG; with no way to interact, one frame is the whole run.
        if let headless = display as? HeadlessDisplay {
            let writer = try HeadlessFrameWriter(directory: options.outputDirectory)
            headless.onPresent = { [unowned runner] buffer, number, _ in
                MainActor.assumeIsolated {
                    do throws(HeadlessFrameWriter.Failure) {
                        ApplicationMain.say("headless: wrote " + (try writer.write(buffer, number: number)))
                    } catch {
                        outcome.frameFailure = error
                        runner.stop()
                    }
                }
            }
            if replay == nil && (libinput?.devices.isEmpty ?? true) && runner.frameLimit == nil {
                // Without input only the app's own timers, tasks and descriptors can change the screen:
                // an app that launched some runs until a signal, any other draws one frame (--frames
                // sets the count either way).
                if appHasLiveSources {
                    say("headless and no input: running until a signal (the app watches descriptors or timers of its own)")
                } else {
                    runner.frameLimit = 1
                    say("headless and no input: rendering one frame")
                }
            }
        }

        // Issue 15: the dispatch path runs once now (hit tests on this window, a tap in a private
        // application), so the user's first tap is not its first run; nothing here can see it. With
        // libinput, the private tap goes the way libinput's touches do (router, sink, stage stamps).
        if libinput != nil { InputPathWarmUp.run(window: window) } else { DispatchWarmUp.run(window: window) }
        let controller = window.rootViewController.map { String(describing: type(of: $0)) } ?? "no root view controller"
        say("running \(options.name): \(controller) on \(Int(logical.width))x\(Int(logical.height)) (rotation \(transform.rotation.rawValue))"
            + (runner.frameLimit.map { ", \($0) frame(s)" } ?? (replay != nil ? ", until the replay ends" : ""))
            + "; SIGINT, SIGTERM or SIGHUP to stop" + (preview != nil ? ", or close the window" : ""))
        replay?.start()
        preview?.playPreviousSession()
        var code = runner.run()
        delegate.applicationWillTerminate(app)

        if let s = runner.stopSignal { say("signal \(PanelRunner.signalName(s)): display closed") }
        if let preview {
            if preview.closedByUser { say("window: closed") }
            preview.finish()
        }
        if let drm = display as? DRMDisplay {
            if let e = drm.restoreError {
                Diagnostics.writeStandardError("\(options.name): display: restoring the console failed: \(e)")
                code = 1
            } else if let reason = drm.restoreSkipped {
                say("display: nothing to restore: \(reason)")
            } else {
                say("display: the console's CRTC is restored")
            }
        }
        if runner.latency.totalCount > 0 {
            let a = runner.latency.medianInputToAction, f = runner.latency.medianActionToFlip
            say("latency medians over \(min(runner.latency.totalCount, runner.latency.capacity)) actions: input->action "
                + (a.map { milliseconds($0) } ?? "n/a") + ", action->flip " + (f.map { milliseconds($0) } ?? "n/a"))
        }
        if let failure = outcome.frameFailure {
            Diagnostics.writeStandardError("\(options.name): headless: \(failure)")
            code = 1
        }
        withExtendedLifetime((replay, libinput, seat, window, preview)) {}
        return code
    }

    /// The board's backlight behind `Screen.brightness`, and its idle dim and blank. A backlight that
    /// cannot be opened is said and skipped (the panel still runs); so is the idle blank on a backend
    /// without input (a replay ends by itself).
    private func attachPower(board: BoardProfile, runner: PanelRunner, app: Application, display: any DisplayBackend) {
        var backlight: Backlight?
        if let directory = board.backlight {
            do {
                let b = try Backlight(directory: directory)
                app.screen.brightness = try b.brightness()
                app.screen.onBrightnessChange = { level in
                    do { try b.setBrightness(level) } catch { Diagnostics.writeStandardError("\(self.options.name): backlight: \(error)") }
                }
                backlight = b
                say("backlight: \(Echo.escaped(directory, limit: Echo.pathLimit)) (max \(b.maximum), now \(Int((app.screen.brightness * 100).rounded())) %)")
            } catch {
                Diagnostics.writeStandardError("\(options.name): backlight: \(error); brightness and dimming stay off")
            }
        }
        guard board.idleBlankSeconds > 0 else { return }
        runner.idle = IdleController(application: app, display: display, backlight: backlight, dimAfter: Double(board.idleDimSeconds),
                                     blankAfter: Double(board.idleBlankSeconds), dimLevel: board.dimLevel)
        say("idle: " + (board.idleDimSeconds > 0 ? "dim to \(Int((board.dimLevel * 100).rounded())) % after \(board.idleDimSeconds) s, " : "")
            + "blank after \(board.idleBlankSeconds) s without input; the touch that wakes it acts on nothing")
    }

    /// libinput on the seat (or one node), with the board's calibration on its touch devices. Input that
    /// cannot be opened is not fatal — a kiosk waits for its touchscreen — but is said on standard error.
    private func openInput(runner: PanelRunner, transform: DisplayTransform, calibration: CalibrationMatrix,
                           board: BoardProfile?, seat: SeatSession?, probed: [InputDeviceInfo]) -> LibinputSource? {
        let backend: LibinputSource.Backend
        if case .device(let node) = options.input { backend = .path([node]) } else { backend = .defaultSeat }
        do {
            // A board's mapping keeps its own panel size; the display's rotation is what touch follows.
            let source = try LibinputSource(backend: backend, mapping: TouchMapping(display: transform, calibration: calibration),
                                            calibratedDevices: board?.touch?.devices ?? [],
                                            seat: options.input == .udev ? seat : nil, requireDevices: false)
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
            let name = options.name
            source.onLog = { Diagnostics.writeStandardError("\(name): input: \($0)") }
            source.onWarning = { Diagnostics.writeStandardError("\(name): input: warning: \($0)") }
            try runner.add(source)
            return source
        } catch {
            Diagnostics.writeStandardError("\(options.name): input: \(error); running without touch")
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

    /// The `display: …` line: what was opened, and why the backends before it were passed over.
    private func describe(_ display: any DisplayBackend, skipped: [String]) -> String {
        let rotation = display.transform.rotation.rawValue
        let what: String
        switch display {
        case let d as DRMDisplay:
            what = "DRM \(d.device.path) (\(d.device.driverName), opened \(d.device.access), \(d.commitPath.rawValue) commits) "
                + "connector \(d.output.connector.name) mode \(d.output.mode) \(d.pixelFormat.rawValue), \(d.buffers.count) buffers, rotation \(rotation)"
        case let d as WindowDisplay:
            what = "window \(d.transform.panelWidth)x\(d.transform.panelHeight) \(d.pixelFormat.rawValue), rotation \(rotation), "
                + "zoom \(d.zoom) (\(d.driverDescription), loaded at run time)"
        case let d as FramebufferDisplay:
            what = "fbdev \(d.path) \(d.transform.panelWidth)x\(d.transform.panelHeight) \(d.pixelFormat.rawValue), rotation \(rotation)"
        default:
            let dir = options.outputDirectory
            what = "headless \(display.transform.panelWidth)x\(display.transform.panelHeight) \(display.pixelFormat.rawValue), "
                + "rotation \(rotation), frames in \(dir.hasPrefix("/") ? dir : "./" + dir)"
        }
        return "display: " + what + (skipped.isEmpty ? "" : "; " + skipped.joined(separator: "; "))
    }

    private func milliseconds(_ seconds: Double) -> String {
        let us = Int((seconds * 1_000_000).rounded())
        let frac = us % 1000
        return "\(us / 1000)." + (frac < 10 ? "00" : frac < 100 ? "0" : "") + "\(frac) ms"
    }

    private func seconds(_ s: Double) -> String {
        let ms = Int((s * 1000).rounded())
        let frac = ms % 1000
        return "\(ms / 1000)." + (frac < 10 ? "00" : frac < 100 ? "0" : "") + "\(frac) s"
    }
}
