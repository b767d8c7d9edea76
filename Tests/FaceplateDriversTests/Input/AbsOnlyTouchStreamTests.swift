import Faceplate
@testable import FaceplateDrivers
import Testing

/// A touchscreen that claims multitouch but sends only ABS_X/ABS_Y: told apart from a real multitouch
/// one on its first frame with a position, and read as one finger.
@Suite struct AbsOnlyTouchStreamTests {
    typealias E = (type: UInt16, code: UInt16, value: Int32)
    static let report: E = (EvdevCode.evSyn, EvdevCode.synReport, 0)

    /// Feeds `events`, returning the frames the SYN_REPORTs ended.
    func feed(_ stream: inout AbsOnlyTouchStream, _ events: [E]) -> [AbsOnlyTouchStream.Frame] {
        events.compactMap { stream.feed(type: $0.type, code: $0.code, value: $0.value) }
    }

    func stTouch(x: Int32, y: Int32, down: Bool? = nil) -> [E] {
        var e: [E] = []
        if let down { e.append((EvdevCode.evKey, EvdevCode.btnTouch, down ? 1 : 0)) }
        e += [(EvdevCode.evAbs, EvdevCode.absX, x), (EvdevCode.evAbs, EvdevCode.absY, y), Self.report]
        return e
    }

    @Test func aFrameWithMultitouchDataSaysMultitouchAndNothingElse() {
        var s = AbsOnlyTouchStream()
        // what a real MT driver sends: MT data, then the pointer-emulation axes and BTN_TOUCH
        let frames = feed(&s, [(EvdevCode.evAbs, EvdevCode.absMTSlot, 0), (EvdevCode.evAbs, EvdevCode.absMTTrackingID, 5),
                               (EvdevCode.evAbs, EvdevCode.absMTPositionX, 100), (EvdevCode.evAbs, EvdevCode.absMTPositionY, 90)]
                              + stTouch(x: 100, y: 90, down: true))
        #expect(frames.isEmpty)
        #expect(s.verdict == .multitouch)
        // later single-touch-only frames change nothing: the device showed MT data
        #expect(feed(&s, stTouch(x: 5, y: 5, down: false)).isEmpty)
        #expect(s.verdict == .multitouch)
    }

    @Test func onlyAbsXYAndBtnTouchIsAbsOnlyAndReadsAsOneFinger() {
        var s = AbsOnlyTouchStream()
        #expect(feed(&s, stTouch(x: 100, y: 90, down: true)) == [.init(becameAbsOnly: true, change: .down(x: 100, y: 90))])
        #expect(s.verdict == .absOnly && s.isTouching)
        #expect(feed(&s, stTouch(x: 110, y: 90)) == [.init(becameAbsOnly: false, change: .motion(x: 110, y: 90))])
        #expect(feed(&s, stTouch(x: 110, y: 90)).isEmpty)     // nothing changed
        #expect(feed(&s, [(EvdevCode.evKey, EvdevCode.btnTouch, 0), Self.report]) == [.init(becameAbsOnly: false, change: .up)])
        #expect(!s.isTouching)
    }

    /// A multitouch frame as a real MT driver sends it: MT data, then the pointer-emulation axes.
    func mtTouch(x: Int32, y: Int32, down: Bool) -> [E] {
        [(EvdevCode.evAbs, EvdevCode.absMTSlot, 0), (EvdevCode.evAbs, EvdevCode.absMTTrackingID, down ? 7 : -1),
         (EvdevCode.evAbs, EvdevCode.absMTPositionX, x), (EvdevCode.evAbs, EvdevCode.absMTPositionY, y)]
            + stTouch(x: x, y: y, down: down)
    }

    /// Flagged ABS-only, then a proper multitouch tap: libinput reads that (it reads ABS_MT_*), so the
    /// stream delivers none of it — one reader per device, or the tap acts twice.
    @Test func anAbsOnlyDeviceThatSendsMultitouchIsLibinputsFromThen() {
        var s = AbsOnlyTouchStream()
        #expect(feed(&s, stTouch(x: 100, y: 90, down: true)).count == 1)
        #expect(feed(&s, stTouch(x: 100, y: 90, down: false)) == [.init(becameAbsOnly: false, change: .up)])
        #expect(s.verdict == .absOnly)
        #expect(feed(&s, mtTouch(x: 300, y: 200, down: true) + mtTouch(x: 300, y: 200, down: false)).isEmpty)
        #expect(s.verdict == .multitouch)
        // and single-touch frames after that are libinput's too (it saw MT data from this device)
        #expect(feed(&s, stTouch(x: 5, y: 5, down: true)).isEmpty)
    }

    /// Its finger still down when multitouch data comes: cancelled (libinput's touch takes over), never
    /// lifted onto a control.
    @Test func aFingerHeldWhenMultitouchComesIsCancelled() {
        var s = AbsOnlyTouchStream()
        _ = feed(&s, stTouch(x: 100, y: 90, down: true))
        #expect(feed(&s, mtTouch(x: 100, y: 90, down: true)) == [.init(becameAbsOnly: false, change: .cancel)])
        #expect(!s.isTouching && s.verdict == .multitouch)
    }

    /// Every SYN_DROPPED is counted, whoever reads the device's touches.
    @Test func droppedReportsAreCountedWhateverTheVerdict() {
        let dropped: E = (EvdevCode.evSyn, EvdevCode.synDropped, 0)
        var s = AbsOnlyTouchStream(libinputReads: true)
        #expect(feed(&s, [dropped, Self.report] + stTouch(x: 1, y: 1, down: true) + [dropped, Self.report]).isEmpty)
        #expect(s.droppedReports == 2 && s.verdict == .multitouch)
        var u = AbsOnlyTouchStream()
        _ = feed(&u, [dropped, Self.report])
        #expect(u.droppedReports == 1 && u.verdict == .undecided)
    }

    @Test func framesWithoutAPositionDecideNothing() {
        var s = AbsOnlyTouchStream()
        #expect(feed(&s, [(4, 5, 1234), Self.report]).isEmpty)   // MSC_TIMESTAMP alone
        #expect(s.verdict == .undecided)
    }

    @Test func aDroppedFrameIsSkipped() {
        var s = AbsOnlyTouchStream()
        _ = feed(&s, stTouch(x: 1, y: 1, down: true))
        let frames = feed(&s, [(EvdevCode.evAbs, EvdevCode.absX, 50), (EvdevCode.evSyn, EvdevCode.synDropped, 0), Self.report]
                              + stTouch(x: 60, y: 1))
        #expect(frames == [.init(becameAbsOnly: false, change: .motion(x: 60, y: 1))])
    }

    @Test func panelCoordinatesScaleLikeLibinput() {
        #expect(AbsOnlyTouchStream.panelCoordinate(0, minimum: 0, maximum: 799, size: 800) == 0)
        #expect(AbsOnlyTouchStream.panelCoordinate(400, minimum: 0, maximum: 799, size: 800) == 400)
        #expect(AbsOnlyTouchStream.panelCoordinate(2048, minimum: 0, maximum: 4095, size: 800) == 400)
        #expect(AbsOnlyTouchStream.panelCoordinate(5, minimum: 5, maximum: 5, size: 800) == 0)   // a degenerate axis
    }
}
