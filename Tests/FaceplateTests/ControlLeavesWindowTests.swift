import Testing
import Faceplate

/// Records whether `cancelTracking` came with an event.
@MainActor final class CancelProbe: Control {
    var cancels: [Bool] = []                       // true: with an event
    var ends = 0
    override func cancelTracking(with event: Event?) { cancels.append(event != nil) }
    override func endTracking(_ touch: Touch?, with event: Event?) { ends += 1 }
}

/// Issue 16, item 3: a control removed from its window while tracking lets go of the touch.
@Suite @MainActor struct ControlLeavesWindowTests {
    let driver = TestDriver()
    let container = RecordingView(frame: Rect(0, 0, 400, 400))
    let control = CancelProbe(frame: Rect(100, 100, 100, 50))
    let upInside = Counter(), cancel = Counter(), anyTouch = Counter()

    init() {
        driver.window.addSubview(container)
        container.addSubview(control)
        container.forward = true
        control.addTarget(upInside, action: { $0.hit() }, for: .touchUpInside)
        control.addTarget(cancel, action: { $0.hit() }, for: .touchCancel)
        control.addTarget(anyTouch, action: { $0.hit() }, for: .allTouchEvents)
    }

    /// UIKit: a control leaving its window while tracking gets `cancelTracking(with: nil)` and sends
    /// `touchCancel`; the touch's later phases go nowhere.
    @Test func removalWhileTrackingCancelsWithANilEventAndSendsTouchCancel() {
        driver.touchDown(at: Point(x: 150, y: 125))
        #expect(control.isTracking && control.isHighlighted)
        control.removeFromSuperview()
        #expect(!control.isTracking && !control.isHighlighted && !control.isTouchInside)
        #expect(control.cancels == [false])
        #expect(cancel.count == 1)
        let sentBeforeLift = anyTouch.count          // touchDown, touchCancel
        driver.move(to: Point(x: 160, y: 125))
        driver.touchUp()
        #expect(upInside.count == 0)                 // before the fix: touchUpInside on the detached control
        #expect(anyTouch.count == sentBeforeLift)
        #expect(control.ends == 0 && control.cancels == [false])
        #expect(container.log.isEmpty)               // nothing passed up the chain the control has left
    }

    @Test func theLaterPhasesGoNowhereEvenIfTheControlIsBackInTheWindow() {
        driver.touchDown(at: Point(x: 150, y: 125))
        control.removeFromSuperview()
        container.addSubview(control)
        driver.touchUp()
        #expect(upInside.count == 0 && cancel.count == 1)
        #expect(container.log.isEmpty)
        driver.tap(at: Point(x: 150, y: 125))        // the next finger is tracked as usual
        #expect(upInside.count == 1)
    }

    @Test func removingAnAncestorCountsAsLeavingTheWindow() {
        driver.touchDown(at: Point(x: 150, y: 125))
        container.removeFromSuperview()
        #expect(control.cancels == [false] && cancel.count == 1)
        driver.touchUp()
        #expect(upInside.count == 0)
    }

    @Test func aControlNotTrackingLeavesQuietly() {
        control.removeFromSuperview()
        #expect(control.cancels.isEmpty && cancel.count == 0)
    }
}
