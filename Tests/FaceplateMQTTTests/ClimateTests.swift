import FaceplateMQTT
import Testing

/// The thermostat's model, its command parser and its Home Assistant discovery config, without a broker.
@Suite struct ClimateTests {
    @Test func setpointsStayWithinTheLimitsOnASteps() {
        let model = ClimateModel(setpoint: 21)
        var changes: [ClimateModel.Changes] = []
        model.onChange = { changes.append($0) }
        model.stepSetpoint(by: 1)
        #expect(model.setpoint == 21.5 && changes == [.setpoint])
        #expect(model.setSetpoint(22.26) && model.setpoint == 22.5)
        for bad in [Double.nan, .infinity, -.infinity, 99, -3, 6.7] {
            #expect(!model.setSetpoint(bad), "\(bad)")
        }
        #expect(model.setpoint == 22.5)
        model.stepSetpoint(by: 1000)
        #expect(model.setpoint == 35)
        model.stepSetpoint(by: -1000)
        #expect(model.setpoint == 7)
        #expect(ClimateLimits(minimum: 30, maximum: 10, step: 1) == nil && ClimateLimits(minimum: 0, maximum: .nan, step: 1) == nil)
    }

    @Test func badReadingsAndRejectedCommandsKeepTheLastGoodValueMarkedStale() {
        let model = ClimateModel(setpoint: 20)
        var changes: ClimateModel.Changes = []
        model.onChange = { changes.formUnion($0) }
        model.setCurrentTemperature(19.5)
        model.setCurrentTemperature(.nan)
        #expect(model.currentTemperature == 19.5 && model.isCurrentTemperatureStale)
        model.setCurrentTemperature(19.75)
        #expect(model.currentTemperature == 19.75 && !model.isCurrentTemperatureStale)
        model.markSetpointStale()
        #expect(model.setpoint == 20 && model.isSetpointStale)
        model.setSetpoint(20)
        #expect(!model.isSetpointStale, "the same good value again clears the mark")
        model.setOnline(true)
        #expect(changes == [.currentTemperature, .setpoint, .online])
    }

    @Test func commandPayloads() {
        let limits = ClimateLimits.standard
        func setpoint(_ text: String) -> Double? {
            if case .success(.setpoint(let value)) = ClimateCommand.setpoint(from: Array(text.utf8), limits: limits) { return value }
            return nil
        }
        #expect(setpoint("21.5") == 21.5 && setpoint(" 22 \n") == 22 && setpoint("+7") == 7 && setpoint("20.26") == 20.5)
        for bad in ["", "abc", "nan", "NaN", "inf", "-inf", "1e1", "0x10", "21.", ".5", "2 1", "21.5.5", "--21", "36", "6", "-0",
                    "1234567890123", "21\u{0}"] {
            #expect(setpoint(bad) == nil, "\(bad)")
        }
        #expect(ClimateCommand.mode(from: Array("cool".utf8)) == .success(.mode(.cool)))
        #expect(ClimateCommand.mode(from: Array("fan_only".utf8)) == .failure(MQTTError("ignored mode command \"fan_only\": not one of off, heat, cool, auto")))
        let huge = [UInt8](repeating: UInt8(ascii: "\n"), count: 1 << 20)
        guard case .failure(let error) = ClimateCommand.setpoint(from: huge, limits: limits) else { Issue.record("accepted 1 MB"); return }
        #expect(error.message.hasPrefix("ignored a 1048576-byte setpoint command (at most 32 bytes): \"\\n\\n"), "\(error)")
        #expect(error.message.utf8.count < 200 && error.message.hasSuffix("…\""))
    }

    @Test func discoveryConfigNamesTheTopicsAndLimits() throws {
        let topics = try HomeAssistantTopics(nodeID: "hall")
        let config = HomeAssistantDiscovery.climateConfig(name: "Hall \"main\"\n", topics: topics, limits: .standard)
        #expect(topics.config == "homeassistant/climate/hall/config")
        for part in ["\"name\":\"Hall \\\"main\\\"\\n\"", "\"unique_id\":\"faceplate_hall\"", "\"mode_command_topic\":\"faceplate/hall/mode/set\"",
                     "\"mode_state_topic\":\"faceplate/hall/mode/state\"", "\"temperature_command_topic\":\"faceplate/hall/temperature/set\"",
                     "\"temperature_state_topic\":\"faceplate/hall/temperature/state\"",
                     "\"current_temperature_topic\":\"faceplate/hall/current_temperature\"",
                     "\"availability_topic\":\"faceplate/hall/availability\"", "\"min_temp\":7.0", "\"max_temp\":35.0", "\"temp_step\":0.5"] {
            #expect(config.contains(part), "\(part)")
        }
        #expect(throws: MQTTError.self) { try HomeAssistantTopics(nodeID: "a/b") }
        #expect(throws: MQTTError.self) { try HomeAssistantTopics(nodeID: "") }
        #expect(throws: MQTTError.self) { try HomeAssistantTopics(nodeID: "x", discoveryPrefix: "ha/#") }
    }

    @Test func commandsReachTheModelThroughTheBridgeWithoutABroker() throws {
        let log = LogLines()
        let model = ClimateModel(setpoint: 21)
        let connection = try MQTTConnection(settings: MQTTSettings(host: "127.0.0.1", port: 1), clientID: "offline", log: log.sink)
        let climate = try HomeAssistantClimate(model: model, connection: connection, topics: try HomeAssistantTopics(nodeID: "n"),
                                               name: "N", log: log.sink)
        climate.received(topic: "faceplate/n/temperature/set", payload: Array("25".utf8))
        climate.received(topic: "faceplate/n/mode/set", payload: Array("off".utf8))
        climate.received(topic: "faceplate/n/other", payload: Array("junk".utf8))
        #expect(model.setpoint == 25 && model.mode == .off && log.lines.isEmpty)
        climate.received(topic: "faceplate/n/temperature/set", payload: Array("hot".utf8))
        #expect(model.setpoint == 25 && model.isSetpointStale)
        #expect(log.lines == ["ignored setpoint command \"hot\": not a decimal number on faceplate/n/temperature/set; keeping the last good value"])
    }

    @Test func backoffDoublesUpToItsCapAndResets() {
        var backoff = MQTTBackoff(initial: .milliseconds(250), maximum: .seconds(2))
        let delays = (0..<6).map { _ in backoff.nextDelay() }
        #expect(delays == [.milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2), .seconds(2), .seconds(2)])
        backoff.reset()
        #expect(backoff.nextDelay() == .milliseconds(250))
    }
}
