import FaceplateGraphics

extension Color {
    /// The colour to draw for `traitCollection` (UIKit's `resolvedColor(with:)`): a system colour
    /// (``FaceplateGraphics/Color/systemBlue`` and the others of ``systemColorsWithHighContrast``) gives
    /// its high-contrast value when the traits ask for ``AccessibilityContrast/high``; every other colour
    /// is itself. The values are the "accessible" light values of Apple's Human Interface Guidelines
    /// (Color, "System colors"). A system colour is known by its value, so a colour made from the same
    /// components resolves the same way.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        guard traitCollection.accessibilityContrast == .high else { return self }
        for (normal, high) in Color.systemColorsWithHighContrast where normal == self { return high }
        return self
    }

    /// Each system colour with its high-contrast value.
    public static let systemColorsWithHighContrast: [(Color, Color)] = [
        (.systemBlue, Color(hex: 0x0040DD)),
        (.systemRed, Color(hex: 0xD70015)),
        (.systemGreen, Color(hex: 0x248A3D)),
        (.systemOrange, Color(hex: 0xC93400)),
        (.systemYellow, Color(hex: 0xB25000)),
        (.systemPink, Color(hex: 0xD30F45)),
        (.systemPurple, Color(hex: 0x8944AB)),
        (.systemTeal, Color(hex: 0x0071A4)),
        (.systemIndigo, Color(hex: 0x3634A3)),
        (.systemGray, Color(hex: 0x6C6C70)),
    ]
}
