import FaceplateGraphics

/// The animatable properties of a view, as the animator's slot tokens.
enum ViewAnimationProperty {
    static let center = 1
    static let size = 2
    static let alpha = 3
    static let backgroundColor = 4
    /// The transform's scale and rotation (`sx, sy, angle`) and its translation (`tx, ty`): animated
    /// component by component, as UIKit interpolates an affine transform (TransformParts).
    static let transformScaleRotation = 5
    static let transformTranslation = 6
}

/// What a view shows while its properties animate (UIKit's presentation layer): one value per
/// animatable property, and which of them are animating. Made the first time the view animates and
/// kept (cleared, not freed) afterwards, so animating the same view again allocates nothing.
@MainActor final class ViewPresentation {
    /// Bit `1 << property` set while that property animates.
    private(set) var animating: UInt8 = 0
    var center = Point(x: 0, y: 0)
    var size = Size(width: 0, height: 0)
    var alpha = 1.0
    var backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0)
    var scaleRotation = AnimationVector(1, 1, 0)
    var translation = AnimationVector(0, 0)
    /// Whether touches skip the view: it animates in a `View.animate` block without
    /// `.allowUserInteraction` (UIKit's rule). Cleared when nothing animates any more.
    var blocksTouches = false
    /// Set while the animator writes a model value back (a property animator ending at its start):
    /// that change is not itself an animation.
    var applying = false

    /// Whether the transform animates.
    var animatesTransform: Bool {
        animating & (1 << UInt8(ViewAnimationProperty.transformScaleRotation) | 1 << UInt8(ViewAnimationProperty.transformTranslation)) != 0
    }
    /// The transform on screen: the animated parts, with `model`'s for a part that does not animate.
    func transform(model: AffineTransform) -> AffineTransform {
        var parts = TransformParts(model)
        if has(ViewAnimationProperty.transformScaleRotation) { parts.scaleRotation = scaleRotation }
        if has(ViewAnimationProperty.transformTranslation) { parts.translation = translation }
        return parts.transform
    }

    /// Whether nothing animates.
    var isIdle: Bool { animating == 0 }
    /// Whether `property` animates.
    func has(_ property: Int) -> Bool { animating & (1 << UInt8(property)) != 0 }

    /// The value on screen of `property`.
    func value(_ property: Int) -> AnimationVector {
        switch property {
        case ViewAnimationProperty.center: AnimationVector(center)
        case ViewAnimationProperty.size: AnimationVector(size)
        case ViewAnimationProperty.alpha: AnimationVector(alpha)
        case ViewAnimationProperty.transformScaleRotation: scaleRotation
        case ViewAnimationProperty.transformTranslation: translation
        default: AnimationVector(backgroundColor)
        }
    }

    /// Shows `value` for `property`.
    func set(_ property: Int, _ value: AnimationVector) {
        animating |= 1 << UInt8(property)
        switch property {
        case ViewAnimationProperty.center: center = value.point
        case ViewAnimationProperty.size: size = value.size
        case ViewAnimationProperty.alpha: alpha = Swift.min(Swift.max(value.a, 0), 1)
        case ViewAnimationProperty.transformScaleRotation: scaleRotation = value
        case ViewAnimationProperty.transformTranslation: translation = value
        default: backgroundColor = value.color
        }
    }

    /// Stops showing a value for `property`: the model value shows again.
    func clear(_ property: Int) {
        animating &= ~(1 << UInt8(property))
        if animating == 0 { blocksTouches = false }
    }
}
