import FaceplateEcho
import Glibc

/// Reads the values inside SVG attributes: numbers and number lists, lengths, colours, transform lists.
/// Every number is checked against ``VectorImage/Limits/maximumMagnitude``; a failure is the reason, as
/// one line, for the error the document parser throws.
struct SVGValues {
    let bytes: ArraySlice<UInt8>
    var i: Int

    init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes; i = bytes.startIndex }

    var atEnd: Bool { i >= bytes.endIndex }
    var peek: UInt8? { i < bytes.endIndex ? bytes[i] : nil }

    static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }

    mutating func skipSpaces() { while let c = peek, SVGValues.isSpace(c) { i += 1 } }
    /// Skips spaces and at most one comma.
    mutating func skipSeparator() {
        skipSpaces()
        if peek == UInt8(ascii: ",") { i += 1; skipSpaces() }
    }

    /// Whether a number starts here (after spaces).
    mutating func numberFollows() -> Bool {
        skipSpaces()
        guard let c = peek else { return false }
        return (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
    }

    /// A number (`-1.5e3`, `.5`); `-.5.5` is two numbers, as SVG's grammar says.
    mutating func number() throws(SVGValueError) -> Double {
        skipSpaces()
        let start = i
        if let c = peek, c == UInt8(ascii: "-") || c == UInt8(ascii: "+") { i += 1 }
        var digits = 0
        while let c = peek, c >= 0x30 && c <= 0x39 { i += 1; digits += 1 }
        if peek == UInt8(ascii: ".") {
            i += 1
            while let c = peek, c >= 0x30 && c <= 0x39 { i += 1; digits += 1 }
        }
        guard digits > 0 else { throw SVGValueError("expected a number at '\(excerpt(from: start))'") }
        if let c = peek, c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
            // An exponent only when digits follow: "2em" is 2 followed by a unit.
            var j = i + 1
            if j < bytes.endIndex, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+") { j += 1 }
            if j < bytes.endIndex, bytes[j] >= 0x30 && bytes[j] <= 0x39 {
                i = j
                while let c = peek, c >= 0x30 && c <= 0x39 { i += 1 }
            }
        }
        guard i - start <= 64 else { throw SVGValueError("a number is longer than 64 characters") }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let value = Double(text), value.isFinite, abs(value) <= VectorImage.Limits.maximumMagnitude else {
            throw SVGValueError("number \(text) is beyond ±\(Int(VectorImage.Limits.maximumMagnitude))")
        }
        return value
    }

    /// A path's arc flag: one `0` or `1`, which need no separator after it (`a1 1 0 00.5.5`).
    mutating func flag() throws(SVGValueError) -> Bool {
        skipSeparator()
        guard let c = peek, c == UInt8(ascii: "0") || c == UInt8(ascii: "1") else {
            throw SVGValueError("expected an arc flag (0 or 1) at '\(excerpt(from: i))'")
        }
        i += 1
        return c == UInt8(ascii: "1")
    }

    /// Up to 16 characters from `start`, for messages.
    func excerpt(from start: Int) -> String {
        let end = Swift.min(bytes.endIndex, start + 16)
        let text = String(decoding: bytes[Swift.min(start, end)..<end], as: UTF8.self)
        return text.isEmpty ? "the end" : Echo.escaped(text)
    }

    // MARK: - Whole attribute values

    /// A length: a number, optionally in `px`. Nil for a percentage (the caller falls back).
    static func length(_ value: ArraySlice<UInt8>) throws(SVGValueError) -> Double? {
        var s = SVGValues(value)
        let n = try s.number()
        s.skipSpaces()
        let unit = String(decoding: s.bytes[s.i...], as: UTF8.self)
        switch unit {
        case "", "px": return n
        case "%": return nil
        default: throw SVGValueError("unsupported unit '\(Echo.escaped(String(unit.prefix(8))))' (only px)")
        }
    }

    /// A list of numbers separated by spaces and commas.
    static func numbers(_ value: ArraySlice<UInt8>, limit: Int) throws(SVGValueError) -> [Double] {
        var s = SVGValues(value)
        var out: [Double] = []
        s.skipSpaces()
        while !s.atEnd {
            guard out.count < limit else { throw SVGValueError("more than \(limit) numbers") }
            out.append(try s.number())
            s.skipSeparator()
        }
        return out
    }

    /// A transform list; the first named transform is the outermost, as SVG composes them.
    static func transform(_ value: ArraySlice<UInt8>) throws(SVGValueError) -> AffineTransform {
        var s = SVGValues(value)
        var result = AffineTransform.identity
        s.skipSpaces()
        var count = 0
        while !s.atEnd {
            count += 1
            guard count <= 64 else { throw SVGValueError("more than 64 transforms in one list") }
            let nameStart = s.i
            while let c = s.peek, (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || c == UInt8(ascii: "X") || c == UInt8(ascii: "Y") { s.i += 1 }
            let name = String(decoding: s.bytes[nameStart..<s.i], as: UTF8.self)
            s.skipSpaces()
            guard s.peek == UInt8(ascii: "(") else { throw SVGValueError("expected '(' after transform '\(Echo.escaped(String(name.prefix(16))))'") }
            s.i += 1
            var args: [Double] = []
            s.skipSpaces()
            while s.peek != UInt8(ascii: ")") {
                guard !s.atEnd else { throw SVGValueError("unterminated transform '\(name)'") }
                guard args.count < 6 else { throw SVGValueError("too many arguments to \(name)()") }
                args.append(try s.number())
                s.skipSeparator()
            }
            s.i += 1
            let t = try step(name, args)
            // The list reads outermost first: each later step applies to the point before the earlier ones.
            result = t.concatenating(result)
            s.skipSeparator()
        }
        return result
    }

    private static func step(_ name: String, _ v: [Double]) throws(SVGValueError) -> AffineTransform {
        let degrees = Double.pi / 180
        switch (name, v.count) {
        case ("matrix", 6): return AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        case ("translate", 1): return AffineTransform(translationX: v[0], y: 0)
        case ("translate", 2): return AffineTransform(translationX: v[0], y: v[1])
        case ("scale", 1): return AffineTransform(scaleX: v[0], y: v[0])
        case ("scale", 2): return AffineTransform(scaleX: v[0], y: v[1])
        case ("rotate", 1): return AffineTransform(rotationAngle: v[0] * degrees)
        case ("rotate", 3):
            // About (cx, cy): move it to the origin, rotate, move back.
            return AffineTransform(translationX: -v[1], y: -v[2])
                .concatenating(AffineTransform(rotationAngle: v[0] * degrees))
                .concatenating(AffineTransform(translationX: v[1], y: v[2]))
        case ("skewX", 1): return AffineTransform(a: 1, b: 0, c: tanChecked(v[0] * degrees), d: 1, tx: 0, ty: 0)
        case ("skewY", 1): return AffineTransform(a: 1, b: tanChecked(v[0] * degrees), c: 0, d: 1, tx: 0, ty: 0)
        case ("matrix", _), ("translate", _), ("scale", _), ("rotate", _), ("skewX", _), ("skewY", _):
            throw SVGValueError("\(name)() does not take \(v.count) arguments")
        default:
            throw SVGValueError("unknown transform '\(Echo.escaped(String(name.prefix(16))))'")
        }
    }

    /// The tangent, kept finite near ±90° (where a skew flattens the picture to a line anyway).
    private static func tanChecked(_ x: Double) -> Double {
        let t = tan(x)
        return Swift.max(-VectorImage.Limits.maximumMagnitude, Swift.min(VectorImage.Limits.maximumMagnitude, t))
    }

    /// A paint: nil for `none`, `.current` for `currentColor`, else a colour.
    static func paint(_ value: ArraySlice<UInt8>) throws(SVGValueError) -> SVGPaintValue {
        let text = String(decoding: value, as: UTF8.self).trimmingSpaces()
        switch text {
        case "none", "transparent": return .none
        case "currentColor", "currentcolor": return .current
        default: break
        }
        if text.hasPrefix("url(") { throw SVGValueError("paint servers (\(Echo.escaped(String(text.prefix(24))))) are not supported") }
        if text.hasPrefix("#") {
            let hex = Array(text.utf8.dropFirst())
            guard hex.count == 3 || hex.count == 6, let v = UInt32(String(decoding: hex, as: UTF8.self), radix: 16) else {
                throw SVGValueError("bad colour '\(Echo.escaped(String(text.prefix(16))))'")
            }
            if hex.count == 6 { return .color(Color(hex: v)) }
            let r = (v >> 8) & 0xF, g = (v >> 4) & 0xF, b = v & 0xF
            return .color(Color(red: UInt8(r * 17), green: UInt8(g * 17), blue: UInt8(b * 17)))
        }
        if text.hasPrefix("rgb(") && text.hasSuffix(")") {
            var s = SVGValues(ArraySlice(Array(text.utf8.dropFirst(4).dropLast())))
            var channels: [UInt8] = []
            for k in 0..<3 {
                if k > 0 { s.skipSeparator() }
                var n = try s.number()
                if s.peek == UInt8(ascii: "%") { s.i += 1; n = n * 255 / 100 }
                channels.append(UInt8(Swift.max(0, Swift.min(255, n.rounded()))))
            }
            s.skipSpaces()
            guard s.atEnd else { throw SVGValueError("bad colour '\(Echo.escaped(String(text.prefix(24))))'") }
            return .color(Color(red: channels[0], green: channels[1], blue: channels[2]))
        }
        if let named = namedColors[text.lowercased()] { return .color(Color(hex: named)) }
        throw SVGValueError("unknown colour '\(Echo.escaped(String(text.prefix(24))))'")
    }

    /// CSS's basic colour keywords (the HTML 4 sixteen, with orange and grey spellings).
    static let namedColors: [String: UInt32] = [
        "black": 0x000000, "silver": 0xC0C0C0, "gray": 0x808080, "grey": 0x808080, "white": 0xFFFFFF,
        "maroon": 0x800000, "red": 0xFF0000, "purple": 0x800080, "fuchsia": 0xFF00FF, "magenta": 0xFF00FF,
        "green": 0x008000, "lime": 0x00FF00, "olive": 0x808000, "yellow": 0xFFFF00, "navy": 0x000080,
        "blue": 0x0000FF, "teal": 0x008080, "aqua": 0x00FFFF, "cyan": 0x00FFFF, "orange": 0xFFA500,
    ]
}

/// A paint as written, before opacities apply.
enum SVGPaintValue: Equatable {
    case none
    case current
    case color(Color)
}

/// Why a value could not be read (the document parser adds the file and line).
struct SVGValueError: Error, CustomStringConvertible {
    let reason: String
    init(_ reason: String) { self.reason = reason }
    var description: String { reason }
}

extension String {
    /// Without leading and trailing spaces (Foundation's trimming, which boards do not have).
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
