import Foundation
import Testing

/// Foundation's `Timer` on the panel's loop: faceplate-timercheck, an app on the real entry point that
/// imports Foundation, runs headless in its own process (the main run loop is the main thread's, and
/// the panel's loop owns that thread there, as on a panel).
@Suite struct FoundationTimerTests {
    static let binary = CLI.binary.deletingLastPathComponent().appendingPathComponent("faceplate-timercheck")
    /// One frame at 60 Hz: how late a timer may fire.
    static let frame = 1000.0 / 60

    /// Runs the app with `arguments` until it ends (or `stopWhen` appears in its output, then sends
    /// SIGTERM); returns its output, exit status and whether it had to be killed after 20 s.
    static func run(_ arguments: [String], stopWhen: String? = nil) throws -> (text: String, status: Int32, timedOut: Bool) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("timercheck-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let p = Process()
        p.executableURL = binary
        p.arguments = arguments
        p.currentDirectoryURL = dir
        // A file, not a pipe: output nobody reads until the end must not block the app.
        let log = dir.appendingPathComponent("output.txt")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let out = try FileHandle(forWritingTo: log)
        p.standardOutput = out
        p.standardError = out
        try p.run()
        var waited = 0.0, signalled = false
        while p.isRunning && waited < 20 {
            usleep(20_000); waited += 0.02
            if let stopWhen, !signalled,
               String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self).contains(stopWhen) {
                kill(p.processIdentifier, SIGTERM)
                signalled = true
            }
        }
        let timedOut = p.isRunning
        if timedOut { p.terminate() }
        p.waitUntilExit()
        try out.close()
        return (String(decoding: try Data(contentsOf: log), as: UTF8.self), p.terminationStatus, timedOut)
    }

    /// The lateness of every `timercheck: fired NAME late X ms` line, by name.
    static func lateness(_ text: String) -> [(String, Double)] {
        text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("timercheck: fired "), let late = line.range(of: " late ") else { return nil }
            let name = String(line[line.index(line.startIndex, offsetBy: 18)..<late.lowerBound])
            return Double(line[late.upperBound...].dropLast(3)).map { (name, $0) }
        }
    }

    @Test func timersFireOnTimeStopWhenInvalidatedAndDoNotKeepTheAppAlive() throws {
        let r = try FoundationTimerTests.run(["--backend", "headless", "--input", "none", "--frames", "2", "--trace", "--out-dir", "out"])
        // Without the main run loop's timers on the panel's loop nothing fires, frame 2 never comes, and
        // the app would wait for ever: it gets 20 s.
        #expect(!r.timedOut, "the app never drew the frame its timers asked for:\n\(r.text)")
        #expect(r.status == 0, "\(r.text)")
        #expect(!r.text.contains("FAIL"), "\(r.text)")
        let fired = FoundationTimerTests.lateness(r.text)
        #expect(fired.map(\.0) == ["repeat 1", "repeat 2", "one-shot", "repeat 3", "moved", "settle"], "\(r.text)")
        for (name, late) in fired {
            // Never early (a millisecond for the clocks' rounding), never a frame late.
            #expect(late > -1 && late < FoundationTimerTests.frame, "\(name) fired \(late) ms after its time:\n\(r.text)")
        }
        // The label changed when the last timer fired, and the very next frame presented shows it.
        let lines = r.text.split(separator: "\n").map(String.init)
        func index(_ prefix: String) -> Int? { lines.firstIndex { $0.hasPrefix(prefix) } }
        let first = index("present #1"), shows = index("timercheck: label shows done after 3 repeats")
        let second = index("present #2 age 1 damage 20,20")
        #expect(first != nil && shows != nil && second != nil, "\(r.text)")
        if let first, let shows, let second { #expect(first < shows && shows < second) }
        // The frame limit ended the run with a heartbeat, an hourly and a far-future timer scheduled.
        #expect(index("timercheck: will terminate with 4 of 4 done, heartbeat running: true") != nil, "\(r.text)")
    }

    @Test func aSignalEndsTheAppWhileItsTimersRun() throws {
        // A frame limit it never reaches: only SIGTERM, sent once the timers are done, ends it (the
        // heartbeat goes on).
        let r = try FoundationTimerTests.run(["--backend", "headless", "--input", "none", "--frames", "1000", "--out-dir", "out"],
                                             stopWhen: "timercheck: label shows done")
        #expect(!r.timedOut, "SIGTERM did not end the app:\n\(r.text)")
        #expect(r.status == 0, "\(r.text)")
        #expect(r.text.contains("timercheck: will terminate with 4 of 4 done, heartbeat running: true"), "\(r.text)")
    }
}
