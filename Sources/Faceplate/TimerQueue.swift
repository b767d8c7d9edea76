/// Something a ``TimerQueue`` can call back: gesture recognizers, controls that auto-repeat.
@MainActor public protocol TimerTarget: AnyObject {
    /// The timer scheduled with `token` is due.
    func timerFired(token: Int)
}

/// A fixed-capacity set of one-shot timers, fired in deadline order when the clock passes them.
///
/// The event loop arms a timerfd for ``nextDeadline``; the test driver fires timers as it advances its
/// clock. Scheduling allocates nothing; a full queue drops the timer, records a diagnostic and says
/// so (``schedule(at:target:token:)`` returns false), so the caller can give up cleanly.
@MainActor public final class TimerQueue {
    private struct Entry {
        var deadline: Double
        /// The deadline plus the timer's tolerance: the latest it may fire.
        var latest: Double
        weak var target: (any TimerTarget)?
        var token: Int
        var live: Bool
    }
    private var entries: ContiguousArray<Entry>
    /// The most timers pending at once.
    let capacity: Int
    /// Where a dropped timer is counted: the owning application's diagnostics (nil: logged only).
    private let diagnostics: Diagnostics?

    /// Creates a queue holding at most `capacity` timers that counts dropped timers in `diagnostics`
    /// (its application's; nil counts nowhere and logs to standard error).
    public init(capacity: Int, diagnostics: Diagnostics?) {
        self.capacity = capacity
        self.diagnostics = diagnostics
        entries = []
        entries.reserveCapacity(capacity)
    }

    /// Calls `target.timerFired(token:)` once the clock reaches `deadline`. An existing timer for the
    /// same target and token is moved rather than duplicated. Returns false, and records a
    /// ``Diagnostics/Kind/timers`` diagnostic, when the queue is full and the timer was dropped.
    @discardableResult
    public func schedule(at deadline: Double, target: any TimerTarget, token: Int) -> Bool {
        if add(at: deadline, target: target, token: token) { return true }
        Diagnostics.record(.timers, "timer queue full (capacity \(capacity)); a timer was dropped", in: diagnostics)
        return false
    }

    /// Schedules like ``schedule(at:target:token:)`` but leaves reporting a full queue to the caller,
    /// which can say who lost its timer. With a `tolerance` the timer may fire up to that much after
    /// `deadline`, so the loop wakes once for timers whose windows overlap (Foundation's
    /// `Timer.tolerance`): ``nextDeadline`` is the earliest latest time, and every timer whose deadline
    /// has passed fires then.
    func add(at deadline: Double, tolerance: Double = 0, target: any TimerTarget, token: Int) -> Bool {
        let latest = deadline + Swift.max(tolerance, 0)
        if let i = index(of: target, token: token) { entries[i].deadline = deadline; entries[i].latest = latest; return true }
        var i = 0
        while i < entries.count {
            if !entries[i].live { entries[i] = Entry(deadline: deadline, latest: latest, target: target, token: token, live: true); return true }
            i += 1
        }
        guard entries.count < capacity else { return false }
        entries.append(Entry(deadline: deadline, latest: latest, target: target, token: token, live: true))
        return true
    }

    /// Cancels the timer for `target` and `token`, if any.
    public func cancel(target: any TimerTarget, token: Int) {
        if let i = index(of: target, token: token) { entries[i].live = false; entries[i].target = nil }
    }

    // Index loops rather than for-in or closures: this runs per touch, and must not allocate.
    private func index(of target: any TimerTarget, token: Int) -> Int? {
        var i = 0
        while i < entries.count {
            if entries[i].live && entries[i].token == token && entries[i].target === target { return i }
            i += 1
        }
        return nil
    }

    /// Whether a timer for `target` and `token` is pending.
    public func isScheduled(target: any TimerTarget, token: Int) -> Bool {
        index(of: target, token: token) != nil
    }

    /// The earliest time a pending timer must fire by (its deadline, plus its tolerance if it has one),
    /// if any.
    public var nextDeadline: Double? {
        var best: Double?
        var i = 0
        while i < entries.count {
            if entries[i].live && entries[i].target != nil && (best == nil || entries[i].latest < best!) { best = entries[i].latest }
            i += 1
        }
        return best
    }

    /// Fires every timer due at `now`, earliest first; returns how many fired. Timers scheduled by a
    /// callback fire in the same call if they are already due.
    @discardableResult
    public func fireDue(now: Double) -> Int {
        var fired = 0
        while true {
            var best = -1
            var i = 0
            while i < entries.count {
                if entries[i].live && entries[i].deadline <= now && (best < 0 || entries[i].deadline < entries[best].deadline) { best = i }
                i += 1
            }
            guard best >= 0 else { return fired }
            let e = entries[best]
            entries[best].live = false
            entries[best].target = nil
            if let t = e.target { t.timerFired(token: e.token); fired += 1 }
        }
    }
}
