import FaceplateGraphics

/// UIKit's tint: one colour for what can be acted on, set anywhere in the hierarchy and inherited down
/// it. Only views that set one store it (``View/ownTintColor``); a view's tint is found by walking up
/// to the first that does — a few pointer reads, no allocation, cheap enough to ask while drawing — and
/// falls back to the application's accent, which the layer that owns the app's colours supplies
/// (FaceplateWidgets: the theme's ``Theme/primary``).
extension View {
    /// The tint set on this view or the nearest ancestor that sets one; nil when none does (the view
    /// then draws in its own theme's accent).
    package var inheritedTintColor: Color? {
        var v: View? = self
        while let current = v {
            if let tint = current.ownTintColor { return tint }
            v = current.superview
        }
        return nil
    }

    /// The tint of a hierarchy where no view sets one: the accent of the application this view is in
    /// (the running one outside any window), else UIKit's system blue, before any application has one.
    var defaultTintColor: Color {
        (window?.application ?? Application.sharedIfSet)?.defaultTintColorSource?.defaultTintColor ?? .systemBlue
    }

    /// Sets the tint on this view and tells the subtree that inherits it.
    func setOwnTintColor(_ color: Color?) {
        let before = tintColor
        ownTintColor = color
        if tintColor != before { tintDidChange() }
    }

    /// The tint changed here: this view and every subview that does not set its own redraw and hear
    /// ``tintColorDidChange()``, parents before children, as UIKit tells them.
    func tintDidChange() {
        setNeedsDisplay()
        tintColorDidChange()
        for s in subviews where s.ownTintColor == nil { s.tintDidChange() }
    }
}

/// What gives an application's views their tint when none of them sets one (UIKit's system tint, the
/// app's accent colour): FaceplateWidgets' theme, so that a plain view asked for its ``View/tintColor``
/// answers with the colour the widgets around it draw in.
package protocol DefaultTintColorSource: AnyObject {
    /// The accent.
    @MainActor var defaultTintColor: Color { get }
}
