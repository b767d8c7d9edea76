#if canImport(Glibc)
import Glibc
#endif

/// The last input records and event-trace lines of a running app, kept in memory of a fixed size, for
/// a field bug to be replayed (``Application/flightRecorder``).
///
/// Everything is stored as the text lines of a flight recording (``FlightRecordingLine``), in a byte
/// ring allocated once by ``init(capacity:)``: recording formats a record into a fixed scratch line and
/// copies it in, dropping the oldest whole lines to make room, and allocates nothing. Because the ring
/// already holds the file's text, writing it out (``write(to:reason:)``) is two `write(2)` calls — what a
/// fatal-signal handler may do, where formatting or allocating is not allowed.
///
/// Trace lines are kept while the trace is on (the trace builds its strings, the recorder copies their
/// bytes); input records always. A replay of the records gives the trace again, so a recorder on a panel
/// that prints no trace still reproduces it.
public final class FlightRecorder: @unchecked Sendable {   // main thread only, but read by a signal handler
    /// The smallest ring: room for a few hundred records.
    public static let minimumCapacity = 4096
    /// The largest ring (64 MiB): a recorder sized beyond this is a typo, not a plan.
    public static let maximumCapacity = 64 << 20
    /// The longest line kept; a longer trace line is cut (a record line is never near it).
    public static let maximumLineLength = 512

    /// The ring's size in bytes.
    public let capacity: Int
    /// Where ``Application/saveFlightRecording(reason:)`` and the entry point's signal handlers write
    /// the lines; nil: they are only kept in memory.
    public var store: FlightRecordingStore?
    /// The ring; ``State`` says which part holds lines.
    private let ring: UnsafeMutablePointer<UInt8>
    /// Where the next line is formatted.
    private let scratch: UnsafeMutablePointer<UInt8>
    /// The ring's extent, behind a pointer so a signal handler reads it without the Swift runtime's
    /// exclusivity bookkeeping, and the indices it reads are always whole lines (``append(count:)``).
    private let state: UnsafeMutablePointer<State>

    struct State {
        /// Index of the oldest byte.
        var start = 0
        /// Bytes held.
        var count = 0
        /// Whether a batch began and its first record has been written (its `batch begin` line is out).
        var batchOpen = false
        /// Whether records are being read as one input batch.
        var inBatch = false
        /// Lines dropped to make room since the start.
        var droppedLines = 0
    }

    /// Makes a recorder with a ring of `capacity` bytes (``minimumCapacity`` to ``maximumCapacity``;
    /// nil outside it).
    public init?(capacity: Int) {
        guard capacity >= Self.minimumCapacity, capacity <= Self.maximumCapacity else { return nil }
        self.capacity = capacity
        ring = .allocate(capacity: capacity)
        ring.initialize(repeating: 0, count: capacity)
        scratch = .allocate(capacity: Self.maximumLineLength)
        scratch.initialize(repeating: 0, count: Self.maximumLineLength)
        state = .allocate(capacity: 1)
        state.initialize(to: State())
    }

    deinit {
        ring.deallocate()
        scratch.deallocate()
        state.deallocate()
    }

    /// Bytes held now.
    public var byteCount: Int { state.pointee.count }
    /// Lines dropped (oldest first) to make room since the recorder was made.
    public var droppedLines: Int { state.pointee.droppedLines }

    // MARK: Recording

    /// Keeps `record` (a `in …` line; inside an input batch, after a `batch begin` line).
    public func record(_ record: InputRecord) {
        if state.pointee.inBatch && !state.pointee.batchOpen {
            state.pointee.batchOpen = true
            appendLiteral("batch begin")
        }
        var line = FlightRecordingLine.Writer(scratch, capacity: Self.maximumLineLength)
        FlightRecordingLine.format(record, into: &line)
        append(count: line.count)
    }

    /// Keeps one event-trace line (`trace …`); control characters become `?` so it stays one line.
    public func recordTrace(_ text: String) {
        var line = FlightRecordingLine.Writer(scratch, capacity: Self.maximumLineLength)
        line.append("trace ")
        var text = text
        text.withUTF8 { bytes in
            for b in bytes { line.byte(b < 0x20 || b == 0x7f ? UInt8(ascii: "?") : b) }
        }
        append(count: line.count)
    }

    /// Input read together starts: its records are kept between `batch begin` and `batch end` (written
    /// only when it has records), so the replay coalesces them as the panel did.
    public func beginBatch() {
        state.pointee.inBatch = true
        state.pointee.batchOpen = false
    }

    /// The input batch ends.
    public func endBatch() {
        if state.pointee.batchOpen { appendLiteral("batch end") }
        state.pointee.inBatch = false
        state.pointee.batchOpen = false
    }

    /// Forgets every line.
    public func clear() {
        state.pointee.start = 0
        state.pointee.count = 0
    }

    private func appendLiteral(_ s: StaticString) {
        var line = FlightRecordingLine.Writer(scratch, capacity: Self.maximumLineLength)
        line.append(s)
        append(count: line.count)
    }

    /// Adds the `count` bytes of ``scratch`` and a newline: drops the oldest whole lines until they fit,
    /// copies, and only then counts the new line in, so a reader between the steps (a signal handler)
    /// sees whole lines.
    private func append(count: Int) {
        let size = count + 1
        scratch[count] = UInt8(ascii: "\n")
        let s = state
        while s.pointee.count + size > capacity { dropOldestLine() }
        var at = s.pointee.start + s.pointee.count
        if at >= capacity { at -= capacity }
        let first = min(size, capacity - at)
        (ring + at).update(from: scratch, count: first)
        if first < size { ring.update(from: scratch + first, count: size - first) }
        s.pointee.count += size
    }

    private func dropOldestLine() {
        let s = state
        var i = 0
        var at = s.pointee.start
        while i < s.pointee.count {
            let b = ring[at]
            i += 1
            at += 1
            if at == capacity { at = 0 }
            if b == UInt8(ascii: "\n") { break }
        }
        s.pointee.start = at
        s.pointee.count -= i
        s.pointee.droppedLines &+= 1
    }

    // MARK: Reading

    /// The lines held, oldest first, as one text (tests, a dump made in the normal flow).
    public var text: String {
        let s = state.pointee
        var bytes = [UInt8]()
        bytes.reserveCapacity(s.count)
        var at = s.start
        for _ in 0..<s.count {
            bytes.append(ring[at])
            at += 1
            if at == capacity { at = 0 }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes the lines held to `fd`, oldest first: at most two `write(2)` calls on the ring (more only
    /// for a short write), nothing else — callable from a signal handler. False when a write failed.
    public func writeLines(to fd: Int32) -> Bool {
        let s = state.pointee
        let first = min(s.count, capacity - s.start)
        guard FlightRecorder.writeAll(fd, ring + s.start, first) else { return false }
        return FlightRecorder.writeAll(fd, ring, s.count - first)
    }

    /// `write(2)` until `count` bytes are out (retrying short writes and EINTR); async-signal-safe.
    public static func writeAll(_ fd: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var done = 0
        while done < count {
            let n = write(fd, bytes + done, count - done)
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            if n == 0 { return false }
            done += n
        }
        return true
    }
}
