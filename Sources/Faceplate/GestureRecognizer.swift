/// Decides whether and how a gesture recognizer takes part (UIKit's `UIGestureRecognizerDelegate`).
@MainActor public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether `recognizer` may leave `.possible` for `.began`/`.recognized`.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
    /// Whether `recognizer` receives `touch` at all.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Whether the two may recognize at the same time (either side saying yes is enough).
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
}

/// Turns touches into a gesture and sends actions as it is recognized (UIKit's `UIGestureRecognizer`).
///
/// Recognizers on the hit view and its ancestors see each touch before the view does. States follow
/// UIKit: `possible` → `began` → `changed`… → `ended` (continuous gestures), `possible` → `recognized`
/// (discrete), or → `failed` / `cancelled`; other transitions are rejected and counted. When a
/// recognizer begins or recognizes, it cancels its touches in the view (``cancelsTouchesInView``) and
/// prevents the other recognizers of those touches unless the delegate allows simultaneous recognition.
/// Subclasses override the touch methods and set ``state``.
@MainActor open class GestureRecognizer: TimerTarget {
    /// A recognizer's state.
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        /// The state a discrete gesture ends in: the same as `ended`.
        public static let recognized = State.ended
        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// The delegate.
    public weak var delegate: GestureRecognizerDelegate?
    /// Disabled recognizers receive no touches; disabling one mid-gesture cancels or fails it.
    @exclusivity(unchecked) public var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if state == .began || state == .changed { state = .cancelled } else if state == .possible && isActive { state = .failed }
        }
    }
    /// Whether the view's touches are cancelled once the gesture is recognized. True by default.
    @exclusivity(unchecked) public var cancelsTouchesInView = true
    /// Whether touches reach the view only after this recognizer fails. False by default. Turning it
    /// off while touches are held back releases them at the next settle (a scroll view's content
    /// gets its touches once the scroll view's short delay runs out).
    @exclusivity(unchecked) public var delaysTouchesBegan = false {
        didSet { if oldValue && !delaysTouchesBegan { view?.window?.dispatcher.needsResolution = true } }
    }
    /// Whether lifted touches reach the view only after this recognizer fails or recognizes. True by default.
    @exclusivity(unchecked) public var delaysTouchesEnded = true
    /// A name for traces; defaults to the type name.
    public var name: String?

    /// Creates a recognizer with no target.
    public init() {
        targets.reserveCapacity(4)
    }

    /// Creates a recognizer that calls `action` with `target` on each action-sending state change.
    public convenience init<T: AnyObject>(target: T, action: @escaping @MainActor (T) -> Void) {
        self.init()
        addTarget(target) { t, _ in action(t) }
    }

    // MARK: State machine

    @exclusivity(unchecked) private var _state = State.possible
    /// A state the recognizer asked for while a recognizer it requires to fail was still undecided.
    @exclusivity(unchecked) var pendingState: State?
    @exclusivity(unchecked) var trackedMask: UInt32 = 0
    @exclusivity(unchecked) var isActive = false
    @exclusivity(unchecked) var deliveryStamp = 0
    private var failureRequirements: [Weak] = []
    private var dependents: [Weak] = []
    @exclusivity(unchecked) private var timerTokens: UInt64 = 0
    struct Weak { weak var value: GestureRecognizer? }

    /// The current state. Setting it runs UIKit's rules: illegal transitions are ignored (and counted),
    /// beginning waits for recognizers in ``require(toFail:)`` and asks the delegate and the views.
    public var state: State {
        get { _state }
        set { transition(to: newValue) }
    }

    private func isLegal(_ from: State, _ to: State) -> Bool {
        switch (from, to) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    private func transition(to new: State) {
        if pendingState != nil {
            // Waiting on another recognizer: only failing (or re-asking) is meaningful now.
            if new == .failed { pendingState = nil; apply(.failed) } else if new == .began || new == .ended { pendingState = new }
            return
        }
        guard isLegal(_state, new) else {
            Diagnostics.record(.illegalGestureTransition, "\(traceDescription) cannot go from \(_state) to \(new)",
                               in: view?.window?.application.diagnostics)
            return
        }
        if _state == .possible && (new == .began || new == .ended) {
            switch requirementsStatus() {
            case .undecided: pendingState = new; return
            case .recognized: apply(.failed); return
            case .allFailed: break
            }
            guard mayBegin() else { apply(.failed); return }
        }
        apply(new)
    }

    private enum Requirements { case allFailed, undecided, recognized }
    private func requirementsStatus() -> Requirements {
        var status = Requirements.allFailed
        var k = 0
        while k < failureRequirements.count {
            let r = failureRequirements[k]
            k += 1
            guard let other = r.value, other.isActive else { continue }   // not taking part: as good as failed
            switch other.state {
            case .possible: status = .undecided
            case .began, .changed, .ended: return .recognized
            default: break
            }
        }
        return status
    }

    private func mayBegin() -> Bool {
        if let d = delegate, !d.gestureRecognizerShouldBegin(self) { return false }
        for t in trackedTouches {
            if let v = t.view, !v.gestureRecognizerShouldBegin(self) { return false }
        }
        // A recognizer already in progress on the same touches wins unless either allows both.
        for t in trackedTouches {
            var k = 0
            while k < t.gestureRecognizers.count {
                let other = t.gestureRecognizers[k]
                k += 1
                guard other !== self && (other.state == .began || other.state == .changed) else { continue }
                if !canRecognizeSimultaneously(other) && other.canPrevent(self) && canBePrevented(by: other) { return false }
            }
        }
        return true
    }

    private func canRecognizeSimultaneously(_ other: GestureRecognizer) -> Bool {
        (delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) ?? false)
    }

    private func apply(_ new: State) {
        let old = _state
        _state = new
        let app = view?.window?.application
        app?.trace.emit("gesture \(traceDescription) \(old) -> \(new)")
        if old == .possible && (new == .began || new == .ended) {
            cancelWatchedTouches()
            preventOthers()
            var k = 0
            while k < dependents.count {
                if let g = dependents[k].value, g._state == .possible { g.pendingState = nil; g.apply(.failed) }
                k += 1
            }
        }
        if new == .failed {
            cancelAllTimers()
            var k = 0
            while k < dependents.count { dependents[k].value?.requirementFailed(); k += 1 }
        }
        if new == .ended || new == .cancelled { cancelAllTimers() }
        view?.window?.dispatcher.needsResolution = true
        if new != .failed && new != .possible { sendActions() }
    }

    private func cancelWatchedTouches() {
        guard cancelsTouchesInView else { return }
        for t in trackedTouches { t.cancelledByRecognizer = true }
    }

    private func preventOthers() {
        for t in trackedTouches {
            var i = 0
            while i < t.gestureRecognizers.count {
                let other = t.gestureRecognizers[i]
                i += 1
                guard other !== self, !other._state.isFinished else { continue }
                guard !canRecognizeSimultaneously(other), canPrevent(other), other.canBePrevented(by: self) else { continue }
                if other._state == .possible { other.pendingState = nil; other.apply(.failed) } else { other.apply(.cancelled) }
            }
        }
    }

    private func requirementFailed() {
        guard let wanted = pendingState, _state == .possible else { return }
        switch requirementsStatus() {
        case .undecided: return
        case .recognized: pendingState = nil; apply(.failed)
        case .allFailed:
            pendingState = nil
            if mayBegin() { apply(wanted) } else { apply(.failed) }
        }
    }

    /// Whether this recognizer may prevent `other` from recognizing. True by default.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
    /// Whether `other` may prevent this recognizer from recognizing. True by default.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }

    /// Makes this recognizer wait until `other` fails before it begins or recognizes; if `other`
    /// recognizes, this one fails. The classic use: a single tap that requires the double tap to fail.
    public func require(toFail other: GestureRecognizer) {
        failureRequirements.append(Weak(value: other))
        other.dependents.append(Weak(value: self))
    }

    /// Back to `.possible` with no touches; subclasses clear their gesture state (call super).
    open func reset() {}

    func resetInternal() {
        cancelAllTimers()
        _state = .possible
        pendingState = nil
        trackedMask = 0
        reset()
    }

    /// Stops watching `touch`: it no longer counts for this gesture (UIKit's `ignore(_:for:)`).
    public func ignore(_ touch: Touch) { trackedMask &= ~(1 << touch.index) }

    // MARK: Touches (override)

    /// Touches this recognizer watches began.
    open func touchesBegan(_ touches: TouchSet, with event: Event) {}
    /// Watched touches moved.
    open func touchesMoved(_ touches: TouchSet, with event: Event) {}
    /// Watched touches lifted.
    open func touchesEnded(_ touches: TouchSet, with event: Event) {}
    /// Watched touches were cancelled. By default: cancel a gesture in progress, else fail.
    open func touchesCancelled(_ touches: TouchSet, with event: Event) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    // MARK: Touch queries

    /// The touches this recognizer watches, including lifted ones not yet released.
    public var trackedTouches: TouchSet { TouchSet(table: view?.window?.application.touchTable, mask: trackedMask) }
    /// The watched touches still down.
    public var activeTouches: TouchSet { trackedTouches.filtered { !$0.isFinished } }
    /// How many watched touches are down.
    public var numberOfTouches: Int { activeTouches.count }
    /// The location of the gesture: the centroid of the touches down (of all watched touches after lift).
    public func location(in view: View?) -> Point {
        var set = activeTouches
        if set.isEmpty { set = trackedTouches }
        guard !set.isEmpty else { return lastLocation.map { view?.convert($0, from: nil) ?? $0 } ?? .zero }
        var x = 0.0, y = 0.0
        for t in set { let p = t.location(in: nil); x += p.x; y += p.y }
        let c = Point(x: x / Double(set.count), y: y / Double(set.count))
        lastLocation = c
        return view?.convert(c, from: nil) ?? c
    }
    private var lastLocation: Point?
    /// Window locations of the first two watched touches still down (two-finger gestures), or nil.
    func firstTwoTouchLocations() -> (Point, Point)? {
        var it = activeTouches.makeIterator()
        guard let a = it.next(), let b = it.next() else { return nil }
        return (a.location(in: nil), b.location(in: nil))
    }

    /// The location of the `index`th watched touch (in index order).
    public func location(ofTouch index: Int, in view: View?) -> Point {
        var i = 0
        for t in activeTouches { if i == index { return t.location(in: view) }; i += 1 }
        return location(in: view)
    }

    // MARK: Timers

    /// The application clock's current time.
    public var now: Double { view?.window?.application.clock.now ?? 0 }

    /// Calls ``timerFired(token:)`` after `delay` seconds of the application clock (`token` is
    /// 0..<64). While a timer is pending, a `.possible` recognizer with no touches down counts as
    /// still deciding; once it has fired, it no longer does.
    ///
    /// Returns false when no timer was scheduled: the recognizer is in no window, or the timer could
    /// not be had (the application's ``TimerQueue`` is full, or `token` is out of range). The second
    /// is reported as a ``Diagnostics/Kind/timers`` diagnostic naming the recognizer, and the
    /// recognizer gives up — `possible` → `failed`, `began`/`changed` → `cancelled`, UIKit's exits
    /// from those states — because a gesture waiting for a timer that never comes would hold back
    /// every recognizer that requires it to fail.
    @discardableResult
    public func scheduleTimer(after delay: Double, token: Int = 0) -> Bool {
        guard let app = view?.window?.application else { return false }
        guard token >= 0 && token < 64 else {
            app.diagnostics.record(.timers, "\(traceDescription) asked for timer token \(token), outside 0..<64, and gives up")
            giveUpForWantOfTimer()
            return false
        }
        let relay = timerRelay ?? makeTimerRelay()
        guard app.timers.add(at: app.clock.now + delay, target: relay, token: token) else {
            app.diagnostics.record(.timers, "timer queue full (capacity \(app.timers.capacity)); \(traceDescription) cannot time its gesture and gives up")
            giveUpForWantOfTimer()
            return false
        }
        timerTokens |= 1 << UInt64(token)
        return true
    }
    /// Cancels the timer with `token`.
    public func cancelTimer(token: Int = 0) {
        guard token >= 0 && token < 64 else { return }
        timerTokens &= ~(1 << UInt64(token))
        if let relay = timerRelay { view?.window?.application.timers.cancel(target: relay, token: token) }
    }
    private func cancelAllTimers() {
        var m = timerTokens
        while m != 0 { let t = m.trailingZeroBitCount; m &= m - 1; cancelTimer(token: t) }
    }
    var hasPendingTimer: Bool { timerTokens != 0 }

    /// A timer scheduled with `token` is due. Does nothing by default. The timer is spent by the time
    /// this runs: a recognizer that neither changes state nor schedules again here has, once its
    /// fingers are up, nothing left to decide on, and fails.
    open func timerFired(token: Int) {}

    /// The queue's target for this recognizer's timers. The queue holds targets weakly, so the
    /// recognizer owns its relay; the relay clears the timer's pending bit before the recognizer's
    /// ``timerFired(token:)`` runs, whatever a subclass does there. (The recognizer's own
    /// `TimerTarget` conformance remains for code that schedules it on a queue directly.)
    private final class TimerRelay: TimerTarget {
        unowned let recognizer: GestureRecognizer
        init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }
        func timerFired(token: Int) { recognizer.timerDue(token: token) }
    }
    @exclusivity(unchecked) private var timerRelay: TimerRelay?

    private func makeTimerRelay() -> TimerRelay {
        let relay = TimerRelay(self)
        timerRelay = relay
        return relay
    }

    private func timerDue(token: Int) {
        // Spent before the callback: if the bit stayed set, a recognizer whose timer changed nothing
        // would look undecided forever, and those that require it to fail would never fire.
        timerTokens &= ~(1 << UInt64(token))
        timerFired(token: token)
    }

    /// A gesture that cannot be timed cannot be decided: leave by UIKit's exits so nothing waits on it.
    private func giveUpForWantOfTimer() {
        switch _state {
        case .possible: state = .failed
        case .began, .changed: state = .cancelled
        default: break
        }
    }

    // MARK: Actions

    private struct TargetEntry {
        weak var target: AnyObject?
        let invoke: @MainActor (AnyObject, GestureRecognizer) -> Void
        let name: String
    }
    private var targets: ContiguousArray<TargetEntry> = []

    /// Adds an action: `action` runs with the (weakly held) target on began, changed, ended/recognized
    /// and cancelled.
    public func addTarget<T: AnyObject>(_ target: T, name: String? = nil, action: @escaping @MainActor (T, GestureRecognizer) -> Void) {
        targets.append(TargetEntry(target: target, invoke: { t, g in if let t = t as? T { action(t, g) } },
                                   name: name ?? String(describing: T.self)))
    }
    /// Removes the actions of `target` (all targets when nil).
    public func removeTarget(_ target: AnyObject?) {
        targets.removeAll { target == nil || $0.target === target }
    }

    private func sendActions() {
        var i = 0
        while i < targets.count {
            let e = targets[i]
            i += 1
            guard let t = e.target else { continue }
            view?.window?.application.trace.emit("action \(e.name) <- \(traceDescription) \(_state)")
            e.invoke(t, self)
        }
    }

    /// `Type on View "name"` for traces.
    var traceDescription: String {
        (name ?? String(describing: Swift.type(of: self))) + " on " + traceName(view)
    }
}
