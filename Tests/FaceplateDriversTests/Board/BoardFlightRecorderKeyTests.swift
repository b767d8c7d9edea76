import Testing
import Faceplate
import FaceplateDrivers

@Suite struct BoardFlightRecorderKeyTests {
    let base = #""name": "k", "display": {"connector": "DSI-1", "mode": "800x480"}"#

    @Test func readsTheFlightRecorderAndDefaultsToOff() throws {
        let plain = try BoardProfile(parsing: "{\(base)}", file: "k.json")
        #expect(plain.flightRecorder.bytes == 0 && plain.flightRecorder.files == 5)
        #expect(plain.flightRecorder.directory == nil)
        #expect(BoardProfile.FlightRecorder.defaultDirectory(app: "thermostat") == "/var/lib/thermostat/flight-recorder")
        let p = try BoardProfile(parsing: #"{\#(base), "flightRecorder": {"bytes": 1048576, "files": 3, "directory": "/data/flight"}}"#, file: "k.json")
        #expect(p.flightRecorder.bytes == 1 << 20 && p.flightRecorder.files == 3 && p.flightRecorder.directory == "/data/flight")
        let off = try BoardProfile(parsing: #"{\#(base), "flightRecorder": {"bytes": 0}}"#, file: "k.json")
        #expect(off.flightRecorder.bytes == 0)
    }

    @Test func aBadValueIsAOneLineError() {
        func error(_ recorder: String) -> String? {
            do { _ = try BoardProfile(parsing: "{\(base), \"flightRecorder\": \(recorder)}", file: "k.json"); return nil } catch { return error.description }
        }
        #expect(error(#"{"bytes": 100}"#)?.hasPrefix("k.json: flightRecorder.bytes: expected 0 (off) or a whole number of bytes from 4096 to 67108864") == true)
        #expect(error(#"{"bytes": -1}"#)?.contains("flightRecorder.bytes") == true)
        #expect(error(#"{"bytes": 99999999999999999999}"#)?.contains("flightRecorder.bytes") == true)
        #expect(error(#"{"bytes": 4096.5}"#)?.contains("flightRecorder.bytes") == true)
        #expect(error(#"{"bytes": "1M"}"#)?.contains("flightRecorder.bytes") == true)
        #expect(error(#"{"files": 0}"#)?.hasPrefix("k.json: flightRecorder.files: expected a whole number from 1 to 1000") == true)
        #expect(error(#"{"files": 1001}"#)?.contains("flightRecorder.files") == true)
        #expect(error(#"{"directory": "relative/dir"}"#)?.contains("flightRecorder.directory: expected an absolute directory") == true)
        #expect(error(#"{"directory": "/var/../etc"}"#)?.contains("flightRecorder.directory") == true)
        #expect(error(#"{"seconds": 60}"#)?.contains("seconds") == true)
        #expect(error(#"[1]"#)?.contains("flightRecorder") == true)
        for e in [error(#"{"bytes": 100}"#), error(#"{"directory": "x\ny"}"#)] { #expect(e?.contains("\n") == false) }
    }
}
