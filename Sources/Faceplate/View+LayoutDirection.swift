/// Right-to-left layout, UIKit's way: the application's language decides the interface's direction
/// (``Application/userInterfaceLayoutDirection``), each view may override it for itself
/// (``View/semanticContentAttribute``), and widgets, stack views and leading/trailing constraints read
/// ``View/effectiveUserInterfaceLayoutDirection`` when they lay out, draw and track — so nothing is
/// stored per widget. Each view caches the direction it hands its subviews (resolved once, on the first
/// question after a change, not per draw: a label asks on every draw of natural-aligned text, and the
/// walk up to the application's setting on every draw was a large share of a scroll frame).
extension View {
    /// The direction this view lays its content out in (UIKit's `effectiveUserInterfaceLayoutDirection`):
    /// ``SemanticContentAttribute/playback`` and ``SemanticContentAttribute/spatial`` views are always
    /// left to right, forced views as forced, and an unspecified one as its nearest ancestor that
    /// forces a direction, else as its window's application (left to right outside any window).
    ///
    /// Reads the superview's cached direction (one walk up, the first time after a change): no
    /// allocation, cheap enough to call while drawing.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        View.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: inheritedLayoutDirection)
    }

    /// The direction a view with `attribute` lays out in when its surroundings run in `direction`
    /// (UIKit's `UIView.userInterfaceLayoutDirection(for:relativeTo:)`).
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute,
                                                    relativeTo direction: UserInterfaceLayoutDirection) -> UserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: return direction
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }

    /// Whether this view lays out right to left: the widgets' one question.
    public var isLayoutRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The direction the view's surroundings give it: the nearest ancestor that forces one (UIKit's
    /// forced attributes pass to the subtree through the trait collection; playback and spatial
    /// concern the view itself), else the application's.
    private var inheritedLayoutDirection: UserInterfaceLayoutDirection {
        if let s = superview { return s.layoutDirectionForSubviews }
        return isWindow ? unsafeDowncast(self, to: Window.self).application.userInterfaceLayoutDirection : .leftToRight
    }

    /// The direction this view hands its subviews: its own when forced, else what it inherits (a window
    /// hands down its application's). Cached in ``layoutDirectionForSubviewsCache``; only forced
    /// attributes pass down — playback and spatial concern the view itself.
    ///
    /// When the cache is right: a view's value depends only on its ancestors up to the nearest one that
    /// forces a direction (or the window and its application). It is forgotten for a subtree when the
    /// subtree moves (``invalidateLayoutDirectionCache()``, from `insertSubview` and `detach`), when an
    /// attribute in or above it changes, and in every window when the application's direction changes
    /// (both through ``layoutDirectionDidChange()``, which visits the whole subtree).
    var layoutDirectionForSubviews: UserInterfaceLayoutDirection {
        if let cached = layoutDirectionForSubviewsCache { return cached }
        let direction: UserInterfaceLayoutDirection
        switch semanticContentAttribute {
        case .forceLeftToRight: direction = .leftToRight
        case .forceRightToLeft: direction = .rightToLeft
        default: direction = inheritedLayoutDirection
        }
        layoutDirectionForSubviewsCache = direction
        return direction
    }

    /// Forgets the cached direction of this view and its subtree: it moved to another superview or
    /// out of one. The walk stops at a view with nothing cached: a view caches only after asking its
    /// superview (which then caches too), unless it forces its own direction — and then neither it nor
    /// its subtree depends on anything above it.
    func invalidateLayoutDirectionCache() {
        guard layoutDirectionForSubviewsCache != nil else { return }
        layoutDirectionForSubviewsCache = nil
        for s in subviews { s.invalidateLayoutDirectionCache() }
    }

    /// The direction changed for this view's subtree: everything lays out and draws again, and
    /// constraints that use leading or trailing are solved again with the edges swapped (UIKit's
    /// `traitCollectionDidChange` for `layoutDirection`).
    func layoutDirectionDidChange() {
        var directional: [LayoutConstraint] = []
        collectDirectionChange(into: &directional)
        // Two phases: a constraint put back in the new direction next to others still solved in the
        // old one would contradict them, be refused as unsatisfiable and stay broken. So every
        // leading/trailing constraint of the subtree leaves the solver first, then all come back.
        for c in directional { c.engine?.uninstall(c) }
        for c in directional {
            c.isBroken = false
            LayoutEngine.install(c)
        }
    }

    /// Marks the subtree for layout and drawing and gathers its installed (or refused) leading/trailing
    /// constraints, each once.
    private func collectDirectionChange(into list: inout [LayoutConstraint]) {
        layoutDirectionForSubviewsCache = nil
        setNeedsLayout()
        setNeedsDisplay()
        if let record = layoutRecord {
            for c in record.attached where c.usesLeadingOrTrailing && (c.solverID != nil || c.isBroken)
                && !list.contains(where: { $0 === c }) {
                list.append(c)
            }
        }
        for s in subviews { s.collectDirectionChange(into: &list) }
    }
}

/// The application's layout direction, kept with it (see ``Application/userInterfaceLayoutDirection``).
final class LayoutDirectionSetting {
    var direction: UserInterfaceLayoutDirection
    init(_ direction: UserInterfaceLayoutDirection) { self.direction = direction }
}

extension Application {
    /// The direction of the interface (UIKit's `UIApplication.userInterfaceLayoutDirection`): from the
    /// application's language — right to left for Arabic, Hebrew, Persian, Urdu… Setting the language
    /// (`languageCode`, FaceplateWidgets) sets it; unless set it follows the environment's language
    /// (``environmentLanguage()``). Changing it lays out and redraws every window.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        get { layoutDirectionSetting.direction }
        set {
            let setting = layoutDirectionSetting
            guard setting.direction != newValue else { return }
            setting.direction = newValue
            for w in windows { w.layoutDirectionDidChange() }
        }
    }

    private var layoutDirectionSetting: LayoutDirectionSetting {
        sharedInstance(of: LayoutDirectionSetting.self) {
            LayoutDirectionSetting(UserInterfaceLayoutDirection(languageCode: Application.environmentLanguage()))
        }
    }
}

extension LayoutConstraint {
    /// Whether the constraint depends on the layout direction.
    var usesLeadingOrTrailing: Bool {
        firstAttribute == .leading || firstAttribute == .trailing || secondAttribute == .leading || secondAttribute == .trailing
    }
}
