import Testing
import Faceplate

/// A root controller that is also the application's delegate (a common arrangement in small apps).
@MainActor final class DelegateController: ViewController {
    var touchesSeen = 0
    var presses = 0
    override func touchesBegan(_ touches: TouchSet, with event: Event?) {
        touchesSeen += 1
        super.touchesBegan(touches, with: event)          // and on up the chain, which must end
    }
    override func pressesBegan(_ presses: PressSet, with event: Event?) {
        self.presses += 1
        super.pressesBegan(presses, with: event)
    }
}

/// A responder whose `next` is whatever it is told: the way to build a cycle on purpose.
@MainActor final class LoopingResponder: View {
    weak var loopTo: Responder?
    var began = 0
    override var next: Responder? { loopTo ?? super.next }
    override func touchesBegan(_ touches: TouchSet, with event: Event?) {
        began += 1
        super.touchesBegan(touches, with: event)
    }
}

/// Issue 16, item 1: the responder chain must never loop (and every walk up it is bounded).
@Suite @MainActor struct ResponderChainBoundTests {
    let driver = TestDriver()

    init() { driver.application.diagnostics.log = { _ in } }

    /// UIKit: the application passes events to its delegate only when the delegate "is not a view,
    /// view controller, or the app object itself".
    @Test func aDelegateAlreadyInTheChainIsNotRepeatedAfterTheApplication() {
        let vc = DelegateController()
        driver.window.rootViewController = vc
        driver.application.delegate = vc
        #expect(driver.application.next == nil)
        driver.application.delegate = driver.window
        #expect(driver.application.next == nil)
        driver.application.delegate = driver.application
        #expect(driver.application.next == nil)
        let plain = AppDelegate()
        driver.application.delegate = plain
        #expect(driver.application.next === plain)
    }

    @Test func anUnhandledTouchEndsWhenTheDelegateIsTheRootController() {
        let vc = DelegateController()
        driver.window.rootViewController = vc
        driver.application.delegate = vc
        let leaf = View(frame: Rect(0, 0, 100, 100))
        vc.view.addSubview(leaf)
        driver.tap(at: Point(x: 10, y: 10))          // before the fix: view → vc → window → app → vc → … SIGSEGV
        #expect(vc.touchesSeen == 1)
        #expect(driver.application.diagnostics.overflowCount(.responderChain) == 0)
    }

    @Test func anUnhandledPressEndsWhenTheDelegateIsTheRootController() {
        let vc = DelegateController()
        driver.window.rootViewController = vc
        driver.application.delegate = vc
        let field = ResponderView(frame: Rect(0, 0, 10, 10))
        vc.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        driver.pressKey(30)
        #expect(vc.presses == 1)
    }

    @Test func anUnhandledNilTargetedActionEndsWhenTheDelegateIsTheRootController() {
        let vc = DelegateController()
        driver.window.rootViewController = vc
        driver.application.delegate = vc
        let sender = View(frame: Rect(0, 0, 10, 10))
        vc.view.addSubview(sender)
        // Before the fix, target(forAction:) walked vc → window → app → vc … for ever.
        #expect(!driver.application.sendAction(Selector("nobodyDoesThis"), to: nil, from: sender, for: nil))
    }

    @Test func aCycleInACustomNextStopsTouchForwardingAndIsCounted() {
        let a = LoopingResponder(frame: Rect(0, 0, 100, 100))
        let b = LoopingResponder(frame: Rect(0, 0, 100, 100))
        driver.window.addSubview(b)
        b.addSubview(a)
        b.loopTo = a                                 // a → b → a → …
        driver.touchDown(at: Point(x: 10, y: 10))
        #expect(a.began + b.began <= Responder.maximumChainLength + 1)
        #expect(a.began > 1 && b.began > 1)          // it did climb, as far as the bound
        #expect(driver.application.diagnostics.overflowCount(.responderChain) == 1)
        driver.touchUp()
    }

    @Test func aCycleStopsAnEventlessCallAtOnce() {
        let a = LoopingResponder(frame: Rect(0, 0, 100, 100))
        let b = LoopingResponder(frame: Rect(0, 0, 100, 100))
        driver.window.addSubview(b)
        b.addSubview(a)
        b.loopTo = a
        a.touchesBegan(.empty, with: nil)            // no event to count hops on: the chain is checked first
        #expect(a.began == 1 && b.began == 0)
        #expect(driver.application.diagnostics.overflowCount(.responderChain) == 1)
    }

    @Test func aCycleEndsANilTargetedActionSearch() {
        let a = LoopingResponder(frame: Rect(0, 0, 100, 100))
        let b = LoopingResponder(frame: Rect(0, 0, 100, 100))
        driver.window.addSubview(b)
        b.addSubview(a)
        b.loopTo = a
        #expect(a.target(forAction: Selector("missing"), withSender: nil) == nil)
        #expect(!driver.application.sendAction(Selector("missing"), to: nil, from: a, for: nil))
        #expect(driver.application.diagnostics.overflowCount(.responderChain) == 2)
    }

    @Test func controllersMadeEachOthersChildrenDoNotHang() {
        let p = ChildController(), q = ChildController()
        p.addChild(q)
        q.addChild(p)                                // p.next = q, q.next = p
        #expect(p.target(forAction: Selector("missing"), withSender: nil) == nil)
        p.touchesBegan(.empty, with: nil)            // no window, no application: logged, not counted
    }
}
