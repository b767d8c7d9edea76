import Faceplate

/// Turns a raw evdev touch stream (an evemu recording) into the ``InputRecord``s the libinput backend
/// produces for the same device on a real kernel.
///
/// It stands in for two layers. First the kernel's input core: events for codes the device does not
/// declare are dropped, an axis or key set to the value it already has is dropped, and a `SYN_REPORT`
/// with nothing before it is dropped. Then libinput's touchscreen handling: multi-touch protocol B
/// (`ABS_MT_SLOT`, `ABS_MT_TRACKING_ID` with −1 for a lift, `ABS_MT_POSITION_X/Y`, flushed per slot in
/// slot order at `SYN_REPORT`) or, for a single-touch device, `BTN_TOUCH` with `ABS_X/ABS_Y`; the
/// calibration in single precision on integer device units; and the scaling of `[min, max]` to
/// `[0, panel size)` as `(v − min) · size / (max − min + 1)`. The records name fingers as the libinput
/// backend does (``InputTouchSlot``) and map through the same ``TouchMapping``, so a recording replayed
/// here and the same recording played into a kernel with `evemu-play` give the same trace.
///
/// Not reproduced: axis fuzz filtering (kernel `fuzz` or libinput hysteresis; touchscreens such as the
/// Raspberry Pi's declare none), multi-touch protocol A, palm and pressure thresholds from libinput quirks.
public final class EvemuReplay {
    /// The device description the stream belongs to.
    public let device: EvemuRecording
    /// Where touches land.
    public let mapping: TouchMapping
    /// The device number fingers are named by (``InputTouchSlot``); 0 keeps the kernel's slot numbers.
    public let deviceKey: Int

    private struct Slot {
        var trackingID: Int32 = -1
        var x: Int32 = 0, y: Int32 = 0
        // libinput's view of the slot
        var dirty = false
        var state: LibinputSlotState = .none
        var active = false
    }
    private enum LibinputSlotState { case none, begin, update, end }

    private let isMultiTouch: Bool
    private let axisX: EvemuAbsInfo, axisY: EvemuAbsInfo
    private let calibration: LibinputDeviceCalibration
    private var slots: [Slot]
    private var currentSlot = 0
    private var absValue: [Int32]
    private var absSupported: [Bool]
    private var keySupported: [Bool]
    private var keyDown: [Bool]
    private var changedSinceSync = false
    private var sentSinceFrame = false
    /// The device's name, passed with every touch record (the application names it if a finger is dropped).
    private let deviceName: String
    // single-touch state
    private var stX: Int32 = 0, stY: Int32 = 0
    private var stPendingDown = false, stPendingUp = false, stPendingMotion = false, stActive = false

    /// Prepares a replay of streams from `device` (a recording with a description), mapped by `mapping`.
    /// A keys-only device (gpio-keys, a keyboard) replays its keys. Throws when the description is
    /// neither a touchscreen the replay understands nor has keys, naming what is missing.
    public init(device: EvemuRecording, mapping: TouchMapping, deviceKey: Int = 0) throws(EvemuError) {
        self.device = device
        self.mapping = mapping
        self.deviceKey = deviceKey
        self.deviceName = device.name ?? "evemu replay"
        func fail(_ m: String) -> EvemuError { EvemuError(file: device.file, line: 0, message: m) }
        guard device.name != nil else { throw fail("no device description (N:, B:, A: lines); pass the evemu-describe file") }
        let hasMTPosition = device.has(type: EvdevCode.evAbs, code: EvdevCode.absMTPositionX)
            && device.has(type: EvdevCode.evAbs, code: EvdevCode.absMTPositionY)
        if hasMTPosition {
            guard device.has(type: EvdevCode.evAbs, code: EvdevCode.absMTSlot), let slotAxis = device.absAxes[EvdevCode.absMTSlot] else {
                throw fail("multi-touch protocol A (ABS_MT_POSITION without ABS_MT_SLOT) is not supported")
            }
            guard let x = device.absAxes[EvdevCode.absMTPositionX], let y = device.absAxes[EvdevCode.absMTPositionY] else {
                throw fail("ABS_MT_POSITION_X/Y are enabled but have no A: line with their range")
            }
            isMultiTouch = true
            axisX = x; axisY = y
            // Slots 0...maximum, at most 64; widened to Int first, as `maximum + 1` traps at Int32.max.
            slots = [Slot](repeating: Slot(), count: min(max(Int(slotAxis.maximum) + 1, 1), 64))
        } else if device.has(type: EvdevCode.evAbs, code: EvdevCode.absX), device.has(type: EvdevCode.evAbs, code: EvdevCode.absY),
                  device.has(type: EvdevCode.evKey, code: EvdevCode.btnTouch) {
            guard let x = device.absAxes[EvdevCode.absX], let y = device.absAxes[EvdevCode.absY] else {
                throw fail("ABS_X/Y are enabled but have no A: line with their range")
            }
            isMultiTouch = false
            axisX = x; axisY = y
            slots = []
        } else if (0..<UInt16(0x100)).contains(where: { device.has(type: EvdevCode.evKey, code: $0) }) {
            // a keyboard or gpio-keys: keys only
            // (no touch axes are declared, so no touch state ever changes)
            isMultiTouch = false
            axisX = EvemuAbsInfo(code: EvdevCode.absX, minimum: 0, maximum: 0)
            axisY = EvemuAbsInfo(code: EvdevCode.absY, minimum: 0, maximum: 0)
            slots = []
        } else {
            throw fail("not a touchscreen or keyboard: needs ABS_MT_SLOT + ABS_MT_POSITION_X/Y, BTN_TOUCH + ABS_X/Y, or keys")
        }

        calibration = LibinputDeviceCalibration(mapping.calibration, xMin: axisX.minimum, xMax: axisX.maximum,
                                                yMin: axisY.minimum, yMax: axisY.maximum)
        absValue = [Int32](repeating: 0, count: Int(EvdevCode.absMax) + 1)
        absSupported = (0...EvdevCode.absMax).map { device.has(type: EvdevCode.evAbs, code: $0) }
        keySupported = (0...EvdevCode.keyMax).map { device.has(type: EvdevCode.evKey, code: $0) }
        keyDown = [Bool](repeating: false, count: Int(EvdevCode.keyMax) + 1)
    }

    /// Replays every event of `events` (a recording's `E:` lines) into `sink`.
    public func play<S: InputSink>(_ events: [EvemuEvent], to sink: S) {
        for e in events { feed(e, to: sink) }
    }

    /// Feeds one evdev event. Touch records come out at the `SYN_REPORT` that ends their frame; keys at once.
    public func feed<S: InputSink>(_ e: EvemuEvent, to sink: S) {
        switch e.type {
        case EvdevCode.evSyn where e.code == EvdevCode.synReport:
            guard changedSinceSync else { return }  // the kernel passes no empty frame
            changedSinceSync = false
            flush(time: e.time, to: sink)
        case EvdevCode.evAbs:
            processAbs(code: e.code, value: e.value)
        case EvdevCode.evKey:
            processKey(code: e.code, value: e.value, time: e.time, to: sink)
        default:
            break
        }
    }

    /// The device went away (unplugged mid-touch, say): active touches are cancelled as libinput's
    /// backend cancels them, and the slot state starts afresh.
    public func removeDevice<S: InputSink>(time: Double, to sink: S) {
        var sent = false
        for i in 0..<slots.count where slots[i].active {
            sink.handle(.touchCancel(slot: InputTouchSlot.number(device: deviceKey, slot: Int32(i)), time: time)); sent = true
        }
        if stActive { sink.handle(.touchCancel(slot: InputTouchSlot.number(device: deviceKey, slot: -1), time: time)); sent = true }
        if sent { sink.handle(.frame(time: time)) }
        for i in 0..<slots.count { slots[i] = Slot() }
        stActive = false; stPendingDown = false; stPendingUp = false; stPendingMotion = false
        for i in 0..<keyDown.count { keyDown[i] = false }
        for i in 0..<absValue.count { absValue[i] = 0 }
        currentSlot = 0; changedSinceSync = false
    }

    // MARK: - Kernel input core

    private func processAbs(code: UInt16, value: Int32) {
        guard Int(code) < absSupported.count, absSupported[Int(code)] else { return }
        if isMultiTouch && code == EvdevCode.absMTSlot {
            // The kernel stages the slot and only forwards it with data; out-of-range slots are ignored.
            if value >= 0 && Int(value) < slots.count { currentSlot = Int(value) }
            return
        }
        if isMultiTouch && code >= EvdevCode.absMTSlot {
            switch code {
            case EvdevCode.absMTTrackingID:
                if slots[currentSlot].trackingID == value { return }
                slots[currentSlot].trackingID = value
                slots[currentSlot].state = value >= 0 ? .begin : .end
                slots[currentSlot].dirty = true
            case EvdevCode.absMTPositionX:
                if slots[currentSlot].x == value { return }
                slots[currentSlot].x = value
                slots[currentSlot].dirty = true
            case EvdevCode.absMTPositionY:
                if slots[currentSlot].y == value { return }
                slots[currentSlot].y = value
                slots[currentSlot].dirty = true
            default:
                // other per-slot axes (pressure, touch major) reach libinput but move nothing
                if absValue[Int(code)] == value { return }
                absValue[Int(code)] = value
            }
            changedSinceSync = true
            return
        }
        if absValue[Int(code)] == value { return }
        absValue[Int(code)] = value
        changedSinceSync = true
        if !isMultiTouch {
            if code == EvdevCode.absX { stX = value; stPendingMotion = true }
            if code == EvdevCode.absY { stY = value; stPendingMotion = true }
        }
    }

    private func processKey<S: InputSink>(code: UInt16, value: Int32, time: Double, to sink: S) {
        guard Int(code) < keySupported.count, keySupported[Int(code)] else { return }
        if value == 2 { changedSinceSync = true; return }  // autorepeat: passed by the kernel, ignored by libinput
        let down = value != 0
        if keyDown[Int(code)] == down { return }
        keyDown[Int(code)] = down
        changedSinceSync = true
        if code == EvdevCode.btnTouch {
            if !isMultiTouch { if down { stPendingDown = true } else { stPendingUp = true } }
            return
        }
        if code < 0x100 || (code >= 0x160 && code < 0x220) {  // keyboard keys, not buttons
            sink.handle(.key(code: UInt32(code), pressed: down, time: time))
        }
    }

    // MARK: - libinput's touch flush

    private func location(x: Int32, y: Int32) -> Point {
        let c = calibration.apply(x: x, y: y)
        let px = TouchMapping.scaleAxis(Double(c.x), min: axisX.minimum, max: axisX.maximum, to: mapping.display.panelWidth)
        let py = TouchMapping.scaleAxis(Double(c.y), min: axisY.minimum, max: axisY.maximum, to: mapping.display.panelHeight)
        return mapping.logicalPoint(panelX: px, panelY: py)
    }

    private func send<S: InputSink>(_ record: InputRecord, to sink: S) {
        sink.handle(record, from: deviceName)
        sentSinceFrame = true
    }

    private func slotNumber(_ slot: Int32) -> Int { InputTouchSlot.number(device: deviceKey, slot: slot) }

    /// libinput's per-slot flush at `SYN_REPORT`, then its `TOUCH_FRAME` when anything was sent.
    private func flush<S: InputSink>(time: Double, to sink: S) {
        sentSinceFrame = false
        if isMultiTouch {
            for i in 0..<slots.count where slots[i].dirty {
                slots[i].dirty = false
                let slot = Int32(i)
                switch slots[i].state {
                case .begin:
                    if !slots[i].active {  // libinput ignores a second down in an active slot
                        slots[i].active = true
                        send(.touchDown(slot: slotNumber(slot), location: location(x: slots[i].x, y: slots[i].y), time: time), to: sink)
                    }
                    slots[i].state = .update
                case .update:
                    if slots[i].active {
                        send(.touchMotion(slot: slotNumber(slot), location: location(x: slots[i].x, y: slots[i].y), time: time), to: sink)
                    }
                case .end:
                    if slots[i].active {
                        slots[i].active = false
                        send(.touchUp(slot: slotNumber(slot), time: time), to: sink)
                    }
                    slots[i].state = .none
                case .none:
                    break
                }
            }
        } else {
            // libinput reports a single-touch device's touch in slot −1
            let down = stPendingDown && !stActive
            if down {
                stActive = true
                send(.touchDown(slot: slotNumber(-1), location: location(x: stX, y: stY), time: time), to: sink)
            }
            if stPendingMotion && stActive && !down {  // the down is already where the finger is
                send(.touchMotion(slot: slotNumber(-1), location: location(x: stX, y: stY), time: time), to: sink)
            }
            if stPendingUp && stActive {
                stActive = false
                send(.touchUp(slot: slotNumber(-1), time: time), to: sink)
            }
            stPendingDown = false; stPendingUp = false; stPendingMotion = false
        }
        if sentSinceFrame { sink.handle(.frame(time: time)) }
    }
}
