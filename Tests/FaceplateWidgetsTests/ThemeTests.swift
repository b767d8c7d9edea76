import Testing
import FaceplateWidgets
import FaceplateText

@Suite @MainActor struct ThemeTests {
    @Test(arguments: Theme.Style.allCases) func themesLoadWithLegibleFonts(style: Theme.Style) throws {
        let theme = try Theme(style: style)
        #expect(theme.bodyFont.lineHeight >= 18)
        #expect(theme.minimumTouchSize >= 44)
        #expect(theme.font(size: 20) === theme.font(size: 20))
    }

    @Test func missingFontNamesThePath() {
        #expect(throws: FontError.self) { try Theme(style: .light, fontPath: "/nonexistent/Font.ttf") }
        do { _ = try Theme(style: .light, fontPath: "/nonexistent/Font.ttf") } catch {
            #expect("\(error)".contains("/nonexistent/Font.ttf"))
        }
    }
}
