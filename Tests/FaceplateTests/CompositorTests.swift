import Testing
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate

@MainActor struct CompositorFixture {
    let driver = TestDriver(size: Size(200, 100))
    let back = View(frame: Rect(10, 10, 100, 60))
    let front = View(frame: Rect(60, 30, 100, 60))
    let compositor: Compositor

    init(rotation: Rotation = .degrees0) {
        driver.window.backgroundColor = .white
        back.backgroundColor = Color(hex: 0xFF0000)
        front.backgroundColor = Color(hex: 0x0000FF)
        driver.window.addSubview(back)
        driver.window.addSubview(front)
        let t = rotation.swapsAxes ? DisplayTransform(panelWidth: 100, panelHeight: 200, rotation: rotation)
                                   : DisplayTransform(panelWidth: 200, panelHeight: 100, rotation: rotation)
        compositor = Compositor(window: driver.window, transform: t)
    }

    func buffer(_ format: PixelFormat = .xrgb8888) -> PixelBuffer {
        PixelBuffer(width: compositor.transform.panelWidth, height: compositor.transform.panelHeight, format: format)
    }
}

@Suite @MainActor struct CompositorTests {
    @Test func drawsBackToFrontWithAlphaAndHiddenViews() {
        let f = CompositorFixture()
        let b = f.buffer()
        f.compositor.render(into: b, age: 0)
        #expect(b.color(x: 5, y: 5) == .white)
        #expect(b.color(x: 20, y: 20) == Color(hex: 0xFF0000))
        #expect(b.color(x: 80, y: 50) == Color(hex: 0x0000FF))          // front covers back
        f.front.alpha = 0.5
        f.compositor.render(into: b, age: 1)
        let mixed = b.color(x: 80, y: 50)
        #expect(mixed.red > 100 && mixed.red < 150 && mixed.blue > 100 && mixed.blue < 150)
        f.front.isHidden = true
        f.compositor.render(into: b, age: 1)
        #expect(b.color(x: 80, y: 50) == Color(hex: 0xFF0000))
        #expect(b.color(x: 150, y: 80) == .white)
    }

    @Test func clipsToBoundsClipsSubviews() {
        let f = CompositorFixture()
        let child = View(frame: Rect(50, 0, 100, 20))
        child.backgroundColor = Color(hex: 0x00FF00)
        f.back.addSubview(child)
        let b = f.buffer()
        f.compositor.render(into: b, age: 0)
        #expect(b.color(x: 130, y: 15) == Color(hex: 0x00FF00) || b.color(x: 130, y: 15) == Color(hex: 0x0000FF))
        f.back.clipsToBounds = true
        f.front.isHidden = true
        f.compositor.render(into: b, age: 1)
        #expect(b.color(x: 130, y: 15) == .white)                     // outside back: clipped
        #expect(b.color(x: 100, y: 15) == Color(hex: 0x00FF00))       // inside back
    }

    @Test func repaintsOnlyTheDamage() {
        let f = CompositorFixture()
        let b = f.buffer()
        f.compositor.render(into: b, age: 0)
        #expect(!f.compositor.needsDisplay)
        b.setPixel(x: 190, y: 95, 0x00_12_34_56)                        // a marker nothing should repaint
        f.back.backgroundColor = Color(hex: 0x00FF00)
        #expect(f.compositor.needsDisplay)
        let region = f.compositor.render(into: b, age: 1)
        #expect(region.boundingBox == PixelRect(x: 10, y: 10, width: 100, height: 60))
        #expect(b.pixel(x: 190, y: 95) == 0x00_12_34_56)
        #expect(b.color(x: 20, y: 20) == Color(hex: 0x00FF00))
        #expect(b.color(x: 80, y: 50) == Color(hex: 0x0000FF))         // the front view was redrawn over it
    }

    @Test func bufferAgeBringsAnOlderBufferUpToDate() {
        let f = CompositorFixture()
        let a = f.buffer(), b = f.buffer(), reference = f.buffer()
        f.compositor.render(into: a, age: 0)
        f.compositor.render(into: b, age: 0)
        f.back.backgroundColor = Color(hex: 0x00FF00)
        f.compositor.render(into: a, age: 2)           // a was shown two frames ago
        f.front.center = Point(x: 150, y: 70)
        f.compositor.render(into: b, age: 2)           // b missed the colour change: it must catch up
        let full = Compositor(window: f.driver.window, transform: f.compositor.transform)
        full.render(into: reference, age: 0)
        var differing = 0
        for y in 0..<100 { for x in 0..<200 where b.pixel(x: x, y: y) != reference.pixel(x: x, y: y) { differing += 1 } }
        #expect(differing == 0)
    }

    @Test(arguments: [Rotation.degrees90, .degrees180, .degrees270])
    func rotatedRenderIsTheUprightRenderTurned(rotation: Rotation) {
        let upright = CompositorFixture(), turned = CompositorFixture(rotation: rotation)
        let u = upright.buffer(), t = turned.buffer()
        upright.compositor.render(into: u, age: 0)
        turned.compositor.render(into: t, age: 0)
        var differing = 0
        for y in 0..<100 {
            for x in 0..<200 {
                let p = turned.compositor.transform.panelPoint(fromLogical: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                if t.pixel(x: Int(p.x), y: Int(p.y)) != u.pixel(x: x, y: y) { differing += 1 }
            }
        }
        #expect(differing == 0)
    }

    @Test func aWarmFrameAllocatesNothing() {
        let f = CompositorFixture()
        let b = f.buffer()
        f.compositor.render(into: b, age: 0)
        f.back.backgroundColor = Color(hex: 0x00FF00)
        f.compositor.render(into: b, age: 1)
        faceplate_malloc_count_start()
        f.back.backgroundColor = Color(hex: 0x0000FF)
        f.front.center = Point(x: 120, y: 60)
        f.compositor.render(into: b, age: 1)
        f.compositor.render(into: b, age: 0)
        expectNoAllocations(faceplate_malloc_count_stop())
    }
}
