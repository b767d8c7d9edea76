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
    /// What is wrong, and what was expected.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int, message: String) { self.file = file; self.line = line; self.message = message }

    /// `file:line: message`, the form editors jump to.
    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}

/// An evemu-record file: a device description (`N:`, `I:`, `P:`, `B:`, `A:`, `L:`, `S:`) and/or an
/// event stream (`E:`), `#` starting a comment.
///
/// evemu is how Linux input bugs are reported and how the VM tests inject touches into a real kernel,
/// so a recording is the shared ground truth between ``EvemuReplay`` and the libinput backend. A file
/// may hold only a description (`evemu-describe`) or only events (an `evemu-play` input).
public struct EvemuRecording: Sendable {
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

    /// Parses the text of an evemu file; `file` names it in errors.
    public init(parsing text: String, file: String) throws(EvemuError) {
        self.file = file
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            try parseLine(Substring(rawLine), number: lineNumber)
        }
    }

    /// Reads and parses the evemu file at `path`.
    public init(contentsOf path: String) throws(EvemuError) {
        switch readWholeFile(path) {
        case .failure(let e): throw EvemuError(file: path, line: 0, message: "cannot read: \(e.text)")
        case .success(let bytes): try self.init(parsing: String(decoding: bytes, as: UTF8.self), file: path)
        }
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

    private mutating func parseLine(_ raw: Substring, number: Int) throws(EvemuError) {
        func fail(_ message: String) -> EvemuError { EvemuError(file: file, line: number, message: message) }
        var line = raw
        if line.last == "\r" { line = line.dropLast() }
        let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
        if trimmed.isEmpty || trimmed.first == "#" { return }
        guard trimmed.count >= 2, trimmed.dropFirst().first == ":" else {
            throw fail("expected a line 'N:', 'I:', 'P:', 'B:', 'A:', 'L:', 'S:', 'E:' or a '#' comment, got '\(trimmed.prefix(20))'")
        }
        let kind = trimmed.first!
        // N: keeps its text verbatim (names contain spaces and '#'); elsewhere '#' starts a trailing comment.
        var body = trimmed.dropFirst(2)
        if kind == "N" {
            name = String(body.drop(while: { $0 == " " || $0 == "\t" }))
            return
        }
        if let hash = body.firstIndex(of: "#") { body = body[..<hash] }
        let fields = body.split(whereSeparator: { $0 == " " || $0 == "\t" })

        func hex(_ s: Substring, _ what: String, max: UInt32) throws(EvemuError) -> UInt32 {
            guard let v = UInt32(s, radix: 16), v <= max else {
                throw fail("\(what): expected a hexadecimal number up to 0x\(String(max, radix: 16)), got '\(s)'")
            }
            return v
        }
        func dec(_ s: Substring, _ what: String) throws(EvemuError) -> Int32 {
            guard let v = Int32(s) else { throw fail("\(what): expected a decimal integer, got '\(s)'") }
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
            for f in fields { properties.append(UInt8(try hex(f, "P: property byte", max: 0xff))) }
        case "B":
            guard let first = fields.first else { throw fail("B: expected an event type and bit-mask bytes, got nothing") }
            let type = UInt16(try hex(first, "B: event type", max: UInt32(EvdevCode.evMax)))
            var mask = bits[type] ?? []
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
            if kind == "L" { leds.append((code, value)) } else { switches.append((code, value)) }
        case "E":
            guard fields.count == 4 else { throw fail("E: expected 'sec.usec type code value', got \(fields.count) fields") }
            let stamp = fields[0].split(separator: ".", omittingEmptySubsequences: false)
            guard stamp.count == 2, let sec = UInt64(stamp[0]), let usec = UInt64(stamp[1]), stamp[1].count == 6 else {
                throw fail("E: expected a timestamp 'seconds.microseconds' (6 digits after the dot), got '\(fields[0])'")
            }
            let type = UInt16(try hex(fields[1], "E: type", max: UInt32(EvdevCode.evMax)))
            let code = UInt16(try hex(fields[2], "E: code", max: 0xffff))
            let value = try dec(fields[3], "E: value")
            events.append(EvemuEvent(timeMicroseconds: sec * 1_000_000 + usec, type: type, code: code, value: value))
        default:
            throw fail("unknown line type '\(kind):' (expected N:, I:, P:, B:, A:, L:, S:, E: or a # comment)")
        }
    }
}
