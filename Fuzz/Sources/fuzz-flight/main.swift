// Fuzzes the flight recording parser and, for what it accepts, the replay source built from it: no input
// may trap, and every error must be a short single line.
import Faceplate
import FaceplateDrivers
import FuzzSupport

FuzzDriver.run { data, size in
    let bytes = FuzzDriver.bytes(data, size)
    do {
        let recording = try FlightRecording(parsing: bytes, file: "fuzz.flight")
        _ = recording.records.count + recording.traceLines.count
        do {
            let source = try ReplayInputSource(flightRecording: recording, settleSeconds: 0)
            _ = source.duration
        } catch {
            FuzzDriver.check(message: "\(error)")
        }
    } catch {
        FuzzDriver.check(message: "\(error)")
    }
    return 0
}
