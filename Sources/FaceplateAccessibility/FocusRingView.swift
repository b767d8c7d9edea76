import Faceplate
import FaceplateGraphics

/// The ring the screen reader draws around the focused element, so a sighted helper sees where the
/// reader is: above everything in the window, touched by nothing, read by nothing.
@MainActor final class FocusRingView: View {
    static let lineWidth = 4.0
    static let outset = 4.0
    private let color: Color

    init(color: Color) {
        self.color = color
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        accessibilityElementsHidden = true
    }

    /// Surrounds `frame` (window coordinates) with the ring.
    func surround(_ frame: Rect) {
        let o = FocusRingView.outset
        self.frame = Rect(x: frame.minX - o, y: frame.minY - o, width: frame.width + 2 * o, height: frame.height + 2 * o)
        setNeedsDisplay()
    }

    override func draw(_ rect: Rect, in canvas: inout Canvas) {
        canvas.strokeRoundedRect(bounds, radius: 8, lineWidth: FocusRingView.lineWidth, color: color)
    }
}
