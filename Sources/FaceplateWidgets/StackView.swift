/// Lays out a row or column of views with Auto Layout constraints (UIKit's `UIStackView`).
///
/// As in UIKit the stack makes constraints and the window's solver places the views: arranged views
/// stop translating their autoresizing mask, and their intrinsic size with its hugging and compression
/// resistance priorities decides how room is shared, next to any constraints of your own. A view with no
/// intrinsic size in a dimension keeps, weakly, the size it had when it was arranged. Hidden arranged
/// views take no space, and hiding or showing one re-arranges the stack by itself. The stack lays out
/// once it is in a window (the window owns the solver).
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
        /// Natural sizes, filling the axis: spare room goes to the view with the lowest content hugging
        /// priority, a shortfall is taken from the one with the lowest compression resistance (UIKit).
        /// Where priorities tie, UIKit decides by index: Faceplate stretches the last of them and
        /// shrinks the first.
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

    /// Row or column. `.horizontal` by default, as in UIKit (`UIStackView.axis`).
    public var axis: Axis = .horizontal { didSet { if axis != oldValue { setNeedsUpdateConstraints() } } }
    /// Space between adjacent views (the minimum, for the equal-spacing distributions). A change
    /// moves the constraints' constants: no new constraints.
    public var spacing: Double = 0 { didSet { if spacing != oldValue { arrangement.spacingChanged(to: spacing) } } }
    /// Placement across the axis.
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { setNeedsUpdateConstraints() } } }
    /// Sizing and spacing along the axis.
    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { setNeedsUpdateConstraints() } } }
    /// Whether the views are laid out within ``View/layoutMargins`` instead of the bounds (UIKit's
    /// `isLayoutMarginsRelativeArrangement`; false by default).
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
    }
    /// The views the stack lays out, in order; each is also a subview.
    public private(set) var arrangedSubviews: [View] = []
    /// Each arranged view's size when it was arranged: its natural size where it has no intrinsic one.
    private var declaredSizes: [Size] = []
    /// The constraints the stack made for the current arrangement.
    private var arrangement = StackViewArrangement()

    /// Creates an empty stack.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        boundsHitTestingClass = ObjectIdentifier(StackView.self)   // hit-tests as View does (View+BoundsHitTesting.swift)
        observesSubviewVisibility = true
    }

    /// Creates a stack of `views`.
    public convenience init(arrangedSubviews views: [View], frame: Rect = .zero) {
        self.init(frame: frame)
        for v in views { addArrangedSubview(v) }
    }

    /// Appends `view` to the arranged views (adding it as a subview).
    public func addArrangedSubview(_ view: View) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts `view` at `index` of the arranged views (clamped); adds it as a subview if it is not one.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        var declared = view.bounds.size
        if let old = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: old)
            declared = declaredSizes.remove(at: old)
        }
        let i = Swift.min(Swift.max(index, 0), arrangedSubviews.count)
        arrangedSubviews.insert(view, at: i)
        declaredSizes.insert(declared, at: i)
        // UIKit: "the stack view sets translatesAutoresizingMaskIntoConstraints to false" on the views
        // it arranges; their place comes from the stack's constraints.
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsUpdateConstraints()
    }

    /// Stops laying out `view`. As in UIKit it stays a subview; remove it from its superview to take
    /// it away (which also stops laying it out).
    public func removeArrangedSubview(_ view: View) {
        guard let i = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: i)
        declaredSizes.remove(at: i)
        setNeedsUpdateConstraints()
    }

    /// A subview leaving the stack is no longer arranged.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Constraints

    /// Makes the arrangement's constraints afresh for the visible arranged views (UIKit's
    /// `UIStackView` does the same in `updateConstraints`).
    open override func updateConstraints() {
        var views: [View] = [], declared: [Size] = []
        for (i, v) in arrangedSubviews.enumerated() where !v.isHidden {
            views.append(v)
            declared.append(declaredSizes[i])
        }
        arrangement.rebuild(for: self, views: views, declared: declared)
        super.updateConstraints()
    }

    // MARK: Sizes

    /// The arranged views' natural sizes along the axis plus spacing, by the largest across it: the
    /// size ``View/sizeToFit()`` gives. (A stack's ``View/intrinsicContentSize`` is none, as in UIKit:
    /// within Auto Layout its constraints size it.)
    open override func sizeThatFits(_ size: Size) -> Size {
        var length = 0.0, thickness = 0.0, count = 0
        for (i, v) in arrangedSubviews.enumerated() where !v.isHidden {
            let s = StackViewArrangement.naturalSize(v, declared: declaredSizes[i])
            let along = axis == .horizontal ? s.width : s.height, across = axis == .horizontal ? s.height : s.width
            length += along; thickness = Swift.max(thickness, across); count += 1
        }
        length += Double(Swift.max(count - 1, 0)) * spacing
        let m = isLayoutMarginsRelativeArrangement ? layoutMargins : EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        return axis == .horizontal ? Size(width: length + m.left + m.right, height: thickness + m.top + m.bottom)
                                   : Size(width: thickness + m.left + m.right, height: length + m.top + m.bottom)
    }
}
