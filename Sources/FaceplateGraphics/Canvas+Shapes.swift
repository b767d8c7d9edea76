/// Rounded rectangles, ellipses, borders and gradients: the outlines UIKit-like widgets are made of.
extension Canvas {
    /// Fills `rect` (translated coordinates) with corners rounded by `radius`, anti-aliased.
    ///
    /// The radius is clamped to half the shorter side, so `radius: .infinity` gives a pill, or a circle
    /// for a square. Edges get a one-pixel feather (coverage from the distance to the outline); the
    /// straight runs between the corners are stored whole, so large fills cost about what ``fill(_:color:)`` does.
    public mutating func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
        let shape = RoundedRectShape(rect.offsetBy(dx: origin.x, dy: origin.y), radius: radius)
        rasterize(shape, top: color, bottom: color, gradientTop: 0, gradientHeight: 0)
    }

    /// Fills `rect` (translated coordinates) with only `corners` rounded by `radius` and the others square
    /// (Core Animation's `maskedCorners`), anti-aliased.
    public mutating func fillRoundedRect(_ rect: Rect, radius: Double, corners: RectCorner, color: Color) {
        if corners == .allCorners { fillRoundedRect(rect, radius: radius, color: color); return }
        let shape = MaskedRoundedRectShape(rect.offsetBy(dx: origin.x, dy: origin.y), radius: radius, corners: corners)
        rasterize(shape, top: color, bottom: color, gradientTop: 0, gradientHeight: 0)
    }

    /// Fills the ellipse inscribed in `rect` (translated coordinates), anti-aliased.
    ///
    /// A square `rect` is drawn as a fully rounded rectangle, whose distance to the outline is exact.
    public mutating func fillEllipse(in rect: Rect, color: Color) {
        let r = rect.offsetBy(dx: origin.x, dy: origin.y)
        if r.width == r.height {
            rasterize(RoundedRectShape(r, radius: r.width / 2), top: color, bottom: color, gradientTop: 0, gradientHeight: 0)
        } else {
            rasterize(EllipseShape(r), top: color, bottom: color, gradientTop: 0, gradientHeight: 0)
        }
    }

    /// Fills `rect` with a vertical gradient from `top` to `bottom`, its corners rounded by `radius` (0 for
    /// square corners).
    ///
    /// Each pixel row gets the colour interpolated at its centre (alpha included), so a gradient costs one
    /// colour computation per row over a plain fill.
    public mutating func fillLinearGradient(_ rect: Rect, radius: Double, top: Color, bottom: Color) {
        let r = rect.offsetBy(dx: origin.x, dy: origin.y)
        rasterize(RoundedRectShape(r, radius: radius), top: top, bottom: bottom, gradientTop: r.minY, gradientHeight: r.height)
    }

    /// Strokes the outline of a rounded rectangle with a border `lineWidth` wide lying *inside* `rect`, as
    /// `CALayer.borderWidth` does, so a bordered view never paints outside its frame.
    ///
    /// The inner outline is `rect` inset by `lineWidth` with radius `radius − lineWidth`; a pixel's coverage
    /// is the outer shape's minus the inner one's, so both rims are anti-aliased.
    public mutating func strokeRoundedRect(_ rect: Rect, radius: Double, lineWidth: Double, color: Color) {
        guard lineWidth > 0 else { return }
        let r = rect.offsetBy(dx: origin.x, dy: origin.y)
        let outer = RoundedRectShape(r, radius: radius)
        let innerRect = r.insetBy(dx: lineWidth, dy: lineWidth)
        if innerRect.width <= 0 || innerRect.height <= 0 {
            rasterize(outer, top: color, bottom: color, gradientTop: 0, gradientHeight: 0)
            return
        }
        let inner = RoundedRectShape(innerRect, radius: Swift.max(outer.r - lineWidth, 0))
        switch buffer.format {
        case .xrgb8888: strokeRing(XRGB8888.self, outer, inner, paint(color))
        case .rgb565: strokeRing(RGB565.self, outer, inner, paint(color))
        }
    }

    /// ``strokeRoundedRect(_:radius:lineWidth:color:)`` with only `corners` rounded (Core Animation's
    /// `maskedCorners` with `borderWidth`).
    public mutating func strokeRoundedRect(_ rect: Rect, radius: Double, corners: RectCorner, lineWidth: Double, color: Color) {
        if corners == .allCorners { strokeRoundedRect(rect, radius: radius, lineWidth: lineWidth, color: color); return }
        guard lineWidth > 0 else { return }
        let r = rect.offsetBy(dx: origin.x, dy: origin.y)
        let outer = MaskedRoundedRectShape(r, radius: radius, corners: corners)
        let innerRect = r.insetBy(dx: lineWidth, dy: lineWidth)
        if innerRect.width <= 0 || innerRect.height <= 0 {
            rasterize(outer, top: color, bottom: color, gradientTop: 0, gradientHeight: 0)
            return
        }
        let inner = MaskedRoundedRectShape(innerRect, radius: Swift.max(outer.round.r - lineWidth, 0), corners: corners)
        switch buffer.format {
        case .xrgb8888: strokeRing(XRGB8888.self, outer, inner, paint(color))
        case .rgb565: strokeRing(RGB565.self, outer, inner, paint(color))
        }
    }

    // MARK: - Scan conversion

    /// Rows of `shape` clipped to the clip, with a colour per row when `top != bottom`.
    mutating func rasterize<S: RasterShape>(_ shape: S, top: Color, bottom: Color, gradientTop: Double, gradientHeight: Double) {
        guard top.alpha > 0 || bottom.alpha > 0 else { return }
        switch buffer.format {
        case .xrgb8888: rasterize(XRGB8888.self, shape, top, bottom, gradientTop, gradientHeight)
        case .rgb565: rasterize(RGB565.self, shape, top, bottom, gradientTop, gradientHeight)
        }
    }

    func rasterize<K: PixelKind, S: RasterShape>(_: K.Type, _ shape: S, _ top: Color, _ bottom: Color,
                                                  _ gradientTop: Double, _ gradientHeight: Double) {
        let y0 = Swift.max(shape.rowRange.lowerBound, clip.y), y1 = Swift.min(shape.rowRange.upperBound, clip.maxY)
        guard y1 > y0 else { return }
        let cx0 = clip.x, cx1 = clip.maxX
        var rowPaint = paint(top)
        let isGradient = top != bottom && gradientHeight > 0
        for y in y0..<y1 {
            if isGradient { rowPaint = paint(Canvas.interpolate(top, bottom, (Double(y) + 0.5 - gradientTop) / gradientHeight)) }
            if rowPaint.alpha == 0 { continue }
            let (outer, solid) = shape.spans(row: y)
            let oL = Swift.max(outer.lowerBound, cx0), oR = Swift.min(outer.upperBound, cx1)
            guard oR > oL else { continue }
            let sL = Swift.min(Swift.max(solid.lowerBound, oL), oR), sR = Swift.min(Swift.max(solid.upperBound, sL), oR)
            let row = address(0, y)
            var x = oL
            while x < sL { K.blend(row + x * stepX, rowPaint, rowPaint.alpha(coverage: shape.coverage(x, y))); x += 1 }
            if sR > sL { K.blendRun(row + sL * stepX, sR - sL, stepX, rowPaint, rowPaint.alpha) }
            x = sR
            while x < oR { K.blend(row + x * stepX, rowPaint, rowPaint.alpha(coverage: shape.coverage(x, y))); x += 1 }
        }
    }

    func strokeRing<K: PixelKind, S: RasterShape>(_: K.Type, _ outer: S, _ inner: S, _ paint: Paint) {
        guard paint.alpha > 0 else { return }
        let y0 = Swift.max(outer.rowRange.lowerBound, clip.y), y1 = Swift.min(outer.rowRange.upperBound, clip.maxY)
        guard y1 > y0 else { return }
        for y in y0..<y1 {
            let (outerSpan, outerSolid) = outer.spans(row: y)
            let (innerSpan, innerSolid) = inner.spans(row: y)
            let oL = Swift.max(outerSpan.lowerBound, clip.x), oR = Swift.min(outerSpan.upperBound, clip.maxX)
            guard oR > oL else { continue }
            let row = address(0, y)
            var x = oL
            while x < oR {
                if innerSolid.contains(x) { x = innerSolid.upperBound; continue }   // the hole: nothing to draw
                let o: UInt32 = outerSolid.contains(x) ? 256 : outer.coverage(x, y)
                let i: UInt32 = innerSpan.contains(x) ? inner.coverage(x, y) : 0
                if o > i { K.blend(row + x * stepX, paint, paint.alpha(coverage: o - i)) }
                x += 1
            }
        }
    }

    /// `a` to `b` at `t` (clamped to 0…1), channel by channel, alpha included.
    @inline(__always) static func interpolate(_ a: Color, _ b: Color, _ t: Double) -> Color {
        let t = Swift.min(Swift.max(t, 0), 1)
        @inline(__always) func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * t).rounded()) }
        return Color(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha))
    }
}
