import Foundation
import Glibc
import Testing
@testable import FaceplateDrivers

/// SeatSession against a seat manager that answers (``FakeSeatd``, through libseat's real seatd
/// backend) and against none. libseat takes its backend and socket from the environment
/// (`LIBSEAT_BACKEND`, `SEATD_SOCK`), so each case runs in a child process that sets its own (issues
/// recorded there are reported here).
@Suite struct SeatSessionTests {
    @Test func anAnsweringSeatIsActiveOpensNodesAndFollowsVTSwitches() async {
        await #expect(processExitsWith: .success) { try SeatSessionTests.answeringSeat() }
    }

    @Test func noSeatManagerIsReportedWithLibseatsReason() async {
        await #expect(processExitsWith: .success) { try SeatSessionTests.noSeatManager() }
    }

    struct Failure: Error, CustomStringConvertible { var description: String }
    static func check(_ condition: Bool, _ what: String) throws {
        if !condition { Issue.record(Comment(rawValue: what)); throw Failure(description: what) }
    }

    static func temporaryDirectory() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("faceplate-seat-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Runs in the child: the seat opens active and named; a missing node fails with its path and
    /// ENOENT; a node opens and closes through the seat; a disable event runs `onDisable`, leaves the
    /// seat inactive and is acknowledged; an enable event brings it back.
    static func answeringSeat() throws {
        let seatd = try FakeSeatd(directory: temporaryDirectory())
        setenv("LIBSEAT_BACKEND", "seatd", 1)
        setenv("SEATD_SOCK", seatd.socketPath, 1)
        do {
            let seat = try SeatSession(timeoutMilliseconds: 2000)
            try check(seat.isActive, "the seat did not become active")
            try check(seat.name == "seat0" && seat.fd >= 0, "seat \(seat.name), fd \(seat.fd)")
            guard case .failure(.openFailed(let path, let error)) = seat.openDevice("/nonexistent/faceplate/event99") else {
                throw Failure(description: "opening a missing node did not fail")
            }
            try check(path == "/nonexistent/faceplate/event99" && error.errno == ENOENT, "missing node: \(path), \(error)")
            guard case .success(let fd) = seat.openDevice("/dev/null") else { throw Failure(description: "could not open /dev/null through the seat") }
            try check(seat.owns(fd: fd), "the seat does not list the descriptor it opened")
            seat.closeDevice(fd: fd)
            try check(!seat.owns(fd: fd), "a closed descriptor is still listed")

            var disables = 0, enables = 0, order: [String] = []
            seat.addObserver(disabled: { disables += 1; order.append("first disabled") }, enabled: { enables += 1; order.append("first enabled") })
            seat.addObserver(disabled: { order.append("second disabled") }, enabled: { order.append("second enabled") })
            let removed = seat.addObserver(disabled: { order.append("removed disabled") }, enabled: { order.append("removed enabled") })
            seat.removeObserver(removed)
            seatd.disable()
            var p = pollfd(fd: seat.fd, events: Int16(POLLIN), revents: 0)
            try check(poll(&p, 1, 2000) == 1, "no disable event arrived")
            seat.dispatch()
            try check(disables == 1 && !seat.isActive, "after a disable event: \(disables) onDisable calls, active \(seat.isActive)")
            seatd.enable()
            try check(poll(&p, 1, 2000) == 1, "no enable event arrived")
            seat.dispatch()
            try check(enables == 1 && seat.isActive, "after an enable event: \(enables) onEnable calls, active \(seat.isActive)")
            try check(order == ["first disabled", "second disabled", "first enabled", "second enabled"],
                      "every observer is told, in the order added, a removed one never: \(order)")
        }   // the seat closes here
        seatd.waitUntilClosed()
        try check(seatd.disableAcknowledgements == 1, "\(seatd.disableAcknowledgements) acknowledgements of the disable")
        try check(seatd.openDevices == 0, "\(seatd.openDevices) devices left open")
    }

    /// Runs in the child: seatd is the only backend and nothing listens where it looks.
    static func noSeatManager() throws {
        let socket = try temporaryDirectory() + "/seatd.sock"
        setenv("LIBSEAT_BACKEND", "seatd", 1)
        setenv("SEATD_SOCK", socket, 1)
        do {
            _ = try SeatSession(timeoutMilliseconds: 200)
            throw Failure(description: "a seat opened without a seat manager")
        } catch let error as InputError {
            // libseat's own words come after ours ("[libseat/libseat.c:58] Backend 'seatd' failed to open
            // seat: No such file or directory" from libseat 0.7): the log capture works
            let message = "\(error)"
            try check(message.hasPrefix("no seat manager: libseat could not open a seat (is seatd running, or is this a logind session?): ")
                      && message.contains("Backend 'seatd' failed to open seat"), message)
        }
    }
}
