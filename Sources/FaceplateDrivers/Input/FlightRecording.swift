import Faceplate
import FaceplateEcho
import Glibc

/// A flight recording read back: its header and its lines (the format is ``FlightRecordingLine``'s),
/// for ``ReplayInputSource`` (an app's `--replay FILE`) and `faceplate trace --replay FILE`.
///
/// A recording starts where the panel's ring had room, so its first records may belong to a touch that
/// began earlier (a `move` of a finger never put down): the application ignores those as it ignores
/// any record of a slot it does not know, and a `batch end` without its `batch begin` closes nothing.
/// Every number is checked; the limits turn a wrong file into an error.
public struct FlightRecording: Sendable {
    /// One line after the header.
    public enum Entry: Sendable, Equatable {
        /// An input record.
        case record(InputRecord)
        /// `batch begin`: the records up to `batch end` were read as one input batch.
        case batchBegin
        /// `batch end`.
        case batchEnd
        /// A `trace` line: what the panel's event trace printed.
        case trace(String)
    }

    /// The longest line read, in bytes (the recorder writes at most ``FlightRecorder/maximumLineLength``).
    public static let maximumLineLength = 4096
    /// The most lines one recording may hold (the largest ring holds far fewer).
    public static let maximumEntries = 1 << 22

    /// The file name used in error messages.
    public var file: String
    /// The header's `app`, `version`, `board` and `reason` (empty when missing).
    public var app = "", version = "", board = "", reason = ""
    /// The header's `size`: the window's logical size the records are in, when given.
    public var size: Size?
    /// The lines after the header, in file order.
    public var entries: [Entry] = []
    /// The input records among ``entries``.
    public var records: [InputRecord] {
        entries.compactMap { entry -> InputRecord? in
            if case .record(let r) = entry { return r }
            return nil
        }
    }
    /// The trace lines among ``entries``.
    public var traceLines: [String] {
        entries.compactMap { entry -> String? in
            if case .trace(let t) = entry { return t }
            return nil
        }
    }

    private var lineNumber = 0

    /// Whether `bytes` start as a flight recording does (the magic line), to tell it from an evemu file.
    public static func isFlightRecording(_ bytes: some Collection<UInt8>) -> Bool {
        let magic = FlightRecordingLine.magic
        let m = UnsafeBufferPointer(start: magic.utf8Start, count: magic.utf8CodeUnitCount)
        return bytes.count >= m.count && zip(bytes, m).allSatisfy { $0 == $1 }
    }

    /// Whether the file at `path` starts with the magic line (false when it cannot be read).
    /// Only a regular file is looked into: a FIFO or standard input is an evemu stream, whose reader
    /// waits for its data and stops on a signal (a blocking look here would wait for neither).
    public static func isFlightRecording(file path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: FlightRecordingLine.magic.utf8CodeUnitCount)
        let n = read(fd, &head, head.count)
        return n == head.count && isFlightRecording(head)
    }

    /// Reads and parses the recording at `path`.
    public init(contentsOf path: String) throws(EvemuError) {
        file = path
        let problem = try forEachLine(ofFile: path, maximumLength: Self.maximumLineLength) { (line) throws(EvemuError) in
            try parseNextLine(line)
        }
        if let problem {
            if case .lineTooLong = problem { throw fail(lineNumber + 1, problem.text) }
            throw fail(0, "cannot read: \(problem.text)")
        }
        guard lineNumber > 0 else { throw fail(0, "empty; expected a flight recording") }
    }

    /// Parses the bytes of a recording; `file` names it in errors.
    public init(parsing bytes: [UInt8], file: String) throws(EvemuError) {
        self.file = file
        var cutter = LineCutter(maximumLength: Self.maximumLineLength)
        guard try cutter.feed(bytes[...], { (line) throws(EvemuError) in try parseNextLine(line) }) else {
            throw fail(lineNumber + 1, FileReadError.lineTooLong(limit: Self.maximumLineLength).text)
        }
        try cutter.finish { (line) throws(EvemuError) in try parseNextLine(line) }
        guard lineNumber > 0 else { throw fail(0, "empty; expected a flight recording") }
    }

    private func fail(_ line: Int, _ message: String) -> EvemuError { EvemuError(file: file, line: line, message: message) }

    private mutating func parseNextLine(_ raw: ArraySlice<UInt8>) throws(EvemuError) {
        lineNumber += 1
        var line = raw
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        let number = lineNumber, file = self.file
        func fail(_ message: String) -> EvemuError { EvemuError(file: file, line: number, message: message) }
        if number == 1 {
            guard Self.isFlightRecording(line), line.count == FlightRecordingLine.magic.utf8CodeUnitCount else {
                throw fail("expected '\(FlightRecordingLine.magic)' (a flight recording), got '\(Echo.escaped(bytes: line))'")
            }
            return
        }
        if line.isEmpty || line.first == UInt8(ascii: "#") { return }
        let space = line.firstIndex(of: UInt8(ascii: " ")) ?? line.endIndex
        let keyword = String(decoding: line[..<space], as: UTF8.self)
        let rest = space < line.endIndex ? line[(space + 1)...] : line[line.endIndex...]
        switch keyword {
        case "app": app = String(decoding: rest, as: UTF8.self)
        case "version": version = String(decoding: rest, as: UTF8.self)
        case "board": board = String(decoding: rest, as: UTF8.self)
        case "reason": reason = String(decoding: rest, as: UTF8.self)
        case "size":
            let parts = rest.split(separator: UInt8(ascii: "x"))
            guard parts.count == 2, let w = EvemuNumber.unsigned(parts[0], radix: 10), let h = EvemuNumber.unsigned(parts[1], radix: 10),
                  (1...16384).contains(w), (1...16384).contains(h) else {
                throw fail("size: expected WIDTHxHEIGHT, each 1 to 16384, got '\(Echo.escaped(bytes: rest))'")
            }
            size = Size(width: Double(w), height: Double(h))
        case "trace": try add(.trace(String(decoding: rest, as: UTF8.self)), fail)
        case "batch":
            switch String(decoding: rest, as: UTF8.self) {
            case "begin": try add(.batchBegin, fail)
            case "end": try add(.batchEnd, fail)
            default: throw fail("expected 'batch begin' or 'batch end', got '\(Echo.escaped(bytes: line))'")
            }
        case "in": try add(.record(try Self.record(rest, fail)), fail)
        default:
            throw fail("expected a line 'app', 'version', 'board', 'reason', 'in', 'batch', 'trace' or a '#' comment, got '\(Echo.escaped(bytes: line))'")
        }
    }

    private mutating func add(_ entry: Entry, _ fail: (String) -> EvemuError) throws(EvemuError) {
        guard entries.count < Self.maximumEntries else { throw fail("more than \(Self.maximumEntries) lines") }
        entries.append(entry)
    }

    /// An `in` line's record: `down|move SLOT X Y T`, `up|cancel SLOT T`, `frame T`, `key CODE 1|0 T`.
    private static func record(_ text: ArraySlice<UInt8>, _ fail: (String) -> EvemuError) throws(EvemuError) -> InputRecord {
        let fields = text.split(separator: UInt8(ascii: " "))
        func quoted() -> String { Echo.escaped(bytes: text) }
        func expect(_ count: Int, _ form: String) throws(EvemuError) {
            guard fields.count == count else { throw fail("expected 'in \(form)', got 'in \(quoted())'") }
        }
        func exact(_ i: Int, _ what: String) throws(EvemuError) -> Double {
            guard fields[i].count == 16, let bits = EvemuNumber.unsigned(fields[i], radix: 16) else {
                throw fail("\(what): expected 16 hexadecimal digits (a Double's bits), got '\(Echo.escaped(bytes: fields[i]))'")
            }
            let v = Double(bitPattern: bits)
            guard v.isFinite, abs(v) < 1e12 else { throw fail("\(what): expected a finite number below 1e12, got \(v)") }
            return v
        }
        func time(_ i: Int) throws(EvemuError) -> Double {
            let t = try exact(i, "time")
            guard t >= 0 else { throw fail("time: expected 0 or more, got \(t)") }
            return t
        }
        func slot(_ i: Int) throws(EvemuError) -> Int {
            var digits = fields[i], negative = false
            if digits.first == UInt8(ascii: "-") { negative = true; digits = digits.dropFirst() }
            guard let m = EvemuNumber.unsigned(digits, radix: 10), m <= UInt64(Int.max) else {
                throw fail("slot: expected a whole number, got '\(Echo.escaped(bytes: fields[i]))'")
            }
            return negative ? -Int(m) : Int(m)
        }
        guard let kind = fields.first else { throw fail("expected a record after 'in'") }
        switch String(decoding: kind, as: UTF8.self) {
        case "down":
            try expect(5, "down SLOT X Y T")
            return .touchDown(slot: try slot(1), location: Point(x: try exact(2, "x"), y: try exact(3, "y")), time: try time(4))
        case "move":
            try expect(5, "move SLOT X Y T")
            return .touchMotion(slot: try slot(1), location: Point(x: try exact(2, "x"), y: try exact(3, "y")), time: try time(4))
        case "up":
            try expect(3, "up SLOT T")
            return .touchUp(slot: try slot(1), time: try time(2))
        case "cancel":
            try expect(3, "cancel SLOT T")
            return .touchCancel(slot: try slot(1), time: try time(2))
        case "frame":
            try expect(2, "frame T")
            return .frame(time: try time(1))
        case "key":
            try expect(4, "key CODE 1|0 T")
            guard let code = EvemuNumber.unsigned(fields[1], radix: 10), code <= UInt64(UInt32.max) else {
                throw fail("key code: expected a whole number up to \(UInt32.max), got '\(Echo.escaped(bytes: fields[1]))'")
            }
            let state = String(decoding: fields[2], as: UTF8.self)
            guard state == "1" || state == "0" else { throw fail("key state: expected 1 (pressed) or 0 (released), got '\(Echo.escaped(state))'") }
            return .key(code: UInt32(code), pressed: state == "1", time: try time(3))
        default:
            throw fail("expected 'in down', 'move', 'up', 'cancel', 'frame' or 'key', got 'in \(quoted())'")
        }
    }
}
