/// A ``VectorImage`` laid out for one rectangle: its paths mapped from viewBox units to the rectangle,
/// ready to fill and stroke. Kept by whoever draws the same picture repeatedly (an image view): drawing
/// again in the same rectangle maps nothing, and laying out for a new rectangle refills the same paths'
/// storage, so after the first frames redrawing allocates nothing.
public final class VectorRendition {
    /// The picture drawn.
    public let image: VectorImage
    /// One path per shape, in the last rectangle's coordinates.
    let paths: [BezierPath]
    /// The rectangle the paths are laid out for; nil before the first layout.
    public private(set) var rect: Rect?

    /// A rendition of `image`, laid out on first use.
    public init(_ image: VectorImage) {
        self.image = image
        paths = image.shapes.map { shape in
            let p = BezierPath()
            p.usesEvenOddFillRule = shape.path.usesEvenOddFillRule
            p.lineCapStyle = shape.path.lineCapStyle
            p.lineJoinStyle = shape.path.lineJoinStyle
            p.miterLimit = shape.path.miterLimit
            return p
        }
    }

    /// Maps the paths into `rect` unless they are there already.
    public func layOut(in rect: Rect) {
        guard rect != self.rect else { return }
        self.rect = rect
        let t = image.transform(to: rect)
        let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
        for (path, shape) in zip(paths, image.shapes) {
            path.setElements(of: shape.path, transformedBy: t)
            path.lineWidth = shape.strokeWidth * scale
        }
    }

    /// Draws the picture into `rect` (translated coordinates): each shape filled, then stroked, in order.
    /// `currentColor` paints what the file paints in `currentColor`; with `template` every shape is painted
    /// in it, keeping only the shapes' opacities (a template image in its tint).
    public func draw(in rect: Rect, canvas: inout Canvas, currentColor: Color, template: Bool = false) {
        layOut(in: rect)
        for (path, shape) in zip(paths, image.shapes) {
            if let fill = shape.fill { canvas.fill(path, color: color(fill, currentColor, template)) }
            if let stroke = shape.stroke { canvas.stroke(path, color: color(stroke, currentColor, template)) }
        }
    }

    private func color(_ paint: VectorImage.Paint, _ current: Color, _ template: Bool) -> Color {
        switch paint {
        case .current(let alpha): return current.withAlpha(Double(alpha) / 255)
        case .color(let c): return template ? current.withAlpha(Double(c.alpha) / 255) : c
        }
    }
}

extension Canvas {
    /// Draws `image` into `rect`, laid out afresh (see ``VectorRendition`` to draw one repeatedly without
    /// allocating). `currentColor` and `template` as in ``VectorRendition/draw(in:canvas:currentColor:template:)``.
    public mutating func draw(_ image: VectorImage, in rect: Rect, currentColor: Color = .black, template: Bool = false) {
        VectorRendition(image).draw(in: rect, canvas: &self, currentColor: currentColor, template: template)
    }

    /// Draws `image` as a template: its alpha as a mask painted in `tint` (the colour's own alpha and the
    /// canvas's ``alpha`` multiplied in), scaled by nearest neighbour as ``drawImage(_:in:)`` scales.
    public mutating func drawImage(_ image: Image, in rect: Rect, tint: Color) {
        let r = rect.offsetBy(dx: origin.x, dy: origin.y)
        let x0 = roundInt(r.minX), y0 = roundInt(r.minY)
        let dw = roundInt(r.maxX) - x0, dh = roundInt(r.maxY) - y0
        guard dw > 0, dh > 0, alpha256 > 0, tint.alpha > 0 else { return }
        let area = PixelRect(x: x0, y: y0, width: dw, height: dh).intersection(clip)
        guard !area.isEmpty else { return }
        image.pixels.withUnsafeBufferPointer { src in
            switch buffer.format {
            case .xrgb8888: maskBlit(XRGB8888.self, src.baseAddress!, image.width, image.height, x0, y0, dw, dh, area, paint(tint))
            case .rgb565: maskBlit(RGB565.self, src.baseAddress!, image.width, image.height, x0, y0, dw, dh, area, paint(tint))
            }
        }
    }

    private func maskBlit<K: PixelKind>(_: K.Type, _ src: UnsafePointer<UInt8>, _ iw: Int, _ ih: Int,
                                        _ x0: Int, _ y0: Int, _ dw: Int, _ dh: Int, _ area: PixelRect, _ paint: Paint) {
        for y in area.y..<area.maxY {
            let sy = ((2 * (y - y0) + 1) * ih) / (2 * dh)
            let srow = src + sy * iw * 4
            var p = address(area.x, y)
            for x in area.x..<area.maxX {
                let a = UInt32(srow[(((2 * (x - x0) + 1) * iw) / (2 * dw)) * 4 + 3])
                if a != 0 { K.blend(p, paint, paint.alpha(coverage: a + (a >> 7))) }
                p += stepX
            }
        }
    }
}
