import Foundation
import Glibc
import Testing

/// The built `faceplate`, started the way a terminal starts it: SIGINT, SIGTERM and SIGHUP at their
/// default actions and unblocked, whatever the test runner inherited. Paths are absolute (the child
/// keeps the runner's working directory); output goes to files in `logs`, standard input is `stdin`
/// when given (else the runner's).
struct Child {
    let pid: pid_t
    let logs: String

    static func start(_ executable: String, _ arguments: [String], logs: String, stdin: Int32? = nil) throws -> Child {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let stdin { posix_spawn_file_actions_adddup2(&actions, stdin, 0) }
        posix_spawn_file_actions_addopen(&actions, 1, logs + "/stdout", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, logs + "/stderr", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), none = sigset_t()
        sigemptyset(&defaults); sigemptyset(&none)
        for s in [SIGINT, SIGTERM, SIGHUP, SIGXFSZ] { sigaddset(&defaults, s) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var pid: pid_t = 0
        let r = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard r == 0 else { throw POSIXError(POSIXErrorCode(rawValue: r) ?? .EIO) }
        return Child(pid: pid, logs: logs)
    }

    /// How it ended: `exit(n)` or the signal that killed it.
    enum End: Equatable { case exited(Int32), signalled(Int32) }

    /// Waits for the end (`block`), or returns nil while it still runs.
    func end(block: Bool = true) -> End? {
        var status: Int32 = 0
        let r = waitpid(pid, &status, block ? 0 : WNOHANG)
        guard r == pid else { return nil }
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }

    var stderr: String { (try? String(contentsOfFile: logs + "/stderr", encoding: .utf8)) ?? "" }
}

/// `trace` and `snapshot` end on Ctrl-C (and SIGTERM, SIGHUP) at once, by the signal, without a
/// half-written PNG or a temporary file left next to the user's file.
@Suite(.serialized) struct InterruptionTests {
    let work: String, logs: String
    static let old = Data("the user's old picture".utf8)

    init() throws {
        work = try CLI.temporaryDirectory().path
        logs = try CLI.temporaryDirectory().path
        try Self.old.write(to: URL(fileURLWithPath: work + "/out.png"))
    }

    /// Only the user's file is in the output directory, as it was.
    func expectOldFileAlone(_ child: Child) throws {
        #expect(try FileManager.default.contentsOfDirectory(atPath: work) == ["out.png"], Comment(rawValue: child.stderr))
        #expect(try Data(contentsOf: URL(fileURLWithPath: work + "/out.png")) == Self.old)
    }

    /// A replay of 40 000 taps (several seconds of work) is stopped by SIGINT shortly after it starts.
    @Test func ctrlCEndsATraceAndItsPNGIsNotWritten() throws {
        let fixture = try String(contentsOf: CLI.repository.appendingPathComponent("Tests/Fixtures/demo-taps.evemu"), encoding: .utf8)
        var text = fixture.split(separator: "\n").filter { !$0.hasPrefix("E:") }.joined(separator: "\n") + "\n"
        var t = 0.0
        for i in 0..<40_000 {
            let time = String(format: "%.6f", t), up = String(format: "%.6f", t + 0.05)
            text += "E: \(time) 0003 0039 \(i + 1)\nE: \(time) 0003 0035 \(100 + i * 37 % 600)\nE: \(time) 0003 0036 \(100 + i * 11 % 300)\n"
                + "E: \(time) 0001 014a 0001\nE: \(time) 0000 0000 0000\n"
                + "E: \(up) 0003 0039 -1\nE: \(up) 0001 014a 0000\nE: \(up) 0000 0000 0000\n"
            t += 0.35
        }
        let recording = logs + "/long.evemu"
        try text.write(toFile: recording, atomically: false, encoding: .utf8)
        let child = try Child.start(CLI.binary.path, ["trace", "--scene", "demo", "--replay", recording, "--out", work + "/out.png"], logs: logs)
        usleep(300_000)
        kill(child.pid, SIGINT)
        #expect(child.end() == .signalled(SIGINT), Comment(rawValue: "a shell reports 130; " + child.stderr))
        try expectOldFileAlone(child)
    }

    /// SIGINT while the PNG is being written (its temporary file exists): the write is abandoned, the
    /// temporary file removed, the old file kept, and the process ends by the signal.
    @Test func ctrlCWhileWritingKeepsTheOldFileAndRemovesTheTemporaryOne() throws {
        let child = try Child.start(CLI.binary.path, ["snapshot", "--scene", "demo", "--size", "4096x4096", "--out", work + "/out.png"], logs: logs)
        var sent = false
        while !sent {
            if let end = child.end(block: false) {
                Issue.record("snapshot ended (\(end)) before a temporary file appeared next to out.png: \(child.stderr)")
                return
            }
            if try FileManager.default.contentsOfDirectory(atPath: work).contains(where: { $0.hasPrefix(".out.png.") }) {
                kill(child.pid, SIGINT)
                sent = true
            } else {
                usleep(2_000)
            }
        }
        #expect(child.end() == .signalled(SIGINT), Comment(rawValue: child.stderr))
        try expectOldFileAlone(child)
    }

    /// SIGTERM ends a snapshot the same way (143 in a shell).
    @Test func sigtermEndsASnapshot() throws {
        let child = try Child.start(CLI.binary.path, ["snapshot", "--scene", "demo", "--size", "4096x4096", "--out", work + "/out.png"], logs: logs)
        usleep(200_000)
        kill(child.pid, SIGTERM)
        #expect(child.end() == .signalled(SIGTERM), Comment(rawValue: child.stderr))
        try expectOldFileAlone(child)
    }

    /// A write that fails for real part-way (past the file size limit: EFBIG) reports it and keeps the
    /// old file; nothing is left half-written.
    @Test func aFailedWriteKeepsTheOldFile() throws {
        // SIGXFSZ ignored, as `trap` leaves it for the exec'd command: the write then fails with EFBIG.
        let child = try Child.start("/bin/sh", ["-c", "ulimit -f 4; trap '' XFSZ; exec \"$0\" snapshot --scene demo --out \"$1\"",
                                                CLI.binary.path, work + "/out.png"], logs: logs)
        #expect(child.end() == .exited(1))
        #expect(child.stderr == "faceplate: cannot write \(work)/out.png: File too large; the file there is unchanged\n")
        try expectOldFileAlone(child)
    }
}
