/// Something whose value can glide: a widget's knob, thumb or bar. The model value changes at once
/// (hit-testing and `value`/`isOn` read it, as in UIKit); the animator feeds the *presentation* value
/// the widget draws.
@MainActor public protocol Animatable: AnyObject {
    /// The animation started with `token` is at `value` now; `finished` on its last step (the value is
    /// then exactly the target), after which the widget draws its model value again.
    func animationStep(token: Int, value: Double, finished: Bool)
}

/// Where a group of animations ended (UIKit's `UIViewAnimatingPosition`).
public enum AnimatingPosition: Sendable, Equatable {
    /// At the end values (the model values).
    case end
    /// Back at the start values (a reversed property animator).
    case start
    /// Wherever they were when stopped.
    case current
}

/// Runs animations on the display's clock, in fixed storage.
///
/// Frames drive it, not a timer: whoever draws (the panel runner at each page flip, with the flip's
/// time; a test at each step of its manual clock) calls ``advance(to:)`` before rendering, so a 250 ms
/// animation takes 15 frames at 60 Hz however loaded the machine is, and nothing runs — nothing is
/// drawn, nothing wakes — while ``isRunning`` is false. An animation starts at the first frame after it
/// is asked for (UIKit starts animations at the next commit).
///
/// Animations come in *groups* that share a clock, a duration, a delay and a curve: one
/// `View.animate(withDuration:…)` call, one ``PropertyAnimator``, one widget's glide. A group holds
/// *slots*, one per animated property (a view's centre, a switch's knob). Animating a property that is
/// already animating replaces its slot and starts from the value now on screen (UIKit's
/// `.beginFromCurrentState`); the group it leaves ends unfinished when it has no slot left.
///
/// Starting, advancing and ending allocate nothing: the groups and slots are made up front
/// (``Capacities/animations`` of each). With every slot or group busy, the new animation is refused
/// (counted in ``Diagnostics``) and its value is shown at once.
@MainActor public final class Animator {
    // Slot and group fields are plain values read on every frame and by every widget glide: marked
    // `@exclusivity(unchecked)` like View's (see View.bounds), so a scan costs loads, not access checks.
    final class Slot {
        // Strong while the slot is in use, cleared when it is freed: a weak reference would make each
        // target's weak side table on its first animation — a heap allocation on the dispatch path the
        // first time any button fades back. (UIKit's animations retain their layers the same way.)
        var value: (any Animatable)?
        var view: View?
        @exclusivity(unchecked) var token = 0
        @exclusivity(unchecked) var from = AnimationVector(0), to = AnimationVector(0)
        @exclusivity(unchecked) var group = -1                              // -1: free
    }
    final class Group {
        @exclusivity(unchecked) var active = false
        @exclusivity(unchecked) var generation = 0                          // bumped when the group is reused
        @exclusivity(unchecked) var duration = 0.0, delay = 0.0
        @exclusivity(unchecked) var curve = AnimationCurve.easeInOut
        @exclusivity(unchecked) var start = -1.0                            // the frame time its clock (re)started; < 0: next frame
        @exclusivity(unchecked) var base = 0.0                              // its fraction when the clock (re)started
        @exclusivity(unchecked) var fraction = 0.0                          // its fraction at the last frame
        @exclusivity(unchecked) var paused = false
        @exclusivity(unchecked) var reversed = false
        @exclusivity(unchecked) var members = 0
        @exclusivity(unchecked) var interrupted = false                     // a slot was taken over by a newer animation
        @exclusivity(unchecked) var allowsInteraction = true                // touches reach its views (View.animate: only with the option)
        /// Called once when the group ends: where, and whether it ran to its end (UIKit's `finished`).
        var onEnd: ((AnimatingPosition, Bool) -> Void)?
        // Per-frame scratch.
        @exclusivity(unchecked) var eased = 0.0
        @exclusivity(unchecked) var done = false
    }
    private let slots: ContiguousArray<Slot>
    private let groups: ContiguousArray<Group>
    private weak var diagnostics: Diagnostics?
    @exclusivity(unchecked) private var runningGroups = 0                   // active, not paused
    @exclusivity(unchecked) private var usedSlots = 0
    @exclusivity(unchecked) private var activeGroups = 0
    /// The group that property changes join while a `View.animate` block or a property animator's
    /// animations run (-1: changes apply at once).
    @exclusivity(unchecked) private(set) var capturingGroup = -1

    /// Creates `capacity` slots and as many groups.
    public init(capacity: Int, diagnostics: Diagnostics?) {
        let n = Swift.max(capacity, 0)
        slots = ContiguousArray((0..<n).map { _ in Slot() })
        groups = ContiguousArray((0..<n).map { _ in Group() })
        self.diagnostics = diagnostics
    }

    /// Whether an animation needs frames: the drawer needs another frame after this one.
    public var isRunning: Bool { runningGroups > 0 }
    /// Whether one more single-value animation would find a free group and slot. A cosmetic glide
    /// (a button's release fade) checks first and skips itself quietly rather than fill the log.
    public var hasRoom: Bool { activeGroups < groups.count && usedSlots < slots.count }
    /// Whether property changes are being captured into an animation now.
    public var isCapturing: Bool { capturingGroup >= 0 }

    // MARK: Widget glides (one value, one group)

    /// Animates `target`'s value `token` from `from` to `to` over `duration` seconds. Returns false (and
    /// records a diagnostic) when every slot is busy; the caller then shows `to` at once.
    @discardableResult
    public func animate(_ target: any Animatable, token: Int = 0, from: Double, to: Double, duration: Double,
                        curve: AnimationCurve = .easeInOut) -> Bool {
        // The value already glides on its own: restart its group from here (no new group needed).
        var i = usedSlots == 0 ? slots.count : 0
        while i < slots.count {
            let s = slots[i]
            i += 1
            guard s.group >= 0, s.value === target, s.token == token else { continue }
            let g = groups[s.group]
            guard g.members == 1, g.onEnd == nil else { break }
            g.duration = duration.isFinite ? Swift.max(duration, 0) : 0
            g.curve = curve
            g.start = -1; g.base = 0; g.fraction = 0; g.reversed = false
            if g.paused { g.paused = false; runningGroups += 1 }
            s.from = AnimationVector(from); s.to = AnimationVector(to)
            return true
        }
        let g = openGroup(duration: duration, delay: 0, curve: curve, onEnd: nil)
        guard g >= 0 else { return false }
        guard let s = claimSlot(value: target, view: nil, token: token) else { endGroup(g, at: .current, finished: false); return false }
        join(s, group: g, from: AnimationVector(from), to: AnimationVector(to))
        return true
    }

    /// The glide behind every widget's `set…(_:animated:)`: the model value has just changed from
    /// `from` (the value drawn now — the widget's presentation value if it was gliding) to `to`. With
    /// `animated`, starts the glide and returns `from`, the value to draw until the first step; without
    /// it (or with every slot busy) stops any glide and returns nil: draw the model value.
    public func glide(_ target: any Animatable, token: Int = 0, from: Double, to: Double, animated: Bool,
                      duration: Double, curve: AnimationCurve = .easeInOut) -> Double? {
        if animated, animate(target, token: token, from: from, to: to, duration: duration, curve: curve) { return from }
        cancel(target, token: token)
        return nil
    }

    /// Stops `target`'s animation `token` where it is, without a last step (UIKit's `removeAllAnimations`:
    /// the widget draws its model value again on its own).
    public func cancel(_ target: any Animatable, token: Int = 0) {
        var i = usedSlots == 0 ? slots.count : 0
        while i < slots.count {
            let s = slots[i]
            if s.group >= 0 && s.value === target && s.token == token {
                let g = s.group
                leave(s, interrupted: true)
                if groups[g].members == 0 { endGroup(g, at: .current, finished: false) }   // nothing left to run
            }
            i += 1
        }
    }

    // MARK: Groups (View.animate, PropertyAnimator)

    /// Opens a group; -1 (and a diagnostic) when every group is busy.
    func openGroup(duration: Double, delay: Double, curve: AnimationCurve,
                   onEnd: ((AnimatingPosition, Bool) -> Void)?) -> Int {
        var i = 0
        if activeGroups > 0 { while i < groups.count, groups[i].active { i += 1 } }   // none active: the first
        guard i < groups.count else {
            diagnostics?.record(.animations, "more than \(groups.count) animations at once: one jumps to its end")
            return -1
        }
        let g = groups[i]
        g.active = true; g.generation &+= 1
        g.duration = duration.isFinite ? Swift.max(duration, 0) : 0
        g.delay = delay.isFinite ? Swift.max(delay, 0) : 0
        g.curve = curve
        g.start = -1; g.base = 0; g.fraction = 0
        g.paused = false; g.reversed = false
        g.members = 0; g.interrupted = false; g.allowsInteraction = true
        g.onEnd = onEnd
        activeGroups += 1; runningGroups += 1
        return i
    }

    /// Whether touches reach the views group `g` animates (UIKit: not for `View.animate` without
    /// `.allowUserInteraction`; yes for property animators).
    func setAllowsInteraction(_ g: Int, _ allows: Bool) { groups[g].allowsInteraction = allows }
    /// Whether the group capturing changes now lets touches reach its views.
    var capturingAllowsInteraction: Bool { capturingGroup < 0 || groups[capturingGroup].allowsInteraction }

    /// The generation of group `g` (a handle stays valid while it matches).
    func generation(of g: Int) -> Int { groups[g].generation }

    /// Runs `changes` with property changes joining group `g` (nested blocks restore the outer one).
    func capture(into g: Int, _ changes: () -> Void) {
        let outer = capturingGroup
        capturingGroup = g
        changes()
        capturingGroup = outer
    }

    /// A view property changed from `from` (what is on screen now) to `to` inside a capture: animate it
    /// in the capturing group. Returns false when it cannot (no slot): the view shows `to` at once.
    func captureViewChange(_ view: View, property: Int, from: AnimationVector, to: AnimationVector) -> Bool {
        let g = capturingGroup
        guard g >= 0, groups[g].active else { return false }
        guard let s = claimSlot(value: nil, view: view, token: property) else { return false }
        join(s, group: g, from: from, to: to)
        return true
    }

    /// Stops `view`'s animation of `property` where it is (the model value was set without animation).
    func cancelView(_ view: View, property: Int) {
        var i = 0
        while i < slots.count {
            let s = slots[i]
            if s.group >= 0 && s.view === view && s.token == property { leave(s, interrupted: true) }
            i += 1
        }
    }

    /// Pauses group `g` at its current fraction (no frames are needed while every group is paused).
    func pause(_ g: Int) {
        let grp = groups[g]
        guard grp.active, !grp.paused else { return }
        grp.paused = true
        grp.base = grp.fraction
        runningGroups -= 1
    }

    /// Resumes group `g` from its current fraction, after `delay` more seconds.
    func resume(_ g: Int, delay: Double = 0) {
        let grp = groups[g]
        guard grp.active, grp.paused else { return }
        grp.paused = false
        grp.base = grp.fraction
        grp.start = -1
        grp.delay = delay.isFinite ? Swift.max(delay, 0) : 0
        runningGroups += 1
    }

    /// Turns group `g` round: from its current fraction it runs back to 0 (or forward again).
    func setReversed(_ g: Int, _ reversed: Bool) {
        let grp = groups[g]
        guard grp.active, grp.reversed != reversed else { return }
        grp.reversed = reversed
        grp.base = grp.fraction
        grp.start = -1
        grp.delay = 0
    }

    /// Whether group `g` is paused.
    func isPaused(_ g: Int) -> Bool { groups[g].paused }

    /// Whether group `g` runs backwards.
    func isReversed(_ g: Int) -> Bool { groups[g].reversed }

    /// Group `g`'s fraction complete (0…1, linear time, before the curve).
    func fraction(of g: Int) -> Double { groups[g].fraction }

    /// Moves a paused group to `fraction` and shows it at once (scrubbing).
    func setFraction(_ g: Int, _ fraction: Double) {
        let grp = groups[g]
        guard grp.active else { return }
        let f = fraction.isFinite ? Swift.min(Swift.max(fraction, 0), 1) : 0
        grp.fraction = f; grp.base = f; grp.start = -1
        step(group: g, eased: grp.curve.value(at: f, duration: grp.duration), finished: false)
    }

    /// Ends group `g` now at `position`: `.end` and `.start` show those values (a view's model value
    /// becomes the start value for `.start`, as UIKit's), `.current` leaves every property where it is
    /// on screen (its model value becomes the value on screen). `onEnd` is called unless `silently`.
    func finish(_ g: Int, at position: AnimatingPosition, silently: Bool = false) {
        let grp = groups[g]
        guard grp.active else { return }
        var i = 0
        while i < slots.count {
            let s = slots[i]
            i += 1
            guard s.group == g else { continue }
            let value: AnimationVector
            switch position {
            case .end: value = s.to
            case .start: value = s.from
            case .current: value = s.from.interpolated(to: s.to, grp.curve.value(at: grp.fraction, duration: grp.duration))
            }
            deliver(s, value: value, finished: true, modelChanged: position != .end)
            free(s)
        }
        if silently { grp.onEnd = nil }
        endGroup(g, at: position, finished: position == .end)
    }

    // MARK: Frames

    /// Moves every running animation to `time` (seconds, the frame's clock) and hands each target its
    /// value; finished groups free their slots and report their end.
    public func advance(to time: Double) {
        guard runningGroups > 0 else { return }
        var gi = 0
        while gi < groups.count {                    // index loops: no iterator allocation in debug builds
            let g = groups[gi]
            gi += 1
            g.done = false
            guard g.active, !g.paused else { continue }
            if g.start < 0 { g.start = time }
            let elapsed = time - g.start - g.delay
            if elapsed < 0 { g.eased = .nan; continue } // in its delay: the start values stay on screen
            let delta = g.duration > 0 ? elapsed / g.duration : 1
            var f = g.reversed ? g.base - delta : g.base + delta
            g.done = g.reversed ? f <= 1e-9 : f >= 1 - 1e-9   // 15 × (1/60) s may sum to 0.2499…
            f = Swift.min(Swift.max(f, 0), 1)
            g.fraction = f
            g.eased = g.done ? (g.reversed ? 0 : 1) : g.curve.value(at: f, duration: g.duration)
        }
        var si = 0
        while si < slots.count {
            let s = slots[si]
            si += 1
            guard s.group >= 0 else { continue }
            let g = groups[s.group]
            guard g.active, !g.paused, !g.eased.isNaN else { continue }
            if g.done {
                let atStart = g.reversed
                deliver(s, value: atStart ? s.from : s.to, finished: true, modelChanged: atStart)
                free(s)
            } else {
                deliver(s, value: s.from.interpolated(to: s.to, g.eased), finished: false, modelChanged: false)
            }
        }
        gi = 0
        while gi < groups.count {
            let g = groups[gi]
            if g.active && g.done { endGroup(gi, at: g.reversed ? .start : .end, finished: true) }
            else if g.active && !g.paused && g.members == 0 && !g.eased.isNaN { endGroup(gi, at: .end, finished: !g.interrupted) }
            gi += 1
        }
    }

    // MARK: Slots

    private func claimSlot(value: (any Animatable)?, view: View?, token: Int) -> Slot? {
        var free: Slot?
        var i = 0
        if usedSlots == 0 && !slots.isEmpty { free = slots[0]; i = slots.count }   // nothing to replace: the first
        while i < slots.count {
            let s = slots[i]
            i += 1
            if s.group >= 0 {
                // Not `value.map { … }`: its main-actor closure checks the executor when called (a runtime call).
                let same: Bool
                if let value { same = s.value === value } else { same = view != nil && s.view === view }
                if same && s.token == token {
                    leave(s, interrupted: true)
                    s.value = value; s.view = view; s.token = token
                    return s
                }
            } else if free == nil { free = s }
        }
        guard let s = free else {
            diagnostics?.record(.animations, "more than \(slots.count) animated values at once: one jumps to its end")
            return nil
        }
        s.value = value; s.view = view; s.token = token
        return s
    }

    private func join(_ s: Slot, group g: Int, from: AnimationVector, to: AnimationVector) {
        s.group = g; s.from = from; s.to = to
        groups[g].members += 1
        usedSlots += 1
    }

    /// Takes `s` out of its group (a newer animation took the property, or it was cancelled).
    private func leave(_ s: Slot, interrupted: Bool) {
        let g = groups[s.group]
        g.members -= 1
        usedSlots -= 1
        if interrupted { g.interrupted = true }
        s.group = -1; s.value = nil; s.view = nil
        // A group left empty by interruption ends at its next frame (unfinished); it needs that frame.
    }

    private func free(_ s: Slot) {
        if s.group >= 0 { groups[s.group].members -= 1; usedSlots -= 1 }
        s.group = -1; s.value = nil; s.view = nil
    }

    private func deliver(_ s: Slot, value: AnimationVector, finished: Bool, modelChanged: Bool) {
        if let v = s.view {
            v.presentationStep(property: s.token, value: value, finished: finished, setModel: modelChanged)
        } else if let t = s.value {
            t.animationStep(token: s.token, value: value.a, finished: finished)
        } else {
            free(s)                                  // the target is gone
        }
    }

    private func step(group g: Int, eased: Double, finished: Bool) {
        var i = 0
        while i < slots.count {
            let s = slots[i]
            i += 1
            if s.group == g { deliver(s, value: s.from.interpolated(to: s.to, eased), finished: finished, modelChanged: false) }
        }
    }

    private func endGroup(_ g: Int, at position: AnimatingPosition, finished: Bool) {
        let grp = groups[g]
        guard grp.active else { return }
        // Slots still in it (a finish at .current already freed them) leave without a last step.
        var i = 0
        while i < slots.count { let s = slots[i]; i += 1; if s.group == g { free(s) } }
        grp.active = false
        if !grp.paused { runningGroups -= 1 }
        grp.paused = false
        activeGroups -= 1
        let onEnd = grp.onEnd
        grp.onEnd = nil
        onEnd?(position, finished)
    }
}
