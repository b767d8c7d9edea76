import Faceplate

/// A libinput touch event, decoded from the C event so the routing logic can be tested without a device.
enum LibinputTouchEvent: Equatable {
    case down(device: Int, slot: Int32, location: Point, time: Double)
    case motion(device: Int, slot: Int32, location: Point, time: Double)
    case up(device: Int, slot: Int32, time: Double)
    case cancel(device: Int, slot: Int32, time: Double)
    case frame(device: Int, time: Double)
    case deviceRemoved(device: Int, time: Double)
}

/// What libinput has queued after the current event (`libinput_next_event_type`).
enum LibinputNextEvent: Equatable {
    /// Nothing queued yet (the rest of the hardware frame may still be unread).
    case none
    /// A `TOUCH_FRAME`.
    case touchFrame
    /// Another touch event (down, motion, up, cancel).
    case touch
    /// A `DEVICE_REMOVED`.
    case deviceRemoved
    /// Anything else.
    case other
}

/// Routes libinput's touch events into the ``TouchFrameAssembler``, turning libinput's removal sequence
/// into cancellations.
///
/// When a device goes away mid-touch, libinput releases its touches first: `TOUCH_UP` for each active
/// slot, a `TOUCH_FRAME`, then `DEVICE_REMOVED`. Passed on as they are, the UI would see the finger lift
/// and a button under it would fire. So a frame directly followed by `DEVICE_REMOVED` is held back; if
/// the removal is of that device, its touches are cancelled instead (one `.touchCancel` per slot the UI
/// has seen, then `.frame`). Qt's work-around for a last `TOUCH_UP` without a frame stays, but only
/// when no frame or removal is already queued behind the up.
final class LibinputTouchRouter {
    let assembler: TouchFrameAssembler
    private var heldFrameDevice: Int?
    private var heldFrameTime = 0.0

    init(assembler: TouchFrameAssembler) { self.assembler = assembler }

    /// Handles one event, knowing what libinput has queued after it.
    func route<S: InputSink>(_ event: LibinputTouchEvent, next: LibinputNextEvent, to sink: S) {
        switch event {
        case let .down(device, slot, location, time):
            assembler.touchDown(device: device, slot: slot, location: location, time: time)
        case let .motion(device, slot, location, time):
            assembler.touchMotion(device: device, slot: slot, location: location, time: time)
        case let .up(device, slot, time):
            assembler.touchUp(device: device, slot: slot, time: time, flushIfLast: next == .none || next == .other, to: sink)
        case let .cancel(device, slot, time):
            assembler.touchCancel(device: device, slot: slot, time: time)
        case let .frame(device, time):
            if next == .deviceRemoved {
                flushHeldFrame(to: sink)
                heldFrameDevice = device
                heldFrameTime = time
            } else {
                assembler.frame(device: device, time: time, to: sink)
            }
        case let .deviceRemoved(device, time):
            assembler.removeDevice(device, time: time, to: sink)
            if heldFrameDevice == device { heldFrameDevice = nil }
            flushHeldFrame(to: sink)
        }
    }

    /// Emits a held frame whose removal never came (call at the end of a dispatch).
    func flushHeldFrame<S: InputSink>(to sink: S) {
        guard let device = heldFrameDevice else { return }
        heldFrameDevice = nil
        assembler.frame(device: device, time: heldFrameTime, to: sink)
    }
}
