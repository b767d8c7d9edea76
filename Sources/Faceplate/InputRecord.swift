/// One raw input report, as a backend (libinput, an evemu replay, the test driver) hands it to
/// ``Application``.
///
/// Touch records accumulate per slot until a `.frame`, which dispatches every change of that frame as
/// one ``Event`` (libinput's `TOUCH_FRAME`, evdev's `SYN_REPORT`). The application is the only place
/// they are coalesced, and its ``Capacities/touches`` the only limit on fingers: a backend passes every
/// finger on. A slot names one finger while it is down: any `Int` the backend chooses, unique among the
/// fingers down at once (the kernel's multi-touch slot for one device; the libinput backend numbers
/// the slots of several devices apart). Locations are in the window's logical coordinates: the backend
/// has already applied calibration and the display's rotation. Times are seconds of `CLOCK_MONOTONIC`,
/// the clock the kernel stamps input with.
public enum InputRecord: Sendable, Equatable {
    /// A finger touched down in `slot`.
    case touchDown(slot: Int, location: Point, time: Double)
    /// A finger in `slot` moved.
    case touchMotion(slot: Int, location: Point, time: Double)
    /// The finger in `slot` lifted.
    case touchUp(slot: Int, time: Double)
    /// The touch in `slot` was cancelled (its device went away, say).
    case touchCancel(slot: Int, time: Double)
    /// The end of a frame: dispatch everything since the previous frame.
    case frame(time: Double)
    /// A key or hardware button (`code` is the Linux evdev key code, e.g. 28 for KEY_ENTER).
    case key(code: UInt32, pressed: Bool, time: Double)
}

extension InputRecord {
    /// The record's timestamp (seconds of `CLOCK_MONOTONIC`).
    public var time: Double {
        switch self {
        case let .touchDown(_, _, t), let .touchMotion(_, _, t), let .touchUp(_, t), let .touchCancel(_, t),
             let .frame(t), let .key(_, _, t): t
        }
    }
}
