/// The letter arrangement of the on-screen keyboard's first layer, per market.
public enum KeyboardLayout: String, Sendable, CaseIterable {
    /// US English QWERTY.
    case us
    /// German QWERTZ, with ü, ö and ä where a German keyboard has them.
    case german
    /// French AZERTY.
    case french

    /// The layout for a language code ("de", "de_AT", "fr-CA"); US for any other language (no
    /// layout of its own here, and no input method: a CJK one is not part of this keyboard).
    public init(languageCode: String) {
        let primary = languageCode.lowercased().prefix(2)
        switch primary {
        case "de": self = .german
        case "fr": self = .french
        default: self = .us
        }
    }

    /// The three rows of letters (lower case), as iOS's keyboards for these languages arrange them.
    var letterRows: (String, String, String) {
        switch self {
        case .us: return ("qwertyuiop", "asdfghjkl", "zxcvbnm")
        case .german: return ("qwertzuiopü", "asdfghjklöä", "yxcvbnm")
        case .french: return ("azertyuiop", "qsdfghjklm", "wxcvbn'")
        }
    }

    /// What the layout-switch key shows while this layout is active.
    public var shortName: String {
        switch self {
        case .us: return "EN"
        case .german: return "DE"
        case .french: return "FR"
        }
    }
}

/// Which keys a text field wants (UIKit's `UIKeyboardType`, the cases a panel needs).
public enum KeyboardType: Sendable, CaseIterable {
    /// Letters, with the numbers and symbols layers a key away.
    case `default`
    /// Digits 0–9 on a phone-style pad, with backspace and return.
    case numberPad
    /// Digits and a decimal point on a phone-style pad, with backspace (UIKit's `.decimalPad`).
    case decimalPad
    /// Digits and `+` on a phone-style pad, with backspace (UIKit's `.phonePad`; its `*` and `#` layer is missing).
    case phonePad
    /// Letters with `@` and `.` beside the space bar (UIKit's `.emailAddress`).
    case emailAddress
}
