import Testing
import CMallocCounter
import FaceplateAllocationTesting
import FaceplateGraphics
@testable import Faceplate

/// `View.animate`: model values at once, the screen follows on the frames, touches follow UIKit's rules.
@Suite @MainActor struct ViewAnimationTests {
    /// A driver with one 100×100 view at (0, 0) in an 800×480 window, and a compositor drawing it.
    func rig() -> (TestDriver, View, Compositor, PixelBuffer) {
        let d = TestDriver()
        Application.setShared(d.application)
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        v.backgroundColor = Color(hex: 0xFF0000)
        d.window.backgroundColor = Color(hex: 0xFFFFFF)
        d.window.addSubview(v)
        let c = Compositor(window: d.window, transform: DisplayTransform(panelWidth: 800, panelHeight: 480, rotation: .degrees0))
        let buffer = PixelBuffer(width: 800, height: 480, format: .xrgb8888)
        c.render(into: buffer, age: 0)
        return (d, v, c, buffer)
    }

    func rgb(_ b: PixelBuffer, _ x: Int, _ y: Int) -> UInt32 { b.pixel(x: x, y: y) & 0xFF_FFFF }

    @Test func theModelValueChangesAtOnceAndTheScreenFollowsFrameByFrame() {
        let (d, v, c, buffer) = rig()
        var finished: Bool?
        View.animate(withDuration: 0.25, options: .curveLinear, animations: { v.center = Point(x: 350, y: 50) },
                     completion: { finished = $0 })
        #expect(v.center == Point(x: 350, y: 50))                 // the model: at once, as in UIKit
        #expect(v.presentedCenter == Point(x: 50, y: 50))         // the screen: still where it was
        d.advance(by: 0)                                          // the first frame starts the clock
        var frames = 0
        var positions: [Double] = []
        while d.application.animator.isRunning && frames < 100 {
            d.advance(by: 1.0 / 60)
            positions.append(v.presentedCenter.x)
            c.render(into: buffer, age: 1)
            frames += 1
        }
        #expect(frames == 15)                                     // 250 ms at 60 Hz
        #expect(positions == positions.sorted())                  // it only moves forward
        #expect(abs(positions[6] - (50 + 300 * 7.0 / 15)) < 0.001)   // linear: 7/15 of the way after 7 frames
        #expect(positions.last == 350)
        #expect(finished == true)
        #expect(v.presentation?.isIdle == true)
        #expect(rgb(buffer, 340, 50) == 0xFF0000)   // drawn at the end position
        #expect(rgb(buffer, 20, 50) == 0xFFFFFF)    // and gone from the start
    }

    @Test func aMidAnimationFrameShowsThePresentationValue() {
        let (d, v, c, buffer) = rig()
        View.animate(withDuration: 1, options: .curveLinear, animations: { v.center = Point(x: 250, y: 50) })
        d.advance(by: 0)
        d.advance(by: 0.5)                                        // halfway: centre x 150, so 100…200 covered
        c.render(into: buffer, age: 1)
        #expect(rgb(buffer, 105, 50) == 0xFF0000)
        #expect(rgb(buffer, 195, 50) == 0xFF0000)
        #expect(rgb(buffer, 95, 50) == 0xFFFFFF)  // the old place is repainted
        #expect(rgb(buffer, 205, 50) == 0xFFFFFF) // the end place not yet drawn
    }

    @Test func alphaAndBackgroundColourAnimate() {
        let (d, v, _, _) = rig()
        View.animate(withDuration: 1, options: .curveLinear, animations: {
            v.alpha = 0
            v.backgroundColor = Color(hex: 0x0000FF)
        })
        d.advance(by: 0); d.advance(by: 0.5)
        #expect(abs(v.presentedAlpha - 0.5) < 0.001)
        #expect(v.presentedBackgroundColor == Color(red: 128, green: 0, blue: 128))
        d.advance(by: 0.5)
        #expect(v.presentedAlpha == 0 && v.presentedBackgroundColor == Color(hex: 0x0000FF))
    }

    @Test func fadingToNoColourChangesOnlyTheAlpha() {
        let (d, v, _, _) = rig()
        View.animate(withDuration: 1, options: .curveLinear, animations: { v.backgroundColor = nil })
        d.advance(by: 0); d.advance(by: 0.5)
        #expect(v.presentedBackgroundColor == Color(red: 255, green: 0, blue: 0, alpha: 128))
        d.advance(by: 0.5)
        #expect(v.presentedBackgroundColor == nil)
    }

    @Test func aNewAnimationStartsFromTheValueOnScreenAndTheOldOneEndsUnfinished() {
        let (d, v, _, _) = rig()
        var first: Bool?
        View.animate(withDuration: 1, options: .curveLinear, animations: { v.center.x = 450 }, completion: { first = $0 })
        d.advance(by: 0); d.advance(by: 0.5)                      // on screen: x 250
        var second: Bool?
        View.animate(withDuration: 1, options: .curveLinear, animations: { v.center.x = 50 }, completion: { second = $0 })
        #expect(v.presentedCenter.x == 250)
        d.advance(by: 0)
        #expect(first == false)                                   // interrupted (UIKit's finished = false)
        d.advance(by: 0.5)
        #expect(v.presentedCenter.x == 150)                       // from 250 towards 50, halfway
        d.advance(by: 0.5)
        #expect(second == true && v.presentedCenter.x == 50)
    }

    @Test func aPlainAssignmentStopsTheAnimationOfThatProperty() {
        let (d, v, _, _) = rig()
        View.animate(withDuration: 1, animations: { v.alpha = 0.2 })
        d.advance(by: 0); d.advance(by: 0.3)
        v.alpha = 1
        #expect(v.presentedAlpha == 1)
        d.advance(by: 1)
        #expect(v.alpha == 1 && v.presentedAlpha == 1)
    }

    @Test func theDelayHoldsTheStartValue() {
        let (d, v, _, _) = rig()
        View.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: { v.center.y = 150 })
        d.advance(by: 0); d.advance(by: 0.4)
        #expect(v.presentedCenter.y == 50)
        d.advance(by: 0.35)                                       // 0.25 s into the animation
        #expect(abs(v.presentedCenter.y - 100) < 0.001)
    }

    @Test func touchesSkipAnimatingViewsUnlessAllowedAndHitTestTheModel() {
        let (d, v, _, _) = rig()
        View.animate(withDuration: 1, animations: { v.center = Point(x: 450, y: 50) })
        #expect(d.window.hitTest(Point(x: 450, y: 50), with: nil) !== v)   // UIKit: no touches while animating
        d.advance(by: 0); d.advance(by: 2)
        #expect(d.window.hitTest(Point(x: 450, y: 50), with: nil) === v)
        View.animate(withDuration: 1, options: [.allowUserInteraction], animations: { v.center = Point(x: 650, y: 50) })
        d.advance(by: 0); d.advance(by: 0.5)
        #expect(d.window.hitTest(Point(x: 650, y: 50), with: nil) === v)  // the model position, as in UIKit
        #expect(d.window.hitTest(Point(x: 550, y: 50), with: nil) !== v)  // not where it is drawn
    }

    @Test func performWithoutAnimationAppliesAtOnce() {
        let (_, v, _, _) = rig()
        View.animate(withDuration: 1, animations: {
            View.performWithoutAnimation { v.alpha = 0.5 }
        })
        #expect(v.presentedAlpha == 0.5)
        #expect(!(v.presentation?.has(ViewAnimationProperty.alpha) ?? false))
    }

    @Test func aViewOutsideAWindowChangesAtOnceAndTheCompletionStillRuns() {
        let (d, _, _, _) = rig()
        let loose = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var done: Bool?
        View.animate(withDuration: 1, animations: { loose.center.x = 100 }, completion: { done = $0 })
        #expect(loose.presentedCenter.x == 100)
        d.advance(by: 0)
        #expect(done == true)
    }

    @Test func theSpringSettlesExactlyAndACriticallyDampedOneNeverOvershoots() {
        let (d, v, _, _) = rig()
        View.animate(withDuration: 0.5, usingSpringWithDamping: 1, initialSpringVelocity: 0, animations: { v.center.x = 150 })
        d.advance(by: 0)
        var xs: [Double] = []
        while d.application.animator.isRunning { d.advance(by: 1.0 / 60); xs.append(v.presentedCenter.x) }
        #expect(xs.allSatisfy { $0 <= 150 })
        #expect(xs == xs.sorted())
        #expect(xs.last == 150)
        let bouncy = (1...59).map { AnimationCurve.spring(damping: 0.3, initialVelocity: 0).value(at: Double($0) / 60, duration: 1) }
        #expect(bouncy.contains { $0 > 1 })                       // damping below 1 overshoots
    }

    @Test func animationFramesAllocateNothing() {
        let (d, v, c, buffer) = rig()
        View.animate(withDuration: 10, animations: { v.center.x = 500; v.alpha = 0.5 })
        d.advance(by: 0); d.advance(by: 0.1); c.render(into: buffer, age: 1)   // warm
        faceplate_malloc_count_start()
        d.advance(by: 1.0 / 60)
        c.render(into: buffer, age: 1)
        let n = faceplate_malloc_count_stop()
        expectNoAllocations(n, "a View.animate frame: advance and render")
    }

    @Test func aFrameRepaintsOnlyTheAnimatedViewsDamage() {
        let (d, v, c, buffer) = rig()
        View.animate(withDuration: 1, animations: { v.center.x = 400 })
        d.advance(by: 0); d.advance(by: 0.5)
        let region = c.render(into: buffer, age: 1)
        #expect(region.boundingBox.height <= 100)
        #expect(c.lastRepaintedArea <= 2 * 100 * 100)            // two 100×100 strips at most, not the window
    }
}
