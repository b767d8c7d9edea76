import FaceplateMQTT
import Glibc

/// The tests' event loop: poll() on the connections' sockets (for writing while they want it), and their
/// ticks when due; what the panel's loop does with descriptor watches and a timer.
func pump(_ connections: [MQTTConnection], timeout: Duration, until condition: () -> Bool) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
        if condition() { return true }
        let now = clock.now
        if now >= deadline { return false }
        for connection in connections where connection.nextTick <= now { connection.handleTick(now: now) }
        if condition() { return true }
        var fds: [pollfd] = []
        var owners: [MQTTConnection] = []
        var wake = deadline
        for connection in connections {
            wake = min(wake, max(connection.nextTick, now))
            let interest = connection.interest
            guard interest.descriptor >= 0 else { continue }
            fds.append(pollfd(fd: interest.descriptor, events: Int16(POLLIN) | (interest.wantsWrite ? Int16(POLLOUT) : 0), revents: 0))
            owners.append(connection)
        }
        let (seconds, attoseconds) = (wake - now).components
        let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
        let ready = poll(&fds, nfds_t(fds.count), milliseconds)
        guard ready > 0 else { continue }
        for (index, entry) in fds.enumerated() {
            if entry.revents & Int16(POLLOUT) != 0 { owners[index].handleWritable() }
            if entry.revents & (Int16(POLLIN) | Int16(POLLHUP) | Int16(POLLERR)) != 0 { owners[index].handleReadable() }
        }
    }
}

/// Log lines collected by a test.
final class LogLines {
    var lines: [String] = []
    var sink: MQTTLogSink { { [unowned self] line in lines.append(line) } }
    func count(containing text: String) -> Int { lines.filter { $0.contains(text) }.count }
}
