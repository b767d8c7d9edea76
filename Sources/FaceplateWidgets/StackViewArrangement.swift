import Faceplate

/// The constraints a ``StackView`` makes for its arranged views, and the spacer guides between them.
///
/// The set follows UIKit's `UIStackView` (its constraints are named in logs the way UIKit names them,
/// `UISV-…`):
/// - **canvas connection**: the first view's leading (top) edge and the last one's trailing (bottom) edge
///   on the canvas's edges (the stack, or its layout margins guide);
/// - **spacing**: adjacent views `spacing` apart, exactly (`fill…`) or at least (`equal…`);
/// - **distribution**: equal lengths, lengths in proportion to the natural ones, or equal spacer guides
///   between edges or centres;
/// - **alignment**: each view's cross-axis edges or centre tied to the canvas, with the other edge
///   inside it. (UIKit adds a `fittingSizeLevel` "canvas fit" pull so a stack without a size hugs its
///   thickest view; this solver already lands on the tightest solution there — the
///   `aStackWithoutASizeHugsItsThickestViewAsItChanges` test passes without it — so it is left out.)
///
/// Rebuilt only when the arrangement changes (views, hiding, axis, alignment, distribution, margins);
/// a text change in an arranged view only moves its intrinsic-size constants, and a spacing change only
/// these constraints' constants, so neither allocates once warm.
@MainActor struct StackViewArrangement {
    private var constraints: [LayoutConstraint] = []
    /// The constraints whose constant is the stack's spacing.
    private var spacingConstraints: [LayoutConstraint] = []
    private var guides: [LayoutGuide] = []

    /// Far below every priority an app uses (hugging 250, fitting size 50): only decides between
    /// layouts that are otherwise equally good. The tie-breaks use priorities 1…3 (the solver's
    /// weights 2^(p/25) keep them distinct; below 1 they would all weigh the same).
    private static let tieBreak: Float = 1

    /// A view's natural size: its intrinsic size, or in a dimension without one the size it was given.
    static func naturalSize(_ v: View, declared: Size) -> Size {
        let i = v.intrinsicContentSize
        return Size(width: i.width >= 0 ? i.width : declared.width, height: i.height >= 0 ? i.height : declared.height)
    }

    /// The spacing constraints take the new spacing (incremental re-solve, no new constraints).
    mutating func spacingChanged(to spacing: Double) {
        for c in spacingConstraints { c.constant = spacing }
    }

    /// Replaces the stack's constraints with ones for `views` (the visible arranged views, in order) and
    /// their `declared` sizes.
    mutating func rebuild(for stack: StackView, views: [View], declared: [Size]) {
        LayoutConstraint.deactivate(constraints)
        constraints.removeAll(keepingCapacity: true)
        spacingConstraints.removeAll(keepingCapacity: true)
        for g in guides { stack.removeLayoutGuide(g) }
        guides.removeAll(keepingCapacity: true)
        guard !views.isEmpty else { return }

        let horizontal = stack.axis == .horizontal
        // Along the axis: leading/trailing (UIKit arranges a row from the leading edge), or top/bottom.
        let start: LayoutConstraint.Attribute = horizontal ? .leading : .top
        let end: LayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let centre: LayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        let length: LayoutConstraint.Attribute = horizontal ? .width : .height
        let crossStart: LayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossEnd: LayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCentre: LayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let thickness: LayoutConstraint.Attribute = horizontal ? .height : .width
        let canvas: AnyObject = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        let spacing = stack.spacing, n = views.count

        func make(_ a: AnyObject, _ aa: LayoutConstraint.Attribute, _ r: LayoutConstraint.Relation,
                  _ b: AnyObject?, _ ba: LayoutConstraint.Attribute, times m: Double = 1, plus k: Double = 0,
                  priority: LayoutPriority = .required, name: String) {
            let c = LayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: m, constant: k)
            c.priority = priority
            c.identifier = name
            constraints.append(c)
        }

        // Canvas connection.
        make(views[0], start, .equal, canvas, start, name: "UISV-canvas-connection")
        make(views[n - 1], end, .equal, canvas, end, name: "UISV-canvas-connection")

        // Spacing and distribution along the axis.
        for i in 0..<(n - 1) {
            let exact = stack.distribution == .fill || stack.distribution == .fillEqually || stack.distribution == .fillProportionally
            make(views[i + 1], start, exact ? .equal : .greaterThanOrEqual, views[i], end, plus: spacing, name: "UISV-spacing")
            spacingConstraints.append(constraints[constraints.count - 1])
        }
        for (i, v) in views.enumerated() {
            // A view never gets a negative length however hard the stack is squeezed.
            make(v, length, .greaterThanOrEqual, nil, .notAnAttribute, name: "UISV-nonnegative")
            if v.intrinsicContentSize.width < 0 && horizontal || v.intrinsicContentSize.height < 0 && !horizontal {
                // No intrinsic size to hug: keep the size it was given, weakly (UIKit leaves such a
                // view ambiguous; the size it came with is what its author meant).
                let natural = StackViewArrangement.naturalSize(v, declared: declared[i])
                make(v, length, .equal, nil, .notAnAttribute, plus: horizontal ? natural.width : natural.height,
                     priority: LayoutPriority(StackViewArrangement.tieBreak + 2), name: "UISV-ambiguity-suppression")
            }
        }
        switch stack.distribution {
        case .fill:
            // Ties in hugging and compression resistance: UIKit decides "based on their index in the
            // arrangedSubviews array". A pull towards zero, strongest on the first view and absent on the
            // last, makes the last view stretch first and the first view shrink first.
            for i in 0..<(n - 1) {
                make(views[i], length, .equal, nil, .notAnAttribute,
                     priority: LayoutPriority(StackViewArrangement.tieBreak + Float(n - 1 - i) / Float(n)), name: "UISV-fill-order")
            }
        case .fillEqually:
            for i in 1..<n { make(views[i], length, .equal, views[0], length, name: "UISV-fill-equally") }
        case .fillProportionally:
            // UIKit: each view's share of the room is its natural length's share of the total.
            let naturals = views.indices.map { i -> Double in
                let s = StackViewArrangement.naturalSize(views[i], declared: declared[i])
                return horizontal ? s.width : s.height
            }
            if let reference = naturals.firstIndex(where: { $0 > 0 }) {
                for i in 0..<n where i != reference {
                    make(views[i], length, .equal, views[reference], length, times: naturals[i] / naturals[reference],
                         priority: LayoutPriority(999), name: "UISV-fill-proportionally")
                }
            }
        case .equalSpacing, .equalCentering:
            // Spacer guides between adjacent edges (equal spacing) or centres (equal centring), all the
            // same length. Equal centres give way when they would bring two views closer than
            // `spacing`, which stays required: UIKit "reduces the spacing until it reaches the minimum
            // spacing" and only then compresses views, so the centres' priority is below compression
            // resistance (750) and, so that views are not stretched for them either, below hugging.
            let centres = stack.distribution == .equalCentering
            let edgeFrom = centres ? centre : end, edgeTo = centres ? centre : start
            for i in 0..<(n - 1) {
                let g = LayoutGuide()
                g.identifier = "UISV-distributing"
                stack.addLayoutGuide(g)
                guides.append(g)
                make(g, start, .equal, views[i], edgeFrom, name: "UISV-distributing-edge")
                make(g, end, .equal, views[i + 1], edgeTo, name: "UISV-distributing-edge")
                if i > 0 {
                    make(g, length, .equal, guides[0], length, priority: centres ? LayoutPriority(150) : .required, name: "UISV-fill-equally")
                }
            }
        }

        // Alignment across the axis.
        var hugs = false
        for (i, v) in views.enumerated() {
            switch stack.alignment {
            case .fill:
                make(v, crossStart, .equal, canvas, crossStart, name: "UISV-alignment")
                make(v, crossEnd, .equal, canvas, crossEnd, name: "UISV-alignment")
            case .firstBaseline where !horizontal, .lastBaseline where !horizontal:
                // A column treats the baseline alignments as fill (UIKit).
                make(v, crossStart, .equal, canvas, crossStart, name: "UISV-alignment")
                make(v, crossEnd, .equal, canvas, crossEnd, name: "UISV-alignment")
            case .leading, .firstBaseline:
                // Baselines are approximated by the top (first) and bottom (last) edges.
                make(v, crossStart, .equal, canvas, crossStart, name: "UISV-alignment")
                make(v, crossEnd, .lessThanOrEqual, canvas, crossEnd, name: "UISV-spanning-boundary")
                hugs = true
            case .trailing, .lastBaseline:
                make(v, crossEnd, .equal, canvas, crossEnd, name: "UISV-alignment")
                make(v, crossStart, .greaterThanOrEqual, canvas, crossStart, name: "UISV-spanning-boundary")
                hugs = true
            case .center:
                make(v, crossCentre, .equal, canvas, crossCentre, name: "UISV-alignment")
                make(v, crossStart, .greaterThanOrEqual, canvas, crossStart, name: "UISV-spanning-boundary")
                hugs = true
            }
            if hugs, horizontal ? v.intrinsicContentSize.height < 0 : v.intrinsicContentSize.width < 0 {
                let natural = StackViewArrangement.naturalSize(v, declared: declared[i])
                make(v, thickness, .equal, nil, .notAnAttribute, plus: horizontal ? natural.height : natural.width,
                     priority: LayoutPriority(StackViewArrangement.tieBreak + 2), name: "UISV-ambiguity-suppression")
            }
        }
        LayoutConstraint.activate(constraints)
    }
}
