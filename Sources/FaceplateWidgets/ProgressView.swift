/// Shows how far a task has got (UIKit's `UIProgressView`): a fully rounded bar filled from the left.
///
/// Not interactive (it is a view, not a control). The bar is ``barHeight`` thick, centred vertically
/// in the bounds; the filled part is ``progressTintColor`` (the accent), the rest
/// ``trackTintColor`` (``Theme/track``).
@MainActor open class ProgressView: View {
    /// The colours the bar draws with; ``Theme/current`` unless set.
    public var theme: Theme { didSet { setNeedsDisplay() } }

    /// Progress from 0 (nothing done) to 1 (done); other values are clamped.
    public var progress: Double {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Double = 0
    /// The filled part; the theme's accent when nil.
    public var progressTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The unfilled part; the theme's ``Theme/track`` when nil.
    public var trackTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The bar's thickness. Default 6.
    public var barHeight: Double = 6 { didSet { setNeedsDisplay() } }

    /// Creates a progress view at 0.
    public override init(frame: Rect = .zero) {
        theme = Theme.current
        super.init(frame: frame)
        boundsHitTestingClass = ObjectIdentifier(ProgressView.self)   // hit-tests as View does (View+BoundsHitTesting.swift)
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityTraits = .updatesFrequently
    }

    /// Without one set, the progress in percent ("70%"), as UIKit's progress view.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(Int((Swift.min(Swift.max(progress.isFinite ? progress : 0, 0), 1) * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }

    /// How long the bar takes to grow or shrink when ``setProgress(_:animated:)`` animates.
    public static let animationDuration = 0.25

    /// The progress drawn while an animated ``setProgress(_:animated:)`` moves the bar; nil otherwise.
    private var animatedProgress: Double?

    /// Sets the progress, clamped to 0…1. `progress` changes at once (UIKit's model value); with
    /// `animated` the bar moves there over ``animationDuration`` on the display's frames, from wherever
    /// it is drawn now. A progress view in no window moves at once.
    public func setProgress(_ progress: Double, animated: Bool) {
        let p = Swift.min(Swift.max(progress.isNaN ? 0 : progress, 0), 1)
        guard p != storedProgress else { return }
        let from = animatedProgress ?? storedProgress
        storedProgress = p
        animatedProgress = window?.application.animator.glide(self, from: from, to: p, animated: animated,
                                                               duration: ProgressView.animationDuration) ?? nil
        setNeedsDisplay()
    }

    /// No intrinsic width; ``barHeight`` high.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: barHeight) }

    /// Draws the track and the filled part.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        let h = Swift.min(barHeight, bounds.height)
        let bar = Rect(x: bounds.minX, y: (bounds.midY - h / 2).rounded(), width: bounds.width, height: h)
        canvas.fillRoundedRect(bar, radius: .infinity, color: trackTintColor ?? theme.track)
        let shown = animatedProgress ?? storedProgress
        guard shown > 0 else { return }
        // At least a dot's worth, so a little progress shows as a rounded cap rather than a sliver.
        let w = Swift.max(h, bar.width * shown)
        // UIKit mirrors UIProgressView in a right-to-left layout: it fills from the right (the HIG's
        // "flip controls that show progress from one value to another").
        let x = isLayoutRightToLeft ? bar.maxX - w : bar.minX
        canvas.fillRoundedRect(Rect(x: x, y: bar.minY, width: w, height: h), radius: .infinity, color: progressTintColor ?? accent(theme))
    }
}

extension ProgressView: Animatable {
    /// The bar's next length while ``setProgress(_:animated:)`` moves it.
    public func animationStep(token: Int, value: Double, finished: Bool) {
        animatedProgress = finished ? nil : value
        setNeedsDisplay()
    }
}
