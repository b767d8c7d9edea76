import Testing
import Faceplate
import FaceplateWidgets

@Suite @MainActor struct ViewControllerLifecycleTests {
    @Test func rootControllerLoadsAtTheWindowSizeThenAppearsAroundItsFirstLayout() {
        let driver = TestDriver(size: Size(480, 272))
        let log = ControllerLog()
        let root = LoggingController("A", log: log)
        driver.window.rootViewController = root
        // UIKit: viewDidLoad already sees the screen-sized view; then will-appear, the layout pass,
        // did-appear.
        #expect(root.sizeInViewDidLoad == Size(480, 272))
        #expect(log.lines == ["A.viewDidLoad", "A.viewWillAppear", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewDidAppear"])
        #expect(root.view.frame == Rect(0, 0, 480, 272))

        // Replacing the root: the old one disappears, the new one appears.
        log.clear()
        let b = LoggingController("B", log: log)
        driver.window.rootViewController = b
        #expect(log.appearance == ["A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
        #expect(root.viewIfLoaded?.window == nil)
    }

    @Test func layoutCallbacksWrapTheRootViewsLayoutWhenItsSizeChanges() {
        let driver = TestDriver(size: Size(400, 300))
        let log = ControllerLog()
        let root = LoggingController("A", log: log)
        driver.window.rootViewController = root
        log.clear()
        driver.window.layoutPass()
        #expect(log.lines.isEmpty)   // nothing asked for layout
        driver.window.frame = Rect(0, 0, 300, 400)
        driver.window.layoutPass()
        #expect(log.lines == ["A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
        #expect(root.view.bounds.size == Size(300, 400))
    }

    @Test func containmentCallsWillAndDidMoveAsUIKitDoesAndForwardsAppearance() {
        let driver = TestDriver()
        let log = ControllerLog()
        let parent = LoggingController("P", log: log)
        driver.window.rootViewController = parent
        log.clear()
        let child = LoggingController("C", log: log)
        // UIKit's containment dance: addChild (calls willMove), add the view, didMove by hand.
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.appearance == ["C.willMove(toParent: P)", "C.viewDidLoad", "C.viewWillAppear", "C.viewDidAppear", "C.didMove(toParent: P)"])
        #expect(child.parent === parent && parent.children.count == 1)
        #expect(child.next === parent)

        // The parent disappearing takes its child along, parent first.
        log.clear()
        driver.window.rootViewController = nil
        #expect(log.appearance == ["P.viewWillDisappear", "C.viewWillDisappear", "P.viewDidDisappear", "C.viewDidDisappear"])

        // And appearing again brings it back, parent first.
        log.clear()
        driver.window.rootViewController = parent
        #expect(log.appearance == ["P.viewWillAppear", "C.viewWillAppear", "P.viewDidAppear", "C.viewDidAppear"])

        // Removal: willMove(nil) by hand, the view leaves (disappears), removeFromParent calls didMove(nil).
        log.clear()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.appearance == ["C.willMove(toParent: nil)", "C.viewWillDisappear", "C.viewDidDisappear", "C.didMove(toParent: nil)"])
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test func appearanceTransitionsIgnoreCallsThatWouldNotChangeTheState() {
        let log = ControllerLog()
        let vc = LoggingController("A", log: log)
        vc.beginAppearanceTransition(true, animated: false)
        vc.beginAppearanceTransition(true, animated: false)   // UIKit: already appearing, nothing
        vc.endAppearanceTransition()
        vc.endAppearanceTransition()                          // already appeared, nothing
        vc.beginAppearanceTransition(false, animated: true)
        vc.endAppearanceTransition()
        vc.beginAppearanceTransition(false, animated: true)   // already gone, nothing
        #expect(log.appearance == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear", "A.viewWillDisappear", "A.viewDidDisappear"])
    }

    @Test func becomeFirstResponderInViewDidAppearBringsUpTheKeyboard() {
        final class FormController: ViewController {
            let field = TextField(frame: Rect(20, 20, 300, 44))
            override func viewDidLoad() { super.viewDidLoad(); view.addSubview(field) }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                _ = field.becomeFirstResponder()
            }
        }
        let driver = TestDriver()
        let form = FormController()
        driver.window.rootViewController = form
        #expect(form.field.isFirstResponder)
        #expect(driver.window.activeInputView === driver.application.keyboard)
        #expect(driver.application.keyboard.superview === driver.window)
        driver.settle(0.5)
        // Docked at the bottom once the slide ended, above the controller's view.
        let k = driver.application.keyboard
        #expect(k.frame.maxY == driver.window.bounds.height)
        #expect(driver.window.subviews.last === k)
    }
}
