import Foundation
import Testing

/// Runs one of the package's built executables (they sit next to the test bundle, as ``CLI/binary``
/// does) in a temporary directory of its own, and collects what it printed.
struct BuiltExecutable {
    /// How a run ended: its output (standard output and error, interleaved as written), its exit
    /// status (the signal's number when a signal ended it), whether a signal did, whether it had to be
    /// killed at the deadline, and the files it left in its directory (paths relative to it).
    struct Run {
        var text: String
        var status: Int32
        var signalled: Bool
        var timedOut: Bool
        var files: Set<String>
    }

    /// The executable `name` of this build.
    let url: URL

    /// The executable `name`, built next to `faceplate`.
    init(_ name: String) {
        url = CLI.binary.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Runs it with `arguments` until it ends, or until `stopWhen` appears in its output (it is then
    /// sent SIGTERM); killed after `deadline` seconds, which a working run never comes near. It runs in
    /// `directory` (kept), or in a temporary directory of its own (removed); `environment` is added to
    /// the test's.
    func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
             stopWhen: String? = nil, deadline: Double = 20) throws -> Run {
        let dir = directory ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("\(url.lastPathComponent)-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { if directory == nil { try? FileManager.default.removeItem(at: dir) } }
        let p = Process()
        p.executableURL = url
        p.arguments = arguments
        p.currentDirectoryURL = dir
        if !environment.isEmpty { p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        // A file, not a pipe: a broken app that says too much must not block on a full pipe that nobody
        // reads until it exits. Its own name: runs may share a directory.
        let log = dir.appendingPathComponent(directory == nil ? "output.txt" : "output-\(UUID().uuidString).txt")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let out = try FileHandle(forWritingTo: log)
        p.standardOutput = out
        p.standardError = out
        try p.run()
        var waited = 0.0, signalled = false
        while p.isRunning && waited < deadline {
            usleep(20_000); waited += 0.02
            if let stopWhen, !signalled,
               String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self).contains(stopWhen) {
                kill(p.processIdentifier, SIGTERM)
                signalled = true
            }
        }
        let timedOut = p.isRunning
        if timedOut { p.terminate() }
        p.waitUntilExit()
        try out.close()
        var files = Set<String>()
        let base = dir.standardizedFileURL.path + "/"
        if let walk = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil) {
            for case let file as URL in walk {
                let path = file.standardizedFileURL.path
                if path.hasPrefix(base) { files.insert(String(path.dropFirst(base.count))) }
            }
        }
        return Run(text: String(decoding: try Data(contentsOf: log), as: UTF8.self),
                   status: p.terminationStatus, signalled: p.terminationReason == .uncaughtSignal,
                   timedOut: timedOut, files: files)
    }
}
