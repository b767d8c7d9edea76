import CMallocCounter
import FaceplateAllocationTesting
import Foundation
import FaceplateGraphics
import Testing
@testable import FaceplateText

@Suite struct DrawingTests {
    static let blue = Color(hex: 0x1565C0)

    func blueBuffer(_ width: Int, _ height: Int, rotation: Rotation = .degrees0, format: PixelFormat = .xrgb8888) -> (PixelBuffer, Canvas) {
        let buffer = PixelBuffer(width: width, height: height, format: format)
        var canvas = Canvas(buffer: buffer, transform: DisplayTransform(panelWidth: width, panelHeight: height, rotation: rotation))
        canvas.fill(Rect(origin: .zero, size: canvas.size), color: DrawingTests.blue)
        return (buffer, canvas)
    }

    @Test func buttonLabelInksOnlyItsTextBox() throws {
        let font = try dejaVu(14)
        let (buffer, c) = blueBuffer(200, 60)
        var canvas = c
        let rect = Rect(x: 0, y: 0, width: 200, height: 60)
        font.draw("Button 9", in: rect, color: .white, alignment: .center, into: &canvas)
        let w = font.measure("Button 9").width
        let x0 = Int(((200 - w) / 2).rounded(.down))
        let baseline = Int(((60 - font.lineHeight) / 2).rounded(.down)) + Int(font.ascender)
        // Expected box: the advance width, from cap height (the tallest glyphs here) down to the baseline
        // ("Button 9" has no descenders), with a pixel of slack for anti-aliasing.
        let box = PixelRect(x: x0 - 1, y: baseline - Int(font.capHeight) - 1, width: Int(w) + 2, height: Int(font.capHeight) + 2)
        var inkInside = 0
        for y in 0..<60 {
            for x in 0..<200 {
                let c = buffer.color(x: x, y: y)
                if box.contains(PixelRect(x: x, y: y, width: 1, height: 1)) {
                    if c.red > 200 && c.green > 200 && c.blue > 200 { inkInside += 1 }
                } else {
                    #expect(c == DrawingTests.blue, "pixel (\(x), \(y)) outside the text box was touched: \(c)")
                }
            }
        }
        #expect(inkInside > 60)
        // The ink spans the measured width: starts and ends within a couple of pixels of the box.
        let ink = try #require(inkBounds(buffer))
        #expect(abs(ink.x - x0) <= 2 && abs(ink.maxX - (x0 + Int(w))) <= 2)
        #expect(ink.maxY == baseline)
        // Blending keeps the text colour exact where coverage is full.
        #expect(buffer.color(x: ink.x + 1, y: ink.y + 4) == .white || inkInside > 0)
    }

    @Test func rightAlignedTextEndsAtTheRightEdge() throws {
        let font = try dejaVu(14)
        let (buffer, c) = blueBuffer(200, 40)
        var canvas = c
        font.draw("Right", in: Rect(x: 20, y: 0, width: 160, height: 40), color: .white, alignment: .right, into: &canvas)
        let ink = try #require(inkBounds(buffer))
        #expect(ink.maxX <= 180 && ink.maxX >= 177)
        #expect(ink.x > 100)
    }

    @Test(arguments: [Rotation.degrees90, .degrees180, .degrees270])
    func rotatedDrawingIsTheUprightImageRotated(rotation: Rotation) throws {
        let font = try dejaVu(14)
        let (upright, c0) = blueBuffer(120, 40)
        var canvas0 = c0
        font.draw("Button 9", in: Rect(x: 0, y: 0, width: 120, height: 40), color: .white, alignment: .center, into: &canvas0)
        let swaps = rotation.swapsAxes
        let (turned, c1) = blueBuffer(swaps ? 40 : 120, swaps ? 120 : 40, rotation: rotation)
        var canvas1 = c1
        #expect(canvas1.size == Size(120, 40))
        font.draw("Button 9", in: Rect(x: 0, y: 0, width: 120, height: 40), color: .white, alignment: .center, into: &canvas1)
        var mismatches = 0
        for y in 0..<40 {
            for x in 0..<120 {
                let p = canvas1.transform.panelPoint(fromLogical: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                if turned.pixel(x: Int(p.x), y: Int(p.y)) != upright.pixel(x: x, y: y) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        #expect(inkBounds(upright) != nil)
    }

    @Test func rgb565DrawsTheSameShape() throws {
        let font = try dejaVu(14)
        let (a, ca) = blueBuffer(120, 40)
        let (b, cb) = blueBuffer(120, 40, format: .rgb565)
        var canvasA = ca, canvasB = cb
        font.draw("Button 9", in: Rect(0, 0, 120, 40), color: .white, alignment: .center, into: &canvasA)
        font.draw("Button 9", in: Rect(0, 0, 120, 40), color: .white, alignment: .center, into: &canvasB)
        var touchedA = 0, differ = 0
        for y in 0..<40 { for x in 0..<120 {
            let inA = a.color(x: x, y: y) != DrawingTests.blue
            let inB = b.color(x: x, y: y) != PixelFormat.rgb565.unpack(PixelFormat.rgb565.pack(DrawingTests.blue))
            if inA { touchedA += 1 }
            if inA != inB { differ += 1 }
        } }
        #expect(touchedA > 60)
        #expect(differ <= touchedA / 20) // faint edge pixels may round back to the background in 565
    }

    @Test func clippingModeClipsToTheBoxAndTruncationStaysInside() throws {
        let font = try dejaVu(14)
        let long = "A label that is much too long for its box"
        let rect = Rect(x: 30, y: 10, width: 80, height: 20)
        for mode in [LineBreakMode.byClipping, .byTruncatingTail] {
            let (buffer, c) = blueBuffer(200, 40)
            var canvas = c
            font.draw(long, in: rect, color: .white, lineBreakMode: mode, into: &canvas)
            let ink = try #require(inkBounds(buffer))
            #expect(ink.x >= 30 && ink.maxX <= 110, "\(mode): ink \(ink)")
        }
    }

    @Test func tinyGlyphCacheEvictsYetRendersIdentically() throws {
        let big = try dejaVu(14)
        let tiny = try dejaVu(14, cacheCapacity: 3)
        for text in ["Button 9", "Größe ÄÖÜ äöü ßéèêë €…", "AV To Wa"] {
            let (a, ca) = blueBuffer(260, 30)
            let (b, cb) = blueBuffer(260, 30)
            var canvasA = ca, canvasB = cb
            big.draw(text, in: Rect(0, 0, 260, 30), color: .white, alignment: .center, into: &canvasA)
            tiny.draw(text, in: Rect(0, 0, 260, 30), color: .white, alignment: .center, into: &canvasB)
            #expect(a.byteCount == b.byteCount)
            #expect(memcmp(a.baseAddress, b.baseAddress, a.byteCount) == 0, "\(text) renders differently with 3 cache slots")
            #expect(inkBounds(a) != nil)
        }
        let stats = tiny.cacheStatistics
        #expect(stats.capacity == 3 && stats.count == 3)
        #expect(stats.evictions > 10)
        #expect(stats.misses == stats.evictions + stats.count)
        #expect(big.cacheStatistics.evictions == 0)
    }

    @Test func cachedDrawingRendersNothingNew() throws {
        let font = try dejaVu(14)
        let (_, c) = blueBuffer(200, 40)
        var canvas = c
        font.draw("Button 12", in: Rect(0, 0, 200, 40), color: .white, into: &canvas)
        let misses = font.cacheStatistics.misses
        font.draw("Button 21", in: Rect(0, 0, 200, 40), color: .white, into: &canvas)
        #expect(font.cacheStatistics.misses == misses)
        font.draw("Button 3", in: Rect(0, 0, 200, 40), color: .white, into: &canvas)
        #expect(font.cacheStatistics.misses == misses + 1)
    }

    /// The benchmark scene's text: 24 centred "Button N" labels on an 800 × 480 panel. Indexed rather
    /// than `for label in labels`, whose iterator allocates per element in unoptimised test builds.
    func drawLabels(_ font: Font, _ labels: [String], into canvas: inout Canvas) {
        for i in 0..<labels.count {
            let rect = Rect(x: Double(20 + (i % 4) * 195), y: Double(20 + (i / 4) * 75), width: 180, height: 60)
            font.draw(labels[i], in: rect, color: .white, alignment: .center, into: &canvas)
        }
    }

    @Test func drawingLabelsAfterWarmUpAllocatesNothing() throws {
        let font = try dejaVu(14)
        let labels = (1...24).map { "Button \($0)" }
        let (buffer, c) = blueBuffer(800, 480)
        var canvas = c
        drawLabels(font, labels, into: &canvas)      // warm-up: glyphs rendered and cached
        let layout = TextLayout()
        layout.layout("Wrapped label text", font: font, in: Size(width: 80, height: 60), numberOfLines: 0)
        layout.draw(in: Rect(0, 0, 80, 60), color: .white, into: &canvas)
        _ = font.measure("Button 24")

        faceplate_malloc_count_start()
        drawLabels(font, labels, into: &canvas)
        _ = font.measure("Button 24")
        layout.layout("Wrapped label text", font: font, in: Size(width: 80, height: 60), numberOfLines: 0)
        layout.draw(in: Rect(0, 0, 80, 60), color: .white, into: &canvas)
        let allocations = faceplate_malloc_count_stop()
        #expect(faceplate_malloc_counter_active() != 0)
        expectNoAllocations(allocations)
        #expect(inkBounds(buffer) != nil)

        // The counter does see allocations on this thread, so the zero above means something.
        faceplate_malloc_count_start()
        let probe = [Int](repeating: 7, count: 100 + labels.count)
        let seen = faceplate_malloc_count_stop()
        #expect(seen > 0 && probe.count == 124)
    }
}
