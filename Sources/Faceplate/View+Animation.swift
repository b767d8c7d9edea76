import FaceplateGraphics

/// How `View.animate(withDuration:delay:options:animations:completion:)` animates (UIKit's
/// `UIView.AnimationOptions`, with UIKit's bit values; only the options Faceplate implements).
public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    /// Creates options from UIKit's bit values.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Touches reach the animated views while they animate (by default they skip them, as in UIKit).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts and ends slowly (the default).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Starts slowly.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ends slowly.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// Brings the views up to date around the animation block (UIKit's `flushUpdates`): the updates
    /// waiting before it — ``View/updateProperties()`` and layout, including what tracked `@Observable`
    /// properties asked for — are applied at once, without animating; then the block runs, and the
    /// updates its changes cause are applied inside the animation, so a model change made in the block
    /// animates the frames its views' `layoutSubviews()` gives them, with no `layoutIfNeeded()` call.
    public static let flushUpdates = AnimationOptions(rawValue: 1 << 29)

    /// The curve the options name.
    var curve: AnimationCurve {
        switch (rawValue >> 16) & 3 {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInOut
        }
    }
}

extension View {
    // MARK: Animating changes (UIKit's UIView animation class methods)

    /// Animates the changes `animations` makes to views' ``frame``, ``center``, ``bounds`` size,
    /// ``transform``, ``alpha`` and ``backgroundColor`` (UIKit's `animate(withDuration:delay:options:animations:completion:)`).
    ///
    /// The model values change at once — hit-testing, layout and the getters see the new values, as in
    /// UIKit — and the screen follows over `duration` seconds on the display's frames. A property that is
    /// already animating starts from the value on screen. `completion` runs once the animation ended:
    /// `true` when it ran to its end, `false` when a newer animation or a plain assignment took over.
    /// Changes to views not in a window apply at once. Uses ``Application/shared`` (UIKit's animations
    /// belong to the application too).
    public static func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, curve: options.curve, options: options, animations, completion)
    }

    /// Animates `animations` with a damped spring (UIKit's
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`):
    /// `dampingRatio` 1 settles without overshoot, lower values oscillate; `velocity` is the whole
    /// distance per second at the start. The curve options are ignored, as UIKit ignores them here.
    public static func animate(withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
                               initialSpringVelocity velocity: Double, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, curve: .spring(damping: dampingRatio, initialVelocity: velocity),
            options: options, animations, completion)
    }

    /// Runs `actions` with every change applied at once, even inside an animation block (UIKit's
    /// `performWithoutAnimation(_:)`).
    public static func performWithoutAnimation(_ actions: () -> Void) {
        Application.shared.animator.capture(into: -1, actions)
    }

    /// ``performWithoutAnimation(_:)`` for `application`'s animator (Faceplate's own code names its
    /// application rather than reading ``Application/shared``).
    static func performWithoutAnimation(in application: Application, _ actions: () -> Void) {
        application.animator.capture(into: -1, actions)
    }

    /// Opens a group in `application`'s animator (``Application/shared`` unless given) and captures
    /// `animations` into it.
    static func run(in application: Application? = nil, duration: Double, delay: Double, curve: AnimationCurve,
                    options: AnimationOptions, _ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
        let animator = (application ?? Application.shared).animator
        let group = animator.openGroup(duration: duration, delay: delay, curve: curve,
                                       onEnd: completion.map { c in { _, finished in c(finished) } })
        guard group >= 0 else {
            // Every group busy (a diagnostic says so): the changes apply at once, and the completion
            // still runs, as it would after an animation.
            animator.capture(into: -1, animations)
            completion?(true)
            return
        }
        animator.setAllowsInteraction(group, options.contains(.allowUserInteraction))
        guard options.contains(.flushUpdates) else {
            animator.capture(into: group, animations)
            return
        }
        let app = application ?? Application.shared
        flushUpdates(in: app)                     // what was pending before the block: not animated
        animator.capture(into: group) {
            animations()
            flushUpdates(in: app)                 // what the block's changes asked for: animated
        }
    }

    /// Runs the pending properties and layout passes of `application`'s windows now.
    private static func flushUpdates(in application: Application) {
        var k = 0
        while k < application.windows.count { application.windows[k].layoutPass(); k += 1 }
    }

    // MARK: What is on screen

    /// The centre on screen (the presentation value while it animates).
    @inline(__always) var presentedCenter: Point {
        if let p = presentation, p.has(ViewAnimationProperty.center) { return p.center }
        return center
    }
    /// The bounds on screen: the model origin with the size on screen.
    @inline(__always) var presentedBounds: Rect {
        if let p = presentation, p.has(ViewAnimationProperty.size) { return Rect(origin: bounds.origin, size: p.size) }
        return bounds
    }
    /// The frame on screen.
    @inline(__always) var presentedFrame: Rect {
        guard presentation != nil else { return frame }
        let c = presentedCenter, b = presentedBounds
        return Rect(x: c.x - b.width / 2, y: c.y - b.height / 2, width: b.width, height: b.height)
    }
    /// The alpha on screen.
    @inline(__always) var presentedAlpha: Double {
        if let p = presentation, p.has(ViewAnimationProperty.alpha) { return p.alpha }
        return alpha
    }
    /// The background colour on screen (the default ``draw(_:in:)`` fills with it).
    public var presentedBackgroundColor: Color? {
        if let p = presentation, p.has(ViewAnimationProperty.backgroundColor) { return p.backgroundColor }
        return backgroundColor
    }

    /// The frame on screen grown by the drawing overflow, in the superview's coordinates (the bounding
    /// box under a transform).
    var presentedVisibleRect: Rect {
        visibleRect(bounds: presentedBounds, center: presentedCenter, transform: isTransformedOnScreen ? presentedTransform : nil)
    }

    // MARK: From the setters and the animator

    /// An animatable property's model value changed from `old` to `new`: inside an animation block it
    /// animates from what is on screen; outside one, a running animation of it stops (the new value
    /// shows at once — the simplest rule an app author can predict; UIKit's own result depends on
    /// additive layer animations Faceplate does not have).
    /// Returns true when the change was captured into an animation (the screen keeps showing `old`
    /// for now, so the caller marks no damage: the animation's frames do).
    @discardableResult
    func animatableChanged(_ property: Int, from old: AnimationVector, to new: AnimationVector) -> Bool {
        if let p = presentation, p.applying { return false }
        guard let application = window?.application else {
            presentation?.clear(property)
            return false
        }
        let animator = application.animator
        let onScreen = presentation.flatMap { $0.has(property) ? $0.value(property) : nil } ?? old
        let before = presentation == nil ? nil : presentedVisibleRect
        if animator.isCapturing {
            let p = presentation ?? ViewPresentation()
            presentation = p
            if animator.captureViewChange(self, property: property, from: onScreen, to: new) {
                p.set(property, onScreen)
                if !animator.capturingAllowsInteraction { p.blocksTouches = true }
                invalidatePresented(before)
                return true
            }
        }
        guard let p = presentation, p.has(property) else { return false }
        animator.cancelView(self, property: property)
        p.clear(property)
        invalidatePresented(before)
        return false
    }

    /// The animator's value for `property` this frame; on the last step (`finished`) the model value
    /// shows again, or — when the animation ended elsewhere than at its end — becomes `value`.
    func presentationStep(property: Int, value: AnimationVector, finished: Bool, setModel: Bool) {
        guard let p = presentation else { return }
        let before = presentedVisibleRect
        if finished {
            p.clear(property)
            if setModel {
                p.applying = true
                switch property {
                case ViewAnimationProperty.center: center = value.point
                case ViewAnimationProperty.size: bounds.size = value.size
                case ViewAnimationProperty.alpha: alpha = value.a
                case ViewAnimationProperty.transformScaleRotation, ViewAnimationProperty.transformTranslation:
                    var parts = TransformParts(transform)
                    if property == ViewAnimationProperty.transformTranslation { parts.translation = value } else { parts.scaleRotation = value }
                    transform = parts.transform
                default: backgroundColor = value.d <= 0 ? nil : value.color
                }
                p.applying = false
            }
        } else {
            p.set(property, value)
        }
        invalidatePresented(before)
    }

    /// Marks what the view covered on screen (`before`, superview coordinates) and covers now as dirty.
    private func invalidatePresented(_ before: Rect?) {
        guard let s = superview else { return }
        if let before { s.invalidateOnScreen(before) }   // two rectangles, not their union: a view that
        s.invalidateOnScreen(presentedVisibleRect)       // slides across the screen damages two strips
    }
}
