/// One input event: every touch that changed in one input frame, or one key change (UIKit's `UIEvent`).
///
/// The application reuses one event object per kind, so dispatch allocates nothing; do not keep an
/// event past the call it was handed to.
@MainActor public final class Event {
    /// The kind of event.
    public enum EventType: Sendable { case touches, presses }

    /// Touches or presses.
    public let type: EventType
    /// When the event's input frame happened.
    @exclusivity(unchecked) public internal(set) var timestamp: Double = 0
    let table: TouchTable?
    let pressPool: ContiguousArray<Press>?
    @exclusivity(unchecked) var pressMask: UInt32 = 0
    /// How many default forwards up the responder chain are under way for this event (``Responder``
    /// bounds it, so a chain that loops cannot recurse without end).
    @exclusivity(unchecked) var forwardingDepth = 0

    init(touches table: TouchTable) { type = .touches; self.table = table; pressPool = nil }
    init(presses: ContiguousArray<Press>) { type = .presses; table = nil; pressPool = presses }

    /// Every touch that is down or changed in this event, in any view.
    public var allTouches: TouchSet { touches { _ in true } }

    /// The touches of this event that began in `view`.
    public func touches(for view: View) -> TouchSet { touches { $0.view === view } }
    /// The touches of this event in `window` (the dispatcher asks on every touch frame).
    public func touches(for window: Window) -> TouchSet { touches { $0.window === window } }

    /// The touches down or changed in this event for which `predicate` holds: one walk over the pool's
    /// bits, inlined with its predicate. (Two `TouchSet.filtered` walks with closures cost far more per
    /// call, retaining the pool and each touch.)
    @inline(__always) private func touches(where predicate: (Touch) -> Bool) -> TouchSet {
        guard let table else { return .empty }
        var m: UInt32 = 0
        var rest = table.activeMask
        while rest != 0 {
            let i = rest.trailingZeroBitCount
            rest &= rest - 1
            let t = table.touches[i]
            if (!t.isFinished || t.changedThisFrame) && predicate(t) { m |= 1 << UInt32(i) }
        }
        return TouchSet(table: table, mask: m)
    }
    /// The touches of this event that `recognizer` is tracking.
    public func touches(for recognizer: GestureRecognizer) -> TouchSet {
        TouchSet(table: table, mask: allTouches.mask & recognizer.trackedMask)
    }
    /// The presses of a presses event.
    public var allPresses: PressSet { PressSet(presses: pressPool, mask: pressMask) }
}
