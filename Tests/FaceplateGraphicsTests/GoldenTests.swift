import Foundation
import Glibc
import Testing
import FaceplateGraphics
import FaceplateTestSupport

/// Small reference pictures, checked by eye when recorded, pinned here against regressions.
@Suite struct GoldenTests {
    static func controls(_ canvas: inout Canvas) {
        canvas.fill(Rect(0, 0, 200, 120), color: Color(hex: 0xF2F2F7))
        canvas.drawShadow(Rect(16, 14, 96, 48), radius: 10, offset: Point(x: 0, y: 3), blur: 9, color: Color(hex: 0, alpha: 70))
        canvas.fillRoundedRect(Rect(16, 14, 96, 48), radius: 10, color: Color(hex: 0x007AFF))
        canvas.fillRoundedRect(Rect(40, 34, 48, 8), radius: 4, color: Color(hex: 0xFFFFFF, alpha: 220))
        canvas.fillRoundedRect(Rect(128, 22, 51, 31), radius: .infinity, color: Color(hex: 0x34C759))
        canvas.drawShadow(Rect(150, 24, 27, 27), radius: .infinity, offset: Point(x: 0, y: 2), blur: 4, color: Color(hex: 0, alpha: 60))
        canvas.fillEllipse(in: Rect(150, 24, 27, 27), color: .white)
        canvas.fillRoundedRect(Rect(16, 88, 168, 4), radius: 2, color: Color(hex: 0xD1D1D6))
        canvas.fillRoundedRect(Rect(16, 88, 100, 4), radius: 2, color: Color(hex: 0x007AFF))
        canvas.drawShadow(Rect(103, 76, 28, 28), radius: 14, offset: Point(x: 0, y: 2), blur: 6, color: Color(hex: 0, alpha: 60))
        canvas.fillEllipse(in: Rect(103, 76, 28, 28), color: .white)
    }

    static func panels(_ canvas: inout Canvas) {
        canvas.fill(Rect(0, 0, 200, 120), color: .white)
        canvas.fillLinearGradient(Rect(10, 10, 85, 100), radius: 12, top: Color(hex: 0xFFCC00), bottom: Color(hex: 0xFF2D55))
        canvas.strokeRoundedRect(Rect(105, 10, 85, 48), radius: 12, lineWidth: 3, color: Color(hex: 0x5856D6))
        canvas.strokeRoundedRect(Rect(x: 105.5, y: 64.5, width: 85, height: 45), radius: 22.5, lineWidth: 1.5, color: .black)
        canvas.save()
        canvas.alpha = 0.5
        canvas.fillEllipse(in: Rect(120, 30, 60, 60), color: Color(hex: 0x00C7BE))
        canvas.restore()
    }

    /// A thermostat dial's ring with a round-capped arc over its track, two stars (non-zero and even-odd)
    /// and a dashed rounded rectangle: paths filled and stroked.
    static func paths(_ canvas: inout Canvas) {
        canvas.fill(Rect(0, 0, 200, 120), color: Color(hex: 0xF2F2F7))
        let track = BezierPath(arcCenter: Point(x: 55, y: 60), radius: 40, startAngle: 0.75 * Double.pi, endAngle: 0.25 * Double.pi, clockwise: true)
        track.lineWidth = 10; track.lineCapStyle = .round
        canvas.stroke(track, color: Color(hex: 0xD1D1D6))
        let value = BezierPath(arcCenter: Point(x: 55, y: 60), radius: 40, startAngle: 0.75 * Double.pi, endAngle: 1.6 * Double.pi, clockwise: true)
        value.lineWidth = 10; value.lineCapStyle = .round
        canvas.stroke(value, color: Color(hex: 0xFF9500))
        canvas.fill(BezierPath(ovalIn: Rect(x: 55 + 40 * cos(1.6 * Double.pi) - 7, y: 60 + 40 * sin(1.6 * Double.pi) - 7, width: 14, height: 14)), color: .white)
        for (i, evenOdd) in [false, true].enumerated() {
            let star = BezierPath()
            for k in 0..<5 {
                let a = Double(k * 4) * Double.pi / 5
                let p = Point(x: 128 + Double(i) * 46 + 20 * sin(a), y: 34 - 20 * cos(a))
                if k == 0 { star.move(to: p) } else { star.addLine(to: p) }
            }
            star.close()
            star.usesEvenOddFillRule = evenOdd
            canvas.fill(star, color: Color(hex: 0x5856D6))
            star.lineWidth = 1.5; star.lineJoinStyle = .bevel
            canvas.stroke(star, color: Color(hex: 0x1C1C1E))
        }
        let dashed = BezierPath(roundedRect: Rect(x: 110.5, y: 66.5, width: 80, height: 42), cornerRadius: 12)
        dashed.lineWidth = 3; dashed.lineCapStyle = .round
        dashed.setLineDash([8, 6], phase: 0)
        canvas.stroke(dashed, color: Color(hex: 0x34C759))
    }

    @Test(arguments: PixelFormat.allCases) func pathsMatchGolden(format: PixelFormat) {
        var (buffer, canvas) = makeCanvas(200, 120, format: format)
        GoldenTests.paths(&canvas)
        assertMatchesGolden(buffer, named: "graphics-paths-\(format.rawValue)")
    }

    @Test func controlsMatchGolden() {
        var (buffer, canvas) = makeCanvas(200, 120)
        GoldenTests.controls(&canvas)
        assertMatchesGolden(buffer, named: "graphics-controls")
    }

    @Test func panelsMatchGolden() {
        var (buffer, canvas) = makeCanvas(200, 120)
        GoldenTests.panels(&canvas)
        assertMatchesGolden(buffer, named: "graphics-panels")
    }

    /// The same picture on a panel mounted at 90°: the golden is what the panel scans out, sideways.
    @Test func rotatedControlsMatchGolden() {
        var (buffer, canvas) = makeCanvas(200, 120, rotation: .degrees90)
        GoldenTests.controls(&canvas)
        assertMatchesGolden(buffer, named: "graphics-controls-panel90")
    }

    @Test func rgb565ControlsMatchGolden() {
        var (buffer, canvas) = makeCanvas(200, 120, format: .rgb565)
        GoldenTests.controls(&canvas)
        assertMatchesGolden(buffer, named: "graphics-controls-rgb565")
    }

    @Test func comparisonFailsOnChangedPixelsAndWritesEvidence() throws {
        defer {
            for suffix in ["actual", "diff"] { try? FileManager.default.removeItem(atPath: goldensDirectory + "/graphics-controls.\(suffix).png") }
        }
        var (buffer, canvas) = makeCanvas(200, 120)
        GoldenTests.controls(&canvas)
        canvas.fill(Rect(0, 0, 5, 5), color: .black)
        let result = compareWithGolden(Image(snapshotOf: buffer), named: "graphics-controls", record: false)
        guard case .mismatch(let message) = result else { Issue.record("expected a mismatch, got \(result)"); return }
        #expect(message.contains("25 pixels differ"))
        #expect(message.contains("graphics-controls.actual.png") && message.contains("graphics-controls.diff.png"))
        #expect(FileManager.default.fileExists(atPath: goldensDirectory + "/graphics-controls.diff.png"))
        #expect(compareWithGolden(Image(snapshotOf: buffer), named: "graphics-controls", maxDifferingPixels: 25, record: false) == .matches)
        #expect(compareWithGolden(Image(snapshotOf: buffer), named: "no-such-golden", record: false)
                == .missing(path: goldensDirectory + "/no-such-golden.png"))
    }
}
