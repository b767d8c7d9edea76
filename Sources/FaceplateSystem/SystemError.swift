import Glibc

/// A system call that failed: its name, the `errno` it left, and the C library's text for it.
///
/// The one shape every driver reports a refused call in (swift-system's `Errno`, with the call it
/// came from kept beside it): `open /dev/dri/card0 failed: Permission denied (errno 13)`. Callers that
/// decide on the cause compare ``errno`` (`EACCES`, `ENOENT`); people read ``description``.
public struct SystemError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The call that failed and what it worked on: `open /dev/fb0`, `epoll_ctl(ADD, fd 7)`.
    public let operation: String
    /// The `errno` the call left (libdrm's calls return it negated; the caller passes it positive).
    public let errno: Int32

    /// A failure of `operation` with `errno` (by default the calling thread's, read now).
    public init(operation: String, errno: Int32 = Glibc.errno) {
        self.operation = operation
        self.errno = errno
    }

    /// The C library's text for ``errno``: `Permission denied`.
    public var reason: String { SystemError.reason(for: errno) }

    /// `operation failed: reason (errno N)`.
    public var description: String { "\(operation) failed: \(reason) (errno \(errno))" }

    /// The C library's text for `code` (`strerror`), or `error N` for a code it does not know.
    public static func reason(for code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
