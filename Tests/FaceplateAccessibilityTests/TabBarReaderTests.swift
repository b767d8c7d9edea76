import Testing
import Faceplate
import FaceplateWidgets
import FaceplateAccessibility

/// A tab bar's items are read as VoiceOver reads them: "Selected, Schedule, tab, 2 of 3".
@Suite @MainActor struct TabBarReaderTests {
    @Test func tabsAreSpokenWithTheirPlaceAmongTheTabs() {
        let driver = TestDriver(size: Size(600, 300))
        let log = SpokenLog()
        let reader = ScreenReader(application: driver.application, speech: log)
        let home = ViewController(), schedule = ViewController(), settings = ViewController()
        home.title = "Home"; schedule.title = "Schedule"; settings.title = "Settings"
        schedule.tabBarItem.badgeValue = "2"
        let tabs = TabBarController()
        tabs.viewControllers = [home, schedule, settings]
        tabs.selectedIndex = 1
        driver.window.rootViewController = tabs
        driver.settle()
        #expect(reader.readingOrderDescriptions() == ["Home, tab, 1 of 3", "selected, Schedule, 2, tab, 2 of 3", "Settings, tab, 3 of 3"])
        #expect(tabs.tabBar.accessibilityTraits.contains(.tabBar) && !tabs.tabBar.isAccessibilityElement)
        // The double tap selects the focused tab, as a tap does.
        reader.start()
        reader.explore(at: Point(x: 500, y: 280))
        #expect(log.last == "Settings, tab, 3 of 3")
        reader.activateFocused()
        #expect(tabs.selectedViewController === settings)
        driver.application.languageCode = "de"
        #expect(reader.spokenDescription(of: tabs.tabBar.subviews[2]) == "ausgewählt, Settings, Tab, 3 von 3")
    }
}
