import Faceplate
import FaceplateDrivers
import Testing

/// Messages name a finger by device and kernel slot, never by the packed number (device · 2³² + slot).
@Suite struct InputTouchSlotTests {
    @Test func aPackedSlotIsNamedByDeviceAndSlot() {
        #expect(InputTouchSlot.describe(InputTouchSlot.number(device: 1, slot: 0)) == "device 1 slot 0")
        #expect(InputTouchSlot.describe(InputTouchSlot.number(device: 3, slot: 9)) == "device 3 slot 9")
        #expect(InputTouchSlot.describe(0) == "device 0 slot 0")
    }

    /// libinput's single-touch finger (−1) and the pointer emulation's (−2) borrow from the device part.
    @Test func negativeKernelSlotsKeepTheirDevice() {
        for device in [0, 1, 7, 1000] {
            for slot: Int32 in [-2, -1, 0, 1, 62, Int32.max, Int32.min] {
                let p = InputTouchSlot.parts(InputTouchSlot.number(device: device, slot: slot))
                #expect(p.device == device && p.slot == slot, "device \(device) slot \(slot)")
            }
        }
        #expect(InputTouchSlot.describe(InputTouchSlot.number(device: 2, slot: -1)) == "device 2 slot -1")
    }
}
