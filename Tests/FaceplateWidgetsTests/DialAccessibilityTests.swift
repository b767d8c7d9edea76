import Testing
import Faceplate
import FaceplateWidgets

/// A dial reads as an adjustable element with its value, and the reader's swipes step it as a turn
/// would, sending `valueChanged`.
@Suite @MainActor struct DialAccessibilityTests {
    @Test func aDialIsAdjustableAndSpeaksItsValue() {
        let driver = makeDriver(width: 300, height: 300)
        let dial = Dial(frame: Rect(0, 0, 300, 300))
        driver.window.addSubview(dial)
        dial.minimumValue = 10; dial.maximumValue = 30; dial.stepValue = 0.5
        dial.value = 21
        var changes = 0
        final class Box { var n = 0 }
        let box = Box()
        dial.addTarget(box, action: { $0.n += 1 }, for: .valueChanged)
        #expect(dial.isAccessibilityElement && dial.accessibilityTraits.contains(.adjustable))
        #expect(dial.accessibilityValue == "21")
        dial.accessibilityIncrement()
        #expect(dial.value == 21.5 && dial.accessibilityValue == "21.5")
        dial.accessibilityDecrement(); dial.accessibilityDecrement()
        #expect(dial.value == 20.5)
        #expect(box.n == 3)
        dial.value = 30
        dial.accessibilityIncrement()
        #expect(dial.value == 30 && box.n == 3, "no event at the end of the range")
        changes = box.n
        dial.stepValue = 0
        dial.accessibilityDecrement()
        #expect(dial.value == 29 && box.n == changes + 1, "a twentieth of the range without a step")
    }
}
