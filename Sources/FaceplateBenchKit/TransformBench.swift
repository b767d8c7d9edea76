import Faceplate
import FaceplateGraphics
import FaceplateWidgets

/// The transform benchmark: a 240 × 96 card (a rounded, bordered view with a label) turned about its
/// centre on an 800 × 480 window. `rotate` turns it one degree further and renders the damage — the
/// offscreen picture is only composited again; `rotated-repaint` changes the label's text and renders
/// — the picture is drawn again (twice, for its alpha) and composited.
@MainActor public final class TransformBench {
    /// The application the card runs in (a manual clock: nothing here depends on time).
    public let application: Application
    /// The window, 800 × 480.
    public let window: Window
    /// The compositor that renders the window.
    public let compositor: Compositor
    /// The back buffer every frame renders into.
    public let buffer: PixelBuffer
    /// The turned card.
    public let card: View
    /// The card's label.
    public let label: Label
    private var degrees = 15.0
    private var flip = false

    /// Builds the scene for a panel of `format` (unrotated, 800 × 480) and renders nothing yet.
    public init(format: PixelFormat) {
        application = Application(clock: ManualClock())
        window = Window(frame: Rect(0, 0, 800, 480), application: application)
        window.makeKeyAndVisible()
        let theme = Theme.current
        window.backgroundColor = theme.background
        card = View(frame: Rect(280, 192, 240, 96))
        card.backgroundColor = theme.primary
        card.layer.cornerRadius = 16
        card.layer.borderWidth = 2
        card.layer.borderColor = Color(hex: 0xFFFFFF)
        label = Label(text: "21.5 °C", frame: Rect(0, 0, 240, 96))
        label.font = theme.titleFont
        label.textAlignment = .center
        label.textColor = Color(hex: 0xFFFFFF)
        card.addSubview(label)
        card.transform = AffineTransform(rotationAngle: degrees * Double.pi / 180)
        window.addSubview(card)
        buffer = PixelBuffer(width: 800, height: 480, format: format)
        compositor = Compositor(window: window, transform: DisplayTransform(panelWidth: 800, panelHeight: 480))
    }

    /// Takes every path once so later frames measure steady state.
    public func warmUp() {
        compositor.render(into: buffer, age: 0)
        for _ in 0..<4 { turnFrame(); repaintFrame() }
    }

    /// One frame of the card turning: one degree further, the damage (the old and new bounding boxes)
    /// rendered.
    public func turnFrame() {
        degrees += 1
        if degrees >= 360 { degrees -= 360 }
        card.transform = AffineTransform(rotationAngle: degrees * Double.pi / 180)
        compositor.render(into: buffer, age: 1)
    }

    /// One frame of the turned card's content changing: the label's text, then the damage rendered.
    public func repaintFrame() {
        flip.toggle()
        label.text = flip ? "22.0 °C" : "21.5 °C"
        compositor.render(into: buffer, age: 1)
    }
}
