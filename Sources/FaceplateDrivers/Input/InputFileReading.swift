import Glibc

/// Reads a whole small file (a board profile, a sysfs attribute), refusing one larger than `limit` bytes.
///
/// Foundation is not allowed under Sources/, so this is `open`/`read` with the `errno` kept for the error
/// message. The limit is checked as the bytes arrive, so `/dev/zero` or a mistyped multi-gigabyte path
/// costs `limit` bytes and a clear error rather than all the memory there is.
func readWholeFile(_ path: String, limit: Int = 1 << 20) -> Result<[UInt8], FileReadError> {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    if fd < 0 { return .failure(.system(errno: errno)) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16384)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 {
            if errno == EINTR { continue }
            return .failure(.system(errno: errno))
        }
        if n == 0 { break }
        guard n <= limit - bytes.count else { return .failure(.tooLarge(limit: limit)) }
        bytes.append(contentsOf: chunk[0..<n])
    }
    return .success(bytes)
}

/// Reads the file at `path` in chunks and calls `line` with each line, so a file of any size costs one
/// chunk and one line of memory. Lines longer than `maximumLength` bytes stop the read.
func forEachLine<E: Error>(ofFile path: String, maximumLength: Int,
                           _ line: (ArraySlice<UInt8>) throws(E) -> Void) throws(E) -> FileReadError? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    if fd < 0 { return .system(errno: errno) }
    defer { close(fd) }
    var cutter = LineCutter(maximumLength: maximumLength)
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 {
            if errno == EINTR { continue }
            return .system(errno: errno)
        }
        if n == 0 { break }
        guard try cutter.feed(chunk[0..<n], line) else { return .lineTooLong(limit: maximumLength) }
    }
    try cutter.finish(line)
    return nil
}

/// Cuts a byte stream, arriving in chunks, into `\n`-terminated lines of bounded length.
///
/// Lines are cut on bytes, not `Character`s: Swift treats `"\r\n"` as one grapheme, so splitting a
/// `String` on `"\n"` never splits a CRLF file. The `\r` stays on the line for the caller to drop.
struct LineCutter {
    /// The longest line accepted, in bytes without the `\n`.
    let maximumLength: Int
    /// The unfinished line the last chunk ended with.
    private var carry: [UInt8] = []

    init(maximumLength: Int) { self.maximumLength = maximumLength }

    /// Calls `line` for every line `chunk` completes and keeps the unfinished rest. Returns false,
    /// without calling `line` for it, when a line is longer than ``maximumLength``.
    mutating func feed<E: Error>(_ chunk: ArraySlice<UInt8>, _ line: (ArraySlice<UInt8>) throws(E) -> Void) throws(E) -> Bool {
        var start = chunk.startIndex
        while let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) {
            guard newline - start <= maximumLength - carry.count else { return false }
            if carry.isEmpty {
                try line(chunk[start..<newline])
            } else {
                carry.append(contentsOf: chunk[start..<newline])
                try line(carry[...])
                carry.removeAll(keepingCapacity: true)
            }
            start = newline + 1
        }
        guard chunk.endIndex - start <= maximumLength - carry.count else { return false }
        carry.append(contentsOf: chunk[start...])
        return true
    }

    /// Calls `line` for a last line that had no `\n`.
    mutating func finish<E: Error>(_ line: (ArraySlice<UInt8>) throws(E) -> Void) throws(E) {
        guard !carry.isEmpty else { return }
        try line(carry[...])
        carry.removeAll()
    }
}

/// Why a file could not be read.
enum FileReadError: Error {
    /// `open` or `read` failed with this `errno`.
    case system(errno: Int32)
    /// The file is larger than the reader accepts.
    case tooLarge(limit: Int)
    /// A line is longer than the reader accepts.
    case lineTooLong(limit: Int)

    /// e.g. "No such file or directory", "larger than 1048576 bytes".
    var text: String {
        switch self {
        case .system(let e): return errnoDescription(e)
        case .tooLarge(let limit): return "larger than \(limit) bytes"
        case .lineTooLong(let limit): return "a line is longer than \(limit) bytes"
        }
    }
}
