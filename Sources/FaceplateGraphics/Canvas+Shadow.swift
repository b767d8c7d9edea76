/// Soft drop shadows from the ``ShadowCache``.
extension Canvas {
    /// Draws the soft shadow of the rounded rectangle `rect` (translated coordinates), moved by `offset`
    /// and blurred by `blur` (CSS `box-shadow` semantics: a Gaussian with σ = blur / 2, reaching about
    /// `blur` pixels beyond the shape).
    ///
    /// As in CSS, the shadow is *not* painted under `rect` itself (its corners' rims are faded by the
    /// shape's coverage): the view drawn on top would hide it anyway, skipping it saves most of the
    /// blending, and a translucent view does not turn muddy over its own shadow.
    ///
    /// The shadow's position and size are snapped to whole pixels. The blurred mask comes from
    /// ``shadowCache`` (computed on first use for each radius and blur), so steady-state frames only blit;
    /// the outermost rows and columns whose alpha rounds to zero for `color` are not visited at all.
    public mutating func drawShadow(_ rect: Rect, radius: Double, offset: Point, blur: Double, color: Color) {
        guard !rect.isEmpty else { return }
        let occluder = rect.offsetBy(dx: origin.x, dy: origin.y)
        let cast = occluder.offsetBy(dx: offset.x, dy: offset.y)
        let sx = roundInt(cast.minX), sy = roundInt(cast.minY)
        let sw = roundInt(cast.maxX) - sx, sh = roundInt(cast.maxY) - sy
        guard sw > 0, sh > 0 else { return }
        let p = paint(color)
        guard p.alpha > 0 else { return }
        // Skip everything (mask lookup included) when the shadow's whole reach is clipped away.
        let reach = ceilInt(Swift.min(Swift.max(blur, 0), 4096)) + 1
        guard PixelRect(x: sx - reach, y: sy - reach, width: sw + 2 * reach, height: sh + 2 * reach).intersects(clip) else { return }
        guard let mask = shadowCache.mask(width: sw, height: sh, radius: radius, blur: blur) else { return }
        let hole = RoundedRectShape(occluder, radius: radius)
        let alphas = shadowCache.alphaTable(p.alpha)
        let e = mask.extent
        let box = PixelRect(x: sx - e, y: sy - e, width: sw + 2 * e, height: sh + 2 * e)
        switch buffer.format {
        case .xrgb8888: blitShadow(XRGB8888.self, mask, box, hole, p, alphas, blendTables.table(XRGB8888.self, p))
        case .rgb565: blitShadow(RGB565.self, mask, box, hole, p, alphas, blendTables.table(RGB565.self, p))
        }
    }

    /// Blends the 9-slice shadow whose bounds are `box`: pixel `(x, y)` takes the corner tile at
    /// `(min(dx, w−1−dx, tw−1), min(dy, h−1−dy, th−1))`, which mirrors the corner into all four and
    /// repeats the edge profiles along the sides.
    func blitShadow<K: PixelKind>(_: K.Type, _ mask: ShadowCache.Mask, _ box: PixelRect, _ hole: RoundedRectShape,
                                  _ paint: Paint, _ alphas: UnsafePointer<UInt16>, _ table: UnsafePointer<UInt64>) {
        let tw = mask.tileWidth, th = mask.tileHeight, tile = mask.pixels
        let sw = box.width, sh = box.height
        // The edge profiles are the tile's last column and row, and bound every value before them: rows and
        // columns whose profile alpha is 0 are invisible in this colour and are skipped.
        var trimY = 0
        while trimY < th - 1, alphas[Int(tile[trimY * tw + tw - 1])] == 0 { trimY += 1 }
        var trimX = 0
        while trimX < tw - 1, alphas[Int(tile[(th - 1) * tw + trimX])] == 0 { trimX += 1 }
        let area = PixelRect(x: box.x + trimX, y: box.y + trimY, width: sw - 2 * trimX, height: sh - 2 * trimY).intersection(clip)
        guard !area.isEmpty else { return }
        // Shadow-relative columns where the tile index rises, stays at tw−1, and falls.
        let leftEnd = box.x + Swift.min(tw, sw - tw), rightStart = box.x + Swift.max(sw - tw, tw)
        let last = box.x + sw - 1
        for y in area.y..<area.maxY {
            let dy = y - box.y
            let tileRow = tile + Swift.min(dy, sh - 1 - dy, th - 1) * tw
            let row = address(0, y)
            let a = area.x, b = area.maxX
            let spans = hole.rowRange.contains(y) ? hole.spans(row: y) : (outer: 0..<0, solid: 0..<0)
            if spans.outer.isEmpty {
                shadowSpan(K.self, row, a, b, tileRow, tw, box.x, leftEnd, rightStart, last, table)
                continue
            }
            let oL = Swift.min(Swift.max(spans.outer.lowerBound, a), b), oR = Swift.min(Swift.max(spans.outer.upperBound, oL), b)
            let sL = Swift.min(Swift.max(spans.solid.lowerBound, oL), oR), sR = Swift.min(Swift.max(spans.solid.upperBound, sL), oR)
            shadowSpan(K.self, row, a, oL, tileRow, tw, box.x, leftEnd, rightStart, last, table)
            // The occluder's anti-aliased rim: shadow faded by how much of the pixel the shape covers.
            shadowRim(K.self, row, oL, sL, y, tileRow, tw, box.x, sw, hole, paint)
            shadowRim(K.self, row, sR, oR, y, tileRow, tw, box.x, sw, hole, paint)
            shadowSpan(K.self, row, oR, b, tileRow, tw, box.x, leftEnd, rightStart, last, table)
        }
    }

    /// Shadow pixels `[a, b)` on the occluder's anti-aliased rim, faded by how much of each pixel it covers.
    @inline(__always)
    func shadowRim<K: PixelKind>(_: K.Type, _ row: UnsafeMutableRawPointer, _ a: Int, _ b: Int, _ y: Int,
                                 _ tileRow: UnsafePointer<UInt8>, _ tw: Int, _ x0: Int, _ sw: Int,
                                 _ hole: RoundedRectShape, _ paint: Paint) {
        var x = a
        while x < b {
            let dx = x - x0
            let c = (widen(tileRow[Swift.min(dx, sw - 1 - dx, tw - 1)]) &* (256 &- hole.coverage(x, y))) >> 8
            K.blend(row + x * stepX, paint, paint.alpha(coverage: c))
            x += 1
        }
    }

    /// Plain shadow pixels `[a, b)` of one row, split where the tile index rises, holds and falls.
    @inline(__always)
    func shadowSpan<K: PixelKind>(_: K.Type, _ row: UnsafeMutableRawPointer, _ a: Int, _ b: Int, _ tileRow: UnsafePointer<UInt8>,
                                  _ tw: Int, _ x0: Int, _ leftEnd: Int, _ rightStart: Int, _ last: Int,
                                  _ table: UnsafePointer<UInt64>) {
        guard b > a else { return }
        var x = a
        let lEnd = Swift.min(b, leftEnd)
        if lEnd > x { K.blendMaskRun(row + x * stepX, lEnd - x, stepX, tileRow + (x - x0), 1, table); x = lEnd }
        let mEnd = Swift.min(b, rightStart)
        if mEnd > x { K.blendRun(row + x * stepX, mEnd - x, stepX, entry: table[Int(tileRow[tw - 1])]); x = mEnd }
        if b > x { K.blendMaskRun(row + x * stepX, b - x, stepX, tileRow + (last - x), -1, table) }
    }
}

/// A 0…255 coverage byte on the 0…256 scale.
@inline(__always) func widen(_ c: UInt8) -> UInt32 { let v = UInt32(c); return v + (v >> 7) }
