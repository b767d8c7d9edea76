/// Which Debian package provides a font family, or the glyphs of a script: what errors and the
/// missing-glyph log tell the integrator to install. Package contents as of Debian 12/13
/// (`apt-file list`): fonts-dejavu-core, fonts-noto-core (Noto Sans and its script families),
/// fonts-noto-cjk (Noto Sans/Serif CJK SC, TC, HK, JP, KR).
public enum FontPackages {
    /// The package providing `family`, or nil when Faceplate does not know it.
    public static func package(forFamily family: String) -> String? {
        let f = family.lowercased()
        if f.hasPrefix("dejavu") { return "fonts-dejavu-core" }
        if f.hasPrefix("noto sans cjk") || f.hasPrefix("noto serif cjk") || f.hasPrefix("noto sans mono cjk") { return "fonts-noto-cjk" }
        if f.hasPrefix("noto sans mono") { return "fonts-noto-mono" }
        if f.hasPrefix("noto color emoji") { return "fonts-noto-color-emoji" }
        if f.hasPrefix("noto sans") || f.hasPrefix("noto serif") { return "fonts-noto-core" }
        if f.hasPrefix("wenquanyi micro hei") { return "fonts-wqy-microhei" }
        if f.hasPrefix("liberation") { return "fonts-liberation" }
        if f.hasPrefix("droid sans fallback") { return "fonts-droid-fallback" }
        return nil
    }

    /// The package whose fonts draw code point `cp`, for the scripts Faceplate's default chain covers.
    public static func package(forCodePoint cp: UInt32) -> String? {
        switch cp {
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF,
             0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            return "fonts-noto-cjk"
        case 0x0590...0x08FF, 0x0900...0x0DFF, 0x0E00...0x0EFF, 0x0F00...0x0FFF, 0x1000...0x109F,
             0xFB1D...0xFDFF, 0xFE70...0xFEFF:
            return "fonts-noto-core"
        default:
            return nil
        }
    }
}
