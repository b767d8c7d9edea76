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
}
