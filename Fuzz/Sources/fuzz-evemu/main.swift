// Fuzzes the evemu parser and, when the input has a device description, the replay of its events
// (the kernel input core and libinput's touch handling as EvemuReplay reproduces them): no input may
// trap, and every error must be a short single line.
import Faceplate
import FaceplateDrivers
import FuzzSupport

/// Counts records; the replay's output itself is checked by the unit tests.
final class CountingSink: InputSink {
    var count = 0
    func handle(_ record: InputRecord) { count &+= 1 }
}

/// The 7" panel unrotated and uncalibrated, and an SPI panel turned by 90° with its sensor's
/// calibration (libinput's single-precision path): inputs of odd and even length take one each.
let mappings = [
    TouchMapping(display: DisplayTransform(panelWidth: 800, panelHeight: 480)),
    TouchMapping(display: DisplayTransform(panelWidth: 480, panelHeight: 320, rotation: .degrees90),
                 calibration: CalibrationMatrix(a: 0, b: -1.1, c: 1.05, d: 1.12, e: 0, f: -0.06)),
]

FuzzDriver.run { data, size in
    let bytes = FuzzDriver.bytes(data, size)
    do {
        let recording = try EvemuRecording(parsing: bytes, file: "fuzz.evemu")
        guard recording.name != nil else { return 0 }
        do {
            let replay = try EvemuReplay(device: recording, mapping: mappings[size % 2])
            let sink = CountingSink()
            replay.play(recording.events, to: sink)
            replay.removeDevice(time: recording.events.last?.time ?? 0, to: sink)
        } catch {
            FuzzDriver.check(message: "\(error)")
        }
    } catch {
        FuzzDriver.check(message: "\(error)")
    }
    return 0
}
