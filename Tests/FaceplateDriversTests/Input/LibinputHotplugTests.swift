import Testing
import Glibc
import Faceplate
import CInput
@testable import FaceplateDrivers

/// Hotplug on the udev seat is announced (it was silent: start-up devices got an `input:` line, a
/// touchscreen plugged in later got none). Needs /dev/uinput and udevd, like ``LibinputUinputTests``;
/// the VM's libinput stage runs it.
@Suite(.serialized, .enabled(if: UinputTouchscreen.unavailable == nil,
                             Comment(rawValue: UinputTouchscreen.unavailable ?? "")))
@MainActor struct LibinputHotplugTests {
    /// Dispatches `source` until `done()` or five seconds pass.
    func pump(_ source: LibinputSource, until done: () -> Bool) {
        var fds = [pollfd(fd: source.fd, events: Int16(POLLIN), revents: 0)]
        var rounds = 0
        while !done() && rounds < 100 {
            _ = poll(&fds, 1, 50)
            source.dispatch(to: DiscardingTestSink())
            rounds += 1
        }
    }

    @Test func aTouchscreenPluggedInAndRemovedWhileRunningIsAnnounced() throws {
        let source = try LibinputSource(backend: .defaultSeat, mapping: rpiMapping, requireDevices: false)
        #expect(!source.devices.contains { $0.name == UinputTouchscreen.name })
        var changes: [LibinputSource.DeviceChange] = []
        source.onDeviceChange = { changes.append($0) }

        var screen: UinputTouchscreen? = try UinputTouchscreen(slots: 10)
        pump(source) { changes.contains { if case .added(let d) = $0 { d.name == UinputTouchscreen.name } else { false } } }
        guard case .added(let added)? = changes.first(where: { if case .added(let d) = $0 { d.name == UinputTouchscreen.name } else { false } }) else {
            Issue.record("no .added for the uinput touchscreen; changes: \(changes)")
            return
        }
        #expect(added.isTouch)
        #expect(added.summary.hasPrefix("\"\(UinputTouchscreen.name)\" (event"))
        #expect(added.summary.contains(") touch"))

        screen = nil                                          // the kernel removes the device
        pump(source) { changes.contains { if case .removed(let d) = $0 { d.name == UinputTouchscreen.name } else { false } } }
        #expect(changes.contains { if case .removed(let d) = $0 { d.name == UinputTouchscreen.name } else { false } })
        withExtendedLifetime(screen) {}
    }
}

/// Drops every record (the hotplug test looks at device changes only).
struct DiscardingTestSink: InputSink {
    func handle(_ record: InputRecord) {}
}

/// The summary line the log prints for a device: kernel strings escaped.
@Suite struct LibinputDeviceSummaryTests {
    @Test func aDeviceNameWithControlCharactersIsEscapedInTheSummary() {
        let d = LibinputSource.DeviceInfo(name: "evil\u{1B}[2Jpanel\n", sysname: "event3", isTouch: true, isPointer: false,
                                          isKeyboard: false, calibration: .libinput)
        #expect(!d.summary.contains("\u{1B}"))
        #expect(!d.summary.contains("\n"))
        #expect(d.summary.hasSuffix("(event3) touch, calibrated by libinput"))
    }
}

/// libinput's own log reaches the app's log (it was dropped: libinput logs nothing without a handler).
@Suite @MainActor struct LibinputLogTests {
    @Test func libinputsMessagesReachOnLogEscapedWithTheirLevel() throws {
        let source = try LibinputSource(backend: .path([]), mapping: rpiMapping)
        var lines: [String] = []
        source.onLog = { lines.append($0) }
        // /dev/null is a character device but no input device: libinput refuses it and says why.
        _ = libinput_path_add_device(source.li, "/dev/null")
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix("libinput error: ") || $0.hasPrefix("libinput info: ") })
        #expect(lines.contains { $0.contains("/dev/null") })
        #expect(lines.allSatisfy { !$0.hasSuffix("\n") })
    }
}
