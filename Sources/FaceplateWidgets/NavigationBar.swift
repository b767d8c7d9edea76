import Faceplate
import FaceplateText

/// The bar at the top of a ``NavigationController``: the top controller's title, centred, and a back
/// button on the leading side when there is a controller to go back to (UIKit's `UINavigationBar`).
///
/// The back button is labelled with the previous controller's title, or "Back" when it has none, as
/// UIKit labels it; tapping it pops the top controller.
@MainActor open class NavigationBar: View {
    /// UIKit's navigation bar height on a phone in portrait: 44 points.
    public static let standardHeight = 44.0

    /// The title in the middle.
    public let titleLabel: Label
    /// The back button; hidden at the root.
    public let backButton: Button
    /// The colours and fonts it draws with.
    public let theme: Theme

    /// Creates a bar drawn with `theme`.
    public init(frame: Rect = .zero, theme: Theme = .current) {
        self.theme = theme
        titleLabel = Label(frame: .zero)
        titleLabel.font = theme.font(size: 20, bold: true)
        titleLabel.textColor = theme.text
        titleLabel.textAlignment = .center
        backButton = Button(frame: .zero)
        backButton.setBackgroundColor(.clear, for: .normal)   // plain, text only (a clear background draws no fill)
        backButton.setTitleColor(theme.primary, for: .normal)
        backButton.setTitleColor(theme.primaryPressed, for: .highlighted)
        backButton.isHidden = true
        super.init(frame: frame)
        backgroundColor = theme.surface
        addSubview(titleLabel)
        addSubview(backButton)
    }

    /// Creates a bar with the current theme.
    public override convenience init(frame: Rect) { self.init(frame: frame, theme: .current) }

    /// Shows `title` and, when `backTitle` is not nil, a back button with "‹ " before it.
    public func show(title: String?, backTitle: String?) {
        titleLabel.text = title
        backButton.isHidden = backTitle == nil
        if let backTitle { backButton.setTitle("\u{2039} " + backTitle, for: .normal) }
        setNeedsLayout()
    }

    /// The title centred across the whole bar (as UIKit centres it), the back button on the leading
    /// edge at its natural width, at most a third of the bar.
    open override func layoutSubviews() {
        let h = bounds.height
        var backWidth = 0.0
        if !backButton.isHidden {
            backWidth = Swift.min(backButton.intrinsicContentSize.width, bounds.width / 3)
            backButton.frame = Rect(x: 4, y: 0, width: backWidth, height: h)
        }
        let side = backWidth + 8
        titleLabel.frame = Rect(x: side, y: 0, width: Swift.max(bounds.width - 2 * side, 0), height: h)
    }

    /// Draws the background and the hairline under the bar.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        canvas.fill(Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1), color: theme.separator)
    }
}
