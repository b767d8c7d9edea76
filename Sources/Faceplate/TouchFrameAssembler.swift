/// Turns a panel's touch records into touch events: the one place input is coalesced.
///
/// The application hands each touch record (``InputRecord``) over as one call per kind; they change
/// per-finger entries until the frame turns every change into one ``Event`` for the application's
/// windows (UIKit: at most one `touchesMoved` per touch per display frame; the rest are its coalesced
/// touches). Here fingers get their touches from the application's fixed pool, a new finger is
/// hit-tested where its frame leaves it, and each finger's tap count is kept. Fixed storage, as many
/// entries as touches: nothing allocates once the application is made.
///
/// Inside an input batch (``Application/handleInputBatch(_:)``: what the devices had queued when the
/// loop woke) a frame that only moved fingers is held: the next frame's motions update the same
/// pending positions, so each finger moves once, to its newest position, and the positions passed over
/// are counted in ``Diagnostics/coalescedMotions``. A down, lift, cancel, key or timer pass first
/// delivers the held frame, so began, ended and cancelled never merge with a motion before them and
/// every finger sees its phases in order: a flood the loop cannot keep up with loses only intermediate
/// positions. The batch's end delivers what is held. Outside a batch every frame goes out as it comes.
@MainActor final class TouchFrameAssembler {
    private enum PendingKind { case none, down, motion, up, cancel }
    /// A finger as the input sees it, kept with the touch it feeds (the entry's index is the touch's
    /// pool index): its input slot, and its change since the last frame.
    private struct Finger {
        var slot = 0
        var kind = PendingKind.none
        var location = Point.zero
        var hasLocation = false
    }
    /// A finger's lift that may continue a tap sequence: where and when it tapped, and its tap count.
    private struct RecentTap { var time: Double; var location: Point; var count: Int }

    private let touchTable: TouchTable
    private let touchEvent: Event
    private let diagnostics: Diagnostics
    private let trace: EventTrace
    private let touchCapacity: Int
    /// Records change these entries until `.frame` turns them into one event. As many entries as
    /// touches (``Capacities/touches``), so the touches are the one limit on fingers. Plain values, so
    /// finding a finger by its slot touches no object.
    @exclusivity(unchecked) private var fingers: ContiguousArray<Finger>
    /// Touches with a pending change, so a frame visits only them.
    @exclusivity(unchecked) private var pendingMask: UInt32 = 0
    /// Touches held for a finger whose down waits for its frame: not in the event yet (a timer firing
    /// between the records and the frame must not see it), but no other finger can take them.
    @exclusivity(unchecked) private var reservedMask: UInt32 = 0
    /// Touches of fingers that are down (began, not yet ended or cancelled): their entry's slot names them.
    @exclusivity(unchecked) private var liveMask: UInt32 = 0
    /// Input slots of fingers dropped for lack of room (a few at most; the oldest is forgotten first),
    /// so their motion and lift are ignored quietly instead of reported as protocol errors.
    @exclusivity(unchecked) private var droppedSlots: ContiguousArray<Int>
    @exclusivity(unchecked) private var droppedCount = 0, droppedNext = 0
    @exclusivity(unchecked) private var nextTouchIdentifier = 1
    /// The recent taps, one per finger (UIKit counts taps per finger: each finger of a two-finger
    /// double tap has tap count 2). Fixed storage, as many as touches; the stalest is overwritten.
    @exclusivity(unchecked) private var recentTaps: ContiguousArray<RecentTap>   // plain values, as `fingers`
    /// The entries of ``recentTaps`` that may still continue a sequence, so a finger landing looks at
    /// those alone and a lift finds a free entry without a search; and all the entries.
    @exclusivity(unchecked) private var recentTapMask: UInt32 = 0
    private let allRecentTaps: UInt32
    /// Whether an input batch is being handled (motion-only frames are held while it is).
    @exclusivity(unchecked) var isBatching = false
    /// Whether the pending changes are a motion-only frame held for the next one, and that frame's time.
    @exclusivity(unchecked) private var holdsFrame = false
    @exclusivity(unchecked) private var heldTime = 0.0

    /// Assembles events of `touchTable`'s touches into `touchEvent`, recording drops in `diagnostics`
    /// and frames in `trace`.
    init(touchTable: TouchTable, touchEvent: Event, capacities: Capacities, diagnostics: Diagnostics, trace: EventTrace) {
        self.touchTable = touchTable
        self.touchEvent = touchEvent
        self.diagnostics = diagnostics
        self.trace = trace
        touchCapacity = capacities.touches
        fingers = ContiguousArray(repeating: Finger(), count: touchTable.touches.count)
        droppedSlots = ContiguousArray(repeating: 0, count: touchTable.touches.count)
        let recent = Swift.min(Swift.max(capacities.touches, 1), 32)
        recentTaps = ContiguousArray(repeating: RecentTap(time: 0, location: .zero, count: 0), count: recent)
        allRecentTaps = recent == 32 ? .max : (1 << UInt32(recent)) - 1
    }

    /// A finger came down in input slot `slot` on the device named `device` (the name only serves the
    /// message when the finger is dropped because every touch is down already).
    func touchDown(slot: Int, at location: Point, time: Double, from device: String?, to application: Application) {
        deliverHeldFrame(to: application)
        if let i = finger(slot), fingers[i].kind != .none { flushFrame(time: time, to: application) }  // a second down in one frame
        if let i = finger(slot) {
            // Down again without a lift (a lost up): the finger is where it says.
            setPending(i, .down, location)
            return
        }
        let free = touchTable.freeMask & ~reservedMask
        guard free != 0 else {
            rememberDropped(slot)
            diagnostics.record(.touches, "more than \(touchCapacity) touches at once: "
                                      + (device.map { "a finger on \"\($0)\"" } ?? "a finger") + " was ignored")
            return
        }
        forgetDropped(slot)
        let i = free.trailingZeroBitCount
        reservedMask |= 1 << UInt32(i)
        liveMask &= ~(1 << UInt32(i))
        fingers[i].slot = slot
        setPending(i, .down, location)
    }

    /// The finger in input slot `slot` moved to `location`.
    func touchMotion(slot: Int, to location: Point, time: Double, to application: Application) {
        if let i = finger(slot) {
            switch fingers[i].kind {
            case .down, .motion:
                // A newer position before the frame went out (a held motion-only frame, or two in
                // one frame): the finger moves once, to the latest one (UIKit: at most one
                // touchesMoved per touch per display frame, the rest are its coalescedTouches).
                if fingers[i].kind == .motion { diagnostics.coalescedMotions &+= 1 }
                fingers[i].location = location; fingers[i].hasLocation = true
            case .none: setPending(i, .motion, location)
            case .up, .cancel:   // lifted in this frame already: the motion has no finger
                flushFrame(time: time, to: application)
                diagnostics.record(.inputProtocol, "motion in \(InputTouchSlot.describe(slot)) without a touch-down")
            }
        } else if !isDropped(slot) {
            diagnostics.record(.inputProtocol, "motion in \(InputTouchSlot.describe(slot)) without a touch-down")
        }
    }

    /// The finger in input slot `slot` lifted, or (`cancelled`) the system took it away.
    func touchEnd(slot: Int, cancelled: Bool, time: Double, to application: Application) {
        deliverHeldFrame(to: application)
        let kind: PendingKind = cancelled ? .cancel : .up
        guard let i = finger(slot) else { forgetDropped(slot); return }
        switch fingers[i].kind {
        case .none: setPending(i, kind, nil)
        case .motion: fingers[i].kind = kind                 // moved, then lifted: one change
        case .down, .up, .cancel:
            flushFrame(time: time, to: application)          // began (or ended) in this frame: that first
            if let j = finger(slot) { setPending(j, kind, nil) }
        }
    }

    /// The input frame ended: its changes go to `application`'s windows as one event, or, when they
    /// only move fingers and a batch is being handled, wait to merge with the next frame's.
    func frame(time: Double, to application: Application) {
        if isBatching && onlyMotionPending() {
            holdsFrame = true
            heldTime = time
            return
        }
        holdsFrame = false                                    // a held frame is part of this one now
        flushFrame(time: time, to: application)
    }

    /// Delivers a held motion-only frame: before anything that must not merge with it, and at the end
    /// of the batch.
    func deliverHeldFrame(to application: Application) {
        guard holdsFrame else { return }
        holdsFrame = false
        flushFrame(time: heldTime, to: application)
    }

    /// Whether every pending change moves a finger that is already down (no down, lift or cancel).
    private func onlyMotionPending() -> Bool {
        guard pendingMask != 0 else { return false }
        var m = pendingMask
        while m != 0 {
            let i = m.trailingZeroBitCount
            m &= m - 1
            if fingers[i].kind != .motion { return false }
        }
        return true
    }

    /// The entry of the finger in `slot`: one that is down, or one whose down waits for the frame.
    private func finger(_ slot: Int) -> Int? {
        var m = liveMask | reservedMask
        while m != 0 {
            let i = m.trailingZeroBitCount
            m &= m - 1
            if fingers[i].slot == slot { return i }
        }
        return nil
    }

    private func setPending(_ i: Int, _ kind: PendingKind, _ location: Point?) {
        fingers[i] = Finger(slot: fingers[i].slot, kind: kind, location: location ?? .zero, hasLocation: location != nil)
        pendingMask |= 1 << UInt32(i)
    }

    private func isDropped(_ slot: Int) -> Bool {
        var i = 0
        while i < droppedCount { if droppedSlots[i] == slot { return true }; i += 1 }
        return false
    }

    private func rememberDropped(_ slot: Int) {
        guard !isDropped(slot) else { return }
        if droppedCount < droppedSlots.count { droppedSlots[droppedCount] = slot; droppedCount += 1; return }
        droppedSlots[droppedNext] = slot                      // full: one is forgotten
        droppedNext = (droppedNext + 1) % droppedSlots.count
    }

    private func forgetDropped(_ slot: Int) {
        var i = 0
        while i < droppedCount {
            if droppedSlots[i] == slot {
                droppedCount -= 1
                droppedSlots[i] = droppedSlots[droppedCount]
                droppedNext = 0
                return
            }
            i += 1
        }
    }

    private func flushFrame(time: Double, to application: Application) {
        var changed = false
        while pendingMask != 0 {
            let i = pendingMask.trailingZeroBitCount          // lowest touch first
            pendingMask &= pendingMask - 1
            let p = fingers[i]
            fingers[i].kind = .none
            let bit = UInt32(1) << UInt32(i)
            if reservedMask & bit != 0 {
                // a new finger: its touch joins the event now, hit-tested where the frame left it
                reservedMask &= ~bit
                liveMask |= bit
                begin(touchTable.activate(i), slot: p.slot, at: p.location, time: time, in: application)
                changed = true
                continue
            }
            guard liveMask & bit != 0, touchTable.activeMask & bit != 0 else { continue }
            let t = touchTable.touches[i]
            switch p.kind {
            case .down:
                move(t, to: p.location, time: time); changed = true
            case .motion:
                if move(t, to: p.location, time: time) { changed = true }
            case .up, .cancel:
                if p.hasLocation { move(t, to: p.location, time: time) }
                finish(t, cancelled: p.kind == .cancel, time: time, in: application)
                liveMask &= ~bit
                changed = true
            case .none: break
            }
        }
        guard changed else { return }
        // Touches that are down but did not change are stationary in this event.
        var m = touchTable.activeMask
        while m != 0 {
            let i = m.trailingZeroBitCount
            m &= m - 1
            let t = touchTable.touches[i]
            if !t.changedThisFrame && !t.isFinished { t.phase = .stationary }
        }
        touchEvent.timestamp = time
        diagnostics.touchEventsDelivered &+= 1
        if trace.isEnabled {
            trace.emit(frameTraceLine(time))
            for t in touchTable.touches where touchTable.activeMask & (1 << t.index) != 0 && t.changedThisFrame && t.phase == .began {
                trace.emit("hit #\(t.identifier) \(traceName(t.view))")
            }
        }
        var k = 0
        let windows = application.windows
        while k < windows.count { windows[k].sendEvent(touchEvent); k += 1 }
        // The frame is delivered: clear the changed flags, and release finished touches of no window
        // (none was hit), which no dispatcher will release.
        m = touchTable.activeMask
        while m != 0 {
            let i = m.trailingZeroBitCount
            m &= m - 1
            let t = touchTable.touches[i]
            t.changedThisFrame = false
            if t.window == nil && t.isFinished { touchTable.release(t) }
        }
    }

    private func begin(_ t: Touch, slot: Int, at location: Point, time: Double, in application: Application) {
        t.identifier = nextTouchIdentifier
        nextTouchIdentifier += 1
        t.inputSlot = slot
        t.phase = .began
        t.timestamp = time
        t.locationInWindow = location
        t.previousLocationInWindow = location
        t.beganLocationInWindow = location
        t.viewDelivery = .none
        t.cancelledByRecognizer = false
        t.changedThisFrame = true
        t.tapCount = continueTapSequence(at: location, time: time, in: application)
        let window = application.keyWindow ?? application.windows.first
        t.window = window
        // `if let`, not `window.flatMap { … }`: Swift 6 checks the executor at run time when a closure
        // made in main-actor code is called through a non-isolated function (a runtime call).
        if let window { t.view = window.hitTest(window.convert(location, from: nil), with: touchEvent) } else { t.view = nil }
    }

    @discardableResult
    private func move(_ t: Touch, to location: Point, time: Double) -> Bool {
        guard location != t.locationInWindow else { return false }
        t.previousLocationInWindow = t.locationInWindow
        t.locationInWindow = location
        t.timestamp = time
        t.phase = .moved
        t.changedThisFrame = true
        return true
    }

    private func finish(_ t: Touch, cancelled: Bool, time: Double, in application: Application) {
        t.phase = cancelled ? .cancelled : .ended
        t.timestamp = time
        t.changedThisFrame = true
        if !cancelled && t.locationInWindow.distance(to: t.beganLocationInWindow) <= application.multiTapDistance {
            rememberTap(at: t.locationInWindow, time: time, count: t.tapCount)
        }
    }

    /// The tap count of a finger landing at `location`: one more than the nearest recent tap within
    /// ``Application/multiTapDistance`` and ``Application/multiTapInterval``, which it takes over (so each earlier finger's
    /// sequence is continued by at most one new finger), else 1. Per finger, not per lift: when
    /// several fingers lift in one frame and tap again, every one of them counts on — whichever input
    /// slots the kernel gave them.
    private func continueTapSequence(at location: Point, time: Double, in application: Application) -> Int {
        let multiTapInterval = application.multiTapInterval, multiTapDistance = application.multiTapDistance
        var best = -1
        var bestDistance = 0.0
        var m = recentTapMask
        while m != 0 {
            let i = m.trailingZeroBitCount
            m &= m - 1
            let r = recentTaps[i]
            // Too old to continue a sequence now is too old for every later finger (time only moves
            // on): the entry is free again.
            guard time - r.time <= multiTapInterval else { recentTapMask &= ~(1 << UInt32(i)); continue }
            let d = location.distance(to: r.location)
            if d <= multiTapDistance && (best < 0 || d < bestDistance) { best = i; bestDistance = d }
        }
        guard best >= 0 else { return 1 }
        recentTapMask &= ~(1 << UInt32(best))
        return recentTaps[best].count + 1
    }

    /// Keeps a finger's tap for ``continueTapSequence(at:time:in:)``, in a free entry or the stalest one.
    private func rememberTap(at location: Point, time: Double, count: Int) {
        let free = allRecentTaps & ~recentTapMask
        var slot = free.trailingZeroBitCount
        if free == 0 {
            slot = 0
            var i = 1
            while i < recentTaps.count {
                if recentTaps[i].time < recentTaps[slot].time { slot = i }
                i += 1
            }
        }
        recentTaps[slot] = RecentTap(time: time, location: location, count: count)
        recentTapMask |= 1 << UInt32(slot)
    }

    private func frameTraceLine(_ time: Double) -> String {
        var line = "frame"
        if trace.includesTimestamps { line += " t=" + DecimalText.threeDecimals(time) }
        for t in touchTable.touches where touchTable.activeMask & (1 << t.index) != 0 && t.changedThisFrame {
            line += " #\(t.identifier) \(t.phase) \(t.locationInWindow)"
        }
        return line
    }
}
