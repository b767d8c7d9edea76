/// Lays out a row or column of views (UIKit's `UIStackView`, without Auto Layout).
///
/// Arranged views are placed in ``layoutSubviews()`` from their natural size: their
/// ``View/intrinsicContentSize``, or their current size in a dimension where that is zero. Hidden
/// arranged views take no space. Call ``View/setNeedsLayout()`` after hiding or resizing one, since
/// views do not tell their superview.
///
/// ```swift
/// let row = StackView(arrangedSubviews: [cancel, ok])
/// row.axis = .horizontal; row.spacing = 12; row.distribution = .fillEqually
/// ```
@MainActor open class StackView: View {
    /// The direction views are stacked in.
    public enum Axis: Sendable {
        /// A row, left to right.
        case horizontal
        /// A column, top to bottom.
        case vertical
    }

    /// How views are sized and placed across the axis.
    public enum Alignment: Sendable {
        /// Stretched to the stack's full cross size.
        case fill
        /// At the leading edge (left for a column).
        case leading
        /// Centred.
        case center
        /// At the trailing edge (right for a column).
        case trailing
        /// A row: views aligned on their first text baseline. Approximated by their top edges (views
        /// without text have no baseline and UIKit aligns them by their bottom edge; Faceplate's labels
        /// centre their text, so equal-height text rows agree). A column treats it as ``fill``, as UIKit does.
        case firstBaseline
        /// A row: views aligned on their last text baseline, approximated by their bottom edges. A
        /// column treats it as ``fill``, as UIKit does.
        case lastBaseline
        /// For a row: the top edge (the same as ``leading``).
        public static let top = Alignment.leading
        /// For a row: the bottom edge (the same as ``trailing``).
        public static let bottom = Alignment.trailing
    }

    /// How views are sized and spaced along the axis.
    public enum Distribution: Sendable {
        /// Natural sizes; spare room goes to the last view, a shortfall shrinks every view in
        /// proportion to its size. (UIKit decides with hugging and compression priorities, which
        /// Faceplate views do not have; a last "spacer" view is the usual idiom.)
        case fill
        /// Every view the same size, filling the axis.
        case fillEqually
        /// Sizes in proportion to the views' natural sizes, filling the axis (UIKit's
        /// `.fillProportionally`).
        case fillProportionally
        /// Natural sizes, with the spare room shared equally between them (at least ``spacing``).
        case equalSpacing
        /// Natural sizes, placed so their centres are equally far apart, the first and last flush with
        /// the ends; if that would bring two views closer than ``spacing``, they are packed
        /// ``spacing`` apart from the leading edge instead.
        case equalCentering
    }

    /// Row or column. Vertical by default, as in UIKit.
    /// `.horizontal` by default, as in UIKit (`UIStackView.axis`).
    public var axis: Axis = .horizontal { didSet { setNeedsLayout() } }
    /// Space between adjacent views (the minimum, for the equal-spacing distributions).
    public var spacing: Double = 0 { didSet { setNeedsLayout() } }
    /// Placement across the axis.
    public var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    /// Sizing and spacing along the axis.
    public var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    /// Whether the views are laid out within ``View/layoutMargins`` instead of the bounds (UIKit's
    /// `isLayoutMarginsRelativeArrangement`; false by default).
    public var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }
    /// The views the stack lays out, in order; each is also a subview.
    public private(set) var arrangedSubviews: [View] = []

    /// Creates an empty stack.
    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    /// Creates a stack of `views`.
    public convenience init(arrangedSubviews views: [View], frame: Rect = .zero) {
        self.init(frame: frame)
        for v in views { addArrangedSubview(v) }
    }

    /// Appends `view` to the arranged views (adding it as a subview).
    public func addArrangedSubview(_ view: View) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts `view` at `index` of the arranged views (clamped); adds it as a subview if it is not one.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        if let old = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: old) }
        arrangedSubviews.insert(view, at: Swift.min(Swift.max(index, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Stops laying out `view`. As in UIKit it stays a subview; remove it from its superview to take
    /// it away (which also stops laying it out).
    public func removeArrangedSubview(_ view: View) {
        guard let i = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: i)
        setNeedsLayout()
    }

    /// A subview leaving the stack is no longer arranged.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Sizes

    private func naturalSize(_ v: View) -> Size {
        let i = v.intrinsicContentSize, b = v.bounds.size
        return Size(width: i.width > 0 ? i.width : b.width, height: i.height > 0 ? i.height : b.height)
    }
    private func along(_ s: Size) -> Double { axis == .horizontal ? s.width : s.height }
    private func across(_ s: Size) -> Double { axis == .horizontal ? s.height : s.width }

    /// The arranged views' natural sizes along the axis plus spacing, by the largest across it.
    open override var intrinsicContentSize: Size {
        var length = 0.0, thickness = 0.0, count = 0
        for v in arrangedSubviews where !v.isHidden {
            let s = naturalSize(v)
            length += along(s); thickness = Swift.max(thickness, across(s)); count += 1
        }
        length += Double(Swift.max(count - 1, 0)) * spacing
        return axis == .horizontal ? Size(width: length, height: thickness) : Size(width: thickness, height: length)
    }

    /// The natural size: ``intrinsicContentSize``.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    // MARK: Layout

    /// Places the visible arranged views by ``axis``, ``distribution`` and ``alignment``.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let n = visible.count
        guard n > 0 else { return }
        // The arrangement's rectangle: the bounds, or the bounds inset by the layout margins.
        let m = isLayoutMarginsRelativeArrangement ? layoutMargins : EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        let area = Rect(x: bounds.minX + m.left, y: bounds.minY + m.top,
                        width: Swift.max(0, bounds.width - m.left - m.right), height: Swift.max(0, bounds.height - m.top - m.bottom))
        let total = along(area.size), cross = across(area.size)
        var lengths = visible.map { along(naturalSize($0)) }
        let natural = lengths.reduce(0, +)
        var gaps = [Double](repeating: spacing, count: Swift.max(n - 1, 0))

        func shrinkToFit(_ room: Double) {
            guard natural > room, natural > 0 else { return }
            let scale = Swift.max(room, 0) / natural
            for i in 0..<n { lengths[i] *= scale }
        }

        switch distribution {
        case .fill:
            let room = total - spacing * Double(n - 1)
            if natural < room { lengths[n - 1] += room - natural } else { shrinkToFit(room) }
        case .fillProportionally:
            // UIKit: each view's share of the room is its natural length's share of the total.
            let room = Swift.max(0, total - spacing * Double(n - 1))
            if natural > 0 { for i in 0..<n { lengths[i] = lengths[i] * room / natural } }
        case .fillEqually:
            let each = Swift.max(0, (total - spacing * Double(n - 1)) / Double(n))
            for i in 0..<n { lengths[i] = each }
        case .equalSpacing:
            let room = total - spacing * Double(n - 1)
            if natural > room { shrinkToFit(room) } else if n > 1 {
                let gap = (total - natural) / Double(n - 1)
                for i in 0..<(n - 1) { gaps[i] = gap }
            }
        case .equalCentering:
            let room = total - spacing * Double(n - 1)
            if natural > room { shrinkToFit(room) } else if n > 1 {
                // Centres equally spaced between the first's and the last's, unless a pair would then
                // come closer than `spacing`: then the views are packed `spacing` apart from the leading edge.
                let pitch = (total - lengths[0] / 2 - lengths[n - 1] / 2) / Double(n - 1)
                var fits = true
                for i in 0..<(n - 1) where pitch - (lengths[i] + lengths[i + 1]) / 2 < spacing { fits = false }
                if fits { for i in 0..<(n - 1) { gaps[i] = pitch - (lengths[i] + lengths[i + 1]) / 2 } }
            }
        }

        // UIKit: arranged views go from the leading edge — right to left in a right-to-left layout — and
        // a vertical stack's .leading/.trailing alignment is the leading/trailing side, mirrored too.
        let rtl = isLayoutRightToLeft
        var position = 0.0
        for i in 0..<n {
            let v = visible[i]
            let crossNatural = across(naturalSize(v))
            let thickness: Double, offset: Double
            switch alignment {
            case .fill: thickness = cross; offset = 0
            case .leading: thickness = Swift.min(crossNatural, cross); offset = 0
            case .center: thickness = Swift.min(crossNatural, cross); offset = (cross - thickness) / 2
            case .trailing: thickness = Swift.min(crossNatural, cross); offset = cross - thickness
            case .firstBaseline, .lastBaseline:
                if axis == .vertical { thickness = cross; offset = 0; break }
                thickness = Swift.min(crossNatural, cross)
                offset = alignment == .firstBaseline ? 0 : cross - thickness
            }
            let origin = area.origin
            v.frame = axis == .horizontal
                ? Rect(x: rtl ? area.maxX - position - lengths[i] : origin.x + position, y: origin.y + offset,
                       width: lengths[i], height: thickness)
                : Rect(x: origin.x + (rtl ? cross - thickness - offset : offset), y: origin.y + position,
                       width: thickness, height: lengths[i])
            position += lengths[i] + (i < n - 1 ? gaps[i] : 0)
        }
    }
}
