import Testing
@testable import FaceplateGraphics

@Suite struct RoundedRectTests {
    let red = Color(hex: 0xFF0000)

    @Test func probesInsideOutsideAndOnTheArc() {
        var (buffer, canvas) = makeCanvas(60, 50)
        canvas.fillRoundedRect(Rect(10, 10, 40, 30), radius: 8, color: red)
        #expect(buffer.color(x: 30, y: 25) == red)                       // middle
        #expect(buffer.color(x: 10, y: 25) == red)                       // straight edge, integer: fully covered
        #expect(buffer.color(x: 9, y: 25) == .white)                     // just outside
        #expect(buffer.color(x: 49, y: 25) == red && buffer.color(x: 50, y: 25) == .white)
        #expect(buffer.color(x: 10, y: 10) == .white)                    // cut-off corner
        // On the arc's diagonal: distance √(2·5.5²) − 8 = −0.222, coverage 0.722.
        #expect(channelDistance(buffer.color(x: 12, y: 12), mix(red, .white, 0.7218)) <= 2)
        // The four corners mirror each other.
        for (x, y) in [(11, 13), (12, 12), (13, 11), (14, 10)] {
            let c = buffer.color(x: x, y: y)
            #expect(buffer.color(x: 59 - x, y: y) == c && buffer.color(x: x, y: 49 - y) == c && buffer.color(x: 59 - x, y: 49 - y) == c)
        }
    }

    @Test func fractionalEdgesGetPartialCoverage() {
        var (buffer, canvas) = makeCanvas(40, 20)
        canvas.fillRoundedRect(Rect(x: 10.5, y: 5, width: 20, height: 10), radius: 0, color: .black)
        #expect(channelDistance(buffer.color(x: 10, y: 8), Color(red: 128, green: 128, blue: 128)) <= 1)
        #expect(buffer.color(x: 11, y: 8) == .black)
        #expect(channelDistance(buffer.color(x: 30, y: 8), Color(red: 128, green: 128, blue: 128)) <= 1)
        #expect(buffer.color(x: 31, y: 8) == .white && buffer.color(x: 9, y: 8) == .white)
    }

    @Test func infiniteRadiusMakesASymmetricPill() {
        var (buffer, canvas) = makeCanvas(40, 20)
        canvas.fillRoundedRect(Rect(0, 0, 40, 20), radius: .infinity, color: .black)
        #expect(buffer.color(x: 20, y: 0) == .black)                        // top of the straight part
        #expect(buffer.color(x: 0, y: 0) == .white)
        // Leftmost pixel on the axis: distance √(9.5² + 0.5²) − 10 = −0.487, coverage 0.987.
        #expect(channelDistance(buffer.color(x: 0, y: 10), mix(.black, .white, 0.987)) <= 2)
        for y in 0..<20 { for x in 0..<40 { #expect(buffer.color(x: x, y: y) == buffer.color(x: 39 - x, y: 19 - y)) } }
    }

    @Test func squareEllipseIsACircleAndWideEllipseIsSymmetric() {
        var (buffer, canvas) = makeCanvas(64, 32)
        canvas.fillEllipse(in: Rect(0, 0, 32, 32), color: .black)
        canvas.fillEllipse(in: Rect(34, 4, 28, 24), color: .black)
        #expect(buffer.color(x: 16, y: 16) == .black && buffer.color(x: 1, y: 1) == .white)
        // Circle: rotating a quarter turn maps it onto itself.
        for y in 0..<32 { for x in 0..<32 { #expect(buffer.color(x: x, y: y) == buffer.color(x: 31 - y, y: x)) } }
        #expect(buffer.color(x: 48, y: 16) == .black && buffer.color(x: 35, y: 5) == .white)
        for y in 4..<28 { for x in 34..<62 { #expect(buffer.color(x: x, y: y) == buffer.color(x: 34 + 61 - x, y: 31 - y)) } }
        // Ends of the axes are covered, the box corners are not.
        #expect(buffer.color(x: 34, y: 16) != .white && buffer.color(x: 48, y: 4) != .white)
    }

    @Test func strokeLiesInsideTheRect() {
        var (buffer, canvas) = makeCanvas(60, 50)
        canvas.strokeRoundedRect(Rect(10, 10, 40, 30), radius: 8, lineWidth: 2, color: red)
        #expect(buffer.color(x: 30, y: 10) == red && buffer.color(x: 30, y: 11) == red)
        #expect(buffer.color(x: 30, y: 12) == .white && buffer.color(x: 30, y: 9) == .white)
        #expect(buffer.color(x: 10, y: 25) == red && buffer.color(x: 11, y: 25) == red && buffer.color(x: 12, y: 25) == .white)
        #expect(buffer.color(x: 30, y: 25) == .white)
        #expect(buffer.color(x: 30, y: 39) == red && buffer.color(x: 30, y: 40) == .white)
        // Round corners: the box corner stays clear and the arc is partly covered.
        #expect(buffer.color(x: 10, y: 10) == .white)
        let arc = buffer.color(x: 12, y: 12)
        #expect(arc != .white && arc != red)
    }

    @Test func gradientInterpolatesPerRow() {
        var (buffer, canvas) = makeCanvas(10, 100)
        canvas.fillLinearGradient(Rect(0, 0, 10, 100), radius: 0, top: .black, bottom: .white)
        #expect(buffer.color(x: 5, y: 0) == Color(red: 1, green: 1, blue: 1))       // 0.005 × 255
        #expect(buffer.color(x: 5, y: 49) == Color(red: 126, green: 126, blue: 126)) // 0.495 × 255
        #expect(buffer.color(x: 5, y: 99) == Color(red: 254, green: 254, blue: 254))
        for y in 1..<100 { #expect(buffer.color(x: 3, y: y).red >= buffer.color(x: 3, y: y - 1).red) }
        for x in 0..<10 { #expect(buffer.color(x: x, y: 60) == buffer.color(x: 0, y: 60)) }
    }

    @Test func roundedGradientClipsCorners() {
        var (buffer, canvas) = makeCanvas(40, 40)
        canvas.fillLinearGradient(Rect(0, 0, 40, 40), radius: 10, top: Color(hex: 0x0000FF), bottom: Color(hex: 0x0000FF, alpha: 0))
        #expect(buffer.color(x: 0, y: 0) == .white)
        #expect(channelDistance(buffer.color(x: 20, y: 0), Color(hex: 0x0000FF)) <= 4)
        #expect(buffer.color(x: 20, y: 39).red >= 250)                              // nearly transparent at the bottom
    }
}

@Suite struct ShadowTests {
    @Test func shadowFallsOutsideTheRectAndFadesWithDistance() {
        var (buffer, canvas) = makeCanvas(80, 80)
        canvas.drawShadow(Rect(20, 20, 40, 30), radius: 6, offset: Point(x: 0, y: 3), blur: 8, color: .black)
        #expect(buffer.color(x: 40, y: 35) == .white)                   // not painted under the rect (CSS semantics)
        let near = buffer.color(x: 40, y: 51), mid = buffer.color(x: 40, y: 56), far = buffer.color(x: 40, y: 75)
        #expect(near.red < mid.red && mid.red < 255)
        #expect(far == .white)                                          // beyond offset + blur
        #expect(buffer.color(x: 40, y: 12).red > buffer.color(x: 40, y: 18).red)  // above: lighter further out
        // Mirror symmetry about the rect's vertical axis (x 20…60).
        for y in 10..<65 { for x in 10..<20 { #expect(buffer.color(x: x, y: y) == buffer.color(x: 79 - x, y: y)) } }
    }

    @Test func shadowShowsAroundTheRoundedCornersRim() {
        var (buffer, canvas) = makeCanvas(80, 80)
        canvas.drawShadow(Rect(20, 20, 40, 30), radius: 6, offset: .zero, blur: 8, color: .black)
        // (20,20) is outside the corner arc: full shadow. (21,21) is 14 % covered by the shape: shadow
        // faded a little, not removed. (22,22) is well inside: untouched.
        let corner = buffer.color(x: 20, y: 20).red, rim = buffer.color(x: 21, y: 21).red
        #expect(corner < 255 && rim < 255)
        #expect(buffer.color(x: 23, y: 23) == .white)
    }

    @Test func translucentShadowIsProportionallyLighter() {
        var (a, ca) = makeCanvas(80, 80)
        var (b, cb) = makeCanvas(80, 80)
        ca.drawShadow(Rect(20, 20, 40, 30), radius: 6, offset: .zero, blur: 6, color: .black)
        cb.drawShadow(Rect(20, 20, 40, 30), radius: 6, offset: .zero, blur: 6, color: Color(hex: 0, alpha: 128))
        let da = 255 - Int(a.color(x: 40, y: 51).red), db = 255 - Int(b.color(x: 40, y: 51).red)
        #expect(da > 10)
        #expect(abs(da - 2 * db) <= 3)
    }

    @Test func masksAreCachedPerRadiusAndBlur() {
        var (_, canvas) = makeCanvas(200, 100)
        canvas.drawShadow(Rect(10, 10, 60, 40), radius: 8, offset: .zero, blur: 8, color: .black)
        canvas.drawShadow(Rect(100, 10, 90, 70), radius: 8, offset: .zero, blur: 8, color: .black)   // other size, same tile
        #expect(canvas.shadowCache.builds == 1 && canvas.shadowCache.hits == 1)
        canvas.drawShadow(Rect(10, 60, 60, 30), radius: 4, offset: .zero, blur: 8, color: .black)
        #expect(canvas.shadowCache.builds == 2)
    }

    @Test func fullCacheEvictsAndCountsInsteadOfFailing() {
        let cache = ShadowCache(capacity: 3000, maxEntries: 2, maxTileSide: 64)
        let buffer = PixelBuffer(width: 120, height: 60, format: .xrgb8888)
        var canvas = Canvas(buffer: buffer, shadowCache: cache)
        canvas.fill(Rect(0, 0, 120, 60), color: .white)
        for blur in [4.0, 6, 8, 10, 4] {
            canvas.drawShadow(Rect(40, 15, 40, 30), radius: 5, offset: .zero, blur: blur, color: .black)
        }
        #expect(cache.evictions >= 3)
        #expect(cache.entryCount <= 2)
        #expect(cache.builds == 5)                 // the last blur 4 was evicted and rebuilt
        #expect(buffer.color(x: 60, y: 46).red < 255)
    }

    @Test func oversizedShadowIsSkippedAndCounted() {
        let cache = ShadowCache(capacity: 4096, maxEntries: 4, maxTileSide: 16)
        var (buffer, canvas) = makeCanvas(100, 100)
        canvas = Canvas(buffer: buffer, shadowCache: cache)
        canvas.drawShadow(Rect(30, 30, 40, 40), radius: 4, offset: .zero, blur: 20, color: .black)
        #expect(cache.oversized == 1)
        #expect(buffer.color(x: 50, y: 72) == .white)
    }

    @Test func evictedMasksAreRebuiltIdentically() {
        let small = ShadowCache(capacity: 2000, maxEntries: 1, maxTileSide: 64)
        var (a, ca) = makeCanvas(60, 60)
        ca = Canvas(buffer: a, shadowCache: small)
        ca.drawShadow(Rect(10, 10, 40, 30), radius: 6, offset: .zero, blur: 5, color: .black)
        ca.drawShadow(Rect(10, 10, 40, 30), radius: 2, offset: .zero, blur: 3, color: .black)   // evicts the first
        var (b, cb) = makeCanvas(60, 60)
        cb.drawShadow(Rect(10, 10, 40, 30), radius: 6, offset: .zero, blur: 5, color: .black)
        _ = cb
        ca.fill(Rect(0, 0, 60, 60), color: .white)
        ca.drawShadow(Rect(10, 10, 40, 30), radius: 6, offset: .zero, blur: 5, color: .black)
        #expect(small.evictions >= 1)
        for y in 0..<60 { for x in 0..<60 { #expect(a.color(x: x, y: y) == b.color(x: x, y: y)) } }
    }
}

@Suite struct ImageTests {
    @Test func oneToOneBlitCopiesOpaquePixelsAndBlendsTranslucentOnes() {
        var img = Image(width: 2, height: 1)
        img.setColor(Color(hex: 0x123456), x: 0, y: 0)
        img.setColor(Color(hex: 0x00FF00, alpha: 128), x: 1, y: 0)
        #expect(Array(img.pixels[4..<8]) == [0, 128, 0, 128])            // premultiplied
        var (buffer, canvas) = makeCanvas(4, 2)
        canvas.drawImage(img, in: Rect(1, 1, 2, 1))
        #expect(buffer.color(x: 1, y: 1) == Color(hex: 0x123456))
        #expect(channelDistance(buffer.color(x: 2, y: 1), Color(red: 127, green: 255, blue: 127)) <= 1)
        #expect(buffer.color(x: 0, y: 1) == .white && buffer.color(x: 3, y: 1) == .white && buffer.color(x: 1, y: 0) == .white)
    }

    @Test func scalingPicksNearestPixels() {
        var img = Image(width: 2, height: 2)
        let colors = [Color(hex: 0xFF0000), Color(hex: 0x00FF00), Color(hex: 0x0000FF), Color(hex: 0x000000)]
        for i in 0..<4 { img.setColor(colors[i], x: i % 2, y: i / 2) }
        var (buffer, canvas) = makeCanvas(6, 6)
        canvas.translate(dx: 1, dy: 1)
        canvas.drawImage(img, in: Rect(0, 0, 4, 4))
        for y in 0..<4 { for x in 0..<4 { #expect(buffer.color(x: x + 1, y: y + 1) == colors[(y / 2) * 2 + x / 2]) } }
        #expect(buffer.color(x: 0, y: 0) == .white && buffer.color(x: 5, y: 5) == .white)
    }

    @Test func globalAlphaFadesImages() {
        var img = Image(width: 1, height: 1)
        img.setColor(Color(hex: 0xFF0000), x: 0, y: 0)
        var (buffer, canvas) = makeCanvas(2, 2)
        canvas.alpha = 0.5
        canvas.drawImage(img, in: Rect(0, 0, 2, 2))
        #expect(channelDistance(buffer.color(x: 1, y: 1), Color(red: 255, green: 128, blue: 128)) <= 1)
    }

    @Test func snapshotReadsPanelPixels() {
        var (buffer, canvas) = makeCanvas(3, 2, format: .rgb565)
        canvas.fill(Rect(2, 1, 1, 1), color: Color(hex: 0xFF0000))
        let snap = Image(snapshotOf: buffer)
        #expect(snap.width == 3 && snap.height == 2)
        #expect(snap.color(x: 2, y: 1) == Color(hex: 0xFF0000) && snap.color(x: 0, y: 0) == .white)
    }
}
