import FaceplateLinux

/// What the screen reader says for the home screen's controls whose look says nothing in words — the
/// − and + glyphs, the dial, the big setpoint — in the app's language (English, or German for "de").
struct SpokenLabels {
    let lower: String, raise: String, setpoint: String

    init(languageCode: String) {
        if languageCode.hasPrefix("de") {
            lower = "Solltemperatur senken"; raise = "Solltemperatur erhöhen"; setpoint = "Solltemperatur"
        } else {
            lower = "Lower setpoint"; raise = "Raise setpoint"; setpoint = "Setpoint"
        }
    }

    /// Labels `home`'s controls. The big setpoint is hidden from the reader: the dial says it (its value
    /// is the setpoint as shown, set by ``HomeController/refresh()``) and adjusts it; so is the
    /// "double-tap to reset" hint, a gesture the reader's double tap (one tap on the element) cannot make.
    @MainActor func apply(to home: HomeController) {
        home.down.accessibilityLabel = lower
        home.up.accessibilityLabel = raise
        home.dial.accessibilityLabel = setpoint
        home.setpointLabel.accessibilityElementsHidden = true     // the dial says the same, and adjusts
        home.hint.accessibilityElementsHidden = true
    }
}
