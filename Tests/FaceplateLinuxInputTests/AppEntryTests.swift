import Foundation
import Testing
import Faceplate
@testable import FaceplateLinux

/// The testable core of the app entry point: the options a launch runs with, the display fallback
/// decision, where board profiles come from, and the real-time replay input. (The launch itself runs
/// in FaceplateCLITests, through the built binary.)
@Suite struct LaunchOptionsTests {
    func launch(_ arguments: [String], board: String? = nil, theme: Theme.Style = .light,
                extra: [Option] = []) throws -> LaunchOptions {
        guard case .launch(let o) = try LaunchOptions.parse(arguments, name: "thermostat", summary: "a thermostat",
                                                            board: board, theme: theme, extra: extra) else {
            Issue.record("expected a launch, got help"); throw CancellationError()
        }
        return o
    }

    @Test func theStandardOptionsParseIntoTheLaunch() throws {
        let o = try launch(["--board", "pi7", "--backend", "headless", "--trace", "--timestamps", "--latency",
                            "--frames", "3", "--out-dir", "shots", "--theme", "dark", "--input", "/dev/input/event2"])
        #expect(o.board == "pi7" && o.backend == .headless && o.trace && o.timestamps && o.latency)
        #expect(o.frameLimit == 3 && o.outputDirectory == "shots" && o.theme == .dark && o.input == .device("/dev/input/event2"))
        #expect(o.replay == nil)
    }

    @Test func theAppsChoicesAreTheDefaults() throws {
        let o = try launch([], board: "thermostat-7in", theme: .dark)
        #expect(o.board == "thermostat-7in" && o.theme == .dark)
        #expect(o.backend == nil && o.input == .udev && o.frameLimit == nil && !o.trace)
        #expect(o.outputDirectory == "thermostat-frames")
        let overridden = try launch(["--board", "other", "--theme", "light"], board: "thermostat-7in", theme: .dark)
        #expect(overridden.board == "other" && overridden.theme == .light)
        #expect(try launch([], board: nil).board == nil)          // matching
    }

    @Test func theAppsOwnOptionsComeThrough() throws {
        let extra = [Option("units", value: "C|F", help: "temperature units", allowed: ["C", "F"], default: "C"),
                     Option("demo", help: "start in demo mode")]
        let o = try launch(["--units", "F", "--demo", "--replay", "taps.evemu"], extra: extra)
        #expect(o["units"] == "F" && o.has("demo") && o.replay == "taps.evemu")
        #expect(try launch([], extra: extra)["units"] == "C")
        guard case .help(let text) = try LaunchOptions.parse(["--help"], name: "thermostat", summary: "a thermostat",
                                                             board: "pi7", theme: .light, extra: extra) else {
            Issue.record("no help"); return
        }
        #expect(text.hasPrefix("thermostat: a thermostat\n\nUsage: thermostat [options]"))
        for option in ["--board NAME|FILE.json", "[default: pi7]", "--backend BACKEND", "--input SOURCE", "--replay FILE.evemu",
                       "--trace", "--latency", "--frames N", "--out-dir DIR", "[default: thermostat-frames]", "--units C|F", "--demo"] {
            #expect(text.contains(option), "help lacks \(option)")
        }
    }

    @Test func unusableValuesAreErrorsThatSayWhatWasExpected() throws {
        #expect(throws: ArgumentError.invalidValue("--frames", value: "0", expected: "a whole number, 1 or more")) {
            try launch(["--frames", "0"])
        }
        #expect(throws: ArgumentError.invalidValue("--frames", value: "many", expected: "a whole number")) {
            try launch(["--frames", "many"])
        }
        #expect(throws: ArgumentError.invalidValue("--input", value: "event2", expected: "udev, none, or a device node such as /dev/input/event0")) {
            try launch(["--input", "event2"])
        }
        #expect(throws: ArgumentError.invalidValue("--input", value: "none", expected: "no --input with --replay (the recording is the input)")) {
            try launch(["--replay", "x.evemu", "--input", "none"])
        }
        #expect(throws: ArgumentError.invalidValue("--backend", value: "vnc", expected: "one of drm, fbdev, headless, window")) {
            try launch(["--backend", "vnc"])
        }
        #expect(throws: ArgumentError.unknownOption("--scene", command: "thermostat", available: LaunchOptions.standardOptions(
            name: "thermostat", board: nil, theme: .light).map { "--" + $0.name })) {
            try launch(["--scene", "demo"])
        }
    }
}

/// A display that is not there, or is there and refuses.
struct FakeDisplayError: Error, Equatable { var text: String }

@Suite @MainActor struct DisplayFallbackTests {
    @Test func absentBackendsArePassedOverWithTheirReasons() throws {
        var tried: [BoardProfile.Backend] = []
        let choice = try DisplayFallback.choose([.drm, .fbdev, .headless], explicit: false) { backend in
            tried.append(backend)
            switch backend {
            case .drm: throw DisplayFallback.Unavailable(reason: "no DRM device", underlying: FakeDisplayError(text: "drm"))
            case .fbdev: throw DisplayFallback.Unavailable(reason: "no /dev/fb0", underlying: FakeDisplayError(text: "fb"))
            case .headless, .window: return HeadlessDisplay(width: 80, height: 48)
            }
        }
        #expect(tried == [.drm, .fbdev, .headless])
        #expect(choice.backend == .headless && choice.display is HeadlessDisplay)
        #expect(choice.skipped == ["no DRM device", "no /dev/fb0"])
    }

    @Test func aBackendThatIsHereButFailsIsTheAnswer() {
        var tried: [BoardProfile.Backend] = []
        #expect(throws: FakeDisplayError(text: "permission denied")) {
            _ = try DisplayFallback.choose([.drm, .fbdev, .headless], explicit: false) { backend in
                tried.append(backend)
                if backend == .drm { throw FakeDisplayError(text: "permission denied") }
                return HeadlessDisplay(width: 8, height: 8)
            }
        }
        #expect(tried == [.drm])
    }

    @Test func aBackendAskedForByNameIsNeverPassedOver() {
        #expect(throws: FakeDisplayError(text: "no fbdev")) {
            _ = try DisplayFallback.choose([.fbdev], explicit: true) { _ in
                throw DisplayFallback.Unavailable(reason: "no /dev/fb0", underlying: FakeDisplayError(text: "no fbdev"))
            }
        }
    }

    @Test func aBoardWithoutHeadlessSaysHowToGetIt() throws {
        do {
            _ = try DisplayFallback.choose([.drm, .fbdev], explicit: false) { b in
                throw DisplayFallback.Unavailable(reason: "no \(b.rawValue)", underlying: FakeDisplayError(text: ""))
            }
            Issue.record("a display was chosen")
        } catch let e as DisplayFallback.NoDisplay {
            #expect(e.reasons == ["no drm", "no fbdev"])
            #expect("\(e)" == "no display: no drm; no fbdev (the board allows only drm, fbdev; add \"headless\" to its backends or pass --backend headless)")
        }
    }

    @Test func theOrderIsTheRequestElseTheBoardsElseTheDefault() throws {
        let board = try BoardProfile(contentsOf: Fixture.repoRoot.appendingPathComponent("boards/rpi-7inch-dsi.json").path)
        #expect(DisplayFallback.order(requested: .fbdev, board: board) == [.fbdev])
        #expect(DisplayFallback.order(requested: nil, board: board) == [.drm, .fbdev])
        #expect(DisplayFallback.order(requested: nil, board: nil) == [.drm, .fbdev, .headless])
    }

    @Test func theRealOpenerReportsAMissingFramebufferAsAbsent() throws {
        var board = try BoardProfile(contentsOf: Fixture.repoRoot.appendingPathComponent("boards/qemu-virtual.json").path)
        board.display.fbdev = "/nonexistent/fb7"
        do {
            _ = try DisplayFallback.openSystem(.fbdev, board: board, seat: nil, connectors: [], log: { _ in })
            Issue.record("opened a framebuffer that does not exist")
        } catch let e as DisplayFallback.Unavailable {
            #expect(e.reason == "no /nonexistent/fb7")
        }
        let headless = try DisplayFallback.openSystem(.headless, board: board, seat: nil, connectors: [], log: { _ in })
        #expect(headless.transform.panelWidth == 1280 && headless.transform.panelHeight == 800)
    }
}

@Suite struct BoardLibraryTests {
    func directory(_ files: [String: String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("faceplate-boards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return dir.path
    }

    func profile(_ name: String, connector: String, touch: String) -> String {
        """
        {"name": "\(name)", "display": {"connector": "\(connector)", "mode": "800x480"},
         "touch": {"device": "\(touch)"}, "backends": ["drm", "headless"]}
        """
    }

    @Test func aNamedBoardIsFoundInTheFirstDirectoryThatHasIt() throws {
        let app = try directory(["panel.json": profile("The app's panel", connector: "DSI-1", touch: "ft5x06")])
        let library = BoardLibrary(directories: ["/nonexistent/boards", app, "/usr/share/nothing/boards"])
        let (board, line) = try library.choose(named: "panel", connectors: [], inputDevices: []) { _ in }
        #expect(board?.name == "The app's panel")
        #expect(line == "board: The app's panel (\(app)/panel.json)")
        #expect(throws: BoardProfileError.self) { try library.choose(named: "missing", connectors: [], inputDevices: []) { _ in } }
        // A path is a path, wherever the directories are.
        #expect(try BoardLibrary(directories: []).load("\(app)/panel.json").name == "The app's panel")
    }

    @Test func withoutANameTheMachineIsMatched() throws {
        let app = try directory(["a.json": profile("HDMI panel", connector: "HDMI-A-*", touch: "usb*"),
                                 "b.json": profile("DSI panel", connector: "DSI-1", touch: "ft5x06")])
        let library = BoardLibrary(directories: ["/nonexistent", app])
        let (board, line) = try library.choose(named: nil, connectors: ["DSI-1"], inputDevices: ["ft5x06"]) { _ in }
        #expect(board?.name == "DSI panel" && line.hasSuffix("matched connectors [DSI-1]"))
        let (none, noneLine) = try library.choose(named: nil, connectors: ["Virtual-1"], inputDevices: []) { _ in }
        #expect(none == nil)
        #expect(noneLine == "board: none of 2 profiles in \(app) matches connectors [Virtual-1] and inputs []; using the display's own mode, unrotated")
        let (nothing, nothingLine) = try BoardLibrary(directories: ["/nonexistent"]).choose(named: nil, connectors: [], inputDevices: []) { _ in }
        #expect(nothing == nil && nothingLine.hasPrefix("board: no profiles found (looked in /nonexistent)"))
    }

    /// Issue 9: one broken profile is reported by name and skipped; the others in its directory still
    /// match. Named with --board, it is an error.
    @Test func aBrokenProfileIsReportedAndSkippedButNamedItFails() throws {
        let dir = try directory(["bad.json": "{\"name\": 3}", "ok.json": profile("Fallback", connector: "*", touch: "*")])
        var warnings: [String] = []
        let library = BoardLibrary(directories: [dir])
        let (board, _) = try library.choose(named: nil, connectors: ["HDMI-A-1"], inputDevices: []) { warnings.append($0) }
        #expect(board?.name == "Fallback")
        #expect(warnings.count == 1 && warnings[0].contains("bad.json") && warnings[0].hasSuffix("skipping this board profile"))
        #expect(throws: BoardProfileError.self) { try library.choose(named: "bad", connectors: [], inputDevices: []) { _ in } }
    }

    @Test func anAppLooksInItsOwnShareDirectory() {
        let dirs = BoardLibrary.standard(for: "thermostat").directories
        #expect(dirs.first == "boards" && dirs.last == "/usr/share/thermostat/boards")
        #expect(dirs.contains { $0.hasSuffix("/../share/thermostat/boards") })
    }
}

@Suite @MainActor struct ReplayInputSourceTests {
    func recording(_ events: String) throws -> EvemuRecording {
        let description = try String(contentsOfFile: Fixture.path("rpi-touchscreen.evemu"), encoding: .utf8)
        return try EvemuRecording(parsing: description + "\n" + events, file: "test.evemu")
    }

    let tap = """
        E: 5.000000 0003 0039 0001
        E: 5.000000 0003 0035 0400
        E: 5.000000 0003 0036 0240
        E: 5.000000 0001 014a 0001
        E: 5.000000 0000 0000 0000
        E: 5.050000 0003 0039 -001
        E: 5.050000 0001 014a 0000
        E: 5.050000 0000 0000 0000
        """

    func readable(_ fd: Int32) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, 0) == 1
    }

    @Test func dueEventsPlayThroughTheReplayStampedWithTheTimeTheyWereDue() throws {
        let source = try ReplayInputSource(recording: try recording(tap), mapping: rpiMapping, settleSeconds: 0)
        var finished = 0
        source.onFinished = { finished += 1 }
        let start = (LatencyLog.now() - 10).rounded(.down)   // everything is due
        source.start(now: start)
        #expect(readable(source.fd))
        let sink = RecordingSink()
        source.dispatch(to: sink)
        #expect(source.playedEvents == 8 && source.isFinished && finished == 1)
        // The same records a replay of the recording gives, shifted from 5.0 s to the start.
        let expected = RecordingSink()
        let replay = try EvemuReplay(device: try recording(tap), mapping: rpiMapping)
        replay.play(try recording(tap).events, to: expected)
        #expect(sink.records.count == expected.records.count && !sink.records.isEmpty)
        guard case .touchDown(_, let location, let t0)? = sink.records.first,
              case .touchDown(_, let expectedLocation, _)? = expected.records.first else {
            Issue.record("no touch down first"); return
        }
        #expect(location == expectedLocation)
        #expect(abs(t0 - start) < 1e-6)                     // stamped at the replay's start, not at 5.0 s
        guard case .frame(let tEnd)? = sink.records.last else { Issue.record("no frame last"); return }
        #expect(abs((tEnd - t0) - 0.05) < 1e-6)            // the recording's 50 ms, not the loop's timing
        source.dispatch(to: sink)
        #expect(finished == 1)                              // once
    }

    @Test func laterEventsWaitForTheirTimeAndTheEndWaitsForTheSettle() throws {
        let late = tap + "\nE: 605.000000 0003 0039 0002\nE: 605.000000 0000 0000 0000"
        let source = try ReplayInputSource(recording: try recording(late), mapping: rpiMapping, settleSeconds: 1)
        var finished = false
        source.onFinished = { finished = true }
        source.start(now: LatencyLog.now() - 1)            // the tap is due, the last frame in 599 s
        let sink = RecordingSink()
        source.dispatch(to: sink)
        #expect(source.playedEvents == 8 && !finished)
        #expect(!readable(source.fd))                       // armed for later, not spinning
        #expect(abs(source.duration - 600) < 1e-9 && source.eventCount == 10)
    }

    @Test func aRecordingWithoutADeviceDescriptionIsAnError() throws {
        let bare = try EvemuRecording(parsing: tap, file: "bare.evemu")
        #expect(throws: EvemuError.self) { try ReplayInputSource(recording: bare, mapping: rpiMapping) }
    }
}
