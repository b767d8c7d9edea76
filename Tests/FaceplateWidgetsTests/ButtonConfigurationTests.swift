import Testing
import Faceplate
import FaceplateWidgets
import FaceplateTestSupport

/// `UIButton.Configuration`'s styles: plain, tinted, gray and filled, with their colours, corners and
/// insets, and no shadow.
@Suite @MainActor struct ButtonConfigurationTests {
    @Test func theStylesColoursFollowUIKits() {
        let driver = makeDriver(width: 200, height: 60)
        let accent = driver.window.application.theme.primary
        var filled = Button.Configuration.filled()
        filled.title = "Save"
        filled.cornerStyle = .capsule
        var runs = 0
        let button = Button(configuration: filled, primaryAction: Action { _ in runs += 1 })
        button.frame = Rect(20, 10, 120, 40)
        driver.window.addSubview(button)
        #expect(button.buttonType == .system && button.currentTitle == "Save")
        #expect(button.currentBackgroundColor == accent && button.currentTitleColor == .white)
        #expect(button.drawingOverflow == EdgeInsets())                        // no shadow
        #expect(button.titleFont.pointSize == 17)
        let b = render(driver)
        #expect(b.pixel(x: 80, y: 12) & 0xFFFFFF == accent.rgb)               // filled inside
        #expect(b.pixel(x: 21, y: 11) & 0xFFFFFF == 0xFFFFFF)                 // capsule: the corner is empty
        #expect(b.pixel(x: 80, y: 53) & 0xFFFFFF == 0xFFFFFF)                 // and nothing below: no shadow
        driver.tap(button)
        #expect(runs == 1)

        var plain = Button.Configuration.plain()
        plain.title = "More"
        let p = Button(configuration: plain)
        #expect(p.currentBackgroundColor.alpha == 0 && p.currentTitleColor == accent)
        var tinted = Button.Configuration.tinted()
        tinted.baseForegroundColor = .black
        let t = Button(configuration: tinted)
        #expect(t.currentBackgroundColor == accent.withAlpha(0.15) && t.currentTitleColor == .black)
        #expect(Button(configuration: .gray()).currentBackgroundColor == Color(hex: 0xE5E5EA))
        var padded = Button.Configuration.gray()
        padded.title = "Wide"
        let narrow = Button(configuration: padded).intrinsicContentSize.width
        padded.contentInsets = EdgeInsets(top: 7, left: 40, bottom: 7, right: 40)
        #expect(Button(configuration: padded).intrinsicContentSize.width == narrow + 56)
    }

    /// The four styles, normal and the filled one pressed.
    @Test func configurationStylesGolden() {
        let driver = makeDriver(width: 420, height: 60)
        let styles: [(Button.Configuration, String)] = [(.plain(), "Plain"), (.tinted(), "Tinted"), (.gray(), "Gray"), (.filled(), "Filled")]
        for (i, (style, title)) in styles.enumerated() {
            var c = style
            c.title = title
            let b = Button(configuration: c)
            b.frame = Rect(10 + i * 102, 10, 94, 40)
            driver.window.addSubview(b)
        }
        assertMatchesGolden(render(driver), named: "widgets-button-configurations")
    }
}
