import FaceplateGraphics
import FaceplateWidgets

/// The svg-icon benchmark: an SVG icon drawn at 96 × 96 pixels — `Image(systemName: "fan")`'s vector
/// picture (Bootstrap Icons' fan.svg) through a kept ``VectorRendition`` — with its square cleared to
/// white first, on an 800 × 480 buffer: the cost of repainting an icon, its paths laid out once and
/// filled again every frame.
///
/// The LVGL harness draws the same file at the same size and place with `lv_image` and LVGL's SVG
/// decoder, so the square, the file and the colour (black: LVGL has no `currentColor`, which the file
/// fills with) are the same on both sides.
@MainActor public final class SVGIconBench {
    /// The buffer the icon is drawn into.
    public let buffer: PixelBuffer
    /// Where the icon is drawn, in pixels.
    public let rect = Rect(352, 192, 96, 96)
    private let rendition: VectorRendition
    private var canvas: Canvas

    /// The SF Symbols name of the icon drawn.
    public static let iconName = "fan"

    /// Loads the icon and clears a buffer of `format` to white; nil when the icon is missing.
    public init?(format: PixelFormat) {
        guard let vector = Image(systemName: SVGIconBench.iconName)?.vector else { return nil }
        rendition = VectorRendition(vector)
        buffer = PixelBuffer(width: 800, height: 480, format: format)
        canvas = Canvas(buffer: buffer)
        canvas.fill(Rect(0, 0, 800, 480), color: .white)
    }

    /// Takes every path once: the paths laid out, the rasterizer's buffers grown.
    public func warmUp() {
        var i = 0
        while i < 200 { frame(); i += 1 }
    }

    /// One frame: the icon's square cleared and the icon drawn in it.
    public func frame() {
        canvas.fill(rect, color: .white)
        rendition.draw(in: rect, canvas: &canvas, currentColor: .black)
    }
}
