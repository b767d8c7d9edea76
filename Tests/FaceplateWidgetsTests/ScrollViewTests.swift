import Testing
import Faceplate
import FaceplateWidgets

@MainActor final class ScrollLog: ScrollViewDelegate {
    var calls: [String] = []
    var scrolls = 0
    func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { calls.append("didEndDragging(\(decelerate))") }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
}

@Suite @MainActor struct ScrollViewTests {
    let driver = TestDriver()
    let scroll = ScrollView(frame: Rect(0, 0, 400, 300))
    let log = ScrollLog()
    let button = Button(title: "Row 1", frame: Rect(20, 100, 200, 60))
    let buttonLog: ControlEventLog

    init() {
        scroll.contentSize = Size(400, 1200)
        scroll.delegate = log
        scroll.addSubview(button)
        driver.window.addSubview(scroll)
        buttonLog = ControlEventLog(button, ControlEventLog.touches)
    }

    /// Drags from `from` by `dy` in `steps` frames, without lifting.
    func drag(from: Point, dy: Double, steps: Int) {
        driver.touchDown(at: from)
        driver.move(to: Point(x: from.x, y: from.y + dy), steps: steps)
    }

    @Test func panningMovesTheContentOffset() {
        drag(from: Point(x: 300, y: 250), dy: -100, steps: 10)
        // The pan begins after 10 points; the content follows from there, without a jump.
        #expect(scroll.contentOffset == Point(x: 0, y: 90))
        #expect(scroll.isDragging)
        #expect(log.calls == ["willBeginDragging"])
        #expect(log.scrolls == 9)
        driver.advance(by: 0.5)                        // the finger rests: velocity fades
        driver.move(to: Point(x: 300, y: 149), steps: 1)
        driver.touchUp()
        #expect(!scroll.isDragging)
        #expect(log.calls.first == "willBeginDragging")
    }

    @Test func aContentThatFitsDoesNotScroll() {
        scroll.contentSize = Size(400, 300)
        drag(from: Point(x: 300, y: 250), dy: -100, steps: 10)
        driver.touchUp()
        #expect(scroll.contentOffset == .zero)
        #expect(log.calls.isEmpty)
    }

    @Test func scrollingCanBeDisabled() {
        scroll.isScrollEnabled = false
        drag(from: Point(x: 300, y: 250), dy: -100, steps: 10)
        driver.touchUp()
        #expect(scroll.contentOffset == .zero)
    }

    @Test func decelerationContinuesAfterReleaseAndStops() {
        drag(from: Point(x: 300, y: 280), dy: -200, steps: 4)       // 50 points a frame: 3000 pt/s
        driver.touchUp()
        let released = scroll.contentOffset.y
        #expect(scroll.isDecelerating)
        #expect(log.calls == ["willBeginDragging", "didEndDragging(true)", "willBeginDecelerating"])
        driver.advance(by: 0.1)
        let later = scroll.contentOffset.y
        #expect(later > released)
        driver.advance(by: 0.1)
        #expect(scroll.contentOffset.y - later < later - released)  // slowing down
        driver.advance(by: 10)
        #expect(!scroll.isDecelerating)
        let rest = scroll.contentOffset.y
        #expect(rest <= scroll.maximumContentOffset.y)
        #expect(log.calls.last == "didEndDecelerating")
        driver.advance(by: 1)
        #expect(scroll.contentOffset.y == rest)
        #expect(driver.application.timers.nextDeadline == nil)
    }

    @Test func aSlowReleaseDoesNotDecelerate() {
        drag(from: Point(x: 300, y: 250), dy: -100, steps: 10)
        driver.advance(by: 0.5)
        driver.move(to: Point(x: 300, y: 149.5), steps: 1)
        driver.touchUp()
        #expect(!scroll.isDecelerating)
        #expect(log.calls == ["willBeginDragging", "didEndDragging(false)"])
    }

    @Test func pullingPastTheEdgeRubberBandsAndSpringsBack() {
        drag(from: Point(x: 300, y: 50), dy: 150, steps: 15)
        let pulled = scroll.contentOffset.y
        #expect(pulled < 0)
        #expect(pulled > -140)                       // follows the finger less than one to one
        driver.advance(by: 0.5)
        driver.touchUp()
        #expect(scroll.isDecelerating)
        driver.advance(by: 0.05)
        #expect(scroll.contentOffset.y > pulled && scroll.contentOffset.y < 0)
        driver.advance(by: 3)
        #expect(scroll.contentOffset.y == 0)
        #expect(!scroll.isDecelerating)
        #expect(log.calls.last == "didEndDecelerating")
    }

    @Test func aFlingPastTheEndBouncesBackToTheEdge() {
        scroll.contentOffset = Point(x: 0, y: 850)      // 50 from the end
        drag(from: Point(x: 300, y: 280), dy: -200, steps: 4)
        driver.touchUp()
        var furthest = 0.0
        for _ in 0..<300 {
            driver.advance(by: 1.0 / 60)
            furthest = max(furthest, scroll.contentOffset.y)
        }
        #expect(furthest > 900)                       // went past the end
        #expect(scroll.contentOffset.y == 900)        // and came back to it
        #expect(!scroll.isDecelerating)
    }

    @Test func withoutBouncesTheContentStopsAtTheEdge() {
        scroll.bounces = false
        drag(from: Point(x: 300, y: 50), dy: 150, steps: 15)
        #expect(scroll.contentOffset.y == 0)
        driver.touchUp()
        scroll.contentOffset = Point(x: 0, y: 850)
        drag(from: Point(x: 300, y: 280), dy: -200, steps: 4)
        driver.touchUp()
        var furthest = 0.0
        for _ in 0..<120 { driver.advance(by: 1.0 / 60); furthest = max(furthest, scroll.contentOffset.y) }
        #expect(furthest == 900)
    }

    @Test func contentInsetExtendsTheRange() {
        scroll.contentInset = EdgeInsets(top: 20, left: 0, bottom: 220, right: 0)
        #expect(scroll.minimumContentOffset == Point(x: 0, y: -20))
        #expect(scroll.maximumContentOffset == Point(x: 0, y: 1120))
    }

    // MARK: Content touches

    @Test func aQuickTapReachesAButtonInside() {
        driver.touchDown(at: Point(x: 100, y: 130))
        #expect(!button.isHighlighted)               // held back while a scroll might start
        driver.touchUp()
        #expect(buttonLog.events == ["touchDown", "touchUpInside"])
    }

    @Test func aRestingFingerReachesTheButtonAfterTheDelay() {
        driver.touchDown(at: Point(x: 100, y: 130))
        driver.advance(by: 0.2)
        #expect(button.isHighlighted)
        #expect(buttonLog.events == ["touchDown"])
        driver.touchUp()
        #expect(buttonLog.events == ["touchDown", "touchUpInside"])
    }

    @Test func scrollingCancelsTheButtonsTouch() {
        driver.touchDown(at: Point(x: 100, y: 130))
        driver.advance(by: 0.2)                      // the button has the touch
        driver.move(to: Point(x: 100, y: 70), steps: 6)
        driver.touchUp()
        #expect(buttonLog.events == ["touchDown", "touchCancel"])
        #expect(scroll.contentOffset.y > 40)
        #expect(!button.isHighlighted)
    }

    @Test func aQuickScrollNeverReachesTheButton() {
        driver.touchDown(at: Point(x: 100, y: 130))
        driver.move(to: Point(x: 100, y: 70), steps: 6)
        driver.touchUp()
        #expect(buttonLog.events.isEmpty)
        #expect(scroll.contentOffset.y > 40)
    }

    @Test func contentKeepsItsTouchWhenItMayNotBeCancelled() {
        scroll.canCancelContentTouches = false
        driver.touchDown(at: Point(x: 100, y: 130))
        driver.advance(by: 0.2)
        driver.move(to: Point(x: 100, y: 70), steps: 6)
        driver.touchUp()
        #expect(scroll.contentOffset.y == 0)
        #expect(buttonLog.events == ["touchDown", "touchUpInside"])   // still within the button's tracking margin
    }

    @Test func withoutDelayTheButtonGetsTheTouchAtOnce() {
        scroll.delaysContentTouches = false
        driver.touchDown(at: Point(x: 100, y: 130))
        #expect(button.isHighlighted)
        driver.move(to: Point(x: 100, y: 70), steps: 6)
        driver.touchUp()
        #expect(buttonLog.events == ["touchDown", "touchCancel"])
    }

    @Test func aFingerThatStopsTheMotionDoesNotTapTheContent() {
        drag(from: Point(x: 300, y: 280), dy: -200, steps: 4)
        driver.touchUp()
        driver.advance(by: 0.05)
        #expect(scroll.isDecelerating)
        // Put the button under where the finger lands, allowing for one more frame of motion.
        button.frame = Rect(x: 20, y: scroll.contentOffset.y + 50, width: 200, height: 200)
        driver.touchDown(at: Point(x: 100, y: 150))
        #expect(button.convert(Point(x: 100, y: 150), from: nil).y > 0)
        #expect(!scroll.isDecelerating)
        let caught = scroll.contentOffset
        driver.advance(by: 0.3)
        driver.touchUp()
        driver.advance(by: 1)
        #expect(buttonLog.events.isEmpty)
        #expect(scroll.contentOffset == caught)
        #expect(log.calls.filter { $0 == "didEndDecelerating" }.count == 1)
    }
}
