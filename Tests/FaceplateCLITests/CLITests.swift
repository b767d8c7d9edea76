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
}
