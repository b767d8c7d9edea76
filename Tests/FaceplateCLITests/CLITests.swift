import Foundation
import Testing

/// Runs the built `faceplate` executable (it sits next to the test bundle) and captures its output.
struct CLI {
    static let binary: URL = {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return here.appendingPathComponent("faceplate")
    }()
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Result { var status: Int32; var stdout: String; var stderr: String }

    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        let p = Process()
        p.executableURL = binary
        p.arguments = arguments
        if let directory { p.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Result(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }

    /// A started binary: its process id, and how it ended once it has.
    final class Running {
        let pid: pid_t
        private(set) var status: Int32?
        init(pid: pid_t) { self.pid = pid }
        /// Whether it has exited (reaps it).
        var hasExited: Bool {
            if status != nil { return true }
            var s: Int32 = 0
            guard waitpid(pid, &s, WNOHANG) == pid else { return false }
            status = s
            return true
        }
        /// The exit code, when it exited (not killed by a signal).
        var exitCode: Int32? { status.flatMap { $0 & 0x7f == 0 ? ($0 >> 8) & 0xff : nil } }
        /// The signal that killed it, if one did.
        var killedBy: Int32? { status.flatMap { $0 & 0x7f != 0 ? $0 & 0x7f : nil } }
    }

    /// Starts the binary in `directory` with standard output and error going to `output`, as a shell
    /// would: no signal blocked and default dispositions — the test's own threads block signals, and a
    /// child would inherit that mask (a SIGHUP could then never kill it, fix or no fix).
    static func start(_ arguments: [String], in directory: URL, output: URL) throws -> Running {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        // Through sh for the working directory (Glibc's module lacks posix_spawn_file_actions_addchdir_np).
        let argv = (["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path, binary.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let r = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environ)
        guard r == 0 else { throw CocoaError(.fileReadUnknown, userInfo: ["posix_spawn": r]) }
        return Running(pid: pid)
    }

    /// Polls `condition` every 20 ms for up to `seconds`; whether it became true. (A deadline against
    /// hanging, not a timing assertion.)
    static func wait(upTo seconds: Double, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    static func temporaryDirectory() throws -> URL {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("faceplate-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }
}

@Suite(.serialized) struct CLITests {
    @Test func helpListsTheCommands() throws {
        let r = try CLI.run(["--help"])
        #expect(r.status == 0)
        for command in ["snapshot", "trace", "run", "info"] { #expect(r.stdout.contains(command), "help lacks \(command)") }
        let sub = try CLI.run(["snapshot", "--help"])
        #expect(sub.status == 0 && sub.stdout.contains("--rotation DEGREES"))
    }

    @Test func badArgumentsSayWhatWasExpected() throws {
        let r = try CLI.run(["snapshot", "--scene", "demo", "--rotation", "45", "--out", "x.png"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--rotation '45' is not valid: expected one of 0, 90, 180, 270"))
        let missing = try CLI.run(["snapshot", "--scene", "demo"])
        #expect(missing.status == 2 && missing.stderr.contains("needs --out"))
        let unknown = try CLI.run(["frobnicate"])
        #expect(unknown.status == 2 && unknown.stderr.contains("unknown command 'frobnicate'"))
    }

    @Test func snapshotWritesThePanelsPicture() throws {
        let dir = try CLI.temporaryDirectory()
        let r = try CLI.run(["snapshot", "--scene", "panel-24", "--rotation", "90", "--format", "rgb565", "--out", "p.png"], in: dir)
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        let png = try Data(contentsOf: dir.appendingPathComponent("p.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // IHDR: the panel is 480 wide and 800 tall at 90°.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 480 && height == 800)
    }

    @Test func traceReplaysARecording() throws {
        let recording = CLI.repository.appendingPathComponent("Tests/Fixtures/demo-taps.evemu").path
        let r = try CLI.run(["trace", "--scene", "demo", "--replay", recording])
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        // As the live panel does: the app becomes active at launch, before the first touch.
        #expect(r.stdout.split(separator: "\n").first == "lifecycle: didBecomeActive")
        #expect(r.stdout.contains("control Switch \"eco\" valueChanged|primaryActionTriggered"))
        #expect(r.stdout.contains("action boost -> DemoController"))
        #expect(r.stdout.contains("control Stepper \"stepper\" touchDown|touchDownRepeat"))
        let missing = try CLI.run(["trace", "--scene", "demo", "--replay", "/nonexistent.evemu"])
        #expect(missing.status != 0 && missing.stderr.contains("/nonexistent.evemu"))
    }

    /// Whether this machine has neither a DRM card nor a framebuffer, so `run` without `--backend`
    /// must fall back to headless (the build machine and CI have none; the VM tests cover DRM and fbdev).
    static let machineHasNoDisplay: Bool = {
        let cards = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri"))?.filter { $0.hasPrefix("card") } ?? []
        return cards.isEmpty && !FileManager.default.fileExists(atPath: "/dev/fb0")
    }()

    @Test(.enabled(if: CLITests.machineHasNoDisplay, "this machine has a display: the fallback would not be taken"))
    func runFallsBackToHeadlessAndSaysWhy() throws {
        let dir = try CLI.temporaryDirectory()
        // No --backend: the default order DRM, fbdev, headless is tried, and each skip is explained.
        let r = try CLI.run(["run", "--scene", "demo", "--input", "none", "--out-dir", "frames"], in: dir)
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        let line = try #require(r.stdout.split(separator: "\n").first { $0.hasPrefix("display: ") }.map(String.init), Comment(rawValue: r.stdout))
        #expect(line.hasPrefix("display: headless 800x480 xrgb8888, rotation 0, frames in ./frames; "), Comment(rawValue: line))
        #expect(line.contains("; no DRM device: /dev/dri"), Comment(rawValue: line))   // why not DRM
        #expect(line.hasSuffix("; no /dev/fb0"), Comment(rawValue: line))               // why not fbdev
        #expect(r.stdout.contains("headless: wrote frames/frame-0001.png"))
        let frames = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("frames").path)
        #expect(frames == ["frame-0001.png"])
        #expect(r.stderr.isEmpty, Comment(rawValue: r.stderr))
    }

    @Test func aHeadlessFrameThatCannotBeWrittenFailsTheRun() throws {
        let dir = try CLI.temporaryDirectory()
        // The frame's file name is taken by a directory: the PNG cannot be written there.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("frames/frame-0001.png"), withIntermediateDirectories: true)
        let r = try CLI.run(["run", "--scene", "demo", "--backend", "headless", "--input", "none", "--out-dir", "frames"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("faceplate: headless: cannot write frame 1: "), Comment(rawValue: r.stderr))
        #expect(r.stderr.contains("frames/frame-0001.png"), Comment(rawValue: r.stderr))
        #expect(!r.stdout.contains("cannot write"), Comment(rawValue: r.stdout))
        #expect(!r.stdout.contains("headless: wrote"))
        // Missing folders are made as `mkdir -p` makes them; a file in the way is a one-line error.
        let nested = try CLI.run(["run", "--scene", "demo", "--backend", "headless", "--input", "none", "--out-dir", "no/such/dir"], in: dir)
        #expect(nested.status == 0, Comment(rawValue: nested.stderr))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("no/such/dir/frame-0001.png").path))
        FileManager.default.createFile(atPath: dir.appendingPathComponent("plain").path, contents: Data())
        let blocked = try CLI.run(["run", "--scene", "demo", "--backend", "headless", "--input", "none", "--out-dir", "plain/frames"], in: dir)
        #expect(blocked.status == 1 && blocked.stderr.contains("cannot create the frame directory plain/frames: Not a directory"),
                Comment(rawValue: blocked.stderr))
    }

    /// A recording that holds the stepper's plus down for ten minutes: the stepper repeats, so the run
    /// keeps drawing frames (and writing PNGs) until a signal ends it.
    static func longHoldRecording(in dir: URL) throws -> String {
        let taps = try String(contentsOf: CLI.repository.appendingPathComponent("Tests/Fixtures/demo-taps.evemu"), encoding: .utf8)
        let description = taps.split(separator: "\n").filter { !$0.hasPrefix("E:") }.joined(separator: "\n")
        let events = """
            E: 0.000000 0003 0039 0001
            E: 0.000000 0003 0035 0126
            E: 0.000000 0003 0036 0198
            E: 0.000000 0001 014a 0001
            E: 0.000000 0000 0000 0000
            E: 600.000000 0003 0039 -001
            E: 600.000000 0001 014a 0000
            E: 600.000000 0000 0000 0000
            """
        let url = dir.appendingPathComponent("hold.evemu")
        try (description + "\n" + events + "\n").write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func everyTerminationSignalEndsARunCleanlyMidStream() throws {
        let dir = try CLI.temporaryDirectory()
        let recording = try Self.longHoldRecording(in: dir)
        // SIGINT/SIGTERM: asked to stop, exit 0; SIGHUP (the ssh session closed) and SIGQUIT: 128 + n.
        for (signal, name, code) in [(SIGHUP, "SIGHUP", Int32(129)), (SIGINT, "SIGINT", 0), (SIGTERM, "SIGTERM", 0), (SIGQUIT, "SIGQUIT", 131)] {
            let out = dir.appendingPathComponent("\(name).out")
            let p = try CLI.start(["run", "--scene", "demo", "--backend", "headless", "--replay", recording, "--out-dir", name],
                                  in: dir, output: out)
            // Wait until the held stepper has made the run draw (and write) a few frames.
            let drawing = CLI.wait(upTo: 60) { (try? String(contentsOf: out, encoding: .utf8))?.contains("frame-0003.png") ?? false }
            #expect(drawing, "\(name): the run did not draw")
            kill(p.pid, signal)
            let ended = CLI.wait(upTo: 60) { p.hasExited }
            if !ended { kill(p.pid, SIGKILL); _ = CLI.wait(upTo: 10) { p.hasExited } }
            let text = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
            #expect(ended && p.killedBy == nil, "\(name) killed the run instead of ending it: \(text)")
            #expect(p.exitCode == code, "\(name): exit \(String(describing: p.exitCode))")
            #expect(text.contains("signal \(name): display closed"), Comment(rawValue: text))
            // Every frame the run said it wrote is a whole PNG: nothing was cut off half-way.
            let written = text.split(separator: "\n").filter { $0.hasPrefix("headless: wrote ") }.map { String($0.dropFirst(16)) }
            #expect(written.count >= 3)
            for file in written {
                let png = try Data(contentsOf: dir.appendingPathComponent(file))
                #expect(png.suffix(12).elementsEqual([0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82] as [UInt8]),
                        "\(file) is not a whole PNG")   // ends with its IEND chunk
            }
        }
    }

    @Test func infoRunsWithoutDevices() throws {
        let r = try CLI.run(["info"])
        #expect(r.status == 0)
        #expect((r.stdout + r.stderr).contains("display") )
    }

    // MARK: - Bad files and bad values: one line naming the file or option, non-zero exit, no trap

    /// The text written to stderr is one line with no control characters from the input.
    private func expectOneCleanLine(_ r: CLI.Result, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "\(name): \(r.stderr)", sourceLocation: sourceLocation)
        #expect(!r.stderr.dropLast().unicodeScalars.contains { $0.value < 0x20 || ($0.value >= 0x7F && $0.value <= 0x9F) },
                "\(name): control character in \(r.stderr)", sourceLocation: sourceLocation)
        #expect(!r.stderr.contains("Fatal error") && !r.stderr.contains("Backtrace"), "\(name) trapped", sourceLocation: sourceLocation)
    }

    @Test func badRecordingsGiveOneLineErrors() throws {
        let dir = try CLI.temporaryDirectory()
        let description = try String(contentsOf: CLI.repository.appendingPathComponent("Tests/FaceplateDriversTests/Fixtures/rpi-touchscreen.evemu"), encoding: .utf8)
        // A: 2f 0 2147483647 trapped on maximum + 1: now it replays
        try description.replacingOccurrences(of: "A: 2f 0 9 0 0 0", with: "A: 2f 0 2147483647 0 0 0")
            .write(to: dir.appendingPathComponent("wide.evemu"), atomically: true, encoding: .utf8)
        let wide = try CLI.run(["trace", "--scene", "demo", "--replay", "wide.evemu"], in: dir)
        #expect(wide.status == 0, Comment(rawValue: wide.stderr))
        // timestamps above 1.8e13 s trapped on sec * 1_000_000 + usec
        try (description + "E: 18446744073710.000000 0003 0035 0001\n").write(to: dir.appendingPathComponent("late.evemu"), atomically: true, encoding: .utf8)
        let late = try CLI.run(["trace", "--scene", "demo", "--replay", "late.evemu"], in: dir)
        #expect(late.status == 1 && late.stderr.hasPrefix("faceplate: late.evemu:\(description.filter { $0 == "\n" }.count + 1): E: timestamp seconds must be at most 4294967295"), Comment(rawValue: late.stderr))
        expectOneCleanLine(late, "late.evemu")
        // /dev/zero was read until the allocation aborted
        let zero = try CLI.run(["trace", "--scene", "demo", "--replay", "/dev/zero"])
        #expect(zero.status == 1 && zero.stderr == "faceplate: /dev/zero:1: a line is longer than 4096 bytes\n")
        // a file name with control characters is escaped, not sent to the terminal
        let evil = try CLI.run(["trace", "--scene", "demo", "--replay", "no\u{1B}[2Jsuch\nfile.evemu"])
        #expect(evil.status == 1 && evil.stderr == "faceplate: no\\u{1B}[2Jsuch\\nfile.evemu: cannot read: No such file or directory\n")
        expectOneCleanLine(evil, "evil name")
    }

    /// A CRLF copy of a recording (`"\r\n"` is one Character, so it was never split into lines)
    /// replays to the same trace as the LF original.
    @Test func aCRLFRecordingTracesLikeItsLFOriginal() throws {
        let dir = try CLI.temporaryDirectory()
        let lf = CLI.repository.appendingPathComponent("Tests/Fixtures/demo-taps.evemu")
        let crlf = dir.appendingPathComponent("demo-taps-crlf.evemu")
        try String(contentsOf: lf, encoding: .utf8).replacingOccurrences(of: "\n", with: "\r\n").write(to: crlf, atomically: true, encoding: .utf8)
        let a = try CLI.run(["trace", "--scene", "demo", "--replay", lf.path])
        let b = try CLI.run(["trace", "--scene", "demo", "--replay", crlf.path])
        #expect(a.status == 0 && b.status == 0, Comment(rawValue: b.stderr))
        #expect(!a.stdout.isEmpty && b.stdout == a.stdout)
    }

    /// One display-size limit for `--size` and board modes, checked before any allocation.
    @Test func sizesAboveTheDisplayLimitAreRefused() throws {
        let dir = try CLI.temporaryDirectory()
        let size = try CLI.run(["snapshot", "--scene", "demo", "--size", "8193x480", "--out", "x.png"], in: dir)
        #expect(size.status == 2 && size.stderr.hasPrefix("faceplate: --size '8193x480' is not valid: expected WIDTHxHEIGHT, each 1 to 8192"))
        try #"{"name": "huge", "display": {"connector": "HDMI-A-1", "mode": "16384x16384"}}"#
            .write(to: dir.appendingPathComponent("huge.json"), atomically: true, encoding: .utf8)
        let recording = CLI.repository.appendingPathComponent("Tests/Fixtures/demo-taps.evemu").path
        let board = try CLI.run(["trace", "--scene", "demo", "--replay", recording, "--board", "huge.json"], in: dir)
        #expect(board.status == 1 && board.stderr.hasPrefix("faceplate: huge.json: display.mode: expected \"WIDTHxHEIGHT\" such as \"800x480\", each side 1 to 8192"), Comment(rawValue: board.stderr))
        expectOneCleanLine(board, "huge.json")
    }

    /// A broken boards/*.json used to make `info` and `run` report "no board profiles" (`try?` on the whole
    /// directory). Now it is named in a warning and the others still load; named with --board, it fails.
    @Test func aBrokenBoardProfileIsReportedAndTheOthersStillLoad() throws {
        let dir = try CLI.temporaryDirectory()
        let boards = dir.appendingPathComponent("boards")
        try FileManager.default.createDirectory(at: boards, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.repository.appendingPathComponent("boards/hdmi-usb-multitouch.json"),
                                         to: boards.appendingPathComponent("good.json"))
        try #"{"name": "broken", "display": {"connector": "DSI-1", "mode": "800x480", "rotation": 45}}"#
            .write(to: boards.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        let info = try CLI.run(["info"], in: dir)
        #expect(info.status == 0, Comment(rawValue: info.stderr))
        #expect(info.stderr.contains("faceplate: boards/broken.json: display.rotation: expected one of 0, 90, 180, 270, got 45; skipping this board profile"),
                Comment(rawValue: info.stderr))
        #expect(!info.stdout.contains("no board profiles"), Comment(rawValue: info.stdout))
        #expect(info.stdout.contains("profiles in boards") || info.stdout.contains("matches"), Comment(rawValue: info.stdout))
        let named = try CLI.run(["info", "--board", "broken"], in: dir)
        #expect(named.status == 1 && named.stderr == "faceplate: boards/broken.json: display.rotation: expected one of 0, 90, 180, 270, got 45\n")
        let run = try CLI.run(["run", "--scene", "demo", "--board", "broken", "--backend", "headless", "--frames", "1"], in: dir)
        #expect(run.status == 1 && run.stderr.contains("boards/broken.json: display.rotation"), Comment(rawValue: run.stderr))
    }
}
