import CInput
import CJSON
@testable import FaceplateDrivers
import Testing

/// The kernel and json-c values written as Swift constants match the C headers they come from.
@Suite struct InputConstantsTests {
    @Test func evdevCodesMatchTheKernelHeader() {
        #expect(EvdevCode.evSyn == UInt16(EV_SYN))
        #expect(EvdevCode.evKey == UInt16(EV_KEY))
        #expect(EvdevCode.evRel == UInt16(EV_REL))
        #expect(EvdevCode.evAbs == UInt16(EV_ABS))
        #expect(EvdevCode.evMax == UInt16(EV_MAX))
        #expect(EvdevCode.synReport == UInt16(SYN_REPORT))
        #expect(EvdevCode.synDropped == UInt16(SYN_DROPPED))
        #expect(EvdevCode.absX == UInt16(ABS_X))
        #expect(EvdevCode.absY == UInt16(ABS_Y))
        #expect(EvdevCode.absMTSlot == UInt16(ABS_MT_SLOT))
        #expect(EvdevCode.absMTPositionX == UInt16(ABS_MT_POSITION_X))
        #expect(EvdevCode.absMTPositionY == UInt16(ABS_MT_POSITION_Y))
        #expect(EvdevCode.absMTTrackingID == UInt16(ABS_MT_TRACKING_ID))
        #expect(EvdevCode.absMax == UInt16(ABS_MAX))
        #expect(EvdevCode.keyMax == UInt16(KEY_MAX))
        #expect(EvdevCode.btnLeft == UInt16(BTN_LEFT))
        #expect(EvdevCode.btnTouch == UInt16(BTN_TOUCH))
        #expect(EvdevCode.inputPropDirect == UInt16(INPUT_PROP_DIRECT))
    }

    @Test func jsonCFlagsMatchTheHeader() {
        // JSON_C_TO_STRING_NOSLASHESCAPE is `(1 << 4)`; pinned by value as well, in case the importer
        // stops importing the shift expression.
        #expect(BoardJSONDocument.toStringNoSlashEscape == 16)
        #expect(BoardJSONDocument.toStringNoSlashEscape == Int32(JSON_C_TO_STRING_NOSLASHESCAPE))
        #expect(BoardJSONDocument.toStringPlain == Int32(JSON_C_TO_STRING_PLAIN))
    }

    @Test func keyCodesInRecordsAreTheKernelCodes() {
        #expect(KEY_ENTER == 28)
        #expect(KEY_POWER == 116)
    }
}

@Suite struct InputProbeConstantsTests {
    /// linux/input.h: `#define EVIOCGABS(abs) _IOR('E', 0x40 + (abs), struct input_absinfo)`, 24-byte struct.
    @Test func eviocgabsMatchesTheKernelHeader() {
        #expect(KernelConstants.eviocgabs(0x00) == 0x8018_4540)
        #expect(KernelConstants.eviocgabs(0x35) == 0x8018_4575)
    }
}
