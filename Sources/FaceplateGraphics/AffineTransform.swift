import Glibc

/// A 2-D affine transform (CoreGraphics' `CGAffineTransform`): a point `(x, y)` maps to
/// `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// Angles are in radians; with y pointing down, as on screen, a positive angle turns clockwise, as in
/// UIKit. Methods that build on a transform (``rotated(by:)``, ``scaledBy(x:y:)``, ``translatedBy(x:y:)``)
/// apply the new step *before* the existing ones, as CoreGraphics' do.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The matrix entries.
    public var a, b, c, d, tx, ty: Double

    /// Creates a transform from its six entries.
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    /// The identity (CoreGraphics' `init()`).
    @inlinable public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    /// A rotation by `angle` radians about the origin.
    public init(rotationAngle angle: Double) {
        let s = Self.sine(angle), co = Self.cosine(angle)
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }
    /// A scale by `sx` horizontally and `sy` vertically.
    @inlinable public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A translation by `(tx, ty)`.
    @inlinable public init(translationX tx: Double, y ty: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// The identity transform.
    public static let identity = AffineTransform()

    /// Whether this is the identity.
    @inlinable public var isIdentity: Bool { a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 }

    /// `self` followed by `t2`: a point goes through `self` first, then `t2`.
    @inlinable public func concatenating(_ t2: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
    /// A rotation by `angle` applied before this transform.
    public func rotated(by angle: Double) -> AffineTransform { AffineTransform(rotationAngle: angle).concatenating(self) }
    /// A scale applied before this transform.
    @inlinable public func scaledBy(x sx: Double, y sy: Double) -> AffineTransform {
        AffineTransform(scaleX: sx, y: sy).concatenating(self)
    }
    /// A translation applied before this transform.
    @inlinable public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }
    /// The inverse; a transform that cannot be inverted (zero determinant, or not finite) is returned
    /// unchanged, as CoreGraphics does.
    @inlinable public func inverted() -> AffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// The six entries, `[a, b, c, d, tx, ty]`.
    public var description: String {
        "[\(formatScalar(a)), \(formatScalar(b)), \(formatScalar(c)), \(formatScalar(d)), \(formatScalar(tx)), \(formatScalar(ty))]"
    }

    /// sin, exact at multiples of π/2 (the angles UIKit code uses most), so a quarter turn maps whole
    /// pixels to whole pixels instead of leaving a 1e-16 shear that resamples every pixel.
    static func sine(_ angle: Double) -> Double {
        let quarter = angle / (Double.pi / 2)
        if quarter.magnitude < 1e9, quarter == quarter.rounded() {
            switch Int(quarter) % 4 { case 1, -3: return 1; case 3, -1: return -1; default: return 0 }
        }
        return sin(angle)
    }
    /// cos, exact at multiples of π/2; see ``sine(_:)``.
    static func cosine(_ angle: Double) -> Double { sine(angle + Double.pi / 2) }
}

extension Point {
    /// The point mapped by `t` (CoreGraphics' `applying(_:)`).
    @inlinable public func applying(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension Size {
    /// The size mapped by `t` without its translation (CoreGraphics' `applying(_:)`; may be negative).
    @inlinable public func applying(_ t: AffineTransform) -> Size {
        Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension Rect {
    /// The smallest rectangle holding the four corners mapped by `t` (CoreGraphics' `applying(_:)`).
    @inlinable public func applying(_ t: AffineTransform) -> Rect {
        if t.b == 0 && t.c == 0 {
            let x0 = t.a * minX + t.tx, x1 = t.a * maxX + t.tx, y0 = t.d * minY + t.ty, y1 = t.d * maxY + t.ty
            return Rect(x: Swift.min(x0, x1), y: Swift.min(y0, y1), width: (x1 - x0).magnitude, height: (y1 - y0).magnitude)
        }
        let p0 = Point(x: minX, y: minY).applying(t), p1 = Point(x: maxX, y: minY).applying(t)
        let p2 = Point(x: minX, y: maxY).applying(t), p3 = Point(x: maxX, y: maxY).applying(t)
        let x0 = Swift.min(p0.x, p1.x, p2.x, p3.x), y0 = Swift.min(p0.y, p1.y, p2.y, p3.y)
        return Rect(x: x0, y: y0, width: Swift.max(p0.x, p1.x, p2.x, p3.x) - x0, height: Swift.max(p0.y, p1.y, p2.y, p3.y) - y0)
    }
}
