import Testing
import FaceplateGraphics
@testable import Faceplate

/// `PropertyAnimator` (UIKit's `UIViewPropertyAnimator`): start, pause, scrub, reverse, stop, finish.
@Suite @MainActor struct PropertyAnimatorTests {
    func rig() -> (TestDriver, View) {
        let d = TestDriver()
        Application.setShared(d.application)
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        d.window.addSubview(v)
        return (d, v)
    }

    @Test func nothingHappensUntilStartedThenItRunsToTheEnd() {
        let (d, v) = rig()
        var ended: [AnimatingPosition] = []
        let a = PropertyAnimator(duration: 1, curve: .linear) { v.center.x = 250 }
        a.addCompletion { ended.append($0) }
        #expect(a.state == .inactive && v.center.x == 50)        // animations run at start, as in UIKit
        a.startAnimation()
        #expect(a.state == .active && a.isRunning && v.center.x == 250 && v.presentedCenter.x == 50)
        d.advance(by: 0); d.advance(by: 0.5)
        #expect(v.presentedCenter.x == 150 && a.fractionComplete == 0.5)
        d.advance(by: 0.5)
        #expect(ended == [.end] && a.state == .inactive && v.presentedCenter.x == 250)
    }

    @Test func pauseHoldsAndScrubbingMovesAtOnce() {
        let (d, v) = rig()
        let a = PropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
        a.startAnimation()
        d.advance(by: 0); d.advance(by: 0.25)
        a.pauseAnimation()
        #expect(!a.isRunning && !d.application.animator.isRunning)    // a paused animation needs no frames
        d.advance(by: 5)
        #expect(abs(v.presentedAlpha - 0.75) < 1e-9)
        a.fractionComplete = 0.6
        #expect(abs(v.presentedAlpha - 0.4) < 1e-9)
        a.startAnimation()                                          // resumes from 0.6
        d.advance(by: 0); d.advance(by: 0.2)
        #expect(abs(v.presentedAlpha - 0.2) < 1e-9)
    }

    @Test func settingTheFractionBeforeStartingStartsPaused() {
        let (_, v) = rig()
        let a = PropertyAnimator(duration: 1, curve: .linear) { v.center.y = 150 }
        a.fractionComplete = 0.5
        #expect(a.state == .active && !a.isRunning && v.presentedCenter.y == 100)
    }

    @Test func reversingRunsBackAndEndsAtTheStartValues() {
        let (d, v) = rig()
        var ended: AnimatingPosition?
        let a = PropertyAnimator(duration: 1, curve: .linear) { v.center.x = 250 }
        a.addCompletion { ended = $0 }
        a.startAnimation()
        d.advance(by: 0); d.advance(by: 0.5)                        // x 150
        a.isReversed = true
        d.advance(by: 0); d.advance(by: 0.25)
        #expect(v.presentedCenter.x == 100)                         // back at the same speed
        d.advance(by: 0.25)
        #expect(ended == .start)
        #expect(v.center.x == 50 && v.presentedCenter.x == 50)      // UIKit: the model returns to the start
    }

    @Test func stopWithoutFinishingKeepsTheValueOnScreenAsTheModel() {
        let (d, v) = rig()
        var ended = false
        let a = PropertyAnimator(duration: 1, curve: .linear) { v.center.x = 250 }
        a.addCompletion { _ in ended = true }
        a.startAnimation()
        d.advance(by: 0); d.advance(by: 0.5)
        a.stopAnimation(true)
        #expect(a.state == .inactive && !ended)
        #expect(v.center.x == 150 && v.presentedCenter.x == 150)
        d.advance(by: 1)
        #expect(v.center.x == 150)
    }

    @Test func stopThenFinishAtAPosition() {
        let (d, v) = rig()
        var ended: AnimatingPosition?
        let a = PropertyAnimator(duration: 1, curve: .linear) { v.center.x = 250 }
        a.addCompletion { ended = $0 }
        a.startAnimation()
        d.advance(by: 0); d.advance(by: 0.5)
        a.stopAnimation(false)
        #expect(a.state == .stopped && ended == nil)
        d.advance(by: 1)
        #expect(v.presentedCenter.x == 150)                         // held where it stopped
        a.finishAnimation(at: .end)
        #expect(ended == .end && a.state == .inactive && v.center.x == 250 && v.presentedCenter.x == 250)
    }

    @Test func aSpringAnimatorSettles() {
        let (d, v) = rig()
        let a = PropertyAnimator(duration: 0.5, dampingRatio: 0.5) { v.center.x = 150 }
        a.startAnimation()
        d.advance(by: 0)
        var xs: [Double] = []
        while d.application.animator.isRunning { d.advance(by: 1.0 / 60); xs.append(v.presentedCenter.x) }
        #expect(xs.contains { $0 > 150 })                           // underdamped: it overshoots
        #expect(xs.last == 150)
    }

    @Test func touchesReachViewsAPropertyAnimatorMoves() {
        let (d, v) = rig()
        let a = PropertyAnimator(duration: 1) { v.center.x = 450 }
        a.startAnimation()
        d.advance(by: 0); d.advance(by: 0.5)
        #expect(d.window.hitTest(Point(x: 450, y: 50), with: nil) === v)   // UIKit: isUserInteractionEnabled
    }
}
