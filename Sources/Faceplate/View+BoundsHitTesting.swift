// Hit-testing's fast path: skipping a subview that cannot be hit without calling into it.
//
// `View.hitTest(_:with:)` tries every subview, front to back, through its `open` methods: `hitTest`,
// and inside it the getters `isHidden`, `isUserInteractionEnabled`, `alpha` and `point(inside:)`. On
// panel-24 a tap tries 26 subviews and 25 of them miss, so those virtual calls were a large share of
// a tap's dispatch.
//
// For a view whose class hit-tests exactly as `View` does, a point outside its bounds is a miss whatever
// its flags and subviews: `View.hitTest` returns nil when `point(inside:)` — `bounds.contains` — is
// false (UIKit's rule: subviews outside their superview's bounds are not hit). The superview's loop can
// then test the bounds itself and skip the subview.
//
// The rule that keeps this sound: Swift cannot ask whether a subclass overrides a method, so the fast
// path is never inferred. A class *declares* that it hit-tests as `View` does by storing its own type in
// `boundsHitTestingClass` in its initializer, and the declaration holds only for instances whose dynamic
// type is exactly that class. Any subclass — an app's `MyButton: Button` that overrides
// `point(inside:)` and calls super, one that overrides `hitTest`, `isHidden`, `bounds` — inherits the
// stored value of its superclass, which is not its own type, so it takes the full virtual path and its
// overrides decide. A Faceplate class that overrides `point(inside:)` (Slider, Switch, Stepper,
// PageControl) simply declares nothing and inherits a value that is not its type either. A missing
// declaration only costs speed; a wrong one is impossible for app code (the property is `package`).
//
// What a declaring class promises: it and its Faceplate superclasses override none of `hitTest(_:with:)`,
// `point(inside:with:)`, `bounds`, `center` (only the model geometry is read here, as `hitTest` does);
// the transform is not overridable, and a point is taken through its inverse as `hitTest` would see it.
// A hit — a point inside the bounds — always goes through the virtual `hitTest`, so the flags, the
// presentation's `blocksTouches` and the subviews are decided there as before.

extension View {
    /// Whether this view's class declared that it hit-tests as ``View`` does (see the file comment): true
    /// only when the declaration names the view's exact dynamic type.
    @inline(__always) var hitTestsByBounds: Bool { boundsHitTestingClass == ObjectIdentifier(type(of: self)) }

    /// `point`, in the superview's coordinates, converted to this view's — or nil when hit-testing this
    /// view there is sure to find nothing (a bounds-hit-testing view and a point outside its bounds), so
    /// the caller need not call ``hitTest(_:with:)``. Reads the geometry once (the storage itself for a
    /// declaring class).
    @inline(__always) func hitTestPoint(fromSuperview point: Point) -> Point? {
        if hitTestsByBounds {
            // The declaring class overrides neither `bounds` nor `center`: their storage is what they
            // return, read without a call (so a miss calls nothing at all).
            let b = modelBounds, c = modelCenter
            let p = isTransformed ? View.untransformed(point, bounds: b, center: c, modelTransform)
                : Point(x: point.x - (c.x - b.width / 2) + b.minX, y: point.y - (c.y - b.height / 2) + b.minY)
            return b.contains(p) ? p : nil
        }
        return convert(point, fromSuperviewOf: ())
    }
}
