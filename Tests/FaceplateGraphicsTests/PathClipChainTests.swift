import Testing
@testable import FaceplateGraphics

/// Outline that stays on one side outside the clip is kept only as its chord: a dial's step repaints a
/// small rectangle of a long stroked arc, and the rest of the arc must neither cost edges nor change a
/// pixel inside the rectangle.
@Suite struct PathClipChainTests {
    /// A 270° ring of radius 100, 12 wide, as a dial strokes it, on a 240 × 240 surface.
    static func ring() -> BezierPath {
        let path = BezierPath()
        path.addArc(withCenter: Point(x: 120.3, y: 119.6), radius: 100, startAngle: 0.75 * Double.pi,
                    endAngle: 2.25 * Double.pi, clockwise: true)
        path.lineWidth = 12; path.lineCapStyle = .round
        return path
    }

    /// Small clips on the ring and across it: the same coverage as the whole surface's, to rounding.
    @Test(arguments: [PixelRect(x: 196, y: 100, width: 30, height: 24), PixelRect(x: 10, y: 150, width: 40, height: 40),
                      PixelRect(x: 100, y: 10, width: 36, height: 18), PixelRect(x: 0, y: 112, width: 240, height: 6)])
    func clippedRingCoverageIsUnchanged(clip: PixelRect) {
        let path = PathClipChainTests.ring(), n = 240
        let full = pathCoverage(path, stroke: true, width: n, height: n)
        let clipped = pathCoverage(path, stroke: true, width: n, height: n, clip: clip)
        var worst = 0.0, covered = 0.0
        for y in clip.y..<clip.maxY {
            for x in clip.x..<clip.maxX {
                worst = max(worst, abs(clipped[y * n + x] - full[y * n + x])); covered += full[y * n + x]
            }
        }
        #expect(worst < 1e-9)
        #expect(covered > 10, "the ring passes through the clip")
    }

    /// Clipped to a rectangle on the ring's right, the arc's left side, which crosses the clip's rows,
    /// reaches the rasteriser as a few chords, not as every offset segment crossing those rows.
    @Test func outlineOutsideTheClipCostsFewEdges() {
        let rasterizer = PathRasterizer()
        rasterizer.begin(clip: PixelRect(x: 196, y: 100, width: 30, height: 24))
        rasterizer.addStroke(PathClipChainTests.ring(), dx: 0, dy: 0, tolerance: Canvas.pathTolerance)
        var grid = CoverageGrid(width: 240, height: 240)
        rasterizer.render(evenOdd: false, into: &grid)
        #expect(rasterizer.edgeCount < 40, "\(rasterizer.edgeCount) edges")
    }

    /// A filled outline whose left part zigzags down left of the clip, across all its rows: the zigzag
    /// is one chord, and the clip is covered from its left side to the outline's right side.
    @Test func zigzagLeftOfTheClipIsOneEdge() {
        let rasterizer = PathRasterizer(), clip = PixelRect(x: 50, y: 50, width: 40, height: 40)
        rasterizer.begin(clip: clip)
        var x = 80.0, y = 30.0
        func line(_ nx: Double, _ ny: Double) { rasterizer.addEdge(x, y, nx, ny); x = nx; y = ny }
        line(80.5, 110)                                           // down through the clip
        line(20, 110)                                             // below it
        var k = 0
        while y > 30 { line(k % 2 == 0 ? 12 : 44, y - 2); k += 1 } // up, left of it
        line(80, 30)                                              // above it, back to the start
        var grid = CoverageGrid(width: 120, height: 120)
        rasterizer.render(evenOdd: false, into: &grid)
        #expect(rasterizer.edgeCount == 2, "\(rasterizer.edgeCount) edges")
        var worst = 0.0
        for row in clip.y..<clip.maxY {
            // The right side runs from x 80 at y 30 to 80.5 at y 110: the row's mean x of it.
            let right = 80 + 0.5 * (Double(row) + 0.5 - 30) / 80
            for col in clip.x..<clip.maxX {
                let expected = Swift.min(Swift.max(right - Double(col), 0), 1)
                worst = max(worst, abs(grid.values[row * 120 + col] - expected))
            }
        }
        #expect(worst < 1e-9)
    }
}
