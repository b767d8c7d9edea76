import Faceplate

/// A libinput touch event, decoded from the C event so the routing logic can be tested without a device.
/// `device` is the source's number for the device (see ``InputTouchSlot``).
package enum LibinputTouchEvent: Equatable {
    case down(device: Int, slot: Int32, location: Point, time: Double)
    case motion(device: Int, slot: Int32, location: Point, time: Double)
    case up(device: Int, slot: Int32, time: Double)
    case cancel(device: Int, slot: Int32, time: Double)
    case frame(device: Int, time: Double)
    case deviceRemoved(device: Int, time: Double)
}

/// What libinput has queued after the current event (`libinput_next_event_type`).
package enum LibinputNextEvent: Equatable {
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

/// Turns libinput's touch events into ``InputRecord``s, passing every finger and every frame on: the
/// application coalesces them (consecutive motion-only frames of one input batch become one event) and
/// alone decides how many fingers fit.
///
/// Down, motion and cancel go straight through, each finger named by ``InputTouchSlot`` (device
/// number, kernel slot); the down carries its device's name, for the message if the application has no
/// room for it. Lifts wait for their `TOUCH_FRAME`, because of how libinput removes a device mid-touch:
/// `TOUCH_UP` for each active slot, a `TOUCH_FRAME`, then `DEVICE_REMOVED`. Passed on as they are, the
/// UI would see the fingers lift and a button under one would fire. So a frame directly followed by
/// `DEVICE_REMOVED` is held back; if the removal is of that device, its lifts become cancellations
/// (one `.touchCancel` per finger still down, then `.frame`). Qt's work-around for a last `TOUCH_UP`
/// without a frame stays (qlibinputtouch.cpp), but only when no frame or removal is already queued
/// behind the up. Every other `TOUCH_FRAME` becomes a `.frame` as it comes.
///
/// State: per device its name and which kernel slots are down (a bit each for slots −1…62; a finger in
/// a higher slot is passed on but, not being tracked, lifted rather than cancelled if its device goes),
/// plus the lifts of the frame being read. Once a device is known, nothing here allocates.
package final class LibinputTouchRouter {
    private struct Device {
        var number: Int
        var name: String
        /// Kernel slots down: bit `slot + 1`.
        var down: UInt64 = 0
    }
    private var devices: ContiguousArray<Device> = []
    /// The lifts of the frame being read (libinput reads one device's frame at a time).
    private var liftDevice = 0, lifted: UInt64 = 0, liftTime = 0.0
    /// Whether records went out since the last `.frame` (libinput frames only what changed).
    private var unframed = false
    /// The device and time of a frame held back because a `DEVICE_REMOVED` is queued behind it.
    private var heldFrameDevice: Int?
    private var heldFrameTime = 0.0

    package init() { devices.reserveCapacity(8) }

    /// Learns the name of device `number` (at `DEVICE_ADDED`).
    package func addDevice(_ number: Int, name: String) {
        if let i = index(of: number) { devices[i].name = name; return }
        devices.append(Device(number: number, name: name))
    }

    /// Handles one event, knowing what libinput has queued after it.
    package func route<S: InputSink>(_ event: LibinputTouchEvent, next: LibinputNextEvent, to sink: S) {
        switch event {
        case let .down(device, slot, location, time):
            let d = deviceIndex(device)
            if let bit = Self.bit(slot) {
                if lifted & bit != 0 && liftDevice == device {
                    // lifted and down again in one frame (a new tracking ID): the lift goes first
                    lifted &= ~bit
                    sink.handle(.touchUp(slot: InputTouchSlot.number(device: device, slot: slot), time: liftTime))
                }
                devices[d].down |= bit
            }
            unframed = true
            sink.handle(.touchDown(slot: InputTouchSlot.number(device: device, slot: slot), location: location, time: time),
                        from: devices[d].name)
        case let .motion(device, slot, location, time):
            unframed = true
            sink.handle(.touchMotion(slot: InputTouchSlot.number(device: device, slot: slot), location: location, time: time))
        case let .up(device, slot, time):
            if let bit = Self.bit(slot) {
                if lifted != 0 && liftDevice != device { sendLifts(to: sink) }
                liftDevice = device
                lifted |= bit
                liftTime = time
            } else {
                sink.handle(.touchUp(slot: InputTouchSlot.number(device: device, slot: slot), time: time))
            }
            unframed = true
            if next == .none || next == .other { endFrame(time: time, to: sink) }
        case let .cancel(device, slot, time):
            let d = deviceIndex(device)
            if let bit = Self.bit(slot) {
                devices[d].down &= ~bit
                if liftDevice == device { lifted &= ~bit }
            }
            unframed = true
            sink.handle(.touchCancel(slot: InputTouchSlot.number(device: device, slot: slot), time: time))
        case let .frame(device, time):
            if next == .deviceRemoved {
                flushHeldFrame(to: sink)
                heldFrameDevice = device
                heldFrameTime = time
            } else {
                endFrame(time: time, to: sink)
            }
        case let .deviceRemoved(device, time):
            if heldFrameDevice == device { heldFrameDevice = nil } else { flushHeldFrame(to: sink) }
            guard let d = index(of: device) else { return }
            // Every finger of it still down, lifted in the held frame or not, is cancelled.
            if liftDevice == device { lifted = 0 }
            var m = devices[d].down
            while m != 0 {
                let b = m.trailingZeroBitCount
                m &= m - 1
                sink.handle(.touchCancel(slot: InputTouchSlot.number(device: device, slot: Int32(b) - 1), time: time))
                unframed = true
            }
            devices.remove(at: d)
            if unframed { unframed = false; sink.handle(.frame(time: time)) }
        }
    }

    /// Emits a frame held back for a removal that never came (call at the end of a dispatch).
    package func flushHeldFrame<S: InputSink>(to sink: S) {
        guard heldFrameDevice != nil else { return }
        heldFrameDevice = nil
        endFrame(time: heldFrameTime, to: sink)
    }

    private func endFrame<S: InputSink>(time: Double, to sink: S) {
        sendLifts(to: sink)
        guard unframed else { return }
        unframed = false
        sink.handle(.frame(time: time))
    }

    private func sendLifts<S: InputSink>(to sink: S) {
        guard lifted != 0 else { return }
        let d = index(of: liftDevice)
        var m = lifted
        lifted = 0
        while m != 0 {
            let b = m.trailingZeroBitCount
            m &= m - 1
            sink.handle(.touchUp(slot: InputTouchSlot.number(device: liftDevice, slot: Int32(b) - 1), time: liftTime))
            if let d { devices[d].down &= ~(UInt64(1) << UInt64(b)) }
        }
    }

    /// The bit of kernel slot `slot` in a device's `down`, if it is in the tracked range −1…62.
    private static func bit(_ slot: Int32) -> UInt64? {
        guard slot >= -1 && slot <= 62 else { return nil }
        return UInt64(1) << UInt64(slot + 1)
    }

    private func index(of number: Int) -> Int? {
        var i = 0
        while i < devices.count { if devices[i].number == number { return i }; i += 1 }
        return nil
    }

    /// The device's entry; one the source never announced (only tests do that) is added on first use.
    private func deviceIndex(_ number: Int) -> Int {
        if let i = index(of: number) { return i }
        devices.append(Device(number: number, name: "input device \(number)"))
        return devices.count - 1
    }
}
