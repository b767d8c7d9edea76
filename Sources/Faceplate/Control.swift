/// A view that turns touches into control events and sends actions for them (UIKit's `UIControl`).
///
/// A control tracks one touch at a time: it highlights while the finger is inside its tracking area
/// (the bounds grown by ``trackingMargin``, about 70 points as in UIKit), sends `touchDown`,
/// drag enter/exit/inside/outside, and `touchUpInside` or `touchUpOutside` on lift, `touchCancel` when
/// the system takes the touch. Targets are held weakly; a deallocated target's actions never fire.
///
/// Control events follow UIControl's contract (Chameleon's UIControl.m, the seed): they belong to a
/// tracked touch. A touch ``beginTracking(_:with:)`` refuses sends none at all — it stays the
/// control's (it is not passed up the responder chain) and highlights while inside, but sends no
/// `touchDown`, no drag, no `touchUp…` and no `touchCancel`. While tracked, every move sends one drag
/// event. Once ``continueTracking(_:with:)`` returns false, tracking is over: no more drag events,
/// and the lift or cancel sends nothing and calls neither ``endTracking(_:with:)`` nor
/// ``cancelTracking(with:)``.
///
/// ```swift
/// button.addTarget(controller, action: { controller in controller.brew() }, for: .primaryActionTriggered)
/// button.addAction(Action(identifier: "log") { _ in print("tapped") }, for: .touchUpInside)
/// button.addTarget(nil, action: .brew, for: .touchUpInside)    // up the responder chain
/// ```
@MainActor open class Control: View {
    struct Entry {
        weak var target: AnyObject?
        var hasTarget: Bool
        var selector: Selector?
        var action: Action?
        var events: ControlEvents
        var removed = false
    }
    /// The target-action entries, in the order added. Unchecked exclusivity (the policy comment above
    /// ``View/bounds``): every write is one standard-library store, append, removal or reservation, and
    /// none of them lets go of anything an app could observe — ``markRemoved(_:)`` empties an entry
    /// (its action, selector and target) before compaction or reuse destroys it, holding what it takes
    /// out until the write is done — so no code of ours or an app's runs while it writes. Each tap read
    /// it through two checked accesses and copied whole entries to reach one field.
    @exclusivity(unchecked) var entries: ContiguousArray<Entry>
    /// The application's ``Capacities/actionsPerControl``, taken when the control joins a window
    /// (nil before: a control made and given its targets before it is added to a window — common
    /// UIKit code — cannot know its application yet, so it holds them all until then).
    private var actionCapacity: Int?
    @exclusivity(unchecked) private var dispatchDepth = 0
    @exclusivity(unchecked) private var needsCompaction = false

    /// Creates a control. Its target-action storage is sized when it joins a window, to its
    /// application's ``Capacities/actionsPerControl``; until then it holds every entry added.
    public override init(frame: Rect = .zero) {
        entries = []
        entries.reserveCapacity(Capacities().actionsPerControl)
        super.init(frame: frame)
        boundsHitTestingClass = ObjectIdentifier(Control.self)   // hit-tests as View does (View+BoundsHitTesting.swift)
    }

    // MARK: State

    /// Disabled controls ignore touches (they pass them up the responder chain) and draw dimmed.
    @exclusivity(unchecked) open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled, trackingTouch != nil { stopTracking(with: nil) }
            setNeedsDisplay()
        }
    }
    /// Whether the control is selected (a toggled state).
    @exclusivity(unchecked) open var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    /// Whether the control is highlighted: set and cleared automatically while a finger tracks inside.
    @exclusivity(unchecked) open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { highlightChangesOverflow ? setNeedsDisplay() : setNeedsDisplay(bounds) } }
    }
    /// The traits set, with UIKit's ``AccessibilityTraits/notEnabled`` while not ``isEnabled`` and
    /// ``AccessibilityTraits/selected`` while ``isSelected``.
    open override var accessibilityTraits: AccessibilityTraits {
        get {
            var traits = super.accessibilityTraits
            if !isEnabled { traits.insert(.notEnabled) }
            if isSelected { traits.insert(.selected) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }
    /// Whether a change of ``isHighlighted`` can change what the control draws outside its bounds (in
    /// its ``View/drawingOverflow``: a shadow, say). True by default, so highlighting repaints the
    /// overflow too. A control whose pressed look differs only inside its bounds returns false, and a
    /// press then repaints just the bounds — for a shadowed button, no shadow blending at all.
    open var highlightChangesOverflow: Bool { true }
    /// Application-defined state bits (within ``ControlState/application``).
    @exclusivity(unchecked) open var applicationState: ControlState = []
    /// The state flags, for per-state appearance.
    public var state: ControlState {
        var s = applicationState.intersection(.application)
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Whether the control is tracking a touch (``beginTracking(_:with:)`` returned true and no later
    /// ``continueTracking(_:with:)`` returned false).
    @exclusivity(unchecked) public private(set) var isTracking = false
    /// Whether the tracked touch is inside the tracking area.
    @exclusivity(unchecked) public private(set) var isTouchInside = false
    /// How far outside the bounds a tracked finger still counts as inside.
    @exclusivity(unchecked) open var trackingMargin: Double = 70
    private var trackingTouch: Touch?
    /// The touch the control let go of when it left its window, and that finger's identifier (touch
    /// objects are pooled): its later phases go nowhere.
    private var abandonedTouch: Touch?
    @exclusivity(unchecked) private var abandonedIdentifier = 0
    /// Its window's application, kept by ``windowDidChange()`` (nil outside a window), so a tap's
    /// actions, traces and Button's release fade reach the application without walking up to the window
    /// — a walk that retained and released every ancestor, several times per tap.
    /// Unretained, like ``Touch/window``: an application keeps its windows for its lifetime
    /// (``Window/application`` is unowned for the same reason), and the control clears it when it leaves
    /// its window.
    @exclusivity(unchecked) package private(set) unowned(unsafe) var windowApplication: Application?

    // MARK: Tracking hooks

    /// A touch landed on the control; return false not to track it. An untracked touch sends no
    /// control events at all (UIControl sends `touchDown` only when this returned true).
    open func beginTracking(_ touch: Touch, with event: Event?) -> Bool { true }
    /// The tracked touch moved; return false to stop tracking: no more drag events, and nothing on lift.
    open func continueTracking(_ touch: Touch, with event: Event?) -> Bool { true }
    /// The tracked touch lifted while still tracked (just before `touchUpInside`/`touchUpOutside`).
    open func endTracking(_ touch: Touch?, with event: Event?) {}
    /// The tracked touch was cancelled while still tracked (just before `touchCancel`).
    open func cancelTracking(with event: Event?) {}

    /// Whether `point` (control coordinates) is inside the tracking area: the bounds grown by ``trackingMargin``.
    open func isInsideTrackingArea(_ point: Point) -> Bool {
        bounds.insetBy(dx: -trackingMargin, dy: -trackingMargin).contains(point)
    }

    /// Events sent with `touchUpInside`: a button adds `primaryActionTriggered`. None by default.
    open var eventsOnTouchUpInside: ControlEvents { [] }

    // MARK: Touch handling

    open override func touchesBegan(_ touches: TouchSet, with event: Event?) {
        guard isEnabled, trackingTouch == nil, let touch = touches.first else {
            super.touchesBegan(touches, with: event)
            return
        }
        // UIControl: the touch is the control's and highlights it whether or not it is tracked, but
        // only a tracked touch sends control events.
        trackingTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        guard isTracking else { return }
        sendActions(for: touch.tapCount > 1 ? ControlEvents.touchDown.union(.touchDownRepeat) : .touchDown, with: event)
    }

    open override func touchesMoved(_ touches: TouchSet, with event: Event?) {
        let touches = withoutAbandonedTouch(touches, finishing: false)
        guard !touches.isEmpty else { return }
        guard let touch = trackingTouch, touches.contains(touch) else {
            super.touchesMoved(touches, with: event)
            return
        }
        let wasInside = isTouchInside
        let inside = isInsideTrackingArea(touch.location(in: self))
        isTouchInside = inside
        isHighlighted = inside
        guard isTracking else { return }
        isTracking = continueTracking(touch, with: event)
        guard isTracking else { return }
        var events: ControlEvents = inside ? .touchDragInside : .touchDragOutside
        if inside && !wasInside { events.insert(.touchDragEnter) }
        if !inside && wasInside { events.insert(.touchDragExit) }
        sendActions(for: events, with: event)
    }

    open override func touchesEnded(_ touches: TouchSet, with event: Event?) {
        let touches = withoutAbandonedTouch(touches, finishing: true)
        guard !touches.isEmpty else { return }
        guard let touch = trackingTouch, touches.contains(touch) else {
            super.touchesEnded(touches, with: event)
            return
        }
        let inside = isInsideTrackingArea(touch.location(in: self))
        let wasTracking = isTracking
        isHighlighted = false
        if wasTracking { endTracking(touch, with: event) }
        isTracking = false
        isTouchInside = false
        trackingTouch = nil
        // UIControl sends touchUpInside/touchUpOutside only for a touch still tracked at its lift.
        guard wasTracking else { return }
        sendActions(for: inside ? ControlEvents.touchUpInside.union(eventsOnTouchUpInside) : .touchUpOutside, with: event)
    }

    open override func touchesCancelled(_ touches: TouchSet, with event: Event?) {
        let touches = withoutAbandonedTouch(touches, finishing: true)
        guard !touches.isEmpty else { return }
        guard let touch = trackingTouch, touches.contains(touch) else {
            super.touchesCancelled(touches, with: event)
            return
        }
        stopTracking(with: event)
    }

    /// Lets go of the control's touch; a touch still tracked gets ``cancelTracking(with:)`` and
    /// `touchCancel` (UIControl: an untracked touch is cancelled silently).
    private func stopTracking(with event: Event?) {
        let wasTracking = isTracking
        isHighlighted = false
        if wasTracking { cancelTracking(with: event) }
        isTracking = false
        isTouchInside = false
        trackingTouch = nil
        if wasTracking { sendActions(for: .touchCancel, with: event) }
    }

    /// A control leaving its window lets go of its touch. UIKit's rule (UIControl): a control removed
    /// from its window while tracking gets ``cancelTracking(with:)`` with a nil event and sends
    /// `touchCancel`; the finger's later moves and lift go nowhere — no `touchUpInside` on a control
    /// that is no longer on screen, nothing passed up a chain it has left.
    override func windowWillChange(to newWindow: Window?) {
        super.windowWillChange(to: newWindow)
        guard let touch = trackingTouch, newWindow !== window else { return }
        abandonedTouch = touch
        abandonedIdentifier = touch.identifier
        stopTracking(with: nil)
    }

    /// `touches` without the touch let go of on leaving the window; its lift or cancel forgets it.
    private func withoutAbandonedTouch(_ touches: TouchSet, finishing: Bool) -> TouchSet {
        guard let t = abandonedTouch, touches.contains(t), t.identifier == abandonedIdentifier else { return touches }
        if finishing { abandonedTouch = nil; abandonedIdentifier = 0 }
        return TouchSet(table: touches.table, mask: touches.mask & ~(UInt32(1) << UInt32(t.index)))
    }

    // MARK: Gesture recognizers

    /// Keeps an enabled control's own touches from recognizers on its ancestors whose gesture overlaps
    /// the control's default action (UIKit: a single tap on a button's superview does not steal the
    /// button's tap). A disabled control has no action to protect: it ignores touches, and the
    /// ancestor's recognizer gets the tap, as in UIKit.
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if isEnabled, let owner = recognizer.view, owner !== self, isDescendant(of: owner),
           gestureRecognizerOverlapsDefaultAction(recognizer) { return false }
        return true
    }

    /// Whether `recognizer`'s gesture is this control's default action. False by default; buttons,
    /// switches, steppers, segmented and page controls say so for a one-finger single tap.
    open func gestureRecognizerOverlapsDefaultAction(_ recognizer: GestureRecognizer) -> Bool { false }

    // MARK: Target-action

    /// Adds an action performed by `selector` on `target`; a nil target sends it up the responder
    /// chain (from the first responder if there is one). The same target and selector (equal as
    /// ``Selector`` defines it: the same typed method, or the same bare name) twice make one entry,
    /// whose events are the union.
    public func addTarget(_ target: AnyObject?, action selector: Selector, for events: ControlEvents) {
        guard !events.isEmpty else { return }
        for i in entries.indices where !entries[i].removed && entries[i].action == nil && entries[i].selector == selector {
            if entries[i].hasTarget ? (target != nil && entries[i].target === target) : target == nil {
                entries[i].events.formUnion(events)
                return
            }
        }
        append(Entry(target: target, hasTarget: target != nil, selector: selector, action: nil, events: events))
    }

    /// Adds a typed action: `action` runs with the (weakly held) target. Its name, for traces and
    /// ``actions(forTarget:forControlEvent:)``, is the call site unless given.
    ///
    /// Every call adds an entry of its own, even from the same call site or with the same name: two
    /// closures are never taken for one action (remove them with
    /// ``removeTarget(_:action:for:)`` and a nil action).
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping @MainActor (T) -> Void, for events: ControlEvents,
                                        name: String? = nil, fileID: String = #fileID, line: Int = #line) {
        addTarget(target, action: Selector.method(name ?? "\(fileID):\(line)", of: T.self) { t, _, _ in action(t) }, for: events)
    }

    /// Adds a typed action that receives the target, the sender and the event. Every call adds an
    /// entry of its own, as with the one-argument form.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping @MainActor (T, Control, Event?) -> Void, for events: ControlEvents,
                                        name: String? = nil, fileID: String = #fileID, line: Int = #line) {
        addTarget(target, action: Selector.method(name ?? "\(fileID):\(line)", of: T.self) { t, sender, event in
            if let control = sender as? Control { action(t, control, event) }
        }, for: events)
    }

    /// Adds a closure action; an action with the same identifier is replaced.
    public func addAction(_ action: Action, for events: ControlEvents) {
        removeAction(identifiedBy: action.identifier, for: .allEvents)
        append(Entry(target: nil, hasTarget: false, selector: nil, action: action, events: events))
    }

    private func append(_ entry: Entry) {
        // Reuse a free slot (a removed entry) first, unless a dispatch is walking the list.
        if dispatchDepth == 0, let i = entries.firstIndex(where: { $0.removed }) { entries[i] = entry; return }
        if let actionCapacity, entries.count >= actionCapacity {
            Diagnostics.record(.actionsPerControl,
                "\(traceName(self)) already has \(actionCapacity) target-action entries; one was not added",
                in: window?.application.diagnostics)
            return
        }
        entries.append(entry)
    }

    /// Sizes the target-action storage to the application's ``Capacities/actionsPerControl`` when
    /// the control joins a window of an application with another capacity — once, when it is added,
    /// never while dispatching — so later sends allocate nothing. Entries beyond the capacity (added
    /// before the control had a window) are dropped, counted in the application's diagnostics and
    /// logged, as an entry added past it later would be.
    override func windowDidChange() {
        super.windowDidChange()
        windowApplication = window?.application
        guard let application = windowApplication else { return }
        let capacity = Swift.max(application.capacities.actionsPerControl, 0)
        guard capacity != actionCapacity else { return }
        actionCapacity = capacity
        var live = 0
        for i in entries.indices where !entries[i].removed {
            live += 1
            guard live > capacity else { continue }
            application.diagnostics.record(.actionsPerControl,
                "\(traceName(self)) has more than \(capacity) target-action entries (the capacity of its new window's application); one was dropped")
            markRemoved(i)
        }
        compactUnlessDispatching()
        entries.reserveCapacity(capacity)
    }

    /// Removes `events` from the entries of `target` (every target when nil) and `selector` (every
    /// selector when nil); an entry left with no events goes.
    public func removeTarget(_ target: AnyObject?, action selector: Selector?, for events: ControlEvents) {
        for i in entries.indices where !entries[i].removed && entries[i].action == nil {
            if let target, !(entries[i].hasTarget && entries[i].target === target) { continue }
            if let selector, entries[i].selector != selector { continue }
            entries[i].events.subtract(events)
            if entries[i].events.isEmpty { markRemoved(i) }
        }
        compactUnlessDispatching()
    }

    /// Removes `events` from the closure action with `identifier`.
    public func removeAction(identifiedBy identifier: String, for events: ControlEvents) {
        for i in entries.indices where !entries[i].removed && entries[i].action?.identifier == identifier {
            entries[i].events.subtract(events)
            if entries[i].events.isEmpty { markRemoved(i) }
        }
        compactUnlessDispatching()
    }

    /// Removes the closure action `action` for `events`.
    public func removeAction(_ action: Action, for events: ControlEvents) { removeAction(identifiedBy: action.identifier, for: events) }

    /// Marks an entry removed; indices stay valid for loops and for a dispatch walking the list.
    private func markRemoved(_ i: Int) {
        // Taken out first and let go of after the stores (their release may run an app's deinit, which
        // may change the entries: not while a store is under way).
        let action = entries[i].action, selector = entries[i].selector
        entries[i].removed = true
        entries[i].target = nil
        entries[i].action = nil
        entries[i].selector = nil
        needsCompaction = true
        withExtendedLifetime((action, selector)) {}
    }

    private func compactUnlessDispatching() {
        if dispatchDepth == 0 && needsCompaction { compact() }
    }

    private func compact() {
        needsCompaction = false
        entries.removeAll { $0.removed }
    }

    private func isLive(_ e: Entry) -> Bool { !e.removed && (!e.hasTarget || e.target != nil) }

    /// The live object targets, each once. UIKit's `allTargets` also holds `NSNull` when an action has
    /// a nil target (one sent up the responder chain); Swift has no such placeholder object, so ask
    /// ``hasNilTarget`` for that.
    public var allTargets: [AnyObject] {
        var result: [AnyObject] = []
        for e in entries where isLive(e) {
            if let t = e.target, !result.contains(where: { $0 === t }) { result.append(t) }
        }
        return result
    }

    /// Whether at least one target-action entry has a nil target — sent up the responder chain from
    /// the first responder. This is UIKit's `allTargets` containing `NSNull`. Closure actions
    /// (``addAction(_:for:)``) have no target and do not count.
    public var hasNilTarget: Bool {
        for e in entries where !e.removed && e.action == nil && !e.hasTarget { return true }
        return false
    }

    /// The union of the events of every live entry.
    public var allControlEvents: ControlEvents {
        entries.reduce(into: ControlEvents()) { if isLive($1) { $0.formUnion($1.events) } }
    }

    /// The selector names registered for `target` (nil: the nil-targeted ones) and `event`, or nil.
    public func actions(forTarget target: AnyObject?, forControlEvent event: ControlEvents) -> [String]? {
        var names: [String] = []
        for e in entries where isLive(e) && e.action == nil && e.events.contains(event) {
            if let target { guard e.target === target else { continue } } else { guard !e.hasTarget else { continue } }
            if let s = e.selector { names.append(s.name) }
        }
        return names.isEmpty ? nil : names
    }

    /// Calls `body` for each live entry: its closure action, or its target and selector, and its events.
    /// Set `stop` to end early.
    public func enumerateEventHandlers(_ body: (_ action: Action?, _ target: AnyObject?, _ selector: Selector?,
                                                _ events: ControlEvents, _ stop: inout Bool) -> Void) {
        var stop = false
        for e in entries where isLive(e) {
            body(e.action, e.target, e.selector, e.events, &stop)
            if stop { return }
        }
    }

    // MARK: Sending

    /// Sends the actions registered for `events`, as if the control produced them. Each entry fires at
    /// most once per call, in the order added; entries added during the call wait for the next one.
    public func sendActions(for events: ControlEvents) { sendActions(for: events, with: nil) }

    func sendActions(for events: ControlEvents, with event: Event?) {
        guard !events.isEmpty else { return }
        windowApplication?.trace.emit("control \(traceName(self)) \(events)")
        dispatchDepth += 1
        let count = entries.count        // later additions wait for the next dispatch, as in UIKit
        var i = 0
        while i < count && i < entries.count {
            // Field by field, not `let e = entries[i]`: a whole entry's copy and destruction (a weak
            // reference, a selector, an action) cost more than the action's own dispatch.
            let k = i
            i += 1
            guard !entries[k].removed, !entries[k].events.isDisjoint(with: events) else { continue }
            if let action = entries[k].action {
                sendAction(action)
            } else if let selector = entries[k].selector {
                if entries[k].hasTarget {
                    guard let target = entries[k].target else { continue }   // deallocated: never fires
                    sendAction(selector, to: target, for: event)
                } else {
                    sendAction(selector, to: nil, for: event)
                }
            }
        }
        dispatchDepth -= 1
        if dispatchDepth == 0 && needsCompaction { compact() }
    }

    /// Sends one target-action pair through the control's application (its window's); override to
    /// observe or redirect. A control in no window has no application: the action is performed
    /// directly — a nil target searched for up the chain from the control — and is not traced.
    open func sendAction(_ action: Selector, to target: AnyObject?, for event: Event?) {
        if let application = windowApplication {
            application.sendAction(action, to: target, from: self, for: event)
        } else {
            _ = Application.perform(action, on: target, searchingFrom: self, sender: self, event: event)
        }
    }

    /// Runs one closure action; override to observe or redirect.
    open func sendAction(_ action: Action) {
        windowApplication?.trace.emit("action \(action.identifier) (closure) from \(traceName(self))")
        let outer = action.sender          // an action sent again from its own handler
        action.sender = self
        action.handler(action)
        action.sender = outer
        windowApplication?.actionObserver?(action.identifier)
    }
}
