import Testing
import Faceplate
import FaceplateWidgets
import FaceplateTestSupport

/// Records what a tab bar controller's delegate was asked and told, and refuses the tabs it is told to.
@MainActor final class TabDelegate: TabBarControllerDelegate {
    var refused: Set<ObjectIdentifier> = []
    var heard: [String] = []
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        heard.append("should " + (viewController.title ?? "?"))
        return !refused.contains(ObjectIdentifier(viewController))
    }
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        heard.append("did " + (viewController.title ?? "?"))
    }
}

@Suite @MainActor struct TabBarControllerTests {
    /// Three logging tabs in a 600×300 window.
    @MainActor struct Rig {
        let driver = makeDriver(width: 600, height: 300)
        let log = ControllerLog()
        let tabs = TabBarController()
        let a: LoggingController, b: LoggingController, c: LoggingController
        init() {
            a = LoggingController("A", log: log)
            b = LoggingController("B", log: log)
            c = LoggingController("C", log: log)
            tabs.viewControllers = [a, b, c]
            driver.window.rootViewController = tabs
            driver.settle()
        }
        /// The middle of tab `index`'s button on the bar (equal widths, 200 each).
        func tabPoint(_ index: Int) -> Point { Point(x: 100 + 200 * Double(index), y: 300 - TabBar.standardHeight / 2) }
    }

    @Test func theFirstTabShowsAboveTheBarAndOnlyItLoads() {
        let rig = Rig()
        #expect(rig.tabs.selectedIndex == 0 && rig.tabs.selectedViewController === rig.a)
        #expect(rig.a.view.frame == Rect(x: 0, y: 0, width: 600, height: 300 - TabBar.standardHeight))
        #expect(rig.tabs.tabBar.frame == Rect(x: 0, y: 300 - TabBar.standardHeight, width: 600, height: TabBar.standardHeight))
        #expect(!rig.b.isViewLoaded && !rig.c.isViewLoaded)   // UIKit loads a tab's view when it is first selected
        #expect(rig.b.tabBarController === rig.tabs && rig.b.parent === rig.tabs)
        #expect(rig.tabs.tabBar.items?.map { $0 === rig.b.tabBarItem } == [false, true, false])
        #expect(rig.tabs.tabBar.selectedItem === rig.a.tabBarItem)
        #expect(!rig.tabs.tabBar.isTranslucent)
    }

    /// UIKit's tab bar controller: the new tab's viewWillAppear comes before the old one's
    /// viewWillDisappear (unlike a navigation push).
    @Test func switchingTabsCallsAppearanceInUIKitsOrder() {
        let rig = Rig()
        rig.log.clear()
        rig.tabs.selectedIndex = 1
        #expect(rig.log.appearance == ["B.viewDidLoad", "B.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(rig.a.viewIfLoaded?.window == nil && rig.b.view.window === rig.driver.window)
        #expect(rig.b.view.frame == Rect(x: 0, y: 0, width: 600, height: 300 - TabBar.standardHeight))
        rig.log.clear()
        rig.tabs.selectedViewController = rig.a   // warm now: no load
        #expect(rig.log.appearance == ["A.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear", "A.viewDidAppear"])
        rig.log.clear()
        rig.tabs.selectedIndex = 0   // already selected: nothing
        #expect(rig.log.appearance.isEmpty)
    }

    @Test func aTapOnTheBarSelectsItsTabThroughTheDriversHitTest() throws {
        let rig = Rig()
        let hit = rig.driver.window.hitTest(rig.tabPoint(2), with: nil)
        #expect(hit?.superview === rig.tabs.tabBar)
        rig.log.clear()
        rig.driver.tap(at: rig.tabPoint(2))
        #expect(rig.tabs.selectedIndex == 2)
        #expect(rig.log.appearance == ["C.viewDidLoad", "C.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "C.viewDidAppear"])
        // The items are titled by their controllers' titles and found by them.
        try rig.driver.tap("B")
        #expect(rig.tabs.selectedViewController === rig.b)
        // Above the bar the touch is the tab's view's.
        #expect(rig.driver.window.hitTest(Point(x: 300, y: 100), with: nil) === rig.b.view)
    }

    @Test func theDelegateMayRefuseATapAndHearsOnlyTaps() {
        let rig = Rig()
        let delegate = TabDelegate()
        rig.tabs.delegate = delegate
        delegate.refused = [ObjectIdentifier(rig.c)]
        rig.driver.tap(at: rig.tabPoint(2))
        #expect(rig.tabs.selectedIndex == 0 && !rig.c.isViewLoaded)
        rig.driver.tap(at: rig.tabPoint(1))
        #expect(rig.tabs.selectedIndex == 1)
        rig.tabs.selectedIndex = 0   // in code: UIKit asks and tells the delegate nothing
        #expect(delegate.heard == ["should C", "should B", "did B"])
    }

    @Test func aBadIndexIsClampedWithALogLineAndAForeignControllerRefused() {
        let rig = Rig()
        rig.tabs.selectedIndex = 7
        #expect(rig.tabs.selectedIndex == 2)
        rig.tabs.selectedIndex = -3
        #expect(rig.tabs.selectedIndex == 0)
        rig.tabs.selectedIndex = Int.max
        #expect(rig.tabs.selectedIndex == 2)
        rig.tabs.selectedViewController = ViewController()
        #expect(rig.tabs.selectedIndex == 2)
        let empty = TabBarController()
        empty.selectedIndex = 4   // no tabs: nothing to select, no trap
        #expect(empty.selectedIndex == 0 && empty.viewControllers == nil && empty.selectedViewController == nil)
    }

    @Test func replacingTheTabsKeepsTheSelectedOneWhenItStays() {
        let rig = Rig()
        rig.tabs.selectedIndex = 1
        let d = LoggingController("D", log: rig.log)
        rig.log.clear()
        rig.tabs.setViewControllers([d, rig.b], animated: false)
        #expect(rig.tabs.selectedViewController === rig.b && rig.tabs.selectedIndex == 1)
        #expect(rig.a.parent == nil && rig.c.parent == nil && d.parent === rig.tabs)
        #expect(rig.tabs.tabBar.items?.count == 2)
        rig.log.clear()
        rig.tabs.viewControllers = [d]   // the selected one leaves: the first is shown, in UIKit's order
        #expect(rig.tabs.selectedViewController === d)
        #expect(rig.log.appearance == ["D.viewDidLoad", "D.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear", "D.viewDidAppear",
                                       "B.willMove(toParent: nil)", "B.didMove(toParent: nil)"])
        #expect(rig.b.viewIfLoaded?.superview == nil)
    }

    @Test func reselectingATabPopsItsNavigationControllerToTheRoot() {
        let driver = makeDriver(width: 600, height: 300)
        let root = ViewController(), detail = ViewController(), other = ViewController()
        root.title = "Rooms"; other.title = "Other"
        let nav = NavigationController(rootViewController: root)
        nav.tabBarItem = TabBarItem(title: "Rooms", image: nil, tag: 4)
        let tabs = TabBarController()
        tabs.viewControllers = [nav, other]
        driver.window.rootViewController = tabs
        nav.pushViewController(detail, animated: false)
        #expect(detail.tabBarController === tabs && detail.navigationController === nav)
        #expect(nav.view.frame == Rect(x: 0, y: 0, width: 600, height: 300 - TabBar.standardHeight))
        #expect(detail.view.frame == Rect(x: 0, y: NavigationBar.standardHeight, width: 600, height: 300 - TabBar.standardHeight - NavigationBar.standardHeight))
        // To the other tab and back: the stack is kept.
        driver.tap(at: Point(x: 450, y: 280))
        #expect(tabs.selectedViewController === other)
        driver.tap(at: Point(x: 150, y: 280))
        #expect(tabs.selectedViewController === nav && nav.topViewController === detail)
        // The selected tab again: back to the root, as UIKit does.
        driver.tap(at: Point(x: 150, y: 280))
        driver.settle()
        #expect(nav.viewControllers.count == 1 && nav.topViewController === root)
        #expect(tabs.tabBar.items?.first?.tag == 4)
    }

    @Test func itemsFollowTheirControllersAndTheirChanges() {
        let rig = Rig()
        let bar = rig.tabs.tabBar
        func titles() -> [String?] { bar.subviews.compactMap { $0 as? Control }.map { $0.accessibilityLabel } }
        #expect(titles() == ["A", "B", "C"])
        rig.b.title = "Bee"
        #expect(titles() == ["A", "Bee", "C"])
        rig.c.tabBarItem.title = "Sea"
        #expect(titles() == ["A", "Bee", "Sea"])
        rig.a.tabBarItem = TabBarItem(title: "Eh", image: nil)
        #expect(titles() == ["Eh", "Bee", "Sea"])
        #expect(bar.selectedItem === rig.a.tabBarItem)
        rig.b.tabBarItem.isEnabled = false
        rig.driver.tap(at: rig.tabPoint(1))
        #expect(rig.tabs.selectedIndex == 0)   // a disabled item ignores taps
    }

    /// A bar of three tabs, the second selected, one with a number badge and one with a dot; a
    /// custom tint and unselected tint.
    @Test func tabBarBadgeGolden() {
        let driver = makeDriver(width: 480, height: 120)
        let home = ViewController(), schedule = ViewController(), settings = ViewController()
        home.title = "Home"; schedule.title = "Schedule"; settings.title = "Settings"
        schedule.tabBarItem.badgeValue = "3"
        settings.tabBarItem.badgeValue = ""
        let tabs = TabBarController()
        tabs.viewControllers = [home, schedule, settings]
        tabs.selectedIndex = 1
        driver.window.rootViewController = tabs
        home.view.backgroundColor = Themes.light.background
        schedule.view.backgroundColor = Themes.light.background
        driver.settle()
        assertMatchesGolden(render(driver), named: "widgets-tabbar-badges")
        #expect(schedule.tabBarItem.badgeValue == "3")
    }
}
