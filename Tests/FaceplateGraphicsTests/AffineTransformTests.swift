import Testing
import FaceplateGraphics

/// `AffineTransform` behaves as CoreGraphics' `CGAffineTransform`: order of the building methods,
/// concatenation, inversion, and mapping points and rectangles.
@Suite struct AffineTransformTests {
    func close(_ p: Point, _ x: Double, _ y: Double) -> Bool { abs(p.x - x) < 1e-9 && abs(p.y - y) < 1e-9 }

    @Test func theBasicTransformsMapPoints() {
        #expect(AffineTransform.identity.isIdentity)
        #expect(AffineTransform().isIdentity)
        #expect(Point(x: 3, y: 4).applying(AffineTransform(translationX: 10, y: -2)) == Point(x: 13, y: 2))
        #expect(Point(x: 3, y: 4).applying(AffineTransform(scaleX: 2, y: 3)) == Point(x: 6, y: 12))
        // A positive angle turns x towards y: clockwise on a y-down screen, as in UIKit.
        #expect(Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: Double.pi / 2)) == Point(x: 0, y: 1))
        #expect(close(Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: Double.pi / 6)), 0.75.squareRoot(), 0.5))
        #expect(!AffineTransform(rotationAngle: 0.1).isIdentity)
    }

    @Test func buildingMethodsApplyTheNewStepFirst() {
        // CoreGraphics: t.translatedBy(x:y:) translates, then applies t.
        let t = AffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
        #expect(Point(x: 1, y: 1).applying(t) == Point(x: 12, y: 2))
        let r = AffineTransform(translationX: 10, y: 0).rotated(by: Double.pi / 2)
        #expect(Point(x: 1, y: 0).applying(r) == Point(x: 10, y: 1))
        let s = AffineTransform(rotationAngle: Double.pi / 2).scaledBy(x: 3, y: 1)
        #expect(Point(x: 1, y: 0).applying(s) == Point(x: 0, y: 3))
        // concatenating: self first, then the argument.
        let c = AffineTransform(translationX: 5, y: 0).concatenating(AffineTransform(scaleX: 2, y: 2))
        #expect(Point(x: 1, y: 1).applying(c) == Point(x: 12, y: 2))
    }

    @Test func inversionUndoesAndASingularTransformComesBackUnchanged() {
        let t = AffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -8)
        let p = Point(x: 17, y: -4)
        #expect(close(p.applying(t).applying(t.inverted()), 17, -4))
        #expect(close(p.applying(t.concatenating(t.inverted())), 17, -4))
        let flat = AffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
    }

    @Test func aRectMapsToTheBoundingBoxOfItsCorners() {
        let r = Rect(0, 0, 200, 100)
        #expect(r.applying(AffineTransform(rotationAngle: Double.pi / 2)) == Rect(-100, 0, 100, 200))
        #expect(r.applying(AffineTransform(scaleX: -1, y: 2)) == Rect(-200, 0, 200, 200))
        let turned = Rect(-1, -1, 2, 2).applying(AffineTransform(rotationAngle: Double.pi / 4))
        #expect(abs(turned.width - 2 * 2.0.squareRoot()) < 1e-9 && abs(turned.minX + 2.0.squareRoot()) < 1e-9)
        #expect(Size(width: 2, height: 1).applying(AffineTransform(scaleX: 3, y: 4)) == Size(width: 6, height: 4))
    }
}
