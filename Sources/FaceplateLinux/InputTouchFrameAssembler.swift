import Faceplate

/// Collects per-slot touch changes and hands them to an ``InputSink`` once per frame.
///
/// libinput reports touch down, motion and up per slot and closes each hardware frame with
/// `TOUCH_FRAME`; several devices each have their own slot numbers. This assembler keeps a fixed table
/// of ``capacity`` touches, maps each `(device, slot)` to a global slot index (the lowest free one) so
/// touches from two devices never collide, and at the device's frame emits one record per changed slot
/// followed by `.frame`. A down and a motion in the same frame coalesce into one `touchDown` at the
/// final position; a motion to the same position is dropped. Like Qt's libinput backend, when the last
/// active touch of a device lifts, the frame is emitted at once, since some devices send no frame after
/// their last up. A touch that begins and ends within one frame is emitted as two frames (down, then up)
/// so the UI still sees it begin.
///
/// The table is allocated once; once warm nothing on this path allocates. A touch beyond the capacity is
/// dropped, logged once per overflow and counted in ``overflowCount``.
public final class TouchFrameAssembler {
    /// How many touches can be down at once across all devices.
    public static let capacity = 10

    private struct Entry {
        var inUse = false
        var device = 0
        var deviceSlot: Int32 = 0
        var location = Point.zero
        var time = 0.0
        /// The UI has seen this touch's down (so it must see its end).
        var delivered = false
        var pendingDown = false, pendingMotion = false, pendingUp = false, pendingCancel = false
    }

    /// Fixed storage of ``capacity`` entries, allocated once; a raw buffer so no copy-on-write check or
    /// iterator ever touches the heap on the event path.
    private let entries: UnsafeMutablePointer<Entry>
    private var count: Int { Self.capacity }
    /// Touches dropped because the table was full.
    public private(set) var overflowCount = 0
    /// Events that contradicted the slot state (motion or up without a down, a second down), ignored.
    public private(set) var inconsistentCount = 0

    /// Creates an empty table.
    public init() {
        entries = .allocate(capacity: Self.capacity)
        entries.initialize(repeating: Entry(), count: Self.capacity)
    }

    deinit {
        entries.deinitialize(count: Self.capacity)
        entries.deallocate()
    }

    /// How many touches are down (delivered or about to be).
    public var activeTouchCount: Int {
        var n = 0
        for i in 0..<count where entries[i].inUse { n += 1 }
        return n
    }

    /// The global slot of `(device, slot)`, if that touch is down.
    public func globalSlot(device: Int, slot: Int32) -> Int? {
        index(device: device, slot: slot)
    }

    private func index(device: Int, slot: Int32) -> Int? {
        for i in 0..<count where entries[i].inUse && entries[i].device == device && entries[i].deviceSlot == slot {
            return i
        }
        return nil
    }

    /// A finger touched down in `slot` of `device` at `location` (logical points).
    public func touchDown(device: Int, slot: Int32, location: Point, time: Double) {
        if index(device: device, slot: slot) != nil { inconsistentCount += 1; return }
        var free = -1
        for i in 0..<count where !entries[i].inUse { free = i; break }
        guard free >= 0 else {
            overflowCount += 1
            InputLog.warn("more than \(Self.capacity) touches down: dropped slot \(slot) of device \(device) (overflow #\(overflowCount))")
            return
        }
        entries[free] = Entry(inUse: true, device: device, deviceSlot: slot, location: location, time: time,
                              delivered: false, pendingDown: true)
    }

    /// The finger in `slot` of `device` moved to `location`.
    public func touchMotion(device: Int, slot: Int32, location: Point, time: Double) {
        guard let i = index(device: device, slot: slot) else { return }  // an overflowed touch: ignore quietly
        if entries[i].location == location { return }
        entries[i].location = location
        entries[i].time = time
        if !entries[i].pendingDown { entries[i].pendingMotion = true }
    }

    /// The finger in `slot` of `device` lifted. With `flushIfLast`, flushes the device's frame at once
    /// when this was its last touch (Qt's work-around for devices that send no frame after the last up);
    /// a caller that knows a frame follows passes false.
    public func touchUp<S: InputSink>(device: Int, slot: Int32, time: Double, flushIfLast: Bool = true, to sink: S) {
        guard let i = index(device: device, slot: slot) else { return }
        entries[i].pendingUp = true
        entries[i].time = time
        guard flushIfLast else { return }
        for j in 0..<count where entries[j].inUse && entries[j].device == device && !(entries[j].pendingUp || entries[j].pendingCancel) {
            return
        }
        frame(device: device, time: time, to: sink)
    }

    /// The touch in `slot` of `device` was cancelled (libinput's palm detection, say).
    public func touchCancel(device: Int, slot: Int32, time: Double) {
        guard let i = index(device: device, slot: slot) else { return }
        entries[i].pendingCancel = true
        entries[i].time = time
    }

    /// The end of a hardware frame of `device`: emits its changed slots and `.frame(time:)`, or nothing
    /// when nothing changed.
    public func frame<S: InputSink>(device: Int, time: Double, to sink: S) {
        var emitted = false, deferredUp = false
        for i in 0..<count where entries[i].inUse && entries[i].device == device {
            let e = entries[i]
            if e.pendingCancel {
                if e.delivered { sink.handle(.touchCancel(slot: i, time: e.time)); emitted = true }
                entries[i] = Entry()
                continue
            }
            if e.pendingDown {
                sink.handle(.touchDown(slot: i, location: e.location, time: e.time)); emitted = true
                entries[i].pendingDown = false
                entries[i].pendingMotion = false
                entries[i].delivered = true
                if e.pendingUp { deferredUp = true }
                continue
            }
            if e.pendingMotion {
                sink.handle(.touchMotion(slot: i, location: e.location, time: e.time)); emitted = true
                entries[i].pendingMotion = false
            }
            if e.pendingUp {
                sink.handle(.touchUp(slot: i, time: e.time)); emitted = true
                entries[i] = Entry()
            }
        }
        if emitted { sink.handle(.frame(time: time)) }
        if deferredUp {
            for i in 0..<count where entries[i].inUse && entries[i].device == device && entries[i].pendingUp {
                sink.handle(.touchUp(slot: i, time: entries[i].time))
                entries[i] = Entry()
            }
            sink.handle(.frame(time: time))
        }
    }

    /// `device` went away: every touch of it the UI has seen is cancelled, in one frame.
    public func removeDevice<S: InputSink>(_ device: Int, time: Double, to sink: S) {
        var emitted = false
        for i in 0..<count where entries[i].inUse && entries[i].device == device {
            if entries[i].delivered { sink.handle(.touchCancel(slot: i, time: time)); emitted = true }
            entries[i] = Entry()
        }
        if emitted { sink.handle(.frame(time: time)) }
    }

    /// Forgets every touch without telling anyone (for tests and a context reset).
    public func reset() {
        for i in 0..<count { entries[i] = Entry() }
    }
}
