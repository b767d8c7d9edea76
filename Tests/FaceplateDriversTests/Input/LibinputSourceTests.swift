import Faceplate
import FaceplateDrivers
import Glibc
import Testing

/// What libinput's creation reports on any machine, with or without input devices: the node paths are
/// made up in a temporary directory and the udev seat is one no device belongs to. Real devices are
/// covered by a guest script (scripts/vm/guest-tests/input.sh).
@Suite struct LibinputSourceTests {
    @Test func aMissingDeviceNodeIsNamed() throws {
        let neighbour = try Fixture.temporaryFile("", name: "event0")     // a fresh directory, so event99 is never there
        let path = String(neighbour[..<neighbour.lastIndex(of: "/")!]) + "/event99"
        #expect {
            _ = try LibinputSource(backend: .path([path]), mapping: rpiMapping)
        } throws: { error in
            (error as? InputError)?.description == "cannot open \(path): no such device"
        }
    }

    @Test func aFileThatIsNoDeviceNodeIsNamed() throws {
        let path = try Fixture.temporaryFile("not an input device", name: "event0")
        #expect {
            _ = try LibinputSource(backend: .path([path]), mapping: rpiMapping)
        } throws: { error in
            (error as? InputError)?.description == "\(path) is not a device node (input devices are /dev/input/eventN)"
        }
    }

    @Test func aCharacterDeviceThatIsNoInputDeviceIsRejectedByLibinput() {
        #expect {
            _ = try LibinputSource(backend: .path(["/dev/null"]), mapping: rpiMapping)
        } throws: { error in
            (error as? InputError) == .deviceRejected(path: "/dev/null")
        }
    }

    /// libinput logs while it takes devices in, before the source exists: those lines go to the log
    /// given, like every later one (not to libinput's own handler on standard error, nor nowhere).
    @Test func libinputsStartUpLinesGoToTheLogGiven() {
        final class Lines { var all: [String] = [] }
        let lines = Lines()
        _ = try? LibinputSource(backend: .path(["/dev/null"]), mapping: rpiMapping, log: { lines.all.append($0) })
        #expect(lines.all.contains { $0.hasPrefix("libinput ") && $0.contains("/dev/null") }, "\(lines.all)")
    }

    /// udev puts every device on "seat0" unless a rule sets ID_SEAT, so a seat of this name has none on
    /// any machine, whether or not it has /dev/input and a running udevd.
    static let emptySeat = "faceplate-test-empty-seat"

    @Test func aUdevSeatWithoutDevicesFailsNamingTheSeat() throws {
        let seat = Self.emptySeat
        #expect {
            _ = try LibinputSource(backend: .udev(seat: seat), mapping: rpiMapping)
        } throws: { error in
            guard case .noDevices(let named, let detail)? = error as? InputError else { return false }
            return named == seat && !detail.isEmpty
                && (error as! InputError).description.hasPrefix("no input devices on udev seat '\(seat)': ")
        }
        // a kiosk waiting for hotplug can start with none
        let source = try LibinputSource(backend: .udev(seat: seat), mapping: rpiMapping, requireDevices: false)
        #expect(source.devices.isEmpty)
        #expect(source.fd >= 0)
        let sink = RecordingSink()
        source.dispatch(to: sink)
        #expect(sink.records.isEmpty)
    }

    @Test func permissionErrorsNameTheFix() {
        #expect(InputError.openFailed(path: "/dev/input/event3", error: SystemError(operation: "open /dev/input/event3", errno: EACCES)).description
                == "permission denied opening /dev/input/event3: add the user to the 'input' group, or run under a seat manager (seatd/logind)")
        #expect(InputError.openFailed(path: "/dev/input/event3", error: SystemError(operation: "open /dev/input/event3", errno: EBUSY)).description
                == "cannot open /dev/input/event3: Device or resource busy")
    }
}
