/// A bitmap in premultiplied RGBA8: icons, decoded PNGs and JPEGs, snapshots of a panel — or a vector
/// picture (``vector``, an SVG) with its bitmap at its natural size.
///
/// Premultiplied because source-over blending is then one multiply-add per channel and scaling never
/// bleeds the colour of transparent pixels into their neighbours. Pixels are row-major, 4 bytes each
/// (`R, G, B, A`), rows packed with no padding.
public struct Image: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes of premultiplied `R, G, B, A`.
    public private(set) var pixels: [UInt8]
    /// The picture this bitmap was rasterised from, when it is a vector image: image views draw it at
    /// the size they show it, sharp at any scale.
    public private(set) var vector: VectorImage?
    /// Whether the image is drawn in its own colours or as a template in the view's tint (UIKit's
    /// `renderingMode`). Default ``RenderingMode/automatic``.
    public private(set) var renderingMode: RenderingMode = .automatic

    /// Wraps premultiplied RGBA8 pixels; `pixels.count` must be `width × height × 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0, "an image needs a positive size, not \(width)x\(height)")
        precondition(pixels.count == width * height * 4, "\(width)x\(height) RGBA needs \(width * height * 4) bytes, got \(pixels.count)")
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// A vector picture, with its bitmap rasterised at its natural ``VectorImage/size`` (rounded up to
    /// whole pixels), `currentColor` painted black as a browser paints it.
    public init(vector: VectorImage) {
        let w = Int(vector.size.width.rounded(.up)), h = Int(vector.size.height.rounded(.up))
        self.init(width: w, height: h, pixels: Image.rasterize(vector, width: w, height: h))
        self.vector = vector
    }

    /// A copy with `mode` as its rendering mode (UIKit's `withRenderingMode(_:)`).
    public func withRenderingMode(_ mode: RenderingMode) -> Image {
        var copy = self
        copy.renderingMode = mode
        return copy
    }

    /// A fully transparent image.
    public init(width: Int, height: Int) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }

    /// The pixels of `buffer`, in panel (scanout) orientation, as an opaque image — what a screenshot or a
    /// golden-image test wants.
    public init(snapshotOf buffer: PixelBuffer) {
        var bytes = [UInt8](repeating: 255, count: buffer.width * buffer.height * 4)
        var i = 0
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let c = buffer.color(x: x, y: y)
                bytes[i] = c.red; bytes[i + 1] = c.green; bytes[i + 2] = c.blue
                i += 4
            }
        }
        self.init(width: buffer.width, height: buffer.height, pixels: bytes)
    }

    /// The pixel at `(x, y)` as a straight-alpha colour (premultiplication undone, so channels of nearly
    /// transparent pixels are approximate).
    public func color(x: Int, y: Int) -> Color {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "(\(x), \(y)) is outside a \(width)x\(height) image")
        let i = (y * width + x) * 4
        let a = pixels[i + 3]
        if a == 0 { return .clear }
        @inline(__always) func un(_ v: UInt8) -> UInt8 { UInt8(Swift.min(255, (UInt32(v) * 255 + UInt32(a) / 2) / UInt32(a))) }
        return Color(red: un(pixels[i]), green: un(pixels[i + 1]), blue: un(pixels[i + 2]), alpha: a)
    }

    /// Stores a straight-alpha colour at `(x, y)`, premultiplying it.
    public mutating func setColor(_ c: Color, x: Int, y: Int) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "(\(x), \(y)) is outside a \(width)x\(height) image")
        let i = (y * width + x) * 4, a = UInt32(c.alpha)
        @inline(__always) func pre(_ v: UInt8) -> UInt8 { UInt8((UInt32(v) * a + 127) / 255) }
        pixels[i] = pre(c.red); pixels[i + 1] = pre(c.green); pixels[i + 2] = pre(c.blue); pixels[i + 3] = c.alpha
    }
}
