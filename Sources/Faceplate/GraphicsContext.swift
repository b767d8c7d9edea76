/// The drawing state of the ``View/draw(_:)`` in progress, as UIKit keeps it in the current graphics
/// context: the canvas drawn into and the colours ``Color/setFill()`` and ``Color/setStroke()`` chose.
///
/// UIKit's `fill()`, `stroke()` and `setFill()` take no context: they draw into
/// `UIGraphicsGetCurrentContext()`, a process-wide stack. Faceplate keeps no hidden global for it. The
/// context belongs to the ``Application`` (``Application/graphicsContext``), and it has a canvas only while
/// the compositor runs a view's ``View/draw(_:)``: the compositor lends it the canvas of the frame being
/// drawn, already translated and clipped to the view, and takes it back when `draw(_:)` returns. Outside
/// that call there is nothing to draw into and the colour-less calls do nothing, as UIKit's do without a
/// context. Code that has a canvas at hand — ``View/draw(_:in:)`` — passes it explicitly instead:
/// `canvas.fill(path, color:)`.
@MainActor public final class GraphicsContext {
    /// The colour ``BezierPath/fill()`` uses; black at the start of every ``View/draw(_:)``, as in UIKit.
    public var fillColor = Color.black
    /// The colour ``BezierPath/stroke()`` uses; black at the start of every ``View/draw(_:)``.
    public var strokeColor = Color.black
    /// The canvas of the draw call in progress; nil outside one.
    private var canvas: UnsafeMutablePointer<Canvas>?

    /// Whether a ``View/draw(_:)`` is in progress, so the colour-less drawing calls have somewhere to draw.
    public var isDrawing: Bool { canvas != nil }

    init() {}

    /// Runs `body` with `canvas` lent as the current one, the colours reset to black; puts back whatever
    /// was current before (a draw inside a draw).
    func drawing(into canvas: inout Canvas, _ body: () -> Void) {
        let saved = (self.canvas, fillColor, strokeColor)
        fillColor = .black; strokeColor = .black
        withUnsafeMutablePointer(to: &canvas) { pointer in
            self.canvas = pointer
            body()
        }
        (self.canvas, fillColor, strokeColor) = saved
    }

    /// Fills `path` with ``fillColor`` into the current canvas, if any.
    public func fill(_ path: BezierPath) { canvas?.pointee.fill(path, color: fillColor) }
    /// Strokes `path` with ``strokeColor`` into the current canvas, if any.
    public func stroke(_ path: BezierPath) { canvas?.pointee.stroke(path, color: strokeColor) }
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
