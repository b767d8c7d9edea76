// UIKit's names for the text size, contrast and trait types, as names to use (FaceplateWidgets'
// UIKitNames+Traits.swift declares them unavailable, with rename fix-its).

/// UIKit's name for ``FontMetrics``.
public typealias UIFontMetrics = FontMetrics

/// UIKit's name for ``ContentSizeCategory``.
public typealias UIContentSizeCategory = ContentSizeCategory

/// UIKit's name for ``AccessibilityContrast``.
public typealias UIAccessibilityContrast = AccessibilityContrast

/// UIKit's name for ``TraitCollection``.
public typealias UITraitCollection = TraitCollection
