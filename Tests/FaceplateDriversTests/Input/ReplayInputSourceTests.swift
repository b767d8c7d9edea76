import Foundation
import Testing
import Faceplate
@testable import FaceplateDrivers

@Suite @MainActor struct ReplayInputSourceTests {
    func recording(_ events: String) throws -> EvemuRecording {
        let description = try String(contentsOfFile: Fixture.path("rpi-touchscreen.evemu"), encoding: .utf8)
        return try EvemuRecording(parsing: description + "\n" + events, file: "test.evemu")
    }

    let tap = """
        E: 5.000000 0003 0039 0001
        E: 5.000000 0003 0035 0400
        E: 5.000000 0003 0036 0240
        E: 5.000000 0001 014a 0001
        E: 5.000000 0000 0000 0000
        E: 5.050000 0003 0039 -001
        E: 5.050000 0001 014a 0000
        E: 5.050000 0000 0000 0000
        """

    func readable(_ fd: Int32) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, 0) == 1
    }

    @Test func dueEventsPlayThroughTheReplayStampedWithTheTimeTheyWereDue() throws {
        let source = try ReplayInputSource(recording: try recording(tap), mapping: rpiMapping, settleSeconds: 0)
        var finished = 0
        source.onFinished = { finished += 1 }
        let start = (MonotonicClock.now() - 10).rounded(.down)   // everything is due
        source.start(now: start)
        #expect(readable(source.fd))
        let sink = RecordingSink()
        source.dispatch(to: sink)
        #expect(source.playedEvents == 8 && source.isFinished && finished == 1)
        // The same records a replay of the recording gives, shifted from 5.0 s to the start.
        let expected = RecordingSink()
        let replay = try EvemuReplay(device: try recording(tap), mapping: rpiMapping)
        replay.play(try recording(tap).events, to: expected)
        #expect(sink.records.count == expected.records.count && !sink.records.isEmpty)
        guard case .touchDown(_, let location, let t0)? = sink.records.first,
              case .touchDown(_, let expectedLocation, _)? = expected.records.first else {
            Issue.record("no touch down first"); return
        }
        #expect(location == expectedLocation)
        #expect(abs(t0 - start) < 1e-6)                     // stamped at the replay's start, not at 5.0 s
        guard case .frame(let tEnd)? = sink.records.last else { Issue.record("no frame last"); return }
        #expect(abs((tEnd - t0) - 0.05) < 1e-6)            // the recording's 50 ms, not the loop's timing
        source.dispatch(to: sink)
        #expect(finished == 1)                              // once
        // Not live: the panel loop delivers each of these frames, never coalescing those due together.
        #expect(!source.isLive)
    }

    @Test func laterEventsWaitForTheirTimeAndTheEndWaitsForTheSettle() throws {
        let late = tap + "\nE: 605.000000 0003 0039 0002\nE: 605.000000 0000 0000 0000"
        let source = try ReplayInputSource(recording: try recording(late), mapping: rpiMapping, settleSeconds: 1)
        var finished = false
        source.onFinished = { finished = true }
        source.start(now: MonotonicClock.now() - 1)            // the tap is due, the last frame in 599 s
        let sink = RecordingSink()
        source.dispatch(to: sink)
        #expect(source.playedEvents == 8 && !finished)
        #expect(!readable(source.fd))                       // armed for later, not spinning
        #expect(abs(source.duration - 600) < 1e-9 && source.eventCount == 10)
    }

    @Test func aRecordingWithoutADeviceDescriptionIsAnError() throws {
        let bare = try EvemuRecording(parsing: tap, file: "bare.evemu")
        #expect(throws: EvemuError.self) { try ReplayInputSource(recording: bare, mapping: rpiMapping) }
    }
}
