import Glibc

/// A real mosquitto broker on 127.0.0.1, on a free port, with a generated configuration; stopped and
/// restarted by the tests, killed when released.
///
/// mosquitto is in scripts/debian-packages (build stage), so a missing broker is an error, not a skip.
final class TestBroker {
    let port: Int
    let directory: String
    private var pid: pid_t = 0
    private let executable: String

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    init() throws {
        guard let executable = TestBroker.findExecutable() else {
            throw Missing(description: "mosquitto is not installed: the MQTT tests need the broker (Debian package mosquitto, build stage of scripts/debian-packages; apt-get install mosquitto)")
        }
        self.executable = executable
        var template = Array("/tmp/faceplate-mqtt-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Missing(description: "mkdtemp failed") }
        directory = String(cString: made)
        port = try TestBroker.freePort()
        let user = geteuid() == 0 ? "user root\n" : ""
        let config = "listener \(port) 127.0.0.1\nallow_anonymous true\npersistence false\n\(user)log_dest stderr\n"
        try writeFile(directory + "/mosquitto.conf", config)
    }

    deinit {
        stop()
        _ = unlink(directory + "/mosquitto.conf")
        _ = unlink(directory + "/mosquitto.log")
        _ = rmdir(directory)
    }

    /// Starts the broker and waits (at most 5 s) until it accepts connections.
    func start() throws {
        precondition(pid == 0)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 2, directory + "/mosquitto.log", O_WRONLY | O_CREAT | O_APPEND, 0o600)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        // The test runner's blocked or ignored signals would be inherited: the broker must die of SIGTERM.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = [executable, "-c", directory + "/mosquitto.conf"]
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        let status = posix_spawn(&pid, executable, &actions, &attributes, &cArgs, environ)
        guard status == 0 else { throw Missing(description: "cannot start \(executable): \(String(cString: strerror(status)))") }
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(5)
        while clock.now < deadline {
            if TestBroker.accepts(port: port) { return }
            var waitStatus: Int32 = 0
            if waitpid(pid, &waitStatus, WNOHANG) == pid {
                pid = 0
                throw Missing(description: "mosquitto exited at start; its log is \(directory)/mosquitto.log")
            }
            usleep(20_000)
        }
        throw Missing(description: "mosquitto did not listen on 127.0.0.1:\(port) within 5 s")
    }

    /// Stops the broker (SIGTERM, then SIGKILL after 2 s) and reaps it.
    func stop() {
        guard pid > 0 else { return }
        kill(pid, SIGTERM)
        var waitStatus: Int32 = 0
        for _ in 0..<100 {
            if waitpid(pid, &waitStatus, WNOHANG) == pid { pid = 0; return }
            usleep(20_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &waitStatus, 0)
        pid = 0
    }

    private static func findExecutable() -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? ""
        for directory in path.split(separator: ":").map(String.init) + ["/usr/sbin", "/sbin"] {
            let candidate = directory + "/mosquitto"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// A port nothing listens on now (the kernel's choice for a socket bound to port 0).
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
                bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard bound else { throw Missing(description: "cannot find a free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func accepts(port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}

/// Writes `text` to `path` (mode 0600 unless given).
func writeFile(_ path: String, _ text: String, mode: mode_t = 0o600) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
    guard fd >= 0 else { throw TestBroker.Missing(description: "cannot write \(path)") }
    defer { close(fd) }
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress, $0.count) }
    fchmod(fd, mode)
}
