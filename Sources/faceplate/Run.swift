#if canImport(Glibc)
import Glibc
#endif
import Faceplate
import FaceplateArguments
import FaceplateLinux
import FaceplatePNG
import FaceplateScenes
import FaceplateWidgets

/// Writes a line to standard output at once (no stdio buffering: a test reading the output as it comes,
/// or a log collector, sees trace lines when they happen).
func say(_ s: String) {
    let line = s + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count - 1) }
}

/// `faceplate run`: a scene on the real panel.
///
/// Display: `--backend`, else the board's backend list, else DRM, then fbdev (only when there is no KMS
/// device at all), then headless PNG frames; it says which it chose and why the others were not used.
/// When a seat manager runs (seatd, logind), the DRM card and the input devices are opened through it
/// (libseat), which needs neither root nor the 'video'/'input' groups; otherwise they are opened directly.
/// Input: libinput on the udev seat (through libseat when a seat manager runs), with the board's
/// rotation and calibration; without input devices it runs on (and a headless run renders one frame
/// and exits, so `faceplate run` on a bare machine is a demo).
@MainActor struct Run {
    let options: ParsedOptions
    init(_ options: ParsedOptions) { self.options = options }

    struct Failure: Error, CustomStringConvertible { let description: String }

    func run() throws -> Int32 {
        let capacities = try options.capacities()
        let style = Theme.Style(rawValue: options["theme"] ?? "light") ?? .light
        Theme.current = try Theme(style: style)
        let sceneName = options["scene"]!

        // Board: named, or matched against the machine's connectors and input devices.
        var board: BoardProfile?
        let inputs = InputProbe.devices()
        if let b = options["board"] {
            board = try Boards.load(b)
            say("board: \(board!.name) (\(board!.file))")
        } else if let found = Boards.all() {
            let connectors = Boards.connectorNames()
            board = BoardProfile.match(connectors: connectors, inputDevices: inputs.map(\.name), in: found.profiles)
            if let board {
                say("board: \(board.name) (\(board.file)), matched connectors [\(connectors.joined(separator: ", "))]")
            } else {
                say("board: none of \(found.profiles.count) profiles in \(found.directory) matches connectors [\(connectors.joined(separator: ", "))] "
                    + "and inputs [\(inputs.map(\.name).joined(separator: ", "))]; using the display's own mode, unrotated")
            }
        } else {
            say("board: no profiles found (looked in \(Boards.directories.joined(separator: ", "))); using the display's own mode, unrotated")
        }

        // The seat first: the display's card is opened through it when there is one.
        let inputChoice = options["input"] ?? "udev"
        let seatManagerRuns = access("/run/seatd.sock", F_OK) == 0 || access("/run/systemd/seats", F_OK) == 0
        let seat = seatManagerRuns ? SeatSession.openIfAvailable() : nil
        if let seat { say("seat: \(seat.name) (devices are opened through the seat manager)") }
        let display = try openDisplay(board: board, seat: seat)
        let transform = display.transform
        let logical = transform.logicalSize

        let app = Application(capacities: capacities)
        Application.setShared(app)
        app.trace.isEnabled = options.has("trace")
        app.trace.includesTimestamps = options.has("timestamps")
        app.trace.sink = { say($0) }
        let window = Window(frame: Rect(origin: .zero, size: logical), application: app)
        window.makeKeyAndVisible()
        let scene = try SceneCatalog.make(sceneName, in: window)
        let compositor = Compositor(window: window, transform: transform, bufferCount: 3)

        let loop = try EventLoop()
        let runner = try PanelRunner(application: app, compositor: compositor, display: display, loop: loop)
        runner.printsLatency = options.has("latency") || options.has("trace")
        if let n = try options.int("frames") {
            guard n > 0 else { throw Failure(description: "--frames must be 1 or more (got \(n))") }
            runner.frameLimit = n
        }

        // Input.
        var source: LibinputSource?
        if inputChoice != "none" {
            let mapping = board?.touchMapping ?? TouchMapping(display: transform)
            let backend: LibinputSource.Backend = inputChoice == "udev" ? .defaultSeat : .path([inputChoice])
            do {
                // A board's mapping keeps its own panel size; the display's rotation is what touch follows.
                let m = TouchMapping(display: transform, calibration: mapping.calibration)
                source = try LibinputSource(backend: backend, mapping: m, calibratedDevices: board?.touch?.devices ?? [],
                                            seat: inputChoice == "udev" ? seat : nil, requireDevices: false)
                let devices = source!.devices
                if devices.isEmpty {
                    say("input: no input devices on seat0 yet (" + noInputReason(inputs) + "); running without touch until one is plugged in")
                } else {
                    for d in devices {
                        say("input: \(d.name) (\(d.sysname))" + (d.isTouch ? " touch" : "") + (d.isPointer ? " pointer" : "")
                            + (d.isKeyboard ? " keys" : "") + (d.calibration == .none ? "" : ", calibrated by \(d.calibration)"))
                    }
                }
                try runner.add(source!)
            } catch {
                say("input: \(error); running without touch")
                source = nil
            }
        } else {
            say("input: disabled (--input none)")
        }
        if let seat { try runner.attach(seat: seat) }

        // Headless: write frames; with no way to interact, one frame is the whole run.
        if let headless = display as? HeadlessDisplay {
            let dir = options["out-dir"] ?? "faceplate-frames"
            mkdir(dir, 0o755)
            var st = stat()
            guard stat(dir, &st) == 0, st.st_mode & S_IFMT == S_IFDIR else {
                throw Failure(description: "cannot create the frame directory \(dir): \(String(cString: strerror(errno)))")
            }
            headless.onPresent = { buffer, n, _ in
                let name = "\(dir)/frame-" + String(repeating: "0", count: max(0, 4 - String(n).count)) + "\(n).png"
                do { try PNG.write(buffer, to: name); say("headless: wrote \(name)") } catch { say("headless: \(error)") }
            }
            if source?.devices.isEmpty ?? true {
                // Nothing can change the scene without input: a second frame would never come.
                runner.frameLimit = 1
                say("headless and no input: rendering one frame")
            }
        }

        say("running scene \(sceneName) on \(Int(logical.width))x\(Int(logical.height)) (rotation \(transform.rotation.rawValue))"
            + (runner.frameLimit.map { ", \($0) frame(s)" } ?? "; SIGINT or SIGTERM to stop"))
        let code = runner.run()
        if let s = runner.stopSignal { say("signal \(s == SIGTERM ? "SIGTERM" : s == SIGINT ? "SIGINT" : "\(s)"): display closed") }
        if let drm = display as? DRMDisplay {
            if let e = drm.restoreError { say("display: restoring the console failed: \(e)"); return 1 }
            say("display: the console's CRTC is restored")
        }
        if runner.latency.totalCount > 0 {
            let a = runner.latency.medianInputToAction, f = runner.latency.medianActionToFlip
            say("latency medians over \(min(runner.latency.totalCount, runner.latency.capacity)) actions: input->action "
                + (a.map { ms($0) } ?? "n/a") + ", action->flip " + (f.map { ms($0) } ?? "n/a"))
        }
        withExtendedLifetime((scene, source, seat)) {}
        return code
    }

    private func ms(_ seconds: Double) -> String {
        let us = Int((seconds * 1_000_000).rounded())
        let frac = us % 1000
        return "\(us / 1000)." + (frac < 10 ? "00" : frac < 100 ? "0" : "") + "\(frac) ms"
    }

    private func noInputReason(_ probed: [InputDeviceInfo]) -> String {
        if access("/dev/input", F_OK) != 0 { return "there is no /dev/input" }
        if access("/run/udev/control", F_OK) != 0 { return "udevd is not running, and libinput only takes devices udev has tagged; try --input /dev/input/eventN" }
        if probed.isEmpty { return "/sys/class/input lists no event devices" }
        return "libinput took none of " + probed.map { "\($0.node) \"\($0.name)\"" }.joined(separator: ", ")
    }

    /// The display: the backend asked for, or the first that works, saying why the others were not used.
    private func openDisplay(board: BoardProfile?, seat: SeatSession?) throws -> any DisplayBackend {
        let rotation = board?.display.rotation ?? .degrees0
        let format = board?.display.pixelFormat ?? .xrgb8888
        let order: [BoardProfile.Backend]
        if let b = options["backend"] { order = [BoardProfile.Backend(rawValue: b)!] }
        else { order = board?.backends ?? [.drm, .fbdev, .headless] }
        let explicit = options["backend"] != nil
        var skipped: [String] = []
        var lastError: (any Error)?
        for backend in order {
            switch backend {
            case .drm:
                var config = DRMDisplay.Configuration(format: format, rotation: rotation)
                if let board {
                    config.connector = drmConnector(for: board)
                    config.modeSize = (board.display.width, board.display.height)
                }
                do {
                    let d: DRMDisplay
                    do { d = try DRMDisplay.open(config, through: seat) } catch DisplayError.modeNotFound(let w, let h, let c, _) where board != nil {
                        say("display: connector \(c) has no \(w)x\(h) mode (the board's); using its preferred mode")
                        config.modeSize = nil
                        d = try DRMDisplay.open(config, through: seat)
                    }
                    say("display: DRM \(d.device.path) (\(d.device.driverName), opened \(d.device.access), \(d.commitPath.rawValue) commits) connector \(d.output.connector.name) mode \(d.output.mode)"
                        + " \(d.pixelFormat.rawValue), \(d.buffers.count) buffers, rotation \(rotation.rawValue)"
                        + (skipped.isEmpty ? "" : "; " + skipped.joined(separator: "; ")))
                    return d
                } catch let e as DisplayError {
                    // Only an absent KMS device falls through; a real problem (permission, another master,
                    // no connected panel) is the answer, not a reason to draw somewhere else.
                    guard !explicit, e.meansNoKMSDeviceForRun else { throw e }
                    skipped.append("\(e)"); lastError = e
                }
            case .fbdev:
                let path = board?.display.fbdev ?? "/dev/fb0"
                do {
                    let d = try FramebufferDisplay(configuration: .init(path: path, rotation: rotation))
                    say("display: fbdev \(path) \(d.transform.panelWidth)x\(d.transform.panelHeight) \(d.pixelFormat.rawValue), rotation \(rotation.rawValue)"
                        + (skipped.isEmpty ? "" : "; " + skipped.joined(separator: "; ")))
                    return d
                } catch {
                    if explicit { throw error }
                    if access(path, F_OK) != 0 { skipped.append("no \(path)") } else { skipped.append("fbdev: \(error)") }
                    lastError = error
                }
            case .headless:
                let w = board?.display.width ?? 800, h = board?.display.height ?? 480
                let dir = options["out-dir"] ?? "faceplate-frames"
                say((skipped.isEmpty ? "" : skipped.joined(separator: "; ") + "; ")
                    + "using headless output (\(w)x\(h)): frames in \(dir.hasPrefix("/") ? dir : "./" + dir)")
                return HeadlessDisplay(width: w, height: h, format: format, rotation: rotation)
            }
        }
        throw Failure(description: "no display: " + skipped.joined(separator: "; ")
                      + (lastError == nil ? "" : " (the board allows only \(order.map(\.rawValue).joined(separator: ", ")); add \"headless\" or pass --backend headless)"))
    }

    /// The first connected connector a board's patterns name (patterns may have wildcards, the display
    /// wants a name), or nil to let the display take the first connected one.
    private func drmConnector(for board: BoardProfile) -> String? {
        board.display.firstMatchingConnector(in: Boards.connectorNames())
    }
}

extension DisplayError {
    /// The DRM error means there is no KMS device here at all (the fbdev/headless fallback is right).
    var meansNoKMSDeviceForRun: Bool {
        switch self {
        case .noDRMDevice(_, let tried): return tried.allSatisfy { $0.error.meansNoKMSDeviceForRun }
        case .unsupportedDevice: return true
        case .systemCall(let call, _, let code): return call == "open" && code == ENOENT
        default: return false
        }
    }
}
