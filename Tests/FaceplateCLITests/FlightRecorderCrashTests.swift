import Foundation
import Testing

/// The flight recorder end to end: a recorded touch sequence taps a button whose action traps, in a
/// real process; the crash leaves a flight recording; its replay gives the trace up to the crash again.
@Suite struct FlightRecorderCrashTests {
    /// Runs faceplate-crashcheck (the demo scene, Boost traps) with `arguments` in `dir`, until it ends.
    func crashCheck(_ arguments: [String], in dir: URL) throws -> BuiltExecutable.Run {
        // The runtime's backtracer would only make the crash slower; the recorder's handler comes first anyway.
        try BuiltExecutable("faceplate-crashcheck").run(arguments, in: dir, environment: ["SWIFT_BACKTRACE": "enable=no"], deadline: 60)
    }

    /// The `trace` lines of a flight recording, without the `present` lines of frames drawn (a headless
    /// replay draws none).
    func traceLines(_ recording: String) -> [String] {
        recording.split(separator: "\n").filter { $0.hasPrefix("trace ") }.map { String($0.dropFirst(6)) }
            .filter { !$0.hasPrefix("present #") }
    }

    @Test func aCrashInAnActionLeavesARecordingWhoseReplayGivesTheSameTrace() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let flight = dir.appendingPathComponent("flight")
        let board = dir.appendingPathComponent("board.json")
        try #"""
            { "name": "crash test panel", "display": { "connector": "*", "mode": "800x480" }, "backends": ["headless"],
              "flightRecorder": { "bytes": 65536, "files": 3, "directory": "\#(flight.path)" } }
            """#.write(to: board, atomically: true, encoding: .utf8)
        let taps = CLI.repository.appendingPathComponent("Tests/Fixtures/demo-taps.evemu").path
        let common = ["--board", board.path, "--backend", "headless", "--trace", "--out-dir", "frames"]

        // Stepper plus, eco switch, then Boost: its action traps.
        let first = try crashCheck(common + ["--replay", taps], in: dir)
        #expect(first.signalled, Comment(rawValue: first.text))
        let dump = flight.appendingPathComponent("faceplate-crashcheck-000001.flight")
        #expect(first.text.contains("flight recorder: saved \(dump.path) (signal SIG"), Comment(rawValue: first.text))
        let recording = try String(contentsOf: dump, encoding: .utf8)
        #expect(recording.hasPrefix("faceplate-flight-recording 1\napp faceplate-crashcheck\nversion 1.0-crashcheck\n"
                                    + "board crash test panel (\(board.path))\nsize 800x480\nreason signal SIG"), Comment(rawValue: recording))
        let traced = traceLines(recording)
        #expect(traced.first == "lifecycle: didBecomeActive")
        #expect(traced.contains("control Switch \"eco\" valueChanged|primaryActionTriggered"))
        #expect(traced.last == "action boost -> DemoController", Comment(rawValue: traced.joined(separator: "\n")))
        #expect(!recording.contains("stepper\" touchDown|touchDownRepeat"))     // the double tap after Boost never came
        // What the panel printed live up to the crash (without its frame and latency lines) is what the
        // recording kept.
        let live = first.text.split(separator: "\n").map(String.init)
            .drop(while: { $0 != "lifecycle: didBecomeActive" })
            .prefix(while: { !$0.contains("Fatal error") && !$0.hasPrefix("flight recorder: ") })
            .filter { !$0.hasPrefix("headless: wrote ") && !$0.hasPrefix("latency ") && !$0.hasPrefix("present #") }
        #expect(Array(live) == traced, Comment(rawValue: first.text))

        // `faceplate trace` replays it on the demo scene (whose Boost does not trap): the same trace, then on.
        let replay = try CLI.run(["trace", "--scene", "demo", "--replay", dump.path])
        #expect(replay.status == 0, Comment(rawValue: replay.stderr))
        let replayed = replay.stdout.split(separator: "\n").map(String.init)
        #expect(Array(replayed.prefix(traced.count)) == traced, Comment(rawValue: replay.stdout))

        // The app's own --replay of the recording crashes at the same place, and leaves the same trace.
        let second = try crashCheck(common + ["--replay", dump.path], in: dir)
        #expect(second.signalled, Comment(rawValue: second.text))
        #expect(second.text.contains("input: replaying \(dump.path): "), Comment(rawValue: second.text))
        let again = try String(contentsOf: flight.appendingPathComponent("faceplate-crashcheck-000002.flight"), encoding: .utf8)
        #expect(traceLines(again) == traced, Comment(rawValue: again))
        let files = try FileManager.default.contentsOfDirectory(atPath: flight.path).sorted()
        #expect(files == ["faceplate-crashcheck-000001.flight", "faceplate-crashcheck-000002.flight"])
    }

    @Test func sigusr1SavesARecordingAndTheRunGoesOn() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let board = dir.appendingPathComponent("board.json")
        try #"{ "name": "p", "display": { "connector": "*", "mode": "800x480" }, "flightRecorder": { "bytes": 4096, "files": 1, "directory": "\#(dir.path)/flight" } }"#
            .write(to: board, atomically: true, encoding: .utf8)
        let hold = try CLITests.longHoldRecording(in: dir)
        let log = dir.appendingPathComponent("output.txt")
        let p = try CLI.start(["run", "--scene", "demo", "--board", board.path, "--backend", "headless", "--replay", hold, "--out-dir", "frames"],
                              in: dir, output: log)
        func output() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        #expect(CLI.wait(upTo: 30) { output().contains("running faceplate") }, Comment(rawValue: output()))
        usleep(200_000)                                     // the finger is down by now
        for n in 1...2 {
            kill(p.pid, SIGUSR1)
            let saved = "flight recorder: saved \(dir.path)/flight/faceplate-00000\(n).flight (SIGUSR1)"
            #expect(CLI.wait(upTo: 30) { output().contains(saved) }, Comment(rawValue: output()))
        }
        kill(p.pid, SIGTERM)
        let ended = CLI.wait(upTo: 60) { p.hasExited }
        if !ended { kill(p.pid, SIGKILL); _ = CLI.wait(upTo: 10) { p.hasExited } }
        #expect(ended && p.exitCode == 0, Comment(rawValue: output()))
        // One file kept (the profile's limit): the second; the finger put down before it is in it.
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("flight").path)
        #expect(files == ["faceplate-000002.flight"])
        let recording = try String(contentsOf: dir.appendingPathComponent("flight/faceplate-000002.flight"), encoding: .utf8)
        #expect(recording.contains("\nreason SIGUSR1\nin down 0 "), Comment(rawValue: recording))
    }

    @Test func aBoardWithoutARecorderLeavesNothing() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let board = dir.appendingPathComponent("board.json")
        try #"{ "name": "p", "display": { "connector": "*", "mode": "800x480" }, "flightRecorder": { "bytes": 0, "directory": "\#(dir.path)/flight" } }"#
            .write(to: board, atomically: true, encoding: .utf8)
        let taps = CLI.repository.appendingPathComponent("Tests/Fixtures/demo-taps.evemu").path
        let run = try crashCheck(["--board", board.path, "--backend", "headless", "--replay", taps, "--out-dir", "frames"], in: dir)
        #expect(run.signalled)
        #expect(!run.text.contains("flight recorder"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("flight").path))
    }
}
