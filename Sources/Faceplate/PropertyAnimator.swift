/// An animation you can start, pause, scrub, reverse and stop (UIKit's `UIViewPropertyAnimator`).
///
/// ```swift
/// let slide = PropertyAnimator(duration: 0.3, curve: .easeOut) { panel.center.y -= 200 }
/// slide.addCompletion { position in if position == .end { panel.removeFromSuperview() } }
/// slide.startAnimation()
/// ```
///
/// The animations run (and their changes are captured) when the animator first starts, pauses or
/// has its ``fractionComplete`` set, as in UIKit. While it runs, touches reach the animated views
/// (UIKit's `isUserInteractionEnabled`, true by default for property animators). Uses the running
/// ``Application/shared``'s animator: frames advance it like every other animation, with no timer.
@MainActor public final class PropertyAnimator {
    /// UIKit's `UIViewAnimatingState`.
    public enum State: Sendable, Equatable {
        /// Not started, or finished: the animations have not been captured or are done.
        case inactive
        /// Started or paused.
        case active
        /// Stopped by ``stopAnimation(_:)`` with `withoutFinishing` false: waiting for ``finishAnimation(at:)``.
        case stopped
    }

    /// Seconds from start to end.
    public let duration: Double
    /// How progress maps onto values.
    public let curve: AnimationCurve
    /// Where the animator is in its life.
    public private(set) var state = State.inactive

    private var animations: [() -> Void] = []
    private var completions: [(AnimatingPosition) -> Void] = []
    private var group = -1
    private var generation = 0
    private var reversed = false
    private var pendingFraction = 0.0
    private var stoppedFraction = 0.0
    private unowned let animator: Animator

    /// Creates an animator over `duration` seconds with `curve` (UIKit's `init(duration:curve:animations:)`).
    public init(duration: Double, curve: AnimationCurve = .easeInOut, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = curve
        self.animator = Application.shared.animator
        if let animations { self.animations.append(animations) }
    }

    /// Creates an animator with a spring of `dampingRatio` (UIKit's `init(duration:dampingRatio:animations:)`).
    public convenience init(duration: Double, dampingRatio: Double, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .spring(damping: dampingRatio, initialVelocity: 0), animations: animations)
    }

    /// Adds changes to animate. Added while running, they animate over the time that is left (as
    /// UIKit's `addAnimations(_:)`).
    public func addAnimations(_ animations: @escaping () -> Void) {
        if let g = liveGroup { animator.capture(into: g, animations) } else { self.animations.append(animations) }
    }

    /// Adds a block to run when the animations end, with where they ended.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) { completions.append(completion) }

    /// Whether the animations are moving (started and not paused).
    public var isRunning: Bool { liveGroup.map { !animatorPaused($0) } ?? false }

    /// Runs the animations from where they are (from the start the first time).
    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// Runs the animations after `delay` seconds.
    public func startAnimation(afterDelay delay: Double) {
        switch state {
        case .stopped: return                                   // UIKit: a stopped animator cannot restart
        case .inactive:
            guard begin(delay: delay, paused: false) else { return }
        case .active:
            if let g = liveGroup { animator.resume(g, delay: delay) }
        }
    }

    /// Pauses the animations where they are (starting them paused at 0 if they were not running).
    public func pauseAnimation() {
        switch state {
        case .stopped: return
        case .inactive: _ = begin(delay: 0, paused: true)
        case .active: if let g = liveGroup { animator.pause(g) }
        }
    }

    /// How far the animations are, 0…1 in time (before the curve). Setting it while paused (or before
    /// starting, which starts paused) moves the views there at once: scrubbing.
    public var fractionComplete: Double {
        get {
            if state == .stopped { return stoppedFraction }
            return liveGroup.map { animator.fraction(of: $0) } ?? pendingFraction
        }
        set {
            switch state {
            case .stopped: return
            case .inactive:
                guard begin(delay: 0, paused: true), let g = liveGroup else { return }
                animator.setFraction(g, newValue)
            case .active:
                guard let g = liveGroup, !isRunning else { return }   // UIKit: only while paused
                animator.setFraction(g, newValue)
            }
        }
    }

    /// Whether the animations run back towards their start (UIKit's `isReversed`); ending there leaves
    /// the views at their start values and reports ``AnimatingPosition/start``.
    public var isReversed: Bool {
        get { reversed }
        set {
            reversed = newValue
            if let g = liveGroup { animator.setReversed(g, newValue) }
        }
    }

    /// Stops the animations where they are on screen. With `withoutFinishing` the views keep those
    /// values as their model values and no completion runs (state ``State/inactive``); without it the
    /// animator holds them there in ``State/stopped`` until ``finishAnimation(at:)``.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active, let g = liveGroup else { return }
        stoppedFraction = animator.fraction(of: g)
        if withoutFinishing {
            group = -1
            state = .inactive
            animator.finish(g, at: .current, silently: true)
        } else {
            animator.pause(g)
            state = .stopped
        }
    }

    /// Ends a stopped animator at `position` and runs the completions (UIKit: only after
    /// `stopAnimation(false)`): `.end` and `.start` put the views at those values, `.current` leaves
    /// them where they stopped (their model values become those).
    public func finishAnimation(at position: AnimatingPosition) {
        guard state == .stopped, let g = liveGroup else { return }
        animator.finish(g, at: position)              // its end handler runs the completions
    }

    // MARK: -

    private var liveGroup: Int? {
        guard group >= 0, animator.generation(of: group) == generation else { return nil }
        return group
    }

    private func animatorPaused(_ g: Int) -> Bool { animator.isPaused(g) }

    /// Captures the animations into a new group. False when every group is busy (they then apply at once).
    private func begin(delay: Double, paused: Bool) -> Bool {
        let g = animator.openGroup(duration: duration, delay: delay, curve: curve) { [weak self] position, _ in
            self?.ended(at: position)
        }
        state = .active
        guard g >= 0 else {
            animator.capture(into: -1) { for a in animations { a() } }
            ended(at: .end)
            return false
        }
        group = g
        generation = animator.generation(of: g)
        var i = 0
        while i < animations.count { animator.capture(into: g, animations[i]); i += 1 }
        if reversed { animator.setReversed(g, true) }
        if paused { animator.pause(g) }
        return true
    }

    private func ended(at position: AnimatingPosition) {
        group = -1
        guard state != .inactive else { return }
        state = .inactive
        runCompletions(position)
    }

    private func runCompletions(_ position: AnimatingPosition) {
        let blocks = completions
        var i = 0
        while i < blocks.count { blocks[i](position); i += 1 }
    }
}
