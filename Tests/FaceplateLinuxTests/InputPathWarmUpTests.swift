import Testing
import Faceplate
import FaceplateGraphics
import FaceplateLinux
import FaceplateWidgets

/// `faceplate run`'s start-up warm-up of the libinput input path: its private tap must go
/// through the router, the application sink and the stage stamps to a timed action, and the running
/// application and its runner must not see any of it.
@Suite @MainActor struct InputPathWarmUpTests {
    @Test func theWarmUpRoutesATapToTimedActionsAndTheRunnerSeesNothing() throws {
        let r = try PadPanelRig(display: HeadlessDisplay(width: 200, height: 100))
        r.runner.printsLatency = true                            // as with --latency: the runner stamps stages
        r.runner.runOnce(timeoutMilliseconds: 0)                 // the first frame: nothing dirty after it
        #expect(!r.runner.compositor.needsDisplay)
        var observed = 0
        let runnersObserver = r.app.actionObserver
        r.app.actionObserver = { observed += 1; runnersObserver?($0) }
        let lines = TraceLines()
        r.app.trace.record(into: lines)
        var damage: [Rect] = []
        let compositorsObserver = r.window.damageObserver
        r.window.damageObserver = { damage.append($0); compositorsObserver?($0) }
        let frames = r.display.presentedFrames

        let report = InputPathWarmUp.run(window: r.window)

        // It ran: the dispatch warm-up's tap, delivered as libinput's touches are, its actions timed.
        #expect(report.dispatch.hitTests == 25)
        #expect(report.dispatch.privateActions == 1 && report.dispatch.privateTargetActions == 1)
        #expect(report.routedRecords == 4, "down, frame, up, frame through the private router")
        #expect(report.timedActions == 2, "the closure action and the target-action reached the private log")
        // Nothing of the running application or its runner saw it.
        #expect(r.pad.taps == 0 && !r.pad.isHighlighted && !r.pad.isTracking)
        #expect(observed == 0)
        #expect(lines.lines.isEmpty, "\(lines.lines)")
        #expect(damage.isEmpty, "\(damage)")
        #expect(r.runner.latency.totalCount == 0 && !r.runner.latency.hasPending)
        #expect(r.runner.stages.stamps == InputStageStamps())
        r.runner.runOnce(timeoutMilliseconds: 0)
        #expect(r.display.presentedFrames == frames, "nothing to draw")

        // The runner still times a real tap, with its stages.
        for b in "du".utf8 { r.source.send(b); r.runner.runOnce(timeoutMilliseconds: 1000) }
        #expect(r.pad.taps == 1)
        #expect(r.runner.latency.totalCount == 1)
        #expect(r.runner.latency.samples.last?.stages?.records == 2)
    }
}
