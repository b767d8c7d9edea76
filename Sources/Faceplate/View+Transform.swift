import FaceplateGraphics
import Glibc

// A view's transform, as UIKit applies it: about the centre of the bounds, to drawing (the compositor
// draws the view and its subviews into an offscreen picture and composites it through the transform),
// to hit-testing and point conversion (through the inverse), and to damage (the transformed bounding
// box). The frame then reports the bounding box of the transformed bounds.

extension View {
    /// The transform applied to the view about the centre of its ``bounds`` (UIKit's `transform`):
    /// rotation, scale and translation of its drawing, its subviews', its hit-testing and its
    /// coordinate conversions. ``frame`` then reports the bounding box, as in UIKit; set ``bounds`` and
    /// ``center`` rather than the frame while a transform is set. Animates with
    /// ``animate(withDuration:delay:options:animations:completion:)``, scale, rotation and translation
    /// interpolated separately.
    public var transform: AffineTransform {
        get { modelTransform }
        set {
            let old = modelTransform
            guard newValue != old else { return }
            let before = superview == nil ? nil : presentedVisibleRect
            modelTransform = newValue
            isTransformed = !newValue.isIdentity
            if presentation != nil || window?.application.animator.isCapturing == true {
                let from = TransformParts(old), to = TransformParts(newValue)
                let scaled = animatableChanged(ViewAnimationProperty.transformScaleRotation, from: from.scaleRotation, to: to.scaleRotation)
                let moved = animatableChanged(ViewAnimationProperty.transformTranslation, from: from.translation, to: to.translation)
                // Inside an animation block the screen does not change yet: the animation marks its own damage.
                if scaled || moved { return }
            }
            guard let s = superview, let before else { return }
            s.invalidateOnScreen(before)
            s.invalidateOnScreen(presentedVisibleRect)
        }
    }

    /// The transform on screen (the presentation's while it animates).
    var presentedTransform: AffineTransform {
        if let p = presentation, p.animatesTransform { return p.transform(model: modelTransform) }
        return modelTransform
    }
    /// Whether the view shows a transform other than the identity now.
    var isTransformedOnScreen: Bool { isTransformed || presentation?.animatesTransform == true }

    /// Whether the compositor draws this view through its offscreen picture: a transform, or a rounded
    /// clip of its subviews (``Layer/masksToBounds`` with a ``Layer/cornerRadius``).
    var drawsThroughSurface: Bool {
        isTransformedOnScreen || (clipsToBounds && (layerStorage?.cornerRadius ?? 0) > 0 && !subviews.isEmpty)
    }

    /// ``drawingOverflow`` grown by the layer's shadow: what damage and culling cover beyond the bounds.
    var visibleOverflow: EdgeInsets {
        let o = drawingOverflow
        guard let layer = layerStorage, let s = layer.shadowReach(bounds: bounds) else { return o }
        return EdgeInsets(top: Swift.max(o.top, s.top), left: Swift.max(o.left, s.left),
                          bottom: Swift.max(o.bottom, s.bottom), right: Swift.max(o.right, s.right))
    }

    /// The bounds grown by ``visibleOverflow``, in the view's coordinates: what it may paint.
    func visibleBounds(_ b: Rect) -> Rect {
        let o = visibleOverflow
        return Rect(x: b.minX - o.left, y: b.minY - o.top, width: b.width + o.left + o.right, height: b.height + o.top + o.bottom)
    }

    /// What the view may paint, in the superview's coordinates, for bounds `b` centred at `c` under
    /// `transform` (nil: none): the transformed bounding box, one unit larger for bilinear sampling's
    /// spread at the picture's edge.
    func visibleRect(bounds b: Rect, center c: Point, transform: AffineTransform?) -> Rect {
        let v = visibleBounds(b)
        guard let transform else { return v.offsetBy(dx: c.x - b.midX, dy: c.y - b.midY) }
        return View.transformedRect(v.insetBy(dx: -1, dy: -1), bounds: b, center: c, transform)
    }

    /// Marks the offscreen pictures of this view and its ancestors for drawing again: something inside
    /// them changed without going through ``setNeedsDisplay(_:)``.
    func markSurfacesStale() {
        var v: View? = self
        while let current = v { current.layerSurface?.isStale = true; v = current.superview }
    }

    // MARK: The geometry

    /// `q` in the coordinates of a view with bounds `b`, centre `c` and transform `t`, in its superview's.
    static func transformed(_ q: Point, bounds b: Rect, center c: Point, _ t: AffineTransform) -> Point {
        let d = Point(x: q.x - b.midX, y: q.y - b.midY).applying(t)
        return Point(x: c.x + d.x, y: c.y + d.y)
    }
    /// `p` in the superview's coordinates, in those of a view with bounds `b`, centre `c` and transform `t`.
    static func untransformed(_ p: Point, bounds b: Rect, center c: Point, _ t: AffineTransform) -> Point {
        let d = Point(x: p.x - c.x, y: p.y - c.y).applying(t.inverted())
        return Point(x: b.midX + d.x, y: b.midY + d.y)
    }
    /// The bounding box, in the superview's coordinates, of `r` in the coordinates of a view with bounds
    /// `b`, centre `c` and transform `t`.
    static func transformedRect(_ r: Rect, bounds b: Rect, center c: Point, _ t: AffineTransform) -> Rect {
        r.offsetBy(dx: -b.midX, dy: -b.midY).applying(t).offsetBy(dx: c.x, dy: c.y)
    }
    /// The transform from the view's coordinates to its superview's, for bounds `b` and centre `c`.
    static func toSuperview(bounds b: Rect, center c: Point, _ t: AffineTransform) -> AffineTransform {
        AffineTransform(translationX: -b.midX, y: -b.midY).concatenating(t).concatenating(AffineTransform(translationX: c.x, y: c.y))
    }
}

/// An affine transform as the parts UIKit animates separately: scale, rotation, translation. The
/// matrix is read as a scale followed by a rotation (a shear is dropped), so the angle interpolates
/// rather than the matrix entries — a quarter turn stays a rotation all the way instead of shrinking
/// through the middle.
struct TransformParts {
    /// `sx, sy, angle`.
    var scaleRotation: AnimationVector
    /// `tx, ty`.
    var translation: AnimationVector

    init(_ t: AffineTransform) {
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        let angle = sx == 0 ? 0 : atan2(t.b, t.a)
        let sy = sx == 0 ? t.d : (t.a * t.d - t.b * t.c) / sx
        scaleRotation = AnimationVector(sx, sy, angle)
        translation = AnimationVector(t.tx, t.ty)
    }

    /// The transform the parts make.
    var transform: AffineTransform {
        let sx = scaleRotation.a, sy = scaleRotation.b
        let r = AffineTransform(rotationAngle: scaleRotation.c)
        return AffineTransform(a: sx * r.a, b: sx * r.b, c: sy * r.c, d: sy * r.d, tx: translation.a, ty: translation.b)
    }
}
