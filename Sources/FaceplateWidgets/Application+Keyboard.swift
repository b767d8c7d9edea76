import Faceplate

extension Application {
    /// The on-screen keyboard this application's text fields use unless given another: one per
    /// application, as UIKit's keyboard is, made on first use and drawn with ``Theme/current``, in the
    /// layout of the application's ``languageCode``.
    /// Another application in the process (a second test driver) has its own. Set it to use a
    /// keyboard of your own (another theme, say) for every field that has not been given one.
    public var keyboard: KeyboardView {
        get {
            sharedInstance(of: KeyboardView.self) {
                let keyboard = KeyboardView()
                keyboard.follow(languageCode: languageCode)
                return keyboard
            }
        }
        set { setSharedInstance(newValue, of: KeyboardView.self) }
    }
}
