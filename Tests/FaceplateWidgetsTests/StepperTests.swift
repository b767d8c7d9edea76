import Testing
import Faceplate
import FaceplateWidgets

/// A 104×44 stepper at (100, 100): the minus half is left of x = 152, the plus half right of it.
@Suite @MainActor struct StepperTests {
    let driver = makeDriver(width: 320, height: 240)
    let stepper = Stepper(frame: Rect(100, 100, 104, 44))
    let log: EventLog
    let minus = Point(x: 125, y: 122), plus = Point(x: 180, y: 122)
    init() {
        stepper.theme = Themes.light
        driver.window.addSubview(stepper)
        log = EventLog(stepper)
    }

    @Test func tapStepsOnceEachWay() {
        driver.tap(at: plus)
        #expect(stepper.value == 1)
        driver.advance(by: 1)
        driver.tap(at: plus)
        driver.advance(by: 1)
        driver.tap(at: minus)
        #expect(stepper.value == 1)
        #expect(log.count(.valueChanged) == 3)
        #expect(log.count(.primaryActionTriggered) == 3)
    }

    @Test func holdingRepeatsAfterHalfASecondThenTenTimesASecondAndStopsOnRelease() {
        driver.touchDown(at: plus)                        // one step at once
        #expect(stepper.value == 1)
        driver.advance(by: 0.45)
        #expect(stepper.value == 1, "no repeat before 0.5 s")
        driver.advance(by: 0.1)                           // 0.55 s: the first repeat (at 0.5 s)
        #expect(stepper.value == 2)
        driver.advance(by: 0.5)                           // 1.05 s: repeats at 0.6 … 1.0 s
        #expect(stepper.value == 7)
        #expect(log.count(.valueChanged) == 7)
        driver.touchUp()
        driver.advance(by: 2)
        #expect(stepper.value == 7, "the repeat stops on release")
        #expect(log.count(.valueChanged) == 7)
    }

    @Test func withoutAutorepeatHoldingStepsOnce() {
        stepper.autorepeat = false
        driver.touchDown(at: plus)
        driver.advance(by: 2)
        driver.touchUp()
        #expect(stepper.value == 1)
    }

    @Test func repeatPausesWhileTheFingerIsOffItsHalf() {
        driver.touchDown(at: plus)
        driver.move(to: minus)                            // onto the other half: paused
        driver.advance(by: 1)
        #expect(stepper.value == 1)
        #expect(stepper.pressedHalf == nil)
        driver.move(to: plus)                             // back: resumes after the initial delay
        #expect(stepper.pressedHalf == .plus)
        driver.advance(by: 0.55)
        #expect(stepper.value == 2)
        driver.touchUp()
    }

    @Test func clampsAtTheLimitsAndStopsRepeating() {
        stepper.maximumValue = 3
        stepper.value = 2
        driver.touchDown(at: plus)
        driver.advance(by: 2)
        #expect(stepper.value == 3)
        #expect(log.count(.valueChanged) == 1, "no events once clamped")
        driver.touchUp()
        #expect(!stepper.canStep(.plus))
        driver.advance(by: 1)
        driver.tap(at: plus)
        #expect(stepper.value == 3)
        #expect(log.count(.valueChanged) == 1)
        stepper.value = 0
        driver.advance(by: 1)
        driver.tap(at: minus)
        #expect(stepper.value == 0, "the minimum holds too")
    }

    @Test func wrapsFromOneEndToTheOther() {
        stepper.wraps = true
        stepper.maximumValue = 3
        stepper.value = 3
        driver.tap(at: plus)
        #expect(stepper.value == 0)
        driver.advance(by: 1)
        driver.tap(at: minus)
        #expect(stepper.value == 3)
        #expect(log.count(.valueChanged) == 2)
    }

    @Test func stepValueAndFractionalClamp() {
        stepper.stepValue = 2.5
        stepper.maximumValue = 6
        driver.tap(at: plus); driver.advance(by: 1)
        driver.tap(at: plus); driver.advance(by: 1)
        #expect(stepper.value == 5)
        driver.tap(at: plus)
        #expect(stepper.value == 6, "the last step stops at the maximum")
        stepper.stepValue = 0
        #expect(stepper.stepValue == 2.5, "a step of 0 is refused")
    }

    @Test func nonContinuousStepperReportsOnceOnRelease() {
        stepper.isContinuous = false
        driver.touchDown(at: plus)
        driver.advance(by: 1.05)
        #expect(stepper.value == 7)
        #expect(log.count(.valueChanged) == 0)
        driver.touchUp()
        #expect(log.count(.valueChanged) == 1)
    }

    @Test func cancelStopsTheRepeat() {
        driver.touchDown(at: plus)
        driver.cancel()
        driver.advance(by: 2)
        #expect(stepper.value == 1)
        #expect(stepper.pressedHalf == nil)
    }

    @Test func disabledStepperIgnoresTouches() {
        stepper.isEnabled = false
        driver.touchDown(at: plus)
        driver.advance(by: 1)
        driver.touchUp()
        #expect(stepper.value == 0)
        #expect(log.log.isEmpty)
    }
}
