import FaceplateLinux
import FaceplateMQTT

/// Reads the room's temperature sensor into the model on a repeating timer.
@MainActor final class RoomSensorReader {
    /// Seconds between readings. Room air changes by tenths of a degree a minute, so a reading every
    /// 5 s shows a change before anyone feels it, while the panel wakes for one short sysfs read per
    /// 5 s; the tolerance lets that wake-up share the loop's other wake-ups.
    static let interval = 5.0

    let sensor: RoomTemperatureSensor
    private var timer: PanelTimer?

    /// Reads `path` now (the screen shows a temperature from the first frame) and every ``interval``
    /// seconds after; throws when `path` names no sensor kind or the timer table is full.
    init(path: String, climate: ClimateModel, application: Application) throws {
        let sensor = try RoomTemperatureSensor(path: path, log: RoomSensorReader.log)
        self.sensor = sensor
        sensor.update(climate)
        let timer = try PanelTimer.scheduledTimer(withTimeInterval: RoomSensorReader.interval, repeats: true, on: application) { _ in
            sensor.update(climate)
        }
        timer.tolerance = RoomSensorReader.interval / 10
        self.timer = timer
    }

    /// Stops reading.
    func stop() { timer?.invalidate() }

    /// The sensor's lines (a failure, and the reading coming back), as the app's own.
    nonisolated static func log(_ line: String) { ApplicationMain.say("thermostat: " + line) }
}
