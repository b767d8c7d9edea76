/// A row of page indicators (UIKit's `UIPageControl`): one dot per page, the current one highlighted.
///
/// Behaviour follows UIKit's classic page control: a tap (a lift inside) on the left half moves one
/// page back, on the right half one page forward, and sends `valueChanged` (with
/// `primaryActionTriggered`) when the page changed — nothing at the first or last page. Setting
/// ``currentPage`` sends nothing. With ``hidesForSinglePage`` a control with one page (or none) draws
/// nothing and takes no touches. A one-finger single tap on an ancestor does not steal the tap.
///
/// The look: 8-point dots 16 points apart in ``pageIndicatorTintColor``; the current page is a
/// 22-point pill in ``currentPageIndicatorTintColor`` (the accent).
@MainActor open class PageControl: Control {
    /// The colours the control draws with; ``Theme/current`` unless set.
    public var theme: Theme { didSet { setNeedsDisplay() } }

    /// How many pages there are. Default 0.
    public var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            if currentPage >= numberOfPages { currentPage = Swift.max(0, numberOfPages - 1) }
            if numberOfPages != oldValue { setNeedsDisplay() }
        }
    }
    /// The page shown, clamped to `0..<numberOfPages`. Setting it sends no event.
    public var currentPage = 0 {
        didSet {
            let c = Swift.min(Swift.max(currentPage, 0), Swift.max(0, numberOfPages - 1))
            if c != currentPage { currentPage = c }
            guard currentPage != oldValue else { return }
            // The pill glides to its new dot (UIKit's page control animates the change too); cosmetic,
            // so with every animation slot busy it just jumps.
            if let animator = window?.application.animator {
                shownPage = animator.glide(self, from: shownPage ?? Double(oldValue), to: Double(currentPage),
                                           animated: animator.hasRoom, duration: PageControl.animationDuration)
            }
            setNeedsDisplay()
        }
    }
    /// How long the current-page pill takes to glide to a new page.
    public static let animationDuration = 0.25
    /// Where the pill is drawn while it glides (a fractional page); nil: at ``currentPage``.
    private var shownPage: Double?
    /// Whether a control with a single page hides. Default false.
    public var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// The other pages' dots; the theme's secondary text colour, faded, when nil.
    public var pageIndicatorTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The current page's pill; the theme's accent when nil.
    public var currentPageIndicatorTintColor: Color? { didSet { setNeedsDisplay() } }

    private static let dot = 8.0, spacing = 16.0, currentWidth = 22.0

    /// Creates a page control with no pages.
    public override init(frame: Rect = .zero) {
        theme = Theme.current
        super.init(frame: frame)
    }

    private var isHiddenForSinglePage: Bool { hidesForSinglePage && numberOfPages <= 1 }

    /// The size `pageCount` indicators need, at least the minimum touch size high.
    public func size(forNumberOfPages pageCount: Int) -> Size {
        guard pageCount > 0 else { return Size(width: 0, height: theme.minimumTouchSize) }
        let w = PageControl.currentWidth + Double(pageCount - 1) * PageControl.spacing + 2 * PageControl.spacing
        return Size(width: w, height: theme.minimumTouchSize)
    }

    /// ``size(forNumberOfPages:)`` of ``numberOfPages``.
    open override var intrinsicContentSize: Size { size(forNumberOfPages: numberOfPages) }
    /// ``size(forNumberOfPages:)`` of ``numberOfPages``.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Hidden for a single page, the control takes no touches.
    open override func point(inside point: Point, with event: Event?) -> Bool {
        !isHiddenForSinglePage && bounds.contains(point)
    }

    /// Moves one page towards the half the finger lifted on.
    open override func endTracking(_ touch: Touch?, with event: Event?) {
        guard let touch, numberOfPages > 1 else { return }
        let p = touch.location(in: self)
        guard isInsideTrackingArea(p) else { return }
        // Mirrored in a right-to-left layout (page 0 on the right), the left half is the next page.
        let towardsStart = (p.x < bounds.midX) != isLayoutRightToLeft
        let target = towardsStart ? currentPage - 1 : currentPage + 1
        guard target >= 0 && target < numberOfPages else { return }
        currentPage = target
        sendActions(for: valueChangedEvents)
    }

    /// A one-finger single tap is the control's own gesture.
    open override func gestureRecognizerOverlapsDefaultAction(_ recognizer: GestureRecognizer) -> Bool {
        (recognizer as? TapGestureRecognizer)?.isSingleTap ?? false
    }

    /// Draws the dots, centred in the bounds.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        guard numberOfPages > 0, !isHiddenForSinglePage else { return }
        canvas.save()
        if !isEnabled { canvas.alpha *= theme.disabledAlpha }
        let d = PageControl.dot, s = PageControl.spacing, cw = PageControl.currentWidth
        let total = cw + Double(numberOfPages - 1) * s
        var x = (bounds.midX - total / 2).rounded()
        let y = (bounds.midY - d / 2).rounded()
        let other = pageIndicatorTintColor ?? theme.secondaryText.withAlpha(0.45)
        let current = currentPageIndicatorTintColor ?? theme.primary
        // Each dot widens towards the pill as the shown page nears it: at a whole page exactly one dot is
        // the pill; between two pages both are part-way, and the row's width stays the same.
        let shown = shownPage ?? Double(currentPage)
        // UIKit mirrors UIPageControl in a right-to-left layout: page 0's dot is on the right.
        let rtl = isLayoutRightToLeft, mirror = bounds.minX + bounds.maxX
        func placed(_ width: Double) -> Rect { Rect(x: rtl ? mirror - x - width : x, y: y, width: width, height: d) }
        var i = 0
        while i < numberOfPages {
            let weight = Swift.max(0, 1 - abs(Double(i) - shown))
            let w = d + (cw - d) * weight
            if weight >= 1 {
                canvas.fillRoundedRect(placed(cw), radius: .infinity, color: current)
            } else if weight > 0 {
                canvas.fillRoundedRect(placed(w), radius: .infinity, color: Button.mix(other, current, weight))
            } else {
                canvas.fillEllipse(in: placed(d), color: other)
            }
            x += w + s - d
            i += 1
        }
        canvas.restore()
    }
}

extension PageControl: Animatable {
    /// The pill's next position while it glides.
    public func animationStep(token: Int, value: Double, finished: Bool) {
        shownPage = finished ? nil : value
        setNeedsDisplay()
    }
}
