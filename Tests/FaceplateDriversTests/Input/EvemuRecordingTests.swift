import FaceplateEcho
import Foundation
@testable import FaceplateDrivers
import Testing

private func errorText(_ text: String, file: String = "f.evemu") -> String? {
    do { _ = try EvemuRecording(parsing: text, file: file); return nil } catch { return error.description }
}

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
        ("\u{1B}: 1 2", "f.evemu:1: unknown line type '\\u{1B}:' (expected N:, I:, P:, B:, A:, L:, S:, E: or a # comment)"),
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

    // MARK: - Bad files

    /// `sec * 1_000_000 + usec` trapped for seconds above 1.8e13; seconds are now a kernel `time_t`'s
    /// range, checked before the arithmetic, and the largest one keeps every microsecond.
    @Test func timestampsBeyondTheKernelsRangeAreAnErrorNotATrap() throws {
        #expect(errorText("E: 18446744073710.000000 0003 0035 0001")
                == "f.evemu:1: E: timestamp seconds must be at most 4294967295, got '18446744073710.000000'")
        #expect(errorText("E: 4294967296.000000 0003 0035 0001")
                == "f.evemu:1: E: timestamp seconds must be at most 4294967295, got '4294967296.000000'")
        #expect(errorText("E: 99999999999999999999999.000000 0003 0035 0001")
                == "f.evemu:1: E: expected a timestamp 'seconds.microseconds' (6 digits after the dot), got '99999999999999999999999.000000'")
        let last = try EvemuRecording(parsing: "E: 4294967295.999999 0003 0035 0001", file: "f.evemu").events[0]
        #expect(last.timeMicroseconds == 4_294_967_295_999_999)
        #expect(last.time == 4_294_967_295.999999)
    }

    /// Values at the edges of `Int32` parse; one past them is an error naming the field.
    @Test func axisAndEventValuesAreCheckedAgainstInt32() throws {
        let r = try EvemuRecording(parsing: "A: 2f -2147483648 2147483647 0 0 0\nE: 0.000000 0003 0039 -2147483648", file: "f.evemu")
        #expect(r.absAxes[0x2f] == EvemuAbsInfo(code: 0x2f, minimum: .min, maximum: .max))
        #expect(r.events[0].value == .min)
        #expect(errorText("A: 2f 0 2147483648 0 0 0") == "f.evemu:1: A: max: expected a decimal integer, got '2147483648'")
        #expect(errorText("E: 0.000000 0003 0039 -2147483649") == "f.evemu:1: E: value: expected a decimal integer, got '-2147483649'")
        #expect(errorText("E: 0.000000 0003 0039 -") == "f.evemu:1: E: value: expected a decimal integer, got '-'")
        #expect(errorText("I: 0019 0000 0000 100000000") == "f.evemu:1: I: version: expected a hexadecimal number up to 0xffff, got '100000000'")
    }

    /// `"\r\n"` is one `Character`, so splitting the text on `"\n"` never split a CRLF file: it was one
    /// long bad line. Lines are cut on bytes now, and a CRLF recording reads exactly like its LF original.
    @Test func aCRLFRecordingReadsLikeItsLFOriginal() throws {
        let lf = try String(contentsOfFile: Fixture.repoRoot.appendingPathComponent("Tests/Fixtures/demo-taps.evemu").path, encoding: .utf8)
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(crlf.utf8.count > lf.utf8.count)
        let a = try EvemuRecording(parsing: lf, file: "lf.evemu"), b = try EvemuRecording(parsing: crlf, file: "crlf.evemu")
        #expect(!a.events.isEmpty && b.events == a.events)
        #expect(b.name == a.name && b.absAxes == a.absAxes && b.bits == a.bits && b.properties == a.properties)
        let path = try Fixture.temporaryFile(crlf, name: "crlf.evemu")
        #expect(try EvemuRecording(contentsOf: path).events == a.events)
    }

    /// `/dev/zero` used to be read until the allocation failed (17 GB); now the first line is cut at
    /// 4096 bytes with an error naming the file.
    @Test func endlessInputStopsAtTheFirstOverlongLine() {
        #expect {
            _ = try EvemuRecording(contentsOf: "/dev/zero")
        } throws: { error in
            (error as? EvemuError)?.description == "/dev/zero:1: a line is longer than 4096 bytes"
        }
        let long = "N: x\n# ok\n" + String(repeating: "#", count: EvemuRecording.maximumLineLength + 1) + "\nE: 0.000000 0000 0000 0"
        #expect(errorText(long) == "f.evemu:3: a line is longer than 4096 bytes")
        let justFits = "N: x\n" + String(repeating: "#", count: EvemuRecording.maximumLineLength) + "\n"
        #expect(errorText(justFits) == nil)
    }

    /// A file is read in 64 KiB chunks: lines cut by a chunk boundary join up, and nothing is lost.
    @Test func aFileLargerThanAChunkReadsEveryLine() throws {
        var text = "N: x\r\n"
        for i in 0..<20_000 { text += "E: \(i / 1000).\(String(format: "%06d", (i % 1000) * 1000)) 0003 0035 \(i % 800)\r\n" }
        text += "E: 99.000000 0000 0000 0"   // no final newline
        #expect(text.utf8.count > 4 * 65536)
        let path = try Fixture.temporaryFile(text, name: "big.evemu")
        let r = try EvemuRecording(contentsOf: path)
        #expect(r.events.count == 20_001)
        #expect(r.events[12_345] == EvemuEvent(timeMicroseconds: 12_345_000, type: 3, code: 0x35, value: 12_345 % 800))
        #expect(r.events.last == EvemuEvent(timeMicroseconds: 99_000_000, type: 0, code: 0, value: 0))
    }

    /// What is kept is bounded: events, mask bytes, property bytes and LED/switch states.
    @Test func whatARecordingKeepsIsBounded() throws {
        let three = "E: 0.000000 0000 0000 0\n" + "E: 0.000001 0000 0000 0\n" + "E: 0.000002 0000 0000 0\n"
        #expect(try EvemuRecording(parsing: Array(three.utf8), file: "f.evemu", eventLimit: 3).events.count == 3)
        #expect {
            _ = try EvemuRecording(parsing: Array((three + "E: 0.000003 0000 0000 0\n").utf8), file: "f.evemu", eventLimit: 3)
        } throws: { error in
            (error as? EvemuError)?.description == "f.evemu:4: more than 3 events; split the recording"
        }
        #expect(EvemuRecording.maximumEvents == 4_194_304)
        let mask = String(repeating: "B: 01 00 00 00 00 00 00 00 00\n", count: 16)
        #expect(try EvemuRecording(parsing: mask, file: "f.evemu").bits[1]?.count == 128)
        #expect(errorText(mask + "B: 01 00") == "f.evemu:17: B: more than 128 bit-mask bytes for event type 0x1")
        #expect(errorText(String(repeating: "P: 00 00 00 00 00 00 00 00\n", count: 8) + "P: 00")
                == "f.evemu:9: P: more than 64 property bytes in all")
        #expect(errorText(String(repeating: "L: 00 1\n", count: 256) + "L: 01 0") == "f.evemu:257: L: more than 256 states")
    }

    /// Errors quote what they got through Echo: control characters escaped (a newline cannot forge a
    /// second error line, ESC and BEL do not reach the terminal), long values cut.
    @Test func errorsEscapeAndCutWhatTheyQuote() throws {
        #expect(errorText("A: 35 0 7\u{1B}[2J\u{7} 0 0 0") == "f.evemu:1: A: max: expected a decimal integer, got '7\\u{1B}[2J\\u{7}'")
        #expect(errorText("hello\u{85}world\u{202E}") == "f.evemu:1: expected a line 'N:', 'I:', 'P:', 'B:', 'A:', 'L:', 'S:', 'E:' or a '#' comment, got 'hello\\u{85}world\\u{202E}'")
        let long = try #require(errorText("E: 0.000000 0003 0035 " + String(repeating: "9", count: 3000)))
        #expect(long == "f.evemu:1: E: value: expected a decimal integer, got '" + String(repeating: "9", count: 79) + "…'")
        let name = try #require(errorText("Q: 1", file: "evil\n\u{1B}]0;pwned\u{7}.evemu"))
        #expect(name == "evil\\n\\u{1B}]0;pwned\\u{7}.evemu:1: unknown line type 'Q:' (expected N:, I:, P:, B:, A:, L:, S:, E: or a # comment)")
        #expect(!name.unicodeScalars.contains(where: Echo.needsEscaping))
    }
}
