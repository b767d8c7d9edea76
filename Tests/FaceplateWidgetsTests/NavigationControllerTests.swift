import Testing
import Faceplate
import FaceplateWidgets

@Suite @MainActor struct NavigationControllerTests {
    @Test func pushAndPopCallAppearanceInUIKitsOrderAndSlideHorizontally() {
        let driver = TestDriver(size: Size(400, 300))
        let log = ControllerLog()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        let nav = NavigationController(rootViewController: a)
        driver.window.rootViewController = nav
        #expect(a.navigationController === nav)
        #expect(a.view.frame == Rect(x: 0, y: NavigationBar.standardHeight, width: 400, height: 300 - NavigationBar.standardHeight))
        #expect(a.sizeInViewDidLoad == Size(400, 300))   // loaded screen-sized, as UIKit's default view
        log.clear()

        nav.pushViewController(b, animated: true)
        #expect(nav.topViewController === b && nav.viewControllers.count == 2)
        #expect(log.appearance == ["B.willMove(toParent: NavigationController)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear"])
        // Mid-slide: B is coming in from the right, A moving out to the left.
        driver.advance(by: NavigationController.transitionDuration / 2)
        let mid = render(driver)
        _ = mid
        #expect(b.view.frame.origin.x == 0)   // the model value is final at once (UIKit)
        driver.settle(0.5)
        #expect(log.appearance == ["B.willMove(toParent: NavigationController)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                                   "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent: NavigationController)"])
        #expect(a.viewIfLoaded?.window == nil && b.view.window === driver.window)
        #expect(nav.navigationBar.titleLabel.text == "B")
        #expect(!nav.navigationBar.backButton.isHidden)
        #expect(nav.navigationBar.backButton.currentTitle == "\u{2039} A")

        log.clear()
        let popped = nav.popViewController(animated: true)
        #expect(popped === b)
        driver.settle(0.5)
        #expect(log.appearance == ["B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear",
                                   "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(toParent: nil)"])
        #expect(nav.viewControllers.count == 1 && b.parent == nil && b.viewIfLoaded?.window == nil)
        #expect(a.view.frame.origin.x == 0 && a.view.window === driver.window)
        #expect(nav.navigationBar.backButton.isHidden)
        #expect(nav.popViewController(animated: true) == nil)   // the root stays
    }

    @Test func theSlideIsOnScreenHalfWay() {
        let driver = TestDriver(size: Size(400, 300))
        let a = ViewController(), b = ViewController()
        let nav = NavigationController(rootViewController: a)
        driver.window.rootViewController = nav
        driver.window.backgroundColor = .blue
        a.view.backgroundColor = .white
        b.view.backgroundColor = .black
        _ = render(driver)
        nav.pushViewController(b, animated: true)
        driver.advance(by: 0)   // the animation's clock starts at the next frame, as on a panel
        driver.advance(by: NavigationController.transitionDuration / 2)
        let mid = render(driver)
        // Half-way the left edge still shows A (white), moving out leftwards, and the right edge B
        // (black), coming in; the window (blue) shows nowhere.
        #expect(mid.pixel(x: 2, y: 200) & 0xFFFFFF == 0xFFFFFF)
        #expect(mid.pixel(x: 397, y: 200) & 0xFFFFFF == 0)
        var boundary = 0
        while boundary < 400 && mid.pixel(x: boundary, y: 200) & 0xFFFFFF == 0xFFFFFF { boundary += 1 }
        #expect(boundary > 120 && boundary < 280)   // UIKit's ease-in-out, half-way: B's edge near the middle
        driver.settle(0.5)
        let end = render(driver)
        #expect(end.pixel(x: 2, y: 200) & 0xFFFFFF == 0)
    }

    @Test func theBackButtonPopsAndIsLabelledWithThePreviousTitleOrBack() throws {
        let driver = TestDriver(size: Size(400, 300))
        let a = ViewController(), b = ViewController(), c = ViewController()
        b.title = "Rooms"
        let nav = NavigationController(rootViewController: a)
        driver.window.rootViewController = nav
        nav.pushViewController(b, animated: false)
        #expect(nav.navigationBar.backButton.currentTitle == "\u{2039} Back")   // A has no title: UIKit says "Back"
        nav.pushViewController(c, animated: false)
        #expect(nav.navigationBar.backButton.currentTitle == "\u{2039} Rooms")
        c.title = "Kitchen"
        #expect(nav.navigationBar.titleLabel.text == "Kitchen")
        driver.window.layoutPass()
        try driver.tap("\u{2039} Rooms")
        driver.settle(0.5)
        #expect(nav.topViewController === b)
        #expect(c.parent == nil)
    }

    @Test func popToRootRemovesEverythingAbove() {
        let driver = TestDriver()
        let log = ControllerLog()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log), c = LoggingController("C", log: log)
        let nav = NavigationController(rootViewController: a)
        driver.window.rootViewController = nav
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        log.clear()
        let popped = nav.popToRootViewController(animated: true)
        driver.settle(0.5)
        #expect(popped?.count == 2 && popped?[0] === b && popped?[1] === c)
        #expect(nav.viewControllers.count == 1 && nav.topViewController === a)
        // B was never on screen: it gets no appearance calls; C and A do.
        #expect(!log.appearance.contains("B.viewWillDisappear"))
        #expect(log.appearance.contains("C.viewDidDisappear") && log.appearance.last(where: { $0.hasPrefix("A.") }) == "A.viewDidAppear")
        #expect(b.parent == nil && c.parent == nil)
    }
}
