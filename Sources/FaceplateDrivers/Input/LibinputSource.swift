import CInput
import CUdev
import Faceplate
import FaceplateEcho
import Glibc

/// Touch, mouse and key input from libinput, as ``InputRecord``s.
///
/// Owns the libinput context (`deinit` unrefs it). Two backends: `.udev` enumerates a seat through udev
/// and follows hotplug (the normal case on a board); `.path` opens named `/dev/input/eventN` nodes (no
/// udevd, or one specific device). Devices are opened through a ``SeatSession`` when one is given
/// (seatd/logind, no special group needed), else with plain `open(2)`.
///
/// Touches are scaled to the panel with `libinput_event_touch_get_x/y_transformed`, calibrated (by
/// libinput with `libinput_device_config_calibration_set_matrix` when the device supports it, else in
/// software), and turned into logical points with the display's ``DisplayTransform`` so touch follows
/// rotation. Every finger is passed on, named by its device and kernel slot (``InputTouchSlot``), with a
/// `.frame` per `TOUCH_FRAME`; coalescing and the limit on fingers are the application's alone
/// (`Capacities.touches`), so a 20-finger panel gives 20 touches when the application has room for
/// them. A mouse acts as a single finger: left button down = touch down, motion while down = touch
/// motion, button up = touch up, each followed by a frame; the pointer is clamped to the screen.
/// Keyboard keys and gpio-keys buttons become `.key` records. Times are the events' microsecond
/// timestamps (`CLOCK_MONOTONIC`) / 1e6.
///
/// A touchscreen libinput reads as multitouch but whose driver sends only `ABS_X`/`ABS_Y` gets no
/// touches from libinput at all (see ``AbsOnlyTouchStream``). So each touchscreen's node is also read
/// by a ``TouchNodeReader``: a multitouch one's first frame with only the single-touch axes is warned
/// about once (``onWarning``) and the device is read there as one finger (slot −1, like libinput's own
/// single-touch devices) until it sends `ABS_MT_*` data, which libinput reads; and the kernel's
/// `SYN_DROPPED` markers are counted per device (``droppedEvents``, ``onEventsDropped``). Without
/// permission to open the node (a seat-managed run as an unprivileged user) nothing is checked.
///
/// Poll ``fd`` and call ``dispatch(to:)`` when it is readable. Once warm, nothing allocates from the
/// moment libinput hands over an event (`libinput_get_event`) to the sink and on to the action;
/// libinput itself allocates each event it queues, one `calloc` inside `libinput_dispatch`, freed by
/// `libinput_event_destroy` (both counted by LibinputUinputTests on a real kernel).
public final class LibinputSource {
    /// Which libinput backend to use.
    public enum Backend: Sendable, Equatable {
        /// Every input device of a udev seat, with hotplug.
        case udev(seat: String)
        /// Exactly these device nodes.
        case path([String])
        /// The udev backend on "seat0".
        public static let defaultSeat = Backend.udev(seat: "seat0")
    }

    /// What the source knows about one device.
    public struct DeviceInfo: Sendable, Equatable {
        /// The kernel's device name ("raspberrypi-ts").
        public var name: String
        /// The node's name ("event3").
        public var sysname: String
        /// libinput's capabilities: a device can be several (a touchscreen with buttons).
        public var isTouch: Bool, isPointer: Bool, isKeyboard: Bool
        /// How the board's calibration is applied to it.
        public var calibration: CalibrationPath
    }

    /// Where a device's calibration happens.
    public enum CalibrationPath: Sendable, Equatable {
        /// Nothing to do (identity matrix, not a touch device, or not the board's touch device).
        case none
        /// libinput applies it (`libinput_device_config_calibration_set_matrix`).
        case libinput
        /// The device has no calibration support in libinput; Faceplate applies it to panel coordinates.
        case software
    }

    /// The `user_data` of libinput's open/close callbacks: the seat, and the failures to report.
    final class DeviceOpener {
        let seat: SeatSession?
        var failures: [(path: String, error: SystemError)] = []
        /// Where libinput's own log messages go (``LibinputSource/onLog``).
        var log: ((String) -> Void)?
        init(seat: SeatSession?) { self.seat = seat }

        func open(_ path: UnsafePointer<CChar>, flags: Int32) -> Int32 {
            if let seat, seat.isActive {
                switch seat.openDevice(path) {
                case .success(let fd): return fd
                case .failure(.openFailed(let p, let error)): failures.append((p, error)); return -error.errno
                case .failure: return -EIO
                }
            }
            let name = String(cString: path)
            do throws(SystemError) {
                // libinput owns the descriptor from here and hands it back to ``close(_:)``.
                return try FileDescriptor.open(name, flags).release()
            } catch {
                failures.append((name, error))
                return -error.errno
            }
        }

        func close(_ fd: Int32) {
            if let seat, seat.owns(fd: fd) { seat.closeDevice(fd: fd) } else { try? FileDescriptor(adopting: fd).close() }
        }
    }

    private struct DeviceState {
        var handle: OpaquePointer
        /// libinput's device pointer, as an integer: how an event finds its device.
        var key: Int
        /// The source's own number for the device (``InputTouchSlot``): never reused, unlike the pointer.
        var number: Int
        var softwareCalibration: Bool
    }

    let li: OpaquePointer
    private let interface: UnsafeMutablePointer<libinput_interface>
    private let opener: DeviceOpener
    /// Where touches land.
    public let mapping: TouchMapping
    /// Patterns naming the touch devices the calibration belongs to; empty = every touch device.
    public let calibratedDevices: [String]
    let router = LibinputTouchRouter()
    /// The devices currently added, in order of arrival.
    public private(set) var devices: [DeviceInfo] = []
    /// Called when a device is plugged in or removed after start-up (the devices present at start-up
    /// are in ``devices`` when `init` returns, and are not announced here), so a kiosk's log says which
    /// touchscreen came and went while it ran.
    public var onDeviceChange: ((DeviceChange) -> Void)?
    /// Called with each of libinput's own log lines ("libinput info: event processing lagging behind
    /// by 39ms, …"), escaped and cut short; nil drops them. libinput logs nothing without a handler.
    public var onLog: ((String) -> Void)? {
        get { opener.log }
        set { opener.log = newValue }
    }
    /// Called once per device with a warning worth a kiosk log line (a touchscreen that claims
    /// multitouch and sends only `ABS_X`/`ABS_Y`), its name escaped and cut short.
    public var onWarning: ((String) -> Void)?
    /// Called when the kernel dropped a touchscreen's events again (`SYN_DROPPED`: its buffer overran
    /// because input was not read in time), with the device and how many times so far.
    public var onEventsDropped: ((DeviceInfo, Int) -> Void)?
    /// Whether start-up's own `DEVICE_ADDED` events have been taken in (later ones are hotplug).
    private var started = false
    private var states: [DeviceState] = []
    private var nextDeviceNumber = 0
    private var pointer: InputPointerEmulator
    /// The touchscreens' own nodes: ABS-only devices and the kernel's drops.
    private let nodes: TouchNodeReader
    /// Names of the devices seen, by device number, for drops reported after a device is gone.
    private var names: [(number: Int, info: DeviceInfo)] = []

    /// The libinput descriptor to poll.
    public var fd: Int32 { libinput_get_fd(li) }

    /// The seat this source follows (its devices are suspended while the seat is away), and its observer.
    private var seatObserver: (seat: SeatSession, token: Int)?

    /// Creates a libinput context on `backend`.
    ///
    /// - Parameters:
    ///   - mapping: the panel, rotation and calibration touches map through.
    ///   - calibratedDevices: name patterns of the touch devices `mapping.calibration` is for (a board
    ///     profile's `touch.device`); empty applies it to every touch device.
    ///   - seat: opens device nodes through seatd/logind; nil opens them directly.
    ///   - requireDevices: throw when the udev seat has no device yet (a kiosk that waits for hotplug
    ///     passes false).
    ///   - log: where libinput's own log lines go (``onLog``), from the first one: libinput logs while
    ///     it takes the devices in, before this returns.
    /// - Throws: ``InputError`` naming the node, seat or permission that is wrong.
    public init(backend: Backend = .defaultSeat, mapping: TouchMapping, calibratedDevices: [String] = [],
                seat: SeatSession? = nil, requireDevices: Bool = true, log: ((String) -> Void)? = nil) throws(InputError) {
        self.mapping = mapping
        self.calibratedDevices = calibratedDevices
        self.pointer = InputPointerEmulator(screen: mapping.display.logicalSize)
        self.nodes = TouchNodeReader(mapping: mapping)
        let opener = DeviceOpener(seat: seat)
        opener.log = log
        let interface = UnsafeMutablePointer<libinput_interface>.allocate(capacity: 1)
        interface.initialize(to: libinput_interface(
            open_restricted: { path, flags, userData in
                guard let path, let userData else { return -EINVAL }
                return Unmanaged<DeviceOpener>.fromOpaque(userData).takeUnretainedValue().open(path, flags: flags)
            },
            close_restricted: { fd, userData in
                guard let userData else { try? FileDescriptor(adopting: fd).close(); return }
                Unmanaged<DeviceOpener>.fromOpaque(userData).takeUnretainedValue().close(fd)
            }))
        let userData = Unmanaged.passUnretained(opener).toOpaque()  // self.opener keeps it alive

        var context: OpaquePointer?
        switch backend {
        case .udev(let seatName):
            guard let udev = udev_new() else {
                interface.deallocate()
                throw InputError.contextFailed("udev_new() failed: cannot create a udev context")
            }
            context = libinput_udev_create_context(interface, userData, udev)
            udev_unref(udev)  // libinput holds its own reference
            // Before the seat is assigned: that adds the devices, and libinput logs as it does.
            if let context { LibinputLogBridge.install(on: context) }
            if let context, libinput_udev_assign_seat(context, seatName) != 0 {
                libinput_unref(context)
                interface.deallocate()
                throw InputError.contextFailed("libinput could not assign udev seat '\(seatName)'")
            }
        case .path:
            context = libinput_path_create_context(interface, userData)
            if let context { LibinputLogBridge.install(on: context) }
        }
        guard let context else {
            interface.deallocate()
            throw InputError.contextFailed("libinput could not create a context")
        }
        self.li = context
        self.interface = interface
        self.opener = opener
        nodes.onAbsOnly = { [unowned self] number in self.warnAbsOnly(number) }
        nodes.onDropped = { [unowned self] number, count in
            if let info = self.info(number) { self.onEventsDropped?(info, count) }
        }

        if case .path(let paths) = backend {
            for path in paths {
                // libinput only says "Invalid path" for these; say which and why
                var st = stat()
                if stat(path, &st) != 0 {
                    throw InputError.openFailed(path: path, error: SystemError(operation: "stat \(Echo.escaped(path, limit: Echo.pathLimit))"))
                }
                if st.st_mode & S_IFMT != S_IFCHR { throw InputError.notADevice(path: path) }
                opener.failures.removeAll()
                if libinput_path_add_device(li, path) == nil {
                    if let f = opener.failures.last { throw InputError.openFailed(path: f.path, error: f.error) }
                    throw InputError.deviceRejected(path: path)
                }
            }
        }
        // Take in the initial DEVICE_ADDED events so devices are configured before the first touch.
        dispatch(to: DiscardingSink())
        started = true
        if case .udev(let seatName) = backend, requireDevices, devices.isEmpty {
            throw InputError.noDevices(seat: seatName, detail: Self.explainNoDevices(opener.failures))
        }
        if let seat {
            let token = seat.addObserver(disabled: { [unowned self] in libinput_suspend(self.li) },
                                         enabled: { [unowned self] in _ = libinput_resume(self.li) })
            seatObserver = (seat, token)
        }
    }

    deinit {
        if let (seat, token) = seatObserver { seat.removeObserver(token) }
        libinput_unref(li)
        interface.deinitialize(count: 1)
        interface.deallocate()
    }

    private static func explainNoDevices(_ failures: [(path: String, error: SystemError)]) -> String {
        if let f = failures.first { return InputError.openFailed(path: f.path, error: f.error).description }
        var st = stat()
        if stat("/run/udev/control", &st) != 0 && stat("/run/udev", &st) != 0 {
            return "udevd is not running (no /run/udev), and libinput only takes devices udev has tagged: start systemd-udevd or eudev, or use the path backend with /dev/input/eventN"
        }
        if stat("/dev/input", &st) != 0 { return "there is no /dev/input (no input drivers loaded?)" }
        return "libinput handled none of the devices in /dev/input (is the touchscreen's driver loaded?)"
    }

    /// Drains libinput and hands every resulting record to `sink`.
    public func dispatch<S: InputSink>(to sink: S) {
        _ = libinput_dispatch(li)
        sink.noteStage(.libinputDispatched)
        var first = true
        while let event = libinput_get_event(li) {
            if first { sink.noteStage(.firstEvent); first = false }
            handle(event, sink: sink)
            libinput_event_destroy(event)
        }
        nodes.read(router: router, to: sink)
        router.flushHeldFrame(to: sink)
    }

    /// What libinput has queued next, for the router's removal and missing-frame handling.
    private func peekNext() -> LibinputNextEvent {
        switch libinput_next_event_type(li) {
        case LIBINPUT_EVENT_NONE: return .none
        case LIBINPUT_EVENT_TOUCH_FRAME: return .touchFrame
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION, LIBINPUT_EVENT_TOUCH_UP, LIBINPUT_EVENT_TOUCH_CANCEL: return .touch
        case LIBINPUT_EVENT_DEVICE_REMOVED: return .deviceRemoved
        default: return .other
        }
    }

    // MARK: - Events

    /// Turns one libinput event into records for `sink` (``dispatch(to:)`` per event; tests that
    /// count allocations on each side of libinput call it themselves).
    func handle<S: InputSink>(_ event: OpaquePointer, sink: S) {
        let type = libinput_event_get_type(event)
        let device = libinput_event_get_device(event)!
        let key = Int(bitPattern: UnsafeRawPointer(device))
        if type == LIBINPUT_EVENT_DEVICE_ADDED { deviceAdded(device, key: key); return }
        guard let d = stateIndex(key) else { return }  // libinput announces every device first
        let number = states[d].number
        switch type {
        case LIBINPUT_EVENT_DEVICE_REMOVED:
            nodes.remove(number: number)
            let now = Self.monotonicNow()
            router.route(.deviceRemoved(device: number, time: now), next: peekNext(), to: sink)
            pointer.deviceRemoved(number, time: now, sink: sink)
            states.remove(at: d)
            forgetNames()
            let gone = devices.remove(at: d)
            onDeviceChange?(.removed(gone))
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION:
            let te = libinput_event_get_touch_event(event)!
            let time = Double(libinput_event_touch_get_time_usec(te)) / 1e6
            let slot = libinput_event_touch_get_slot(te)
            var x = libinput_event_touch_get_x_transformed(te, UInt32(mapping.display.panelWidth))
            var y = libinput_event_touch_get_y_transformed(te, UInt32(mapping.display.panelHeight))
            if states[d].softwareCalibration {
                let p = mapping.softwareCalibrated(panelX: x, panelY: y)
                x = p.x; y = p.y
            }
            let location = mapping.logicalPoint(panelX: x, panelY: y)
            router.route(type == LIBINPUT_EVENT_TOUCH_DOWN
                         ? .down(device: number, slot: slot, location: location, time: time)
                         : .motion(device: number, slot: slot, location: location, time: time), next: .touch, to: sink)
        case LIBINPUT_EVENT_TOUCH_UP:
            let te = libinput_event_get_touch_event(event)!
            router.route(.up(device: number, slot: libinput_event_touch_get_slot(te), time: Double(libinput_event_touch_get_time_usec(te)) / 1e6),
                         next: peekNext(), to: sink)
        case LIBINPUT_EVENT_TOUCH_CANCEL:
            let te = libinput_event_get_touch_event(event)!
            router.route(.cancel(device: number, slot: libinput_event_touch_get_slot(te), time: Double(libinput_event_touch_get_time_usec(te)) / 1e6),
                         next: .touch, to: sink)
        case LIBINPUT_EVENT_TOUCH_FRAME:
            let te = libinput_event_get_touch_event(event)!
            router.route(.frame(device: number, time: Double(libinput_event_touch_get_time_usec(te)) / 1e6), next: peekNext(), to: sink)
        case LIBINPUT_EVENT_POINTER_MOTION:
            let pe = libinput_event_get_pointer_event(event)!
            pointer.move(dx: libinput_event_pointer_get_dx(pe), dy: libinput_event_pointer_get_dy(pe),
                         time: Double(libinput_event_pointer_get_time_usec(pe)) / 1e6, sink: sink)
        case LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE:
            let pe = libinput_event_get_pointer_event(event)!
            let panel = Point(x: libinput_event_pointer_get_absolute_x_transformed(pe, UInt32(mapping.display.panelWidth)),
                              y: libinput_event_pointer_get_absolute_y_transformed(pe, UInt32(mapping.display.panelHeight)))
            pointer.move(to: mapping.display.logicalPoint(fromPanel: panel),
                         time: Double(libinput_event_pointer_get_time_usec(pe)) / 1e6, sink: sink)
        case LIBINPUT_EVENT_POINTER_BUTTON:
            let pe = libinput_event_get_pointer_event(event)!
            guard libinput_event_pointer_get_button(pe) == UInt32(EvdevCode.btnLeft) else { return }
            let pressed = libinput_event_pointer_get_button_state(pe) == LIBINPUT_BUTTON_STATE_PRESSED
            // libinput releases held buttons of a device it is removing; that drag is cancelled, not ended
            if !pressed && pointer.pressingDevice == number && nextIsRemoval() { return }
            pointer.button(pressed: pressed, device: number, name: devices[d].name,
                           time: Double(libinput_event_pointer_get_time_usec(pe)) / 1e6, sink: sink)
        case LIBINPUT_EVENT_KEYBOARD_KEY:
            let ke = libinput_event_get_keyboard_event(event)!
            sink.handle(.key(code: libinput_event_keyboard_get_key(ke),
                             pressed: libinput_event_keyboard_get_key_state(ke) == LIBINPUT_KEY_STATE_PRESSED,
                             time: Double(libinput_event_keyboard_get_time_usec(ke)) / 1e6))
        default:
            break
        }
    }

    /// Whether libinput is removing the device: it releases held buttons right before `DEVICE_REMOVED`.
    private func nextIsRemoval() -> Bool {
        libinput_next_event_type(li) == LIBINPUT_EVENT_DEVICE_REMOVED
    }

    private func stateIndex(_ key: Int) -> Int? {
        // index loop: iterating the array by value allocated in unoptimized builds
        var i = 0
        while i < states.count { if states[i].key == key { return i }; i += 1 }
        return nil
    }

    private func deviceAdded(_ device: OpaquePointer, key: Int) {
        let name = String(cString: libinput_device_get_name(device))
        let isTouch = libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_TOUCH) != 0
        var path = CalibrationPath.none
        if isTouch && !mapping.calibration.isIdentity
            && (calibratedDevices.isEmpty || calibratedDevices.contains { BoardNamePattern.matches($0, name) }) {
            if libinput_device_config_calibration_has_matrix(device) != 0 {
                let c = mapping.calibration
                var m: [Float] = [Float(c.a), Float(c.b), Float(c.c), Float(c.d), Float(c.e), Float(c.f)]
                let status = m.withUnsafeMutableBufferPointer { libinput_device_config_calibration_set_matrix(device, $0.baseAddress) }
                if status == LIBINPUT_CONFIG_STATUS_SUCCESS { path = .libinput } else { path = .software }
            } else {
                path = .software
            }
        }
        let info = DeviceInfo(name: name, sysname: String(cString: libinput_device_get_sysname(device)), isTouch: isTouch,
                              isPointer: libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_POINTER) != 0,
                              isKeyboard: libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_KEYBOARD) != 0,
                              calibration: path)
        devices.append(info)
        states.append(DeviceState(handle: device, key: key, number: nextDeviceNumber, softwareCalibration: path == .software))
        // Escaped here, once: the name comes from the kernel and is echoed in the "more than N touches" message.
        router.addDevice(nextDeviceNumber, name: Echo.escaped(name))
        names.append((nextDeviceNumber, info))
        if isTouch, let udevDevice = libinput_device_get_udev_device(device) {
            defer { udev_device_unref(udevDevice) }
            // A multitouch touchscreen (libinput counts its slots; a single-touch one has 1) is checked
            // for really sending multitouch data; every touchscreen's drops are counted.
            if let node = udev_device_get_devnode(udevDevice) {
                nodes.add(number: nextDeviceNumber, path: node, checksAbsOnly: libinput_device_touch_get_touch_count(device) > 1,
                          calibrated: path != .none)
            }
        }
        nextDeviceNumber += 1
        if started { onDeviceChange?(.added(info)) }
    }

    // MARK: - What the touchscreens' own nodes say

    private func info(_ number: Int) -> DeviceInfo? {
        var i = 0
        while i < names.count { if names[i].number == number { return names[i].info }; i += 1 }
        return nil
    }

    /// Keeps the names of present devices and of removed ones whose drops the exit line will report.
    private func forgetNames() {
        let kept = nodes.drops
        names.removeAll { n in !states.contains { $0.number == n.number } && !kept.contains { $0.number == n.number } }
    }

    private func warnAbsOnly(_ number: Int) {
        guard let info = info(number) else { return }
        onWarning?("\"\(Echo.escaped(info.name))\" (\(Echo.escaped(info.sysname))) claims multitouch but sends only "
                   + "ABS_X/ABS_Y, which libinput ignores on a multitouch device: reading it here as one finger "
                   + "(fix the driver or device tree to report ABS_MT_* or drop its MT axes)")
    }

    /// How often the kernel dropped each touchscreen's events (`SYN_DROPPED`), for the devices that had
    /// any, removed ones included.
    public var droppedEvents: [(device: DeviceInfo, count: Int)] {
        nodes.drops.compactMap { d in info(d.number).map { ($0, d.count) } }
    }

    /// Whether device number `number` is read as a single finger from its own node (tests).
    func readsAsSingleFinger(_ number: Int) -> Bool { nodes.readsAsSingleFinger(number) }

    static func monotonicNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

/// A sink that drops everything (start-up drains device events before anyone listens).
struct DiscardingSink: InputSink {
    func handle(_ record: InputRecord) {}
}
