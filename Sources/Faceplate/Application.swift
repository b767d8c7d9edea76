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
    /// Keeps the last input records (and trace lines, while the trace is on) in fixed memory, for a
    /// field bug to be saved and replayed (``saveFlightRecording(reason:)``); nil: nothing is kept. The
    /// entry point sets it from the board profile's `flightRecorder`.
    // Unchecked exclusivity: assigned whole at launch, read whole for every record.
    @exclusivity(unchecked) public var flightRecorder: FlightRecorder? {
        didSet { trace.recorder = flightRecorder }
    }
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

    /// The screen reader attached to this application, if any: while it runs it sees every input record
    /// first (``AssistiveTechnology/consume(_:)``); while it is off the application watches for the
    /// three-finger triple tap that starts it. It answers ``Accessibility``'s questions. Nil by default.
    // Unchecked exclusivity: assigned whole by whoever wires the reader, read whole for each record.
    @exclusivity(unchecked) public var assistiveTechnology: (any AssistiveTechnology)? {
        didSet {
            hasAssistiveTechnology = assistiveTechnology != nil
            assistiveTechnologyDidStartOrStop()
        }
    }
    // Plain values the dispatch reads for every record, so a reader attached and off costs a tap no
    // call and no retain of the reader.
    @exclusivity(unchecked) private var hasAssistiveTechnology = false
    @exclusivity(unchecked) private var assistiveTechnologyRuns = false
    @exclusivity(unchecked) private var readerActivation = ReaderActivationGesture()

    /// Tells the application that its ``assistiveTechnology`` started or stopped running: while it
    /// runs it sees every record first; while it is off the application watches for the gesture that
    /// starts it.
    public func assistiveTechnologyDidStartOrStop() {
        assistiveTechnologyRuns = assistiveTechnology?.isRunning ?? false
        readerActivation = ReaderActivationGesture()
    }

    /// Whether the assistive technology takes `record`: all of them go to it while it runs; while it
    /// is off the record only counts towards the gesture that starts it.
    @inline(__always) private func assistiveTechnologyTakes(_ record: InputRecord) -> Bool {
        guard hasAssistiveTechnology else { return false }
        if assistiveTechnologyRuns { return assistiveTechnology?.consume(record) ?? false }
        if readerActivation.watch(record, interval: multiTapInterval) { assistiveTechnology?.start() }
        return false
    }

    /// Seconds within which a new touch-down continues a tap sequence (``Touch/tapCount``).
    @exclusivity(unchecked) public var multiTapInterval: Double = 0.35
    /// How close (points) to the previous tap a new tap must land to continue a sequence.
    @exclusivity(unchecked) public var multiTapDistance: Double = 45

    let touchTable: TouchTable
    let touchEvent: Event
    private let pressPool: ContiguousArray<Press>
    private let pressEvent: Event
    @exclusivity(unchecked) private var pressActive: UInt32 = 0

    /// Where touch records become touch events: every finger's coalescing and tap count.
    private let touchFrames: TouchFrameAssembler

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
        touchFrames = TouchFrameAssembler(touchTable: touchTable, touchEvent: touchEvent, capacities: capacities,
                                          diagnostics: diagnostics, trace: trace)
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
    /// Where views with no tint set in their hierarchy take it from (View+TintColor.swift): the
    /// widgets' theme, once there is one.
    package var defaultTintColorSource: (any DefaultTintColorSource)?

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

    /// Handles the records `read` hands over as one input batch: what the input devices had queued
    /// when the loop woke. Inside it, a frame that only moves fingers waits for the next frame, whose
    /// positions replace its own (UIKit: at most one `touchesMoved(_:with:)` per touch per display
    /// frame), until a down, lift, cancel, key, timer pass or the batch's end delivers it; the
    /// positions passed over are counted in ``Diagnostics/coalescedMotions``. Outside a batch each
    /// frame is delivered when its `.frame` record comes. A batch inside a batch is part of it.
    public func handleInputBatch(_ read: () -> Void) {
        guard !touchFrames.isBatching else { read(); return }
        touchFrames.isBatching = true
        flightRecorder?.beginBatch()
        read()
        flightRecorder?.endBatch()
        touchFrames.isBatching = false
        touchFrames.deliverHeldFrame(to: self)
    }

    /// Handles one record now: touch records wait for their frame (``TouchFrameAssembler``), keys dispatch at once.
    public func handle(_ record: InputRecord) {
        flightRecorder?.record(record)
        if assistiveTechnologyTakes(record) { return }
        route(record, from: nil)
    }

    /// Handles one record from the input device named `device`; the name only serves the message
    /// when a finger is dropped because ``Capacities/touches`` are already down. An attached
    /// ``assistiveTechnology`` sees it first and may take it.
    public func handle(_ record: InputRecord, from device: String?) {
        flightRecorder?.record(record)
        if assistiveTechnologyTakes(record) { return }
        route(record, from: device)
    }

    /// Dispatches `record` past the ``assistiveTechnology``: how a screen reader's double tap reaches
    /// the app as a real finger, so target-action and gesture recognizers run unchanged.
    public func deliver(_ record: InputRecord, from device: String? = nil) {
        route(record, from: device)
    }

    /// The dispatch both entries share, inlined into each: every touch record of every tap passes here.
    @inline(__always) private func route(_ record: InputRecord, from device: String?) {
        switch record {
        case let .touchDown(slot, location, time):
            touchFrames.touchDown(slot: slot, at: location, time: time, from: device, to: self)
        case let .touchMotion(slot, location, time):
            touchFrames.touchMotion(slot: slot, to: location, time: time, to: self)
        case let .touchUp(slot, time):
            touchFrames.touchEnd(slot: slot, cancelled: false, time: time, to: self)
        case let .touchCancel(slot, time):
            touchFrames.touchEnd(slot: slot, cancelled: true, time: time, to: self)
        case let .frame(time):
            touchFrames.frame(time: time, to: self)
        case let .key(code, pressed, time):
            touchFrames.deliverHeldFrame(to: self)       // the key comes after the motion before it
            handleKey(code: code, pressed: pressed, time: time)
        }
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
        touchFrames.deliverHeldFrame(to: self)           // timers see the touches as far as input went
        guard timers.fireDue(now: clock.now) > 0 else { return }
        var k = 0
        while k < windows.count { windows[k].settleTouches(touchEvent); k += 1 }
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
