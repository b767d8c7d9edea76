import Faceplate

extension View {
    /// The colour a widget marks what can be acted on with: the ``View/tintColor`` set on it or an
    /// ancestor, else `theme`'s accent (``Theme/primary``) — the widget's own theme, which is the
    /// application's unless the widget was given another.
    func accent(_ theme: Theme) -> Color { inheritedTintColor ?? theme.primary }
}

extension Theme: DefaultTintColorSource {
    /// The tint of views where none is set: the accent.
    package var defaultTintColor: Color { primary }
}
