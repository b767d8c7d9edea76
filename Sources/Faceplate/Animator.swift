/// Something whose value can glide: a widget's knob, thumb or bar. The model value changes at once
/// (hit-testing and `value`/`isOn` read it, as in UIKit); the animator feeds the *presentation* value
/// the widget draws.
@MainActor public protocol Animatable: AnyObject {
    /// The animation started with `token` is at `value` now; `finished` on its last step (the value is
    /// then exactly the target), after which the widget draws its model value again.
    func animationStep(token: Int, value: Double, finished: Bool)
}

/// Runs value animations on the display's clock, in fixed storage.
///
/// Frames drive it, not a timer: whoever draws (the panel runner after each page flip, a test at each
/// step of its manual clock) calls ``advance(to:)`` with the frame's time before rendering, so a 250 ms
/// animation takes 15 frames at 60 Hz however loaded the machine is, and nothing runs — nothing is
/// drawn, nothing wakes — while ``isRunning`` is false. An animation starts at the first frame after it
/// is asked for (UIKit starts animations at the next commit), and one asked for again with the same
/// target and token replaces the running one, starting from where the caller says the value is now
/// (UIKit: a new animation of a property starts from its current presentation value).
///
/// ``animate(_:token:from:to:duration:curve:)`` and ``advance(to:)`` allocate nothing: the slots are
/// made up front (``Capacities/animations``). With every slot busy, the new animation is refused
/// (returns false, counted in ``Diagnostics``) and the caller shows the end value at once.
@MainActor public final class Animator {
    private final class Slot {
        weak var target: (any Animatable)?
        var token = 0
        var from = 0.0, to = 0.0
        var duration = 0.0
        var start = -1.0                       // < 0: starts at the next frame
        var curve = AnimationCurve.easeInOut
        var active = false
    }
    private let slots: ContiguousArray<Slot>
    private weak var diagnostics: Diagnostics?
    private var running = 0

    /// Creates `capacity` slots.
    public init(capacity: Int, diagnostics: Diagnostics?) {
        slots = ContiguousArray((0..<Swift.max(capacity, 0)).map { _ in Slot() })
        self.diagnostics = diagnostics
    }

    /// Whether any animation is running: the drawer needs another frame after this one.
    public var isRunning: Bool { running > 0 }

    /// Animates `target`'s value `token` from `from` to `to` over `duration` seconds. Returns false (and
    /// records a diagnostic) when every slot is busy; the caller then shows `to` at once.
    @discardableResult
    public func animate(_ target: any Animatable, token: Int = 0, from: Double, to: Double, duration: Double,
                        curve: AnimationCurve = .easeInOut) -> Bool {
        var free = -1
        var i = 0
        while i < slots.count {                     // index loop: no iterator allocation in debug builds
            let s = slots[i]
            if s.active && s.target === target && s.token == token { free = i; break }
            if free < 0 && !s.active { free = i }
            i += 1
        }
        guard free >= 0 else {
            diagnostics?.record(.animations, "more than \(slots.count) animations at once: one jumps to its end")
            return false
        }
        let s = slots[free]
        if !s.active { running += 1 }
        s.target = target; s.token = token
        s.from = from; s.to = to
        s.duration = Swift.max(duration, 0)
        s.start = -1
        s.curve = curve
        s.active = true
        return true
    }

    /// Stops `target`'s animation `token` where it is, without a last step (UIKit's `removeAllAnimations`:
    /// the widget draws its model value again on its own).
    public func cancel(_ target: any Animatable, token: Int = 0) {
        var i = 0
        while i < slots.count {
            let s = slots[i]
            if s.active && s.target === target && s.token == token { s.active = false; s.target = nil; running -= 1 }
            i += 1
        }
    }

    /// Moves every running animation to `time` (seconds, the frame's clock) and hands each target its
    /// value; finished animations free their slot.
    public func advance(to time: Double) {
        guard running > 0 else { return }
        var i = 0
        while i < slots.count {
            let s = slots[i]
            i += 1
            guard s.active else { continue }
            guard let target = s.target else { s.active = false; running -= 1; continue }   // the widget is gone
            if s.start < 0 { s.start = time }
            let t = s.duration > 0 ? (time - s.start) / s.duration : 1
            let finished = t >= 1
            if finished { s.active = false; s.target = nil; running -= 1 }
            target.animationStep(token: s.token, value: finished ? s.to : s.from + (s.to - s.from) * s.curve.value(at: t),
                                 finished: finished)
        }
    }
}
