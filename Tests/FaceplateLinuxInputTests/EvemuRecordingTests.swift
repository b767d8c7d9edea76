import FaceplateLinux
import Testing

@Suite struct EvemuRecordingTests {
    @Test func parsesTheRaspberryPiTouchscreenDescription() throws {
        let d = try Fixture.rpiDevice()
        #expect(d.name == "raspberrypi-ts")
        #expect(d.busType == 0x19 && d.vendor == 0 && d.product == 0 && d.version == 0)
        #expect(d.hasProperty(EvdevCode.inputPropDirect))
        #expect(d.has(type: EvdevCode.evKey, code: EvdevCode.btnTouch))
        #expect(!d.has(type: EvdevCode.evKey, code: EvdevCode.btnLeft))
        for code in [EvdevCode.absX, EvdevCode.absY, EvdevCode.absMTSlot, EvdevCode.absMTPositionX,
                     EvdevCode.absMTPositionY, EvdevCode.absMTTrackingID] {
            #expect(d.has(type: EvdevCode.evAbs, code: code), "ABS 0x\(String(code, radix: 16))")
        }
        #expect(d.absAxes[EvdevCode.absMTPositionX] == EvemuAbsInfo(code: 0x35, minimum: 0, maximum: 799))
        #expect(d.absAxes[EvdevCode.absMTPositionY] == EvemuAbsInfo(code: 0x36, minimum: 0, maximum: 479))
        #expect(d.absAxes[EvdevCode.absMTSlot]?.maximum == 9)
        #expect(d.absAxes[EvdevCode.absMTTrackingID]?.maximum == 65535)
        #expect(d.events.isEmpty)
    }

    @Test func parsesAnEventStreamWithNegativeValuesAndTimestamps() throws {
        let r = try EvemuRecording(contentsOf: Fixture.path("rpi-tap.events"))
        #expect(r.name == nil)
        #expect(r.events.count == 10)
        #expect(r.events[0] == EvemuEvent(timeMicroseconds: 0, type: 3, code: 0x39, value: 0))
        #expect(r.events[1] == EvemuEvent(timeMicroseconds: 0, type: 3, code: 0x35, value: 400))  // "0400" is decimal
        #expect(r.events[7] == EvemuEvent(timeMicroseconds: 50_000, type: 3, code: 0x39, value: -1))
        #expect(r.events[7].time == 0.05)
    }

    @Test func readsTrailingCommentsLedsSwitchesAndOldStyleAxes() throws {
        let text = """
        # EVEMU 1.3
        N: Some Device # with a hash in its name
        I: 0003 046d c52b 0111
        P: 00 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        A: 00 0 4095 4 8
        L: 00 1
        S: 05 0
        E: 12.000345 0003 0000 0042\t# ABS_X 42
        E: 12.000345 0000 0000 0000 # ------------ SYN_REPORT (0) ----------
        """
        let r = try EvemuRecording(parsing: text, file: "x.evemu")
        #expect(r.name == "Some Device # with a hash in its name")
        #expect(r.vendor == 0x046d && r.product == 0xc52b && r.version == 0x0111 && r.busType == 3)
        #expect(r.absAxes[0] == EvemuAbsInfo(code: 0, minimum: 0, maximum: 4095, fuzz: 4, flat: 8, resolution: 0))
        #expect(r.leds.count == 1 && r.leds[0].code == 0 && r.leds[0].value == 1)
        #expect(r.switches.count == 1 && r.switches[0].code == 5)
        #expect(r.events == [EvemuEvent(timeMicroseconds: 12_000_345, type: 3, code: 0, value: 42),
                             EvemuEvent(timeMicroseconds: 12_000_345, type: 0, code: 0, value: 0)])
    }

    /// Each kind of malformed line gives an error naming the file, the line and what was expected.
    @Test(arguments: [
        ("N: x\nQ: 1 2", "f.evemu:2: unknown line type 'Q:' (expected N:, I:, P:, B:, A:, L:, S:, E: or a # comment)"),
        ("hello", "f.evemu:1: expected a line 'N:', 'I:', 'P:', 'B:', 'A:', 'L:', 'S:', 'E:' or a '#' comment, got 'hello'"),
        ("I: 0019 0000 0000", "f.evemu:1: I: expected 4 hexadecimal fields (bustype vendor product version), got 3"),
        ("I: 0019 zz 0000 0000", "f.evemu:1: I: vendor: expected a hexadecimal number up to 0xffff, got 'zz'"),
        ("# c\nB: 03 03 0g", "f.evemu:2: B: bit-mask byte: expected a hexadecimal number up to 0xff, got '0g'"),
        ("B: 20 00", "f.evemu:1: B: event type: expected a hexadecimal number up to 0x1f, got '20'"),
        ("P: 100", "f.evemu:1: P: property byte: expected a hexadecimal number up to 0xff, got '100'"),
        ("A: 35 0 799", "f.evemu:1: A: expected 'code min max fuzz flat [resolution]', got 3 fields"),
        ("A: 35 800 799 0 0 0", "f.evemu:1: A: axis 0x35: min 800 is greater than max 799"),
        ("A: 40 0 1 0 0 0", "f.evemu:1: A: axis code: expected a hexadecimal number up to 0x3f, got '40'"),
        ("A: 35 0 7x9 0 0 0", "f.evemu:1: A: max: expected a decimal integer, got '7x9'"),
        ("L: 00", "f.evemu:1: L: expected 'code value', got 1 fields"),
        ("E: 0.000000 0003 0035", "f.evemu:1: E: expected 'sec.usec type code value', got 3 fields"),
        ("E: 0.5 0003 0035 0001", "f.evemu:1: E: expected a timestamp 'seconds.microseconds' (6 digits after the dot), got '0.5'"),
        ("E: 0.000000 0003 0035 1e3", "f.evemu:1: E: value: expected a decimal integer, got '1e3'"),
        ("E: 0.000000 0003 zz35 0001", "f.evemu:1: E: code: expected a hexadecimal number up to 0xffff, got 'zz35'"),
    ])
    func malformedLinesNameFileAndLine(text: String, message: String) {
        #expect {
            _ = try EvemuRecording(parsing: text, file: "f.evemu")
        } throws: { error in
            (error as? EvemuError)?.description == message
        }
    }

    @Test func anUnreadableFileNamesThePath() {
        #expect {
            _ = try EvemuRecording(contentsOf: "/nonexistent/touch.evemu")
        } throws: { error in
            (error as? EvemuError)?.description == "/nonexistent/touch.evemu: cannot read: No such file or directory"
        }
    }
}
