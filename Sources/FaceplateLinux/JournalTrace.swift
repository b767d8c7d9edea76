#if canImport(Glibc)
import Glibc
#endif
import FaceplateDrivers

/// Sends event-trace lines to the systemd journal as entries with fields of their own, so the trace of a
/// running panel can be read live and told apart by app, version and board:
///
/// ```
/// journalctl -f FACEPLATE_APP=thermostat -o verbose
/// journalctl -f FACEPLATE_BOARD='Raspberry Pi Touch Display 2 (…)' -o cat
/// ```
///
/// Each line is one datagram of the journal's native protocol (`KEY=value` lines on the
/// `/run/systemd/journal/socket` datagram socket, what `sd_journal_send` writes): `MESSAGE`,
/// `SYSLOG_IDENTIFIER` (the app), `FACEPLATE_APP`, `FACEPLATE_VERSION`, `FACEPLATE_BOARD`, and `PRIORITY`
/// 7 (debug). The protocol is a documented, stable interface of systemd; speaking it directly needs no
/// library on the board. A line whose datagram the journal refuses (it is gone, its queue is full) is
/// dropped and counted: the trace never blocks the panel.
public final class JournalTrace {
    /// Where journald listens for native entries.
    public static let socketPath = "/run/systemd/journal/socket"
    /// Lines the journal refused.
    public private(set) var droppedLines = 0

    private let socket: FileDescriptor
    /// The fields every entry carries after its `MESSAGE`, formatted once.
    private let fields: [UInt8]
    private var datagram: [UInt8] = []

    /// Connects to the journal at `socketPath` for entries of `app` (its `version`, on `board`).
    /// - Throws: ``SystemError`` when there is no journal to connect to.
    public init(app: String, version: String, board: String, socketPath: String = JournalTrace.socketPath) throws(SystemError) {
        let fd = try FileDescriptor.checking(Glibc.socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0),
                                             call: "socket(AF_UNIX)")
        let raw = fd.rawValue
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = Array(socketPath.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard path.count < capacity else { throw SystemError(operation: "connect(\(socketPath))", errno: ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in path.enumerated() { raw[i] = b }
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(raw, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else { throw SystemError(operation: "connect(\(socketPath))") }
        var text = ""
        for (key, value) in [("SYSLOG_IDENTIFIER", app), ("FACEPLATE_APP", app), ("FACEPLATE_VERSION", version), ("FACEPLATE_BOARD", board)] {
            text += key + "=" + JournalTrace.oneLine(value) + "\n"
        }
        fields = Array((text + "PRIORITY=7\n").utf8)
        socket = fd
        datagram.reserveCapacity(fields.count + 600)
    }

    /// Sends `line` as one journal entry; false (and counted) when the journal refused it.
    @discardableResult
    public func send(_ line: String) -> Bool {
        datagram.removeAll(keepingCapacity: true)
        datagram.append(contentsOf: "MESSAGE=".utf8)
        for b in line.utf8 { datagram.append(b < 0x20 || b == 0x7f ? UInt8(ascii: "?") : b) }
        datagram.append(UInt8(ascii: "\n"))
        datagram.append(contentsOf: fields)
        let sent = datagram.withUnsafeBytes { Glibc.send(socket.rawValue, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT | MSG_NOSIGNAL)) }
        if sent != datagram.count { droppedLines += 1; return false }
        return true
    }

    /// A field value on one line: control characters as `?`.
    private static func oneLine(_ s: String) -> String {
        String(decoding: s.utf8.map { $0 < 0x20 || $0 == 0x7f ? UInt8(ascii: "?") : $0 }, as: UTF8.self)
    }
}
