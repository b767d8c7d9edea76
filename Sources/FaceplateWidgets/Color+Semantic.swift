import Faceplate

/// UIKit's semantic colours, read from the running application's theme (``Theme/current``), so they
/// follow its style and its contrast (``Theme/apply(_:)``): ``label`` is black on a light high-contrast
/// theme. A colour read is a value: a view that stored one keeps it until it reads again (in
/// `traitCollectionDidChange(_:)`, as UIKit code that resolves a colour does).
@MainActor extension Color {
    /// Primary text (UIKit's `label`): the theme's ``Theme/text``.
    public static var label: Color { Theme.current.text }
    /// Secondary text (UIKit's `secondaryLabel`): the theme's ``Theme/secondaryText``.
    public static var secondaryLabel: Color { Theme.current.secondaryText }
    /// Lines between content (UIKit's `separator`): the theme's ``Theme/separator``.
    public static var separator: Color { Theme.current.separator }
    /// The screen's background (UIKit's `systemBackground`): the theme's ``Theme/background``.
    public static var systemBackground: Color { Theme.current.background }
    /// Grouped content on the background (UIKit's `secondarySystemBackground`): the theme's ``Theme/surface``.
    public static var secondarySystemBackground: Color { Theme.current.surface }
}
