import Faceplate
import FaceplateGraphics

extension Theme {
    /// The colours of one style at one contrast.
    ///
    /// The high-contrast colours keep each role's hue and move it away from the background: text and
    /// secondary text reach at least 7:1 against the background and the accent at least 4.5:1 (WCAG's
    /// enhanced and minimum text contrast), lines and tracks at least 3:1 (WCAG's non-text contrast),
    /// as UIKit's "Increase Contrast" darkens its colours on light backgrounds and lightens them on dark.
    struct Palette {
        var background, surface, primary, primaryPressed, onPrimary, text, secondaryText: Color
        var track, switchOffTrack, knob, separator, shadow: Color

        init(style: Style, contrast: AccessibilityContrast) {
            switch (style, contrast == .high) {
            case (.light, false):
                background = Color(hex: 0xFFFFFF); surface = Color(hex: 0xF5F5F5)
                primary = Color(hex: 0x2196F3); primaryPressed = Color(hex: 0x1565C0); onPrimary = .white
                text = Color(hex: 0x212121); secondaryText = Color(hex: 0x616161)
                track = Color(hex: 0xBBDEFB); switchOffTrack = Color(hex: 0xD6D6D6); knob = .white
                separator = Color(hex: 0xE0E0E0); shadow = Color(hex: 0x000000, alpha: 51)
            case (.light, true):
                background = Color(hex: 0xFFFFFF); surface = Color(hex: 0xEDEDED)
                primary = Color(hex: 0x0D47A1); primaryPressed = Color(hex: 0x082C63); onPrimary = .white
                text = Color(hex: 0x000000); secondaryText = Color(hex: 0x3A3A3A)
                track = Color(hex: 0x6B8CC0); switchOffTrack = Color(hex: 0x767676); knob = .white
                separator = Color(hex: 0x767676); shadow = Color(hex: 0x000000, alpha: 90)
            case (.dark, false):
                background = Color(hex: 0x121212); surface = Color(hex: 0x1E1E1E)
                primary = Color(hex: 0x42A5F5); primaryPressed = Color(hex: 0x1E88E5); onPrimary = Color(hex: 0x0D1B2A)
                text = Color(hex: 0xECECEC); secondaryText = Color(hex: 0xA8A8A8)
                track = Color(hex: 0x2C4A66); switchOffTrack = Color(hex: 0x4A4A4A); knob = Color(hex: 0xF0F0F0)
                separator = Color(hex: 0x333333); shadow = Color(hex: 0x000000, alpha: 110)
            case (.dark, true):
                background = Color(hex: 0x000000); surface = Color(hex: 0x1A1A1A)
                primary = Color(hex: 0x90CAF9); primaryPressed = Color(hex: 0x64B5F6); onPrimary = Color(hex: 0x000000)
                text = Color(hex: 0xFFFFFF); secondaryText = Color(hex: 0xD0D0D0)
                track = Color(hex: 0x5F86AD); switchOffTrack = Color(hex: 0x8A8A8A); knob = Color(hex: 0xFFFFFF)
                separator = Color(hex: 0x8A8A8A); shadow = Color(hex: 0x000000, alpha: 160)
            }
        }
    }
}
