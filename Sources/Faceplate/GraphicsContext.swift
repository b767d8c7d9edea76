/// The drawing state of the ``View/draw(_:)`` in progress, as UIKit keeps it in the current graphics
/// context: the canvas drawn into and the colours ``Color/setFill()`` and ``Color/setStroke()`` chose.
///
/// UIKit's `fill()`, `stroke()` and `setFill()` take no context: they draw into
/// `UIGraphicsGetCurrentContext()`, a process-wide stack. Faceplate keeps no hidden global for it. The
/// context belongs to the ``Application`` (``Application/graphicsContext``), and it draws only while the
/// compositor runs a view's ``View/draw(_:)``: the compositor lends it the canvas of the frame being
/// drawn, which is translated and clipped to each view in turn, and takes it back after. Outside
/// that call there is nothing to draw into and the colour-less calls do nothing, as UIKit's do without a
/// context. Code that has a canvas at hand — ``View/draw(_:in:)`` — passes it explicitly instead:
/// `canvas.fill(path, color:)`.
@MainActor public final class GraphicsContext {
    /// The colour ``BezierPath/fill()`` uses; black at the start of every ``View/draw(_:)``, as in UIKit.
    public var fillColor = Color.black { didSet { coloursChanged = true } }
    /// The colour ``BezierPath/stroke()`` uses; black at the start of every ``View/draw(_:)``.
    public var strokeColor = Color.black { didSet { coloursChanged = true } }
    /// The canvas of the frame being drawn: every view's drawing goes into the one canvas, translated and
    /// clipped to the view in turn, so it is lent once per dirty rectangle, not once per view.
    private var frameCanvas: UnsafeMutablePointer<Canvas>?
    /// Whether a view's ``View/draw(_:)`` runs now: the colour-less calls draw only inside one.
    private var drawingView = false
    /// Whether a colour was set since the last reset: most views draw nothing through the context, and
    /// they then pay a test instead of two colour stores.
    private var coloursChanged = false

    /// Whether a ``View/draw(_:)`` is in progress, so the colour-less drawing calls have somewhere to draw.
    public var isDrawing: Bool { drawingView && frameCanvas != nil }

    init() {}

    /// Runs `body` — the compositor drawing views into `canvas` — with `canvas` lent as the frame's one.
    func lending(_ canvas: UnsafeMutablePointer<Canvas>, _ body: () -> Void) {
        let saved = frameCanvas
        frameCanvas = canvas
        body()
        frameCanvas = saved
    }

    /// Runs `view`'s ``View/draw(_:)`` with the colours back at black, as UIKit starts every `draw(_:)`.
    func draw(_ view: View, _ rect: Rect) {
        if coloursChanged {
            fillColor = .black
            strokeColor = .black
            coloursChanged = false
        }
        drawingView = true
        view.draw(rect)
        drawingView = false
    }

    /// Fills `path` with ``fillColor`` into the current canvas, if a ``View/draw(_:)`` is in progress.
    public func fill(_ path: BezierPath) {
        if drawingView, let canvas = frameCanvas { canvas.pointee.fill(path, color: fillColor) }
    }
    /// Strokes `path` with ``strokeColor`` into the current canvas, if a ``View/draw(_:)`` is in progress.
    public func stroke(_ path: BezierPath) {
        if drawingView, let canvas = frameCanvas { canvas.pointee.stroke(path, color: strokeColor) }
    }
}

extension BezierPath {
    /// Fills the path with the current fill colour into the ``View/draw(_:)`` in progress (UIKit's
    /// `fill()`); nothing outside one. See ``GraphicsContext``.
    @MainActor public func fill() { Application.sharedIfSet?.graphicsContext.fill(self) }
    /// Strokes the path with the current stroke colour into the ``View/draw(_:)`` in progress (UIKit's
    /// `stroke()`); nothing outside one. See ``GraphicsContext``.
    @MainActor public func stroke() { Application.sharedIfSet?.graphicsContext.stroke(self) }
}

extension Color {
    /// Makes this the colour ``BezierPath/fill()`` uses for the rest of the ``View/draw(_:)`` in progress
    /// (UIKit's `setFill()`).
    @MainActor public func setFill() { Application.sharedIfSet?.graphicsContext.fillColor = self }
    /// Makes this the colour ``BezierPath/stroke()`` uses for the rest of the ``View/draw(_:)`` in
    /// progress (UIKit's `setStroke()`).
    @MainActor public func setStroke() { Application.sharedIfSet?.graphicsContext.strokeColor = self }
    /// Both ``setFill()`` and ``setStroke()`` (UIKit's `set()`).
    @MainActor public func set() { setFill(); setStroke() }
}
