import CEvdev
import CInput
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
@testable import FaceplateDrivers
import Glibc
import Testing

/// A multi-touch screen made in the kernel through /dev/uinput (libevdev's helper): 800×480 units, like
/// the Raspberry Pi panel, with `slots` slots. Owns the libevdev description and the uinput device;
/// `deinit` destroys both (the kernel removes the device).
final class UinputTouchscreen {
    static let name = "Faceplate uinput test panel"
    private let dev: OpaquePointer
    private let uidev: OpaquePointer
    /// The device node, /dev/input/eventN.
    let node: String

    /// Why this machine cannot make one, or nil when it can: uinput (root or the 'input' group) and
    /// udevd, since libinput opens only devices udev has tagged (ID_INPUT).
    static let unavailable: String? = {
        if access("/dev/uinput", F_OK) != 0 {
            return "no /dev/uinput here (the kernel has no uinput module loaded: `modprobe uinput` as root); "
                + "scripts/vm/guest-tests/libinput.sh runs this suite on a real kernel (the libinput stage of scripts/vm/e2e)"
        }
        if access("/dev/uinput", W_OK) != 0 { return "/dev/uinput is not writable (root or the 'input' group needed)" }
        if access("/run/udev/control", F_OK) != 0 {
            return "udevd is not running (no /run/udev/control): libinput opens only devices udev has tagged"
        }
        return nil
    }()

    init(slots: Int32) throws {
        let dev = libevdev_new()!
        self.dev = dev
        libevdev_set_name(dev, Self.name)
        libevdev_enable_property(dev, UInt32(INPUT_PROP_DIRECT))
        func axis(_ code: Int32, _ maximum: Int32) {
            var info = input_absinfo(value: 0, minimum: 0, maximum: maximum, fuzz: 0, flat: 0, resolution: 0)
            libevdev_enable_event_code(dev, UInt32(EV_ABS), UInt32(code), &info)
        }
        axis(ABS_X, 799); axis(ABS_Y, 479)
        axis(ABS_MT_SLOT, slots - 1); axis(ABS_MT_TRACKING_ID, 65535)
        axis(ABS_MT_POSITION_X, 799); axis(ABS_MT_POSITION_Y, 479)
        libevdev_enable_event_code(dev, UInt32(EV_KEY), UInt32(BTN_TOUCH), nil)
        var made: OpaquePointer?
        let rc = libevdev_uinput_create_from_device(dev, Int32(LIBEVDEV_UINPUT_OPEN_MANAGED.rawValue), &made)
        guard rc == 0, let made, let path = libevdev_uinput_get_devnode(made) else {
            libevdev_free(dev)
            throw InputError.contextFailed("uinput device not made: \(String(cString: strerror(-rc)))")
        }
        uidev = made
        node = String(cString: path)
    }

    deinit {
        libevdev_uinput_destroy(uidev)
        libevdev_free(dev)
    }

    private func write(_ type: Int32, _ code: Int32, _ value: Int32) {
        _ = libevdev_uinput_write_event(uidev, UInt32(type), UInt32(code), value)
    }

    /// One hardware frame: the fingers `down` touch down at their points (tracking IDs from `id`),
    /// the slots `up` lift; then SYN_REPORT.
    func frame(down: [(slot: Int32, at: Point)] = [], up: [Int32] = [], id: Int32 = 100, firstFinger: Bool = false, lastLift: Bool = false) {
        for f in down {
            write(EV_ABS, ABS_MT_SLOT, f.slot)
            write(EV_ABS, ABS_MT_TRACKING_ID, id + f.slot)
            write(EV_ABS, ABS_MT_POSITION_X, Int32(f.at.x))
            write(EV_ABS, ABS_MT_POSITION_Y, Int32(f.at.y))
        }
        for s in up { write(EV_ABS, ABS_MT_SLOT, s); write(EV_ABS, ABS_MT_TRACKING_ID, -1) }
        if firstFinger, let f = down.first {
            write(EV_KEY, BTN_TOUCH, 1); write(EV_ABS, ABS_X, Int32(f.at.x)); write(EV_ABS, ABS_Y, Int32(f.at.y))
        }
        if lastLift { write(EV_KEY, BTN_TOUCH, 0) }
        write(EV_SYN, SYN_REPORT, 0)
    }
}

/// Allocations counted on each side of libinput while draining it: inside `libinput_dispatch`,
/// `libinput_get_event` and `libinput_event_destroy`, and in ours (the event's handling onward).
struct DrainCount {
    var dispatch: Int64 = 0, getEvent: Int64 = 0, destroy: Int64 = 0
    var ours: Int64 = 0
    var events = 0
    var libinput: Int64 { dispatch + getEvent + destroy }
}

/// libinput itself, fed by a real kernel device: 20 fingers through `libinput_dispatch`, the router
/// and the application to 20 controls, and the allocations on that path. Needs /dev/uinput and udevd;
/// where they are missing the tests are skipped with the reason (the VM's app stage runs them).
@Suite(.serialized, .enabled(if: UinputTouchscreen.unavailable == nil,
                             Comment(rawValue: UinputTouchscreen.unavailable ?? "")))
@MainActor struct LibinputUinputTests {
    /// A libinput path-backend source on the device, once udev has tagged it (libinput rejects it before).
    func source(for screen: UinputTouchscreen) throws -> LibinputSource {
        var lastError: InputError?
        for _ in 0..<200 {
            do { return try LibinputSource(backend: .path([screen.node]), mapping: rpiMapping) } catch {
                lastError = error
                guard case .deviceRejected = error else { throw error }
                usleep(50_000)
            }
        }
        throw lastError!
    }

    /// Dispatches what libinput has until `done()`, or until nothing came for a second, counting allocations inside libinput
    /// (`libinput_dispatch`, `libinput_get_event`, `libinput_event_destroy`) apart from ours (the event's
    /// handling: router, sink, application, controls, actions). The same loop as ``LibinputSource/dispatch(to:)``.
    func drain(_ source: LibinputSource, into sink: ApplicationInputSink, count: inout DrainCount, until done: () -> Bool) {
        var fds = [pollfd(fd: source.fd, events: Int16(POLLIN), revents: 0)]
        var idle = 0
        while !done() && idle < 20 {
            _ = poll(&fds, 1, 50)
            let before = count.events
            faceplate_malloc_count_start()
            _ = libinput_dispatch(source.li)
            count.dispatch += faceplate_malloc_count_stop()
            while true {
                faceplate_malloc_count_start()
                let event = libinput_get_event(source.li)
                count.getEvent += faceplate_malloc_count_stop()
                guard let event else { break }
                count.events += 1
                faceplate_malloc_count_start()
                source.handle(event, sink: sink)
                count.ours += faceplate_malloc_count_stop()
                faceplate_malloc_count_start()
                libinput_event_destroy(event)
                count.destroy += faceplate_malloc_count_stop()
            }
            faceplate_malloc_count_start()
            source.router.flushHeldFrame(to: sink)
            count.ours += faceplate_malloc_count_stop()
            idle = count.events == before ? idle + 1 : 0
        }
    }

    let fingers: [(slot: Int32, at: Point)] = (0..<20).map { (Int32($0), PadPanel.centre($0)) }

    /// One round: 20 fingers down in one frame on pads 1–20, then all lifted in one frame.
    func round(_ screen: UinputTouchscreen, _ source: LibinputSource, _ panel: PadPanel, _ count: inout DrainCount) {
        let sink = ApplicationInputSink(application: panel.app)
        let before = panel.taps.reduce(0, +)
        let tracked = panel.app.capacities.touches
        screen.frame(down: fingers, firstFinger: true)
        drain(source, into: sink, count: &count) { panel.highlighted == min(tracked, 20) }
        screen.frame(up: fingers.map(\.slot), lastLift: true)
        drain(source, into: sink, count: &count) { panel.taps.reduce(0, +) == before + min(tracked, 20) }
    }

    @Test func twentyFingersThroughLibinputReachTwentyControls() throws {
        let screen = try UinputTouchscreen(slots: 20)
        let source = try source(for: screen)
        let panel = PadPanel(touches: 20)
        defer { panel.finish() }
        #expect(source.devices.map(\.name) == [UinputTouchscreen.name])
        var count = DrainCount()
        let sink = ApplicationInputSink(application: panel.app)
        screen.frame(down: fingers, firstFinger: true)
        drain(source, into: sink, count: &count) { panel.highlighted == 20 }
        #expect(panel.highlighted == 20)                     // twenty fingers down at once, each on its pad
        screen.frame(up: fingers.map(\.slot), lastLift: true)
        drain(source, into: sink, count: &count) { panel.taps.reduce(0, +) == 20 }
        #expect(panel.taps == [Int](repeating: 1, count: 20) + [0, 0, 0, 0])
        #expect(panel.app.diagnostics.overflowCount(.touches) == 0)
    }

    @Test func fingersBeyondTheApplicationsCapacityAreDroppedAndNamedByDevice() throws {
        let screen = try UinputTouchscreen(slots: 20)
        let source = try source(for: screen)
        let panel = PadPanel(touches: 16)
        defer { panel.finish() }
        var count = DrainCount()
        round(screen, source, panel, &count)
        #expect(panel.taps.reduce(0, +) == 16)
        #expect(panel.app.diagnostics.overflowCount(.touches) == 4)
        #expect(panel.logged.first == "faceplate: touches: more than 16 touches at once: a finger on \"\(UinputTouchscreen.name)\" was ignored (1 so far)")
    }

    /// Nothing we run allocates from the moment libinput hands over an event; libinput's own
    /// allocations are counted apart and printed.
    @Test func nothingAllocatesFromTheLibinputEventToTheAction() throws {
        let screen = try UinputTouchscreen(slots: 20)
        let source = try source(for: screen)
        let panel = PadPanel(touches: 20)
        defer { panel.finish() }
        var warm = DrainCount()
        for _ in 0..<2 { round(screen, source, panel, &warm) }
        var count = DrainCount()
        let rounds = 10
        for _ in 0..<rounds { round(screen, source, panel, &count) }
        #expect(panel.taps == [Int](repeating: 2 + rounds, count: 20) + [0, 0, 0, 0])
        #expect(faceplate_malloc_counter_active() != 0)
        #expect(count.events >= rounds * 42)                 // 20 downs + frame, 20 ups + frame per round
        expectNoAllocations(Int64(count.ours))
        print("libinput allocations: \(count.libinput) inside libinput for \(count.events) events "
              + "(libinput_dispatch \(count.dispatch), libinput_get_event \(count.getEvent), libinput_event_destroy \(count.destroy)), "
              + "\(count.ours) from the event to the action, over \(rounds) rounds of 20 fingers down and up")
    }
}
