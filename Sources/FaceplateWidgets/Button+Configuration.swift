import Faceplate
import FaceplateText

extension Button {
    /// A button's look in one value (UIKit's `UIButton.Configuration`): a style — ``plain()``,
    /// ``tinted()``, ``gray()``, ``filled()`` — with its title, image, colours, corners and padding.
    ///
    /// The styles follow UIKit's: plain is an accent title on nothing; tinted an accent title on a pale
    /// accent fill; gray an accent title on a light grey fill; filled a white title on the accent. None
    /// draws a shadow; a pressed fill darkens and a pressed plain title dims. Set it as a whole, as in
    /// UIKit (``Button/configuration``).
    public struct Configuration {
        /// How round the fill's corners are (UIKit's `UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: Sendable {
            /// The configuration's own radius (``Configuration/cornerRadius``).
            case fixed
            /// The radius the button size calls for: medium.
            case dynamic
            /// A small radius, 4 points.
            case small
            /// A medium radius, 8 points.
            case medium
            /// A large radius, 12 points.
            case large
            /// Half the height: a capsule.
            case capsule
        }

        enum Style { case plain, tinted, gray, filled }

        let style: Style
        /// The title.
        public var title: String?
        /// The image, before the title.
        public var image: Image?
        /// The title (and glyph) colour; nil: the style's (the accent, or white on filled).
        public var baseForegroundColor: Color?
        /// The fill colour; nil: the style's (none, pale accent, light grey, or the accent).
        public var baseBackgroundColor: Color?
        /// How round the corners are; default ``CornerStyle/dynamic``.
        public var cornerStyle = CornerStyle.dynamic
        /// The radius ``CornerStyle/fixed`` uses.
        public var cornerRadius = 8.0
        /// Padding around the content; default UIKit's for a medium button: 7 points above and below,
        /// 12 at the sides (UIKit's `NSDirectionalEdgeInsets`; leading and trailing are left and right).
        public var contentInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
        /// Space between the image and the title; default 4, as UIKit's.
        public var imagePadding = 4.0

        init(style: Style) { self.style = style }

        /// An accent title on nothing (UIKit's `plain()`).
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// An accent title on a pale accent fill (UIKit's `tinted()`).
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// An accent title on a light grey fill (UIKit's `gray()`).
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A white title on the accent (UIKit's `filled()`).
        public static func filled() -> Configuration { Configuration(style: .filled) }

        /// The corner radius for a button `height` points high.
        func radius(height: Double) -> Double {
            switch cornerStyle {
            case .fixed: cornerRadius
            case .small: 4
            case .dynamic, .medium: 8
            case .large: 12
            case .capsule: .infinity
            }
        }
    }

    /// The button's configuration (UIKit's `configuration`); setting one makes the button draw it:
    /// its title, image, colours, corners and insets replace those set per state.
    public var configuration: Configuration? {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue
            if let newValue { apply(newValue) }
        }
    }

    /// Makes a button drawn from `configuration` (a ``ButtonType/system`` button, as UIKit's) whose tap
    /// performs `primaryAction` (UIKit's `UIButton(configuration:primaryAction:)`).
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        useTypeTitleFont(size: 17)   // UIKit's configured buttons: body text
        self.configuration = configuration
    }

    /// A configuration's default colours are the tint's: applied again in the new one.
    func tintChangedForConfiguration() {
        if let c = storedConfiguration { apply(c) }
    }

    private func apply(_ c: Configuration) {
        if buttonType == .custom { buttonType = .system }
        let accent = accent(theme)
        let foreground = c.baseForegroundColor ?? (c.style == .filled ? Color.white : accent)
        let fill: Color
        switch c.style {
        case .plain: fill = c.baseBackgroundColor ?? .clear
        case .tinted: fill = c.baseBackgroundColor ?? accent.withAlpha(0.15)
        case .gray: fill = c.baseBackgroundColor ?? Color(hex: 0xE5E5EA)
        case .filled: fill = c.baseBackgroundColor ?? accent
        }
        if let title = c.title { setTitle(title, for: .normal) }
        if let image = c.image { setImage(image, for: .normal) }
        setTitleColor(foreground, for: .normal)
        // A fill darkens while pressed (fill(in:)); a plain title dims instead (typeDimmed).
        setTitleColor(c.style == .plain ? nil : foreground, for: .highlighted)
        setBackgroundColor(fill, for: .normal)
        contentEdgeInsets = c.contentInsets
        imageTitleSpacing = c.imagePadding
        cornerRadiusOverride = c.cornerStyle == .capsule ? .infinity : c.radius(height: bounds.height)
    }
}
