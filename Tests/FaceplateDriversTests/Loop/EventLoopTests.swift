import Testing
import Glibc
import Faceplate
import FaceplateDrivers

@Suite @MainActor struct EventLoopTests {
    @Test func readableFdRunsItsHandlerAndTimerFiresAtTheDeadline() throws {
        let loop = try EventLoop()
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        var reads = 0
        try loop.watch(fds[0]) { var b: UInt8 = 0; _ = read(fds[0], &b, 1); reads += 1 }
        var one: UInt8 = 7
        _ = write(fds[1], &one, 1)
        loop.runOnce(timeoutMilliseconds: 1000)
        #expect(reads == 1)

        var fired = false
        loop.onTimer = { fired = true }
        loop.setTimer(deadline: SystemClock().now + 0.02)
        #expect(loop.runOnce(timeoutMilliseconds: 0) == 0)      // not yet
        loop.runOnce(timeoutMilliseconds: 1000)
        #expect(fired)
    }

    @MainActor final class Counter { var n = 0 }

    @Test func postedWorkRunsOnTheLoop() throws {
        let loop = try EventLoop()
        let counter = Counter()
        let t = PThread { loop.post { counter.n += 1 } }
        t.join()
        loop.runOnce(timeoutMilliseconds: 1000)
        #expect(counter.n == 1)
    }

    @Test func sigtermArrivesAsAnEventNotADeath() throws {
        let loop = try EventLoop()
        var got: Int32 = 0
        loop.onSignal = { got = $0 }
        // Thread-directed: the test process has other threads that do not block SIGTERM (the CLI blocks
        // it before starting any), and a process-directed SIGTERM could be delivered to one of them.
        pthread_kill(pthread_self(), SIGTERM)
        loop.runOnce(timeoutMilliseconds: 1000)
        #expect(got == SIGTERM)
    }
}

/// A bare pthread, to post from another thread without Foundation.
final class PThread: @unchecked Sendable {
    private var handle = pthread_t()
    private let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) {
        self.body = body
        let box = Unmanaged.passRetained(self).toOpaque()
        pthread_create(&handle, nil, { raw in
            let me = Unmanaged<PThread>.fromOpaque(raw!).takeRetainedValue()
            me.body()
            return nil
        }, box)
    }
    func join() { pthread_join(handle, nil) }
}
