import CSeat
import FaceplateEcho
import Glibc

/// A seat from a seat manager (seatd or systemd-logind) through libseat: device nodes opened without
/// root or the 'input' group, and given up and taken back on VT switches.
///
/// Owns the `struct libseat`; `deinit` closes every device still open and the seat. libseat calls back
/// on the thread that calls ``dispatch()``; poll ``fd`` and call ``dispatch()`` when it is readable.
/// When the seat is disabled (another session takes the VT) every observer's `disabled` runs, then the
/// seat is acknowledged as disabled; when it comes back every observer's `enabled` runs
/// (``addObserver(disabled:enabled:)``). Each owner of something the seat lends — the input source's
/// devices, the runner's display — adds its own observer, so none depends on another's.
public final class SeatSession {
    /// The state libseat's C callbacks reach through their `userdata` pointer.
    private final class Callbacks {
        var seat: OpaquePointer?
        var isActive = false
        var observers: [(token: Int, disabled: () -> Void, enabled: () -> Void)] = []
        var nextToken = 0
    }

    private let seat: OpaquePointer
    private let callbacks: Callbacks
    private let listener: UnsafeMutablePointer<libseat_seat_listener>
    /// libseat device ids of the descriptors it opened, for closing them.
    /// A node the seat manager opened: its descriptor (closed when the entry goes) and libseat's id.
    // A class, so that the non-copyable descriptor can sit in an array on Swift 6.0.
    private final class OpenedDevice {
        let file: FileDescriptor
        let id: Int32
        init(file: consuming FileDescriptor, id: Int32) { self.file = file; self.id = id }
    }
    private var openedDevices: [OpenedDevice] = []

    /// Follows the seat: `disabled` runs when it is about to be taken away (suspend input, stop
    /// drawing), `enabled` when it is usable again (resume input, redraw). Observers are told in the
    /// order they were added. Returns a token for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(disabled: @escaping () -> Void, enabled: @escaping () -> Void) -> Int {
        let token = callbacks.nextToken
        callbacks.nextToken += 1
        callbacks.observers.append((token, disabled, enabled))
        return token
    }

    /// Stops telling the observer `token` (from ``addObserver(disabled:enabled:)``) about the seat.
    public func removeObserver(_ token: Int) {
        callbacks.observers.removeAll { $0.token == token }
    }
    /// Whether devices can be opened now.
    public var isActive: Bool { callbacks.isActive }
    /// The descriptor to poll for seat events.
    public var fd: Int32 { libseat_get_fd(seat) }
    /// The seat's name, e.g. "seat0".
    public var name: String { libseat_seat_name(seat).map { String(cString: $0) } ?? "?" }

    /// Opens the seat and waits up to `timeoutMilliseconds` for it to become active.
    /// Throws ``InputError/seatUnavailable(_:)`` with libseat's own explanation when there is no seat
    /// manager to talk to.
    public init(timeoutMilliseconds: Int32 = 2000) throws(InputError) {
        let callbacks = Callbacks()
        let listener = UnsafeMutablePointer<libseat_seat_listener>.allocate(capacity: 1)
        listener.initialize(to: libseat_seat_listener(
            enable_seat: { _, userdata in
                let c = Unmanaged<Callbacks>.fromOpaque(userdata!).takeUnretainedValue()
                c.isActive = true
                for o in c.observers { o.enabled() }
            },
            disable_seat: { seat, userdata in
                let c = Unmanaged<Callbacks>.fromOpaque(userdata!).takeUnretainedValue()
                c.isActive = false
                for o in c.observers { o.disabled() }
                libseat_disable_seat(seat)
            }))
        SeatLogCapture.begin()
        let opened = libseat_open_seat(listener, Unmanaged.passUnretained(callbacks).toOpaque())
        let log = SeatLogCapture.end()
        guard let seat = opened else {
            listener.deallocate()
            throw InputError.seatUnavailable("libseat could not open a seat (is seatd running, or is this a logind session?)"
                                             + (log.isEmpty ? "" : ": " + log))
        }
        self.seat = seat
        self.callbacks = callbacks
        self.listener = listener
        callbacks.seat = seat
        var waited: Int32 = 0
        while !callbacks.isActive && waited < timeoutMilliseconds {
            if libseat_dispatch(seat, 50) < 0 { break }
            waited += 50
        }
        guard callbacks.isActive else {
            throw InputError.seatUnavailable("seat '\(name)' did not become active within \(timeoutMilliseconds) ms (another session holds it?)")
        }
    }

    /// Opens a seat, or returns nil (logging why) when no seat manager is available, so callers fall back
    /// to opening device nodes directly.
    public static func openIfAvailable() -> SeatSession? {
        do { return try SeatSession() } catch {
            InputLog.warn("\(error); opening devices directly")
            return nil
        }
    }

    /// Handles pending seat events (enable/disable); call when ``fd`` is readable.
    public func dispatch() {
        _ = libseat_dispatch(seat, 0)
    }

    /// Opens a device node through the seat manager. Returns the descriptor (the seat keeps it until
    /// ``closeDevice(fd:)``) or the failed call and its `errno`.
    public func openDevice(_ path: UnsafePointer<CChar>) -> Result<Int32, InputError> {
        var fd: Int32 = -1
        let id = libseat_open_device(seat, path, &fd)
        if id < 0 {
            let code = errno
            let name = String(cString: path)
            let operation = "libseat_open_device \(Echo.escaped(name, limit: Echo.pathLimit))"
            return .failure(.openFailed(path: name, error: SystemError(operation: operation, errno: code)))
        }
        openedDevices.append(OpenedDevice(file: FileDescriptor(adopting: fd), id: id))
        return .success(fd)
    }

    /// Whether `fd` came from ``openDevice(_:)``.
    public func owns(fd: Int32) -> Bool { openedDevices.contains { $0.file.rawValue == fd } }

    /// Closes a descriptor from ``openDevice(_:)``.
    public func closeDevice(fd: Int32) {
        if let i = openedDevices.firstIndex(where: { $0.file.rawValue == fd }) {
            _ = libseat_close_device(seat, openedDevices[i].id)
            openedDevices.remove(at: i)   // closes it
        } else {
            try? FileDescriptor(adopting: fd).close()
        }
    }

    deinit {
        for d in openedDevices { _ = libseat_close_device(seat, d.id) }
        openedDevices.removeAll()   // closes them, before the seat goes
        libseat_close_seat(seat)
        listener.deallocate()
    }
}

/// Collects libseat's log lines while a seat is being opened, so a failure can say why
/// ("Could not connect to socket /run/seatd.sock: No such file or directory").
///
/// libseat's log handler is a process-wide C function pointer without user data, so the lines go to a
/// global; it is only written between `begin()` and `end()` on the thread opening the seat.
enum SeatLogCapture {
    nonisolated(unsafe) static var lines: [String] = []
    nonisolated(unsafe) static var capturing = false

    static func begin() {
        lines = []
        capturing = true
        libseat_set_log_level(LIBSEAT_LOG_LEVEL_ERROR)
        faceplate_seat_set_log_sink { message in
            guard SeatLogCapture.capturing, let message else { return }
            SeatLogCapture.lines.append(String(cString: message))
        }
    }

    static func end() -> String {
        capturing = false
        libseat_set_log_level(LIBSEAT_LOG_LEVEL_SILENT)
        return lines.joined(separator: "; ")
    }
}
