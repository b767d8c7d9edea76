/// The pixel layouts that DRM dumb buffers and fbdev panels scan out.
public enum PixelFormat: String, Sendable, CaseIterable {
    /// 32 bits per pixel, little-endian `0xXXRRGGBB` (DRM_FORMAT_XRGB8888).
    case xrgb8888
    /// 16 bits per pixel, little-endian `RRRRRGGGGGGBBBBB` (DRM_FORMAT_RGB565).
    case rgb565

    /// Bytes one pixel occupies.
    @inlinable public var bytesPerPixel: Int { self == .xrgb8888 ? 4 : 2 }
    /// Bits per pixel, as DRM's `create_dumb` and fbdev's `bits_per_pixel` name them.
    @inlinable public var bitsPerPixel: Int { bytesPerPixel * 8 }

    /// The DRM fourcc code. `fourcc_code` is a function-like C macro that Swift does not import, so the
    /// values are written here; a test pins them against the kernel's `drm_fourcc.h`.
    @inlinable public var drmFourCC: UInt32 {
        switch self {
        case .xrgb8888: return fourcc("X", "R", "2", "4")
        case .rgb565: return fourcc("R", "G", "1", "6")
        }
    }

    /// Packs an opaque colour into this format's pixel value.
    @inlinable public func pack(_ c: Color) -> UInt32 {
        switch self {
        case .xrgb8888: return 0xFF00_0000 | c.rgb
        case .rgb565: return UInt32(c.red >> 3) << 11 | UInt32(c.green >> 2) << 5 | UInt32(c.blue >> 3)
        }
    }
    /// Unpacks a pixel value into an opaque colour (565 channels are widened by bit replication).
    @inlinable public func unpack(_ v: UInt32) -> Color {
        switch self {
        case .xrgb8888:
            return Color(red: UInt8(truncatingIfNeeded: v >> 16), green: UInt8(truncatingIfNeeded: v >> 8),
                         blue: UInt8(truncatingIfNeeded: v))
        case .rgb565:
            let r = UInt8(truncatingIfNeeded: (v >> 11) & 31), g = UInt8(truncatingIfNeeded: (v >> 5) & 63)
            let b = UInt8(truncatingIfNeeded: v & 31)
            return Color(red: r << 3 | r >> 2, green: g << 2 | g >> 4, blue: b << 3 | b >> 2)
        }
    }
}

@usableFromInline func fourcc(_ a: Unicode.Scalar, _ b: Unicode.Scalar, _ c: Unicode.Scalar, _ d: Unicode.Scalar) -> UInt32 {
    UInt32(a.value) | UInt32(b.value) << 8 | UInt32(c.value) << 16 | UInt32(d.value) << 24
}
