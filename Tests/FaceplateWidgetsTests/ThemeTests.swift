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

    /// A theme names families; a family nobody installed is an error naming it and its package,
    /// never a crash or a silent substitute.
    @Test func missingFamilyIsAnErrorNamingFamilyAndPackage() {
        do {
            _ = try Theme(style: .light, family: "Noto Sans Nonexistent")
            Issue.record("a missing family must throw")
        } catch let error as FontError {
            guard case .familyNotFound(let request, let package) = error else { Issue.record("wrong error \(error)"); return }
            #expect(request.family == "Noto Sans Nonexistent")
            #expect(package == "fonts-noto-core")
            #expect("\(error)".contains("'Noto Sans Nonexistent'") && "\(error)".contains("fonts-noto-core"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    /// The theme resolves DejaVu Sans through fontconfig (not a hard-coded path) and finds the
    /// fallback chain the test stage installs.
    @Test func themeResolvesFamiliesAndTheFallbackChain() throws {
        let theme = try Theme(style: .light)
        #expect(theme.fonts.family == "DejaVu Sans")
        #expect(theme.bodyFont.path.hasSuffix("DejaVuSans.ttf"))
        #expect(theme.titleFont.path.hasSuffix("DejaVuSans-Bold.ttf"))
        #expect(theme.fonts.missingFallbacks.isEmpty, "install fonts-noto-core and fonts-noto-cjk: \(theme.fonts.missingFallbacks)")
        #expect(theme.fonts.fallbacks.contains("Noto Sans CJK SC") && theme.fonts.fallbacks.contains("Noto Sans Arabic"))
    }
}

/// The theme belongs to the running application: `Theme.current` is its theme, the standard one
/// until it sets another, and the standard one before there is an application.
@Suite @MainActor struct ApplicationThemeTests {
    @Test func theCurrentThemeIsTheRunningApplicationsTheme() throws {
        // Synchronous from here on: no other test on the main actor can make another application
        // the running one in between.
        let previous = Application.sharedIfSet
        defer { if let previous { Application.setShared(previous) } }
        let app = Application()
        Application.setShared(app)
        #expect(app.theme === Theme.standard && Theme.current === Theme.standard)
        let dark = Themes.dark
        app.theme = dark
        #expect(Theme.current === dark)
        let other = Application()
        #expect(other.theme === Theme.standard, "each application has its own theme")
        Application.setShared(other)
        #expect(Theme.current === Theme.standard)
    }
}
