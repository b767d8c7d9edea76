import Testing
import Glibc
import Faceplate
import FaceplateLinux

/// A pipe source whose dispatch also raises a signal on this thread: the signal arrives after the
/// loop's wait returned, while input is handled — the moment a runner must not draw one more frame.
final class SignallingSource: PanelInputSource {
    let inner: PipeTouchSource
    let signal: Int32
    init(inner: PipeTouchSource, signal: Int32) { self.inner = inner; self.signal = signal }
    var fd: Int32 { inner.fd }
    func dispatch<S: InputSink>(to sink: S) {
        inner.dispatch(to: sink)
        // Thread-directed: the test process's other threads do not block the termination signals.
        pthread_kill(pthread_self(), signal)
    }
}

extension PanelRunnerTests {
    @Test func aSignalDuringInputEndsTheRunBeforeAnotherFrame() throws {
        let r = try rig()
        r.runner.runOnce(timeoutMilliseconds: 0)
        #expect(r.display.presentedFrames == 1)
        let source = SignallingSource(inner: PipeTouchSource(), signal: SIGTERM)
        try r.runner.add(source)
        source.inner.send(UInt8(ascii: "d"))               // highlights the pad: damage to draw
        r.runner.runOnce(timeoutMilliseconds: 1000)
        #expect(r.pad.isHighlighted)                        // the input was handled...
        #expect(r.runner.stopSignal == SIGTERM && r.runner.isStopping)
        #expect(r.display.presentedFrames == 1)             // ...but no frame was started after the signal
    }

    @Test func sighupAndSigquitEndTheRunCleanlyWith128PlusN() throws {
        for (signal, code) in [(SIGHUP, Int32(129)), (SIGQUIT, 131), (SIGINT, 0), (SIGTERM, 0)] {
            let r = try rig()
            r.runner.runOnce(timeoutMilliseconds: 0)
            // Test threads (libdispatch workers) block every signal, so a signal the loop's signalfd does
            // not take would wait here forever: one bounded turn, then the run ends at once if it stopped.
            pthread_kill(pthread_self(), signal)
            r.runner.runOnce(timeoutMilliseconds: 1000)
            #expect(r.runner.isStopping, "signal \(signal) did not reach the loop")
            #expect(r.runner.run() == code)
            #expect(r.runner.stopSignal == signal && r.runner.exitCode == code)
            #expect(r.display.nextBuffer() == nil)          // closed: the console is given back
        }
        #expect(PanelRunner.signalName(SIGHUP) == "SIGHUP" && PanelRunner.signalName(SIGQUIT) == "SIGQUIT")
    }

    @Test func stopWhenDrawnDrawsWhatIsPendingFirst() throws {
        let r = try rig()
        r.runner.runOnce(timeoutMilliseconds: 0)
        r.runner.stopWhenDrawn()
        r.source.send(UInt8(ascii: "d"))
        r.runner.runOnce(timeoutMilliseconds: 1000)
        #expect(r.display.presentedFrames == 2)             // the highlight was drawn...
        #expect(r.runner.isStopping)                        // ...then the run ends
        let idle = try rig()
        idle.runner.runOnce(timeoutMilliseconds: 0)
        idle.runner.stopWhenDrawn()
        idle.source.send(UInt8(ascii: "u"))                 // a batch that changes nothing on screen
        idle.runner.runOnce(timeoutMilliseconds: 1000)
        #expect(idle.display.presentedFrames == 1 && idle.runner.isStopping)
    }
}
