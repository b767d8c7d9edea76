#if canImport(Glibc)
import Glibc
#endif
import Faceplate

/// A spinning wheel of spokes that says "working" (UIKit's `UIActivityIndicatorView`).
///
/// Defaults follow UIKit: ``Style/medium``, stopped, and hidden while stopped (``hidesWhenStopped``).
/// ``startAnimating()`` shows it and turns it; ``stopAnimating()`` stops it (and hides it).
///
/// It turns on the display's clock: one spoke a step, ``stepsPerSecond`` steps a second, the step read
/// from the application's clock when drawn, so every indicator on screen turns together. Each step is
/// one timer at the next step's time, not a frame request: the panel sleeps between steps. While
/// stopped, hidden, or in no window it has no timer at all, so it never wakes the panel.
@MainActor open class ActivityIndicatorView: View, TimerTarget {
    /// The indicator's size (UIKit's `UIActivityIndicatorView.Style`).
    public enum Style: Sendable, CaseIterable {
        /// 20 × 20 points.
        case medium
        /// 37 × 37 points.
        case large
    }

    /// The size; changing it changes ``intrinsicContentSize``.
    public var style: Style { didSet { if style != oldValue { invalidateIntrinsicContentSize(); setNeedsDisplay() } } }
    /// The spokes' colour; the theme's secondary text colour unless set (UIKit's gray).
    public var color: Color {
        get { customColor ?? theme.secondaryText }
        set { customColor = newValue; setNeedsDisplay() }
    }
    private var customColor: Color?
    /// The colours the indicator draws with; ``Theme/current`` unless set.
    public var theme: Theme { didSet { setNeedsDisplay() } }
    /// Whether the indicator hides while stopped. True by default, as in UIKit.
    public var hidesWhenStopped = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }
    /// Whether it is turning (started and not stopped; it may still be hidden by its owner).
    public var isAnimating: Bool { animating }
    private var animating = false

    /// How many spokes the wheel has; one step turns it by one spoke.
    public static let spokeCount = 8
    /// Steps a second: the wheel turns once a second.
    public static let stepsPerSecond = 8.0

    /// The spokes' path, kept so drawing a step allocates nothing once the path's storage has grown.
    private let spoke = BezierPath()

    /// Creates a stopped (hidden) indicator of `style`, centred in its frame when the frame is larger.
    public init(style: Style = .medium) {
        self.style = style
        theme = Theme.current
        let side = ActivityIndicatorView.side(style)
        super.init(frame: Rect(x: 0, y: 0, width: side, height: side))
        isUserInteractionEnabled = false
        isHidden = true
    }

    /// Creates a stopped (hidden) ``Style/medium`` indicator with `frame`; a zero size gets the style's.
    public override convenience init(frame: Rect) {
        self.init(style: .medium)
        if frame.size != .zero { self.frame = frame } else { self.frame.origin = frame.origin }
    }

    private static func side(_ style: Style) -> Double { style == .large ? 37 : 20 }

    /// Starts turning and shows the indicator.
    public func startAnimating() {
        guard !animating else { return }
        animating = true
        isHidden = false
        updateTimer()
        setNeedsDisplay()
    }

    /// Stops turning; hides the indicator when ``hidesWhenStopped``.
    public func stopAnimating() {
        guard animating else { return }
        animating = false
        if hidesWhenStopped { isHidden = true }
        updateTimer()
    }

    /// Hiding stops the timer; showing a started indicator starts it again.
    open override var isHidden: Bool { didSet { if isHidden != oldValue { updateTimer() } } }

    /// Leaving a window cancels the timer in that window's application.
    open override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        if newWindow !== window { window?.application.timers.cancel(target: self, token: 0) }
    }

    /// Arriving in a window starts the timer if the indicator is turning and shown.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateTimer()
    }

    /// A timer exactly when the indicator is turning, shown and in a window.
    private func updateTimer() {
        guard let app = window?.application else { return }
        if animating && !isHidden { scheduleNextStep(app) } else { app.timers.cancel(target: self, token: 0) }
    }

    private func scheduleNextStep(_ app: Application) {
        let next = ((app.clock.now * ActivityIndicatorView.stepsPerSecond).rounded(.down) + 1) / ActivityIndicatorView.stepsPerSecond
        app.timers.schedule(at: next, target: self, token: 0)
    }

    /// The next step is due: redraw and arm the one after.
    public func timerFired(token: Int) {
        guard animating, !isHidden, let app = window?.application else { return }
        setNeedsDisplay()
        scheduleNextStep(app)
    }

    /// The spoke that leads (drawn darkest) at the application's time.
    var currentStep: Int {
        guard let now = window?.application.clock.now, now.isFinite else { return 0 }
        let steps = (now * ActivityIndicatorView.stepsPerSecond).rounded(.down)
        return Int(steps.truncatingRemainder(dividingBy: Double(ActivityIndicatorView.spokeCount)))
    }

    /// The style's size.
    open override var intrinsicContentSize: Size {
        let s = ActivityIndicatorView.side(style)
        return Size(width: s, height: s)
    }
    /// The style's size.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Draws the spokes around the centre, fading behind the leading one (only the leader when stopped).
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        let side = ActivityIndicatorView.side(style)
        let outer = side / 2, inner = side * 0.22, width = style == .large ? 3.5 : 2.2
        let cx = bounds.midX, cy = bounds.midY
        let n = ActivityIndicatorView.spokeCount
        let lead = currentStep
        let base = color
        spoke.lineWidth = width
        spoke.lineCapStyle = .round
        var i = 0
        while i < n {
            // Spoke i points straight up at i = 0 and goes clockwise; the leader is darkest.
            let behind = (lead - i + n) % n
            let alpha = animating ? 1 - Double(behind) / Double(n) * 0.75 : 0.25
            let angle = Double(i) / Double(n) * 2 * Double.pi
            let dx = sin(angle), dy = -cos(angle)
            let reach = outer - width / 2
            spoke.removeAllPoints()
            spoke.move(to: Point(x: cx + dx * inner, y: cy + dy * inner))
            spoke.addLine(to: Point(x: cx + dx * reach, y: cy + dy * reach))
            canvas.stroke(spoke, color: base.withAlpha(alpha))
            i += 1
        }
    }
}
