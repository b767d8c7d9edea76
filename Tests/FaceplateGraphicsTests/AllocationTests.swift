import Glibc
import Testing
import CMallocCounter
import FaceplateAllocationTesting
import FaceplateGraphics

@Suite struct AllocationTests {
    func frame(_ canvas: inout Canvas, _ label: UnsafePointer<UInt8>) {
        canvas.reset()
        canvas.fill(Rect(0, 0, 800, 480), color: Color(hex: 0xF2F2F7))
        for i in 0..<24 {
            canvas.save()
            canvas.translate(dx: Double(11 + (i % 6) * 131), dy: Double(14 + (i / 6) * 100))
            canvas.alpha = i == 3 ? 0.5 : 1
            canvas.drawShadow(Rect(0, 0, 120, 90), radius: 8, offset: Point(x: 0, y: 2), blur: 9, color: Color(hex: 0, alpha: 51))
            canvas.fillRoundedRect(Rect(0, 0, 120, 90), radius: 8, color: .white)
            canvas.strokeRoundedRect(Rect(0, 0, 120, 90), radius: 8, lineWidth: 1, color: Color(hex: 0xC7C7CC))
            canvas.fillLinearGradient(Rect(10, 60, 100, 20), radius: 4, top: .white, bottom: Color(hex: 0xE5E5EA))
            canvas.drawCoverage(label, width: 16, height: 16, pitch: 16, x: 50, y: 30, color: Color(hex: 0x007AFF))
            canvas.restore()
        }
        canvas.fillEllipse(in: Rect(300, 420, 40, 28), color: .black)
    }

    @Test(arguments: PixelFormat.allCases) func steadyStateFrameAllocatesNothing(format: PixelFormat) {
        let buffer = PixelBuffer(width: 800, height: 480, format: format)
        var canvas = Canvas(buffer: buffer)
        let label = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        defer { label.deallocate() }
        for i in 0..<256 { label[i] = UInt8(i) }
        frame(&canvas, label)                          // warm: builds the shadow mask and blend tables
        faceplate_malloc_count_start()
        frame(&canvas, label)
        let count = faceplate_malloc_count_stop()
        #expect(faceplate_malloc_counter_active() != 0, "the malloc interposer is not linked")
        expectNoAllocations(count)
        #expect(canvas.shadowCache.builds == 1)
    }

    @Test func counterSeesAllocations() {
        // The zero above means something only if the counter can count.
        faceplate_malloc_count_start()
        let b = PixelBuffer(width: 8, height: 8, format: .xrgb8888)
        let count = faceplate_malloc_count_stop()
        #expect(count >= 1)
        _ = b
    }
}

@Suite struct PathAllocationTests {
    static func draw(_ canvas: inout Canvas, _ paths: [BezierPath]) {
        canvas.fill(paths[0], color: Color(hex: 0x007AFF))
        canvas.fill(paths[1], color: Color(hex: 0xFF9500, alpha: 200))
        canvas.stroke(paths[2], color: Color(hex: 0x34C759))
        canvas.stroke(paths[3], color: .black)
    }

    /// Drawing paths of sizes seen before reuses the rasteriser's storage: nothing is allocated.
    @Test(arguments: PixelFormat.allCases) func redrawingPathsAllocatesNothing(format: PixelFormat) {
        let buffer = PixelBuffer(width: 320, height: 240, format: format)
        var canvas = Canvas(buffer: buffer, transform: DisplayTransform(panelWidth: 320, panelHeight: 240, rotation: .degrees90))
        let star = BezierPath()
        for i in 0..<5 {
            let a = Double(i * 4) * Double.pi / 5
            let p = Point(x: 120 + 90 * sin(a), y: 160 - 90 * cos(a))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.close()
        let ring = BezierPath(arcCenter: Point(x: 120, y: 160), radius: 70, startAngle: 0.75 * Double.pi, endAngle: 0.25 * Double.pi, clockwise: true)
        ring.lineWidth = 14; ring.lineCapStyle = .round
        let dashed = BezierPath(roundedRect: Rect(20, 20, 200, 120), cornerRadius: 18)
        dashed.lineWidth = 3; dashed.setLineDash([10, 6], phase: 0); dashed.lineJoinStyle = .round
        let paths = [BezierPath(ovalIn: Rect(10, 30, 220, 180)), star, ring, dashed]
        PathAllocationTests.draw(&canvas, paths)                      // warm: the rasteriser's storage grows
        faceplate_malloc_count_start()
        PathAllocationTests.draw(&canvas, paths)
        let count = faceplate_malloc_count_stop()
        expectNoAllocations(count)
    }
}

@Suite struct DamageHistoryAllocationTests {
    /// The history's frames must not share storage: if they did, each of the first `depth` pushes
    /// would copy it, and a compositor's second and third frames would allocate.
    @Test func everyPushAllocatesNothingFromTheFirst() {
        let screen = PixelRect(x: 0, y: 0, width: 800, height: 480)
        var damage = DirtyRegion(bounds: screen)
        damage.add(PixelRect(x: 10, y: 10, width: 50, height: 50))
        // Warm the runtime's generic metadata caches (first use in the process) on another history.
        var warm = DamageHistory(depth: 3, bounds: screen)
        var w = 0
        while w < 4 { warm.push(damage); w += 1 }
        var history = DamageHistory(depth: 3, bounds: screen)
        faceplate_malloc_count_start()
        var i = 0
        while i < 5 { history.push(damage); i += 1 }
        let allocations = faceplate_malloc_count_stop()
        expectNoAllocations(allocations)
        #expect(history.repaintRegion(current: damage, age: 2).area == 2500)
    }
}
