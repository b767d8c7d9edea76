/// A thermostat's operating mode, spelled as Home Assistant's climate entities spell it.
public enum ClimateMode: String, CaseIterable, Sendable {
    /// Neither heats nor cools.
    case off
    /// Heats up to the setpoint.
    case heat
    /// Cools down to the setpoint.
    case cool
    /// Heats or cools as needed to hold the setpoint.
    case auto
}

/// The setpoints a thermostat accepts: a closed range walked in steps.
public struct ClimateLimits: Equatable, Sendable {
    /// The lowest setpoint, in degrees Celsius.
    public let minimum: Double
    /// The highest setpoint, in degrees Celsius.
    public let maximum: Double
    /// The step between setpoints (the + and − buttons move by it; commands are rounded to it).
    public let step: Double

    /// Limits from `minimum` to `maximum` in `step`s; nil unless all three are finite, the range is
    /// not empty, lies within −100…200 °C, and the step is from 0.01 to the range's width.
    public init?(minimum: Double, maximum: Double, step: Double) {
        guard minimum.isFinite, maximum.isFinite, step.isFinite, minimum >= -100, maximum <= 200, minimum < maximum,
              step >= 0.01, step <= maximum - minimum else { return nil }
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }

    /// Home Assistant's default climate limits: 7–35 °C in half degrees.
    public static let standard = ClimateLimits(minimum: 7, maximum: 35, step: 0.5)!

    /// `value` rounded to the nearest step from ``minimum``, or nil when it is not finite or lies
    /// outside the range (by more than half a step's rounding).
    public func setpoint(_ value: Double) -> Double? {
        guard value.isFinite, value >= minimum - step / 2, value <= maximum + step / 2 else { return nil }
        let steps = ((value - minimum) / step).rounded()
        return min(max(minimum + steps * step, minimum), maximum)
    }
}
