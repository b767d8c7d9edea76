/// Reads the raw evdev stream of a touchscreen that claims multitouch, to find out whether it really
/// sends multitouch data — and, if it sends only the single-touch axes, to turn them into one finger.
///
/// Why: libinput decides from a device's capabilities alone. A device with `ABS_MT_POSITION_X/Y` and
/// `ABS_MT_SLOT` is multitouch to it; from then on it reads only the `ABS_MT_*` events of that device,
/// ignores `BTN_TOUCH` and hands `ABS_X`/`ABS_Y` to the multitouch path, which drops them
/// (libinput's evdev-fallback.c: `fallback_process_key` skips `BTN_TOUCH` when `device->is_mt`,
/// `fallback_process_absolute` sends every axis of an MT device to `fallback_process_touch`, which
/// handles only `ABS_MT_*`). libinput does synthesise touches from `ABS_X`/`ABS_Y` + `BTN_TOUCH`, but
/// only for a device without MT axes. A driver that declares MT axes and then reports only the legacy
/// axes (a misconfigured device tree, a half-ported driver) therefore yields a touchscreen libinput
/// lists and never reports a touch from — silently. Its capabilities cannot tell (real multitouch
/// drivers report `ABS_X`/`ABS_Y` too, as pointer emulation), so the verdict comes from the first
/// frame that carries a position: `ABS_MT_*` in it → multitouch, the stream is no longer needed;
/// only `ABS_X`/`ABS_Y`/`BTN_TOUCH` → ABS-only, warned about once and read as a single finger (what a
/// user expects of something libinput calls a touchscreen). An ABS-only device that later sends
/// `ABS_MT_*` after all is libinput's from that frame on: the stream hands it over (a finger it still
/// holds is cancelled) and delivers nothing more, so a device never has two readers delivering its
/// touches. Whatever the verdict, it counts the kernel's `SYN_DROPPED` markers (its reader is drained
/// in step with libinput's, so it overruns when libinput's does).
///
/// Plain value, no allocation: fed one evdev event at a time, it answers at each `SYN_REPORT`.
struct AbsOnlyTouchStream: Equatable {
    /// What the stream has shown so far.
    enum Verdict: Equatable {
        /// No frame with a position yet.
        case undecided
        /// `ABS_MT_*` data came (or the device has no MT axes): libinput reads this device; nothing to do
        /// here but count the kernel's drops.
        case multitouch
        /// A frame with `ABS_X`/`ABS_Y`/`BTN_TOUCH` and no `ABS_MT_*`: libinput will see no touches.
        case absOnly
    }

    /// The single finger's change in one frame, in device units.
    enum Change: Equatable {
        case down(x: Int32, y: Int32)
        case motion(x: Int32, y: Int32)
        case up
        /// The device turned out to send multitouch data while this stream's finger was down: libinput
        /// takes over, so the finger ends without acting.
        case cancel
    }

    /// What a `SYN_REPORT` ended.
    struct Frame: Equatable {
        /// The frame decided the device is ABS-only (its first such frame: the moment to warn).
        var becameAbsOnly = false
        /// The finger's change, once the device is known ABS-only.
        var change: Change?
    }

    private(set) var verdict: Verdict
    /// How many `SYN_DROPPED` markers came: each is one overrun of the kernel's buffer for this reader.
    private(set) var droppedReports = 0
    private var x: Int32 = 0, y: Int32 = 0
    private var touching = false, reportedTouching = false
    private var frameHasMT = false, frameHasST = false, moved = false
    /// After `SYN_DROPPED` everything up to the next `SYN_REPORT` is incomplete (evdev's rule).
    private var dropping = false

    /// A stream that looks for the verdict, or (`libinputReads`: a device without MT axes, which
    /// libinput reads itself) one that only counts drops.
    init(libinputReads: Bool = false) {
        verdict = libinputReads ? .multitouch : .undecided
    }

    /// Takes one evdev event; returns what the frame meant when `type`/`code` is `SYN_REPORT`.
    mutating func feed(type: UInt16, code: UInt16, value: Int32) -> Frame? {
        switch type {
        case EvdevCode.evAbs:
            if code >= EvdevCode.absMTSlot && code <= EvdevCode.absMax {
                frameHasMT = true
            } else if code == EvdevCode.absX {
                if value != x { x = value; moved = true }
                frameHasST = true
            } else if code == EvdevCode.absY {
                if value != y { y = value; moved = true }
                frameHasST = true
            }
        case EvdevCode.evKey where code == EvdevCode.btnTouch:
            touching = value != 0
            frameHasST = true
        case EvdevCode.evSyn where code == EvdevCode.synDropped:
            dropping = true
            droppedReports &+= 1
        case EvdevCode.evSyn where code == EvdevCode.synReport:
            defer { frameHasMT = false; frameHasST = false; moved = false }
            if dropping { dropping = false; return nil }
            var frame = Frame()
            if verdict == .undecided {
                if frameHasMT { verdict = .multitouch } else if frameHasST { verdict = .absOnly; frame.becameAbsOnly = true }
            } else if verdict == .absOnly && frameHasMT {
                verdict = .multitouch
                defer { reportedTouching = false }
                return reportedTouching ? Frame(change: .cancel) : nil
            }
            guard verdict == .absOnly else { return frame.becameAbsOnly ? frame : nil }
            if touching && !reportedTouching {
                frame.change = .down(x: x, y: y)
            } else if !touching && reportedTouching {
                frame.change = .up
            } else if touching && moved {
                frame.change = .motion(x: x, y: y)
            }
            reportedTouching = touching
            return frame.change == nil && !frame.becameAbsOnly ? nil : frame
        default:
            break
        }
        return nil
    }

    /// Whether the finger is down as far as the records sent say (a removal must cancel it).
    var isTouching: Bool { reportedTouching }

    /// A device coordinate of an axis `minimum...maximum` as panel pixels on a panel `size` wide,
    /// the way libinput scales its `_transformed` coordinates (`(v - min) · size / (max - min + 1)`).
    static func panelCoordinate(_ value: Int32, minimum: Int32, maximum: Int32, size: Int) -> Double {
        let span = Double(maximum) - Double(minimum) + 1
        guard span > 0 else { return 0 }
        return (Double(value) - Double(minimum)) * Double(size) / span
    }
}
