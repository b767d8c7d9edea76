import Faceplate

extension Application {
    /// The colours, metrics and fonts this application's widgets are made with (``Theme/current``
    /// while this is the running application): the app-wide appearance, as UIKit's appearance proxies
    /// are. ``Theme/standard`` until set; set it before making widgets — a widget keeps the theme it
    /// was made with.
    /// Its accent is the tint of views where none is set (``View/tintColor``).
    public var theme: Theme {
        get {
            sharedInstance(of: Theme.self) {
                defaultTintColorSource = Theme.standard
                return Theme.standard
            }
        }
        set {
            setSharedInstance(newValue, of: Theme.self)
            defaultTintColorSource = newValue
        }
    }
}
