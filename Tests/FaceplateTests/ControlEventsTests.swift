import Testing
import Faceplate

@Suite struct ControlEventsTests {
    @Test func bitValuesAreUIKits() {
        #expect(ControlEvents.touchDown.rawValue == 1 << 0)
        #expect(ControlEvents.touchDownRepeat.rawValue == 1 << 1)
        #expect(ControlEvents.touchDragInside.rawValue == 1 << 2)
        #expect(ControlEvents.touchDragOutside.rawValue == 1 << 3)
        #expect(ControlEvents.touchDragEnter.rawValue == 1 << 4)
        #expect(ControlEvents.touchDragExit.rawValue == 1 << 5)
        #expect(ControlEvents.touchUpInside.rawValue == 1 << 6)
        #expect(ControlEvents.touchUpOutside.rawValue == 1 << 7)
        #expect(ControlEvents.touchCancel.rawValue == 1 << 8)
        #expect(ControlEvents.valueChanged.rawValue == 1 << 12)
        #expect(ControlEvents.primaryActionTriggered.rawValue == 1 << 13)
        #expect(ControlEvents.menuActionTriggered.rawValue == 1 << 14)
        #expect(ControlEvents.editingDidBegin.rawValue == 1 << 16)
        #expect(ControlEvents.editingChanged.rawValue == 1 << 17)
        #expect(ControlEvents.editingDidEnd.rawValue == 1 << 18)
        #expect(ControlEvents.editingDidEndOnExit.rawValue == 1 << 19)
        #expect(ControlEvents.allTouchEvents.rawValue == 0xFFF)
        #expect(ControlEvents.allEditingEvents.rawValue == 0xF0000)
        #expect(ControlEvents.applicationReserved.rawValue == 0x0F00_0000)
        #expect(ControlEvents.systemReserved.rawValue == 0xF000_0000)
        #expect(ControlEvents.allEvents.rawValue == 0xFFFF_FFFF)
    }

    @Test func statesAreUIKits() {
        #expect(ControlState.normal.rawValue == 0)
        #expect(ControlState.highlighted.rawValue == 1)
        #expect(ControlState.disabled.rawValue == 2)
        #expect(ControlState.selected.rawValue == 4)
        #expect(ControlState.focused.rawValue == 8)
        #expect(ControlState.application.rawValue == 0x00FF_0000)
        #expect(ControlState.reserved.rawValue == 0xFF00_0000)
    }

    @Test func namesFollowBitOrder() {
        #expect(ControlEvents([.touchDownRepeat, .touchDown]).description == "touchDown|touchDownRepeat")
        #expect(ControlEvents([.primaryActionTriggered, .touchUpInside]).description == "touchUpInside|primaryActionTriggered")
        #expect(ControlEvents(rawValue: 1 << 24).description == "0x1000000")
    }

    /// `input-event-codes.h` defines key codes as macros; pin the ones Faceplate uses.
    @Test func keyCodesMatchTheKernelHeader() {
        #expect(KeyCodes.esc == 1 && KeyCodes.enter == 28 && KeyCodes.space == 57 && KeyCodes.backspace == 14)
        #expect(KeyCodes.up == 103 && KeyCodes.down == 108 && KeyCodes.left == 105 && KeyCodes.right == 106)
        #expect(KeyCodes.select == 0x161 && KeyCodes.menu == 139 && KeyCodes.playPause == 164)
        #expect(KeyCodes.character(for: 30) == "a" && KeyCodes.character(for: 2) == "1" && KeyCodes.character(for: 57) == " ")
    }
}
