/// The thermostat's state: what the screens show and change.
final class Thermostat {
    /// The room's name, as the settings screen edits it.
    var room = "Living room"
    /// The temperature to hold, in °C, in half-degree steps.
    private(set) var setpoint = 21.0
    /// Show temperatures in °F.
    var showsFahrenheit = false

    /// The setpoint a double tap goes back to.
    static let defaultSetpoint = 21.0
    /// The range a panel for heating allows.
    static let range = 10.0...30.0

    /// Moves the setpoint by `delta` °C, kept within ``range``.
    func change(by delta: Double) { setpoint = min(max(setpoint + delta, Self.range.lowerBound), Self.range.upperBound) }
    /// Back to ``defaultSetpoint``.
    func reset() { setpoint = Self.defaultSetpoint }

    /// "21.5 °C", or "70.7 °F".
    var formattedSetpoint: String {
        let value = showsFahrenheit ? setpoint * 9 / 5 + 32 : setpoint
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10)) " + (showsFahrenheit ? "°F" : "°C")
    }
}
