import Foundation
import Testing

/// Swift concurrency, Dispatch, PanelTimer and an app's own descriptor on the panel's loop, through the
/// real entry point in its own process: the main queue is the main thread's there, as on a panel (a
/// test runner's main queue belongs to `dispatch_main()`, which no panel loop can serve).
@Suite struct LoopCheckTests {
    static let app = BuiltExecutable("faceplate-loopcheck")

    @Test func workFromTasksDispatchTimersAndADescriptorIsOnTheNextFrame() throws {
        // Without the main queue on the loop the label never changes, frame 2 never comes, and the app
        // would wait for ever: it gets 20 s.
        let r = try LoopCheckTests.app.run(["--backend", "headless", "--input", "none", "--frames", "2", "--trace", "--out-dir", "out"])
        let text = r.text
        #expect(!r.timedOut, "the app never drew the frame its work asked for:\n\(text)")
        #expect(r.status == 0, "\(text)")
        let lines = text.split(separator: "\n").map(String.init)
        func index(_ prefix: String) -> Int? { lines.firstIndex { $0.hasPrefix(prefix) } }
        for name in ["dispatch", "task", "sleep", "async-let", "group", "stream", "after", "timer", "repeat", "descriptor"] {
            #expect(index("loopcheck: ran \(name)") != nil, "\(name) never ran:\n\(text)")
        }
        // The label changed once everything ran, and the very next frame presented is the one that shows it.
        let first = index("present #1"), shows = index("loopcheck: label shows done: all 10 ran")
        let second = index("present #2 age 1 damage 20,20")
        #expect(first != nil && shows != nil && second != nil, "\(text)")
        if let first, let shows, let second { #expect(first < shows && shows < second) }
        // Launch ends with the delegate's applicationDidBecomeActive, once, before the first frame.
        let active = index("loopcheck: became active")
        #expect(active != nil && lines.filter { $0 == "loopcheck: became active" }.count == 1, "\(text)")
        if let active, let first { #expect(active < first) }
        // Pending work (an hour-long sleep and asyncAfter) did not keep the stopped app alive, and the
        // app's last word came.
        #expect(index("loopcheck: will terminate with 10 of 10 run") != nil, "\(text)")
        #expect(r.files.contains("out/frame-0002.png"), "\(r.files.sorted())")
    }

    /// A worker thread sets a label through `DispatchQueue.main.async` a thousand times a second for a
    /// second, under the real loop: every frame shows a value at least as new as all those posted before
    /// the frame before it, every job runs once and in order, and the jobs still queued when a frame is
    /// drawn stay few (the queue does not grow). The app checks each frame itself (Ticker) and ends
    /// itself once it has shown the last value.
    @Test func aLabelDrivenAtOneKilohertzShowsTheLatestValueInEveryFrame() throws {
        // A frame limit far beyond the run: headless, the launcher sees no timer or descriptor of the app's
        // and would stop after one frame; the app ends itself. Without the main queue on the loop the
        // label never shows the last value and the app never ends: it gets 30 s for its one second of work.
        let r = try LoopCheckTests.app.run(["--backend", "headless", "--input", "none", "--ticker", "--frames", "100000", "--out-dir", "out"],
                                           deadline: 30)
        let text = r.text
        #expect(!r.timedOut, "the last value never reached a frame:\n\(text)")
        #expect(r.status == 0, "\(text)")
        #expect(!text.contains("loopcheck: FAIL"), "\(text)")
        let summary = text.split(separator: "\n").first { $0.hasPrefix("loopcheck: ticker: 1000 jobs ran in order, ") }
        #expect(summary?.contains(", 0 stale; ") == true, "\(text)")
        // A second's posts against the frames: a loop that left work behind would hold hundreds at the end.
        let pending = summary.flatMap { Int($0.split(separator: " ").last ?? "") }
        #expect(pending != nil && pending! <= 250, "the queue grew: \(summary ?? "no summary")\n\(text)")
        let frames = summary.flatMap { s in s.split(separator: ",").dropFirst().first.flatMap { Int($0.split(separator: " ").first ?? "") } }
        #expect(frames != nil && frames! >= 2, "\(summary ?? "no summary")")
    }
}
