import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
@testable import FaceplateDrivers
import Foundation
import Testing

/// Builds an event-stream recording from compact lines "sec.usec type code value" (hex type/code).
private func events(_ lines: String) throws -> [EvemuEvent] {
    try EvemuRecording(parsing: lines.split(separator: "\n").map { "E: " + $0 }.joined(separator: "\n"), file: "inline.events").events
}

private func replay(_ stream: [EvemuEvent], mapping: TouchMapping = rpiMapping) throws -> [InputRecord] {
    let replay = try EvemuReplay(device: Fixture.rpiDevice(), mapping: mapping)
    let sink = RecordingSink()
    replay.play(stream, to: sink)
    return sink.records
}

@Suite struct EvemuReplayTests {
    @Test func theRaspberryPiTapLandsInTheCentre() throws {
        let tap = try EvemuRecording(contentsOf: Fixture.path("rpi-tap.events"))
        #expect(try replay(tap.events) == [
            .touchDown(slot: 0, location: Point(400, 240), time: 0), .frame(time: 0),
            .touchUp(slot: 0, time: 0.05), .frame(time: 0.05),
        ])
    }

    @Test func dragOutAndBackIsOneTouchWithAMotionPerChangedFrame() throws {
        let stream = try EvemuRecording(contentsOf: Fixture.path("rpi-drag.events")).events
        // 1.048: the position did not change, so the kernel passes no event and there is no frame
        #expect(try replay(stream) == [
            .touchDown(slot: 0, location: Point(400, 240), time: 1.0), .frame(time: 1.0),
            .touchMotion(slot: 0, location: Point(600, 240), time: 1.016), .frame(time: 1.016),
            .touchMotion(slot: 0, location: Point(799, 0), time: 1.032), .frame(time: 1.032),
            .touchMotion(slot: 0, location: Point(400, 240), time: 1.064), .frame(time: 1.064),
            .touchUp(slot: 0, time: 1.08), .frame(time: 1.08),
        ])
    }

    @Test func aDoubleTapAtTheSameSpotIsTwoTouchesAtThatSpot() throws {
        // The second tap's position equals the slot's last one, so the kernel drops those events:
        // the down still lands where the finger is.
        let stream = try events("""
        0.000000 0003 0039 0001
        0.000000 0003 0035 0100
        0.000000 0003 0036 0050
        0.000000 0001 014a 0001
        0.000000 0000 0000 0000
        0.060000 0003 0039 -001
        0.060000 0001 014a 0000
        0.060000 0000 0000 0000
        0.180000 0003 0039 0002
        0.180000 0003 0035 0100
        0.180000 0003 0036 0050
        0.180000 0001 014a 0001
        0.180000 0000 0000 0000
        0.240000 0003 0039 -001
        0.240000 0001 014a 0000
        0.240000 0000 0000 0000
        """)
        #expect(try replay(stream) == [
            .touchDown(slot: 0, location: Point(100, 50), time: 0), .frame(time: 0),
            .touchUp(slot: 0, time: 0.06), .frame(time: 0.06),
            .touchDown(slot: 0, location: Point(100, 50), time: 0.18), .frame(time: 0.18),
            .touchUp(slot: 0, time: 0.24), .frame(time: 0.24),
        ])
    }

    @Test func twoFingersKeepTheirSlotsAndMoveInOneFrame() throws {
        let stream = try EvemuRecording(contentsOf: Fixture.path("rpi-two-fingers.events")).events
        #expect(try replay(stream) == [
            .touchDown(slot: 0, location: Point(100, 100), time: 0), .frame(time: 0),
            .touchDown(slot: 1, location: Point(600, 300), time: 0.01), .frame(time: 0.01),
            .touchMotion(slot: 0, location: Point(110, 100), time: 0.02),
            .touchMotion(slot: 1, location: Point(590, 300), time: 0.02), .frame(time: 0.02),
            .touchUp(slot: 0, time: 0.03), .frame(time: 0.03),
            .touchUp(slot: 1, time: 0.04), .frame(time: 0.04),
        ])
    }

    @Test func aFingerKeepsTheKernelsSlotNumber() throws {
        // the kernel's slot 5 is input slot 5: the application, not the backend, finds it a touch
        let stream = try events("""
        0.000000 0003 002f 0005
        0.000000 0003 0039 0020
        0.000000 0003 0035 0200
        0.000000 0003 0036 0200
        0.000000 0000 0000 0000
        0.010000 0003 0039 -001
        0.010000 0000 0000 0000
        """)
        #expect(try replay(stream) == [
            .touchDown(slot: 5, location: Point(200, 200), time: 0), .frame(time: 0),
            .touchUp(slot: 5, time: 0.01), .frame(time: 0.01),
        ])
    }

    @Test func codesTheDeviceDoesNotDeclareAndEmptyFramesAreDropped() throws {
        let stream = try events("""
        0.000000 0003 0039 0001
        0.000000 0003 0035 0100
        0.000000 0003 0036 0100
        0.000000 0000 0000 0000
        0.010000 0003 003a 0050
        0.010000 0001 0110 0001
        0.010000 0000 0000 0000
        0.020000 0000 0000 0000
        """)
        // ABS_MT_PRESSURE (0x3a) and BTN_LEFT are not in the rpi description: nothing after the down
        #expect(try replay(stream) == [.touchDown(slot: 0, location: Point(100, 100), time: 0), .frame(time: 0)])
    }

    @Test func removingTheDeviceMidTouchCancelsAndAReplayedDeviceWorksAgain() throws {
        let replay = try EvemuReplay(device: Fixture.rpiDevice(), mapping: rpiMapping)
        let sink = RecordingSink()
        replay.play(try events("""
        0.000000 0003 0039 0001
        0.000000 0003 0035 0100
        0.000000 0003 0036 0100
        0.000000 0000 0000 0000
        """), to: sink)
        replay.removeDevice(time: 0.5, to: sink)
        replay.play(try events("""
        1.000000 0003 0039 0001
        1.000000 0003 0035 0100
        1.000000 0003 0036 0100
        1.000000 0000 0000 0000
        """), to: sink)
        #expect(sink.records == [
            .touchDown(slot: 0, location: Point(100, 100), time: 0), .frame(time: 0),
            .touchCancel(slot: 0, time: 0.5), .frame(time: 0.5),
            .touchDown(slot: 0, location: Point(100, 100), time: 1), .frame(time: 1),
        ])
    }

    @Test func aSingleTouchDeviceUsesBtnTouchAndAbsXY() throws {
        let ads = try EvemuRecording(parsing: """
        N: ADS7846 Touchscreen
        I: 0000 0000 0000 0000
        P: 00 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 04 00 00 00 00 00 00
        B: 03 03 00 00 01 00 00 00 00
        A: 00 0 4095 0 0 0
        A: 01 0 4095 0 0 0
        A: 18 0 255 0 0 0
        """, file: "ads.evemu")
        let mapping = TouchMapping(display: DisplayTransform(panelWidth: 480, panelHeight: 320))
        let replay = try EvemuReplay(device: ads, mapping: mapping)
        let sink = RecordingSink()
        replay.play(try events("""
        0.000000 0003 0000 2048
        0.000000 0003 0001 1024
        0.000000 0001 014a 0001
        0.000000 0000 0000 0000
        0.010000 0003 0000 3072
        0.010000 0000 0000 0000
        0.020000 0001 014a 0000
        0.020000 0000 0000 0000
        """), to: sink)
        // (v - min) * size / (max - min + 1): 2048 * 480 / 4096 = 240, 1024 * 320 / 4096 = 80;
        // libinput reports a single-touch device's finger in slot -1
        #expect(sink.records == [
            .touchDown(slot: -1, location: Point(240, 80), time: 0), .frame(time: 0),
            .touchMotion(slot: -1, location: Point(360, 80), time: 0.01), .frame(time: 0.01),
            .touchUp(slot: -1, time: 0.02), .frame(time: 0.02),
        ])
    }

    @Test func keyboardKeysBecomeKeyRecordsAndAutorepeatIsIgnored() throws {
        let keys = try EvemuRecording(parsing: """
        N: gpio-keys
        I: 0019 0001 0001 0100
        B: 00 03 00 00 00 00 00 00 00
        B: 01 00 00 00 10 00 00 00 00
        """, file: "keys.evemu")
        // KEY_ENTER (28 = 0x1c) is bit 4 of byte 3; KEY_A (30) is not declared and is dropped
        let replay = try EvemuReplay(device: keys, mapping: rpiMapping)
        let sink = RecordingSink()
        replay.play(try events("""
        2.000000 0001 001c 0001
        2.000000 0000 0000 0000
        2.100000 0001 001e 0001
        2.100000 0000 0000 0000
        2.300000 0001 001c 0002
        2.300000 0000 0000 0000
        2.400000 0001 001c 0000
        2.400000 0000 0000 0000
        """), to: sink)
        #expect(sink.records == [.key(code: 28, pressed: true, time: 2.0), .key(code: 28, pressed: false, time: 2.4)])
    }

    @Test func aDescriptionThatIsNoTouchscreenIsRejectedByName() throws {
        let mouse = try EvemuRecording(parsing: "N: mouse\nB: 00 07\nB: 02 03", file: "mouse.evemu")
        #expect {
            _ = try EvemuReplay(device: mouse, mapping: rpiMapping)
        } throws: { error in
            (error as? EvemuError)?.description == "mouse.evemu: not a touchscreen or keyboard: needs ABS_MT_SLOT + ABS_MT_POSITION_X/Y, BTN_TOUCH + ABS_X/Y, or keys"
        }
        let eventsOnly = try EvemuRecording(contentsOf: Fixture.path("rpi-tap.events"))
        #expect(throws: EvemuError.self) { _ = try EvemuReplay(device: eventsOnly, mapping: rpiMapping) }
    }

    @Test func replayingAllocatesNothingOnceWarm() throws {
        let tap = try EvemuRecording(contentsOf: Fixture.path("rpi-tap.events")).events
        let replay = try EvemuReplay(device: Fixture.rpiDevice(), mapping: rpiMapping)
        let sink = RecordingSink(capacity: 1024)
        replay.play(tap, to: sink)  // warm
        faceplate_malloc_count_start()
        for _ in 0..<20 { replay.play(tap, to: sink) }
        let count = faceplate_malloc_count_stop()
        #expect(faceplate_malloc_counter_active() != 0)
        expectNoAllocations(count)
        #expect(sink.records.count == 21 * 4)
    }

    /// `A: 2f 0 2147483647`: the slot count was `maximum + 1` in `Int32`, which trapped. It is taken in
    /// `Int` and capped at 64 slots; a touch in the last slot still replays.
    @Test func aSlotAxisUpToInt32MaxReplaysWithoutTrapping() throws {
        let text = try String(contentsOfFile: Fixture.path("rpi-touchscreen.evemu"), encoding: .utf8)
            .replacingOccurrences(of: "A: 2f 0 9 0 0 0", with: "A: 2f 0 2147483647 0 0 0")
        let device = try EvemuRecording(parsing: text, file: "wide.evemu")
        #expect(device.absAxes[EvdevCode.absMTSlot]?.maximum == .max)
        let replay = try EvemuReplay(device: device, mapping: rpiMapping)
        let sink = RecordingSink()
        replay.play(try events("""
        0.000000 0003 002f 63
        0.000000 0003 0039 7
        0.000000 0003 0035 400
        0.000000 0003 0036 240
        0.000000 0000 0000 0
        0.020000 0003 002f 63
        0.020000 0003 0039 -1
        0.020000 0000 0000 0
        """), to: sink)
        // the kernel's slot number is the finger's name all the way to the application (one pipeline)
        #expect(sink.records == [.touchDown(slot: 63, location: Point(400, 240), time: 0), .frame(time: 0),
                                 .touchUp(slot: 63, time: 0.02), .frame(time: 0.02)])
    }
}
