import Testing
import Faceplate
import FaceplateWidgets
import FaceplateTestSupport

/// Larger text, UIKit's way: text styles at the category's size, FontMetrics, labels, fields and buttons
/// that follow a change of the application's text size, and Auto Layout measuring again.
@Suite @MainActor struct ContentSizeCategoryTests {
    /// A driver whose application has a theme of its own: a trait change rescales the application's
    /// theme, and the shared test themes must not change under other tests.
    func driverWithOwnTheme(width: Int = 400, height: Int = 200) throws -> (TestDriver, Theme) {
        let driver = TestDriver(size: Size(width, height))
        let theme = try Theme(style: .light)
        driver.application.theme = theme
        return (driver, theme)
    }

    @Test func textStylesTakeUIKitsSizeForEachCategory() {
        #expect(Font.TextStyle.body.pointSize(for: .extraSmall) == 14)
        #expect(Font.TextStyle.body.pointSize(for: .large) == 17)
        #expect(Font.TextStyle.body.pointSize(for: .extraExtraExtraLarge) == 23)
        #expect(Font.TextStyle.body.pointSize(for: .accessibilityMedium) == 28)
        #expect(Font.TextStyle.body.pointSize(for: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(Font.TextStyle.largeTitle.pointSize(for: .accessibilityExtraExtraExtraLarge) == 60)
        #expect(Font.TextStyle.caption2.pointSize(for: .extraSmall) == 11)
        #expect(Font.TextStyle.headline.pointSize(for: .extraLarge) == 19)
        #expect(Font.TextStyle.footnote.pointSize(for: .unspecified) == 13, "unspecified is the default size")
        for style in [Font.TextStyle.largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline,
                      .footnote, .caption1, .caption2] {
            #expect(style.pointSize(for: .large) == style.pointSize, "\(style.rawValue): Large is UIKit's default")
            let sizes = ContentSizeCategory.allSizes.map { style.pointSize(for: $0) }
            #expect(sizes == sizes.sorted(), "\(style.rawValue) never shrinks as the category grows")
        }
    }

    @Test func categoriesOrderAndNameLikeUIKits() {
        #expect(ContentSizeCategory.extraSmall < .large && ContentSizeCategory.large < .accessibilityMedium)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory(name: "accessibilityExtraExtraExtraLarge") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory(name: "huge") == nil)
        #expect(ContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect("\(ContentSizeCategory.accessibilityLarge)" == "accessibilityLarge")
    }

    @Test func preferredFontFollowsTheApplicationsCategory() throws {
        let (driver, _) = try driverWithOwnTheme()
        #expect(Font.preferredFont(forTextStyle: .body).pointSize == 17)
        driver.application.preferredContentSizeCategory = .accessibilityLarge
        let body = Font.preferredFont(forTextStyle: .body)
        #expect(body.pointSize == 33 && body.textStyle == .body)
        #expect(Font.preferredFont(forTextStyle: .body) === body, "made once, shared")
        #expect(Font.preferredFont(forTextStyle: .title1, compatibleWith: TraitCollection(preferredContentSizeCategory: .extraSmall)).pointSize == 25)
        #expect(Font.systemFont(ofSize: 33).textStyle == nil, "a plain font of the same size is another font")
        #expect(driver.window.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    }

    @Test func fontMetricsScaleByTheStylesGrowth() throws {
        let (driver, _) = try driverWithOwnTheme()
        #expect(FontMetrics.default.scaledValue(for: 34) == 34)
        driver.application.preferredContentSizeCategory = .accessibilityMedium       // body 17 → 28
        #expect(FontMetrics.default.scaledValue(for: 34) == 56)
        #expect(FontMetrics(forTextStyle: .largeTitle).scaledValue(for: 34) == 44)
        let custom = Font.systemFont(ofSize: 20)
        #expect(FontMetrics(forTextStyle: .title3).scaledFont(for: custom).pointSize == 31)
        #expect(FontMetrics.default.scaledFont(for: custom, maximumPointSize: 24).pointSize == 24)
        #expect(FontMetrics.default.scaledValue(for: 17, compatibleWith: TraitCollection(preferredContentSizeCategory: .large)) == 17)
    }

    @Test func aLabelThatAdjustsTakesItsStylesNewSizeAndRelaysOut() throws {
        let (driver, _) = try driverWithOwnTheme()
        let adjusting = Label(text: "Setpoint")
        adjusting.font = .preferredFont(forTextStyle: .headline)
        adjusting.adjustsFontForContentSizeCategory = true
        let fixed = Label(text: "Setpoint")
        fixed.font = .preferredFont(forTextStyle: .headline)
        for l in [adjusting, fixed] { driver.window.addSubview(l); l.translatesAutoresizingMaskIntoConstraints = false }
        LayoutConstraint.activate([
            adjusting.topAnchor.constraint(equalTo: driver.window.topAnchor, constant: 10),
            adjusting.leadingAnchor.constraint(equalTo: driver.window.leadingAnchor, constant: 10),
            fixed.topAnchor.constraint(equalTo: adjusting.bottomAnchor, constant: 4),
            fixed.leadingAnchor.constraint(equalTo: driver.window.leadingAnchor, constant: 10),
        ])
        driver.window.layoutIfNeeded()
        let before = adjusting.frame
        #expect(before.height > 0)
        driver.application.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        driver.window.layoutIfNeeded()
        #expect(adjusting.font.pointSize == 53 && adjusting.font.textStyle == .headline)
        #expect(fixed.font.pointSize == 17, "without adjustsFontForContentSizeCategory the font stays, as in UIKit")
        #expect(adjusting.frame.height > before.height * 2 && adjusting.frame.width > before.width * 2,
                "Auto Layout measured the label again")
        #expect(fixed.frame.minY >= adjusting.frame.maxY + 4, "the label below moved down")
    }

    @Test func widgetsInTheDefaultFontsFollowTheTextSize() throws {
        let (driver, theme) = try driverWithOwnTheme()
        let label = Label(text: "Eco")
        let field = TextField(frame: Rect(0, 40, 200, 44))
        let button = Button(title: "Save")
        let system = Button(type: .system)
        system.setTitle("Cancel", for: .normal)
        let styled = Button(title: "Boost")
        styled.titleLabel?.font = .boldSystemFont(ofSize: 20)
        for v in [label, field, button, system, styled] as [View] { driver.window.addSubview(v) }
        let buttonSize = button.intrinsicContentSize
        #expect(label.font.pointSize == 18 && field.font === theme.bodyFont && button.titleFont.pointSize == 16)
        driver.application.preferredContentSizeCategory = .accessibilityMedium
        #expect(theme.bodyFont.pointSize == 30, "18 grows as body text: 18 × 28 / 17")
        #expect(label.font === theme.bodyFont)
        #expect(field.font === theme.bodyFont)
        #expect(button.titleFont === theme.buttonFont && theme.buttonFont.pointSize == 26)
        #expect(button.intrinsicContentSize.height > buttonSize.height)
        #expect(system.titleFont.pointSize == 25, "the system button's 15 points grows as body text")
        #expect(styled.titleFont.pointSize == 20, "a font the app set stays")
        driver.application.preferredContentSizeCategory = .large
        #expect(theme.bodyFont.pointSize == 18 && label.font.pointSize == 18 && system.titleFont.pointSize == 15)
    }

    @Test func aTraitChangeTellsEveryViewWithThePreviousTraits() throws {
        final class Watcher: View {
            var seen: [ContentSizeCategory] = []
            override func traitCollectionDidChange(_ previous: TraitCollection?) {
                seen.append(previous?.preferredContentSizeCategory ?? .unspecified)
            }
        }
        let (driver, _) = try driverWithOwnTheme()
        let outer = View(frame: Rect(0, 0, 100, 100))
        let inner = Watcher(frame: Rect(0, 0, 10, 10))
        outer.addSubview(inner)
        driver.window.addSubview(outer)
        driver.application.preferredContentSizeCategory = .extraLarge
        driver.application.preferredContentSizeCategory = .extraLarge              // no change: no call
        driver.application.preferredContentSizeCategory = .small
        #expect(inner.seen == [.large, .extraLarge])
    }
}
