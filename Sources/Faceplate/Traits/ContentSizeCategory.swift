/// How large the reader wants text (UIKit's `UIContentSizeCategory`): seven standard sizes around
/// ``large``, UIKit's default, and five larger accessibility sizes. Text styles
/// (`Font.preferredFont(forTextStyle:)`, FaceplateWidgets) take their point size from it.
public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// UIKit's raw value ("UICTContentSizeCategoryL").
    public let rawValue: String
    /// A category from UIKit's raw value; an unknown value counts as ``unspecified``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No preference: text is drawn at ``large``.
    public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest standard size.
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// UIKit's default.
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest standard size.
    public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size (AX1).
    public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// AX2.
    public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// AX3.
    public static let accessibilityExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// AX4.
    public static let accessibilityExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest size there is (AX5).
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every defined size, smallest first (``unspecified`` is not a size).
    public static let allSizes: [ContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The Swift names a board profile or a launch option spells the sizes with ("extraLarge",
    /// "accessibilityExtraExtraExtraLarge"), in ``allSizes``' order.
    public static let sizeNames = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]

    /// The size a Swift name (one of ``sizeNames``) stands for; nil for any other text.
    public init?(name: String) {
        guard let i = Self.sizeNames.firstIndex(of: name) else { return nil }
        self = Self.allSizes[i]
    }

    /// Where the size stands in ``allSizes``: 0 for ``extraSmall``; ``unspecified`` and unknown
    /// values stand where ``large`` does.
    public var sizeIndex: Int { Self.allSizes.firstIndex(of: self) ?? 3 }

    /// Whether it is one of the five accessibility sizes (UIKit's `isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { sizeIndex >= 7 }

    /// Smaller sizes first (UIKit's `UIContentSizeCategory` compares the same way).
    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.sizeIndex < b.sizeIndex }

    /// The Swift name ("large"), as ``sizeNames`` spells it.
    public var description: String { Self.sizeNames[sizeIndex] }
}
