import Testing
import Faceplate
import FaceplateWidgets

@Suite @MainActor struct PresentationTests {
    @Test func presentSlidesUpFromTheBottomWithUIKitsCallOrder() {
        let driver = TestDriver(size: Size(400, 300))
        let log = ControllerLog()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        driver.window.rootViewController = a
        log.clear()
        var completed = false
        a.present(b, animated: true) { completed = true; log.lines.append("completion") }
        #expect(a.presentedViewController === b && b.presentingViewController === a)
        #expect(b.sizeInViewDidLoad == Size(400, 300))
        // Before the animation ends: only the will-calls.
        #expect(log.appearance == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear"])
        #expect(!completed)
        // Its model frame is final at once (UIKit), and on screen it starts below the bottom edge.
        #expect(b.view.frame == Rect(0, 0, 400, 300))
        driver.settle(0.5)
        #expect(log.appearance == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                                   "A.viewDidDisappear", "B.viewDidAppear", "completion"])
        // Full screen: the presenter's view left the window; the presented one covers it.
        #expect(a.view.window == nil)
        #expect(b.view.window === driver.window)

        log.clear()
        b.dismiss(animated: true) { log.lines.append("completion") }
        #expect(log.appearance == ["B.viewWillDisappear", "A.viewWillAppear"])
        #expect(a.view.window === driver.window)   // back under the sliding view at once
        driver.settle(0.5)
        #expect(log.appearance == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear", "completion"])
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(b.viewIfLoaded?.window == nil)
    }

    @Test func theAnimationMovesThePresentedViewUpOverTime() {
        let driver = TestDriver(size: Size(400, 300))
        let a = ViewController(), b = ViewController()
        driver.window.rootViewController = a
        a.view.backgroundColor = .white
        b.view.backgroundColor = .black
        _ = render(driver.window)
        a.present(b, animated: true)
        driver.advance(by: 0)   // the animation's clock starts at the next frame, as on a panel
        driver.advance(by: ViewController.modalTransitionDuration / 2)
        let mid = render(driver.window)
        // Half-way: the top rows still show the presenter (white), the bottom rows the presented (black).
        #expect(mid.pixel(x: 200, y: 5) & 0xFFFFFF == 0xFFFFFF)
        #expect(mid.pixel(x: 200, y: 295) & 0xFFFFFF == 0)
        driver.settle(0.5)
        let end = render(driver.window)
        #expect(end.pixel(x: 200, y: 5) & 0xFFFFFF == 0)
    }

    @Test func unanimatedPresentationFinishesAtOnceAndASecondPresentIsRefused() {
        let driver = TestDriver()
        let a = ViewController(), b = ViewController(), c = ViewController()
        driver.window.rootViewController = a
        var lines: [String] = []
        driver.application.diagnostics.log = { lines.append($0) }
        a.present(b, animated: false)
        #expect(b.view.window === driver.window && a.view.window == nil)
        a.present(c, animated: false)   // UIKit: "already presenting" — nothing happens
        #expect(a.presentedViewController === b && c.presentingViewController == nil)
        #expect(lines.contains { $0.contains("already presenting") })
        // Dismiss sent to the presenter dismisses what it presented.
        a.dismiss(animated: false)
        #expect(a.presentedViewController == nil && a.view.window === driver.window && b.viewIfLoaded?.window == nil)
    }

    @Test func overFullScreenKeepsThePresenterWithoutDisappearanceCalls() {
        let driver = TestDriver()
        let log = ControllerLog()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        b.modalPresentationStyle = .overFullScreen
        b.modalTransitionStyle = .crossDissolve
        driver.window.rootViewController = a
        log.clear()
        a.present(b, animated: true)
        driver.settle(0.5)
        #expect(log.appearance == ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
        #expect(a.view.window === driver.window)
        #expect(b.view.alpha == 1)
    }
}
