import Testing
@testable import FaceplateGraphics

@Suite struct RotationAndFormatTests {
    /// Every primitive drawn at 90/180/270° must equal the 0° drawing, pixel for pixel, once rotated.
    @Test(arguments: Primitive.allCases, [Rotation.degrees90, .degrees180, .degrees270])
    func rotatedDrawingEqualsUnrotated(primitive: Primitive, rotation: Rotation) {
        for format in PixelFormat.allCases {
            var (_, upright) = makeCanvas(60, 40, format: format)
            var (_, turned) = makeCanvas(60, 40, format: format, rotation: rotation)
            primitive.draw(&upright); primitive.draw(&turned)
            var mismatches = 0
            for y in 0..<40 { for x in 0..<60 where logicalColor(upright, x, y) != logicalColor(turned, x, y) { mismatches += 1 } }
            #expect(mismatches == 0, "\(primitive) at \(rotation) in \(format)")
            var drawn = 0
            for y in 0..<40 { for x in 0..<60 where logicalColor(upright, x, y) != .white { drawn += 1 } }
            #expect(drawn > 20, "\(primitive) drew nothing")
        }
    }

    /// RGB565 keeps 5/6/5 bits and blends in them, so it may differ from XRGB8888 by a quantisation step
    /// or two, never more.
    @Test(arguments: Primitive.allCases)
    func rgb565AgreesWithXRGB8888(primitive: Primitive) {
        var (_, wide) = makeCanvas(60, 40, format: .xrgb8888)
        var (_, narrow) = makeCanvas(60, 40, format: .rgb565)
        primitive.draw(&wide); primitive.draw(&narrow)
        var worst = 0
        for y in 0..<40 { for x in 0..<60 {
            worst = max(worst, channelDistance(logicalColor(wide, x, y), logicalColor(narrow, x, y)))
        } }
        #expect(worst <= 12, "\(primitive): worst channel difference \(worst)")
    }

    /// Drawing through a translation and a clip equals drawing in place, inside the clip, and leaves the
    /// outside untouched.
    @Test(arguments: Primitive.allCases)
    func translationAndClipAreHonoured(primitive: Primitive) {
        var (_, plain) = makeCanvas(80, 60)
        plain.translate(dx: 10, dy: 10)
        primitive.draw(&plain)
        var (_, clipped) = makeCanvas(80, 60)
        clipped.clip(to: Rect(25, 18, 30, 20))
        clipped.translate(dx: 10, dy: 10)
        primitive.draw(&clipped)
        for y in 0..<60 { for x in 0..<80 {
            let inside = (25..<55).contains(x) && (18..<38).contains(y)
            let expected = inside ? logicalColor(plain, x, y) : .white
            #expect(logicalColor(clipped, x, y) == expected, "\(primitive) pixel \(x),\(y)")
        } }
    }
}
