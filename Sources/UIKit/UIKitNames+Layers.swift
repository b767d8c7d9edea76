import Faceplate
import FaceplateGraphics

// CoreGraphics' and Core Animation's names for transforms and layers, as names to use (see
// UIKitNames.swift).

/// CoreGraphics' name for ``FaceplateGraphics/AffineTransform`` (qualified: Foundation has a type of that name).
public typealias CGAffineTransform = FaceplateGraphics.AffineTransform

/// Core Animation's name for ``Layer``.
public typealias CALayer = Layer

/// Core Animation's name for ``CornerMask``.
public typealias CACornerMask = CornerMask
