import FaceplateArguments

/// Connects a ``ClimateModel`` to Home Assistant over MQTT: announces the thermostat (discovery),
/// keeps its availability (`online`, and `offline` as the last will), publishes the setpoint, mode and
/// room temperature when they change, and obeys the commands Home Assistant publishes.
///
/// It takes over the connection's ``MQTTConnection/onConnect``, ``MQTTConnection/onDisconnect`` and
/// ``MQTTConnection/onMessage`` (the app keeps ``MQTTConnection/onInterestChange`` for its loop). On
/// every connection — the first and each after the broker comes back — it publishes the model's latest
/// state again, retained, so nothing the user set while offline is lost. A rejected command is logged
/// in one line and marks the value stale; the last good value stays.
public final class HomeAssistantClimate {
    /// The model published and commanded.
    public let model: ClimateModel
    /// The connection it publishes on.
    public let connection: MQTTConnection
    /// The thermostat's topics.
    public let topics: HomeAssistantTopics
    /// The name Home Assistant shows.
    public let name: String
    private let log: MQTTLogSink

    /// Bridges `model` over `connection` as the climate entity `name` with `topics`; sets the
    /// connection's last will, so make it before starting the connection.
    public init(model: ClimateModel, connection: MQTTConnection, topics: HomeAssistantTopics, name: String,
                log: @escaping MQTTLogSink = MQTTLog.standardError) throws(MQTTError) {
        self.model = model
        self.connection = connection
        self.topics = topics
        self.name = name
        self.log = log
        try connection.setWill(topic: topics.availability, payload: "offline", retain: true)
        connection.onConnect = { [unowned self] in connected() }
        connection.onDisconnect = { [unowned self] in self.model.setOnline(false) }
        connection.onMessage = { [unowned self] topic, payload in received(topic: topic, payload: payload) }
        model.publisher = { [unowned self] changes in publish(changes) }
    }

    /// The discovery config published (retained) on ``HomeAssistantTopics/config``.
    public var discoveryConfig: String {
        HomeAssistantDiscovery.climateConfig(name: name, topics: topics, limits: model.limits)
    }

    /// Handles one message as if it came from the broker (the connection calls this; tests and
    /// replays may too).
    public func received<C: Collection>(topic: String, payload: C) where C.Element == UInt8 {
        let result: Result<ClimateCommand, MQTTError>
        if topic == topics.temperatureCommand {
            result = ClimateCommand.setpoint(from: payload, limits: model.limits)
        } else if topic == topics.modeCommand {
            result = ClimateCommand.mode(from: payload)
        } else {
            return
        }
        switch result {
        case .success(.setpoint(let value)): model.setSetpoint(value)
        case .success(.mode(let mode)): model.setMode(mode)
        case .failure(let error):
            log(error.message + " on " + Echo.escaped(topic) + "; keeping the last good value")
            if topic == topics.temperatureCommand { model.markSetpointStale() } else { model.markModeStale() }
        }
    }

    private func connected() {
        connection.subscribe(topic: topics.temperatureCommand)
        connection.subscribe(topic: topics.modeCommand)
        connection.publish(topic: topics.config, payload: discoveryConfig, retain: true)
        connection.publish(topic: topics.availability, payload: "online", retain: true)
        publish([.setpoint, .mode, .currentTemperature])
        model.setOnline(true)
    }

    private func publish(_ changes: ClimateModel.Changes) {
        guard connection.state == .connected else { return }
        if changes.contains(.setpoint) {
            connection.publish(topic: topics.temperatureState, payload: String(model.setpoint), retain: true)
        }
        if changes.contains(.mode) {
            connection.publish(topic: topics.modeState, payload: model.mode.rawValue, retain: true)
        }
        if changes.contains(.currentTemperature), let value = model.currentTemperature, !model.isCurrentTemperatureStale {
            connection.publish(topic: topics.currentTemperature, payload: String((value * 10).rounded() / 10), retain: true)
        }
    }
}
