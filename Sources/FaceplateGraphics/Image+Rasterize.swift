extension Image {
    /// `vector`'s pixels at `width` × `height`, premultiplied RGBA: drawn through the path engine over
    /// black and over white (``LayerSurface``), which gives colour and alpha.
    static func rasterize(_ vector: VectorImage, width: Int, height: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        // Vector images have no shadows: the smallest cache the surface's canvas accepts.
        guard let surface = LayerSurface(width: width, height: height, shadowCache: ShadowCache(capacity: 64, maxEntries: 1, maxTileSide: 1)) else {
            return bytes
        }
        let rendition = VectorRendition(vector)
        let rect = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        surface.render(mask: nil) { canvas in rendition.draw(in: rect, canvas: &canvas, currentColor: .black) }
        let argb = surface.pixels.baseAddress.assumingMemoryBound(to: UInt32.self)
        for k in 0..<(width * height) {
            let v = argb[k]
            bytes[4 * k] = UInt8(truncatingIfNeeded: v >> 16)
            bytes[4 * k + 1] = UInt8(truncatingIfNeeded: v >> 8)
            bytes[4 * k + 2] = UInt8(truncatingIfNeeded: v)
            bytes[4 * k + 3] = UInt8(truncatingIfNeeded: v >> 24)
        }
        return bytes
    }
}
