import Faceplate

/// The language setting of one application, kept with it (see ``Faceplate/Application/languageCode``).
final class LanguageSetting {
    var code: String
    init(code: String) { self.code = code }
}

extension Application {
    /// The application's language, a POSIX or BCP 47 code ("en", "de_DE", "fr-CA"). Unless set, it is
    /// the process's locale from `LC_ALL`, `LC_MESSAGES` or `LANG` (POSIX's order), "en" for "C",
    /// "POSIX" or none. The on-screen keyboard follows it: setting it switches the keyboard to the
    /// language's layout (German QWERTZ, French AZERTY, else US), with US one key away.
    public var languageCode: String {
        get { sharedInstance(of: LanguageSetting.self) { LanguageSetting(code: Application.environmentLanguage()) }.code }
        set {
            sharedInstance(of: LanguageSetting.self) { LanguageSetting(code: newValue) }.code = newValue
            keyboard.follow(languageCode: newValue)
            // UIKit: the interface's direction is the app language's (Arabic mirrors the layout).
            userInterfaceLayoutDirection = UserInterfaceLayoutDirection(languageCode: newValue)
        }
    }
}
