import FaceplateArguments

/// The MQTT topics of one thermostat under Home Assistant's conventions: its discovery config, its
/// availability, and a command and a state topic for the setpoint and the mode.
public struct HomeAssistantTopics: Equatable, Sendable {
    /// The node's ID: letters, digits, `_` and `-`, unique among the broker's devices.
    public let nodeID: String
    /// Home Assistant's discovery prefix (`homeassistant` unless its MQTT integration was told otherwise).
    public let discoveryPrefix: String
    /// Where the panel's own topics live: `faceplate/<nodeID>`.
    public let base: String

    /// The topics of `nodeID`; throws when the ID is not 1–64 letters, digits, `_` or `-` (the characters
    /// Home Assistant allows in a discovery topic).
    public init(nodeID: String, discoveryPrefix: String = "homeassistant") throws(MQTTError) {
        guard (1...64).contains(nodeID.utf8.count),
              nodeID.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || $0 == 0x2D || $0 == 0x5F }) else {
            throw MQTTError("node ID \"\(Echo.escaped(nodeID, limit: 64))\" must be 1-64 letters, digits, _ or - (Home Assistant's discovery topics allow no more)")
        }
        guard !discoveryPrefix.isEmpty, !discoveryPrefix.utf8.contains(where: { $0 == 0x23 || $0 == 0x2B || $0 < 0x20 }) else {
            throw MQTTError("discovery prefix \"\(Echo.escaped(discoveryPrefix))\" must be a topic without # or +")
        }
        self.nodeID = nodeID
        self.discoveryPrefix = discoveryPrefix
        base = "faceplate/" + nodeID
    }

    /// `<prefix>/climate/<node>/config`: the retained discovery config.
    public var config: String { discoveryPrefix + "/climate/" + nodeID + "/config" }
    /// `online` while connected, `offline` (the last will) once the broker loses the panel.
    public var availability: String { base + "/availability" }
    /// Home Assistant publishes a new mode here.
    public var modeCommand: String { base + "/mode/set" }
    /// The panel publishes its mode here (retained).
    public var modeState: String { base + "/mode/state" }
    /// Home Assistant publishes a new setpoint here.
    public var temperatureCommand: String { base + "/temperature/set" }
    /// The panel publishes its setpoint here (retained).
    public var temperatureState: String { base + "/temperature/state" }
    /// The panel publishes the room's temperature here (retained).
    public var currentTemperature: String { base + "/current_temperature" }
}
