import Faceplate
import FaceplateLinux
import Glibc
import Testing

/// libinput cannot get a real device on the build machine (no /dev/input, no udevd); a guest script
/// (scripts/vm/guest-tests/input.sh) covers that. Here: creation fails clearly when there is nothing to open.
@Suite struct LibinputSourceTests {
    @Test func aMissingDeviceNodeIsNamed() {
        #expect {
            _ = try LibinputSource(backend: .path(["/dev/input/event99"]), mapping: rpiMapping)
        } throws: { error in
            (error as? InputError)?.description == "cannot open /dev/input/event99: no such device"
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

    @Test func aUdevSeatWithoutDevicesFailsNamingTheSeat() throws {
        var st = stat()
        let hasInput = stat("/dev/input", &st) == 0
        try #require(!hasInput, "this machine has /dev/input; the VM guest test covers real devices")
        #expect {
            _ = try LibinputSource(backend: .udev(seat: "seat0"), mapping: rpiMapping)
        } throws: { error in
            guard case .noDevices(let seat, let detail)? = error as? InputError else { return false }
            return seat == "seat0" && !detail.isEmpty
                && (error as! InputError).description.hasPrefix("no input devices on udev seat 'seat0': ")
        }
        // a kiosk waiting for hotplug can start with none
        let source = try LibinputSource(backend: .udev(seat: "seat0"), mapping: rpiMapping, requireDevices: false)
        #expect(source.devices.isEmpty)
        #expect(source.fd >= 0)
        let sink = RecordingSink()
        source.dispatch(to: sink)
        #expect(sink.records.isEmpty)
    }

    @Test func permissionErrorsNameTheFix() {
        #expect(InputError.openFailed(path: "/dev/input/event3", errno: EACCES).description
                == "permission denied opening /dev/input/event3: add the user to the 'input' group, or run under a seat manager (seatd/logind)")
        #expect(InputError.openFailed(path: "/dev/input/event3", errno: EBUSY).description
                == "cannot open /dev/input/event3: Device or resource busy")
    }
}

@Suite struct SeatSessionTests {
    /// Where a seat manager (seatd, logind, or libseat's built-in one for root) answers, the seat is
    /// active and opening a missing node fails by name; where none does, the error says so.
    @Test func aSeatIsActiveOrTheErrorSaysWhy() {
        do {
            let seat = try SeatSession(timeoutMilliseconds: 500)
            #expect(seat.isActive)
            #expect(seat.fd >= 0)
            #expect(!seat.name.isEmpty)
            guard case .failure(let error) = seat.openDevice("/dev/input/event99") else {
                Issue.record("opened a device that does not exist"); return
            }
            guard case .openFailed(let path, _) = error else { Issue.record("\(error)"); return }
            #expect(path == "/dev/input/event99")
        } catch {
            #expect(error.description.hasPrefix("no seat manager: "))
        }
    }
}
