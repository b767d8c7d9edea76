import Faceplate
import FaceplateGraphics
import FaceplateWidgets

/// The text-view-scroll benchmark: a full-screen read-only ``TextView`` of 10,000 characters (prose
/// in short paragraphs, wrapped to the panel's width) scrolled by ``step`` points a frame and the
/// damage rendered — the cost of a frame of a long log or manual page, with the text laid out once and
/// only the visible lines drawn.
///
/// The offset runs down and turns at either end, so any number of frames can run in a row.
@MainActor public final class TextViewScrollBench {
    /// The application the text view runs in (a manual clock: nothing here depends on time).
    public let application: Application
    /// The window, 800 × 480.
    public let window: Window
    /// The compositor that renders the window.
    public let compositor: Compositor
    /// The back buffer every frame renders into.
    public let buffer: PixelBuffer
    /// The text view that scrolls.
    public let textView: TextView
    /// How far each frame scrolls, in points (as the other scroll benchmarks).
    public let step = 7.0
    private var direction = 1.0

    /// Characters in the text.
    public static let characterCount = 10_000

    /// `characterCount` characters of prose: numbered sentences, a paragraph break after every third.
    public static func sampleText() -> String {
        var s = ""
        var sentence = 0
        while s.utf8.count < characterCount {
            s += "Entry \(sentence): the heat pump ran for a while, then the valve closed and the room cooled down again. "
            sentence += 1
            if sentence % 3 == 0 { s += "\n" }
        }
        return String(s.prefix(characterCount))
    }

    /// Builds the text view for a panel of `format` (unrotated, 800 × 480) and renders nothing yet.
    public init(format: PixelFormat, clock: ManualClock = ManualClock()) {
        application = Application(clock: clock)
        window = Window(frame: Rect(0, 0, 800, 480), application: application)
        window.makeKeyAndVisible()
        window.backgroundColor = Theme.current.background
        textView = TextView(frame: Rect(0, 0, 800, 480))
        textView.isEditable = false
        textView.text = TextViewScrollBench.sampleText()
        buffer = PixelBuffer(width: 800, height: 480, format: format)
        compositor = Compositor(window: window, transform: DisplayTransform(panelWidth: 800, panelHeight: 480))
        window.addSubview(textView)
    }

    /// Takes every path once so later frames measure steady state: the first frame, the whole text
    /// scrolled through (every glyph cached), back to the top.
    public func warmUp() {
        compositor.render(into: buffer, age: 0)
        var frames = Int(textView.maximumContentOffset.y / step) + 2
        while frames > 0 { scrollFrame(); frames -= 1 }
        textView.contentOffset = .zero
        compositor.render(into: buffer, age: 1)
        direction = 1
        scrollFrame(); scrollFrame()
    }

    /// One scroll frame: the text view's content offset moves by ``step`` (down, turning at either end)
    /// and the damage is rendered into the buffer that was just shown (age 1).
    public func scrollFrame() {
        let y = textView.contentOffset.y, limit = textView.maximumContentOffset.y
        var next = y + step * direction
        if next < 0 || next > limit { direction = -direction; next = y + step * direction }
        textView.contentOffset = Point(x: 0, y: next)
        compositor.render(into: buffer, age: 1)
    }
}
