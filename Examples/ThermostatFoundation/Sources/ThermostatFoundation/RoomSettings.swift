import Foundation

/// The settings file, as `JSONDecoder` reads it (`settings/living-room.json`).
struct RoomSettings: Decodable {
    /// One step of the day's schedule.
    struct Period: Decodable {
        /// "HH:mm", local time.
        var from: String
        var setpoint: Double
    }

    var room: String
    var setpoint: Double
    /// The locale numbers are shown in ("de_DE": 21,5).
    var locale: String
    var installed: Date
    var periods: [Period]

    /// Reads and checks `path`: a missing file, bad JSON or an out-of-range value is one line of error.
    static func load(path: String) throws(SettingsError) -> RoomSettings {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let s: RoomSettings
        do { s = try decoder.decode(RoomSettings.self, from: data) } catch { throw .invalid(path, Self.reason(error)) }
        // The panel's range: a file from elsewhere must not put 1e300 °C on the screen.
        for t in [s.setpoint] + s.periods.map(\.setpoint) where !(5...35).contains(t) {
            throw .invalid(path, "setpoint \(t) outside 5…35 °C")
        }
        guard !s.room.isEmpty, s.room.count <= 40 else { throw .invalid(path, "room name must have 1…40 characters") }
        return s
    }

    /// The decoder's error in a few words (its description spans lines and quotes the whole context).
    private static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _): return "no \"\(key.stringValue)\""
        case .typeMismatch(_, let c), .valueNotFound(_, let c):
            return "wrong type at \(c.codingPath.map(\.stringValue).joined(separator: "."))"
        case .dataCorrupted(let c):
            let at = c.codingPath.map(\.stringValue).joined(separator: ".")
            return at.isEmpty ? "not valid JSON" : "bad value at \(at)"
        default: return "cannot decode"
        }
    }
}

/// Why the settings could not be used; its description is the app's one-line error.
enum SettingsError: Error, CustomStringConvertible {
    case missing
    case unreadable(String)
    case invalid(String, String)

    var description: String {
        switch self {
        case .missing: return "--settings FILE is required"
        case .unreadable(let p): return "cannot read settings file '\(Self.cut(p))'"
        case .invalid(let p, let why): return "settings file '\(Self.cut(p))': \(why)"
        }
    }

    /// Echoed paths are cut short and kept on one line.
    private static func cut(_ s: String) -> String {
        let one = s.map { $0.isNewline || $0.asciiValue.map { $0 < 0x20 } == true ? "?" : String($0) }.joined()
        return one.count > 80 ? String(one.prefix(80)) + "…" : one
    }
}
