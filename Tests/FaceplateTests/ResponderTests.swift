import Testing
import Faceplate

@MainActor final class ChildController: ViewController {}
@MainActor final class ResponderView: View { override var canBecomeFirstResponder: Bool { true } }
@MainActor final class StubbornView: View {
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { false }
}
@MainActor final class AppDelegate: Responder {}

@Suite @MainActor struct ResponderTests {
    let driver = TestDriver()

    @Test func chainRunsViewSuperviewControllerParentWindowApplicationDelegate() {
        let parentVC = ChildController(), childVC = ChildController()
        driver.window.rootViewController = parentVC
        parentVC.addChild(childVC)
        parentVC.view.addSubview(childVC.view)
        let leaf = View(), middle = View()
        childVC.view.addSubview(middle)
        middle.addSubview(leaf)
        let delegate = AppDelegate()
        driver.application.delegate = delegate
        var chain: [ObjectIdentifier] = []
        var r: Responder? = leaf
        while let current = r { chain.append(ObjectIdentifier(current)); r = current.next }
        let expected: [AnyObject] = [leaf, middle, childVC.view, childVC, parentVC, driver.window, driver.application, delegate]
        #expect(chain == expected.map { ObjectIdentifier($0) })
    }

    @Test func controllerWithoutParentGoesToTheWindow() {
        let vc = ChildController()
        driver.window.rootViewController = vc
        #expect(vc.view.next === vc)
        #expect(vc.next === driver.window)
    }

    @Test func touchesForwardUpTheChainByDefault() {
        let outer = RecordingView(frame: Rect(0, 0, 200, 200))
        let inner = View(frame: Rect(10, 10, 50, 50))
        driver.window.addSubview(outer)
        outer.addSubview(inner)
        driver.tap(at: Point(x: 20, y: 20))
        #expect(outer.phases == ["began", "ended"])
    }

    @Test func firstResponderRules() {
        let a = ResponderView(), b = ResponderView(), plain = View()
        #expect(!a.becomeFirstResponder())              // not in a window
        driver.window.addSubview(a); driver.window.addSubview(b); driver.window.addSubview(plain)
        #expect(!plain.becomeFirstResponder())          // cannot become
        #expect(a.becomeFirstResponder() && a.isFirstResponder)
        #expect(b.becomeFirstResponder() && b.isFirstResponder && !a.isFirstResponder)   // only one per window
        #expect(b.resignFirstResponder() && !b.isFirstResponder && driver.window.firstResponder == nil)
        let stubborn = StubbornView()
        driver.window.addSubview(stubborn)
        #expect(stubborn.becomeFirstResponder())
        #expect(!a.becomeFirstResponder())              // the current one refuses to resign
        #expect(!stubborn.resignFirstResponder() && stubborn.isFirstResponder)
    }

    @Test func removingTheFirstResponderFromTheWindowResignsIt() {
        let container = View(), a = ResponderView()
        driver.window.addSubview(container)
        container.addSubview(a)
        #expect(a.becomeFirstResponder())
        container.removeFromSuperview()
        #expect(!a.isFirstResponder && driver.window.firstResponder == nil)
    }

    @Test func pressesGoToTheFirstResponder() {
        final class KeyView: View {
            var keys: [UInt32] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: PressSet, with event: Event?) { for p in presses { keys.append(p.keyCode) } }
        }
        let k = KeyView()
        driver.window.addSubview(k)
        driver.pressKey(KeyCodes.enter)
        #expect(k.keys.isEmpty)
        #expect(k.becomeFirstResponder())
        driver.pressKey(KeyCodes.enter)
        #expect(k.keys == [KeyCodes.enter])
    }
}

@Suite @MainActor struct HitTestTests {
    let driver = TestDriver()

    @Test func frontmostVisibleInteractiveSubviewWins() {
        let back = View(frame: Rect(0, 0, 100, 100)), front = View(frame: Rect(50, 50, 100, 100))
        driver.window.addSubview(back); driver.window.addSubview(front)
        #expect(driver.window.hitTest(Point(x: 60, y: 60), with: nil) === front)
        #expect(driver.window.hitTest(Point(x: 10, y: 10), with: nil) === back)
        front.isHidden = true
        #expect(driver.window.hitTest(Point(x: 60, y: 60), with: nil) === back)
        front.isHidden = false; front.isUserInteractionEnabled = false
        #expect(driver.window.hitTest(Point(x: 60, y: 60), with: nil) === back)
        front.isUserInteractionEnabled = true; front.alpha = 0.005
        #expect(driver.window.hitTest(Point(x: 60, y: 60), with: nil) === back)
        front.alpha = 0.01
        #expect(driver.window.hitTest(Point(x: 60, y: 60), with: nil) === front)
    }

    @Test func nestedHitUsesConvertedPointsAndBoundsOrigin() {
        let scroll = View(frame: Rect(100, 100, 200, 200))
        let child = View(frame: Rect(0, 300, 50, 50))
        driver.window.addSubview(scroll); scroll.addSubview(child)
        #expect(driver.window.hitTest(Point(x: 110, y: 110), with: nil) === scroll)
        scroll.bounds.origin = Point(x: 0, y: 300)       // scrolled: the child is now at the top
        #expect(driver.window.hitTest(Point(x: 110, y: 110), with: nil) === child)
        #expect(child.convert(Point(x: 5, y: 5), to: nil) == Point(x: 105, y: 105))
        #expect(child.convert(Point(x: 105, y: 105), from: nil) == Point(x: 5, y: 5))
        #expect(child.convert(Point(x: 0, y: 0), to: scroll) == Point(x: 0, y: 300))
    }

    @Test func subviewOutsideItsSuperviewIsNotHit() {
        let parent = View(frame: Rect(0, 0, 50, 50)), child = View(frame: Rect(60, 0, 20, 20))
        driver.window.addSubview(parent); parent.addSubview(child)
        #expect(driver.window.hitTest(Point(x: 65, y: 5), with: nil) === driver.window)
    }

    @Test func overridesOfPointInsideAndHitTestAreHonoured() {
        final class BigTarget: View {
            override func point(inside point: Point, with event: Event?) -> Bool { bounds.insetBy(dx: -20, dy: -20).contains(point) }
        }
        final class PassThrough: View {
            override func hitTest(_ point: Point, with event: Event?) -> View? {
                let hit = super.hitTest(point, with: event)
                return hit === self ? nil : hit
            }
        }
        let parent = View(frame: Rect(0, 0, 300, 300))
        let big = BigTarget(frame: Rect(100, 100, 10, 10))
        let overlay = PassThrough(frame: Rect(0, 0, 300, 300))
        driver.window.addSubview(parent); parent.addSubview(big); parent.addSubview(overlay)
        #expect(driver.window.hitTest(Point(x: 85, y: 85), with: nil) === big)
        #expect(driver.window.hitTest(Point(x: 5, y: 5), with: nil) === parent)
    }

    @Test func aTouchSticksToTheViewItBeganIn() {
        let a = RecordingView(frame: Rect(0, 0, 100, 100)), b = RecordingView(frame: Rect(200, 0, 100, 100))
        driver.window.addSubview(a); driver.window.addSubview(b)
        driver.touchDown(at: Point(x: 50, y: 50))
        driver.move(to: Point(x: 250, y: 50))
        driver.touchUp()
        #expect(a.phases == ["began", "moved", "ended"])
        #expect(b.log.isEmpty)
    }
}
