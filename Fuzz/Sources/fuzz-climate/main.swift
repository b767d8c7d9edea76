// Fuzzes the thermostat's MQTT command parser and what a command does to the model: payloads come from
// any client of the broker. The first byte picks the topic (even: the setpoint's, odd: the mode's), the
// rest is the payload. No input may trap, every log line must be a short single line, and the model must
// keep its promises: a setpoint within the limits and on a step.
import FaceplateMQTT
import FuzzSupport

let topics = try! HomeAssistantTopics(nodeID: "fuzz")
let model = ClimateModel(setpoint: 21)
// Never started: the bridge parses and applies commands without a broker, as the connection would.
let connection = try! MQTTConnection(settings: MQTTSettings(host: "127.0.0.1", port: 1), clientID: "fuzz",
                                     log: { FuzzDriver.check(message: $0) })
let climate = try! HomeAssistantClimate(model: model, connection: connection, topics: topics, name: "Fuzz",
                                        log: { FuzzDriver.check(message: $0) })

FuzzDriver.run { data, size in
    let bytes = FuzzDriver.bytes(data, size)
    guard let selector = bytes.first else { return 0 }
    let payload = bytes.dropFirst()
    climate.received(topic: selector & 1 == 0 ? topics.temperatureCommand : topics.modeCommand, payload: payload)
    let limits = model.limits
    let steps = (model.setpoint - limits.minimum) / limits.step
    guard model.setpoint.isFinite, (limits.minimum...limits.maximum).contains(model.setpoint),
          abs(steps - steps.rounded()) < 1e-9 else {
        FuzzDriver.fail("a command left the setpoint at \(model.setpoint)")
    }
    if case .failure(let error) = ClimateCommand.setpoint(from: payload, limits: limits) { FuzzDriver.check(message: error.message) }
    if case .failure(let error) = ClimateCommand.mode(from: payload) { FuzzDriver.check(message: error.message) }
    return 0
}
