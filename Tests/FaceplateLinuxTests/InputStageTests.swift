import Testing
import Glibc
import Faceplate
import FaceplateLinux

/// A pipe source that notes the backend stages as ``LibinputSource`` does (after reading, before the
/// first event), so the stage stamps of a whole batch can be checked without a libinput device.
final class StagedPipeSource: PanelInputSource {
    let pipe = PipeTouchSource()
    var fd: Int32 { pipe.fd }
    func dispatch<S: InputSink>(to sink: S) {
        sink.noteStage(.libinputDispatched)
        sink.noteStage(.firstEvent)
        pipe.dispatch(to: sink)
    }
}

/// The latency stages: every action from input carries where its batch had got to, in
/// order, and a batch's stamps do not leak into the next.
@Suite @MainActor struct InputStageTests {
    @Test func aTapsActionCarriesItsBatchsStagesInOrder() throws {
        let r = try PadPanelRig(display: HeadlessDisplay(width: 200, height: 100))
        r.runner.printsLatency = true
        let staged = StagedPipeSource()
        try r.runner.add(staged)
        r.runner.runOnce(timeoutMilliseconds: 0)
        staged.pipe.send(UInt8(ascii: "d"))
        r.runner.runOnce(timeoutMilliseconds: 1000)
        let sent = LatencyLog.now()
        staged.pipe.send(UInt8(ascii: "u"))
        r.runner.runOnce(timeoutMilliseconds: 1000)
        #expect(r.pad.taps == 1)
        let s = try #require(r.runner.latency.samples.last)
        let st = try #require(s.stages)
        let a = try #require(s.inputToAction)
        #expect(st.readable >= sent)
        #expect(st.libinputDispatched >= st.readable)
        #expect(st.firstEvent >= st.libinputDispatched)
        #expect(st.firstRecord >= st.firstEvent)
        #expect(st.frame >= st.firstRecord)
        #expect(st.readable + a >= st.frame)                       // the action ran after its frame arrived
        #expect(st.records == 2)                                   // the up and its frame
        #expect(st.firstInputTime >= sent && st.firstInputTime <= st.firstRecord)
        #expect(st.readableCPU >= 0 && st.frameCPU >= st.readableCPU && st.actionCPU >= st.frameCPU)
    }

    @Test func aSourceThatNotesNoStagesLeavesThemUnreachedAndTheBatchEnds() throws {
        let r = try PadPanelRig(display: HeadlessDisplay(width: 200, height: 100))
        r.runner.printsLatency = true
        r.runner.runOnce(timeoutMilliseconds: 0)
        for b in "du".utf8 { r.source.send(b); r.runner.runOnce(timeoutMilliseconds: 1000) }
        let st = try #require(r.runner.latency.samples.last?.stages)
        #expect(st.libinputDispatched < 0 && st.firstEvent < 0)    // the pipe source is no libinput
        #expect(st.firstRecord >= st.readable && st.frame >= st.firstRecord)
        // Outside a batch nothing is stamped: a stray note does not start one.
        #expect(r.runner.stages.stamps.readable < 0)
        let ended = r.runner.stages.stamps
        r.runner.stages.note(.frame)
        r.runner.stages.noteRecord(inputTime: 1)
        #expect(r.runner.stages.stamps == ended)
    }

    @Test func aRunnerThatPrintsNoLatencyStampsNoStages() throws {
        let r = try PadPanelRig(display: HeadlessDisplay(width: 200, height: 100))
        r.runner.runOnce(timeoutMilliseconds: 0)
        for b in "du".utf8 { r.source.send(b); r.runner.runOnce(timeoutMilliseconds: 1000) }
        #expect(r.pad.taps == 1)
        let s = try #require(r.runner.latency.samples.last)
        #expect(s.inputToAction != nil)                            // the action was still timed
        #expect(s.stages == nil)                                   // but no batch was stamped
        #expect(r.runner.stages.stamps == InputStageStamps())
    }

    @Test func aTimerActionHasNoStages() {
        let log = LatencyLog()
        log.actionRan(at: 2, inputReady: -1)
        log.complete(frameAt: 3)
        #expect(log.newest(0).stages == nil)
        var st = InputStageStamps()
        st.readable = 1
        st.frame = 1.5
        log.actionRan(at: 2, inputReady: 1, stages: st)
        log.complete(frameAt: nil)
        #expect(log.newest(0).stages == st)
    }
}

/// The output written inside a batch (the trace's lines) is counted with the batch's stamps, and
/// nothing outside a batch is.
@Suite @MainActor struct InputStageOutputTests {
    @Test func outputInsideABatchIsCountedAndOutsideIsNot() {
        let clock = InputStageClock()
        clock.noteOutput(since: LatencyLog.now())
        #expect(clock.stamps.outputLines == 0)
        clock.startBatch(readableAt: LatencyLog.now())
        let start = LatencyLog.now()
        clock.noteOutput(since: start)
        clock.noteOutput(since: start)
        #expect(clock.stamps.outputLines == 2)
        #expect(clock.stamps.outputSeconds >= 0)
        clock.endBatch()
        clock.startBatch(readableAt: LatencyLog.now())
        #expect(clock.stamps.outputLines == 0 && clock.stamps.outputSeconds == 0)
    }
}
