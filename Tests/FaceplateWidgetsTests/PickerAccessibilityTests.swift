import Testing
import Faceplate
import FaceplateWidgets
import FaceplateTestSupport

/// A picker's wheels to a screen reader, as UIKit's: one adjustable element per wheel, its value the
/// selected row's title; adjusting selects the next or previous row and tells the delegate.
@Suite @MainActor struct PickerAccessibilityTests {
    @Test func eachWheelIsAnAdjustableElementThatReadsAndStepsItsRow() {
        let rig = PickerRig(PickerModel([["Mon", "Tue", "Wed"], ["am", "pm"]]))
        let days = rig.wheel(0), halves = rig.wheel(1)
        #expect(days.isAccessibilityElement && halves.isAccessibilityElement)
        #expect(days.accessibilityTraits.contains(.adjustable))
        #expect(days.accessibilityValue == "Mon" && halves.accessibilityValue == "am")
        days.accessibilityIncrement()
        rig.run(0.5)
        #expect(rig.picker.selectedRow(inComponent: 0) == 1 && days.accessibilityValue == "Tue")
        #expect(rig.rowUnderBand(0) == 1, "the wheel turned to the row")
        #expect(rig.model.selections.count == 1 && rig.model.selections[0] == (row: 1, component: 0))
        days.accessibilityDecrement(); days.accessibilityDecrement()
        #expect(days.accessibilityValue == "Mon" && rig.model.selections.count == 2, "no step past the first row")
        halves.accessibilityValue = "morning"
        #expect(halves.accessibilityValue == "morning", "a value set by the app wins")
    }
}
