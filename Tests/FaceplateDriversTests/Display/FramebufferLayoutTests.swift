import CDRM
import Testing
@testable import FaceplateDrivers
import FaceplateGraphics

@Suite struct FramebufferLayoutTests {
    func screen(bpp: UInt32 = 32, red: (UInt32, UInt32) = (16, 8), green: (UInt32, UInt32) = (8, 8), blue: (UInt32, UInt32) = (0, 8),
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

    // The sizes the driver reports place every pixel we write: each is checked against the mapping.

    @Test func theVisibleScreenSitsAtYOffsetInTheMapping() throws {
        var (v, f) = screen(yresVirtual: 960)
        v.yoffset = 480
        let l = try FramebufferLayout(variable: v, fixed: f, path: "/dev/fb0")
        #expect(l.screenOffset == 480 * 3200)
        #expect(l.mappedLength == 960 * 3200)
    }

    @Test func aScreenPannedPastTheMappingIsRefused() {
        var (v, f) = screen()          // one screen's worth of memory...
        v.yoffset = 1                  // ...shown one row down: the last row would be past the mapping
        #expect {
            try FramebufferLayout(variable: v, fixed: f, path: "/dev/fb0")
        } throws: { e in
            "\(e)" == "/dev/fb0 cannot be used for display: screen info puts the visible 800x480 screen at row 1 with line length 3200, "
                + "which ends past the 1536000 bytes of the mapping (smem_len 1536000)"
        }
    }

    @Test func aMappingShorterThanTheScreenIsRefused() throws {
        var (v, f) = screen()
        f.smem_len -= 1
        #expect(throws: DisplayError.self) { try FramebufferLayout(variable: v, fixed: f, path: "/dev/fb0") }
        v.yres_virtual = 960           // a virtual area the mapping does not hold cannot pan either
        f.smem_len = 3200 * 960 - 1
        #expect(try !FramebufferLayout(variable: v, fixed: f, path: "/dev/fb0").canPanFlip)
    }

    @Test func noReportedLengthMapsTheVirtualArea() throws {
        var (v, f) = screen(yresVirtual: 960)
        f.smem_len = 0
        let l = try FramebufferLayout(variable: v, fixed: f, path: "/dev/fb0")
        #expect(l.mappedLength == 960 * 3200)
        #expect(l.canPanFlip)
        v.yoffset = 481                // still checked against that area
        #expect(throws: DisplayError.self) { try FramebufferLayout(variable: v, fixed: f, path: "/dev/fb0") }
    }

    @Test func sizesThatOverflowAreRefusedNotTrapped() {
        var (v, f) = screen()
        v.yres = .max; v.yres_virtual = .max
        f.line_length = .max; f.smem_len = .max
        #expect(throws: DisplayError.self) { try FramebufferLayout(variable: v, fixed: f, path: "/dev/fb0") }
        var (v2, f2) = screen()
        v2.xres = .max                 // a row wider than the line length
        #expect(throws: DisplayError.self) { try FramebufferLayout(variable: v2, fixed: f2, path: "/dev/fb0") }
        var (v3, f3) = screen()
        v3.yoffset = .max
        #expect(throws: DisplayError.self) { try FramebufferLayout(variable: v3, fixed: f3, path: "/dev/fb0") }
        _ = f3
    }
}
