/// Bitmaps onto the canvas.
extension Canvas {
    /// Draws `image` into `rect` (translated coordinates, edges rounded to whole pixels) with source-over
    /// blending, multiplied by the canvas's ``alpha``.
    ///
    /// When `rect`'s size differs from the image's, pixels are picked by **nearest neighbour**: exact for
    /// the integer scale factors icons are drawn at, allocation-free, and cheap. Assets meant to be shown at
    /// other sizes should be rasterised at the size they are shown.
    public mutating func drawImage(_ image: Image, in rect: Rect) {
        let r = rect.offsetBy(dx: origin.x, dy: origin.y)
        let x0 = roundInt(r.minX), y0 = roundInt(r.minY)
        let dw = roundInt(r.maxX) - x0, dh = roundInt(r.maxY) - y0
        guard dw > 0, dh > 0, alpha256 > 0 else { return }
        let area = PixelRect(x: x0, y: y0, width: dw, height: dh).intersection(clip)
        guard !area.isEmpty else { return }
        image.pixels.withUnsafeBufferPointer { src in
            switch buffer.format {
            case .xrgb8888: blit(XRGB8888.self, src.baseAddress!, image.width, image.height, x0, y0, dw, dh, area)
            case .rgb565: blit(RGB565.self, src.baseAddress!, image.width, image.height, x0, y0, dw, dh, area)
            }
        }
    }

    func blit<K: PixelKind>(_: K.Type, _ src: UnsafePointer<UInt8>, _ iw: Int, _ ih: Int,
                            _ x0: Int, _ y0: Int, _ dw: Int, _ dh: Int, _ area: PixelRect) {
        let ga = alpha256
        for y in area.y..<area.maxY {
            // Nearest source row: the one under this destination row's centre.
            let sy = ((2 * (y - y0) + 1) * ih) / (2 * dh)
            let srow = src + sy * iw * 4
            var p = address(area.x, y)
            for x in area.x..<area.maxX {
                let s = srow + (((2 * (x - x0) + 1) * iw) / (2 * dw)) * 4
                var r = UInt32(s[0]), g = UInt32(s[1]), b = UInt32(s[2]), a = UInt32(s[3])
                if ga < 256 { r = (r * ga) >> 8; g = (g * ga) >> 8; b = (b * ga) >> 8; a = (a * ga) >> 8 }
                if a == 255 {
                    K.store(p, r: r, g: g, b: b)
                } else if a != 0 || (r | g | b) != 0 {
                    // Premultiplied source-over: dst = src + dst × (1 − αs).
                    let d = K.load(p), inv = 255 - a
                    @inline(__always) func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
                        let v = d * inv + 128
                        return Swift.min(255, s + ((v + (v >> 8)) >> 8))
                    }
                    K.store(p, r: over(r, d.r), g: over(g, d.g), b: over(b, d.b))
                }
                p += stepX
            }
        }
    }
}
