import Faceplate

// UIKit's names for the text size, contrast and trait types, so pasted UIKit code gets a fix-it
// instead of "cannot find type" (the rest are in UIKitNames.swift).

/// UIKit's name for ``FontMetrics``.
@available(*, unavailable, renamed: "FontMetrics")
public typealias UIFontMetrics = FontMetrics

/// UIKit's name for ``Faceplate/ContentSizeCategory``.
@available(*, unavailable, renamed: "ContentSizeCategory")
public typealias UIContentSizeCategory = ContentSizeCategory

/// UIKit's name for ``Faceplate/AccessibilityContrast``.
@available(*, unavailable, renamed: "AccessibilityContrast")
public typealias UIAccessibilityContrast = AccessibilityContrast

/// UIKit's name for ``Faceplate/TraitCollection``.
@available(*, unavailable, renamed: "TraitCollection")
public typealias UITraitCollection = TraitCollection
