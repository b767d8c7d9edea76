import FaceplateLinux
import FaceplateMQTT

/// The thermostat's live data: the room sensor named by the board profile (`temperatureSensor`), read
/// on a timer, and Home Assistant over MQTT when `--mqtt FILE` gives the broker's settings. With
/// neither, it does nothing and the app runs as a plain panel.
@MainActor final class LiveData {
    /// `--mqtt FILE`: the broker's settings (see ``MQTTSettings/init(contentsOfFile:)``).
    static let mqttOption = Option("mqtt", value: "FILE",
                                   help: "talk to Home Assistant through the MQTT broker in FILE (host = ..., port, username, password, cafile; mode 0600)")
    /// The node ID and MQTT client ID: the thermostat's topics are `faceplate/thermostat/...`.
    static let nodeID = "thermostat"

    let thermostat: Thermostat
    private(set) var sensor: RoomSensorReader?
    private(set) var broker: BrokerLink?

    /// Starts what the options and the board ask for; throws (ending the launch with one line) for a
    /// settings file that is refused or a sensor path that names no sensor kind.
    init(thermostat: Thermostat, options: LaunchOptions, boards: BoardLibrary, application: Application,
         refresh: @escaping @MainActor () -> Void) throws {
        self.thermostat = thermostat
        let climate = thermostat.climate
        // The screen follows the model; what the network and the sensor change is traced, the user's
        // own taps already are (as actions).
        climate.onChange = { [unowned thermostat, unowned application] changes in
            refresh()
            if !thermostat.isUserChange { application.trace.emit(LiveData.describe(changes, of: thermostat)) }
        }
        if let board = options.board, let path = try boards.load(board).temperatureSensor {
            thermostat.showsRoomTemperature = true
            sensor = try RoomSensorReader(path: path, climate: climate, application: application)
        }
        if let file = options["mqtt"] {
            thermostat.usesBroker = true
            let link = try BrokerLink(settingsFile: file, nodeID: LiveData.nodeID, name: thermostat.room, climate: climate,
                                      application: application)
            broker = link
            link.start()
        }
        refresh()
    }

    /// Says goodbye to the broker (availability `offline`, a clean disconnect) and stops the timers.
    func stop() {
        broker?.stop()
        sensor?.stop()
    }

    /// A trace line for a change that came from outside: "thermostat: setpoint 23.0 °C".
    static func describe(_ changes: ClimateModel.Changes, of thermostat: Thermostat) -> String {
        let climate = thermostat.climate
        var parts: [String] = []
        if changes.contains(.setpoint) {
            parts.append("setpoint " + thermostat.formattedSetpoint + (climate.isSetpointStale ? " (stale)" : ""))
        }
        if changes.contains(.mode) { parts.append("mode " + climate.mode.rawValue + (climate.isModeStale ? " (stale)" : "")) }
        if changes.contains(.currentTemperature) {
            let value = climate.currentTemperature.map { thermostat.format($0) } ?? "no reading"
            parts.append("room " + value + (climate.isCurrentTemperatureStale ? " (stale)" : ""))
        }
        if changes.contains(.online) { parts.append(climate.isOnline ? "online" : "offline") }
        return "thermostat: " + parts.joined(separator: ", ")
    }
}
