/// The retained JSON document that makes Home Assistant add the thermostat by itself (MQTT discovery),
/// naming its topics, modes and limits.
public enum HomeAssistantDiscovery {
    /// The discovery config of a climate entity called `name` on `topics`, with `limits`.
    public static func climateConfig(name: String, topics: HomeAssistantTopics, limits: ClimateLimits) -> String {
        let uniqueID = "faceplate_" + topics.nodeID
        let modes = ClimateMode.allCases.map { json($0.rawValue) }.joined(separator: ",")
        return "{"
            + "\"name\":" + json(name)
            + ",\"unique_id\":" + json(uniqueID)
            + ",\"mode_command_topic\":" + json(topics.modeCommand)
            + ",\"mode_state_topic\":" + json(topics.modeState)
            + ",\"temperature_command_topic\":" + json(topics.temperatureCommand)
            + ",\"temperature_state_topic\":" + json(topics.temperatureState)
            + ",\"current_temperature_topic\":" + json(topics.currentTemperature)
            + ",\"availability_topic\":" + json(topics.availability)
            + ",\"payload_available\":\"online\",\"payload_not_available\":\"offline\""
            + ",\"modes\":[" + modes + "]"
            + ",\"min_temp\":" + String(limits.minimum)
            + ",\"max_temp\":" + String(limits.maximum)
            + ",\"temp_step\":" + String(limits.step)
            + ",\"precision\":0.1,\"temperature_unit\":\"C\",\"qos\":1"
            + ",\"device\":{\"identifiers\":[" + json(uniqueID) + "],\"name\":" + json(name) + ",\"model\":\"Faceplate panel\"}"
            + "}"
    }

    /// `text` as a JSON string literal.
    static func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
