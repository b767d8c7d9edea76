import Faceplate

extension Application {
    /// The colours, metrics and fonts this application's widgets are made with (``Theme/current``
    /// while this is the running application): the app-wide appearance, as UIKit's appearance proxies
    /// are. ``Theme/standard`` until set; set it before making widgets — a widget keeps the theme it
    /// was made with.
    /// Its accent is the tint of views where none is set (``View/tintColor``). It follows the
    /// application's ``Faceplate/Application/traitCollection``: the theme's default fonts take the text
    /// size and its colours the contrast (``Theme/apply(_:)``), before the views lay out and draw again.
    public var theme: Theme {
        get {
            sharedInstance(of: Theme.self) {
                adoptTheme(Theme.standard)
                return Theme.standard
            }
        }
        set {
            setSharedInstance(newValue, of: Theme.self)
            adoptTheme(newValue)
        }
    }

    /// Makes `theme` the tint source and keeps it at this application's traits. ``Theme/standard`` is
    /// shared by every application in the process, so no application's traits change it: an app that
    /// sets traits has a theme of its own (``ApplicationMain`` makes one; a test sets one).
    private func adoptTheme(_ theme: Theme) {
        defaultTintColorSource = theme
        if theme !== Theme.standard && theme.appliedTraits != traitCollection { theme.apply(traitCollection) }
        traitAppearanceUpdater = { [unowned self] traits in
            let theme = self.theme
            if theme !== Theme.standard { theme.apply(traits) }
        }
    }
}
