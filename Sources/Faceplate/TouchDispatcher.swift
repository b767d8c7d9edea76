/// Delivers one window's touch events: recognizers first, then views, honouring delays and
/// cancellations; then releases finished touches and resets finished recognizers.
///
/// Everything here walks fixed storage (the touch pool, per-touch recognizer lists, a fixed list of
/// active recognizers) by index and bit mask, so a dispatch allocates nothing.
@MainActor final class TouchDispatcher {
    /// The window that owns this dispatcher (unretained: it retains the dispatcher; not `weak`, which
    /// would give it a side table and make each retain of it a slow runtime call).
    @exclusivity(unchecked) unowned(unsafe) var window: Window?
    /// Unchecked exclusivity, as ``View/subviews``: written only in this file by `append`, `swapAt` and
    /// `removeLast`, standard-library calls that run no code of ours or an app's while they write.
    @exclusivity(unchecked) private var active: ContiguousArray<GestureRecognizer> = []
    private let capacity: Int
    @exclusivity(unchecked) private var stamp = 0
    @exclusivity(unchecked) var needsResolution = false

    init(capacity: Int) {
        self.capacity = capacity
        active.reserveCapacity(capacity)
    }


    func dispatch(_ event: Event) {
        guard let table = event.table, let window else { return }
        let all = event.touches(for: window)
        for t in all where t.changedThisFrame && t.phase == .began { attachRecognizers(to: t, window) }
        stamp += 1
        for t in all where t.changedThisFrame {
            var i = 0
            while i < t.gestureRecognizers.count {
                let gr = t.gestureRecognizers[i]
                i += 1
                if gr.deliveryStamp != stamp { gr.deliveryStamp = stamp; deliver(event, to: gr, table: table) }
            }
        }
        resolve(event, window)
        deliverToViews(event, all)
        settle(event, window)
    }

    /// After timers fired or state changed outside a dispatch: deliver what became due, clean up.
    func settle(_ event: Event) {
        guard let window else { return }
        settle(event, window)
    }

    // The window is loaded once per dispatch and passed down (it was a weak reference, each load a
    // runtime call; it is now unretained, but passing it down still saves a retain and release per use).
    private func settle(_ event: Event, _ window: Window) {
        guard let table = event.table else { return }
        var rounds = 0
        repeat {
            resolve(event, window)
            cleanUp(table, window)
            rounds += 1
        } while needsResolution && rounds < 8
    }

    private func attachRecognizers(to touch: Touch, _ window: Window) {
        let limit = window.application.capacities.recognizersPerTouch
        var v = touch.view
        while let current = v {
            // Most views have none: skip them without copying (retaining and releasing) the empty list.
            if current.gestureRecognizers.isEmpty { v = current.superview; continue }
            for gr in current.gestureRecognizers {
                guard gr.isEnabled && gr.pendingState == nil
                    && (gr.state == .possible || gr.state == .began || gr.state == .changed) else { continue }
                if let d = gr.delegate, !d.gestureRecognizer(gr, shouldReceive: touch) { continue }
                guard touch.gestureRecognizers.count < limit else {
                    window.application.diagnostics.record(.recognizersPerTouch, "touch #\(touch.identifier) already has \(limit) recognizers; \(gr.traceDescription) will not see it")
                    continue
                }
                if !gr.isActive {
                    guard active.count < capacity else {
                        window.application.diagnostics.record(.activeRecognizers, "\(capacity) recognizers already active; \(gr.traceDescription) was skipped")
                        continue
                    }
                    active.append(gr)
                    gr.isActive = true
                }
                touch.gestureRecognizers.append(gr)
                gr.trackedMask |= 1 << touch.index
            }
            v = current.superview
        }
    }

    private func deliver(_ event: Event, to gr: GestureRecognizer, table: TouchTable) {
        for raw in 0...4 {
            guard let phase = Touch.Phase(rawValue: raw), phase != .stationary else { continue }
            guard gr.pendingState == nil, !gr.state.isFinished, gr.isEnabled else { return }
            let set = TouchSet(table: table, mask: gr.trackedMask).filtered { $0.changedThisFrame && $0.phase == phase }
            guard !set.isEmpty else { continue }
            switch phase {
            case .began: gr.touchesBegan(set, with: event)
            case .moved: gr.touchesMoved(set, with: event)
            case .ended: gr.touchesEnded(set, with: event)
            default: gr.touchesCancelled(set, with: event)
            }
        }
    }

    /// Whether a recognizer still deciding holds back this touch's `began` (or `ended`) from the view.
    private func isDelayed(_ t: Touch, began: Bool) -> Bool {
        for gr in t.gestureRecognizers where gr.state == .possible && gr.trackedMask & (1 << t.index) != 0 {
            if began ? gr.delaysTouchesBegan : gr.delaysTouchesEnded { return true }
        }
        return false
    }

    private func viewHasOtherTouch(_ t: Touch, table: TouchTable) -> Bool {
        var m = table.activeMask & ~(1 << t.index)
        while m != 0 {
            let i = m.trailingZeroBitCount
            m &= m - 1
            let o = table.touches[i]
            if o.view === t.view && (o.viewDelivery == .active || o.viewDelivery == .pendingBegan || o.viewDelivery == .pendingEnded) { return true }
        }
        return false
    }

    private func deliverToViews(_ event: Event, _ all: TouchSet) {
        guard let table = event.table else { return }
        // The phases this event's changed touches are in, one bit each: a frame usually has one (a tap's
        // down, then its up), and walking the touches again for each of the other phases is wasted
        // work on every frame. Only Application changes a touch's phase, between
        // events, so the set holds while the phases below are delivered.
        var phases = 0
        var rest = all.mask
        while rest != 0 {
            let t = table.touches[rest.trailingZeroBitCount]
            rest &= rest - 1
            if t.changedThisFrame { phases |= 1 << t.phase.rawValue }
        }
        for raw in 0...4 {
            guard phases & (1 << raw) != 0, let phase = Touch.Phase(rawValue: raw), phase != .stationary else { continue }
            var m: UInt32 = 0
            for t in all where t.changedThisFrame && t.phase == phase {
                switch phase {
                case .began:
                    guard t.viewDelivery == .none else { continue }
                    if t.view == nil || t.cancelledByRecognizer { t.viewDelivery = .finished }
                    else if !t.view!.isMultipleTouchEnabled && viewHasOtherTouch(t, table: table) { t.viewDelivery = .finished }
                    else if isDelayed(t, began: true) { t.viewDelivery = .pendingBegan }
                    else { t.viewDelivery = .active; m |= 1 << t.index }
                case .moved:
                    if t.viewDelivery == .active { m |= 1 << t.index }
                case .ended:
                    if t.viewDelivery == .active {
                        if isDelayed(t, began: false) { t.viewDelivery = .pendingEnded } else { t.viewDelivery = .finished; m |= 1 << t.index }
                    } else if t.viewDelivery == .none { t.viewDelivery = .finished }
                default:
                    if t.viewDelivery == .active || t.viewDelivery == .pendingEnded { m |= 1 << t.index }
                    t.viewDelivery = .finished
                }
            }
            deliverGrouped(m, phase, event, table)
        }
    }

    private func deliverGrouped(_ mask: UInt32, _ phase: Touch.Phase, _ event: Event, _ table: TouchTable) {
        var m = mask
        while m != 0 {
            let first = table.touches[m.trailingZeroBitCount]
            guard let view = first.view else { m &= m - 1; continue }
            var group: UInt32 = 0
            var rest = m
            while rest != 0 {
                let i = rest.trailingZeroBitCount
                rest &= rest - 1
                if table.touches[i].view === view { group |= 1 << i }
            }
            m &= ~group
            let set = TouchSet(table: table, mask: group)
            switch phase {
            case .began: view.touchesBegan(set, with: event)
            case .moved: view.touchesMoved(set, with: event)
            case .ended: view.touchesEnded(set, with: event)
            default: view.touchesCancelled(set, with: event)
            }
        }
    }

    /// Applies what recognizers decided: cancel touches they took, release touches they stopped delaying.
    private func resolve(_ event: Event, _ window: Window) {
        guard let table = event.table else { return }
        var guardCount = 0
        while needsResolution && guardCount < 8 {
            needsResolution = false
            guardCount += 1
            var m = table.activeMask
            while m != 0 {
                let i = m.trailingZeroBitCount
                m &= m - 1
                let t = table.touches[i]
                guard t.window === window, let view = t.view else { continue }
                let one = TouchSet(table: table, mask: 1 << i)
                if t.cancelledByRecognizer {
                    if t.viewDelivery == .active || t.viewDelivery == .pendingEnded {
                        t.viewDelivery = .finished
                        view.touchesCancelled(one, with: event)
                    } else if t.viewDelivery == .pendingBegan {
                        t.viewDelivery = .finished
                    }
                    continue
                }
                if t.viewDelivery == .pendingBegan && !isDelayed(t, began: true) {
                    t.viewDelivery = .active
                    view.touchesBegan(one, with: event)
                    if t.phase == .cancelled { t.viewDelivery = .finished; view.touchesCancelled(one, with: event) }
                    else if t.phase == .ended { t.viewDelivery = .pendingEnded }
                }
                if t.viewDelivery == .pendingEnded && !isDelayed(t, began: false) {
                    t.viewDelivery = .finished
                    view.touchesEnded(one, with: event)
                }
            }
        }
    }

    private func cleanUp(_ table: TouchTable, _ window: Window) {
        // Release finished touches that no view is still owed.
        var m = table.activeMask
        while m != 0 {
            let i = m.trailingZeroBitCount
            m &= m - 1
            let t = table.touches[i]
            guard t.window === window, t.isFinished, t.viewDelivery != .pendingBegan, t.viewDelivery != .pendingEnded else { continue }
            for gr in t.gestureRecognizers { gr.trackedMask &= ~(1 << i) }
            table.release(t)
        }
        // Fail recognizers left deciding with nothing to decide on; reset finished ones once their
        // touches are gone, so the next touch sequence starts them afresh.
        var i = 0
        while i < active.count {
            let gr = active[i]
            let live = gr.trackedMask & table.activeMask
            var liveDown = false
            var r = live
            while r != 0 { let k = r.trailingZeroBitCount; r &= r - 1; if !table.touches[k].isFinished { liveDown = true; break } }
            if gr.state == .possible && gr.pendingState == nil && !liveDown && !gr.hasPendingTimer {
                // Took part, has nothing left to decide on — no finger down, no timer to come: as good
                // as failed for anyone waiting on it. Lifted touches it still holds back from their
                // views (`delaysTouchesEnded`) don't count: they wait for its decision, so waiting for
                // them would wedge both.
                gr.state = .failed
            }
            if gr.state.isFinished && !liveDown && live == 0 {
                gr.resetInternal()
                gr.isActive = false
                active.swapAt(i, active.count - 1)
                active.removeLast()
                continue
            }
            i += 1
        }
    }
}
