import Glibc

/// Why an input backend could not start or open a device.
///
/// Every case names what is wrong (the path, the seat, the group) and, where there is one, the fix, so
/// the message can go to a kiosk's log as it is.
public enum InputError: Error, Equatable, CustomStringConvertible {
    /// Opening the device node at `path` failed: the call and its `errno` in `error`.
    case openFailed(path: String, error: SystemError)
    /// The path is no device node at all (a regular file, a directory).
    case notADevice(path: String)
    /// libinput opened the node but would not take it as an input device.
    case deviceRejected(path: String)
    /// The udev seat has no input device libinput would handle.
    case noDevices(seat: String, detail: String)
    /// libinput or udev could not create its context.
    case contextFailed(String)
    /// libseat could not open a seat (no seatd, no logind session).
    case seatUnavailable(String)

    /// A sentence for the log: what failed, on which path or seat, and the fix when there is one.
    public var description: String {
        switch self {
        case let .openFailed(path, error) where error.errno == EACCES || error.errno == EPERM:
            return "permission denied opening \(path): add the user to the 'input' group, or run under a seat manager (seatd/logind)"
        case let .openFailed(path, error) where error.errno == ENOENT:
            return "cannot open \(path): no such device"
        case let .openFailed(path, error):
            return "cannot open \(path): \(errnoDescription(error.errno))"
        case let .notADevice(path):
            return "\(path) is not a device node (input devices are /dev/input/eventN)"
        case let .deviceRejected(path):
            return "libinput rejected \(path): not an evdev input device it can handle"
        case let .noDevices(seat, detail):
            return "no input devices on udev seat '\(seat)': \(detail)"
        case let .contextFailed(what):
            return what
        case let .seatUnavailable(why):
            return "no seat manager: \(why)"
        }
    }
}
