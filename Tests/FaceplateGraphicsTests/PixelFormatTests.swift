import Testing
@testable import FaceplateGraphics

@Suite struct PixelFormatTests {
    /// `fourcc_code()` is a C macro that Swift cannot import; pin our values to drm_fourcc.h's.
    @Test func drmFourCCValuesMatchTheKernelHeader() {
        #expect(PixelFormat.xrgb8888.drmFourCC == 0x3432_5258) // DRM_FORMAT_XRGB8888 'XR24'
        #expect(PixelFormat.rgb565.drmFourCC == 0x3631_4752)   // DRM_FORMAT_RGB565 'RG16'
    }

    @Test func packsAndUnpacks() {
        let c = Color(hex: 0x2196F3)
        #expect(PixelFormat.xrgb8888.pack(c) == 0xFF21_96F3)
        #expect(PixelFormat.xrgb8888.unpack(0x0021_96F3) == c)
        #expect(PixelFormat.rgb565.pack(.white) == 0xFFFF)
        #expect(PixelFormat.rgb565.unpack(0xFFFF) == .white)
        #expect(PixelFormat.rgb565.unpack(0xF800) == Color(hex: 0xFF0000))
    }

    @Test(arguments: Rotation.allCases) func transformRoundTripsAndAddressesAgree(rotation: Rotation) {
        let t = DisplayTransform(panelWidth: 8, panelHeight: 4, rotation: rotation)
        let p = Point(x: 1.5, y: 2.5)
        #expect(t.logicalPoint(fromPanel: t.panelPoint(fromLogical: p)) == p)
        // The byte stepping used by drawing loops must land where panelPoint says a pixel centre goes.
        let buffer = PixelBuffer(width: 8, height: 4, format: .xrgb8888)
        var canvas = Canvas(buffer: buffer, transform: t)
        canvas.fill(Rect(1, 2, 1, 1), color: .white)
        let centre = t.panelPoint(fromLogical: Point(x: 1.5, y: 2.5))
        #expect(buffer.color(x: Int(centre.x), y: Int(centre.y)) == .white)
        var whites = 0
        for y in 0..<4 { for x in 0..<8 where buffer.color(x: x, y: y) == .white { whites += 1 } }
        #expect(whites == 1)
    }
}
