import Foundation
import Glibc
import Testing

/// Every command ends on SIGINT, SIGTERM and SIGHUP within 100 ms whatever it waits on — here, a file
/// that never comes: a recording or a board profile read from a FIFO whose writer is silent, or from a
/// silent standard input. `run` holds the termination signals blocked for its event loop, so its reads
/// watch for them (the run then fails, saying so); `trace` lets them through, so they end it by the signal.
@Suite(.serialized) struct SilentInputInterruptionTests {
    let logs: String
    init() throws { logs = try CLI.temporaryDirectory().path }

    /// A FIFO held open for writing by this process, which writes nothing.
    func silentFIFO() throws -> (path: String, writer: Int32) {
        let path = logs + "/silent.fifo"
        guard mkfifo(path, 0o600) == 0 || errno == EEXIST else { throw POSIXError(.EIO) }
        let writer = open(path, O_RDWR | O_CLOEXEC)   // read-write: opening does not wait for a reader
        guard writer >= 0 else { throw POSIXError(.EIO) }
        return (path, writer)
    }

    /// A pipe this process holds both ends of and writes nothing into; neither end reaches a child
    /// except as the standard input it is handed.
    func silentPipe() throws -> [Int32] {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw POSIXError(.EIO) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return fds
    }

    /// Whether `pid` sleeps in the kernel on a pipe (a read, a poll, a FIFO's open): it waits for the writer.
    func waitsOnInput(_ pid: pid_t) -> Bool {
        guard let wchan = try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8) else { return false }
        return ["pipe", "poll", "fifo", "wait_for_partner"].contains { wchan.contains($0) }
    }

    /// Starts `faceplate arguments` (standard input `stdin`), waits until it waits on its input, sends
    /// `signal` and expects it to end as `expected` within a second: a run that kept waiting for its input
    /// would take the whole 5 s, while a loaded 2-core machine can take a few hundred ms to schedule it.
    func expectEndsPromptly(_ arguments: [String], stdin: Int32? = nil, on signal: Int32, as expected: (Int32) -> Child.End,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let child = try Child.start(CLI.binary.path, arguments, logs: logs, stdin: stdin)
        let waiting = CLI.wait(upTo: 20) { waitsOnInput(child.pid) || child.end(block: false) != nil }
        #expect(waiting, "never waited on its input: \(child.stderr)", sourceLocation: sourceLocation)
        let start = Date()
        kill(child.pid, signal)
        var end: Child.End?
        while end == nil && Date().timeIntervalSince(start) < 5 {
            end = child.end(block: false)
            if end == nil { usleep(1_000) }
        }
        let elapsed = Date().timeIntervalSince(start)
        if end == nil { kill(child.pid, SIGKILL); _ = child.end() }
        #expect(end == expected(signal), "\(arguments.first ?? "") on signal \(signal): \(child.stderr)", sourceLocation: sourceLocation)
        #expect(elapsed < 1, "ended \(Int(elapsed * 1000)) ms after signal \(signal)", sourceLocation: sourceLocation)
    }

    static let signals = [SIGINT, SIGTERM, SIGHUP]

    @Test(arguments: signals) func aRunReplayingASilentFIFOEnds(signal: Int32) throws {
        let fifo = try silentFIFO()
        defer { close(fifo.writer) }
        try expectEndsPromptly(["run", "--scene", "demo", "--backend", "headless", "--out-dir", logs + "/frames", "--replay", fifo.path],
                               on: signal, as: { _ in .exited(1) })
        #expect(try String(contentsOfFile: logs + "/stderr", encoding: .utf8).contains("while waiting for data"))
    }

    @Test(arguments: signals) func aRunReplayingASilentStandardInputEnds(signal: Int32) throws {
        let pipeFDs = try silentPipe()
        defer { close(pipeFDs[0]); close(pipeFDs[1]) }
        try expectEndsPromptly(["run", "--scene", "demo", "--backend", "headless", "--out-dir", logs + "/frames", "--replay", "/dev/stdin"],
                               stdin: pipeFDs[0], on: signal, as: { _ in .exited(1) })
    }

    @Test(arguments: signals) func aTraceOfASilentFIFOEnds(signal: Int32) throws {
        let fifo = try silentFIFO()
        defer { close(fifo.writer) }
        try expectEndsPromptly(["trace", "--scene", "demo", "--replay", fifo.path], on: signal, as: { .signalled($0) })
    }

    @Test(arguments: signals) func aTraceOfASilentStandardInputEnds(signal: Int32) throws {
        let pipeFDs = try silentPipe()
        defer { close(pipeFDs[0]); close(pipeFDs[1]) }
        try expectEndsPromptly(["trace", "--scene", "demo", "--replay", "/dev/stdin"], stdin: pipeFDs[0], on: signal, as: { .signalled($0) })
    }

    @Test(arguments: signals) func infoWithASilentBoardProfileEnds(signal: Int32) throws {
        let fifo = try silentFIFO()
        defer { close(fifo.writer) }
        try expectEndsPromptly(["info", "--board", fifo.path], on: signal, as: { _ in .exited(1) })
    }
}
