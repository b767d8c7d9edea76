import Glibc
import Testing
@testable import FaceplateGraphics

/// UIBezierPath's API: construction, hit testing, bounds, dash settings, drawing through a canvas.
@Suite struct BezierPathTests {
    static func star(evenOdd: Bool) -> BezierPath {
        let path = BezierPath()
        for i in 0..<5 {
            let a = Double(i * 4) * Double.pi / 5
            let p = Point(x: 50 + 40 * sin(a), y: 50 - 40 * cos(a))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.close()
        path.usesEvenOddFillRule = evenOdd
        return path
    }

    @Test func containsFollowsTheFillRule() {
        let nonZero = BezierPathTests.star(evenOdd: false), evenOdd = BezierPathTests.star(evenOdd: true)
        let centre = Point(x: 50, y: 50), arm = Point(x: 50, y: 15), outside = Point(x: 5, y: 5)
        #expect(nonZero.contains(centre))
        #expect(!evenOdd.contains(centre))
        #expect(nonZero.contains(arm) && evenOdd.contains(arm))
        #expect(!nonZero.contains(outside) && !evenOdd.contains(outside))
    }

    @Test func containsOnCurvesAndOpenPaths() {
        let circle = BezierPath(ovalIn: Rect(0, 0, 100, 100))
        #expect(circle.contains(Point(x: 50, y: 1)))
        #expect(!circle.contains(Point(x: 14, y: 14)))          // outside the circle, inside its box
        #expect(circle.contains(Point(x: 15, y: 15)))
        // An open path is closed for hit testing, as for filling.
        let open = BezierPath()
        open.move(to: Point(x: 0, y: 0)); open.addLine(to: Point(x: 100, y: 0)); open.addLine(to: Point(x: 100, y: 100))
        #expect(open.contains(Point(x: 90, y: 10)))
        #expect(!open.contains(Point(x: 10, y: 90)))
        #expect(!open.contains(Point(x: .nan, y: 10)))
    }

    @Test func boundsFollowTheCurveNotItsControlPoints() {
        let path = BezierPath()
        path.move(to: Point(x: 0, y: 0))
        path.addQuadCurve(to: Point(x: 100, y: 0), controlPoint: Point(x: 50, y: 100))
        let b = path.bounds
        #expect(abs(b.maxY - 50) < 0.05 && b.minX == 0 && b.maxX == 100)
        let oval = BezierPath(ovalIn: Rect(x: 10, y: 20, width: 30, height: 40)).bounds
        #expect(abs(oval.minX - 10) < 0.01 && abs(oval.maxY - 60) < 0.01)
        #expect(BezierPath().bounds == .zero)
    }

    @Test func arcsGoClockwiseOnScreenWhenAsked() {
        // Clockwise on screen from 0 to ½π passes below the centre (y grows downwards).
        let cw = BezierPath(arcCenter: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: Double.pi / 2, clockwise: true)
        #expect(cw.bounds.minY > -0.01 && cw.bounds.minX > -0.01)
        #expect(abs(cw.currentPoint!.y - 10) < 1e-9)
        let ccw = BezierPath(arcCenter: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: Double.pi / 2, clockwise: false)
        #expect(ccw.bounds.minY < -9.9 && ccw.bounds.minX < -9.9)
        // A sweep beyond a full turn is the whole circle.
        let full = BezierPath(arcCenter: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: 7, clockwise: true)
        #expect(abs(full.bounds.width - 20) < 0.01)
    }

    @Test func roundedRectClampsItsRadiusAndRoundsOnlyTheCornersAsked() {
        let pill = BezierPath(roundedRect: Rect(0, 0, 100, 20), cornerRadius: 50)
        #expect(!pill.contains(Point(x: 1, y: 1)) && pill.contains(Point(x: 10, y: 1.5)))
        let one = BezierPath(roundedRect: Rect(0, 0, 100, 100), byRoundingCorners: .topRight, cornerRadii: Size(width: 30, height: 30))
        #expect(one.contains(Point(x: 1, y: 1)) && !one.contains(Point(x: 99, y: 1)) && one.contains(Point(x: 99, y: 99)))
    }

    @Test func lineDashValidation() {
        let path = BezierPath()
        path.setLineDash([4, 2], phase: 1)
        #expect(path.dashPattern == [4, 2] && path.dashPhase == 1)
        path.setLineDash([4, -2])
        #expect(path.dashPattern.isEmpty)
        path.setLineDash([0, 0])
        #expect(path.dashPattern.isEmpty)
        let lengths: [Double] = [3, 1, 2]
        lengths.withUnsafeBufferPointer { path.setLineDash($0.baseAddress, count: 3, phase: .nan) }
        #expect(path.dashPattern == [3, 1, 2] && path.dashPhase == 0)
        path.setLineDash(nil, count: 0, phase: 0)
        #expect(path.dashPattern.isEmpty)
    }

    @Test func closeThenLineStartsAtTheSubpathStart() {
        let path = BezierPath()
        path.move(to: Point(x: 10, y: 10)); path.addLine(to: Point(x: 20, y: 10)); path.close()
        #expect(path.currentPoint == Point(x: 10, y: 10))
        path.addLine(to: Point(x: 10, y: 30))
        #expect(abs(path.bounds.height - 20) < 1e-9)
        path.removeAllPoints()
        #expect(path.isEmpty && path.currentPoint == nil)
    }

    /// The pixels a canvas writes are the coverage, blended: white on black equals the coverage × 255.
    @Test(arguments: PixelFormat.allCases) func canvasBlendsTheCoverage(format: PixelFormat) {
        let path = BezierPath(ovalIn: Rect(x: 5.3, y: 4.1, width: 37.4, height: 39.2))
        let coverage = pathCoverage(path, stroke: false, width: 48, height: 48)
        var (_, canvas) = makeCanvas(48, 48, format: format, background: .black)
        canvas.fill(path, color: .white)
        let step = format == .xrgb8888 ? 1 : 9          // 5-bit red: a step of 255/31, rounded each way
        var worst = 0
        for y in 0..<48 { for x in 0..<48 {
            worst = max(worst, abs(Int(logicalColor(canvas, x, y).red) - Int((coverage[y * 48 + x] * 255).rounded())))
        } }
        #expect(worst <= step)
    }

    /// Bad numbers draw nothing or little, never trap.
    @Test func nonFiniteAndHugeCoordinatesDoNotTrap() {
        var (_, canvas) = makeCanvas(40, 40)
        let path = BezierPath()
        path.move(to: Point(x: .nan, y: 3)); path.addLine(to: Point(x: 1e300, y: -1e300))
        path.addCurve(to: Point(x: .infinity, y: 5), controlPoint1: Point(x: 1e308, y: 0), controlPoint2: Point(x: 0, y: -1e308))
        path.addArc(withCenter: Point(x: 20, y: 20), radius: 1e12, startAngle: 0, endAngle: 1, clockwise: true)
        path.addArc(withCenter: Point(x: 20, y: 20), radius: 10, startAngle: .nan, endAngle: 1, clockwise: true)
        path.lineWidth = 1e9
        canvas.fill(path, color: .black)
        canvas.stroke(path, color: .black)
        path.lineWidth = .infinity
        canvas.stroke(path, color: .black)
        _ = path.contains(Point(x: 3, y: 3))
    }
}
