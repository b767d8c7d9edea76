import Faceplate
import FaceplateText

/// One ``ContextualAction``'s button behind a swiped table row: its colour, and its title in white,
/// centred. The table lays the buttons out as the row moves and takes their taps itself.
@MainActor final class SwipeActionButtonView: View {
    var title: String? { didSet { if title != oldValue { setNeedsDisplay() } } }
    var font: Font? { didSet { setNeedsDisplay() } }

    override func draw(_ rect: Rect, in canvas: inout Canvas) {
        let b = bounds
        if let color = presentedBackgroundColor { canvas.fill(b, color: color) }
        guard let title, let font, b.width > 0 else { return }
        canvas.save()
        canvas.clip(to: b)
        font.draw(title, in: b, color: Color(hex: 0xFFFFFF), alignment: .center, into: &canvas)
        canvas.restore()
    }
}
