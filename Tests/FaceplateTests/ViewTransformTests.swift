import Testing
import CMallocCounter
import FaceplateAllocationTesting
import FaceplateGraphics
@testable import Faceplate

/// `View.transform` as UIKit applies it: about the bounds' centre, to hit-testing, to point and touch
/// conversion, to the frame (the bounding box), to damage, and animated part by part.
@Suite @MainActor struct ViewTransformTests {
    /// A 200×100 view centred at (300, 200) in an 800×480 window, with a 20×20 subview at its top-left.
    func rig() -> (TestDriver, View, View) {
        let d = TestDriver()
        Application.setShared(d.application)
        let v = View(frame: Rect(200, 150, 200, 100))
        v.backgroundColor = Color(hex: 0xFF0000)
        let corner = View(frame: Rect(0, 0, 20, 20))
        corner.backgroundColor = Color(hex: 0x0000FF)
        v.addSubview(corner)
        d.window.backgroundColor = Color(hex: 0xFFFFFF)
        d.window.addSubview(v)
        return (d, v, corner)
    }

    @Test func aRotatedViewIsHitThroughTheInverseTransform() {
        let (d, v, corner) = rig()
        v.transform = AffineTransform(rotationAngle: Double.pi / 2)   // 200×100 turned upright: 100×200 about (300, 200)
        // Inside the turned view, outside its untransformed frame: hit.
        #expect(d.window.hitTest(Point(x: 300, y: 120), with: nil) === v)
        // Inside the untransformed frame, outside the turned one: missed.
        #expect(d.window.hitTest(Point(x: 220, y: 200), with: nil) === d.window)
        // The subview's corner (view (0, 0)) turns to the top-right: (350, 100).
        #expect(d.window.hitTest(Point(x: 345, y: 105), with: nil) === corner)
        #expect(d.window.hitTest(Point(x: 255, y: 105), with: nil) === v)
    }

    @Test func locationInARotatedOrScaledViewGoesThroughTheInverse() {
        let (d, v, corner) = rig()
        v.transform = AffineTransform(rotationAngle: Double.pi / 2)
        final class Seen { var points: [Point] = [] }
        let seen = Seen()
        let recognizer = PanGestureRecognizer()
        recognizer.addTarget(seen, action: { s, r in s.points.append(r.location(in: v)) })
        v.addGestureRecognizer(recognizer)
        d.drag(from: Point(x: 345, y: 105), to: Point(x: 300, y: 200), steps: 3)
        // Window (345, 105) is 45 left of and 95 above the centre: unturned, 95 left and 45 down of (100, 50).
        let first = d.window.convert(Point(x: 345, y: 105), to: v)
        #expect(abs(first.x - 5) < 1e-9 && abs(first.y - 5) < 1e-9)
        #expect(seen.points.last.map { abs($0.x - 100) < 1e-9 && abs($0.y - 50) < 1e-9 } == true)   // the centre stays
        let inCorner = corner.convert(Point(x: 10, y: 10), to: nil)
        #expect(abs(inCorner.x - 340) < 1e-9 && abs(inCorner.y - 110) < 1e-9)

        v.transform = AffineTransform(scaleX: 2, y: 0.5)
        let p = v.convert(Point(x: 350, y: 210), from: nil)                    // 50 right, 10 down of the centre
        #expect(abs(p.x - 125) < 1e-9 && abs(p.y - 70) < 1e-9)
        #expect(v.convert(p, to: nil) == Point(x: 350, y: 210))
        #expect(d.window.hitTest(Point(x: 480, y: 200), with: nil) === v)   // scaled to 400 wide: reaches x = 500
    }

    @Test func theFrameIsTheBoundingBoxAndBoundsAndCenterStay() {
        let (_, v, _) = rig()
        v.transform = AffineTransform(rotationAngle: Double.pi / 2)
        #expect(v.frame == Rect(250, 100, 100, 200))
        #expect(v.bounds == Rect(0, 0, 200, 100))
        #expect(v.center == Point(x: 300, y: 200))
        v.transform = AffineTransform(scaleX: 0.5, y: 0.5).translatedBy(x: 20, y: 0)   // 10 to the right after scaling
        #expect(v.frame == Rect(260, 175, 100, 50))
        v.transform = .identity
        #expect(v.frame == Rect(200, 150, 200, 100))
    }

    @Test func aTransformedViewDrawsTurnedAndDamagesItsBoundingBox() {
        let (d, v, _) = rig()
        let c = Compositor(window: d.window, transform: DisplayTransform(panelWidth: 800, panelHeight: 480, rotation: .degrees0))
        let buffer = PixelBuffer(width: 800, height: 480, format: .xrgb8888)
        c.render(into: buffer, age: 0)
        v.transform = AffineTransform(rotationAngle: Double.pi / 2)
        let box = c.damage.boundingBox
        #expect(box.x <= 200 && box.maxX >= 400 && box.y <= 99 && box.maxY >= 301)   // old frame and new bounding box
        c.render(into: buffer, age: 1)
        func rgb(_ x: Int, _ y: Int) -> UInt32 { buffer.pixel(x: x, y: y) & 0xFF_FFFF }
        #expect(rgb(300, 110) == 0xFF0000)       // the turned view reaches up to y = 100
        #expect(rgb(220, 200) == 0xFFFFFF)       // and no longer to x = 200
        #expect(rgb(340, 110) == 0x0000FF)       // its first subview turned to the top-right
        // A subview's change redraws the picture and damages only its turned rectangle.
        v.subviews[0].backgroundColor = Color(hex: 0x00FF00)
        let sub = c.damage.boundingBox
        #expect(sub.width <= 24 && sub.height <= 24 && sub.x >= 326)
        c.render(into: buffer, age: 1)
        #expect(rgb(340, 110) == 0x00FF00)
    }

    @Test func theTransformAnimatesByScaleRotationAndTranslation() {
        let (d, v, _) = rig()
        View.animate(withDuration: 1, options: .curveLinear, animations: {
            v.transform = AffineTransform(rotationAngle: Double.pi / 2).concatenating(AffineTransform(translationX: 40, y: 0))
        })
        #expect(v.transform != .identity)                      // the model at once
        #expect(v.presentedTransform == .identity)
        d.advance(by: 0); d.advance(by: 0.5)
        let half = v.presentedTransform
        // Halfway: a 45° rotation (not a matrix average, which would shrink it), moved 20.
        #expect(abs(half.a - 0.5.squareRoot()) < 1e-9 && abs(half.b - 0.5.squareRoot()) < 1e-9)
        #expect(abs(half.tx - 20) < 1e-9 && half.ty == 0)
        d.advance(by: 0.6)
        #expect(v.presentation?.animatesTransform == false)
        #expect(v.presentedTransform == v.transform)
    }

    @Test func aTransformAnimationFrameAllocatesNothingOnceWarm() {
        let (d, v, _) = rig()
        let c = Compositor(window: d.window, transform: DisplayTransform(panelWidth: 800, panelHeight: 480, rotation: .degrees0))
        let buffer = PixelBuffer(width: 800, height: 480, format: .xrgb8888)
        c.render(into: buffer, age: 0)
        View.animate(withDuration: 10, animations: { v.transform = AffineTransform(rotationAngle: 3).scaledBy(x: 1.5, y: 1.5) })
        d.advance(by: 0); d.advance(by: 0.1); c.render(into: buffer, age: 1)   // warm: the picture is made
        faceplate_malloc_count_start()
        d.advance(by: 1.0 / 60)
        c.render(into: buffer, age: 1)
        let n = faceplate_malloc_count_stop()
        expectNoAllocations(n, "a transform animation frame: advance and render")
    }

    @Test func aLayerPropertyRedrawAllocatesNothingOnceWarm() {
        let (d, v, _) = rig()
        let c = Compositor(window: d.window, transform: DisplayTransform(panelWidth: 800, panelHeight: 480, rotation: .degrees0))
        let buffer = PixelBuffer(width: 800, height: 480, format: .xrgb8888)
        v.layer.cornerRadius = 16
        v.layer.masksToBounds = true
        v.layer.borderWidth = 3
        let shadowed = View(frame: Rect(500, 300, 120, 60))
        shadowed.backgroundColor = Color(hex: 0x336699)
        shadowed.layer.cornerRadius = 12
        shadowed.layer.shadowOpacity = 0.5
        shadowed.layer.shadowRadius = 6
        d.window.addSubview(shadowed)
        c.render(into: buffer, age: 0)
        let colours = [Color(hex: 0x112233), Color(hex: 0x445566)]
        for i in 0..<4 {
            v.layer.borderColor = colours[i % 2]; shadowed.layer.shadowOffset = Size(width: 0, height: Double(i % 2 * 4))
            c.render(into: buffer, age: 1)
        }
        faceplate_malloc_count_start()
        for i in 0..<4 {
            v.layer.borderColor = colours[i % 2]; shadowed.layer.shadowOffset = Size(width: 0, height: Double(i % 2 * 4))
            c.render(into: buffer, age: 1)
        }
        let n = faceplate_malloc_count_stop()
        expectNoAllocations(n, "layer border colour and shadow offset changes, rendered")
    }
}
