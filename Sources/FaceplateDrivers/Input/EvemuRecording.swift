import FaceplateEcho
import Glibc

/// One absolute axis of an evemu device description (`A:` line): the kernel's `input_absinfo`.
public struct EvemuAbsInfo: Hashable, Sendable {
    /// The axis code (`ABS_X`, `ABS_MT_POSITION_X`, …).
    public var code: UInt16
    /// The range and the kernel's noise filtering parameters, as `EVIOCGABS` reports them.
    public var minimum: Int32, maximum: Int32, fuzz: Int32, flat: Int32
    /// Units per millimetre; 0 when the driver sets none.
    public var resolution: Int32

    /// Creates an axis description.
    public init(code: UInt16, minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
        self.code = code; self.minimum = minimum; self.maximum = maximum
        self.fuzz = fuzz; self.flat = flat; self.resolution = resolution
    }
}

/// One evdev event of an evemu recording (`E:` line).
public struct EvemuEvent: Hashable, Sendable {
    /// The kernel timestamp in microseconds (`sec * 1_000_000 + usec`), as libinput keeps it.
    public var timeMicroseconds: UInt64
    /// Event type (`EV_ABS`, …), code and value.
    public var type: UInt16, code: UInt16, value: Int32

    /// Creates an event.
    public init(timeMicroseconds: UInt64, type: UInt16, code: UInt16, value: Int32) {
        self.timeMicroseconds = timeMicroseconds; self.type = type; self.code = code; self.value = value
    }

    /// Seconds, the way every ``InputRecord`` carries time (microseconds / 1e6).
    @inlinable public var time: Double { Double(timeMicroseconds) / 1e6 }
}

/// A line of an evemu file that could not be understood.
public struct EvemuError: Error, Equatable, CustomStringConvertible {
    /// The file as it was named to the parser.
    public var file: String
    /// 1-based line number; 0 when the file itself could not be read.
    public var line: Int
    /// What is wrong, and what was expected (values from the file already quoted through ``Echo``).
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int, message: String) { self.file = file; self.line = line; self.message = message }

    /// `file:line: message`, the form editors jump to; the file name is escaped like any echoed value.
    public var description: String {
        let name = Echo.escaped(file, limit: Echo.pathLimit)
        return line > 0 ? "\(name):\(line): \(message)" : "\(name): \(message)"
    }
}

/// An evemu-record file: a device description (`N:`, `I:`, `P:`, `B:`, `A:`, `L:`, `S:`) and/or an
/// event stream (`E:`), `#` starting a comment.
///
/// evemu is how Linux input bugs are reported and how the VM tests inject touches into a real kernel,
/// so a recording is the shared ground truth between ``EvemuReplay`` and the libinput backend. A file
/// may hold only a description (`evemu-describe`) or only events (an `evemu-play` input).
///
/// The file is read line by line on bytes (LF or CRLF), so memory follows what is kept, the events,
/// and never the size of the file; every number goes through a range check before it is stored, and
/// the limits below turn a wrong file (`/dev/zero`, a binary, a runaway recording) into an error.
public struct EvemuRecording: Sendable {
    /// The longest line read, in bytes; evemu's longest lines (`B:` masks) are about 30 bytes.
    public static let maximumLineLength = 4096
    /// The most `E:` events one recording may hold (64 MiB of events, over an hour of two-finger
    /// gestures); a longer recording must be split.
    public static let maximumEvents = 1 << 22
    /// The largest `E:` timestamp in seconds: `UInt32.max`, the range of a kernel `time_t` until 2106,
    /// which keeps every microsecond exact in ``EvemuEvent/time``'s `Double`.
    public static let maximumSeconds: UInt64 = 4_294_967_295
    /// The most bytes of one `B:` event-code mask (the kernel's largest, `KEY_CNT`, needs 96).
    public static let maximumMaskBytes = 128
    /// The most `P:` property bytes (the kernel has 32 properties, 4 bytes; evemu writes 8).
    public static let maximumPropertyBytes = 64
    /// The most `L:` or `S:` states (the kernel has 16 LEDs and 17 switches).
    public static let maximumStates = 256

    /// The file name used in error messages.
    public var file: String
    /// The device name (`N:`), nil when the file has no description.
    public var name: String?
    /// `I:` bus type, vendor, product and version.
    public var busType: UInt16 = 0, vendor: UInt16 = 0, product: UInt16 = 0, version: UInt16 = 0
    /// `P:` input properties as a bit mask, byte by byte (bit `INPUT_PROP_DIRECT` marks a touchscreen).
    public var properties: [UInt8] = []
    /// `B:` event-code bit masks per event type.
    public var bits: [UInt16: [UInt8]] = [:]
    /// `A:` absolute axes by code.
    public var absAxes: [UInt16: EvemuAbsInfo] = [:]
    /// `L:` LED and `S:` switch states, as (code, value).
    public var leds: [(code: UInt16, value: Int32)] = [], switches: [(code: UInt16, value: Int32)] = []
    /// `E:` events in file order.
    public var events: [EvemuEvent] = []

    // Parse state, kept in the value so the line callbacks can reach it without a second type.
    /// Lines read so far (the number of the line being parsed).
    private var lineNumber = 0
    /// ``maximumEvents``, lowered by tests that check the limit without writing millions of lines.
    private var eventLimit = EvemuRecording.maximumEvents

    /// Parses the text of an evemu file; `file` names it in errors.
    public init(parsing text: String, file: String) throws(EvemuError) {
        try self.init(parsing: Array(text.utf8), file: file)
    }

    /// Parses the bytes of an evemu file (UTF-8, LF or CRLF lines); `file` names it in errors.
    public init(parsing bytes: [UInt8], file: String) throws(EvemuError) {
        try self.init(parsing: bytes, file: file, eventLimit: Self.maximumEvents)
    }

    /// Parses `bytes` holding at most `eventLimit` events (tests).
    init(parsing bytes: [UInt8], file: String, eventLimit: Int) throws(EvemuError) {
        self.file = file
        self.eventLimit = eventLimit
        var cutter = LineCutter(maximumLength: Self.maximumLineLength)
        guard try cutter.feed(bytes[...], { (line) throws(EvemuError) in try parseNextLine(line) }) else {
            throw fail(lineNumber + 1, FileReadError.lineTooLong(limit: Self.maximumLineLength).text)
        }
        try cutter.finish { (line) throws(EvemuError) in try parseNextLine(line) }
    }

    /// Reads and parses the evemu file at `path`, a chunk at a time.
    public init(contentsOf path: String) throws(EvemuError) {
        file = path
        let problem = try forEachLine(ofFile: path, maximumLength: Self.maximumLineLength) { (line) throws(EvemuError) in
            try parseNextLine(line)
        }
        guard let problem else { return }
        if case .lineTooLong = problem { throw fail(lineNumber + 1, problem.text) }
        throw fail(0, "cannot read: \(problem.text)")
    }

    /// Whether the description enables event `code` of `type`.
    public func has(type: UInt16, code: UInt16) -> Bool {
        guard let mask = bits[type], Int(code / 8) < mask.count else { return false }
        return mask[Int(code / 8)] & (1 << (code % 8)) != 0
    }

    /// Whether input property `property` (e.g. ``EvdevCode/inputPropDirect``) is set.
    public func hasProperty(_ property: UInt16) -> Bool {
        Int(property / 8) < properties.count && properties[Int(property / 8)] & (1 << (property % 8)) != 0
    }

    // MARK: - Lines

    private func fail(_ line: Int, _ message: String) -> EvemuError { EvemuError(file: file, line: line, message: message) }

    private mutating func parseNextLine(_ raw: ArraySlice<UInt8>) throws(EvemuError) {
        lineNumber += 1
        try parseLine(raw, number: lineNumber)
    }

    private mutating func parseLine(_ raw: ArraySlice<UInt8>, number: Int) throws(EvemuError) {
        func fail(_ message: String) -> EvemuError { EvemuError(file: file, line: number, message: message) }
        func quoted(_ bytes: ArraySlice<UInt8>) -> String { Echo.escaped(bytes: bytes) }
        func isBlank(_ b: UInt8) -> Bool { b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") }
        var line = raw
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        let trimmed = line.drop(while: isBlank)
        if trimmed.isEmpty || trimmed.first == UInt8(ascii: "#") { return }
        guard trimmed.count >= 2, trimmed[trimmed.startIndex + 1] == UInt8(ascii: ":") else {
            throw fail("expected a line 'N:', 'I:', 'P:', 'B:', 'A:', 'L:', 'S:', 'E:' or a '#' comment, got '\(quoted(trimmed))'")
        }
        let kind = Character(Unicode.Scalar(trimmed.first!))
        // N: keeps its text verbatim (names contain spaces and '#'); elsewhere '#' starts a trailing comment.
        var body = trimmed.dropFirst(2)
        if kind == "N" {
            name = String(decoding: body.drop(while: isBlank), as: UTF8.self)
            return
        }
        if let hash = body.firstIndex(of: UInt8(ascii: "#")) { body = body[..<hash] }
        let fields = body.split(whereSeparator: isBlank)

        func hex(_ s: ArraySlice<UInt8>, _ what: String, max: UInt32) throws(EvemuError) -> UInt32 {
            guard let v = EvemuNumber.unsigned(s, radix: 16), v <= UInt64(max) else {
                throw fail("\(what): expected a hexadecimal number up to 0x\(String(max, radix: 16)), got '\(quoted(s))'")
            }
            return UInt32(v)
        }
        func dec(_ s: ArraySlice<UInt8>, _ what: String) throws(EvemuError) -> Int32 {
            guard let v = EvemuNumber.int32(s) else { throw fail("\(what): expected a decimal integer, got '\(quoted(s))'") }
            return v
        }

        switch kind {
        case "I":
            guard fields.count == 4 else {
                throw fail("I: expected 4 hexadecimal fields (bustype vendor product version), got \(fields.count)")
            }
            busType = UInt16(try hex(fields[0], "I: bustype", max: 0xffff))
            vendor = UInt16(try hex(fields[1], "I: vendor", max: 0xffff))
            product = UInt16(try hex(fields[2], "I: product", max: 0xffff))
            version = UInt16(try hex(fields[3], "I: version", max: 0xffff))
        case "P":
            guard fields.count <= Self.maximumPropertyBytes - properties.count else {
                throw fail("P: more than \(Self.maximumPropertyBytes) property bytes in all")
            }
            for f in fields { properties.append(UInt8(try hex(f, "P: property byte", max: 0xff))) }
        case "B":
            guard let first = fields.first else { throw fail("B: expected an event type and bit-mask bytes, got nothing") }
            let type = UInt16(try hex(first, "B: event type", max: UInt32(EvdevCode.evMax)))
            var mask = bits[type] ?? []
            guard fields.count - 1 <= Self.maximumMaskBytes - mask.count else {
                throw fail("B: more than \(Self.maximumMaskBytes) bit-mask bytes for event type 0x\(String(type, radix: 16))")
            }
            for f in fields.dropFirst() { mask.append(UInt8(try hex(f, "B: bit-mask byte", max: 0xff))) }
            bits[type] = mask
        case "A":
            guard fields.count == 5 || fields.count == 6 else {
                throw fail("A: expected 'code min max fuzz flat [resolution]', got \(fields.count) fields")
            }
            let code = UInt16(try hex(fields[0], "A: axis code", max: UInt32(EvdevCode.absMax)))
            let minimum = try dec(fields[1], "A: min"), maximum = try dec(fields[2], "A: max")
            guard minimum <= maximum else { throw fail("A: axis 0x\(String(code, radix: 16)): min \(minimum) is greater than max \(maximum)") }
            absAxes[code] = EvemuAbsInfo(code: code, minimum: minimum, maximum: maximum,
                                         fuzz: try dec(fields[3], "A: fuzz"), flat: try dec(fields[4], "A: flat"),
                                         resolution: fields.count == 6 ? try dec(fields[5], "A: resolution") : 0)
        case "L", "S":
            guard fields.count == 2 else { throw fail("\(kind): expected 'code value', got \(fields.count) fields") }
            let code = UInt16(try hex(fields[0], "\(kind): code", max: 0xffff)), value = try dec(fields[1], "\(kind): value")
            guard (kind == "L" ? leds.count : switches.count) < Self.maximumStates else {
                throw fail("\(kind): more than \(Self.maximumStates) states")
            }
            if kind == "L" { leds.append((code, value)) } else { switches.append((code, value)) }
        case "E":
            guard fields.count == 4 else { throw fail("E: expected 'sec.usec type code value', got \(fields.count) fields") }
            let stamp = fields[0].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            guard stamp.count == 2, stamp[1].count == 6, let sec = EvemuNumber.unsigned(stamp[0], radix: 10),
                  let usec = EvemuNumber.unsigned(stamp[1], radix: 10) else {
                throw fail("E: expected a timestamp 'seconds.microseconds' (6 digits after the dot), got '\(quoted(fields[0]))'")
            }
            // sec ≤ 2³² − 1 keeps sec · 10⁶ + usec far inside UInt64; the checked operations say so too.
            let (scaled, overflowA) = sec.multipliedReportingOverflow(by: 1_000_000)
            let (micros, overflowB) = scaled.addingReportingOverflow(usec)
            guard sec <= Self.maximumSeconds, !overflowA, !overflowB else {
                throw fail("E: timestamp seconds must be at most \(Self.maximumSeconds), got '\(quoted(fields[0]))'")
            }
            let type = UInt16(try hex(fields[1], "E: type", max: UInt32(EvdevCode.evMax)))
            let code = UInt16(try hex(fields[2], "E: code", max: 0xffff))
            let value = try dec(fields[3], "E: value")
            guard events.count < eventLimit else {
                throw fail("more than \(eventLimit) events; split the recording")
            }
            events.append(EvemuEvent(timeMicroseconds: micros, type: type, code: code, value: value))
        default:
            throw fail("unknown line type '\(Echo.escaped(String(kind))):' (expected N:, I:, P:, B:, A:, L:, S:, E: or a # comment)")
        }
    }
}

/// The number syntax of evemu files, read from bytes with every step checked.
enum EvemuNumber {
    /// Digits only (no sign, no spaces) in `radix` 10 or 16; nil when empty, not digits, or above `UInt64`.
    static func unsigned(_ s: ArraySlice<UInt8>, radix: UInt64) -> UInt64? {
        guard !s.isEmpty else { return nil }
        var value: UInt64 = 0
        for b in s {
            let digit: UInt64
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = UInt64(b - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: digit = UInt64(b - UInt8(ascii: "A")) + 10
            default: return nil
            }
            let (shifted, o1) = value.multipliedReportingOverflow(by: radix)
            let (sum, o2) = shifted.addingReportingOverflow(digit)
            if o1 || o2 { return nil }
            value = sum
        }
        return value
    }

    /// A decimal `Int32` with an optional sign, as evemu prints with `%d`; nil outside `Int32`'s range.
    static func int32(_ s: ArraySlice<UInt8>) -> Int32? {
        var digits = s, negative = false
        if let first = s.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            digits = s.dropFirst()
        }
        guard let magnitude = unsigned(digits, radix: 10), magnitude <= UInt64(Int32.max) + 1 else { return nil }
        return Int32(exactly: negative ? -Int64(magnitude) : Int64(magnitude))
    }
}
