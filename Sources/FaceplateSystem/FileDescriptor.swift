import FaceplateEcho
import Glibc

/// An open file descriptor with one owner: closed exactly once, when its owner closes it or goes away.
///
/// Non-copyable, as swift-system's `FileDescriptor` is meant to be used: a descriptor cannot be closed
/// twice or used after it was closed, because the value that could do either no longer exists. A class
/// that keeps one as a stored property closes it when the class goes away; ``close()`` closes it earlier
/// and reports the kernel's answer; ``release()`` hands the number to a C library that takes ownership.
public struct FileDescriptor: ~Copyable, Sendable {
    /// The kernel's number for the descriptor, for the calls this type does not wrap (`ioctl`, `mmap`,
    /// `epoll_ctl`). Valid while this value lives.
    public let rawValue: Int32

    /// Takes ownership of `rawValue`, an open descriptor no one else closes.
    public init(adopting rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Opens `path` with `open(2)`'s `flags` (`O_CLOEXEC` is always added) and, when `flags` creates
    /// files, `mode`; retries on `EINTR`.
    /// - Throws: ``SystemError`` naming `open` and `path` (escaped, as every message quotes a path).
    public static func open(_ path: String, _ flags: Int32, mode: mode_t = 0o644) throws(SystemError) -> FileDescriptor {
        while true {
            let fd = Glibc.open(path, flags | O_CLOEXEC, mode)
            if fd >= 0 { return FileDescriptor(adopting: fd) }
            let e = Glibc.errno
            if e != EINTR { throw SystemError(operation: "open \(Echo.escaped(path, limit: Echo.pathLimit))", errno: e) }
        }
    }

    /// Takes the descriptor a system call returned, or throws its `errno` when it returned -1.
    /// - Throws: ``SystemError`` naming `call`.
    public static func checking(_ rawValue: Int32, call: @autoclosure () -> String) throws(SystemError) -> FileDescriptor {
        guard rawValue >= 0 else { throw SystemError(operation: call(), errno: Glibc.errno) }
        return FileDescriptor(adopting: rawValue)
    }

    /// Reads up to `buffer.count` bytes into `buffer`, retrying on `EINTR`; 0 at end of file.
    /// - Throws: ``SystemError`` naming `read` (`EAGAIN` on a non-blocking descriptor with nothing to read).
    public borrowing func read(into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> Int {
        while true {
            let n = Glibc.read(rawValue, buffer.baseAddress, buffer.count)
            if n >= 0 { return n }
            let e = Glibc.errno
            if e != EINTR { throw SystemError(operation: "read", errno: e) }
        }
    }

    /// Writes up to `buffer.count` bytes from `buffer`, retrying on `EINTR`; how many were written.
    /// - Throws: ``SystemError`` naming `write`.
    public borrowing func write(_ buffer: UnsafeRawBufferPointer) throws(SystemError) -> Int {
        while true {
            let n = Glibc.write(rawValue, buffer.baseAddress, buffer.count)
            if n >= 0 { return n }
            let e = Glibc.errno
            if e != EINTR { throw SystemError(operation: "write", errno: e) }
        }
    }

    /// Reads into `bytes` from index `offset` up to its end, retrying on `EINTR`; 0 at end of file (or
    /// when there is no room after `offset`).
    /// - Throws: ``SystemError`` naming `read`.
    public borrowing func read(into bytes: inout [UInt8], from offset: Int = 0) throws(SystemError) -> Int {
        guard offset >= 0, offset < bytes.count else { return 0 }
        let fd = rawValue
        while true {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
            if n >= 0 { return n }
            let e = Glibc.errno
            if e != EINTR { throw SystemError(operation: "read", errno: e) }
        }
    }

    /// Writes all of `bytes`, as many calls as it takes, retrying on `EINTR`.
    /// - Throws: ``SystemError`` naming `write`.
    public borrowing func writeAll(_ bytes: [UInt8]) throws(SystemError) {
        let fd = rawValue
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress.map { $0 + done }, $0.count - done) }
            if n < 0 {
                let e = Glibc.errno
                if e != EINTR { throw SystemError(operation: "write", errno: e) }
                continue
            }
            done += n
        }
    }

    /// Closes the descriptor now and says whether the kernel accepted: a write-back error shows up here.
    /// The descriptor is closed whatever the answer (Linux frees it even when `close` fails).
    /// - Throws: ``SystemError`` naming `close`.
    public consuming func close() throws(SystemError) {
        let fd = rawValue
        discard self
        guard Glibc.close(fd) == 0 else { throw SystemError(operation: "close", errno: Glibc.errno) }
    }

    /// Gives up ownership without closing: for a C library that closes the descriptor itself.
    public consuming func release() -> Int32 {
        let fd = rawValue
        discard self
        return fd
    }

    deinit {
        _ = Glibc.close(rawValue)
    }
}
