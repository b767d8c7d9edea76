import Testing
import Faceplate
import FaceplateWidgets

@Suite @MainActor struct SwitchTests {
    let driver = makeDriver(width: 320, height: 200)
    let toggle = Switch(frame: Rect(100, 80, 52, 32))
    let log: EventLog
    init() {
        toggle.theme = Themes.light
        driver.window.addSubview(toggle)
        log = EventLog(toggle)
    }

    @Test func tapFlipsAndSendsValueChangedWithPrimaryAction() {
        driver.tap(toggle)
        #expect(toggle.isOn)
        #expect(log.count(.valueChanged) == 1)
        #expect(log.count(.primaryActionTriggered) == 1)
        driver.advance(by: 1)
        driver.tap(toggle)
        #expect(!toggle.isOn)
        #expect(log.count(.valueChanged) == 2)
    }

    @Test func dragAcrossFlipsOnceAndDragBackRestores() {
        driver.drag(from: Point(x: 110, y: 96), to: Point(x: 150, y: 96), steps: 6)
        #expect(toggle.isOn, "dragging the knob to the on side turns it on")
        #expect(log.count(.valueChanged) == 1)
        driver.advance(by: 1)
        // Drag right again: already on, it stays on and sends nothing.
        driver.drag(from: Point(x: 110, y: 96), to: Point(x: 150, y: 96), steps: 6)
        #expect(toggle.isOn)
        #expect(log.count(.valueChanged) == 1)
        driver.advance(by: 1)
        driver.drag(from: Point(x: 140, y: 96), to: Point(x: 100, y: 96), steps: 6)
        #expect(!toggle.isOn)
        #expect(log.count(.valueChanged) == 2)
    }

    @Test func shortDragThatEndsNearTheStartSideKeepsTheValue() {
        // 8 points right is less than half of the knob's 20-point travel: it snaps back.
        driver.drag(from: Point(x: 110, y: 96), to: Point(x: 118, y: 96), steps: 4)
        #expect(!toggle.isOn)
        #expect(log.count(.valueChanged) == 0)
    }

    @Test func liftFarOutsideDoesNotFlip() {
        driver.touchDown(at: Point(x: 126, y: 96))
        driver.move(to: Point(x: 126, y: 196), steps: 1)   // straight down, 100 points: outside the tracking area
        driver.touchUp()
        #expect(!toggle.isOn)
        #expect(log.count(.touchUpOutside) == 1)
        #expect(log.count(.valueChanged) == 0)
    }

    @Test func settingIsOnSendsNothing() {
        toggle.isOn = true
        toggle.setOn(false, animated: true)
        toggle.setOn(true, animated: false)
        #expect(toggle.isOn)
        #expect(log.log.isEmpty)
    }

    @Test func disabledSwitchIgnoresTaps() {
        toggle.isEnabled = false
        driver.tap(toggle)
        #expect(!toggle.isOn)
        #expect(log.log.isEmpty)
    }

    @Test func touchJustOutsideTheThinPillStillCounts() {
        // The pill is 32 high; 44 is the finger-sized minimum, so 5 points below still hits it.
        driver.tap(at: Point(x: 126, y: 116))
        #expect(toggle.isOn)
    }

    @Test func ancestorSingleTapDoesNotStealTheSwitchsTap() {
        let tap = TapGestureRecognizer()
        var recognized = 0
        tap.addTarget(log) { _, _ in recognized += 1 }
        driver.window.addGestureRecognizer(tap)
        driver.tap(toggle)
        #expect(toggle.isOn)
        #expect(recognized == 0)
        driver.advance(by: 1)
        driver.tap(at: Point(x: 20, y: 20))
        #expect(recognized == 1, "elsewhere the window's tap works")
    }
}
