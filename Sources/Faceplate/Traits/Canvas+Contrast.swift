import FaceplateGraphics

extension Canvas {
    /// `color` as this canvas draws it: a system colour's high-contrast value while the panel is drawn
    /// with high contrast (``drawsHighContrast``, UIKit's `resolvedColor(with:)` against the traits
    /// drawn with), else `color` itself. Costs one test in the normal contrast.
    @inline(__always) public func resolved(_ color: Color) -> Color {
        drawsHighContrast ? color.resolvedColor(with: TraitCollection(accessibilityContrast: .high)) : color
    }
}
