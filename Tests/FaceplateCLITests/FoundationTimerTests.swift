import Foundation
import Testing

/// Foundation's `Timer` on the panel's loop: faceplate-timercheck, an app on the real entry point that
/// imports Foundation, runs headless in its own process (the main run loop is the main thread's, and
/// the panel's loop owns that thread there, as on a panel).
@Suite struct FoundationTimerTests {
    static let app = BuiltExecutable("faceplate-timercheck")
    /// One frame at 60 Hz: how late a timer may fire.
    static let frame = 1000.0 / 60

    /// The lateness of every `timercheck: fired NAME late X ms` line, by name.
    static func lateness(_ text: String) -> [(String, Double)] {
        text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("timercheck: fired "), let late = line.range(of: " late ") else { return nil }
            let name = String(line[line.index(line.startIndex, offsetBy: 18)..<late.lowerBound])
            return Double(line[late.upperBound...].dropLast(3)).map { (name, $0) }
        }
    }

    @Test func timersFireOnTimeStopWhenInvalidatedAndDoNotKeepTheAppAlive() throws {
        let r = try FoundationTimerTests.app.run(["--backend", "headless", "--input", "none", "--frames", "2", "--trace", "--out-dir", "out"])
        // Without the main run loop's timers on the panel's loop nothing fires, frame 2 never comes, and
        // the app would wait for ever: it gets 20 s.
        #expect(!r.timedOut, "the app never drew the frame its timers asked for:\n\(r.text)")
        #expect(r.status == 0, "\(r.text)")
        #expect(!r.text.contains("FAIL"), "\(r.text)")
        var fired = FoundationTimerTests.lateness(r.text)
        #expect(fired.map(\.0) == ["repeat 1", "repeat 2", "one-shot", "repeat 3", "moved", "settle"], "\(r.text)")
        // Never early (a millisecond for the clocks' rounding), never a frame late. A machine busy with
        // other builds can hold the process off the CPU for longer than a frame, so one late run is run
        // again: a loop that waits past its timers is late in both, the scheduler's hiccup seldom twice.
        func onTime(_ list: [(String, Double)]) -> Bool { list.allSatisfy { $0.1 > -1 && $0.1 < FoundationTimerTests.frame } }
        var text = r.text
        if !onTime(fired) {
            let again = try FoundationTimerTests.app.run(["--backend", "headless", "--input", "none", "--frames", "2", "--trace", "--out-dir", "out"])
            text = "first run:\n\(r.text)\nagain:\n\(again.text)"
            fired = FoundationTimerTests.lateness(again.text)
            #expect(fired.count == 6, "\(text)")
        }
        for (name, late) in fired {
            #expect(late > -1 && late < FoundationTimerTests.frame, "\(name) fired \(late) ms after its time:\n\(text)")
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
        let r = try FoundationTimerTests.app.run(["--backend", "headless", "--input", "none", "--frames", "1000", "--out-dir", "out"],
                                                 stopWhen: "timercheck: label shows done")
        #expect(!r.timedOut, "SIGTERM did not end the app:\n\(r.text)")
        #expect(r.status == 0, "\(r.text)")
        #expect(r.text.contains("timercheck: will terminate with 4 of 4 done, heartbeat running: true"), "\(r.text)")
    }
}
