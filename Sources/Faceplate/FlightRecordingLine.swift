/// The text of one line of a flight recording, written without allocating (``FlightRecorder``).
///
/// A flight recording is a text file of lines:
///
/// ```
/// faceplate-flight-recording 1
/// app thermostat
/// version 1.4.2
/// board Raspberry Pi Touch Display 2 (boards/rpi-touch-display-2.json)
/// size 800x480
/// reason signal SIGSEGV
/// in down 0 4074f00000000000 4063600000000000 408f4021cac08312
/// in frame 408f4021cac08312
/// trace frame #1 began (335.0, 155.0)
/// batch begin
/// in move 0 4075000000000000 4063600000000000 408f4022d0e56042
/// in frame 408f4022d0e56042
/// batch end
/// ```
///
/// The header (magic, `app`, `version`, `board`, `size` — the window's logical size —, `reason`) comes first; then `in` lines, one per
/// ``InputRecord`` (`down SLOT X Y T`, `move SLOT X Y T`, `up SLOT T`, `cancel SLOT T`, `frame T`,
/// `key CODE 1|0 T`), `batch begin` / `batch end` around records the panel read as one input batch, and
/// `trace` lines, the event trace as the panel printed it. X, Y and T are the IEEE-754 bit patterns of
/// the record's `Double`s in 16 hexadecimal digits: exact, so the replay sees the very numbers the panel
/// saw. Slots and key codes are decimal.
public enum FlightRecordingLine {
    /// The first line of every flight recording.
    public static let magic: StaticString = "faceplate-flight-recording 1"

    /// Writes bytes into fixed memory, dropping what does not fit (a line is cut, never overrun).
    public struct Writer {
        @usableFromInline let base: UnsafeMutablePointer<UInt8>
        @usableFromInline let capacity: Int
        /// Bytes written so far.
        public private(set) var count = 0

        /// Writes into `base`, at most `capacity − 1` bytes (the last byte is kept for a newline).
        public init(_ base: UnsafeMutablePointer<UInt8>, capacity: Int) {
            self.base = base
            self.capacity = capacity - 1
        }

        /// One byte.
        public mutating func byte(_ b: UInt8) {
            guard count < capacity else { return }
            base[count] = b
            count += 1
        }

        /// A static string's bytes.
        public mutating func append(_ s: StaticString) {
            let p = s.utf8Start
            for i in 0..<s.utf8CodeUnitCount { byte(p[i]) }
        }

        /// A decimal integer.
        public mutating func decimal(_ value: Int) {
            if value < 0 { byte(UInt8(ascii: "-")) }
            var magnitude = value.magnitude
            var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)   // 20 digits fit; kept on the stack
            var n = 0
            withUnsafeMutableBytes(of: &digits) { raw in
                repeat {
                    raw[n] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                    magnitude /= 10
                    n += 1
                } while magnitude > 0
                while n > 0 { n -= 1; byte(raw[n]) }
            }
        }

        /// 16 lowercase hexadecimal digits of `value`.
        public mutating func hex(_ value: UInt64) {
            var shift = 60
            while shift >= 0 {
                let nibble = UInt8((value >> UInt64(shift)) & 0xf)
                byte(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10)
                shift -= 4
            }
        }

        /// A `Double` as its exact bit pattern.
        public mutating func exact(_ value: Double) { hex(value.bitPattern) }
    }

    /// Writes the `in …` line of `record` (without its newline).
    public static func format(_ record: InputRecord, into line: inout Writer) {
        func space() { line.byte(UInt8(ascii: " ")) }
        switch record {
        case let .touchDown(slot, location, time):
            line.append("in down "); line.decimal(slot); space()
            line.exact(location.x); space(); line.exact(location.y); space(); line.exact(time)
        case let .touchMotion(slot, location, time):
            line.append("in move "); line.decimal(slot); space()
            line.exact(location.x); space(); line.exact(location.y); space(); line.exact(time)
        case let .touchUp(slot, time):
            line.append("in up "); line.decimal(slot); space(); line.exact(time)
        case let .touchCancel(slot, time):
            line.append("in cancel "); line.decimal(slot); space(); line.exact(time)
        case let .frame(time):
            line.append("in frame "); line.exact(time)
        case let .key(code, pressed, time):
            line.append("in key "); line.decimal(Int(code)); line.append(pressed ? " 1 " : " 0 "); line.exact(time)
        }
    }
}
