import Testing
import Faceplate
import FaceplateDrivers

@MainActor @Suite struct FlightRecordingTests {
    /// The text a recorder holds after `records`, behind a header.
    func recordingText(_ records: [InputRecord], batch: Bool = false) -> String {
        let recorder = FlightRecorder(capacity: 4096)!
        if batch { recorder.beginBatch() }
        for r in records { recorder.record(r) }
        if batch { recorder.endBatch() }
        recorder.recordTrace("control Button \"OK\" touchUpInside\u{1}")
        return "faceplate-flight-recording 1\napp demo\nversion 1.0\nboard Pi (boards/pi.json)\nsize 800x480\nreason signal SIGSEGV\n" + recorder.text
    }

    let records: [InputRecord] = [
        .touchDown(slot: 0, location: Point(x: 335.123456789, y: 155.000001), time: 1000.0333),
        .frame(time: 1000.0333),
        .touchMotion(slot: (1 << 32) - 1, location: Point(x: -0.5, y: 1e-9), time: 1000.05),
        .touchUp(slot: 0, time: 1000.06),
        .touchCancel(slot: -2, time: 1000.07),
        .frame(time: 1000.07),
        .key(code: 28, pressed: true, time: 1001),
        .key(code: 28, pressed: false, time: 1001.5),
    ]

    @Test func readsBackWhatTheRecorderWroteExactly() throws {
        let parsed = try FlightRecording(parsing: Array(recordingText(records, batch: true).utf8), file: "f.flight")
        #expect(parsed.app == "demo" && parsed.version == "1.0" && parsed.board == "Pi (boards/pi.json)")
        #expect(parsed.reason == "signal SIGSEGV" && parsed.size == Size(width: 800, height: 480))
        #expect(parsed.records == records)                      // bit for bit
        #expect(parsed.entries.first == .batchBegin && parsed.entries[parsed.entries.count - 2] == .batchEnd)
        #expect(parsed.traceLines == ["control Button \"OK\" touchUpInside?"])
        #expect(FlightRecording.isFlightRecording(Array("faceplate-flight-recording 1\n".utf8)))
        #expect(!FlightRecording.isFlightRecording(Array("# EVEMU 1.3\n".utf8)))
    }

    @Test func replaysThroughTheReplaySourceRecordByRecordOrAsBatches() throws {
        let single = try FlightRecording(parsing: Array(recordingText(records).utf8), file: "f.flight")
        let source = try ReplayInputSource(flightRecording: single, settleSeconds: 0)
        #expect(source.eventCount == records.count && source.deviceName == "flight recording")
        #expect(source.duration > 1.466 && source.duration < 1.467)     // from the first record to the last
        // One batch is one step, played when its last record is due.
        let batched = try FlightRecording(parsing: Array(recordingText(records, batch: true).utf8), file: "f.flight")
        let batch = try ReplayInputSource(flightRecording: batched, settleSeconds: 0)
        #expect(batch.eventCount == records.count && batch.duration == 0)
    }

    @Test func aWrongLineIsAOneLineErrorWithItsNumber() {
        func error(_ text: String) -> String? {
            do { _ = try FlightRecording(parsing: Array(text.utf8), file: "f.flight"); return nil } catch { return error.description }
        }
        let head = "faceplate-flight-recording 1\n"
        #expect(error("# EVEMU 1.3\n")?.hasPrefix("f.flight:1: expected 'faceplate-flight-recording 1'") == true)
        #expect(error("")?.hasPrefix("f.flight: empty") == true)
        #expect(error(head + "in down 0 1 2 3\n")?.hasPrefix("f.flight:2: x: expected 16 hexadecimal digits") == true)
        #expect(error(head + "in down 0 4074f00000000000 4063600000000000\n")?.contains("expected 'in down SLOT X Y T'") == true)
        #expect(error(head + "in frame 7ff0000000000000\n")?.contains("time: expected a finite number") == true)   // +inf
        #expect(error(head + "in frame bff0000000000000\n")?.contains("time: expected 0 or more") == true)          // -1
        #expect(error(head + "in up 99999999999999999999 3ff0000000000000\n")?.contains("slot: expected a whole number") == true)
        #expect(error(head + "in key 4294967296 1 3ff0000000000000\n")?.contains("key code") == true)
        #expect(error(head + "in key 28 2 3ff0000000000000\n")?.contains("key state") == true)
        #expect(error(head + "in wiggle\n")?.contains("expected 'in down'") == true)
        #expect(error(head + "batch maybe\n")?.contains("'batch begin' or 'batch end'") == true)
        #expect(error(head + "size 0x480\n")?.contains("size: expected WIDTHxHEIGHT") == true)
        #expect(error(head + "E: 0.000000 0003 0039 0001\n")?.hasPrefix("f.flight:2: expected a line 'app'") == true)
        #expect(error(head + "in \u{1b}[31m\n")?.contains("\u{1b}") == false)
        #expect(error(head + String(repeating: "x", count: 5000))?.contains("longer than 4096") == true)
    }
}
