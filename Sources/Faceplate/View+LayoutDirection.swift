/// Right-to-left layout, UIKit's way: the application's language decides the interface's direction
/// (``Application/userInterfaceLayoutDirection``), each view may override it for itself
/// (``View/semanticContentAttribute``), and widgets, stack views and leading/trailing constraints read
/// ``View/effectiveUserInterfaceLayoutDirection`` when they lay out, draw and track — so nothing is
/// stored per widget and nothing runs per frame.
extension View {
    /// The direction this view lays its content out in (UIKit's `effectiveUserInterfaceLayoutDirection`):
    /// ``SemanticContentAttribute/playback`` and ``SemanticContentAttribute/spatial`` views are always
    /// left to right, forced views as forced, and an unspecified one as its nearest ancestor that
    /// forces a direction, else as its window's application (left to right outside any window).
    ///
    /// A walk up the superview chain: no allocation, cheap enough to call while drawing.
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
        var v = superview
        while let current = v {
            switch current.semanticContentAttribute {
            case .forceLeftToRight: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            default: break
            }
            if current.isWindow { return unsafeDowncast(current, to: Window.self).application.userInterfaceLayoutDirection }
            v = current.superview
        }
        return isWindow ? unsafeDowncast(self, to: Window.self).application.userInterfaceLayoutDirection : .leftToRight
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
