/// The characters a US keyboard layout types for Linux evdev key codes, with and without shift, as
/// single-byte tables built once, so typing on a hardware keyboard looks up a byte instead of
/// walking strings.
enum HardwareKeyMap {
    static let leftShift: UInt32 = 42
    static let rightShift: UInt32 = 54
    static let capsLock: UInt32 = 58
    static let keypadEnter: UInt32 = 96

    /// Lower-case (unshifted) ASCII by key code; 0 for keys that type nothing.
    static let plain: [UInt8] = table(shifted: false)
    /// Shifted ASCII by key code.
    static let shifted: [UInt8] = table(shifted: true)

    private static func table(shifted: Bool) -> [UInt8] {
        var t = [UInt8](repeating: 0, count: 128)
        // evdev rows: 2... "1234567890-=", 16... "qwertyuiop[]", 30... "asdfghjkl;'`", 43... "\zxcvbnm,./".
        let rows: [(Int, String, String)] = [(2, "1234567890-=", "!@#$%^&*()_+"), (16, "qwertyuiop[]", "QWERTYUIOP{}"),
                                             (30, "asdfghjkl;'`", "ASDFGHJKL:\"~"), (43, "\\zxcvbnm,./", "|ZXCVBNM<>?")]
        for (start, lower, upper) in rows {
            for (k, byte) in (shifted ? upper : lower).utf8.enumerated() { t[start + k] = byte }
        }
        t[57] = 0x20   // space
        return t
    }

    /// One-character strings for every ASCII byte, made once: inserting one costs a retain, not a
    /// string construction.
    static let strings: [String] = (0..<128).map { String(Character(Unicode.Scalar(UInt8($0)))) }

    /// The ASCII byte `code` types, or 0. `upperCase` shifts letters (caps lock xor shift) and
    /// `symbols` shifts the rest (shift alone).
    static func byte(for code: UInt32, shift: Bool, capsLock: Bool) -> UInt8 {
        guard code < 128 else { return 0 }
        let lower = plain[Int(code)]
        let isLetter = lower >= 0x61 && lower <= 0x7A
        let useShifted = isLetter ? shift != capsLock : shift
        return useShifted ? shifted[Int(code)] : lower
    }
}
