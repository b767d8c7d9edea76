/// How the input backends name a finger: one ``Faceplate/InputRecord`` slot per (device, kernel slot).
///
/// The application coalesces touches and decides how many fit (`Capacities.touches`); a backend only
/// has to keep the fingers of several devices apart. It does so without a table: the slot of kernel
/// slot `s` of device number `d` is `d · 2³² + s`, distinct for every pair since kernel slots are
/// 32-bit. Device 0's slots are the kernel's own (an evemu replay reads like its recording); libinput
/// reports a single-touch device's finger in slot −1, and the pointer emulation uses −2.
public enum InputTouchSlot {
    /// The input slot of kernel slot `slot` of device number `device` (wrapping, never trapping: device
    /// numbers would have to pass 2³¹ to collide).
    public static func number(device: Int, slot: Int32) -> Int {
        (device &<< 32) &+ Int(slot)
    }

    /// The device number and kernel slot an input slot from ``number(device:slot:)`` stands for (a
    /// negative kernel slot borrowed from the device part; this undoes it).
    public static func parts(_ inputSlot: Int) -> (device: Int, slot: Int32) {
        let slot = Int32(truncatingIfNeeded: inputSlot)
        return ((inputSlot &- Int(slot)) >> 32, slot)
    }

    /// How a message names an input slot: "device 1 slot 0" (the number itself means nothing to a reader).
    public static func describe(_ inputSlot: Int) -> String {
        let p = parts(inputSlot)
        return "device \(p.device) slot \(p.slot)"
    }
}
