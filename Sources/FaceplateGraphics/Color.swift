/// An sRGB colour with straight (not premultiplied) 8-bit alpha.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    /// Creates a colour from 8-bit components.
    @inlinable public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// Creates an opaque colour from `0xRRGGBB`, e.g. `Color(hex: 0x2196F3)`.
    @inlinable public init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(red: UInt8(truncatingIfNeeded: hex >> 16), green: UInt8(truncatingIfNeeded: hex >> 8),
                  blue: UInt8(truncatingIfNeeded: hex), alpha: alpha)
    }
    /// The same colour with `alpha` (0…1) multiplied into its alpha.
    @inlinable public func withAlpha(_ factor: Double) -> Color {
        var c = self
        c.alpha = UInt8((Double(alpha) * Swift.min(Swift.max(factor, 0), 1)).rounded())
        return c
    }
    /// `0xRRGGBB` of the colour, alpha ignored.
    @inlinable public var rgb: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(hex: 0x000000)
    public static let white = Color(hex: 0xFFFFFF)

    /// `#RRGGBB` or `#RRGGBBAA` when not opaque.
    public var description: String {
        func hex2(_ v: UInt8) -> String { let s = String(v, radix: 16, uppercase: true); return v < 16 ? "0" + s : s }
        return "#" + hex2(red) + hex2(green) + hex2(blue) + (alpha == 255 ? "" : hex2(alpha))
    }
}
