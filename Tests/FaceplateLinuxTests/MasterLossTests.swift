import Testing
import Glibc
import Faceplate
import FaceplateLinux

/// A headless display that can lose DRM master: `present` throws `.notMaster` while `taken`, and
/// `resume` fails the same way until `taken` is cleared (the other program let go).
final class StealableDisplay: DisplayBackend {
    let inner: HeadlessDisplay
    var taken = false
    var resumeAttempts = 0
    init(width: Int, height: Int) { inner = HeadlessDisplay(width: width, height: height) }
    var transform: DisplayTransform { inner.transform }
    var pixelFormat: PixelFormat { inner.pixelFormat }
    var fd: Int32? { nil }
    func nextBuffer() -> DisplayFrame? { inner.nextBuffer() }
    func present(damage: PixelRect) throws {
        if taken { throw DisplayError.notMaster(path: "/dev/dri/card0") }
        try inner.present(damage: damage)
    }
    func handleEvents() throws {}
    func close() { inner.close() }
    func setBlanked(_ blanked: Bool) throws { try inner.setBlanked(blanked) }
    func resume() throws {
        resumeAttempts += 1
        if taken { throw DisplayError.notMaster(path: "/dev/dri/card0") }
    }
    var isDisplayOurs: Bool { !taken }
}

/// Losing DRM master without a seat manager: the runner notices the display is free again by itself
/// (a retry timer), without waiting for a touch, and redraws; touches in between act on nothing.
@Suite @MainActor struct MasterLossTests {
    /// A quick tap's down and lift in one batch, right after another program took master: no frame has
    /// failed yet, so only asking the display before delivering input keeps the blind tap from acting
    /// (the VM's app.sh found it acting).
    @Test func aTapInOneBatchAfterMasterWasTakenActsOnNothing() throws {
        let r = try PadPanelRig(display: StealableDisplay(width: 200, height: 100))
        let (display, pad, runner, source) = (r.display, r.pad, r.runner, r.source)
        var lines: [String] = []
        runner.log = { lines.append($0) }
        runner.runOnce(timeoutMilliseconds: 0)
        display.taken = true
        source.send(UInt8(ascii: "d")); source.send(UInt8(ascii: "u"))   // one batch
        runner.runOnce(timeoutMilliseconds: 1000)
        #expect(pad.taps == 0)
        #expect(runner.isSuspended)
        #expect(lines.contains { $0.contains("another program is DRM master") })
    }

    /// The trace names an ignored finger by device and kernel slot, not by the packed input slot
    /// (device · 2³² + slot, which read as "slot 4294967296").
    @Test func anIgnoredTouchIsTracedByDeviceAndSlot() throws {
        let r = try PadPanelRig(display: StealableDisplay(width: 200, height: 100))
        let lines = TraceLines()
        r.app.trace.record(into: lines)
        r.runner.log = { _ in }
        r.runner.runOnce(timeoutMilliseconds: 0)
        r.display.taken = true
        r.source.send(UInt8(ascii: "D")); r.source.send(UInt8(ascii: "U"))
        r.runner.runOnce(timeoutMilliseconds: 1000)
        #expect(lines.lines.contains("touch ignored: device 1 slot 0 went down while the display is away"), "\(lines.lines)")
    }

    @Test func theDisplayIsTakenBackByTheRetryTimerAndRedrawn() throws {
        let r = try PadPanelRig(display: StealableDisplay(width: 200, height: 100))
        let (display, pad, runner, source) = (r.display, r.pad, r.runner, r.source)
        runner.log = { _ in }
        runner.runOnce(timeoutMilliseconds: 0)
        #expect(display.inner.presentedFrames == 1)

        display.taken = true                                     // another program became master
        source.send(UInt8(ascii: "d"))                           // the highlight's frame finds master gone
        runner.runOnce(timeoutMilliseconds: 1000)
        #expect(runner.isSuspended)
        source.send(UInt8(ascii: "u"))
        runner.runOnce(timeoutMilliseconds: 1000)
        source.send(UInt8(ascii: "d")); runner.runOnce(timeoutMilliseconds: 1000)   // a blind tap
        source.send(UInt8(ascii: "u")); runner.runOnce(timeoutMilliseconds: 1000)
        #expect(pad.taps == 0)

        display.taken = false                                    // the other program exits
        // No input from here on: the retry timer alone must bring the display back.
        var waited = 0
        while runner.isSuspended && waited < 40 { runner.runOnce(timeoutMilliseconds: 100); waited += 1 }
        #expect(!runner.isSuspended)
        #expect(display.resumeAttempts >= 1)
        #expect(display.inner.presentedFrames == 2)              // redrawn without a touch
        #expect(display.inner.lastDamage == PixelRect(x: 0, y: 0, width: 200, height: 100))
        #expect(pad.taps == 0)
    }
}
