/// How a value that came from outside (a command-line argument, a line of a file, a JSON key, a path)
/// is shown inside a one-line error message.
///
/// Errors quote what they got so the user sees the mistake, but the value is not ours: a newline in it
/// would forge a second message line, ESC and BEL would reach the terminal as control sequences, a
/// right-to-left override would reorder what follows, and a megabyte-long JSON key would bury the
/// message. So every echoed value goes through ``escaped(_:limit:)``: control characters become
/// Swift-style escapes (`\n`, `\u{1B}`) and the result is cut to ``limit`` characters, ending in `…`.
///
/// It lives in a module of its own, with no dependencies, so both the command line and the drivers' file
/// parsers (evemu recordings, board profiles) quote values the same way.
public enum Echo {
    /// How many characters of an echoed value a message shows.
    public static let limit = 80
    /// How many characters of an echoed path a message shows: paths are longer, and their end matters.
    public static let pathLimit = 240

    /// `value` with control characters escaped, cut to `limit` characters (the last one `…` when cut).
    ///
    /// Reads no further than it needs, so a huge value costs no more than a short one.
    public static func escaped<S: StringProtocol>(_ value: S, limit: Int = Echo.limit) -> String {
        escaped(value.unicodeScalars, moreFollows: false, limit: limit)
    }

    /// `bytes` decoded as UTF-8 (invalid sequences shown as U+FFFD), then ``escaped(_:limit:)``.
    ///
    /// Only the first `4 × limit` bytes or so are decoded, whatever the length of `bytes`.
    public static func escaped<C: Collection>(bytes: C, limit: Int = Echo.limit) -> String where C.Element == UInt8 {
        // A character is at most 4 bytes, so this window holds more characters than are kept.
        let window = max(limit, 1) &* 4 &+ 8
        let head = String(decoding: bytes.prefix(window), as: UTF8.self)
        return escaped(head.unicodeScalars, moreFollows: bytes.count > window, limit: limit)
    }

    private static func escaped<S: Sequence>(_ scalars: S, moreFollows: Bool, limit: Int) -> String
    where S.Element == Unicode.Scalar {
        let budget = max(limit, 1)
        var out = String.UnicodeScalarView()
        var length = 0
        var iterator = scalars.makeIterator()
        var next = iterator.next()
        while let scalar = next {
            next = iterator.next()
            let piece = escape(scalar)
            let isLast = next == nil && !moreFollows
            // Anything but the last piece must leave room for the ellipsis.
            if length + piece.count > (isLast ? budget : budget - 1) {
                out.append("…")
                return String(out)
            }
            out.append(contentsOf: piece)
            length += piece.count
        }
        if moreFollows { out.append("…") }
        return String(out)
    }

    /// Whether `scalar` is escaped rather than shown.
    public static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true                  // C0, DEL, C1
        case 0x2028, 0x2029: return true                              // line and paragraph separators
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // bidi controls
        default: return false
        }
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String.UnicodeScalarView {
        guard needsEscaping(scalar) else { return String.UnicodeScalarView([scalar]) }
        switch scalar {
        case "\n": return "\\n".unicodeScalars
        case "\r": return "\\r".unicodeScalars
        case "\t": return "\\t".unicodeScalars
        default: return ("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}").unicodeScalars
        }
    }
}
