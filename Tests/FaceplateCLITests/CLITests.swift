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
        #expect(r.stdout.contains("control Switch \"eco\" valueChanged|primaryActionTriggered"))
        #expect(r.stdout.contains("action boost -> DemoController"))
        #expect(r.stdout.contains("control Stepper \"stepper\" touchDown|touchDownRepeat"))
        let missing = try CLI.run(["trace", "--scene", "demo", "--replay", "/nonexistent.evemu"])
        #expect(missing.status != 0 && missing.stderr.contains("/nonexistent.evemu"))
    }

    @Test func runFallsBackToHeadlessAndSaysWhy() throws {
        let dir = try CLI.temporaryDirectory()
        let r = try CLI.run(["run", "--scene", "demo", "--backend", "headless", "--frames", "1", "--out-dir", "frames"], in: dir)
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        let all = r.stdout + r.stderr
        #expect(all.contains("headless"))
        let frames = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("frames").path)
        #expect(frames.contains { $0.hasSuffix(".png") })
    }

    @Test func infoRunsWithoutDevices() throws {
        let r = try CLI.run(["info"])
        #expect(r.status == 0)
        #expect((r.stdout + r.stderr).contains("display") )
    }

    // MARK: - Bad files and bad values (issue 9): one line naming the file or option, non-zero exit, no trap

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
        let description = try String(contentsOf: CLI.repository.appendingPathComponent("Tests/FaceplateLinuxInputTests/Fixtures/rpi-touchscreen.evemu"), encoding: .utf8)
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
