import FaceplateEcho
import Glibc

/// A failure reading or writing a sysfs backlight.
public enum BacklightError: Error, CustomStringConvertible, Sendable {
    /// The kernel refused to open, read or write an attribute (the operation names the file).
    case system(SystemError)
    /// An attribute held something other than the number it should: the file, and what was wrong.
    case invalidValue(path: String, reason: String)

    /// What went wrong; the path escaped.
    public var description: String {
        switch self {
        case let .system(error):
            error.description + (error.errno == EACCES ? " (the kiosk user needs write access: see the package's udev rule)" : "")
        case let .invalidValue(path, reason):
            "\(Echo.escaped(path, limit: Echo.pathLimit)): \(reason)"
        }
    }
}

/// One sysfs backlight (`/sys/class/backlight/NAME`): its `brightness` against `max_brightness`, and its
/// power (`bl_power`, the fbdev blanking levels: 0 on, 4 powered down).
///
/// sysfs attributes are written in place with one `write(2)`: they are not files that can be replaced by a
/// rename, and the kernel applies a write whole or refuses it. `max_brightness` is read once and checked
/// (1 … Int32.max) before any value is computed from it. The kiosk's user needs write access to
/// `brightness` and `bl_power` (a udev rule giving the seat's group write access is the usual way).
public final class Backlight {
    /// The backlight's directory.
    public let directory: String
    /// The kernel's `max_brightness`.
    public let maximum: Int

    /// Opens the backlight in `directory`, reading `max_brightness`.
    public init(directory: String) throws(BacklightError) {
        self.directory = directory
        let path = directory + "/max_brightness"
        let text = try Backlight.read(path)
        guard let value = Int(text), value >= 1, value <= Int(Int32.max) else {
            throw BacklightError.invalidValue(path: path, reason: "expected a whole number from 1 to \(Int32.max), got \"\(Echo.escaped(text))\"")
        }
        maximum = value
    }

    /// The brightness as a fraction of ``maximum`` (0…1), from the kernel.
    public func brightness() throws(BacklightError) -> Double {
        let path = directory + "/brightness"
        let text = try Backlight.read(path)
        guard let value = Int(text), value >= 0 else {
            throw BacklightError.invalidValue(path: path, reason: "expected a whole number, got \"\(Echo.escaped(text))\"")
        }
        return Double(Swift.min(value, maximum)) / Double(maximum)
    }

    /// Sets the brightness to `fraction` (clamped to 0…1; NaN counts as 0) of ``maximum``.
    public func setBrightness(_ fraction: Double) throws(BacklightError) {
        let f = fraction.isNaN ? 0 : Swift.min(Swift.max(fraction, 0), 1)
        try Backlight.write(String(Int((f * Double(maximum)).rounded())), to: directory + "/brightness")
    }

    /// Powers the backlight on or off (`bl_power` 0 or 4, FB_BLANK_UNBLANK / FB_BLANK_POWERDOWN).
    public func setPower(on: Bool) throws(BacklightError) {
        try Backlight.write(on ? "0" : "4", to: directory + "/bl_power")
    }

    /// The attribute's text without its trailing newline (attributes are one short line).
    static func read(_ path: String) throws(BacklightError) -> String {
        let fd: FileDescriptor
        do { fd = try FileDescriptor.open(path, O_RDONLY) } catch { throw .system(error) }
        var bytes = [UInt8](repeating: 0, count: 64)
        let n: Int
        do { n = try fd.read(into: &bytes) } catch {
            throw .system(SystemError(operation: "read \(Echo.escaped(path, limit: Echo.pathLimit))", errno: error.errno))
        }
        var end = n
        while end > 0 && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x20) { end -= 1 }
        return String(decoding: bytes[0..<end], as: UTF8.self)
    }

    static func write(_ text: String, to path: String) throws(BacklightError) {
        // O_TRUNC as the shell's `echo N > brightness` does: sysfs ignores it, a plain file (tests) needs it.
        let fd: FileDescriptor
        do { fd = try FileDescriptor.open(path, O_WRONLY | O_TRUNC) } catch { throw .system(error) }
        do { try fd.writeAll(Array((text + "\n").utf8)) } catch {
            throw .system(SystemError(operation: "write \(Echo.escaped(path, limit: Echo.pathLimit))", errno: error.errno))
        }
    }
}
