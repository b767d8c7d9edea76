/// What a thermostat panel shows and sets: the setpoint, the mode, the room's temperature, and whether
/// each is current and the broker reachable.
///
/// The app binds its views to it; the room sensor and ``HomeAssistantClimate`` feed it. Pure Swift and
/// synchronous, so it is tested without a broker. Values that come in bad (a malformed command, a
/// sensor that vanished) leave the last good value in place and mark it stale instead.
public final class ClimateModel {
    /// What changed in one update.
    public struct Changes: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// An option from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// ``ClimateModel/setpoint`` or ``ClimateModel/isSetpointStale``.
        public static let setpoint = Changes(rawValue: 1)
        /// ``ClimateModel/mode`` or ``ClimateModel/isModeStale``.
        public static let mode = Changes(rawValue: 2)
        /// ``ClimateModel/currentTemperature`` or ``ClimateModel/isCurrentTemperatureStale``.
        public static let currentTemperature = Changes(rawValue: 4)
        /// ``ClimateModel/isOnline``.
        public static let online = Changes(rawValue: 8)
    }

    /// Where the user's and the network's setpoints must lie.
    public let limits: ClimateLimits
    /// The temperature to hold, in degrees Celsius (always within ``limits``, on a step).
    public private(set) var setpoint: Double
    /// The operating mode.
    public private(set) var mode: ClimateMode
    /// The room's temperature in degrees Celsius: the last good reading, or nil before the first.
    public private(set) var currentTemperature: Double?
    /// Whether the last setpoint command was rejected (the setpoint shown is the last good one).
    public private(set) var isSetpointStale = false
    /// Whether the last mode command was rejected (the mode shown is the last good one).
    public private(set) var isModeStale = false
    /// Whether the last sensor reading failed (``currentTemperature`` is the last good one).
    public private(set) var isCurrentTemperatureStale = false
    /// Whether the panel is connected to its broker.
    public private(set) var isOnline = false

    /// Called after every update that changed something, with what changed: the app redraws from it.
    public var onChange: ((Changes) -> Void)?
    /// The Home Assistant bridge's own observer, so the app's ``onChange`` stays the app's.
    var publisher: ((Changes) -> Void)?

    /// A model at `setpoint` (rounded into `limits`) in `mode`, with no reading yet and offline.
    public init(setpoint: Double, mode: ClimateMode = .heat, limits: ClimateLimits = .standard) {
        self.limits = limits
        self.setpoint = limits.setpoint(setpoint) ?? (setpoint < limits.minimum ? limits.minimum : limits.maximum)
        self.mode = mode
    }

    /// Sets the setpoint, rounded to a step; returns false (and changes nothing) when `value` is not
    /// finite or outside ``limits``.
    @discardableResult
    public func setSetpoint(_ value: Double) -> Bool {
        guard let rounded = limits.setpoint(value) else { return false }
        guard rounded != setpoint || isSetpointStale else { return true }
        setpoint = rounded
        isSetpointStale = false
        changed(.setpoint)
        return true
    }

    /// Moves the setpoint by `steps` steps (+1 for the + button), stopping at the limits.
    public func stepSetpoint(by steps: Int) {
        let target = setpoint + Double(steps) * limits.step
        setSetpoint(min(max(target, limits.minimum), limits.maximum))
    }

    /// Sets the mode.
    public func setMode(_ value: ClimateMode) {
        guard value != mode || isModeStale else { return }
        mode = value
        isModeStale = false
        changed(.mode)
    }

    /// Takes a good sensor reading (degrees Celsius; a value that is not finite counts as a failed one).
    public func setCurrentTemperature(_ value: Double) {
        guard value.isFinite else { markCurrentTemperatureStale(); return }
        guard value != currentTemperature || isCurrentTemperatureStale else { return }
        currentTemperature = value
        isCurrentTemperatureStale = false
        changed(.currentTemperature)
    }

    /// Keeps the last reading but marks it stale: the sensor failed.
    public func markCurrentTemperatureStale() {
        guard !isCurrentTemperatureStale else { return }
        isCurrentTemperatureStale = true
        changed(.currentTemperature)
    }

    /// Keeps the setpoint but marks it stale: a setpoint command was rejected.
    public func markSetpointStale() {
        guard !isSetpointStale else { return }
        isSetpointStale = true
        changed(.setpoint)
    }

    /// Keeps the mode but marks it stale: a mode command was rejected.
    public func markModeStale() {
        guard !isModeStale else { return }
        isModeStale = true
        changed(.mode)
    }

    /// Records whether the broker is reachable.
    public func setOnline(_ value: Bool) {
        guard value != isOnline else { return }
        isOnline = value
        changed(.online)
    }

    private func changed(_ changes: Changes) {
        publisher?(changes)
        onChange?(changes)
    }
}
