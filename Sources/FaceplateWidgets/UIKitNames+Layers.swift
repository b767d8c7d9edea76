import Faceplate

// UIKit's, CoreGraphics' and Core Animation's names for transforms and layers, unavailable with rename
// fix-its (Sources/UIKit declares them usable).

/// CoreGraphics' name for ``AffineTransform``.
@available(*, unavailable, renamed: "AffineTransform")
public typealias CGAffineTransform = AffineTransform

/// Core Animation's name for ``Layer``.
@available(*, unavailable, renamed: "Layer")
public typealias CALayer = Layer

/// Core Animation's name for ``CornerMask``.
@available(*, unavailable, renamed: "CornerMask")
public typealias CACornerMask = CornerMask
