/// The Linux evdev codes the input backends speak, as Swift constants.
///
/// The kernel's `<linux/input-event-codes.h>` defines them as macros; writing them here keeps the evemu
/// parser and replay free of C types, and a test pins every value against the imported header.
public enum EvdevCode {
    /// Event types.
    public static let evSyn: UInt16 = 0x00, evKey: UInt16 = 0x01, evRel: UInt16 = 0x02, evAbs: UInt16 = 0x03
    /// `SYN_REPORT` ends one evdev frame; `SYN_DROPPED` says the kernel's buffer overflowed.
    public static let synReport: UInt16 = 0, synDropped: UInt16 = 3
    /// Single-touch absolute axes (also the pointer-emulation axes of a multi-touch device).
    public static let absX: UInt16 = 0x00, absY: UInt16 = 0x01
    /// Multi-touch protocol B axes.
    public static let absMTSlot: UInt16 = 0x2f, absMTPositionX: UInt16 = 0x35, absMTPositionY: UInt16 = 0x36
    /// The contact's tracking id; −1 lifts the finger in the current slot.
    public static let absMTTrackingID: UInt16 = 0x39
    /// The highest absolute axis code (`ABS_MAX`).
    public static let absMax: UInt16 = 0x3f
    /// The highest key code (`KEY_MAX`).
    public static let keyMax: UInt16 = 0x2ff
    /// The highest event type (`EV_MAX`).
    public static let evMax: UInt16 = 0x1f
    /// Buttons.
    public static let btnLeft: UInt16 = 0x110, btnTouch: UInt16 = 0x14a
    /// `INPUT_PROP_DIRECT`: the device is a touchscreen (touches map to the screen), not a touchpad.
    public static let inputPropDirect: UInt16 = 0x01
}
