import Faceplate

/// The rounded panel of an ``AlertController``, with hairlines between its buttons.
@MainActor public final class AlertPanelView: View {
    /// UIKit's alert corner radius: 13 points.
    public static let cornerRadius = 13.0
    /// The hairlines' colour.
    public var separatorColor = Color.lightGray { didSet { setNeedsDisplay() } }
    /// The hairlines, in the panel's coordinates (the alert sets them when it lays out).
    var separators: [Rect] = [] { didSet { setNeedsDisplay() } }

    /// Never opaque: the rounded corners show what is under them.
    public override var isOpaque: Bool { false }

    /// Draws the rounded background and the hairlines.
    public override func draw(_ rect: Rect, in canvas: inout Canvas) {
        if let color = backgroundColor { canvas.fillRoundedRect(bounds, radius: AlertPanelView.cornerRadius, color: color) }
        for s in separators { canvas.fill(s, color: separatorColor) }
    }
}
