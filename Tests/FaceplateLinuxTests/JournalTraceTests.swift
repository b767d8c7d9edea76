import Testing
import Glibc
@testable import FaceplateLinux

/// The trace to the journal: each line one native-protocol datagram with the app's fields, read here
/// from a socket standing in for journald's.
@Suite struct JournalTraceTests {
    /// A datagram socket bound at a fresh path, as journald's is.
    func fakeJournal() -> (fd: Int32, path: String) {
        let path = "/tmp/faceplate-journal-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).sock"
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in for (i, b) in path.utf8.enumerated() { raw[i] = b } }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        return (fd, path)
    }

    func receive(_ fd: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = recv(fd, &buffer, buffer.count, Int32(MSG_DONTWAIT))
        return n > 0 ? String(decoding: buffer[0..<n], as: UTF8.self) : ""
    }

    @Test func eachTraceLineIsAnEntryWithTheAppsFields() throws {
        let (fd, path) = fakeJournal()
        defer { close(fd); unlink(path) }
        let journal = try JournalTrace(app: "thermostat", version: "1.4.2", board: "Pi 7\" (boards/rpi.json)", socketPath: path)
        #expect(journal.send("control Button \"Boost\" touchUpInside"))
        #expect(journal.send("line\nwith a newline"))
        #expect(receive(fd) == """
            MESSAGE=control Button "Boost" touchUpInside
            SYSLOG_IDENTIFIER=thermostat
            FACEPLATE_APP=thermostat
            FACEPLATE_VERSION=1.4.2
            FACEPLATE_BOARD=Pi 7" (boards/rpi.json)
            PRIORITY=7

            """)
        #expect(receive(fd).hasPrefix("MESSAGE=line?with a newline\nSYSLOG_IDENTIFIER=thermostat\n"))
        #expect(journal.droppedLines == 0)
    }

    @Test func noJournalIsAnErrorAtStart() {
        #expect(throws: (any Error).self) { try JournalTrace(app: "a", version: "1", board: "b", socketPath: "/nonexistent/journal.sock") }
    }

    @Test func journalImpliesTheTrace() throws {
        guard case .launch(let options) = try LaunchOptions.parse(["--journal"], name: "app", summary: "", board: nil, theme: .light) else {
            Issue.record("expected a launch"); return
        }
        #expect(options.journal && options.trace)
    }
}
