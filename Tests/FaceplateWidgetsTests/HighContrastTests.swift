import Testing
import Glibc
import Faceplate
import FaceplateWidgets
import FaceplateTestSupport

/// High contrast, UIKit's way: the trait, `isDarkerSystemColorsEnabled`, the theme's and the system
/// colours' high-contrast values, and widgets that draw in them.
@Suite @MainActor struct HighContrastTests {
    /// WCAG's contrast ratio of two opaque colours.
    func contrast(_ a: Color, _ b: Color) -> Double {
        func luminance(_ c: Color) -> Double {
            func channel(_ v: UInt8) -> Double {
                let s = Double(v) / 255
                return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
        }
        let (x, y) = (luminance(a), luminance(b))
        return (Swift.max(x, y) + 0.05) / (Swift.min(x, y) + 0.05)
    }

    @Test func theTraitTurnsOnDarkerSystemColors() throws {
        let driver = TestDriver(size: Size(100, 100))
        driver.application.theme = try Theme(style: .light)
        #expect(!Accessibility.isDarkerSystemColorsEnabled)
        #expect(driver.window.traitCollection.accessibilityContrast == .normal)
        driver.application.accessibilityContrast = .high
        #expect(Accessibility.isDarkerSystemColorsEnabled)
        #expect(driver.window.traitCollection.accessibilityContrast == .high)
        #expect(TraitCollection(accessibilityContrast: .high).hasDifferentColorAppearance(comparedTo: TraitCollection()))
    }

    @Test(arguments: Theme.Style.allCases) func theThemesHighContrastColoursMeetWCAG(style: Theme.Style) throws {
        let driver = TestDriver(size: Size(100, 100))
        let theme = try Theme(style: style)
        driver.application.theme = theme
        let normalText = theme.text, normalSeparator = theme.separator
        driver.application.accessibilityContrast = .high
        #expect(theme.text != normalText && theme.separator != normalSeparator)
        #expect(contrast(theme.text, theme.background) >= 7)
        #expect(contrast(theme.secondaryText, theme.background) >= 7)
        #expect(contrast(theme.primary, theme.background) >= 4.5)
        #expect(contrast(theme.onPrimary, theme.primary) >= 4.5)
        #expect(contrast(theme.separator, theme.background) >= 3)
        #expect(contrast(theme.track, theme.background) >= 3)
        #expect(contrast(theme.switchOffTrack, theme.background) >= 3)
        #expect(Color.label == theme.text && Color.secondaryLabel == theme.secondaryText && Color.separator == theme.separator)
        driver.application.accessibilityContrast = .normal
        #expect(theme.text == normalText && theme.separator == normalSeparator, "back to the ordinary colours")
    }

    @Test func systemColorsResolveToTheirHighContrastValues() {
        let high = TraitCollection(accessibilityContrast: .high)
        #expect(Color.systemBlue.resolvedColor(with: high) == Color(hex: 0x0040DD))
        #expect(Color.systemRed.resolvedColor(with: high) == Color(hex: 0xD70015))
        #expect(Color.systemGray.resolvedColor(with: high) == Color(hex: 0x6C6C70))
        #expect(Color.systemBlue.resolvedColor(with: TraitCollection()) == .systemBlue)
        #expect(Color.white.resolvedColor(with: high) == .white, "a colour that is no system colour is itself")
        for (normal, dark) in Color.systemColorsWithHighContrast {
            #expect(contrast(dark, .white) > contrast(normal, .white), "darker on white: \(normal)")
        }
    }

    @Test func widgetsDrawInTheHighContrastColours() throws {
        let driver = makeDriver(width: 200, height: 60)
        let theme = try Theme(style: .light)
        driver.application.theme = theme
        let label = Label(text: "█", frame: Rect(0, 0, 200, 60))
        label.textAlignment = .center
        driver.window.addSubview(label)
        let normal = render(driver).color(x: 100, y: 30)
        driver.application.accessibilityContrast = .high
        let high = render(driver).color(x: 100, y: 30)
        #expect(normal == Color(hex: 0x212121))
        #expect(high == Color(hex: 0x000000), "the label redrew in the high-contrast text colour")
    }

    @Test func viewsDrawTheSystemColoursAnAppGaveThemInTheirHighContrastValues() throws {
        let driver = makeDriver(width: 200, height: 60)
        driver.application.theme = try Theme(style: .light)
        let box = View(frame: Rect(0, 0, 100, 60))
        box.backgroundColor = .systemBlue
        let label = Label(text: "█", frame: Rect(100, 0, 100, 60))
        label.textAlignment = .center
        label.textColor = .systemRed
        label.backgroundColor = .white
        driver.window.addSubview(box)
        driver.window.addSubview(label)
        var pixels = render(driver)
        #expect(pixels.color(x: 50, y: 30) == .systemBlue)
        #expect(pixels.color(x: 150, y: 30) == .systemRed)
        driver.application.accessibilityContrast = .high
        pixels = render(driver)
        #expect(pixels.color(x: 50, y: 30) == Color(hex: 0x0040DD), "the background drawn in systemBlue's high-contrast value")
        #expect(pixels.color(x: 150, y: 30) == Color(hex: 0xD70015), "the text drawn in systemRed's high-contrast value")
        #expect(box.backgroundColor == .systemBlue, "the app's colour itself is kept, as UIKit's dynamic colour is")
        driver.application.accessibilityContrast = .normal
        #expect(render(driver).color(x: 50, y: 30) == .systemBlue)
    }
}
