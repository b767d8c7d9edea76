import Faceplate

/// What the text views (``TextField``, ``TextView``) share about being typed into: which input view
/// the window docks while they are first responder, and the modifier state of a hardware keyboard
/// whose keys they turn into ``TextInput`` calls.
@MainActor struct TextInputState {
    /// Whether ``inputView(in:)`` is still the application's keyboard (the app has set none).
    private var usesApplicationKeyboard = true
    private var storedInputView: View?
    private var shiftKeysDown = 0
    private var capsLock = false

    /// The input view for a responder in `window`: the application's keyboard unless one was set
    /// (nil while the responder is in no window).
    func inputView(in window: Window?) -> View? {
        usesApplicationKeyboard ? window?.application.keyboard : storedInputView
    }

    /// Sets the input view: `view`, or nil for hardware keys only.
    mutating func setInputView(_ view: View?) {
        usesApplicationKeyboard = false
        storedInputView = view
    }

    /// Before becoming first responder: shows `type`'s keys on the application's keyboard, when that
    /// is the input view.
    func prepareKeyboard(_ type: KeyboardType, in window: Window?) {
        if usesApplicationKeyboard, let app = window?.application { app.keyboard.keyboardType = type }
    }

    /// Editing ended: held shift keys no longer count.
    mutating func endEditing() { shiftKeysDown = 0 }

    /// What key `code` types (a US layout, shift and caps lock honoured; backspace, return and keypad
    /// enter), noting modifier keys. The caller performs it with ``TextInput/performHardwareKey(_:)`` once this
    /// state is no longer being changed: performing may end editing, which changes it again.
    mutating func action(forKeyDown code: UInt32) -> HardwareKeyAction {
        switch code {
        case KeyCodes.backspace: return .deleteBackward
        case KeyCodes.enter, HardwareKeyMap.keypadEnter: return .returnKey
        case HardwareKeyMap.leftShift, HardwareKeyMap.rightShift: shiftKeysDown += 1; return .consumed
        case HardwareKeyMap.capsLock: capsLock.toggle(); return .consumed
        default:
            let byte = HardwareKeyMap.byte(for: code, shift: shiftKeysDown > 0, capsLock: capsLock)
            return byte == 0 ? .ignored : .insert(HardwareKeyMap.strings[Int(byte)])
        }
    }

    /// Notes the release of key `code`. Returns false for keys whose release belongs up the chain:
    /// every key but shift while not `editing`, and keys that type nothing.
    mutating func keyUp(_ code: UInt32, editing: Bool) -> Bool {
        if code == HardwareKeyMap.leftShift || code == HardwareKeyMap.rightShift {
            shiftKeysDown = Swift.max(0, shiftKeysDown - 1)
            return true
        }
        return editing && TextInputState.handles(code)
    }

    private static func handles(_ code: UInt32) -> Bool {
        code == KeyCodes.backspace || code == KeyCodes.enter || code == HardwareKeyMap.keypadEnter
            || code == HardwareKeyMap.capsLock || HardwareKeyMap.byte(for: code, shift: false, capsLock: false) != 0
    }

    /// Notes the releases of `presses`; returns whether any belong up the responder chain.
    mutating func pressesEnded(_ presses: PressSet, editing: Bool) -> Bool {
        var forward = false
        for press in presses where !keyUp(press.keyCode, editing: editing) { forward = true }
        return forward
    }
}

/// What a hardware key press does to a ``TextInput``.
enum HardwareKeyAction {
    /// Types the string.
    case insert(String)
    /// Deletes backward.
    case deleteBackward
    /// Presses return.
    case returnKey
    /// A modifier the state noted; nothing to type.
    case consumed
    /// A key that types nothing: it goes up the responder chain.
    case ignored
}

extension TextInput {
    /// Performs `action`; returns false when the key was not one for text (it goes up the chain).
    func performHardwareKey(_ action: HardwareKeyAction) -> Bool {
        switch action {
        case .insert(let s): insertText(s)
        case .deleteBackward: deleteBackward()
        case .returnKey: returnKeyPressed()
        case .consumed: break
        case .ignored: return false
        }
        return true
    }
}

extension Canvas {
    /// The insertion caret (UIKit's: a bar two points wide) at `x` on the line box from `lineTop`,
    /// `lineHeight` tall, a point shorter at each end.
    mutating func drawCaret(x: Double, lineTop: Double, lineHeight: Double, color: Color) {
        fill(Rect(x: x, y: lineTop + 1, width: TextInputState.caretWidth, height: lineHeight - 2), color: color)
    }
}

extension TextInputState {
    /// The caret's width in points.
    nonisolated static let caretWidth: Double = 2
}
