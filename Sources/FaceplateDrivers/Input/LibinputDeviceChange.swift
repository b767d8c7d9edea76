import FaceplateEcho

extension LibinputSource {
    /// A device that came or went while the source was running (``LibinputSource/onDeviceChange``).
    public enum DeviceChange: Sendable, Equatable {
        /// A device was plugged in (or libinput took it after a seat came back).
        case added(DeviceInfo)
        /// A device was unplugged; its fingers were cancelled.
        case removed(DeviceInfo)
    }
}

extension LibinputSource.DeviceInfo {
    /// How the log names the device: `"raspberrypi-ts" (event3) touch, calibrated by libinput`. The
    /// name is the kernel's and is escaped and cut short.
    public var summary: String {
        "\"\(Echo.escaped(name))\" (\(Echo.escaped(sysname)))" + (isTouch ? " touch" : "") + (isPointer ? " pointer" : "")
            + (isKeyboard ? " keys" : "") + (calibration == .none ? "" : ", calibrated by \(calibration)")
    }
}
