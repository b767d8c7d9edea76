import Testing
@testable import FaceplateGraphics

@Suite struct CanvasFillTests {
    @Test func opaqueFillCoversExactlyTheSnappedRect() {
        var (buffer, canvas) = makeCanvas(10, 8)
        canvas.fill(Rect(x: 2.5, y: 1, width: 3, height: 2), color: Color(hex: 0x102030))
        // covering pixels of x 2.5…5.5 are 2…5
        for y in 0..<8 { for x in 0..<10 {
            let inside = (2...5).contains(x) && (1...2).contains(y)
            #expect(buffer.color(x: x, y: y) == (inside ? Color(hex: 0x102030) : .white), "pixel \(x),\(y)")
        } }
    }

    @Test(arguments: PixelFormat.allCases) func fullFillMatchesEveryPixel(format: PixelFormat) {
        var (buffer, canvas) = makeCanvas(37, 11, format: format, background: nil)
        canvas.fill(Rect(0, 0, 37, 11), color: Color(hex: 0x00FF00))
        for y in 0..<11 { for x in 0..<37 { #expect(buffer.color(x: x, y: y) == Color(hex: 0x00FF00)) } }
    }

    @Test func translucentFillBlends() {
        var (buffer, canvas) = makeCanvas(4, 4)
        canvas.fill(Rect(0, 0, 4, 4), color: Color(hex: 0x000000, alpha: 64))
        // 64/255 of black over white: 255 × (1 − 0.251) ≈ 191
        #expect(channelDistance(buffer.color(x: 1, y: 1), Color(red: 191, green: 191, blue: 191)) <= 1)
    }

    @Test func globalAlphaMultipliesAndIsRestored() {
        var (buffer, canvas) = makeCanvas(6, 2)
        canvas.save()
        canvas.alpha = 0.5
        canvas.fill(Rect(0, 0, 3, 2), color: Color(hex: 0x0000FF))
        canvas.restore()
        #expect(canvas.alpha == 1)
        canvas.fill(Rect(3, 0, 3, 2), color: Color(hex: 0x0000FF))
        #expect(channelDistance(buffer.color(x: 0, y: 0), Color(red: 128, green: 128, blue: 255)) <= 1)
        #expect(buffer.color(x: 4, y: 0) == Color(hex: 0x0000FF))
        // Colour alpha and global alpha multiply: 0.5 × 0.5 = 0.25.
        canvas.alpha = 0.5
        canvas.fill(Rect(0, 1, 1, 1), color: Color(hex: 0x000000, alpha: 128))
        #expect(channelDistance(buffer.color(x: 0, y: 1), Color(red: 96, green: 96, blue: 191)) <= 2)
    }

    @Test func clipAndTranslationApplyToFills() {
        var (buffer, canvas) = makeCanvas(10, 10)
        canvas.save()
        canvas.translate(dx: 3, dy: 2)
        canvas.clip(to: Rect(0, 0, 4, 4))          // surface 3…6 × 2…5
        canvas.fill(Rect(-5, -5, 100, 100), color: .black)
        canvas.restore()
        for y in 0..<10 { for x in 0..<10 {
            let inside = (3...6).contains(x) && (2...5).contains(y)
            #expect(buffer.color(x: x, y: y) == (inside ? .black : .white), "pixel \(x),\(y)")
        } }
    }

    @Test(arguments: PixelFormat.allCases) func paddedStrideNeverTouchesThePadding(format: PixelFormat) {
        // Wrapped memory, rows padded by 12 bytes of sentinel: every primitive must stay inside each row.
        let w = 24, h = 16, stride = w * format.bytesPerPixel + 12
        let memory = UnsafeMutableRawPointer.allocate(byteCount: stride * h, alignment: 16)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0xA5, count: stride * h)
        let buffer = PixelBuffer(wrapping: memory, width: w, height: h, stride: stride, format: format)
        for rotation in Rotation.allCases {
            let t = DisplayTransform(panelWidth: w, panelHeight: h, rotation: rotation)
            var canvas = Canvas(buffer: buffer, transform: t)
            let s = t.logicalSize
            canvas.fill(Rect(x: -3, y: -3, width: s.width + 6, height: s.height + 6), color: Color(hex: 0x224466))
            canvas.drawShadow(Rect(2, 2, 12, 8), radius: 4, offset: Point(x: 0, y: 2), blur: 6, color: .black)
            canvas.fillRoundedRect(Rect(x: -2, y: -2, width: s.width + 4, height: 9), radius: 5, color: Color(hex: 0xFFFFFF, alpha: 200))
            canvas.fillLinearGradient(Rect(x: 0, y: 0, width: s.width, height: s.height), radius: 3, top: .black, bottom: .white)
        }
        for y in 0..<h {
            for b in (w * format.bytesPerPixel)..<stride {
                #expect(memory.load(fromByteOffset: y * stride + b, as: UInt8.self) == 0xA5, "padding byte \(b) of row \(y)")
            }
        }
        // And the pixels did get drawn (strided rows, not packed).
        #expect(buffer.color(x: w - 1, y: h - 1) != Color(red: 0xA5, green: 0xA5, blue: 0xA5))
    }

    @Test func savesBeyondMaxDepthAreCountedAndStayPaired() {
        var (_, canvas) = makeCanvas(4, 4)
        canvas = Canvas(buffer: canvas.buffer, maxDepth: 2)
        canvas.save(); canvas.translate(dx: 1, dy: 0)
        canvas.save(); canvas.translate(dx: 1, dy: 0)
        canvas.save(); canvas.translate(dx: 1, dy: 0)      // dropped
        #expect(canvas.overflowCount == 1)
        canvas.restore()                                   // pairs with the dropped save
        #expect(canvas.origin.x == 3)
        canvas.restore()
        #expect(canvas.origin.x == 1)
        canvas.restore()
        #expect(canvas.origin.x == 0)
    }
}
