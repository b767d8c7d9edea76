import CLinuxEvents
import Glibc

/// Reads a whole small file (a board profile, a sysfs attribute), refusing one larger than `limit` bytes.
///
/// Foundation is not allowed under Sources/, so this is `open`/`read` with the `errno` kept for the error
/// message. The limit is checked as the bytes arrive, so `/dev/zero` or a mistyped multi-gigabyte path
/// costs `limit` bytes and a clear error rather than all the memory there is.
func readWholeFile(_ path: String, limit: Int = 1 << 20) -> Result<[UInt8], FileReadError> {
    let file: ReadableFile
    do throws(FileReadError) { file = try ReadableFile(path) } catch { return .failure(error) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16384)
    while true {
        let n: Int
        switch file.read(into: &chunk) {
        case .success(let count): n = count
        case .failure(let e): return .failure(e)
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
    let file: ReadableFile
    do throws(FileReadError) { file = try ReadableFile(path) } catch { return error }
    var cutter = LineCutter(maximumLength: maximumLength)
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let n: Int
        switch file.read(into: &chunk) {
        case .success(let count): n = count
        case .failure(let e): return e
        }
        if n == 0 { break }
        guard try cutter.feed(chunk[0..<n], line) else { return .lineTooLong(limit: maximumLength) }
    }
    try cutter.finish(line)
    return nil
}

/// A file opened for reading that may be a pipe, a FIFO or a terminal (`--replay /dev/stdin`), whose
/// writer can stay silent for as long as it likes.
///
/// Reading one must not outlast a termination signal: the panel app blocks SIGINT, SIGTERM, SIGHUP and
/// SIGQUIT so that its event loop can give the console back, and a blocked signal cannot interrupt a
/// blocking `read`. So such a file is opened non-blocking (a FIFO without a writer yet does not hang
/// `open` either), and each read first waits in `poll` for the data *or* for a termination signal,
/// watched through a signalfd and left pending: the read then fails with ``FileReadError/interrupted(signal:)``
/// and the command ends. Where the signals are not blocked, they end the process during the wait as
/// they always do. A regular file never blocks, and is read straight. The file is closed when the object
/// goes away. A class, not a noncopyable struct: Swift 6.0.3 (the board's compiler) crashes on a throwing
/// initialiser of a noncopyable struct that holds a descriptor.
final class ReadableFile {
    let file: FileDescriptor
    /// Not a regular file: reads wait in `poll` first.
    let mayBlock: Bool

    /// Opens `path` for reading.
    init(_ path: String) throws(FileReadError) {
        let opened: FileDescriptor
        do throws(SystemError) {
            opened = try FileDescriptor.open(path, O_RDONLY | O_NONBLOCK)
        } catch {
            throw .system(errno: error.errno)
        }
        var st = stat()
        mayBlock = !(fstat(opened.rawValue, &st) == 0 && st.st_mode & S_IFMT == S_IFREG)
        file = opened
    }

    /// Reads what is there into `buffer` (0: the end of the file), waiting for it when it may block.
    func read(into buffer: inout [UInt8]) -> Result<Int, FileReadError> {
        while true {
            if mayBlock, let signal = waitReadable() { return .failure(.interrupted(signal: signal)) }
            let fd = file.rawValue
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n >= 0 { return .success(n) }
            if errno == EINTR || errno == EAGAIN { continue }
            return .failure(.system(errno: errno))
        }
    }

    /// Waits until the descriptor is readable (or at its end); returns the termination signal that is
    /// pending instead, if one comes first.
    private func waitReadable() -> Int32? {
        var signals = sigset_t()
        sigemptyset(&signals)
        for s in EventLoop.terminationSignals { sigaddset(&signals, s) }
        let signalFD = signalfd(-1, &signals, Int32(SFD_NONBLOCK | SFD_CLOEXEC))
        guard signalFD >= 0 else { return wait(signalFD: -1) }
        let watch = FileDescriptor(adopting: signalFD)
        let signal = wait(signalFD: watch.rawValue)
        try? watch.close()   // consumed here, so it stays open through the wait
        return signal
    }

    /// Polls the file and, when it is not -1, the signalfd `signalFD`; the pending termination signal,
    /// if that is what came.
    private func wait(signalFD: Int32) -> Int32? {
        var fds = [pollfd(fd: file.rawValue, events: Int16(POLLIN), revents: 0), pollfd(fd: signalFD, events: Int16(POLLIN), revents: 0)]
        while true {
            let r = poll(&fds, signalFD >= 0 ? 2 : 1, -1)
            if r < 0 && errno == EINTR { continue }
            if r < 0 || fds[0].revents != 0 { return nil }   // readable, at its end, or poll failed: read says which
            var pending = sigset_t()
            sigpending(&pending)
            for s in EventLoop.terminationSignals where sigismember(&pending, s) == 1 { return s }
            return nil
        }
    }
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
    /// A termination signal came while the reader waited for a pipe, FIFO or terminal to be written.
    case interrupted(signal: Int32)

    /// e.g. "No such file or directory", "larger than 1048576 bytes".
    var text: String {
        switch self {
        case .system(let e): return errnoDescription(e)
        case .tooLarge(let limit): return "larger than \(limit) bytes"
        case .lineTooLong(let limit): return "a line is longer than \(limit) bytes"
        case .interrupted(let signal): return "stopped by \(EventLoop.signalName(signal)) while waiting for data"
        }
    }
}

