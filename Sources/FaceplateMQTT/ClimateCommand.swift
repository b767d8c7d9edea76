import FaceplateArguments

/// A command from the network for a thermostat, parsed from an MQTT payload.
///
/// Payloads come from any client of the broker, so every rule is checked: a bounded size, a plain
/// decimal number (no exponent, `nan` or `inf`), a setpoint within the limits, a known mode. A rejected
/// payload gives one line that quotes it escaped and cut short.
public enum ClimateCommand: Equatable, Sendable {
    /// A new setpoint in degrees Celsius (within the limits, on a step).
    case setpoint(Double)
    /// A new mode.
    case mode(ClimateMode)

    /// The longest command payload: a setpoint or a mode name with some whitespace.
    public static let maximumPayloadSize = 32

    /// Parses a setpoint command: a decimal number such as `21.5`, rounded to a step of `limits`.
    public static func setpoint<C: Collection>(from payload: C, limits: ClimateLimits) -> Result<ClimateCommand, MQTTError>
    where C.Element == UInt8 {
        if let error = sizeError(payload, what: "setpoint") { return .failure(error) }
        guard let value = decimal(trimmed(Array(payload))) else {
            return .failure(MQTTError("ignored setpoint command \"\(Echo.escaped(bytes: payload))\": not a decimal number"))
        }
        guard let setpoint = limits.setpoint(value) else {
            return .failure(MQTTError("ignored setpoint command \"\(Echo.escaped(bytes: payload))\": outside \(limits.minimum)–\(limits.maximum) °C"))
        }
        return .success(.setpoint(setpoint))
    }

    /// Parses a mode command: one of ``ClimateMode``'s names, as Home Assistant sends them.
    public static func mode<C: Collection>(from payload: C) -> Result<ClimateCommand, MQTTError> where C.Element == UInt8 {
        if let error = sizeError(payload, what: "mode") { return .failure(error) }
        let text = String(decoding: trimmed(Array(payload)), as: UTF8.self)
        guard let mode = ClimateMode(rawValue: text) else {
            let known = ClimateMode.allCases.map(\.rawValue).joined(separator: ", ")
            return .failure(MQTTError("ignored mode command \"\(Echo.escaped(bytes: payload))\": not one of \(known)"))
        }
        return .success(.mode(mode))
    }

    private static func sizeError<C: Collection>(_ payload: C, what: String) -> MQTTError? where C.Element == UInt8 {
        let count = payload.count
        guard count > maximumPayloadSize else { return nil }
        return MQTTError("ignored a \(count)-byte \(what) command (at most \(maximumPayloadSize) bytes): \"\(Echo.escaped(bytes: payload, limit: 24))\"")
    }

    private static func trimmed(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        var slice = bytes[...]
        while let first = slice.first, first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D { slice = slice.dropFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 || last == 0x0A || last == 0x0D { slice = slice.dropLast() }
        return slice
    }

    /// `[+-]digits[.digits]`, at most 12 digits in all, or nil.
    private static func decimal(_ bytes: ArraySlice<UInt8>) -> Double? {
        var digits = 0
        var seenPoint = false
        var digitsAfterPoint = 0
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case 0x30...0x39:
                digits += 1
                if seenPoint { digitsAfterPoint += 1 }
            case UInt8(ascii: "."):
                guard !seenPoint, digits > 0 else { return nil }
                seenPoint = true
            case UInt8(ascii: "-"), UInt8(ascii: "+"):
                guard offset == 0 else { return nil }
            default:
                return nil
            }
        }
        guard digits > 0, digits <= 12, !seenPoint || digitsAfterPoint > 0 else { return nil }
        return Double(String(decoding: bytes, as: UTF8.self))
    }
}
