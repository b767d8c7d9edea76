import Testing
import Faceplate
import FaceplateWidgets

/// A slider 224 wide at (100, 100): its 24-point thumb's centre travels 200 points, from x = 112 to
/// x = 312 in window coordinates, along y = 122.
@Suite @MainActor struct SliderTests {
    let driver = makeDriver(width: 480, height: 320)
    let slider = Slider(frame: Rect(100, 100, 224, 44))
    let log: EventLog
    init() {
        slider.theme = Themes.light
        driver.window.addSubview(slider)
        log = EventLog(slider)
    }

    @Test func continuousDragSendsValueChangedForEveryMoveAndMovesProportionally() {
        driver.touchDown(at: Point(x: 112, y: 122))
        #expect(slider.isDraggingThumb)
        driver.move(to: Point(x: 212, y: 122), steps: 10)
        #expect(abs(slider.value - 0.5) < 1e-9, "half the travel is half the range")
        #expect(log.count(.valueChanged) == 10)
        #expect(log.count(.primaryActionTriggered) == 10, "UIKit sends primaryActionTriggered with a slider's valueChanged")
        driver.touchUp()
        #expect(log.count(.valueChanged) == 10, "the lift at the same place changes nothing")
        #expect(!slider.isDraggingThumb)
    }

    @Test func nonContinuousSliderReportsOnceOnRelease() {
        slider.isContinuous = false
        driver.touchDown(at: Point(x: 112, y: 122))
        driver.move(to: Point(x: 162, y: 122), steps: 5)
        #expect(abs(slider.value - 0.25) < 1e-9, "the thumb still follows the finger")
        #expect(log.count(.valueChanged) == 0)
        driver.touchUp()
        #expect(log.count(.valueChanged) == 1)
        #expect(log.count(.primaryActionTriggered) == 1)
    }

    @Test func nonContinuousSliderSendsNothingWhenTheValueEndsUnchanged() {
        slider.isContinuous = false
        slider.value = 0.5
        driver.touchDown(at: Point(x: 212, y: 122))
        driver.move(to: Point(x: 262, y: 122), steps: 3)
        driver.move(to: Point(x: 212, y: 122), steps: 3)
        driver.touchUp()
        #expect(slider.value == 0.5)
        #expect(log.count(.valueChanged) == 0)
    }

    @Test func valueRangeIsRespectedAndTheThumbDoesNotJumpToTheFinger() {
        slider.minimumValue = 10
        slider.maximumValue = 30
        slider.value = 20                      // thumb centre at x = 212
        driver.touchDown(at: Point(x: 220, y: 130))   // 8 right of the centre, still on the thumb
        #expect(slider.isDraggingThumb)
        #expect(slider.value == 20, "touching the thumb off-centre does not move it")
        driver.move(to: Point(x: 270, y: 130), steps: 2)   // +50 points = +1/4 of the range
        #expect(abs(slider.value - 25) < 1e-9)
        driver.move(to: Point(x: 460, y: 130), steps: 2)
        #expect(slider.value == 30, "clamped at the maximum")
        driver.move(to: Point(x: 0, y: 130), steps: 2)
        #expect(slider.value == 10, "clamped at the minimum")
        driver.touchUp()
    }

    @Test func touchOnTheTrackAwayFromTheThumbDoesNotTrack() {
        driver.touchDown(at: Point(x: 262, y: 122))
        #expect(!slider.isDraggingThumb)
        #expect(!slider.isTracking)
        driver.move(to: Point(x: 300, y: 122), steps: 4)
        driver.touchUp()
        #expect(slider.value == 0, "UIKit's slider only moves by its thumb")
        #expect(log.count(.valueChanged) == 0)
        // UISlider's beginTracking accepts only a touch on the (slightly enlarged) thumb, and UIControl
        // sends control events only for a tracked touch: this one gets none at all.
        #expect(log.log.isEmpty, Comment(rawValue: "\(log.log)"))
    }

    @Test func settingTheValueClampsAndSendsNothing() {
        slider.value = 7
        #expect(slider.value == 1)
        slider.setValue(-3, animated: true)
        #expect(slider.value == 0)
        slider.maximumValue = 5
        slider.value = 4
        slider.maximumValue = 2
        #expect(slider.value == 2, "lowering the maximum pulls the value in")
        #expect(log.log.isEmpty)
    }

    @Test func disabledSliderIgnoresTheFinger() {
        slider.isEnabled = false
        driver.drag(from: Point(x: 112, y: 122), to: Point(x: 212, y: 122), steps: 4)
        #expect(slider.value == 0)
        #expect(log.log.isEmpty)
    }

    @Test func aParallelPanStartingOnTheThumbIsTheSlidersButOneOnTheTrackIsNot() {
        let pan = PanGestureRecognizer()
        var panStates: [GestureRecognizer.State] = []
        pan.addTarget(self.log) { _, g in panStates.append(g.state) }
        driver.window.addGestureRecognizer(pan)

        driver.drag(from: Point(x: 112, y: 122), to: Point(x: 212, y: 122), steps: 10)
        #expect(panStates.isEmpty, "a horizontal drag from the thumb does not begin the window's pan")
        #expect(abs(slider.value - 0.5) < 1e-9)

        driver.drag(from: Point(x: 290, y: 122), to: Point(x: 390, y: 122), steps: 10)
        #expect(panStates.first == .began, "from the bare track the pan is not the slider's gesture")
        #expect(log.count(.touchCancel) == 0, "the slider never tracked that touch, so it reports no cancel")
        #expect(abs(slider.value - 0.5) < 1e-9)
    }

    @Test func aPerpendicularPanFromTheThumbStillBegins() {
        let pan = PanGestureRecognizer()
        var began = 0
        pan.addTarget(self.log) { _, g in if g.state == .began { began += 1 } }
        driver.window.addGestureRecognizer(pan)
        driver.drag(from: Point(x: 112, y: 122), to: Point(x: 114, y: 222), steps: 10)
        #expect(began == 1, "a vertical scroll starting on the thumb scrolls")
    }

    @Test func thinSliderStillTakesAFingerSizedTouchOnItsThumb() {
        let thin = Slider(frame: Rect(100, 200, 224, 24))
        thin.theme = Themes.light
        driver.window.addSubview(thin)
        // 8 points below the bounds, but within 44 of the thumb's centre.
        driver.touchDown(at: Point(x: 112, y: 232))
        #expect(thin.isDraggingThumb)
        driver.touchUp()
    }
}
