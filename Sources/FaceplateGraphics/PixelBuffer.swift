/// A rectangle of pixels in memory: owned, or wrapping memory someone else owns (a mapped DRM dumb
/// buffer, an fbdev mapping).
///
/// Rows are `stride` bytes apart, which may exceed `width × bytesPerPixel`: drivers pad rows.
public final class PixelBuffer {
    /// Width in pixels, in the panel's scanout orientation.
    public let width: Int
    /// Height in pixels, in the panel's scanout orientation.
    public let height: Int
    /// Bytes from the start of one row to the next.
    public let stride: Int
    /// How each pixel is laid out.
    public let format: PixelFormat
    /// The first byte of row 0.
    public let baseAddress: UnsafeMutableRawPointer
    private let owned: Bool

    /// Allocates a zero-filled buffer (black in both formats).
    public init(width: Int, height: Int, format: PixelFormat) {
        precondition(width > 0 && height > 0, "a pixel buffer needs a positive size")
        self.width = width; self.height = height; self.format = format
        stride = width * format.bytesPerPixel
        baseAddress = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
        baseAddress.initializeMemory(as: UInt8.self, repeating: 0, count: stride * height)
        owned = true
    }

    /// Wraps memory that stays owned by the caller, who must keep it mapped while this buffer is used.
    public init(wrapping memory: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, format: PixelFormat) {
        precondition(stride >= width * format.bytesPerPixel, "stride is shorter than a row")
        self.width = width; self.height = height; self.stride = stride; self.format = format
        baseAddress = memory
        owned = false
    }

    deinit { if owned { baseAddress.deallocate() } }

    /// Total bytes the pixels span.
    @inlinable public var byteCount: Int { stride * height }

    /// The pixel value at `(x, y)` (no bounds check beyond a debug precondition).
    @inlinable public func pixel(x: Int, y: Int) -> UInt32 {
        assert(x >= 0 && x < width && y >= 0 && y < height)
        let p = baseAddress + y * stride + x * format.bytesPerPixel
        return format == .xrgb8888 ? p.loadUnaligned(as: UInt32.self) : UInt32(p.loadUnaligned(as: UInt16.self))
    }
    /// Stores a raw pixel value at `(x, y)`.
    @inlinable public func setPixel(x: Int, y: Int, _ value: UInt32) {
        assert(x >= 0 && x < width && y >= 0 && y < height)
        let p = baseAddress + y * stride + x * format.bytesPerPixel
        if format == .xrgb8888 { p.storeBytes(of: value, as: UInt32.self) } else { p.storeBytes(of: UInt16(truncatingIfNeeded: value), as: UInt16.self) }
    }
    /// The colour at `(x, y)`.
    @inlinable public func color(x: Int, y: Int) -> Color { format.unpack(pixel(x: x, y: y)) }

    /// Copies the pixels of `rect` (panel coordinates, clipped to both buffers) from `source` of the same format.
    public func copy(from source: PixelBuffer, x: Int, y: Int, width w: Int, height h: Int) {
        precondition(source.format == format, "copy needs equal pixel formats")
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(x + w, width, source.width), y1 = min(y + h, height, source.height)
        guard x1 > x0, y1 > y0 else { return }
        let bpp = format.bytesPerPixel, rowBytes = (x1 - x0) * bpp
        for row in y0..<y1 {
            (baseAddress + row * stride + x0 * bpp).copyMemory(from: source.baseAddress + row * source.stride + x0 * bpp, byteCount: rowBytes)
        }
    }
}
