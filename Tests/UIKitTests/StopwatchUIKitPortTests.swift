import Testing
import UIKit

/// The UIKit stopwatch, ported with `import UIKit` (Tests/UIKitStopwatch/StopwatchViewController.swift,
/// its UIKit original in a comment above it), run as an app: uikit-stopwatch on the real entry point,
/// headless, with Tests/Fixtures/stopwatch-taps.evemu as its touches. Its Foundation `Timer` is scheduled
/// on the main run loop as the original schedules it; only an app's own main thread runs that loop (a
/// test's main actor runs elsewhere), so the port runs in a process of its own, whose main thread the
/// panel's loop owns, as on a panel.
@Suite struct StopwatchUIKitPortTests {
    static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("uikit-stopwatch")
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// Runs uikit-stopwatch with `arguments` in a fresh directory until it ends (20 s at most); returns
    /// its output, exit status and whether it had to be killed.
    static func run(_ arguments: [String]) throws -> (text: String, status: Int32, timedOut: Bool) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-stopwatch-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let p = Process()
        p.executableURL = binary
        p.arguments = arguments
        p.currentDirectoryURL = dir
        // A file, not a pipe: output nobody reads until the end must not block the app.
        let log = dir.appendingPathComponent("output.txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let out = try FileHandle(forWritingTo: log)
        p.standardOutput = out
        p.standardError = out
        try p.run()
        var waited = 0.0
        while p.isRunning && waited < 20 { usleep(20_000); waited += 0.02 }
        let timedOut = p.isRunning
        if timedOut { p.terminate() }
        p.waitUntilExit()
        try out.close()
        return (String(decoding: try Data(contentsOf: log), as: UTF8.self), p.terminationStatus, timedOut)
    }

    /// The numbers of a `uikit-stopwatch: timing: Lap N counted C s in E s …` line: what the timer counted
    /// and the time that passed since Start.
    static func counted(_ text: String) -> [(counted: Double, elapsed: Double)] {
        text.split(separator: "\n").compactMap { line -> (Double, Double)? in
            guard line.hasPrefix("uikit-stopwatch: timing: Lap ") else { return nil }
            let words = line.split(separator: " ")
            guard let c = words.firstIndex(of: "counted"), c + 4 < words.count,
                  let counted = Double(words[c + 1]), let elapsed = Double(words[c + 4]) else { return nil }
            return (counted, elapsed)
        }
    }

    @Test func theStopwatchCountsLapsStopsAndResetsOnThePanelsLoop() throws {
        let r = try StopwatchUIKitPortTests.run(["--backend", "headless", "--trace", "--out-dir", "frames",
                                                 "--replay", StopwatchUIKitPortTests.fixtures.appendingPathComponent("stopwatch-taps.evemu").path])
        #expect(!r.timedOut && r.status == 0, "\(r.text)")
        #expect(!r.text.contains("FAIL"), "\(r.text)")
        // What the screen showed after each tap: the laps in the table, newest first, Stop freezing the
        // label (its timer invalidated) and Reset clearing everything.
        let shown = r.text.split(separator: "\n").filter { $0.hasPrefix("uikit-stopwatch: ") && !$0.hasPrefix("uikit-stopwatch: timing:") }
        let expected = try String(contentsOf: StopwatchUIKitPortTests.fixtures.appendingPathComponent("stopwatch-taps.expected"), encoding: .utf8)
        #expect(shown.joined(separator: "\n") + "\n" == expected, "\(r.text)")
        // Foundation's repeating Timer ticked a tenth per 100 ms on the panel's loop: never ahead of the
        // time that passed, and behind it only by the ticks a busy frame (a PNG written per frame, in a
        // debug build) made it skip, as a run loop skips the firings it missed. How many a loaded machine
        // makes it skip (tests run in parallel on two cores) is not this test's business, so the lower
        // bound is half the time that passed: a timer that fired once, or stopped repeating, stays below it.
        let laps = StopwatchUIKitPortTests.counted(r.text)
        #expect(laps.count == 2, "\(r.text)")
        for lap in laps {
            #expect(lap.counted <= lap.elapsed + 0.05 && lap.counted >= lap.elapsed / 2, "counted \(lap.counted) s in \(lap.elapsed) s:\n\(r.text)")
        }
        // Each tick reached the screen: the time label's frames between Start and Stop.
        let lines = r.text.split(separator: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("hit #1 Button \"Start\"") }),
              let stop = lines.firstIndex(where: { $0.hasPrefix("hit #4 Button \"Stop\"") }) else {
            Issue.record("no Start or Stop tap in the trace:\n\(r.text)"); return
        }
        let presents = lines[start..<stop].filter { $0.hasPrefix("present #") }.count
        #expect(presents >= 10, "\(presents) frames between Start and Stop:\n\(r.text)")
        // The lap row tapped after Stop (then deselected, "no lap row is selected" above) was a touch on
        // the table's first row.
        #expect(r.text.contains("frame #5 began (400, 236)") && r.text.contains("hit #5 View"), "\(r.text)")
    }
}
