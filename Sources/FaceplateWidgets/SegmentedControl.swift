import FaceplateText

/// A row of mutually exclusive segments (UIKit's `UISegmentedControl`), each with a title.
///
/// Behaviour follows UIKit: the segment under the finger is highlighted while pressed (the
/// highlight follows the finger across segments); lifting on a segment other than the selected one
/// selects it and sends `valueChanged` with `primaryActionTriggered`. A momentary control
/// (``isMomentary``) sends the events on every lift on a segment and keeps no selection. Setting
/// ``selectedSegmentIndex`` sends nothing. A one-finger single tap on an ancestor does not steal a
/// segment's tap.
///
/// The look: a rounded container in the theme's surface colour with a hairline border; the selected
/// segment is filled with the accent and titled in ``Theme/onPrimary``; the pressed one is tinted.
@MainActor open class SegmentedControl: Control {
    /// ``selectedSegmentIndex`` when no segment is selected.
    public static let noSegment = -1

    /// The colours and font the control draws with; ``Theme/current`` unless set.
    public var theme: Theme { didSet { setNeedsDisplay() } }
    private var titles: [String] = []
    private var disabledSegments: [Bool] = []
    private var customFont: Font?

    /// The index of the selected segment, or ``noSegment``. Out-of-range values select nothing.
    public var selectedSegmentIndex: Int = SegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex < 0 || selectedSegmentIndex >= titles.count { selectedSegmentIndex = SegmentedControl.noSegment }
            if selectedSegmentIndex != oldValue { setNeedsDisplay() }
        }
    }
    /// Whether segments act as momentary buttons: no selection is kept. Default false.
    public var isMomentary = false
    /// The selected segment's fill; the theme's accent when nil.
    public var selectedSegmentTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The titles' font; the theme's ``Theme/buttonFont`` unless set.
    public var font: Font {
        get { customFont ?? theme.buttonFont }
        set { customFont = newValue; setNeedsDisplay() }
    }

    /// The segment under the finger while pressed, or ``noSegment``.
    public private(set) var highlightedSegmentIndex = SegmentedControl.noSegment {
        didSet { if highlightedSegmentIndex != oldValue { setNeedsDisplay() } }
    }

    /// Creates a control with one segment per title, none selected.
    public init(items: [String], frame: Rect = .zero) {
        theme = Theme.current
        titles = items
        disabledSegments = [Bool](repeating: false, count: items.count)
        super.init(frame: frame)
    }

    /// Creates an empty control.
    public convenience override init(frame: Rect = .zero) { self.init(items: [], frame: frame) }

    // MARK: Accessibility

    /// One element per segment, kept so the reader's focus stays on a segment across reads.
    private var segmentElements: [AccessibilityElement] = []

    /// Without elements set, one per segment in reading order, as UIKit's segmented control: a button
    /// labelled with the segment's title, selected or dimmed as the segment is.
    open override var accessibilityElements: [Any]? {
        get {
            if let set = super.accessibilityElements { return set }
            if segmentElements.count != titles.count {
                segmentElements = titles.indices.map { _ in AccessibilityElement(accessibilityContainer: self) }
            }
            for (i, element) in segmentElements.enumerated() {
                element.accessibilityLabel = titles[i]
                var traits: AccessibilityTraits = .button
                if i == selectedSegmentIndex { traits.insert(.selected) }
                if !isEnabled || disabledSegments[i] { traits.insert(.notEnabled) }
                element.accessibilityTraits = traits
                element.accessibilityFrameInContainerSpace = rectForSegment(at: i)
            }
            return segmentElements
        }
        set { super.accessibilityElements = newValue }
    }

    // MARK: Segments

    /// How many segments there are.
    public var numberOfSegments: Int { titles.count }

    /// Inserts a segment titled `title` at `index` (clamped). The selection stays on its segment.
    public func insertSegment(withTitle title: String, at index: Int, animated: Bool) {
        let i = Swift.min(Swift.max(index, 0), titles.count)
        titles.insert(title, at: i)
        disabledSegments.insert(false, at: i)
        if selectedSegmentIndex >= i { selectedSegmentIndex += 1 }
        startTransition(SegmentTransition(titles: titles, index: i, inserting: true), animated: animated)
    }

    /// Removes the segment at `index`; removing the selected one clears the selection.
    public func removeSegment(at index: Int, animated: Bool) {
        guard index >= 0 && index < titles.count else { return }
        let before = titles
        titles.remove(at: index)
        disabledSegments.remove(at: index)
        if selectedSegmentIndex == index { selectedSegmentIndex = SegmentedControl.noSegment }
        else if selectedSegmentIndex > index { selectedSegmentIndex -= 1 }
        startTransition(SegmentTransition(titles: before, index: index, inserting: false), animated: animated)
    }

    // MARK: Animated insertion and removal

    /// How long an inserted segment takes to open, or a removed one to close.
    public static let animationDuration = 0.25

    /// What is drawn while a segment opens or closes: the titles on screen (the new ones while
    /// inserting, the old ones while removing) and which one changes width.
    private struct SegmentTransition {
        var titles: [String]
        var index: Int
        var inserting: Bool
    }
    private var transition: SegmentTransition?
    /// The changing segment's width as a share of a whole segment's.
    private var transitionShare = 1.0

    private func startTransition(_ t: SegmentTransition, animated: Bool) {
        // The segments change at once (hit-testing, rectForSegment); with `animated` the changing one
        // opens from nothing or closes to nothing on screen, the others making room (UIKit animates the
        // segment widths the same way).
        let from = transition == nil ? (t.inserting ? 0.0 : 1.0) : transitionShare
        transition = nil
        if let animator = window?.application.animator,
           let start = animator.glide(self, from: from, to: t.inserting ? 1 : 0, animated: animated, duration: SegmentedControl.animationDuration) {
            transition = t
            transitionShare = start
        }
        setNeedsDisplay()
    }

    /// The on-screen rectangle of drawn segment `i` of `n`, the changing one `share` wide.
    private func drawnRect(_ i: Int, of n: Int, changing: Int, share: Double) -> Rect {
        let total = Double(n - 1) + share
        guard total > 0 else { return .zero }
        let unit = bounds.width / total
        let before = Double(i) + (i > changing ? share - 1 : 0)
        let width = i == changing ? share : 1
        let x0 = (bounds.minX + unit * before).rounded(), x1 = (bounds.minX + unit * (before + width)).rounded()
        return mirroredIfRightToLeft(Rect(x: x0, y: bounds.minY, width: x1 - x0, height: bounds.height))
    }

    /// `r` flipped about the vertical centre line in a right-to-left layout: UIKit mirrors
    /// UISegmentedControl, segment 0 on the right (the HIG's "flip controls that help people navigate
    /// or access items in a fixed order").
    private func mirroredIfRightToLeft(_ r: Rect) -> Rect {
        isLayoutRightToLeft ? Rect(x: bounds.minX + bounds.maxX - r.maxX, y: r.minY, width: r.width, height: r.height) : r
    }

    /// Removes every segment.
    public func removeAllSegments() {
        titles.removeAll(); disabledSegments.removeAll()
        selectedSegmentIndex = SegmentedControl.noSegment
        if transition != nil { transition = nil; window?.application.animator.cancel(self) }
        setNeedsDisplay()
    }

    /// Sets the title of the segment at `index`.
    public func setTitle(_ title: String, forSegmentAt index: Int) {
        guard index >= 0 && index < titles.count else { return }
        titles[index] = title
        setNeedsDisplay()
    }
    /// The title of the segment at `index`, nil when out of range.
    public func titleForSegment(at index: Int) -> String? { index >= 0 && index < titles.count ? titles[index] : nil }

    /// Enables or disables one segment: a disabled segment draws dimmed and cannot be selected by touch.
    public func setEnabled(_ enabled: Bool, forSegmentAt index: Int) {
        guard index >= 0 && index < titles.count else { return }
        disabledSegments[index] = !enabled
        setNeedsDisplay()
    }
    /// Whether the segment at `index` is enabled.
    public func isEnabledForSegment(at index: Int) -> Bool { index >= 0 && index < titles.count && !disabledSegments[index] }

    /// The rectangle of segment `index` in the view's coordinates (segments share the width equally;
    /// from the right in a right-to-left layout).
    public func rectForSegment(at index: Int) -> Rect {
        guard titles.count > 0 else { return .zero }
        let w = bounds.width / Double(titles.count)
        let x0 = (bounds.minX + w * Double(index)).rounded(), x1 = (bounds.minX + w * Double(index + 1)).rounded()
        return mirroredIfRightToLeft(Rect(x: x0, y: bounds.minY, width: x1 - x0, height: bounds.height))
    }

    /// The segment at `point` (view coordinates), or ``noSegment`` when outside the bounds.
    public func segmentIndex(at point: Point) -> Int {
        guard titles.count > 0, bounds.contains(point) else { return SegmentedControl.noSegment }
        let x = isLayoutRightToLeft ? bounds.maxX - point.x : point.x - bounds.minX   // mirrored: 0 on the right
        let i = Int((x / bounds.width * Double(titles.count)).rounded(.down))
        return Swift.min(Swift.max(i, 0), titles.count - 1)
    }

    // MARK: Tracking

    /// Highlights the segment under the finger.
    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        highlight(at: touch)
        return true
    }
    /// The highlight follows the finger.
    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        highlight(at: touch)
        return true
    }
    /// Selects the segment the finger lifted on.
    open override func endTracking(_ touch: Touch?, with event: Event?) {
        highlightedSegmentIndex = SegmentedControl.noSegment
        guard let touch else { return }
        let i = segmentIndex(at: touch.location(in: self))
        guard i != SegmentedControl.noSegment, !disabledSegments[i] else { return }
        if isMomentary {
            sendActions(for: valueChangedEvents)
        } else if i != selectedSegmentIndex {
            selectedSegmentIndex = i
            sendActions(for: valueChangedEvents)
        }
    }
    /// Clears the highlight.
    open override func cancelTracking(with event: Event?) { highlightedSegmentIndex = SegmentedControl.noSegment }

    private func highlight(at touch: Touch) {
        let i = segmentIndex(at: touch.location(in: self))
        highlightedSegmentIndex = i != SegmentedControl.noSegment && !disabledSegments[i] ? i : SegmentedControl.noSegment
    }

    /// A one-finger single tap is the control's own gesture.
    open override func gestureRecognizerOverlapsDefaultAction(_ recognizer: GestureRecognizer) -> Bool {
        (recognizer as? TapGestureRecognizer)?.isSingleTap ?? false
    }

    // MARK: Size and drawing

    /// Every segment as wide as the widest title plus padding; the minimum touch size high.
    open override var intrinsicContentSize: Size {
        var widest = 0.0
        var i = 0
        while i < titles.count { widest = Swift.max(widest, font.measure(titles[i]).width); i += 1 }
        return Size(width: ((widest + 32) * Double(titles.count)).rounded(.up), height: theme.minimumTouchSize)
    }

    /// The intrinsic size, whatever is offered.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Draws the container, the selected and pressed segments, separators and titles.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        canvas.save()
        if !isEnabled { canvas.alpha *= theme.disabledAlpha }
        let radius = theme.cornerRadius
        canvas.fillRoundedRect(bounds, radius: radius, color: theme.surface)
        let accent = selectedSegmentTintColor ?? theme.primary
        let f = font
        let shown = transition?.titles ?? titles
        let n = shown.count
        let rtl = isLayoutRightToLeft
        var i = 0
        while i < n {
            // `m`: the model's index of drawn segment `i` (none for a segment being removed).
            var r = rectForSegment(at: i)
            var m: Int? = i
            if let t = transition {
                r = drawnRect(i, of: n, changing: t.index, share: transitionShare)
                if !t.inserting { m = i < t.index ? i : (i == t.index ? nil : i - 1) }
            }
            let selected = m != nil && m == selectedSegmentIndex && !isMomentary
            let pressed = m != nil && m == highlightedSegmentIndex
            if selected || pressed {
                // Inner segments are square-cornered; the end ones follow the container's corners.
                let inner = r.insetBy(dx: 2, dy: 2)
                let color = selected ? (pressed ? theme.primaryPressed : accent) : theme.track.withAlpha(0.7)
                canvas.fillRoundedRect(inner, radius: radius - 2, color: color)
            } else if i > 0 && i - 1 != selectedSegmentIndex && i - 1 != highlightedSegmentIndex {
                // The edge towards segment i − 1: its left, or its right when mirrored.
                canvas.fill(Rect(x: rtl ? r.maxX - 1 : r.minX, y: r.minY + 10, width: 1, height: Swift.max(0, r.height - 20)), color: theme.separator)
            }
            var color = selected ? theme.onPrimary : theme.text
            if let m, disabledSegments[m] { color = color.withAlpha(theme.disabledAlpha) }
            if transition != nil {
                canvas.save(); canvas.clip(to: r)           // a narrow segment's title is cut, not spilled
                f.draw(shown[i], in: r.insetBy(dx: 6, dy: 0), color: color, alignment: .center, into: &canvas)
                canvas.restore()
            } else {
                f.draw(shown[i], in: r.insetBy(dx: 6, dy: 0), color: color, alignment: .center, into: &canvas)
            }
            i += 1
        }
        canvas.strokeRoundedRect(bounds, radius: radius, lineWidth: 1, color: theme.separator)
        canvas.restore()
    }
}

extension SegmentedControl: Animatable {
    /// The opening or closing segment's next width.
    public func animationStep(token: Int, value: Double, finished: Bool) {
        transitionShare = value
        if finished { transition = nil }
        setNeedsDisplay()
    }
}
