import FaceplateEcho
import FaceplateSystem
import Glibc

/// Reads a room temperature from a Linux sensor's sysfs file, keeping the last good reading when a read
/// fails.
///
/// Three kinds of file, told apart by name:
/// - hwmon `temp<N>_input` and IIO `in_temp…_input`: millidegrees Celsius, as an integer;
/// - IIO `in_temp…_raw`: an integer that becomes millidegrees as (raw + offset) × scale, with the
///   scale and offset from the `_scale` and `_offset` files beside it (of the same channel, else the
///   type's shared `in_temp_scale` / `in_temp_offset`; no offset file means 0).
///
/// A file that vanishes, cannot be read or holds garbage (or a value no room has) leaves
/// ``temperature`` at the last good reading and sets ``isStale``; one log line says why, and the next
/// one comes only when the sensor is good again or fails differently, so a dead sensor polled every
/// few seconds does not fill the log.
public final class RoomTemperatureSensor {
    /// How the file's number becomes degrees.
    public enum Kind: Equatable, Sendable {
        /// hwmon `temp<N>_input`: millidegrees Celsius.
        case hwmon
        /// IIO `in_temp…_input`: millidegrees Celsius.
        case iioProcessed
        /// IIO `in_temp…_raw`: (raw + offset) × scale millidegrees Celsius.
        case iioRaw
    }

    /// The sensor's file.
    public let path: String
    /// What the file holds.
    public let kind: Kind
    /// The last good reading in degrees Celsius, or nil before the first.
    public private(set) var temperature: Double?
    /// Whether the last read failed (``temperature`` is then older than that read).
    public private(set) var isStale = false
    /// The coldest and hottest readings accepted: a room sensor reporting beyond them is broken.
    public static let plausibleRange = -60.0...150.0

    private let log: MQTTLogSink
    private var lastFailure: String?

    /// A reader of the sensor file at `path` (not read yet); throws when the file's name is none of the
    /// kinds above.
    public init(path: String, log: @escaping MQTTLogSink = MQTTLog.standardError) throws(MQTTError) {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        if name.hasPrefix("in_temp") && name.hasSuffix("_input") {
            kind = .iioProcessed
        } else if name.hasPrefix("in_temp") && name.hasSuffix("_raw") {
            kind = .iioRaw
        } else if name.hasPrefix("temp") && name.hasSuffix("_input") && name.utf8.count > 10
                    && name.utf8.dropFirst(4).dropLast(6).allSatisfy({ (0x30...0x39).contains($0) }) {
            kind = .hwmon
        } else {
            throw MQTTError("temperature sensor \(Echo.escaped(path, limit: Echo.pathLimit)) is neither hwmon temp<N>_input nor IIO in_temp…_input or in_temp…_raw")
        }
        self.path = path
        self.log = log
    }

    /// Reads the sensor now. Returns the reading in degrees Celsius, or nil when the read failed (the
    /// last good reading stays in ``temperature``, marked stale).
    ///
    /// sysfs reads are short but synchronous (an I²C sensor may take a few milliseconds): call it from a
    /// timer every few seconds, not per frame.
    @discardableResult
    public func read() -> Double? {
        do throws(MQTTError) {
            let value = try RoomTemperatureSensor.celsius(path: path, kind: kind)
            temperature = value
            if isStale || lastFailure != nil { log("temperature sensor \(Echo.escaped(path, limit: Echo.pathLimit)) reads again") }
            isStale = false
            lastFailure = nil
            return value
        } catch {
            isStale = true
            if lastFailure != error.message {
                lastFailure = error.message
                let kept = temperature.map { "keeping the last good value \($0) °C, marked stale" } ?? "no good value yet"
                log(error.message + "; " + kept)
            }
            return nil
        }
    }

    /// Reads the sensor and hands the result to `model` (a failure keeps the model's last reading,
    /// marked stale).
    public func update(_ model: ClimateModel) {
        if let value = read() { model.setCurrentTemperature(value) } else { model.markCurrentTemperatureStale() }
    }

    /// The temperature in the sensor file at `path`, in degrees Celsius.
    public static func celsius(path: String, kind: Kind) throws(MQTTError) -> Double {
        let milli: Double
        switch kind {
        case .hwmon, .iioProcessed:
            milli = try number(at: path, integer: true)
        case .iioRaw:
            let raw = try number(at: path, integer: true)
            let channel = String(path.dropLast(4))   // without "_raw"
            let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            let shared = (directory.isEmpty ? "" : directory + "/") + "in_temp"
            let scale = try optionalNumber(at: channel + "_scale", else: shared + "_scale") ?? 1
            let offset = try optionalNumber(at: channel + "_offset", else: shared + "_offset") ?? 0
            milli = (raw + offset) * scale
        }
        let celsius = milli / 1000
        guard celsius.isFinite, plausibleRange.contains(celsius) else {
            throw MQTTError("temperature sensor \(Echo.escaped(path, limit: Echo.pathLimit)) reads \(celsius) °C, outside the \(plausibleRange.lowerBound)…\(plausibleRange.upperBound) °C a room can have")
        }
        return celsius
    }

    /// The number in the first of `path` and `fallback` that exists, or nil when neither does.
    private static func optionalNumber(at path: String, else fallback: String) throws(MQTTError) -> Double? {
        for candidate in [path, fallback] where access(candidate, F_OK) == 0 {
            return try number(at: candidate, integer: false)
        }
        return nil
    }

    /// The number in a sysfs attribute: one line, an integer (or a decimal where `integer` is false).
    private static func number(at path: String, integer: Bool) throws(MQTTError) -> Double {
        let shown = Echo.escaped(path, limit: Echo.pathLimit)
        let fd: FileDescriptor
        do { fd = try FileDescriptor.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY) } catch {
            throw MQTTError("cannot open temperature sensor \(shown): \(error.reason)")
        }
        // An attribute is a short line; a longer file is not one.
        var buffer = [UInt8](repeating: 0, count: 64)
        var count = 0
        while count < buffer.count {
            let n: Int
            do {
                n = try fd.read(into: &buffer, from: count)
            } catch {
                throw MQTTError("cannot read temperature sensor \(shown): \(error.reason)")
            }
            if n == 0 { break }
            count += n
        }
        guard count < buffer.count else { throw MQTTError("temperature sensor \(shown) holds more than a number") }
        var text = buffer[0..<count]
        while let last = text.last, last == 0x0A || last == 0x20 || last == 0x09 || last == 0x0D { text = text.dropLast() }
        guard let value = parse(text, integer: integer) else {
            throw MQTTError("temperature sensor \(shown) holds \"\(Echo.escaped(bytes: text, limit: 32))\", not \(integer ? "an integer" : "a number")")
        }
        return value
    }

    /// `-?digits` (or `-?digits.digits`), at most 15 digits, or nil.
    private static func parse(_ bytes: ArraySlice<UInt8>, integer: Bool) -> Double? {
        var digits = 0
        var seenPoint = false
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case 0x30...0x39: digits += 1
            case UInt8(ascii: "-") where offset == 0: break
            case UInt8(ascii: ".") where !integer && !seenPoint && digits > 0: seenPoint = true
            default: return nil
            }
        }
        guard digits > 0, digits <= 15, bytes.last.map({ (0x30...0x39).contains($0) }) == true else { return nil }
        return Double(String(decoding: bytes, as: UTF8.self))
    }
}
