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
    /// ``shadowCache`` (computed on first use for each radius and blur), so steady-state frames only blit.
    public mutating func drawShadow(_ rect: Rect, radius: Double, offset: Point, blur: Double, color: Color) {
        guard !rect.isEmpty else { return }
        let occluder = rect.offsetBy(dx: origin.x, dy: origin.y)
        let cast = occluder.offsetBy(dx: offset.x, dy: offset.y)
        let sx = Int(cast.minX.rounded()), sy = Int(cast.minY.rounded())
        let sw = Int(cast.maxX.rounded()) - sx, sh = Int(cast.maxY.rounded()) - sy
        guard sw > 0, sh > 0 else { return }
        let p = paint(color)
        guard p.alpha > 0 else { return }
        // Skip everything (mask lookup included) when the shadow's whole reach is clipped away.
        let reach = Int(blur.rounded(.up)) + 1
        guard PixelRect(x: sx - reach, y: sy - reach, width: sw + 2 * reach, height: sh + 2 * reach).intersects(clip) else { return }
        guard let mask = shadowCache.mask(width: sw, height: sh, radius: radius, blur: blur) else { return }
        let hole = RoundedRectShape(occluder, radius: radius)
        switch buffer.format {
        case .xrgb8888: blitShadow(XRGB8888.self, mask, x: sx - mask.extent, y: sy - mask.extent,
                                   width: sw + 2 * mask.extent, height: sh + 2 * mask.extent, hole: hole, paint: p)
        case .rgb565: blitShadow(RGB565.self, mask, x: sx - mask.extent, y: sy - mask.extent,
                                 width: sw + 2 * mask.extent, height: sh + 2 * mask.extent, hole: hole, paint: p)
        }
    }

    /// Blends the 9-slice shadow whose bounds are `(x0, y0, sw, sh)`: pixel `(x, y)` takes the corner tile
    /// at `(min(dx, sw−1−dx, tw−1), min(dy, sh−1−dy, th−1))`, which mirrors the corner into all four and
    /// repeats the edge profiles along the sides.
    func blitShadow<K: PixelKind>(_: K.Type, _ mask: ShadowCache.Mask, x x0: Int, y y0: Int, width sw: Int, height sh: Int,
                                  hole: RoundedRectShape, paint: Paint) {
        let tw = mask.tileWidth, th = mask.tileHeight
        let rows = PixelRect(x: x0, y: y0, width: sw, height: sh).intersection(clip)
        guard !rows.isEmpty else { return }
        // Columns (shadow-relative) where the tile index rises, stays at tw−1, and falls.
        let leftEnd = Swift.min(tw, sw - tw), rightStart = Swift.max(sw - tw, tw)
        for y in rows.y..<rows.maxY {
            let dy = y - y0
            let tileRow = mask.pixels + Swift.min(dy, sh - 1 - dy, th - 1) * tw
            let row = address(0, y)
            let (holeOuter, holeSolid) = hole.rowRange.contains(y) ? hole.spans(row: y) : (0..<0, 0..<0)

            /// Plain shadow pixels in `[a, b)` (surface columns), split where the tile index changes pattern.
            @inline(__always) func plain(_ a: Int, _ b: Int) {
                guard b > a else { return }
                var x = a
                let lEnd = Swift.min(b, x0 + leftEnd)
                while x < lEnd { K.blend(row + x * stepX, paint, paint.alpha(coverage: widen(tileRow[x - x0]))); x += 1 }
                let mEnd = Swift.min(b, x0 + rightStart)
                if mEnd > x {
                    K.blendRun(row + x * stepX, mEnd - x, stepX, paint, paint.alpha(coverage: widen(tileRow[tw - 1])))
                    x = mEnd
                }
                let last = x0 + sw - 1
                while x < b { K.blend(row + x * stepX, paint, paint.alpha(coverage: widen(tileRow[last - x]))); x += 1 }
            }
            /// Shadow pixels on the occluder's anti-aliased rim, faded by how much the occluder covers them.
            @inline(__always) func rim(_ a: Int, _ b: Int) {
                var x = a
                while x < b {
                    let dx = x - x0
                    let c = widen(tileRow[Swift.min(dx, sw - 1 - dx, tw - 1)]) * (256 - hole.coverage(x, y)) >> 8
                    K.blend(row + x * stepX, paint, paint.alpha(coverage: c)); x += 1
                }
            }

            let a = rows.x, b = rows.maxX
            if holeOuter.isEmpty {
                plain(a, b)
            } else {
                let oL = Swift.min(Swift.max(holeOuter.lowerBound, a), b), oR = Swift.min(Swift.max(holeOuter.upperBound, oL), b)
                let sL = Swift.min(Swift.max(holeSolid.lowerBound, oL), oR), sR = Swift.min(Swift.max(holeSolid.upperBound, sL), oR)
                plain(a, oL); rim(oL, sL); rim(sR, oR); plain(oR, b)
            }
        }
    }
}

/// A 0…255 coverage byte on the 0…256 scale.
@inline(__always) func widen(_ c: UInt8) -> UInt32 { let v = UInt32(c); return v + (v >> 7) }
