/// The application's trait collection and the widgets' hook for it, kept with the application.
final class TraitSetting {
    var traits = TraitCollection()
    /// Runs first on a change, before any view hears of it (see ``Application/traitAppearanceUpdater``).
    var appearanceUpdater: (@MainActor (TraitCollection) -> Void)?
}

extension Application {
    /// The traits the panel is drawn with: its text size and contrast (UIKit's screen trait
    /// collection, which every view inherits). A kiosk sets them from its board profile (`textSize`,
    /// `highContrast`) at launch; setting them later lays out and redraws every window and calls
    /// ``View/traitCollectionDidChange(_:)`` on each view, as UIKit does when the user changes the
    /// setting.
    public var traitCollection: TraitCollection {
        get { traitSetting.traits }
        set {
            let setting = traitSetting
            let previous = setting.traits
            guard previous != newValue else { return }
            setting.traits = newValue
            setting.appearanceUpdater?(newValue)
            for w in windows {
                w.drawsHighContrast = newValue.accessibilityContrast == .high
                w.traitCollectionDidChangeInSubtree(previous)
            }
        }
    }

    /// How large text is drawn (UIKit's `UIApplication.preferredContentSizeCategory`); settable here,
    /// as the panel has no Settings app. Default ``ContentSizeCategory/large``.
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { traitCollection.preferredContentSizeCategory }
        set { traitCollection.preferredContentSizeCategory = newValue }
    }

    /// Whether colours are drawn with high contrast (the setting behind UIKit's
    /// `UIAccessibility.isDarkerSystemColorsEnabled`). Default ``AccessibilityContrast/normal``.
    public var accessibilityContrast: AccessibilityContrast {
        get { traitCollection.accessibilityContrast }
        set { traitCollection.accessibilityContrast = newValue }
    }

    /// Called with the new traits before views hear of a change: the widgets' theme rescales its fonts
    /// and switches its colours here, so every view that then lays out and draws sees the new ones.
    package var traitAppearanceUpdater: (@MainActor (TraitCollection) -> Void)? {
        get { traitSetting.appearanceUpdater }
        set { traitSetting.appearanceUpdater = newValue }
    }

    private var traitSetting: TraitSetting { sharedInstance(of: TraitSetting.self) { TraitSetting() } }
}
