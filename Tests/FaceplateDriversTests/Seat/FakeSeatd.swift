import Foundation
import Glibc

/// A stand-in for seatd on a socket in a temporary directory, speaking the protocol libseat's seatd
/// backend speaks (seatd's include/protocol.h: a header of opcode and size, both UInt16, then the
/// payload; a device's descriptor travels as SCM_RIGHTS). It answers one client: opens the seat
/// "seat0" and enables it, opens device nodes itself (a failure goes back as the errno), closes them
/// and the seat. Needs neither root nor a VT, so SeatSession is tested on any machine.
///
/// ``disable()`` and ``enable()`` send the events seatd sends on a VT switch; the client's
/// acknowledgements of a disable are counted in ``disableAcknowledgements``.
final class FakeSeatd: @unchecked Sendable {   // the counters are written by the server thread, read after join
    let socketPath: String
    private let listener: Int32
    private var client: Int32 = -1
    private let connected = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private(set) var disableAcknowledgements = 0
    private(set) var openDevices = 0

    // Opcodes: client requests count from 1, server messages from 1 << 15 (SERVER_EVENT).
    static let clientOpenSeat: UInt16 = 1, clientCloseSeat: UInt16 = 2, clientOpenDevice: UInt16 = 3
    static let clientCloseDevice: UInt16 = 4, clientDisableSeat: UInt16 = 5
    static let serverSeatOpened: UInt16 = 0x8001, serverSeatClosed: UInt16 = 0x8002, serverDeviceOpened: UInt16 = 0x8003
    static let serverDeviceClosed: UInt16 = 0x8004, serverDisableSeat: UInt16 = 0x8005, serverEnableSeat: UInt16 = 0x8006
    static let serverError: UInt16 = 0xFFFF

    /// Listens on `directory/seatd.sock` and answers the first client on a thread of its own.
    init(directory: String) throws {
        socketPath = directory + "/seatd.sock"
        listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in socketPath.utf8.prefix(raw.count - 1).enumerated() { raw[i] = b }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard listener >= 0, bound == 0, listen(listener, 1) == 0 else { throw POSIXError(.EADDRNOTAVAIL) }
        Thread { [self] in serve() }.start()
    }

    /// Sends the seat's disable event, as seatd does when another session takes the VT.
    func disable() { connected.wait(); connected.signal(); send(Self.serverDisableSeat, []) }
    /// Sends the seat's enable event.
    func enable() { connected.wait(); connected.signal(); send(Self.serverEnableSeat, []) }
    /// Waits until the client closed the seat (or went away).
    func waitUntilClosed() { finished.wait() }

    private func serve() {
        defer { finished.signal() }
        client = accept(listener, nil, nil)
        connected.signal()
        guard client >= 0 else { return }
        defer { close(client) }
        var devices: [Int32: Int32] = [:]   // device id -> descriptor
        while let (opcode, size) = readHeader() {
            guard let payload = readExactly(Int(size)) else { return }
            switch opcode {
            case Self.clientOpenSeat:
                let name = Array("seat0".utf8) + [0]
                send(Self.serverSeatOpened, bytes(of: UInt16(name.count)) + name)
                send(Self.serverEnableSeat, [])
            case Self.clientOpenDevice:
                let path = String(decoding: payload.dropFirst(2).prefix { $0 != 0 }, as: UTF8.self)
                let fd = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
                if fd < 0 { send(Self.serverError, bytes(of: Int32(errno))); continue }
                let id = Int32(devices.count + 1)
                devices[id] = fd
                openDevices += 1
                send(Self.serverDeviceOpened, bytes(of: id), passing: fd)
            case Self.clientCloseDevice:
                let id = payload.withUnsafeBytes { $0.loadUnaligned(as: Int32.self) }
                if let fd = devices.removeValue(forKey: id) { close(fd); openDevices -= 1 }
                send(Self.serverDeviceClosed, [])
            case Self.clientDisableSeat:
                disableAcknowledgements += 1
            case Self.clientCloseSeat:
                send(Self.serverSeatClosed, [])
                return
            default:
                send(Self.serverError, bytes(of: Int32(EINVAL)))
            }
        }
    }

    private func readHeader() -> (UInt16, UInt16)? {
        guard let h = readExactly(4) else { return nil }
        return h.withUnsafeBytes { ($0.loadUnaligned(fromByteOffset: 0, as: UInt16.self), $0.loadUnaligned(fromByteOffset: 2, as: UInt16.self)) }
    }

    private func readExactly(_ count: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let n = out.withUnsafeMutableBytes { read(client, $0.baseAddress! + got, count - got) }
            if n <= 0 { return nil }
            got += n
        }
        return out
    }

    private func bytes<T>(of value: T) -> [UInt8] { withUnsafeBytes(of: value) { Array($0) } }

    /// One message, in one sendmsg; `passing` adds a descriptor as SCM_RIGHTS ancillary data.
    private func send(_ opcode: UInt16, _ payload: [UInt8], passing fd: Int32? = nil) {
        var message = bytes(of: opcode) + bytes(of: UInt16(payload.count)) + payload
        // struct cmsghdr { size_t cmsg_len; int cmsg_level; int cmsg_type; } then the int, padded to 8
        var control = [UInt8](repeating: 0, count: 24)
        control.withUnsafeMutableBytes { c in
            c.storeBytes(of: 20, toByteOffset: 0, as: Int.self)                    // CMSG_LEN(sizeof(int))
            c.storeBytes(of: Int32(SOL_SOCKET), toByteOffset: 8, as: Int32.self)
            c.storeBytes(of: Int32(1), toByteOffset: 12, as: Int32.self)           // SCM_RIGHTS
            c.storeBytes(of: fd ?? -1, toByteOffset: 16, as: Int32.self)
        }
        message.withUnsafeMutableBytes { m in
            control.withUnsafeMutableBytes { c in
                var vector = iovec(iov_base: m.baseAddress, iov_len: m.count)
                withUnsafeMutablePointer(to: &vector) { v in
                    var header = msghdr()
                    header.msg_iov = v
                    header.msg_iovlen = 1
                    if fd != nil { header.msg_control = c.baseAddress; header.msg_controllen = c.count }
                    _ = sendmsg(client, &header, 0)
                }
            }
        }
    }
}
