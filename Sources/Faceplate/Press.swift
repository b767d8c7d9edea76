/// A key or hardware button held down (UIKit's `UIPress`): keyboard keys, gpio-keys buttons, remote
/// buttons. Presses go to the first responder, or to the window when there is none.
@MainActor public final class Press {
    /// The phase of a press within an event.
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }
    /// Well-known buttons, as UIKit's `UIPress.PressType`.
    public enum PressType: Sendable, Equatable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause, pageUp, pageDown
        /// Any other key, by evdev code.
        case key
    }

    /// The pool slot.
    public nonisolated let index: Int
    /// The phase in the event being delivered.
    public internal(set) var phase: Phase = .cancelled
    /// The Linux evdev key code (`KEY_ENTER` = 28, `KEY_A` = 30, …).
    public internal(set) var keyCode: UInt32 = 0
    /// The button's kind.
    public internal(set) var type: PressType = .key
    /// When the press last changed.
    public internal(set) var timestamp: Double = 0
    /// The text a US layout types for the key (lower case; no modifiers), or "" for a non-character key.
    public var characters: String { KeyCodes.character(for: keyCode).map(String.init) ?? "" }

    init(index: Int) { self.index = index }
}

/// A set of presses delivered to responders (UIKit's `Set<UIPress>`), allocation-free like ``TouchSet``.
public struct PressSet: Sequence {
    let presses: ContiguousArray<Press>?
    /// One bit per press, by ``Press/index``.
    public let mask: UInt32
    /// How many presses.
    public var count: Int { mask.nonzeroBitCount }
    /// Whether there are none.
    public var isEmpty: Bool { mask == 0 }
    /// The lowest-index press.
    public var first: Press? { mask == 0 ? nil : presses?[mask.trailingZeroBitCount] }
    /// Iterates in index order.
    public struct Iterator: IteratorProtocol {
        let presses: ContiguousArray<Press>?
        var rest: UInt32
        public mutating func next() -> Press? {
            guard rest != 0, let presses else { return nil }
            let i = rest.trailingZeroBitCount
            rest &= rest - 1
            return presses[i]
        }
    }
    public func makeIterator() -> Iterator { Iterator(presses: presses, rest: mask) }
}

/// Linux evdev key codes Faceplate gives meaning to. `input-event-codes.h` defines them as macros;
/// a test pins the values.
public enum KeyCodes {
    public static let esc: UInt32 = 1
    public static let backspace: UInt32 = 14
    public static let tab: UInt32 = 15
    public static let enter: UInt32 = 28
    public static let space: UInt32 = 57
    public static let up: UInt32 = 103
    public static let pageUp: UInt32 = 104
    public static let left: UInt32 = 105
    public static let right: UInt32 = 106
    public static let down: UInt32 = 108
    public static let pageDown: UInt32 = 109
    public static let menu: UInt32 = 139
    public static let back: UInt32 = 158
    public static let playPause: UInt32 = 164
    public static let select: UInt32 = 0x161

    /// The well-known type of a key code.
    public static func pressType(for code: UInt32) -> Press.PressType {
        switch code {
        case up: .upArrow
        case down: .downArrow
        case left: .leftArrow
        case right: .rightArrow
        case enter, select: .select
        case esc, menu, back: .menu
        case playPause: .playPause
        case pageUp: .pageUp
        case pageDown: .pageDown
        default: .key
        }
    }

    // US layout rows by evdev code: 2...13 = "1234567890-=", 16...27 = "qwertyuiop[]",
    // 30...41 = "asdfghjkl;'`", 43...53 = "\\zxcvbnm,./".
    private static let rows: [(UInt32, String)] = [(2, "1234567890-="), (16, "qwertyuiop[]"), (30, "asdfghjkl;'`"), (43, "\\zxcvbnm,./")]

    /// The character a US layout types for `code` without modifiers.
    public static func character(for code: UInt32) -> Character? {
        if code == space { return " " }
        for (start, chars) in rows where code >= start && code < start + UInt32(chars.count) {
            return chars[chars.index(chars.startIndex, offsetBy: Int(code - start))]
        }
        return nil
    }
}
