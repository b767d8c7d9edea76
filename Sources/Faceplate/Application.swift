/// The application object: owns the windows, the clock, timers, the event trace and the fixed input
/// storage, turns ``InputRecord``s into events and routes nil-targeted actions (UIKit's `UIApplication`).
@MainActor open class Application: Responder {
    private static var running: Application?
    /// The running application (UIKit's `UIApplication.shared`): the one whoever runs the program —
    /// the entry point, a ``TestDriver`` — made and handed to ``setShared(_:)``.
    ///
    /// Nothing is made behind your back: with no application set this stops the process with a
    /// message. And nothing in Faceplate itself reads it — views, controls and gesture recognizers
    /// reach their application through their window — so a second application in the process (two
    /// test drivers) never disturbs the first. Only ``Window/init(frame:)`` uses it, as
    /// `UIWindow(frame:)` joins `UIApplication.shared`.
    public static var shared: Application {
        guard let application = running else {
            preconditionFailure("faceplate: no running application; make one and call Application.setShared(_:) first (or use Window(frame:application:))")
        }
        return application
    }
    /// Makes `application` the running one, ``shared`` (the entry point and ``TestDriver`` call this).
    public static func setShared(_ application: Application) { running = application }

    /// The fixed-storage sizes this application was made with.
    public let capacities: Capacities
    /// This application's counts and log of dropped items and rejected input; its views, controls
    /// and recognizers record here through their window.
    public let diagnostics = Diagnostics()
    /// The clock touches, timers and gestures are timed by.
    public let clock: EventClock
    /// Gesture and control timers.
    public let timers: TimerQueue
    /// The event trace; disabled by default.
    public let trace = EventTrace()
    /// The application's delegate; it is the last responder in the chain when it is a ``Responder``.
    public weak var delegate: AnyObject?
    /// The windows, in creation order.
    public private(set) var windows: [Window] = []
    /// The window that receives presses and starts nil-targeted actions.
    @exclusivity(unchecked) public weak var keyWindow: Window?

    /// Called after each action runs (target-action, nil-targeted, closure `Action`s), with its name:
    /// the real-kernel loop timestamps it to measure input-to-action latency. Nil by default.
    public var actionObserver: (@MainActor (String) -> Void)?

    /// Seconds within which a new touch-down continues a tap sequence (``Touch/tapCount``).
    @exclusivity(unchecked) public var multiTapInterval: Double = 0.35
    /// How close (points) to the previous tap a new tap must land to continue a sequence.
    @exclusivity(unchecked) public var multiTapDistance: Double = 45

    let touchTable: TouchTable
    let touchEvent: Event
    private let pressPool: ContiguousArray<Press>
    private let pressEvent: Event
    @exclusivity(unchecked) private var pressActive: UInt32 = 0

    private enum PendingKind { case none, down, motion, up, cancel }
    private struct Pending { var kind = PendingKind.none; var location = Point.zero; var hasLocation = false }
    private var pending: ContiguousArray<Pending>
    /// Slots whose `pending` entry is not `.none`, so a frame visits only them (not all 64).
    @exclusivity(unchecked) private var pendingMask: UInt64 = 0
    @exclusivity(unchecked) private var droppedSlots: UInt64 = 0
    /// Input slots a backend may number its fingers with (0..<64), independent of how many touches
    /// are tracked at once.
    public static let inputSlots = 64
    @exclusivity(unchecked) private var lastFrameTime: Double = 0
    @exclusivity(unchecked) private var nextTouchIdentifier = 1
    /// A finger's lift that may continue a tap sequence: where and when it tapped, and its tap count.
    private struct RecentTap { var time: Double; var location: Point; var count: Int; var live: Bool }
    /// The recent taps, one per finger (UIKit counts taps per finger: each finger of a two-finger
    /// double tap has tap count 2). Fixed storage, as many as touches; the stalest is overwritten.
    private var recentTaps: ContiguousArray<RecentTap>
    private var queue: ContiguousArray<InputRecord>
    @exclusivity(unchecked) private var queueHead = 0, queueCount = 0

    /// Creates an application with the given capacities and clock.
    public init(capacities: Capacities = Capacities(), clock: EventClock = SystemClock()) {
        self.capacities = capacities
        self.clock = clock
        timers = TimerQueue(capacity: capacities.timers, diagnostics: diagnostics)
        touchTable = TouchTable(capacity: capacities.touches, recognizersPerTouch: capacities.recognizersPerTouch)
        touchEvent = Event(touches: touchTable)
        pressPool = ContiguousArray((0..<min(capacities.presses, 32)).map { Press(index: $0) })
        pressEvent = Event(presses: pressPool)
        pending = ContiguousArray(repeating: Pending(), count: Application.inputSlots)
        recentTaps = ContiguousArray(repeating: RecentTap(time: 0, location: .zero, count: 0, live: false),
                                     count: max(capacities.touches, 1))
        queue = ContiguousArray(repeating: .frame(time: 0), count: max(capacities.inputQueue, 1))
        super.init()
    }

    func register(_ window: Window) {
        windows.append(window)
        if keyWindow == nil { keyWindow = window }
    }

    /// The application delegate, when it is a responder that is not in the chain already.
    ///
    /// UIKit's rule: the application passes an event on to its delegate only "if the app delegate is an
    /// instance of UIResponder and is not a view, view controller, or the app object itself". A
    /// delegate that is a view controller (or a view, a window, the application) is already in the
    /// chain below; returning it here would make the chain a loop.
    open override var next: Responder? {
        guard let responder = delegate as? Responder, !(responder is View), !(responder is ViewController),
              responder !== self else { return nil }
        return responder
    }

    override var chainDiagnostics: Diagnostics? { diagnostics }

    // MARK: Per-application instances

    private var sharedInstances: [ObjectIdentifier: AnyObject] = [:]

    /// This application's one instance of `type`, made by `make` on first use and kept for the
    /// application's life: for what a layer above keeps one of per application where a single-app
    /// world would use a process global (FaceplateWidgets' on-screen keyboard, one per application
    /// as UIKit's keyboard is). Another application in the process has its own.
    public func sharedInstance<T: AnyObject>(of type: T.Type, makeWith make: () -> T) -> T {
        let key = ObjectIdentifier(type)
        if let existing = sharedInstances[key] { return existing as! T }
        let made = make()
        sharedInstances[key] = made
        return made
    }

    /// Replaces this application's instance of `type` (see ``sharedInstance(of:makeWith:)``).
    public func setSharedInstance<T: AnyObject>(_ instance: T, of type: T.Type) {
        sharedInstances[ObjectIdentifier(type)] = instance
    }

    // MARK: Input

    /// Queues a record for ``drainInput()`` (the event loop reads a burst, then drains it). A full
    /// queue dispatches what it holds first; a record that still does not fit is dropped and counted.
    public func enqueue(_ record: InputRecord) {
        if queueCount == queue.count { drainInput() }
        queue[(queueHead + queueCount) % queue.count] = record
        queueCount += 1
    }

    /// Handles every queued record in order.
    public func drainInput() {
        while queueCount > 0 {
            let r = queue[queueHead]
            queueHead = (queueHead + 1) % queue.count
            queueCount -= 1
            handle(r)
        }
    }

    /// Handles one record now: touch records wait for their frame, keys dispatch at once.
    public func handle(_ record: InputRecord) {
        switch record {
        case let .touchDown(slot, location, time):
            guard checkSlot(slot) else { return }
            if pending[slot].kind != .none { flushFrame(time: time) }
            pending[slot] = Pending(kind: .down, location: location, hasLocation: true)
            pendingMask |= 1 << UInt64(slot)
        case let .touchMotion(slot, location, time):
            guard checkSlot(slot) else { return }
            switch pending[slot].kind {
            case .down, .motion: pending[slot].location = location
            case .none: pending[slot] = Pending(kind: .motion, location: location, hasLocation: true)
            case .up, .cancel: flushFrame(time: time); pending[slot] = Pending(kind: .motion, location: location, hasLocation: true)
            }
            pendingMask |= 1 << UInt64(slot)
        case let .touchUp(slot, time), let .touchCancel(slot, time):
            guard checkSlot(slot) else { return }
            let kind: PendingKind
            if case .touchUp = record { kind = .up } else { kind = .cancel }
            if pending[slot].kind == .down || pending[slot].kind == .up || pending[slot].kind == .cancel { flushFrame(time: time) }
            pending[slot].kind = kind
            pendingMask |= 1 << UInt64(slot)
        case let .frame(time):
            flushFrame(time: time)
        case let .key(code, pressed, time):
            handleKey(code: code, pressed: pressed, time: time)
        }
    }

    private func checkSlot(_ slot: Int) -> Bool {
        guard slot >= 0 && slot < pending.count else {
            diagnostics.record(.inputProtocol, "input slot \(slot) is outside 0..<\(pending.count)")
            return false
        }
        return true
    }

    private func flushFrame(time: Double) {
        lastFrameTime = time
        var changed = false
        while pendingMask != 0 {
            let slot = pendingMask.trailingZeroBitCount     // lowest slot first, as a scan would
            pendingMask &= pendingMask - 1
            guard pending[slot].kind != .none else { continue }
            let p = pending[slot]
            pending[slot] = Pending()
            let existing = touchTable.touch(forSlot: slot)
            switch p.kind {
            case .down:
                if let t = existing { move(t, to: p.location, time: time); changed = true; break }
                guard let t = touchTable.acquire() else {
                    droppedSlots |= 1 << UInt64(slot)
                    diagnostics.record(.touches, "more than \(capacities.touches) touches at once; a finger was ignored")
                    continue
                }
                droppedSlots &= ~(1 << UInt64(slot))
                begin(t, slot: slot, at: p.location, time: time)
                changed = true
            case .motion:
                guard let t = existing else {
                    if droppedSlots & (1 << UInt64(slot)) == 0 { diagnostics.record(.inputProtocol, "motion in slot \(slot) without a touch-down") }
                    continue
                }
                if move(t, to: p.location, time: time) { changed = true }
            case .up, .cancel:
                guard let t = existing else { droppedSlots &= ~(1 << UInt64(slot)); continue }
                if p.hasLocation { move(t, to: p.location, time: time) }
                finish(t, cancelled: p.kind == .cancel, time: time)
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
        if trace.isEnabled {
            trace.emit(frameTraceLine(time))
            for t in touchTable.touches where touchTable.activeMask & (1 << t.index) != 0 && t.changedThisFrame && t.phase == .began {
                trace.emit("hit #\(t.identifier) \(traceName(t.view))")
            }
        }
        var k = 0
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

    private func begin(_ t: Touch, slot: Int, at location: Point, time: Double) {
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
        t.tapCount = continueTapSequence(at: location, time: time)
        let window = keyWindow ?? windows.first
        t.window = window
        t.view = window.flatMap { $0.hitTest($0.convert(location, from: nil), with: touchEvent) }
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

    private func finish(_ t: Touch, cancelled: Bool, time: Double) {
        t.phase = cancelled ? .cancelled : .ended
        t.timestamp = time
        t.changedThisFrame = true
        if !cancelled && t.locationInWindow.distance(to: t.beganLocationInWindow) <= multiTapDistance {
            rememberTap(at: t.locationInWindow, time: time, count: t.tapCount)
        }
    }

    /// The tap count of a finger landing at `location`: one more than the nearest recent tap within
    /// ``multiTapDistance`` and ``multiTapInterval``, which it takes over (so each earlier finger's
    /// sequence is continued by at most one new finger), else 1. Per finger, not per lift: when
    /// several fingers lift in one frame and tap again, every one of them counts on — whichever input
    /// slots the kernel gave them.
    private func continueTapSequence(at location: Point, time: Double) -> Int {
        var best = -1
        var bestDistance = 0.0
        var i = 0
        while i < recentTaps.count {
            let r = recentTaps[i]
            i += 1
            guard r.live, time - r.time <= multiTapInterval else { continue }
            let d = location.distance(to: r.location)
            if d <= multiTapDistance && (best < 0 || d < bestDistance) { best = i - 1; bestDistance = d }
        }
        guard best >= 0 else { return 1 }
        recentTaps[best].live = false
        return recentTaps[best].count + 1
    }

    /// Keeps a finger's tap for ``continueTapSequence(at:time:)``, in a free entry or the stalest one.
    private func rememberTap(at location: Point, time: Double, count: Int) {
        var slot = 0
        var i = 0
        while i < recentTaps.count {
            if !recentTaps[i].live { slot = i; break }
            if recentTaps[i].time < recentTaps[slot].time { slot = i }
            i += 1
        }
        recentTaps[slot] = RecentTap(time: time, location: location, count: count, live: true)
    }

    private func frameTraceLine(_ time: Double) -> String {
        var line = "frame"
        if trace.includesTimestamps { line += " t=" + formatTime(time) }
        for t in touchTable.touches where touchTable.activeMask & (1 << t.index) != 0 && t.changedThisFrame {
            line += " #\(t.identifier) \(t.phase) \(t.locationInWindow)"
        }
        return line
    }

    private func handleKey(code: UInt32, pressed: Bool, time: Double) {
        var existing: Press?
        var m = pressActive
        while m != 0 { let i = m.trailingZeroBitCount; m &= m - 1; if pressPool[i].keyCode == code { existing = pressPool[i] } }
        let press: Press
        if pressed {
            guard existing == nil else { return }   // the kernel's auto-repeat is not a new press
            let free = ~pressActive & ((1 << UInt32(pressPool.count)) - 1)
            guard free != 0 else {
                diagnostics.record(.presses, "more than \(pressPool.count) keys held; key \(code) ignored")
                return
            }
            press = pressPool[free.trailingZeroBitCount]
            pressActive |= 1 << press.index
            press.keyCode = code
            press.type = KeyCodes.pressType(for: code)
            press.phase = .began
        } else {
            guard let e = existing else { return }
            press = e
            press.phase = .ended
        }
        press.timestamp = time
        pressEvent.timestamp = time
        pressEvent.pressMask = 1 << press.index
        trace.emit("key \(code) \(pressed ? "down" : "up")")
        (keyWindow ?? windows.first)?.sendEvent(pressEvent)
        if !pressed { pressActive &= ~(1 << press.index) }
    }

    // MARK: Time

    /// Fires due timers (gesture timeouts, auto-repeat) and lets windows deliver what they released.
    public func fireTimers() {
        guard timers.fireDue(now: clock.now) > 0 else { return }
        var k = 0
        while k < windows.count { windows[k].dispatcher.settle(touchEvent); k += 1 }
    }

    // MARK: Actions

    /// Sends `action` to `target`, or — when `target` is nil — to the first responder that can perform
    /// it, starting at the first responder of the sender's window (or the key window), else at the
    /// sender. Returns whether anyone performed it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: AnyObject?, from sender: AnyObject?, for event: Event?) -> Bool {
        let window = (sender as? View)?.window ?? keyWindow
        let start: Responder? = window?.firstResponder ?? (sender as? Responder)
        let (receiver, done) = Application.perform(action, on: target, searchingFrom: start, sender: sender, event: event)
        if let target {
            trace.emit("action \(action) -> \(traceName(target))\(done ? "" : " (not performed)")")
        } else if let receiver {
            trace.emit("action \(action) -> \(traceName(receiver))")
        } else {
            trace.emit("action \(action) -> nobody")
        }
        if done { actionObserver?(action.name) }
        return done
    }

    /// Performs `action` on `target`, or — nil target — on the first responder from `start` up the
    /// chain that can perform it. Returns who received it (nil: nobody could) and whether it ran.
    /// ``sendAction(_:to:from:for:)`` adds the trace; a control in no window, which has no
    /// application, sends through this directly.
    static func perform(_ action: Selector, on target: AnyObject?, searchingFrom start: Responder?,
                        sender: AnyObject?, event: Event?) -> (receiver: AnyObject?, done: Bool) {
        if let target {
            let done = (target as? Responder)?.performAction(action, sender: sender, event: event)
                ?? (action.performer?.invoke(target, sender, event) ?? false)
            return (target, done)
        }
        guard let responder = start?.target(forAction: action, withSender: sender) else { return (nil, false) }
        return (responder, responder.performAction(action, sender: sender, event: event))
    }
}

/// Seconds with millisecond precision, without Foundation.
func formatTime(_ t: Double) -> String {
    let ms = Int((t * 1000).rounded())
    let frac = ms % 1000
    return "\(ms / 1000)." + (frac < 10 ? "00" : frac < 100 ? "0" : "") + "\(frac)"
}
