import Glibc
import Testing
import FaceplateDrivers   // re-exports FaceplateSystem, as it does for every driver user

/// An owned descriptor closes exactly once — when its owner goes, or on `close()` — and hands its number
/// over on `release()`; every failed call is reported as one ``SystemError`` naming the call.
@Suite struct FileDescriptorTests {
    /// Whether `fd` is an open descriptor of this process.
    func isOpen(_ fd: Int32) -> Bool { fcntl(fd, F_GETFD) != -1 }

    @Test func aDescriptorClosesWhenItsOwnerGoes() throws {
        var number: Int32 = -1
        do {
            let fd = try FileDescriptor.open("/dev/null", O_RDONLY)
            number = fd.rawValue
            #expect(isOpen(number))
        }
        #expect(!isOpen(number))
    }

    @Test func closeClosesNowAndReleaseHandsTheNumberOver() throws {
        let closed = try FileDescriptor.open("/dev/null", O_RDONLY)
        let closedNumber = closed.rawValue
        try closed.close()
        #expect(!isOpen(closedNumber))

        let released = try FileDescriptor.open("/dev/null", O_RDONLY).release()
        #expect(isOpen(released))
        Glibc.close(released)
    }

    @Test func openSetsCloseOnExec() throws {
        let fd = try FileDescriptor.open("/dev/null", O_RDONLY)
        #expect(fcntl(fd.rawValue, F_GETFD) & FD_CLOEXEC != 0)
    }

    @Test func aFailedOpenNamesTheCallThePathAndTheErrno() {
        do {
            _ = try FileDescriptor.open("/nonexistent/\u{1B}[2Jnode", O_RDONLY)
            Issue.record("opened a missing path")
        } catch {
            #expect(error.errno == ENOENT)
            #expect(error.description == "open /nonexistent/\\u{1B}[2Jnode failed: No such file or directory (errno 2)")
        }
    }

    @Test func readsAndWritesGoThroughAPipe() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        let reader = FileDescriptor(adopting: ends[0]), writer = FileDescriptor(adopting: ends[1])
        try writer.writeAll(Array("panel".utf8))
        var bytes = [UInt8](repeating: 0, count: 8)
        let n = try reader.read(into: &bytes, from: 1)
        #expect(n == 5)
        #expect(Array(bytes[1...5]) == Array("panel".utf8))
        #expect(try reader.read(into: &bytes, from: 8) == 0)   // no room after the offset: nothing read
    }

    @Test func aFailedCallOnADescriptorIsOneSystemError() throws {
        let fd = try FileDescriptor.open("/dev/null", O_RDONLY)
        do { try fd.writeAll([1]); Issue.record("wrote to a read-only descriptor") } catch {
            #expect(error == SystemError(operation: "write", errno: EBADF))
        }
        errno = EMFILE
        do { _ = try FileDescriptor.checking(-1, call: "eventfd"); Issue.record("took -1 as a descriptor") } catch {
            #expect(error == SystemError(operation: "eventfd", errno: EMFILE))
        }
    }
}
