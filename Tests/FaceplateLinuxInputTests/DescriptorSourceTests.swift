import Testing
import Glibc
import Faceplate
@testable import FaceplateLinux

/// The app's own descriptors on the panel's loop: readiness, hang-up and error reported once, removal by
/// token, interest changes, and the AsyncSequence form.
@Suite @MainActor struct DescriptorSourceTests {
    final class Pair {
        var fds: [Int32] = [-1, -1]
        init(socket: Bool) {
            if socket { _ = socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) } else { _ = pipe(&fds) }
            for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        }
        var reader: Int32 { fds[0] }
        var writer: Int32 { fds[1] }
        func write(_ s: String) { _ = s.withCString { Glibc.write(writer, $0, strlen($0)) } }
        func closeWriter() { if fds[1] >= 0 { close(fds[1]); fds[1] = -1 } }
        deinit { for fd in fds where fd >= 0 { close(fd) } }
    }

    func drain(_ fd: Int32) -> Int {
        var buffer = [UInt8](repeating: 0, count: 256), total = 0
        while true { let n = read(fd, &buffer, buffer.count); if n <= 0 { return total }; total += n }
    }

    func app(on loop: EventLoop) -> Application {
        let app = Application()
        app.descriptorLoop = loop
        return app
    }

    @Test func dataThenEndOfFileFromAPipeAreReportedAndTheHangUpOnlyOnce() throws {
        let loop = try EventLoop()
        let app = app(on: loop)
        let pair = Pair(socket: false)
        var calls: [DescriptorEvents] = [], bytes = 0
        let source = try app.watch(fileDescriptor: pair.reader) { events in calls.append(events); bytes += self.drain(pair.reader) }
        pair.write("hello")
        loop.runOnce(timeoutMilliseconds: 1000)
        #expect(calls == [.readable] && bytes == 5)
        #expect(loop.runOnce(timeoutMilliseconds: 0) == 0)        // read dry: nothing more to say
        pair.write("ab")
        pair.closeWriter()
        loop.runOnce(timeoutMilliseconds: 1000)
        #expect(calls.count == 2 && calls[1].contains(.hangUp) && bytes == 7)
        #expect(!source.isValid)
        // A hung-up pipe stays "ready" for ever in epoll; the source was removed, so nothing spins.
        for _ in 0..<20 { #expect(loop.runOnce(timeoutMilliseconds: 0) == 0) }
        #expect(calls.count == 2)
    }

    @Test func aSocketPeerShuttingDownIsAHangUpOnceAndWritableFollowsTheInterest() throws {
        let loop = try EventLoop()
        let app = app(on: loop)
        let pair = Pair(socket: true)
        var calls: [DescriptorEvents] = []
        let source = try app.watch(fileDescriptor: pair.reader) { events in calls.append(events); _ = self.drain(pair.reader) }
        #expect(loop.runOnce(timeoutMilliseconds: 0) == 0)        // an idle socket: no wake-up
        source.interest = [.readable, .writable]                 // output queued: wait for room
        loop.runOnce(timeoutMilliseconds: 1000)
        #expect(calls == [.writable])
        source.interest = .readable                              // drained: back to reading only
        #expect(loop.runOnce(timeoutMilliseconds: 0) == 0)
        shutdown(pair.writer, Int32(SHUT_WR))
        loop.runOnce(timeoutMilliseconds: 1000)
        #expect(calls.count == 2 && calls[1].contains(.hangUp))
        for _ in 0..<20 { loop.runOnce(timeoutMilliseconds: 0) }
        #expect(calls.count == 2 && !source.isValid)
        #expect(throws: DescriptorError.invalidated) { try source.setInterest(.readable) }
    }

    @Test func invalidatingStopsTheCallbacksAndARemovedTokenNeverRemovesANewerRegistration() throws {
        let loop = try EventLoop()
        let app = app(on: loop)
        let first = Pair(socket: false)
        var firstCalls = 0
        let a = try app.watch(fileDescriptor: first.reader) { _ in firstCalls += 1; _ = self.drain(first.reader) }
        a.invalidate()
        a.invalidate()                                           // twice is harmless
        first.write("x")
        #expect(loop.runOnce(timeoutMilliseconds: 0) == 0 && firstCalls == 0)

        // A descriptor closed while registered, its number reused by a new one watched in turn: removing
        // the old registration must leave the new one alone.
        let second = Pair(socket: false)
        var stale = 0
        let old = try app.watch(fileDescriptor: second.reader) { _ in stale += 1 }
        let number = second.reader
        // dup2 closes the old pipe's read end and puts a new pipe's there in one step (no other
        // thread's open can take the number in between); epoll dropped the closed file by itself.
        var fresh: [Int32] = [-1, -1]
        #expect(pipe(&fresh) == 0)
        #expect(dup2(fresh[0], number) == number)
        close(fresh[0]); fresh[0] = number; second.fds[0] = -1
        defer { close(fresh[0]); close(fresh[1]) }
        _ = fcntl(fresh[0], F_SETFL, O_NONBLOCK)
        var newCalls = 0
        let new = try app.watch(fileDescriptor: fresh[0]) { _ in newCalls += 1; _ = self.drain(fresh[0]) }
        old.invalidate()
        _ = write(fresh[1], "y", 1)
        loop.runOnce(timeoutMilliseconds: 1000)
        #expect(newCalls == 1 && stale == 0 && new.isValid)
    }

    @Test func theLoopsOwnRegistrationsAreRemovedByTokenEvenWhenRemovedMidBatch() throws {
        let loop = try EventLoop()
        let p = Pair(socket: false), q = Pair(socket: false)
        var calls: [String] = []
        var second: LoopRegistration?
        try loop.watch(p.reader) { calls.append("p"); _ = self.drain(p.reader); if let s = second { loop.remove(s) } }
        second = try loop.watch(q.reader) { calls.append("q"); _ = self.drain(q.reader) }
        p.write("1"); q.write("2")
        loop.runOnce(timeoutMilliseconds: 1000)
        // Both were ready in one batch; whichever ran first, "q" ran at most before its removal.
        #expect(calls.contains("p"))
        let before = calls.count
        q.write("3")
        loop.runOnce(timeoutMilliseconds: 0)
        #expect(calls.count == before && !loop.isRegistered(second!))
    }

    @Test func regularFilesAndALoopLessApplicationAreClearErrors() throws {
        let loop = try EventLoop()
        let app = app(on: loop)
        let path = "/tmp/faceplate-descriptor-\(getpid())"
        let fd = open(path, O_CREAT | O_RDWR, 0o600)
        defer { close(fd); unlink(path) }
        do {
            _ = try app.watch(fileDescriptor: fd) { _ in }
            Issue.record("a regular file was accepted")
        } catch {
            #expect(error.description.contains("regular file"))
        }
        let driver = TestDriver()
        #expect(throws: DescriptorError.noLoop) { _ = try driver.application.watch(fileDescriptor: 0) { _ in } }
    }

    @Test func theAsyncSequenceFormDeliversEventsAndEndsAfterTheHangUp() async throws {
        let loop = try EventLoop()
        let app = app(on: loop)
        let pair = Pair(socket: false)
        let events = try app.events(ofFileDescriptor: pair.reader)
        let reader = pair.reader
        var got: [DescriptorEvents] = []
        let consumer = Task { @MainActor in
            for await e in events { got.append(e); _ = self.drain(reader) }
        }
        func settle() async { for _ in 0..<20 { await Task.yield() } }
        await settle()                                           // the consumer waits in next(): armed
        pair.write("abc")
        loop.runOnce(timeoutMilliseconds: 1000)
        await settle()
        #expect(got == [.readable])
        // One-shot while nobody waits: data arriving before the consumer asks again wakes nothing.
        pair.closeWriter()
        loop.runOnce(timeoutMilliseconds: 1000)
        await settle()
        await consumer.value                                     // the sequence ended after the hang-up
        #expect(got.count == 2 && got[1].contains(.hangUp))
        #expect(!events.source.isValid)
    }
}
