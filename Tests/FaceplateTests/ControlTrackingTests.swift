import Testing
import Faceplate
import FaceplateWidgets

/// Every transition of UIControl's touch tracking.
@Suite @MainActor struct ControlTrackingTests {
    let driver = TestDriver()
    let control = ProbeControl(frame: Rect(100, 100, 100, 50))   // tracking area: 30...270 x 30...220
    let lines: TraceLines

    init() {
        driver.window.addSubview(control)
        lines = controlEvents(of: control, in: driver)
    }

    @Test func tapInsideSendsTouchDownThenTouchUpInside() {
        driver.touchDown(at: Point(x: 150, y: 125))
        #expect(control.isHighlighted && control.isTracking && control.isTouchInside)
        #expect(control.state == .highlighted)
        driver.touchUp()
        #expect(!control.isHighlighted && !control.isTracking && !control.isTouchInside)
        #expect(lines.controlEvents == ["touchDown", "touchUpInside"])
        #expect(control.hooks == ["begin", "end"])
    }

    @Test func dragInsideStaysInsideWithinTheMargin() {
        driver.touchDown(at: Point(x: 150, y: 125))
        driver.move(to: Point(x: 250, y: 125))          // outside the bounds, inside the 70 pt margin
        #expect(control.isHighlighted && control.isTouchInside)
        driver.touchUp()
        #expect(lines.controlEvents == ["touchDown", "touchDragInside", "touchUpInside"])
    }

    @Test func dragExitThenReenterThenReleaseInside() {
        driver.touchDown(at: Point(x: 150, y: 125))
        driver.move(to: Point(x: 300, y: 125))          // beyond the margin
        #expect(!control.isHighlighted && !control.isTouchInside && control.isTracking)
        driver.move(to: Point(x: 320, y: 125))
        driver.move(to: Point(x: 160, y: 130))
        #expect(control.isHighlighted && control.isTouchInside)
        driver.touchUp()
        #expect(lines.controlEvents == ["touchDown", "touchDragOutside|touchDragExit", "touchDragOutside",
                                        "touchDragInside|touchDragEnter", "touchUpInside"])
    }

    @Test func releaseOutsideSendsTouchUpOutside() {
        driver.touchDown(at: Point(x: 150, y: 125))
        driver.move(to: Point(x: 400, y: 400))
        driver.touchUp()
        #expect(lines.controlEvents == ["touchDown", "touchDragOutside|touchDragExit", "touchUpOutside"])
        #expect(!control.isHighlighted)
    }

    @Test func cancelSendsTouchCancelAndCancelTracking() {
        driver.touchDown(at: Point(x: 150, y: 125))
        driver.cancel()
        #expect(lines.controlEvents == ["touchDown", "touchCancel"])
        #expect(control.hooks == ["begin", "cancel"])
        #expect(!control.isHighlighted && !control.isTracking)
    }

    @Test func secondTapSendsTouchDownRepeat() {
        driver.tap(at: Point(x: 150, y: 125))
        driver.tap(at: Point(x: 152, y: 126))
        #expect(lines.controlEvents == ["touchDown", "touchUpInside", "touchDown|touchDownRepeat", "touchUpInside"])
    }

    @Test func tapsTooFarApartInTimeDoNotRepeat() {
        driver.tap(at: Point(x: 150, y: 125))
        driver.advance(by: 1)
        driver.tap(at: Point(x: 150, y: 125))
        #expect(lines.controlEvents == ["touchDown", "touchUpInside", "touchDown", "touchUpInside"])
    }

    @Test func marginIsConfigurable() {
        control.trackingMargin = 0
        driver.touchDown(at: Point(x: 150, y: 125))
        driver.move(to: Point(x: 205, y: 125))
        driver.touchUp()
        #expect(lines.controlEvents == ["touchDown", "touchDragOutside|touchDragExit", "touchUpOutside"])
    }

    // UIControl (Chameleon's UIControl.m, the seed): control events belong to a tracked touch. A
    // touch `beginTracking` refused sends none — no touchDown, no drags, no touchUp* or touchCancel —
    // though the control keeps it and highlights while it is inside.
    @Test func beginTrackingFalseSendsNoControlEvents() {
        control.beginResult = false
        driver.touchDown(at: Point(x: 150, y: 125))
        #expect(!control.isTracking && control.isHighlighted)
        driver.move(to: Point(x: 160, y: 125))
        driver.touchUp()
        #expect(lines.controlEvents.isEmpty)
        #expect(control.hooks == ["begin"], "endTracking only ends a tracked touch")
        #expect(!control.isHighlighted)
    }

    @Test func anUntrackedTouchThatIsCancelledSendsNoTouchCancel() {
        control.beginResult = false
        driver.touchDown(at: Point(x: 150, y: 125))
        driver.cancel()
        #expect(lines.controlEvents.isEmpty)
        #expect(control.hooks == ["begin"])
        #expect(!control.isHighlighted)
    }

    @Test func anUntrackedTouchIsStillTheControlsAndNotPassedOn() {
        let parent = RecordingView(frame: Rect(0, 0, 400, 400))
        driver.window.addSubview(parent)
        parent.addSubview(control)
        control.beginResult = false
        driver.drag(from: Point(x: 150, y: 125), to: Point(x: 170, y: 125), steps: 2)
        #expect(parent.log.isEmpty)
    }

    // continueTracking returning false ends tracking: no more drag events, and the lift reports
    // nothing (UIControl sends touchUp* and calls endTracking only while still tracking).
    @Test func continueTrackingFalseEndsTracking() {
        control.continueResult = false
        driver.touchDown(at: Point(x: 150, y: 125))
        driver.move(to: Point(x: 160, y: 125))
        driver.move(to: Point(x: 170, y: 125))
        #expect(!control.isTracking)
        #expect(control.isHighlighted, "the touch is still the control's and inside")
        driver.touchUp()
        #expect(lines.controlEvents == ["touchDown"])
        #expect(control.hooks == ["begin", "continue"])
        #expect(!control.isHighlighted)
    }

    @Test func aCancelAfterTrackingEndedSendsNoTouchCancel() {
        control.continueResult = false
        driver.touchDown(at: Point(x: 150, y: 125))
        driver.move(to: Point(x: 160, y: 125))
        driver.cancel()
        #expect(lines.controlEvents == ["touchDown"])
        #expect(control.hooks == ["begin", "continue"])
    }

    @Test func disablingAfterTrackingEndedSendsNoTouchCancel() {
        control.continueResult = false
        driver.touchDown(at: Point(x: 150, y: 125))
        driver.move(to: Point(x: 160, y: 125))
        control.isEnabled = false
        #expect(!control.isHighlighted)
        driver.touchUp()
        #expect(lines.controlEvents == ["touchDown"])
    }

    @Test func disabledControlIgnoresTouchesAndPassesThemOn() {
        let parent = RecordingView(frame: Rect(0, 0, 400, 400))
        driver.window.addSubview(parent)
        parent.addSubview(control)
        control.isEnabled = false
        #expect(control.state == .disabled)
        driver.tap(at: Point(x: 150, y: 125))
        #expect(lines.controlEvents.isEmpty)
        #expect(!control.isHighlighted)
        #expect(parent.phases == ["began", "ended"])
    }

    @Test func disablingWhileTrackingCancels() {
        driver.touchDown(at: Point(x: 150, y: 125))
        control.isEnabled = false
        #expect(!control.isHighlighted && !control.isTracking)
        driver.touchUp()
        #expect(lines.controlEvents == ["touchDown", "touchCancel"])
    }

    @Test func buttonSendsPrimaryActionWithTouchUpInside() {
        let button = Button(title: "OK", frame: Rect(400, 100, 100, 50))
        driver.window.addSubview(button)
        let counter = Counter()
        button.addTarget(counter, action: { $0.hit() }, for: .primaryActionTriggered)
        driver.tap(button)
        #expect(counter.count == 1)
        #expect(lines.controlEvents.last == "touchUpInside|primaryActionTriggered")
        driver.touchDown(at: driver.center(of: button))
        driver.move(to: Point(x: 700, y: 400))
        driver.touchUp()
        #expect(counter.count == 1)
    }

    @Test func selectedAndApplicationStateBits() {
        control.isSelected = true
        control.applicationState = ControlState(rawValue: 0x0001_0000)
        #expect(control.state == [.selected, ControlState(rawValue: 0x0001_0000)])
        control.applicationState = ControlState(rawValue: 0x1)   // outside the application range: ignored
        #expect(control.state == .selected)
    }
}
