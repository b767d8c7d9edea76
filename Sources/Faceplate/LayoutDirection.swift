/// Which way an interface reads (UIKit's `UIUserInterfaceLayoutDirection`): leading is left in a
/// left-to-right interface and right in a right-to-left one.
public enum UserInterfaceLayoutDirection: Sendable, Hashable {
    /// Leading is left (English, 中文, Deutsch).
    case leftToRight
    /// Leading is right (العربية, עברית, فارسی).
    case rightToLeft

    /// The direction of the language `code` ("ar", "he_IL", "fa-IR"): right to left for the languages
    /// written in the Arabic, Hebrew, Thaana and Syriac scripts by default (UIKit takes it from the
    /// app's localization the same way, `NSLocale.characterDirection(forLanguage:)`), left to right for
    /// every other code.
    public init(languageCode code: String) {
        var primary = ""
        for c in code.unicodeScalars {
            if c == "_" || c == "-" || c == "." || c == "@" { break }
            primary.unicodeScalars.append(c)
        }
        switch primary.lowercased() {
        case "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "ps", "sd", "syr", "ug", "ur", "yi": self = .rightToLeft
        default: self = .leftToRight
        }
    }
}

/// How a view's content is laid out when the interface runs right to left (UIKit's
/// `UISemanticContentAttribute`).
public enum SemanticContentAttribute: Sendable, Hashable {
    /// Follows the interface: mirrored in a right-to-left one (the default).
    case unspecified
    /// Playback controls (play, rewind, fast forward): never mirrored — time runs left to right.
    case playback
    /// Directional controls (a D-pad, text alignment): never mirrored — left means left.
    case spatial
    /// Always left to right, this view and the views inside it.
    case forceLeftToRight
    /// Always right to left, this view and the views inside it.
    case forceRightToLeft
}
