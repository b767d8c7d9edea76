import FaceplateMQTT

/// The thermostat's state: what the screens show and change. The setpoint and mode live in a
/// ``ClimateModel``, which the room sensor and Home Assistant (over MQTT) feed when the app has them.
final class Thermostat {
    /// The room's name, as the settings screen edits it; empty until the screens give it the default
    /// name in the app's language (``Strings/defaultRoom``).
    var room = ""
    /// Show temperatures in °F.
    var showsFahrenheit = false
    /// The setpoint, mode, room temperature and broker state.
    let climate = ClimateModel(setpoint: Thermostat.defaultSetpoint, mode: .heat, limits: Thermostat.limits)
    /// Whether the home screen shows the room's temperature (the board names a sensor).
    var showsRoomTemperature = false
    /// Whether the home screen shows the mode and the broker's state (the app talks MQTT).
    var usesBroker = false
    /// Whether a change under way comes from the user (a tap), not from the network or the sensor.
    private(set) var isUserChange = false

    /// The setpoint a double tap goes back to.
    static let defaultSetpoint = 21.0
    /// The range a panel for heating allows, in half degrees.
    static let limits = ClimateLimits(minimum: 10, maximum: 30, step: 0.5)!

    /// The temperature to hold, in °C.
    var setpoint: Double { climate.setpoint }

    /// Moves the setpoint by `steps` half degrees, kept within ``limits``.
    func change(by steps: Int) { byUser { climate.stepSetpoint(by: steps) } }
    /// Sets the setpoint to `celsius`, rounded to the step and kept within ``limits``.
    func set(_ celsius: Double) { byUser { climate.setSetpoint(min(max(celsius, Self.limits.minimum), Self.limits.maximum)) } }
    /// Back to ``defaultSetpoint``.
    func reset() { byUser { climate.setSetpoint(Self.defaultSetpoint) } }

    /// "21.5 °C", or "70.7 °F".
    var formattedSetpoint: String { format(setpoint) }

    /// A temperature in the chosen unit, to a tenth: "21.5 °C", or "70.7 °F".
    func format(_ celsius: Double) -> String {
        let value = showsFahrenheit ? celsius * 9 / 5 + 32 : celsius
        let tenths = Int((value * 10).rounded())
        return (tenths < 0 ? "-" : "") + "\(abs(tenths) / 10).\(abs(tenths % 10)) " + (showsFahrenheit ? "°F" : "°C")
    }

    private func byUser(_ change: () -> Void) {
        isUserChange = true
        defer { isUserChange = false }
        change()
    }
}
