import Testing
import Faceplate
import FaceplateGraphics
import FaceplateScenes
import FaceplateTestSupport
import FaceplateText
import FaceplateWidgets

/// The demo scene in each of its languages: goldens at the two rotations that matter (0 and 90), no
/// missing-glyph box anywhere, and Arabic laid out right to left.
@Suite @MainActor struct DemoLanguageTests {
    nonisolated static let cases: [(DemoLanguage, Rotation)] = DemoLanguage.allCases.flatMap { l in [(l, Rotation.degrees0), (l, .degrees90)] }

    /// Every font the demo draws with (the theme's, and the keyboard's).
    static func fonts(_ theme: Theme) -> [Font] {
        [theme.bodyFont, theme.buttonFont, theme.titleFont, theme.smallFont, theme.displayFont, theme.font(size: 22), theme.font(size: 16)]
    }

    func harness(_ language: DemoLanguage, rotation: Rotation) throws -> (SceneHarness, DemoController) {
        let h = try SceneHarness("demo", rotation: rotation)
        let demo = try #require(h.controller as? DemoController)
        demo.language = language
        return (h, demo)
    }

    @Test(arguments: cases)
    func demoInEachLanguageMatchesItsGolden(language: DemoLanguage, rotation: Rotation) throws {
        let (h, _) = try harness(language, rotation: rotation)
        let buffer = h.render()
        assertMatchesGolden(buffer, named: "scene-demo-\(language.code)-\(rotation.rawValue)", tolerance: 8, maxDifferingPixels: 40)
    }

    /// Fails when any glyph drawn is a missing-glyph box (`.notdef`, glyph 0): every glyph drawn
    /// comes from a layout, and the fonts count layouts that hold one.
    @Test(arguments: DemoLanguage.allCases)
    func noGlyphIsAMissingGlyphBox(language: DemoLanguage) throws {
        let (h, demo) = try harness(.english, rotation: .degrees0)
        let before = DemoLanguageTests.fonts(demo.theme).map(\.missingGlyphLayoutCount)
        demo.language = language
        _ = h.render()
        // The keyboard too: it is part of the scene while the room name is edited.
        h.driver.tap(at: demo.roomField.convert(Point(x: 20, y: 20), to: nil))
        _ = h.render()
        let after = DemoLanguageTests.fonts(demo.theme).map(\.missingGlyphLayoutCount)
        #expect(after == before, "a layout in \(language) drew a missing-glyph box")
        #expect(demo.theme.fonts.missingFallbacks.isEmpty, "fonts not installed: \(demo.theme.fonts.missingFallbacks)")
        if language == .chinese { #expect(demo.theme.bodyFont.openedFamilies.contains("Noto Sans CJK SC")) }
    }

    @Test func switchingLanguageRelabelsEveryWidget() throws {
        let (h, demo) = try harness(.english, rotation: .degrees0)
        #expect(demo.boostButton.currentTitle == "Boost 30 min")
        h.driver.tap(at: demo.languageControl.convert(Point(x: demo.languageControl.rectForSegment(at: 1).midX, y: 20), to: nil))
        #expect(demo.language == .chinese)
        #expect(demo.boostButton.currentTitle == "快速加热 30 分钟")
        #expect(demo.roomField.text == "客厅")
        #expect(demo.statusLabel.text == "正在加热到 21.5 °C")
        #expect(demo.modeControl.titleForSegment(at: 0) == "制热")
        demo.language = .german
        #expect(demo.setpointLabel.text == "21,5 °C")
        #expect(demo.clockLabel.text == "Innen 20,8 °C")
    }

    /// Arabic mirrors the layout (leading and trailing swap) as UIKit does for a right-to-left language.
    @Test func arabicMirrorsTheLayout() throws {
        let (_, demo) = try harness(.english, rotation: .degrees0)
        let field = demo.roomField.frame, clock = demo.clockLabel.frame
        demo.language = .arabic
        #expect(demo.roomField.frame == Rect(x: 800 - field.maxX, y: field.minY, width: field.width, height: field.height))
        #expect(demo.clockLabel.frame.minX == 800 - clock.maxX)
        #expect(demo.clockLabel.textAlignment == .left)
        demo.language = .english
        #expect(demo.roomField.frame == field)
    }
}
