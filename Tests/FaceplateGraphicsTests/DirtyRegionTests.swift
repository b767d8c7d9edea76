import Testing
import FaceplateGraphics

@Suite struct DirtyRegionTests {
    let screen = PixelRect(x: 0, y: 0, width: 800, height: 480)

    @Test func clipsDropsCoveredAndKeepsApartRects() {
        var r = DirtyRegion(capacity: 4, bounds: screen)
        r.add(PixelRect(x: -10, y: -10, width: 20, height: 20))
        #expect(r.rects == [PixelRect(x: 0, y: 0, width: 10, height: 10)])
        r.add(PixelRect(x: 2, y: 2, width: 3, height: 3))                 // covered
        #expect(r.rects.count == 1)
        r.add(PixelRect(x: 500, y: 300, width: 10, height: 10))           // far apart: kept separate
        #expect(r.rects.count == 2 && r.area == 200)
        r.add(PixelRect(x: 900, y: 900, width: 10, height: 10))           // off screen
        #expect(r.rects.count == 2)
    }

    @Test func mergesWhenTheBoxWastesLittle() {
        var r = DirtyRegion(capacity: 4, bounds: screen)
        r.add(PixelRect(x: 0, y: 0, width: 100, height: 50))
        r.add(PixelRect(x: 100, y: 0, width: 100, height: 50))            // adjacent: no waste
        #expect(r.rects == [PixelRect(x: 0, y: 0, width: 200, height: 50)])
        r.add(PixelRect(x: 0, y: 100, width: 10, height: 10))             // would waste a lot: separate
        #expect(r.rects.count == 2)
    }

    @Test func overflowFoldsIntoOneBoundingBox() {
        var r = DirtyRegion(capacity: 3, bounds: screen)
        for i in 0..<4 { r.add(PixelRect(x: i * 200, y: i * 100, width: 10, height: 10)) }
        #expect(r.overflowCount == 1)
        #expect(r.rects == [PixelRect(x: 0, y: 0, width: 610, height: 310)])
    }

    @Test func bufferAgeAddsTheFramesInBetween() {
        var history = DamageHistory(depth: 3, bounds: screen)
        var f1 = DirtyRegion(bounds: screen); f1.add(PixelRect(x: 0, y: 0, width: 10, height: 10))
        var f2 = DirtyRegion(bounds: screen); f2.add(PixelRect(x: 100, y: 100, width: 10, height: 10))
        history.push(f1); history.push(f2)
        var now = DirtyRegion(bounds: screen); now.add(PixelRect(x: 300, y: 300, width: 10, height: 10))
        #expect(history.repaintRegion(current: now, age: 1).rects.count == 1)      // shown last frame
        #expect(history.repaintRegion(current: now, age: 2).area == 200)           // + f2
        #expect(history.repaintRegion(current: now, age: 3).area == 300)           // + f2 + f1
        #expect(history.repaintRegion(current: now, age: 0).rects == [screen])     // unknown: all
        #expect(history.repaintRegion(current: now, age: 9).rects == [screen])     // too old: all
    }
}
