import Glibc

/// A fixed buffer that builds one output line and writes it with a single `write(2)`, unbuffered.
///
/// The panel loop prints latency lines from its hot path: `print` would build a `String` (heap) and go
/// through stdio's buffer, which holds lines back when standard output is a pipe, so a test reading the
/// output as it comes would wait for lines already "printed". This writes at once and allocates nothing.
public final class ConsoleLine {
    private let bytes: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var count = 0
    /// The descriptor lines go to.
    public let fd: Int32

    /// A line buffer of `capacity` bytes writing to `fd` (1: standard output).
    public init(fd: Int32 = 1, capacity: Int = 256) {
        self.fd = fd
        self.capacity = capacity
        bytes = .allocate(capacity: capacity)
    }

    deinit { bytes.deallocate() }

    /// Appends literal text; what does not fit is cut off.
    public func append(_ text: StaticString) {
        text.withUTF8Buffer { b in
            var i = 0
            while i < b.count && count < capacity { bytes[count] = b[i]; count += 1; i += 1 }
        }
    }

    /// Appends a string without copying it to the heap (its UTF-8 view is read in place).
    public func append(_ text: String) {
        var t = text
        t.withUTF8 { b in
            var i = 0
            while i < b.count && count < capacity { bytes[count] = b[i]; count += 1; i += 1 }
        }
    }

    /// Appends a non-negative whole number (negative numbers get a minus sign).
    public func append(_ value: Int) {
        var v = value
        if v < 0 { appendByte(45); v = -v }
        var digits = 1, p = 10
        while p <= v && digits < 19 { p *= 10; digits += 1 }
        var d = digits
        while d > 0 {
            p /= 10
            appendByte(UInt8(48 + (v / p) % 10))
            d -= 1
        }
    }

    /// Appends `value` with exactly `decimals` digits after the point (rounded).
    public func append(_ value: Double, decimals: Int) {
        guard value.isFinite else { append("nan"); return }
        var scale = 1
        var i = 0
        while i < decimals { scale *= 10; i += 1 }
        var scaled = Int((abs(value) * Double(scale)).rounded())
        if value < 0 && scaled != 0 { appendByte(45) }
        append(scaled / scale)
        guard decimals > 0 else { return }
        appendByte(46)
        scaled %= scale
        var p = scale / 10
        while p > 0 { appendByte(UInt8(48 + (scaled / p) % 10)); p /= 10 }
    }

    private func appendByte(_ b: UInt8) {
        if count < capacity { bytes[count] = b; count += 1 }
    }

    /// Writes the line and a newline, then empties the buffer.
    public func flush() {
        appendByte(10)
        if count == capacity { bytes[capacity - 1] = 10 }
        var done = 0
        while done < count {
            let n = write(fd, bytes + done, count - done)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            done += n
        }
        count = 0
    }

    /// The text built so far (for tests).
    public var text: String { String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self) }
}
