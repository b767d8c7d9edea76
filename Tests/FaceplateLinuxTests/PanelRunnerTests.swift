import Testing
import Glibc
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
import FaceplateLinux

/// Input through a pipe: each byte written is one touch frame of a finger at (50, 50) — `d` down,
/// `u` up, `o` moved far outside the pad; `D` and `U` the same for kernel slot 0 of a second device
/// (device number 1) — so the runner's loop is driven by a real descriptor.
final class PipeTouchSource: PanelInputSource {
    let fd: Int32
    let writeFD: Int32
    /// Whether it says it is live input (a replay is not).
    var isLive = true
    init() {
        var fds: [Int32] = [0, 0]
        pipe(&fds)
        fd = fds[0]; writeFD = fds[1]
        _ = fcntl(fd, F_SETFL, O_NONBLOCK)
    }
    deinit { close(fd); close(writeFD) }

    func send(_ byte: UInt8) { var b = byte; _ = write(writeFD, &b, 1) }

    func dispatch<S: InputSink>(to sink: S) {
        var b: UInt8 = 0
        while read(fd, &b, 1) == 1 {
            let t = LatencyLog.now()
            switch b {
            case UInt8(ascii: "d"): sink.handle(.touchDown(slot: 0, location: Point(x: 50, y: 50), time: t))
            case UInt8(ascii: "o"): sink.handle(.touchMotion(slot: 0, location: Point(x: 190, y: 90), time: t))
            case UInt8(ascii: "D"): sink.handle(.touchDown(slot: InputTouchSlot.number(device: 1, slot: 0), location: Point(x: 50, y: 50), time: t))
            case UInt8(ascii: "U"): sink.handle(.touchUp(slot: InputTouchSlot.number(device: 1, slot: 0), time: t))
            default: sink.handle(.touchUp(slot: 0, time: t))
            }
            sink.handle(.frame(time: t))
        }
    }
}

final class TimerProbe: TimerTarget {
    var fired = 0
    func timerFired(token: Int) { fired += 1 }
}

@Suite @MainActor struct PanelRunnerTests {
    typealias Rig = PadPanelRig<HeadlessDisplay>

    func rig() throws -> Rig { try Rig(display: HeadlessDisplay(width: 200, height: 100)) }

    func pixel(_ d: HeadlessDisplay, _ x: Int, _ y: Int) -> UInt32 {
        d.buffer.baseAddress.load(fromByteOffset: y * d.buffer.stride + x * 4, as: UInt32.self) & 0xFFFFFF
    }

    @Test func rendersOnlyWhenDirtyAndATapRunsTheActionThenFlips() throws {
        let r = try rig()
        r.runner.runOnce(timeoutMilliseconds: 0)
        #expect(r.display.presentedFrames == 1)                 // the first frame
        #expect(pixel(r.display, 50, 50) == 0x808080)
        r.runner.runOnce(timeoutMilliseconds: 20)               // nothing dirty, nothing readable
        #expect(r.display.presentedFrames == 1)

        r.source.send(UInt8(ascii: "d"))
        r.runner.runOnce(timeoutMilliseconds: 1000)
        #expect(r.display.presentedFrames == 2)
        #expect(pixel(r.display, 50, 50) == 0xFF0000)            // highlighted
        #expect(r.display.lastDamage == PixelRect(x: 10, y: 10, width: 80, height: 80))

        r.source.send(UInt8(ascii: "u"))
        r.runner.runOnce(timeoutMilliseconds: 1000)
        #expect(r.pad.taps == 1)
        #expect(r.display.presentedFrames == 3)
        #expect(pixel(r.display, 50, 50) == 0x808080)
        #expect(r.runner.latency.totalCount == 1)
        let s = try #require(r.runner.latency.samples.first)
        #expect(try #require(s.inputToAction) >= 0)
        #expect(try #require(s.actionToFlip) >= 0)
    }

    @Test func aReleaseOutsideRunsNoActionAndTimesNothing() throws {
        let r = try rig()
        r.runner.runOnce(timeoutMilliseconds: 0)
        for b in "dou".utf8 { r.source.send(b); r.runner.runOnce(timeoutMilliseconds: 1000) }
        #expect(r.pad.taps == 0)
        #expect(r.runner.latency.totalCount == 0)
    }

    /// The frames one wake-up reads are one input batch: a finger's motion frames read together move it
    /// once, and the positions passed over are counted (the run's exit line reports them).
    @Test func motionFramesReadTogetherAreCoalesced() throws {
        let r = try rig()
        r.runner.runOnce(timeoutMilliseconds: 0)
        r.source.send(UInt8(ascii: "d"))
        r.runner.runOnce(timeoutMilliseconds: 1000)
        let delivered = r.app.diagnostics.touchEventsDelivered
        for b in "ooo".utf8 { r.source.send(b) }
        r.runner.runOnce(timeoutMilliseconds: 1000)
        #expect(r.app.diagnostics.coalescedMotions == 2)
        #expect(r.app.diagnostics.touchEventsDelivered == delivered + 1)
    }

    /// A source that is not live (a replay) has every frame delivered, however many one wake-up reads.
    @Test func framesOfASourceThatIsNotLiveAreEachDelivered() throws {
        let r = try rig()
        r.source.isLive = false
        r.runner.runOnce(timeoutMilliseconds: 0)
        r.source.send(UInt8(ascii: "d"))
        r.runner.runOnce(timeoutMilliseconds: 1000)
        for b in "ooo".utf8 { r.source.send(b) }
        r.runner.runOnce(timeoutMilliseconds: 1000)
        #expect(r.app.diagnostics.coalescedMotions == 0)
    }

    @Test func theTimerfdFiresApplicationTimersAtTheirDeadline() throws {
        let r = try rig()
        let probe = TimerProbe()
        r.runner.runOnce(timeoutMilliseconds: 0)                 // arms nothing: no timers yet
        r.app.timers.schedule(at: LatencyLog.now() + 0.01, target: probe, token: 1)
        r.source.send(UInt8(ascii: "u"))                         // any batch: its end arms the timerfd
        r.runner.runOnce(timeoutMilliseconds: 1000)
        #expect(probe.fired == 0)
        var turns = 0
        while probe.fired == 0 && turns < 10 { r.runner.runOnce(timeoutMilliseconds: 1000); turns += 1 }
        #expect(probe.fired == 1)
    }

    @Test func aLoopIterationAllocatesNothingOnceWarm() throws {
        let r = try rig()
        r.runner.runOnce(timeoutMilliseconds: 0)
        func tap() {
            r.source.send(UInt8(ascii: "d")); r.runner.runOnce(timeoutMilliseconds: 1000)
            r.source.send(UInt8(ascii: "u")); r.runner.runOnce(timeoutMilliseconds: 1000)
        }
        for _ in 0..<3 { tap() }
        let before = r.display.presentedFrames
        faceplate_malloc_count_start()
        for _ in 0..<20 { tap() }
        let mallocs = faceplate_malloc_count_stop()
        #expect(faceplate_malloc_counter_active() != 0)
        #expect(r.pad.taps == 23)
        #expect(r.display.presentedFrames == before + 40)        // every iteration really rendered and presented
        expectNoAllocations(mallocs)
    }

    @Test func sigtermStopsTheRunAndClosesTheDisplay() throws {
        let r = try rig()
        r.runner.runOnce(timeoutMilliseconds: 0)
        // Thread-directed, as in EventLoopTests: other test threads do not block SIGTERM.
        pthread_kill(pthread_self(), SIGTERM)
        #expect(r.runner.run() == 0)
        #expect(r.runner.stopSignal == SIGTERM)
        #expect(r.display.nextBuffer() == nil)                   // closed
    }

    @Test func aFrameLimitEndsTheRun() throws {
        let r = try rig()
        r.runner.frameLimit = 1
        #expect(r.runner.run() == 0)
        #expect(r.display.presentedFrames == 1)
    }

    @Test func nothingIsDrawnWhileTheDisplayIsAwayAndEverythingWhenItIsBack() throws {
        let r = try rig()
        var messages: [String] = []
        r.runner.log = { messages.append($0) }
        r.runner.runOnce(timeoutMilliseconds: 0)
        #expect(r.display.presentedFrames == 1)
        r.runner.suspendDisplay(reason: "test VT switch")
        #expect(r.runner.isSuspended)
        r.source.send(UInt8(ascii: "d"))
        r.runner.runOnce(timeoutMilliseconds: 1000)
        #expect(!r.pad.isHighlighted)                           // a blind touch reaches no control
        r.source.send(UInt8(ascii: "u"))
        r.runner.runOnce(timeoutMilliseconds: 1000)
        #expect(r.pad.taps == 0)                                // and a blind tap runs no action
        #expect(r.runner.inputIgnoredWhileAway >= 1)
        #expect(r.display.presentedFrames == 1)                 // nothing is drawn
        r.runner.resumeDisplay()
        #expect(!r.runner.isSuspended)
        #expect(r.display.presentedFrames == 2)
        #expect(r.display.lastDamage == PixelRect(x: 0, y: 0, width: 200, height: 100))   // the whole screen
        #expect(pixel(r.display, 50, 50) == 0x808080)
        #expect(messages.count == 2)
        r.source.send(UInt8(ascii: "d"))                        // back: touches act again
        r.runner.runOnce(timeoutMilliseconds: 1000)
        r.source.send(UInt8(ascii: "u"))
        r.runner.runOnce(timeoutMilliseconds: 1000)
        #expect(r.pad.taps == 1)
    }

    @Test func aFingerDownWhenTheDisplayGoesAwayEndsCancelledNotTapped() throws {
        let r = try rig()
        r.runner.log = { _ in }
        r.runner.runOnce(timeoutMilliseconds: 0)
        r.source.send(UInt8(ascii: "d"))
        r.runner.runOnce(timeoutMilliseconds: 1000)
        #expect(r.pad.isHighlighted)
        r.runner.suspendDisplay(reason: "test: another program took master")
        r.source.send(UInt8(ascii: "u"))                        // lifted while the screen shows something else
        r.runner.runOnce(timeoutMilliseconds: 1000)
        #expect(r.pad.taps == 0)
        #expect(!r.pad.isHighlighted)
        #expect(!r.pad.isTracking)
    }

    @Test func consoleLinesFormatNumbersWithoutFoundation() {
        let line = ConsoleLine(fd: -1)
        line.append("latency ")
        line.append(0.1234, decimals: 3)
        line.append(" ")
        line.append(12.0, decimals: 1)
        line.append(" ")
        line.append(-7)
        line.append(" ")
        line.append(1.9996, decimals: 3)
        #expect(line.text == "latency 0.123 12.0 -7 2.000")
    }
}
