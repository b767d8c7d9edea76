import Glibc
import Testing
@testable import FaceplateDrivers

/// A DRMDevice whose descriptor a seat opened gives it back to the seat; one it opened itself it closes
/// itself; and when the seat cannot open a node, the device is opened directly. Checked with a stand-in
/// opener over ordinary files (no DRM hardware: every device here fails the DRM probe, which is exactly
/// the moment the descriptor must go back to whoever opened it).
@Suite struct DRMDeviceOwnershipTests {
    final class FakeSeat: DeviceNodeOpener {
        var refuseWith: Int32?
        var opened: [String] = []
        var closed: [Int32] = []
        var nonBlockingAtClose: [Bool] = []
        func openDeviceNode(path: String) -> Result<Int32, SystemError> {
            opened.append(path)
            if let e = refuseWith { return .failure(SystemError(operation: "open \(path)", errno: e)) }
            let fd = open(path, O_RDWR | O_CLOEXEC)
            return fd >= 0 ? .success(fd) : .failure(SystemError(operation: "open \(path)"))
        }
        func closeDeviceNode(fd: Int32) {
            nonBlockingAtClose.append(fcntl(fd, F_GETFL) & O_NONBLOCK != 0)
            closed.append(fd)
            close(fd)
        }
        var openerName: String { "seat test0" }
    }

    @Test func aDescriptorFromTheSeatGoesBackToTheSeat() {
        let seat = FakeSeat()
        #expect(throws: DisplayError.unsupportedDevice(path: "/dev/null", reason: "not a DRM device (drmGetVersion failed)")) {
            try DRMDevice(path: "/dev/null", through: seat)
        }
        #expect(seat.opened == ["/dev/null"])
        #expect(seat.closed.count == 1)
        // Wrapping made it non-blocking (flip events are read without blocking), before handing it back.
        #expect(seat.nonBlockingAtClose == [true])
    }

    @Test func wrappingAForeignDescriptorHandsItBackExactlyOnce() {
        let seat = FakeSeat()
        let fd = open("/dev/null", O_RDWR | O_CLOEXEC)
        #expect(fd >= 0)
        #expect(throws: DisplayError.self) { try DRMDevice(wrapping: fd, path: "/dev/dri/card7", opener: seat) }
        #expect(seat.closed == [fd])
        #expect(seat.opened.isEmpty)
    }

    @Test func whenTheSeatRefusesTheNodeIsOpenedDirectlyAndNotHandedToTheSeat() {
        let seat = FakeSeat()
        seat.refuseWith = EPERM
        // Opened directly: /dev/null is no DRM device, and the seat is not asked to close what it never opened.
        #expect(throws: DisplayError.unsupportedDevice(path: "/dev/null", reason: "not a DRM device (drmGetVersion failed)")) {
            try DRMDevice(path: "/dev/null", through: seat)
        }
        #expect(seat.opened == ["/dev/null"])
        #expect(seat.closed.isEmpty)
        // A node that does not exist: the direct open's error, naming the path.
        #expect(throws: DisplayError.systemCall(call: "open", path: "/nonexistent/card0", errno: ENOENT)) {
            try DRMDevice(path: "/nonexistent/card0", through: seat)
        }
    }

    @Test func withoutASeatTheNodeIsOpenedDirectly() {
        #expect(throws: DisplayError.systemCall(call: "open", path: "/nonexistent/card0", errno: ENOENT)) {
            try DRMDevice(path: "/nonexistent/card0", through: nil)
        }
    }

    @Test func displayOpenTriesEveryCardThroughTheSeat() throws {
        let seat = FakeSeat()
        // A directory with two "cards" that are not DRM devices: each is opened through the seat and given back.
        let dir = "/tmp/faceplate-seat-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        mkdir(dir, 0o755)
        defer { unlink("\(dir)/card0"); unlink("\(dir)/card1"); rmdir(dir) }
        for n in 0...1 { let f = open("\(dir)/card\(n)", O_CREAT | O_RDWR, 0o600); close(f) }
        #expect(throws: DisplayError.self) {
            try DRMDisplay.open(.init(deviceDirectory: dir), through: seat)
        }
        #expect(seat.opened == ["\(dir)/card0", "\(dir)/card1"])
        #expect(seat.closed.count == 2)
    }
}
