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
    /// The running application, or nil before one is set: for what has a default without one (the
    /// widgets' ``Theme/current``; the colour-less drawing calls such as ``BezierPath/fill()``, which do
    /// nothing without one), where ``shared`` would stop the process.
    public static var sharedIfSet: Application? { running }
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
    /// The widgets' value animations, advanced once per frame by whoever draws the frames.
    public let animator: Animator
    /// The loop the app's own descriptors are watched on (``watch(fileDescriptor:for:handler:)``): the
    /// panel's event loop, set by the entry point before the app's launch; nil under ``TestDriver``.
    public var descriptorLoop: (any DescriptorLoop)?
    /// The panel this application draws on (its windows' ``Window/screen``).
    public let screen = Screen()
    /// Where UIKit-style drawing calls without a canvas (``BezierPath/fill()``, ``Color/setFill()``)
    /// draw: the canvas of the ``View/draw(_:)`` in progress.
    public let graphicsContext = GraphicsContext()
    /// Keeps the panel from dimming and blanking while true (UIKit's `UIApplication.isIdleTimerDisabled`):
    /// a kiosk showing a video or a process that must stay visible sets it.
    public var isIdleTimerDisabled = false
    /// The event trace; disabled by default.
    public let trace = EventTrace()
    /// The application's delegate; it is the last responder in the chain when it is a ``Responder``.
    public weak var delegate: AnyObject?
    /// Where the app is in UIKit's lifecycle (UIKit's `applicationState`): inactive until launch is
    /// done, active while its screen is shown and touchable; see ``transition(to:)``.
    public internal(set) var applicationState = State.inactive
    /// Told each lifecycle step as it happens (``transition(to:)``): the entry point calls the app
    /// delegate's `applicationWillResignActive(_:)` and the rest from here.
    public var lifecycleObserver: (@MainActor (LifecycleEvent) -> Void)?
    /// The windows, in creation order.
    /// Unchecked exclusivity, as ``View/subviews``: only ``register(_:)`` writes it (one `append`, which
    /// runs no code of ours or an app's while it writes); every touch frame reads it.
    @exclusivity(unchecked) public private(set) var windows: [Window] = []
    /// The window that receives presses and starts nil-targeted actions: one of ``windows``.
    public var keyWindow: Window? {
        get { keyWindowReference }
        set {
            precondition(newValue.map { $0.application === self } ?? true, "the key window must be one of this application's windows")
            keyWindowReference = newValue
        }
    }
    /// Unretained and not `weak`: ``windows`` retains every window of the application for its lifetime,
    /// and a weak reference would give the window a side table, which makes every retain and release
    /// of it — each walk up to the window on the dispatch path — a slow runtime call.
    @exclusivity(unchecked) private unowned(unsafe) var keyWindowReference: Window?

    /// Called after each action runs (target-action, nil-targeted, closure `Action`s), with its name:
    /// the real-kernel loop timestamps it to measure input-to-action latency. Nil by default.
    // Unchecked exclusivity although a strong reference, as `Window.damageObserver`: only ever assigned
    // whole and read whole (copied out before it is called), so no access to it can overlap another.
    @exclusivity(unchecked) public var actionObserver: (@MainActor (String) -> Void)?

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
    /// A finger as the input sees it, kept with the touch it feeds (the entry's index is the touch's
    /// pool index): its input slot, and its change since the last frame.
    private struct Finger {
        var slot = 0
        var kind = PendingKind.none
        var location = Point.zero
        var hasLocation = false
    }
    /// Input is coalesced here and only here: records change these entries until `.frame` turns them
    /// into one event. As many entries as touches (``Capacities/touches``), so the touches are the one
    /// limit on fingers. Plain values, so finding a finger by its slot touches no object.
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
    @exclusivity(unchecked) private var lastFrameTime: Double = 0
    @exclusivity(unchecked) private var nextTouchIdentifier = 1
    /// A finger's lift that may continue a tap sequence: where and when it tapped, and its tap count.
    private struct RecentTap { var time: Double; var location: Point; var count: Int; var live: Bool }
    /// The recent taps, one per finger (UIKit counts taps per finger: each finger of a two-finger
    /// double tap has tap count 2). Fixed storage, as many as touches; the stalest is overwritten.
    @exclusivity(unchecked) private var recentTaps: ContiguousArray<RecentTap>   // plain values, as `fingers`
    private var queue: ContiguousArray<InputRecord>
    @exclusivity(unchecked) private var queueHead = 0, queueCount = 0

    /// Creates an application with the given capacities and clock.
    public init(capacities: Capacities = Capacities(), clock: EventClock = SystemClock()) {
        self.capacities = capacities
        self.clock = clock
        timers = TimerQueue(capacity: capacities.timers, diagnostics: diagnostics)
        animator = Animator(capacity: capacities.animations, diagnostics: diagnostics)
        touchTable = TouchTable(capacity: capacities.touches, recognizersPerTouch: capacities.recognizersPerTouch)
        touchEvent = Event(touches: touchTable)
        pressPool = ContiguousArray((0..<min(capacities.presses, 32)).map { Press(index: $0) })
        pressEvent = Event(presses: pressPool)
        fingers = ContiguousArray(repeating: Finger(), count: touchTable.touches.count)
        droppedSlots = ContiguousArray(repeating: 0, count: touchTable.touches.count)
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
        handle(record, from: nil)
    }

    /// Handles one record from the input device named `device`; the name only serves the message
    /// when a finger is dropped because ``Capacities/touches`` are already down.
    public func handle(_ record: InputRecord, from device: String?) {
        switch record {
        case let .touchDown(slot, location, time):
            if let i = finger(slot), fingers[i].kind != .none { flushFrame(time: time) }  // a second down in one frame
            if let i = finger(slot) {
                // Down again without a lift (a lost up): the finger is where it says.
                setPending(i, .down, location)
                return
            }
            let free = touchTable.freeMask & ~reservedMask
            guard free != 0 else {
                rememberDropped(slot)
                diagnostics.record(.touches, "more than \(capacities.touches) touches at once: "
                                          + (device.map { "a finger on \"\($0)\"" } ?? "a finger") + " was ignored")
                return
            }
            forgetDropped(slot)
            let i = free.trailingZeroBitCount
            reservedMask |= 1 << UInt32(i)
            liveMask &= ~(1 << UInt32(i))
            fingers[i].slot = slot
            setPending(i, .down, location)
        case let .touchMotion(slot, location, time):
            if let i = finger(slot) {
                switch fingers[i].kind {
                case .down, .motion:
                    // A newer position before the frame went out (frames queued behind each other are
                    // merged by the backend): the finger moves once, to the latest one (UIKit: at most one
                    // touchesMoved per touch per display frame, the rest are its coalescedTouches).
                    if fingers[i].kind == .motion { diagnostics.coalescedMotions &+= 1 }
                    fingers[i].location = location; fingers[i].hasLocation = true
                case .none: setPending(i, .motion, location)
                case .up, .cancel:   // lifted in this frame already: the motion has no finger
                    flushFrame(time: time)
                    diagnostics.record(.inputProtocol, "motion in slot \(slot) without a touch-down")
                }
            } else if !isDropped(slot) {
                diagnostics.record(.inputProtocol, "motion in slot \(slot) without a touch-down")
            }
        case let .touchUp(slot, time), let .touchCancel(slot, time):
            let kind: PendingKind
            if case .touchUp = record { kind = .up } else { kind = .cancel }
            guard let i = finger(slot) else { forgetDropped(slot); return }
            switch fingers[i].kind {
            case .none: setPending(i, kind, nil)
            case .motion: fingers[i].kind = kind                 // moved, then lifted: one change
            case .down, .up, .cancel:
                flushFrame(time: time)                           // began (or ended) in this frame: that first
                if let j = finger(slot) { setPending(j, kind, nil) }
            }
        case let .frame(time):
            flushFrame(time: time)
        case let .key(code, pressed, time):
            handleKey(code: code, pressed: pressed, time: time)
        }
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

    private func flushFrame(time: Double) {
        lastFrameTime = time
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
                begin(touchTable.activate(i), slot: p.slot, at: p.location, time: time)
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
                finish(t, cancelled: p.kind == .cancel, time: time)
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
        if trace.includesTimestamps { line += " t=" + DecimalText.threeDecimals(time) }
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
        // Only a nil target is searched for, from the first responder (UIKit's rule); a tap's actions
        // have targets, and finding the sender's window costs a cast and a walk up the hierarchy.
        var start: Responder?
        if target == nil {
            let window = (sender as? View)?.window ?? keyWindow
            start = window?.firstResponder ?? (sender as? Responder)
        }
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
