import CDRM
import Testing
@testable import FaceplateLinux
import FaceplateGraphics

@Suite struct FramebufferLayoutTests {
    func screen(bpp: UInt32, red: (UInt32, UInt32), green: (UInt32, UInt32), blue: (UInt32, UInt32),
                yresVirtual: UInt32 = 480, ypanstep: UInt16 = 1) -> (fb_var_screeninfo, fb_fix_screeninfo) {
        var v = fb_var_screeninfo()
        v.xres = 800; v.yres = 480; v.xres_virtual = 800; v.yres_virtual = yresVirtual
        v.bits_per_pixel = bpp
        v.red.offset = red.0; v.red.length = red.1
        v.green.offset = green.0; v.green.length = green.1
        v.blue.offset = blue.0; v.blue.length = blue.1
        var f = fb_fix_screeninfo()
        f.line_length = 800 * bpp / 8
        f.smem_len = f.line_length * yresVirtual
        f.ypanstep = ypanstep
        withUnsafeMutableBytes(of: &f.id) { b in for (i, c) in "testfb".utf8.enumerated() { b[i] = c } }
        return (v, f)
    }

    @Test func sixteenBitsIsRGB565() throws {
        let (v, f) = screen(bpp: 16, red: (11, 5), green: (5, 6), blue: (0, 5))
        let l = try FramebufferLayout(variable: v, fixed: f, path: "/dev/fb0")
        #expect(l.format == .rgb565)
        #expect(l.width == 800 && l.height == 480 && l.stride == 1600)
        #expect(l.driverID == "testfb")
        #expect(!l.canPanFlip)
    }

    @Test func thirtyTwoBitsIsXRGB8888() throws {
        let (v, f) = screen(bpp: 32, red: (16, 8), green: (8, 8), blue: (0, 8))
        #expect(try FramebufferLayout(variable: v, fixed: f, path: "/dev/fb0").format == .xrgb8888)
    }

    @Test func unsetBitfieldsMeanTheUsualLayout() throws {
        let (v, f) = screen(bpp: 16, red: (0, 0), green: (0, 0), blue: (0, 0))
        #expect(try FramebufferLayout(variable: v, fixed: f, path: "/dev/fb0").format == .rgb565)
    }

    @Test func otherLayoutsAreRejectedByName() {
        let (v, f) = screen(bpp: 32, red: (0, 8), green: (8, 8), blue: (16, 8))   // BGR order
        #expect {
            try FramebufferLayout(variable: v, fixed: f, path: "/dev/fb1")
        } throws: { e in
            let text = "\(e)"
            return text.contains("/dev/fb1") && text.contains("bpp 32 red 0/8") && text.contains("RGB565")
        }
        let (v8, f8) = screen(bpp: 8, red: (0, 8), green: (0, 8), blue: (0, 8))
        #expect(throws: DisplayError.self) { try FramebufferLayout(variable: v8, fixed: f8, path: "/dev/fb0") }
    }

    @Test func panFlippingNeedsTwoScreensAndAPanStep() throws {
        let (v, f) = screen(bpp: 32, red: (16, 8), green: (8, 8), blue: (0, 8), yresVirtual: 960)
        #expect(try FramebufferLayout(variable: v, fixed: f, path: "/dev/fb0").canPanFlip)
        let (v2, f2) = screen(bpp: 32, red: (16, 8), green: (8, 8), blue: (0, 8), yresVirtual: 960, ypanstep: 0)
        #expect(try !FramebufferLayout(variable: v2, fixed: f2, path: "/dev/fb0").canPanFlip)
        let (v3, f3) = screen(bpp: 32, red: (16, 8), green: (8, 8), blue: (0, 8), yresVirtual: 959)
        #expect(try !FramebufferLayout(variable: v3, fixed: f3, path: "/dev/fb0").canPanFlip)
    }
}
