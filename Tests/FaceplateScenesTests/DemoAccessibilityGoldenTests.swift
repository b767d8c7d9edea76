import Testing
import Faceplate
import FaceplateGraphics
import FaceplateScenes
import FaceplateTestSupport
import FaceplateWidgets

/// The demo as a kiosk whose board profile asks for high contrast or the largest text: the traits are
/// set before the scene is made, as the entry point sets them from the profile before the app launches.
@Suite @MainActor struct DemoAccessibilityGoldenTests {
    func render(_ traits: TraitCollection) throws -> (PixelBuffer, DemoController, Theme) {
        let driver = TestDriver(size: Size(800, 480))
        let theme = try Theme(style: .light)
        driver.application.theme = theme
        driver.application.traitCollection = traits
        let demo = try #require(try SceneCatalog.make("demo", in: driver.window) as? DemoController)
        let compositor = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: 800, panelHeight: 480))
        let buffer = PixelBuffer(width: 800, height: 480, format: .xrgb8888)
        compositor.render(into: buffer, age: 0)
        return (buffer, demo, theme)
    }

    @Test func demoInHighContrastMatchesItsGolden() throws {
        let (buffer, demo, theme) = try render(TraitCollection(accessibilityContrast: .high))
        #expect(demo.theme === theme && theme.text == Color(hex: 0x000000))
        assertMatchesGolden(buffer, named: "scene-demo-high-contrast", tolerance: 8, maxDifferingPixels: 40)
    }

    @Test func demoAtTheLargestTextSizeMatchesItsGolden() throws {
        let (buffer, _, theme) = try render(TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        #expect(theme.bodyFont.pointSize == 56, "18 × 53 / 17, rounded")
        assertMatchesGolden(buffer, named: "scene-demo-text-accessibility-xxxl", tolerance: 8, maxDifferingPixels: 40)
    }
}
