#if canImport(Glibc)
import Glibc
#endif
import FaceplateEcho

/// Where a ``FlightRecorder``'s lines are written as flight recordings: `APP-NNNNNN.flight` files in one
/// directory, numbered on, at most ``fileLimit`` of them (the oldest is removed).
///
/// ``save(_:reason:)`` is async-signal-safe — a fatal-signal handler calls it: the header is formatted
/// at ``init(directory:app:fields:fileLimit:)`` into fixed memory, the file names are fixed
/// buffers whose digits are rewritten in place, and writing is `open`, `write`, `fsync`, `close`,
/// `rename`, `unlink` only. The file appears whole or not at all: it is written under a hidden temporary
/// name (`.APP-NNNNNN.flight.tmp`) and renamed.
public final class FlightRecordingStore: @unchecked Sendable {   // main thread, or a signal handler
    /// The most files a store may keep.
    public static let maximumFileLimit = 1000
    /// The directory recordings go to.
    public let directory: String
    /// How many recordings are kept at most.
    public let fileLimit: Int

    /// `DIR/APP-NNNNNN.flight`, the temporary name, and the name of the file that must go: fixed buffers.
    private let finalPath: UnsafeMutablePointer<CChar>
    private let temporaryPath: UnsafeMutablePointer<CChar>
    private let oldestPath: UnsafeMutablePointer<CChar>
    private let directoryPath: UnsafeMutablePointer<CChar>
    /// Where the six digits sit in each name.
    private let finalDigits: Int, temporaryDigits: Int
    private let pathCapacity: Int
    private let header: UnsafeMutablePointer<UInt8>
    private let headerCount: Int
    /// The number of the next recording.
    private let sequence: UnsafeMutablePointer<Int>
    private static let digitCount = 6
    private static let sequenceLimit = 999_999

    /// Prepares recordings of `app` in `directory`, made if missing, keeping at most `fileLimit` files
    /// (1…``maximumFileLimit``); older recordings already there beyond the limit are removed now. Each
    /// file's header has the `app` line and then `fields` (`version`, `board`, `size`), one line each.
    /// - Throws: ``FlightRecordingError`` when the directory cannot be made or read, or a value is out of range.
    public init(directory: String, app: String, fields: [(key: String, value: String)], fileLimit: Int) throws(FlightRecordingError) {
        guard (1...Self.maximumFileLimit).contains(fileLimit) else {
            throw FlightRecordingError("the number of flight recordings to keep must be 1 to \(Self.maximumFileLimit), got \(fileLimit)")
        }
        guard directory.hasPrefix("/"), directory.utf8.count <= 256 else {
            throw FlightRecordingError("the flight recording directory must be an absolute path of at most 256 bytes")
        }
        self.directory = directory
        self.fileLimit = fileLimit
        let stem = FlightRecordingStore.fileStem(app)
        try FlightRecordingStore.makeDirectory(directory)
        let existing = try FlightRecordingStore.existingNumbers(in: directory, stem: stem)

        let pathCapacity = directory.utf8.count + stem.utf8.count + 32
        self.pathCapacity = pathCapacity
        func buffer(_ text: String) -> UnsafeMutablePointer<CChar> {
            let p = UnsafeMutablePointer<CChar>.allocate(capacity: pathCapacity)
            p.initialize(repeating: 0, count: pathCapacity)
            var i = 0
            for b in text.utf8 where i < pathCapacity - 1 { p[i] = CChar(bitPattern: b); i += 1 }
            return p
        }
        let digits = String(repeating: "0", count: Self.digitCount)
        finalPath = buffer(directory + "/" + stem + "-" + digits + ".flight")
        oldestPath = buffer(directory + "/" + stem + "-" + digits + ".flight")
        temporaryPath = buffer(directory + "/." + stem + "-" + digits + ".flight.tmp")
        directoryPath = buffer(directory)
        finalDigits = directory.utf8.count + 1 + stem.utf8.count + 1
        temporaryDigits = finalDigits + 1

        var text = ""
        for (key, value) in [("app", app)] + fields {
            text += key + " " + FlightRecordingStore.oneLine(value) + "\n"
        }
        let bytes = Array(FlightRecordingLine.magic.description.utf8) + [UInt8(ascii: "\n")] + Array(text.utf8)
        header = .allocate(capacity: bytes.count)
        header.initialize(from: bytes, count: bytes.count)
        headerCount = bytes.count

        sequence = .allocate(capacity: 1)
        sequence.initialize(to: ((existing.last ?? 0) + 1) % (Self.sequenceLimit + 1))
        // Room for the next one: keep the newest fileLimit − 1 that are there.
        for n in existing.dropLast(fileLimit - 1) {
            Self.setDigits(oldestPath + finalDigits, n)
            _ = unlink(oldestPath)
        }
    }

    deinit {
        for p in [finalPath, temporaryPath, oldestPath, directoryPath] { p.deallocate() }
        header.deallocate()
        sequence.deallocate()
    }

    /// The file the next ``save(_:reason:)`` writes.
    public var nextPath: String {
        Self.setDigits(finalPath + finalDigits, sequence.pointee)
        return String(cString: finalPath)
    }

    /// Writes `recorder`'s lines to the next file, with the header and `reason` (at most 200 bytes of
    /// it, control characters as `?`), then removes the recording ``fileLimit`` files back.
    /// Async-signal-safe. Returns 0, or the `errno` of the call that failed (the temporary file is
    /// removed then).
    public func save(_ recorder: FlightRecorder, reason: UnsafeRawBufferPointer) -> Int32 {
        let n = sequence.pointee
        Self.setDigits(finalPath + finalDigits, n)
        Self.setDigits(temporaryPath + temporaryDigits, n)
        let fd = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return errno }
        var ok = FlightRecorder.writeAll(fd, header, headerCount)
        let label: StaticString = "reason "
        ok = ok && FlightRecorder.writeAll(fd, label.utf8Start, label.utf8CodeUnitCount)
        var clean = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0),
                     UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0),
                     UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0),
                     UInt64(0), UInt64(0))   // 208 bytes on the stack
        withUnsafeMutableBytes(of: &clean) { raw in
            var count = 0
            for b in reason where count < 200 {
                raw[count] = b < 0x20 || b == 0x7f ? UInt8(ascii: "?") : b
                count += 1
            }
            raw[count] = UInt8(ascii: "\n")
            ok = ok && FlightRecorder.writeAll(fd, raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count + 1)
        }
        ok = ok && recorder.writeLines(to: fd)
        ok = ok && fsync(fd) == 0
        let failure = ok ? 0 : (errno == 0 ? EIO : errno)
        _ = close(fd)
        guard ok, rename(temporaryPath, finalPath) == 0 else {
            let e = ok ? errno : failure
            _ = unlink(temporaryPath)
            return e
        }
        // The rename is durable once the directory is synced.
        let dir = open(directoryPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dir >= 0 { _ = fsync(dir); _ = close(dir) }
        let old = n - fileLimit
        Self.setDigits(oldestPath + finalDigits, old >= 0 ? old : old + Self.sequenceLimit + 1)
        _ = unlink(oldestPath)
        sequence.pointee = n == Self.sequenceLimit ? 0 : n + 1
        return 0
    }

    /// Saves from normal code: `reason` as text. Returns the file written.
    /// - Throws: ``FlightRecordingError`` naming the failed call.
    public func save(_ recorder: FlightRecorder, reason: String) throws(FlightRecordingError) -> String {
        let path = nextPath
        var reason = reason
        let e = reason.withUTF8 { save(recorder, reason: UnsafeRawBufferPointer($0)) }
        guard e == 0 else { throw FlightRecordingError("cannot write \(Echo.escaped(path, limit: Echo.pathLimit)): \(String(cString: strerror(e)))") }
        return path   // what save wrote: the number nextPath showed
    }

    /// Writes `flight recorder: saved PATH (why)` for the file the last ``save(_:reason:)`` wrote, to
    /// `fd`; async-signal-safe.
    public func reportSaved(to fd: Int32, why: StaticString) {
        let head: StaticString = "flight recorder: saved "
        _ = FlightRecorder.writeAll(fd, head.utf8Start, head.utf8CodeUnitCount)
        _ = FlightRecorder.writeAll(fd, UnsafeRawPointer(finalPath).assumingMemoryBound(to: UInt8.self), strlen(finalPath))
        let open: StaticString = " ("
        _ = FlightRecorder.writeAll(fd, open.utf8Start, open.utf8CodeUnitCount)
        _ = FlightRecorder.writeAll(fd, why.utf8Start, why.utf8CodeUnitCount)
        let close: StaticString = ")\n"
        _ = FlightRecorder.writeAll(fd, close.utf8Start, close.utf8CodeUnitCount)
    }

    // MARK: Names

    /// The app's name as a file name: letters, digits, `.`, `_`, `-`; others as `_`; at most 64 bytes.
    static func fileStem(_ app: String) -> String {
        var out = ""
        for scalar in app.unicodeScalars.prefix(64) {
            let ok = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
            out.unicodeScalars.append(ok ? scalar : "_")
        }
        return out.isEmpty || out.hasPrefix(".") ? "app" + out : out
    }

    /// A header value on one line: control characters as `?`, at most 200 bytes.
    static func oneLine(_ s: String) -> String {
        String(decoding: s.utf8.prefix(200).map { $0 < 0x20 || $0 == 0x7f ? UInt8(ascii: "?") : $0 }, as: UTF8.self)
    }

    private static func setDigits(_ at: UnsafeMutablePointer<CChar>, _ value: Int) {
        var v = value
        var i = digitCount - 1
        while i >= 0 {
            at[i] = CChar(UInt8(ascii: "0") + UInt8(v % 10))
            v /= 10
            i -= 1
        }
    }

    /// The numbers of `STEM-NNNNNN.flight` files in `directory`, ascending.
    private static func existingNumbers(in directory: String, stem: String) throws(FlightRecordingError) -> [Int] {
        guard let dir = opendir(directory) else {
            throw FlightRecordingError("cannot read the flight recording directory \(Echo.escaped(directory, limit: Echo.pathLimit)): \(String(cString: strerror(errno)))")
        }
        defer { closedir(dir) }
        let prefix = stem + "-", suffix = ".flight"
        var numbers: [Int] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { continue }
            let digits = name.dropFirst(prefix.count).dropLast(suffix.count)
            if digits.count == digitCount, let n = Int(digits) { numbers.append(n) }
        }
        return numbers.sorted()
    }

    /// `mkdir -p`: each missing component with mode 0755.
    private static func makeDirectory(_ path: String) throws(FlightRecordingError) {
        var partial = ""
        for component in path.split(separator: "/") {
            partial += "/" + component
            if mkdir(partial, 0o755) != 0 && errno != EEXIST {
                throw FlightRecordingError("cannot make the flight recording directory \(Echo.escaped(partial, limit: Echo.pathLimit)): \(String(cString: strerror(errno)))")
            }
        }
    }
}

/// Why flight recordings cannot be written or read: one line.
public struct FlightRecordingError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public var description: String
    /// Creates an error saying `description`.
    public init(_ description: String) { self.description = description }
}
