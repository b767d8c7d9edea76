import CDRM
import FaceplateGraphics

/// What an fbdev device's screen info means for drawing: size, row stride, pixel format, where the
/// visible screen sits in the mapping, and whether the virtual area is tall enough to flip by panning.
/// Pure, so it is tested with made-up screen infos.
///
/// Every size the driver reports is checked before it places a pixel: the visible rows (from `yoffset`)
/// and both pan screens must lie inside the bytes mapped, with overflow-checked arithmetic, so a driver
/// that reports a `smem_len` too small for its own geometry is refused instead of written past.
public struct FramebufferLayout: Sendable, Equatable {
    /// Visible pixels.
    public var width: Int, height: Int
    /// Rows in the virtual area (≥ `height`).
    public var virtualHeight: Int
    /// Bytes per row (`line_length`).
    public var stride: Int
    /// The pixel format derived from `bits_per_pixel` and the colour bitfields.
    public var format: PixelFormat
    /// Bytes to map: `smem_len`, or the virtual area (`line_length × yres_virtual`) when the driver
    /// reports 0.
    public var mappedLength: Int
    /// Bytes from the start of the mapping to the visible screen's first row (`yoffset × line_length`).
    public var screenOffset: Int
    /// Whether two screens fit in the virtual area and the driver pans vertically, so frames can be
    /// flipped with FBIOPAN_DISPLAY instead of copied.
    public var canPanFlip: Bool
    /// The driver's name (`id`), e.g. `bochs-drmdrmfb`.
    public var driverID: String

    /// Interprets the screen infos read from `path` (named in errors).
    public init(variable v: fb_var_screeninfo, fixed f: fb_fix_screeninfo, path: String) throws {
        width = Int(v.xres); height = Int(v.yres)
        virtualHeight = Int(max(v.yres_virtual, v.yres))
        stride = Int(f.line_length)
        driverID = withUnsafeBytes(of: f.id) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let bitfields = "bpp \(v.bits_per_pixel) red \(v.red.offset)/\(v.red.length) green \(v.green.offset)/\(v.green.length) blue \(v.blue.offset)/\(v.blue.length)"
        // Drivers that leave the bitfields zero mean the usual layout for the depth.
        let unset = v.red.length == 0 && v.green.length == 0 && v.blue.length == 0
        func fields(_ r: (UInt32, UInt32), _ g: (UInt32, UInt32), _ b: (UInt32, UInt32)) -> Bool {
            unset || ((v.red.offset, v.red.length) == r && (v.green.offset, v.green.length) == g && (v.blue.offset, v.blue.length) == b)
        }
        switch v.bits_per_pixel {
        case 32 where fields((16, 8), (8, 8), (0, 8)): format = .xrgb8888
        case 16 where fields((11, 5), (5, 6), (0, 5)): format = .rgb565
        default:
            throw DisplayError.unsupportedFormat(format: bitfields, device: path,
                                                 supported: ["32 bpp XRGB8888 (red 16/8 green 8/8 blue 0/8)", "16 bpp RGB565 (red 11/5 green 5/6 blue 0/5)"])
        }
        func unusable(_ reason: String) -> DisplayError { .unsupportedDevice(path: path, reason: "screen info \(reason)") }
        // The values are 32-bit, Int is 64-bit on every board we build for; checked all the same.
        guard width > 0, height > 0, let rowBytes = Self.product(width, format.bytesPerPixel), stride >= rowBytes else {
            throw unusable("\(width)x\(height) with line length \(stride) is not usable")
        }
        let reported = Int(f.smem_len)
        guard let whole = Self.product(stride, virtualHeight) else { throw unusable("line length \(stride) × \(virtualHeight) rows overflows") }
        let length = reported > 0 ? reported : whole
        mappedLength = length
        let yOffset = Int(v.yoffset)
        guard let offset = Self.product(yOffset, stride), let screenEnd = Self.product(yOffset + height, stride), screenEnd <= length else {
            throw unusable("puts the visible \(width)x\(height) screen at row \(yOffset) with line length \(stride), "
                           + "which ends past the \(length) bytes of the mapping (smem_len \(reported))")
        }
        screenOffset = offset
        let twoScreens = Self.product(2 * height, stride) ?? Int.max
        canPanFlip = virtualHeight >= 2 * height && f.ypanstep != 0 && twoScreens <= length
    }

    /// `a × b`, or nil when it overflows.
    private static func product(_ a: Int, _ b: Int) -> Int? {
        let (p, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : p
    }
}
