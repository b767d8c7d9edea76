#if canImport(Glibc)
import Glibc
#endif

/// A view whose content is larger than itself and moves under the finger (UIKit's `UIScrollView`).
///
/// Add content as subviews and set ``contentSize``; ``contentOffset`` is the bounds' origin, so the
/// content scrolls without being moved. A drag scrolls it with ``panGestureRecognizer``; on release
/// it keeps going and slows down exponentially (``decelerationRate``, UIKit's "normal" by default),
/// stepped at 60 Hz by the application's timers. Past an edge the content follows the finger less and
/// less (a rubber band) and springs back on release, unless ``bounces`` is off.
///
/// Touches on content (a button in a list) are held back for ``contentTouchDelay`` (150 ms) when
/// ``delaysContentTouches`` is on: a finger that starts scrolling within that time never reaches the
/// content, and a quick tap reaches it on lift. Once the content has its touch, a scroll that starts
/// anyway cancels it: a button gets `touchCancel`, never `touchUpInside`. (UIKit lets controls keep
/// their touches by default; here ``touchesShouldCancel(in:)`` answers true for every view, because
/// panels are mostly large buttons and must scroll from anywhere — override it to change that.)
/// A finger that lands on moving content stops it and does not reach the content.
///
/// ``setContentOffset(_:animated:)`` glides the content to an offset; a finger stops that too.
///
/// Each deceleration or scrolling-animation frame allocates nothing.
@MainActor open class ScrollView: View, TimerTarget {
    // MARK: Content geometry

    /// The size of the content, in the scroll view's coordinates.
    public var contentSize: Size = .zero { didSet { if contentSize != oldValue { springBackIfNeeded() } } }
    /// The point of the content shown at the scroll view's top-left: its bounds' origin.
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            // A whole-value set, not `bounds.origin = …`: `bounds` is an open property, so that goes
            // through its dynamically dispatched modify coroutine, whose frame is heap-allocated even in
            // optimized builds (the release allocation stage sees one per deceleration frame).
            var b = bounds
            b.origin = newValue
            bounds = b
            delegate?.scrollViewDidScroll(self)
        }
    }
    /// Extra scrollable space around the content (room under a docked keyboard, say).
    public var contentInset: EdgeInsets = .zero { didSet { if contentInset != oldValue { springBackIfNeeded() } } }

    /// Sets ``contentOffset``, stopping any deceleration or scrolling animation first.
    public func setContentOffset(_ offset: Point) {
        setContentOffset(offset, animated: false)
    }

    /// How long ``setContentOffset(_:animated:)`` takes to move the content (UIKit's is about this).
    public static let scrollAnimationDuration = 0.3

    /// Moves the content to `offset` (UIKit's `setContentOffset(_:animated:)`), stopping any
    /// deceleration or earlier scrolling animation first. Without `animated` it jumps there. With it,
    /// the content glides there over ``scrollAnimationDuration`` seconds, easing in and out, on the
    /// display's frames (the application's ``Faceplate/Animator``): the delegate hears
    /// `scrollViewDidScroll` each frame and `scrollViewDidEndScrollingAnimation` when it arrives. A
    /// finger that lands, or another call to this method, stops the glide where it is (and the delegate
    /// hears no end). A scroll view in no window jumps.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        stopDeceleration(notify: false)
        let from = contentOffset
        if animated && offset != from, let animator = window?.application.animator,
           animator.animate(self, token: ScrollView.scrollAnimationToken, from: 0, to: 1,
                            duration: ScrollView.scrollAnimationDuration, curve: .easeInOut) {
            // Restarted from wherever the content is now, so a second call takes over without a jump.
            scrollAnimationStart = from
            scrollAnimationTarget = offset
            isScrollAnimating = true
            return
        }
        stopScrollAnimation()
        contentOffset = offset
    }

    // Whether setContentOffset(_:animated:) is moving the content.
    private var isScrollAnimating = false
    private var scrollAnimationStart = Point.zero
    private var scrollAnimationTarget = Point.zero
    private static let scrollAnimationToken = 0

    /// Stops a scrolling animation where it is, without telling the delegate.
    private func stopScrollAnimation() {
        guard isScrollAnimating else { return }
        isScrollAnimating = false
        window?.application.animator.cancel(self, token: ScrollView.scrollAnimationToken)
    }

    // MARK: Behaviour

    /// The scroll view's pan; configure it, or make other recognizers wait for it.
    public var panGestureRecognizer: PanGestureRecognizer { pan }
    private let pan = ScrollPanGestureRecognizer()
    /// Told about scrolling, dragging and deceleration.
    public weak var delegate: ScrollViewDelegate?
    /// Whether a drag scrolls. Turning it off stops a drag or deceleration in progress.
    public var isScrollEnabled = true {
        didSet {
            pan.isEnabled = isScrollEnabled
            if !isScrollEnabled { stopDeceleration(notify: true); clampOffset() }
        }
    }
    /// Whether the content can be pulled past its edges and springs back. True by default.
    public var bounces = true
    /// Lets a vertical drag bounce even when the content fits (a pull-to-refresh feel).
    public var alwaysBounceVertical = false
    /// Lets a horizontal drag bounce even when the content fits.
    public var alwaysBounceHorizontal = false
    /// Whether touches on content wait ``contentTouchDelay`` to see if a scroll starts. True by default.
    public var delaysContentTouches = true { didSet { if pan.numberOfTouches == 0 { pan.delaysTouchesBegan = delaysContentTouches } } }
    /// How long content touches are held back. UIKit's 150 ms.
    public var contentTouchDelay = 0.15
    /// Whether a scroll may take a touch the content already has. True by default.
    public var canCancelContentTouches = true
    /// The fraction of velocity kept per millisecond while decelerating (UIKit's normal: 0.998).
    public var decelerationRate = 0.998

    /// Whether a finger is dragging the content.
    public private(set) var isDragging = false
    /// Whether the content moves on its own after a drag (sliding or springing back).
    public private(set) var isDecelerating = false
    /// The deceleration velocity, points per second of content offset.
    public private(set) var decelerationVelocity = Point.zero

    private var dragStart = Point.zero     // the unrubbered offset the drag started from
    // The finger's velocity, estimated here rather than taken from the pan: an exponential average
    // weighted by time, so a finger that rested before lifting has no velocity left to fling with.
    private var fingerVelocity = Point.zero
    private var lastTranslation = Point.zero
    private var lastSampleTime = 0.0
    private static let velocitySmoothing = 0.025     // seconds
    private static let flingTimeout = 0.1            // no move for this long before lifting: no fling
    private var lastStepTime = 0.0
    /// Angular frequency of the critically damped spring that pulls overscrolled content back.
    private let springOmega = 14.0
    private static let frameInterval = 1.0 / 60

    /// Creates a scroll view; it clips its content.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        boundsHitTestingClass = ObjectIdentifier(ScrollView.self)   // hit-tests as View does (View+BoundsHitTesting.swift)
        clipsToBounds = true
        pan.scrollView = self
        pan.delaysTouchesBegan = true
        pan.name = "ScrollView.pan"
        pan.addTarget(self, name: "ScrollView.handlePan") { scrollView, _ in scrollView.handlePan() }
        addGestureRecognizer(pan)
    }

    /// Whether `view`'s touch may be cancelled for a scroll once it has begun. True for every view
    /// by default (see the type's discussion); override to keep some views' touches.
    open func touchesShouldCancel(in view: View) -> Bool { true }

    // MARK: Limits

    /// The smallest offset: the top-left insets, negated.
    public var minimumContentOffset: Point { Point(x: -contentInset.left, y: -contentInset.top) }
    /// The largest offset that still shows content (never below ``minimumContentOffset``).
    public var maximumContentOffset: Point {
        let lo = minimumContentOffset
        return Point(x: Swift.max(lo.x, contentSize.width + contentInset.right - bounds.width),
                     y: Swift.max(lo.y, contentSize.height + contentInset.bottom - bounds.height))
    }
    /// Whether a drag moves the content sideways.
    public var canScrollHorizontally: Bool { isScrollEnabled && (alwaysBounceHorizontal || maximumContentOffset.x > minimumContentOffset.x) }
    /// Whether a drag moves the content up and down.
    public var canScrollVertically: Bool { isScrollEnabled && (alwaysBounceVertical || maximumContentOffset.y > minimumContentOffset.y) }

    private var isOutOfBounds: Bool {
        let o = contentOffset, lo = minimumContentOffset, hi = maximumContentOffset
        return o.x < lo.x || o.x > hi.x || o.y < lo.y || o.y > hi.y
    }

    private func clampOffset() {
        let o = contentOffset, lo = minimumContentOffset, hi = maximumContentOffset
        contentOffset = Point(x: Swift.min(Swift.max(o.x, lo.x), hi.x), y: Swift.min(Swift.max(o.y, lo.y), hi.y))
    }

    // MARK: Rubber band

    /// How far content follows a finger `excess` points past an edge: UIKit's curve, which gives
    /// ever less and never reaches `dimension`.
    private static func rubberBand(_ excess: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        return (1 - 1 / (excess * 0.55 / dimension + 1)) * dimension
    }
    /// The finger travel that puts content `shown` points past an edge (the curve's inverse).
    private static func inverseRubberBand(_ shown: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let f = Swift.min(shown / dimension, 0.99)
        return dimension / 0.55 * (1 / (1 - f) - 1)
    }

    private func banded(_ raw: Double, lo: Double, hi: Double, dimension: Double) -> Double {
        if raw < lo { return bounces ? lo - ScrollView.rubberBand(lo - raw, dimension: dimension) : lo }
        if raw > hi { return bounces ? hi + ScrollView.rubberBand(raw - hi, dimension: dimension) : hi }
        return raw
    }
    private func unbanded(_ shown: Double, lo: Double, hi: Double, dimension: Double) -> Double {
        if shown < lo { return lo - ScrollView.inverseRubberBand(lo - shown, dimension: dimension) }
        if shown > hi { return hi + ScrollView.inverseRubberBand(shown - hi, dimension: dimension) }
        return shown
    }

    // MARK: Dragging

    private func handlePan() {
        let lo = minimumContentOffset, hi = maximumContentOffset
        switch pan.state {
        case .began:
            stopDeceleration(notify: false)
            stopScrollAnimation()
            let o = contentOffset
            dragStart = Point(x: unbanded(o.x, lo: lo.x, hi: hi.x, dimension: bounds.width),
                              y: unbanded(o.y, lo: lo.y, hi: hi.y, dimension: bounds.height))
            pan.setTranslation(.zero, in: self)      // content follows from here, without a hysteresis jump
            fingerVelocity = .zero
            lastTranslation = .zero
            lastSampleTime = window?.application.clock.now ?? 0
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            guard isDragging else { return }
            let t = pan.translation(in: self)
            sampleVelocity(t)
            var o = contentOffset
            if canScrollHorizontally { o.x = banded(dragStart.x - t.x, lo: lo.x, hi: hi.x, dimension: bounds.width) }
            if canScrollVertically { o.y = banded(dragStart.y - t.y, lo: lo.y, hi: hi.y, dimension: bounds.height) }
            contentOffset = o
        case .ended, .cancelled:
            guard isDragging else { springBackIfNeeded(); return }   // a finger that only caught the motion
            isDragging = false
            let now = window?.application.clock.now ?? lastSampleTime
            let v = pan.state == .ended && now - lastSampleTime <= ScrollView.flingTimeout ? fingerVelocity : .zero
            decelerationVelocity = Point(x: canScrollHorizontally ? -v.x : 0, y: canScrollVertically ? -v.y : 0)
            let moving = abs(decelerationVelocity.x) > ScrollView.restingSpeed || abs(decelerationVelocity.y) > ScrollView.restingSpeed
            let decelerate = moving || isOutOfBounds
            delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
            if decelerate { startDeceleration() }
        default:
            break
        }
    }

    private func sampleVelocity(_ t: Point) {
        let now = window?.application.clock.now ?? lastSampleTime
        let dt = now - lastSampleTime
        guard dt > 0 else { return }
        let weight = 1 - exp(-dt / ScrollView.velocitySmoothing)
        fingerVelocity = Point(x: fingerVelocity.x + ((t.x - lastTranslation.x) / dt - fingerVelocity.x) * weight,
                               y: fingerVelocity.y + ((t.y - lastTranslation.y) / dt - fingerVelocity.y) * weight)
        lastTranslation = t
        lastSampleTime = now
    }

    // MARK: Deceleration

    /// Below this speed (points per second) content is at rest.
    private static let restingSpeed = 8.0

    private func startDeceleration() {
        guard let app = window?.application else { clampOffset(); return }
        isDecelerating = true
        lastStepTime = app.clock.now
        delegate?.scrollViewWillBeginDecelerating(self)
        app.timers.schedule(at: lastStepTime + ScrollView.frameInterval, target: self, token: 0)
    }

    /// Springs back to the edge if the content is past one and nothing is moving it.
    func springBackIfNeeded() {
        guard !isDragging, !isDecelerating, !isScrollAnimating, isOutOfBounds else { return }
        decelerationVelocity = .zero
        if bounces { startDeceleration() } else { clampOffset() }
    }

    /// A finger landed: stop moving content where it is. Returns whether anything was moving.
    func catchMotion() -> Bool {
        if isScrollAnimating { stopScrollAnimation(); return true }
        guard isDecelerating else { return false }
        stopDeceleration(notify: true)
        return true
    }

    private func stopDeceleration(notify: Bool) {
        guard isDecelerating else { return }
        isDecelerating = false
        decelerationVelocity = .zero
        window?.application.timers.cancel(target: self, token: 0)
        if notify { delegate?.scrollViewDidEndDecelerating(self) }
    }

    /// One deceleration frame.
    public func timerFired(token: Int) {
        guard isDecelerating, let app = window?.application else { return }
        let now = app.clock.now
        let dt = Swift.min(Swift.max(now - lastStepTime, 0), 0.1)
        lastStepTime = now
        let lo = minimumContentOffset, hi = maximumContentOffset
        var o = contentOffset, v = decelerationVelocity
        let movingX = step(&o.x, &v.x, lo: lo.x, hi: hi.x, dt: dt)
        let movingY = step(&o.y, &v.y, lo: lo.y, hi: hi.y, dt: dt)
        decelerationVelocity = v
        contentOffset = o
        if movingX || movingY {
            app.timers.schedule(at: now + ScrollView.frameInterval, target: self, token: 0)
        } else {
            isDecelerating = false
            decelerationVelocity = .zero
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// Advances one axis by `dt`: exponential decay inside the limits, a critically damped spring
    /// back to the edge outside them. Returns whether the axis is still moving.
    private func step(_ x: inout Double, _ v: inout Double, lo: Double, hi: Double, dt: Double) -> Bool {
        if x < lo || x > hi {
            guard bounces else { x = x < lo ? lo : hi; v = 0; return false }
            let edge = x < lo ? lo : hi
            let d0 = x - edge
            let w = springOmega
            let b = v + w * d0
            let e = exp(-w * dt)
            let d1 = (d0 + b * dt) * e
            let v1 = (b - w * (d0 + b * dt)) * e
            if abs(d1) < 0.5 && abs(v1) < ScrollView.restingSpeed * 4 || (d1 > 0) != (d0 > 0) {
                x = edge; v = 0
                return false
            }
            x = edge + d1; v = v1
            return true
        }
        guard v != 0 else { return false }
        // Exact integral of v·rate^(t in ms): the distance does not depend on the frame rate.
        let k = 1000 * log(decelerationRate)
        let decay = exp(k * dt)
        x += k != 0 ? v * (decay - 1) / k : v * dt
        v *= decay
        if x < lo || x > hi {
            if !bounces { x = x < lo ? lo : hi; v = 0; return false }
            return true            // into the overscroll: the spring takes over next frame
        }
        if abs(v) < ScrollView.restingSpeed { v = 0; return false }
        return true
    }
}

extension ScrollView: Animatable {
    /// One frame of ``setContentOffset(_:animated:)``: `value` is the eased fraction of the way.
    public func animationStep(token: Int, value: Double, finished: Bool) {
        guard token == ScrollView.scrollAnimationToken, isScrollAnimating else { return }
        if finished {
            isScrollAnimating = false
            contentOffset = scrollAnimationTarget
            delegate?.scrollViewDidEndScrollingAnimation(self)
            return
        }
        let a = scrollAnimationStart, b = scrollAnimationTarget
        contentOffset = Point(x: a.x + (b.x - a.x) * value, y: a.y + (b.y - a.y) * value)
    }
}
