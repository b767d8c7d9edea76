import Faceplate
import FaceplateText

extension Font.TextStyle {
    /// UIKit's size for the style at `category`, in points: the "Dynamic Type sizes" table of Apple's
    /// Human Interface Guidelines (Typography, iOS and iPadOS), one row per style from
    /// ``ContentSizeCategory/extraSmall`` to ``ContentSizeCategory/accessibilityExtraExtraExtraLarge``.
    /// ``ContentSizeCategory/unspecified`` is ``ContentSizeCategory/large``: ``pointSize``.
    public func pointSize(for category: ContentSizeCategory) -> Double {
        Double(Self.sizeTable[sizeRow * 12 + category.sizeIndex])
    }

    /// The style's row in ``sizeTable``.
    private var sizeRow: Int {
        switch self {
        case .largeTitle: 0
        case .title1: 1
        case .title2: 2
        case .title3: 3
        case .callout: 4
        case .subheadline: 5
        case .footnote: 6
        case .caption1: 7
        case .caption2: 8
        default: 9   // body and headline share a row
        }
    }

    /// Points per style (rows) and category (columns, ``ContentSizeCategory/allSizes``' order).
    private static let sizeTable: [UInt8] = [
    //  xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
        31, 32, 33, 34, 36, 38, 40,  44, 48, 52, 56, 60,   // largeTitle
        25, 26, 27, 28, 30, 32, 34,  38, 43, 48, 53, 58,   // title1
        19, 20, 21, 22, 24, 26, 28,  34, 39, 44, 50, 56,   // title2
        17, 18, 19, 20, 22, 24, 26,  31, 37, 43, 49, 55,   // title3
        13, 14, 15, 16, 18, 20, 22,  26, 32, 38, 44, 51,   // callout
        12, 13, 14, 15, 17, 19, 21,  25, 30, 36, 42, 49,   // subheadline
        12, 12, 12, 13, 15, 17, 19,  23, 27, 33, 38, 44,   // footnote
        11, 11, 11, 12, 14, 16, 18,  22, 26, 32, 37, 43,   // caption1
        11, 11, 11, 11, 13, 15, 17,  20, 24, 29, 34, 40,   // caption2
        14, 15, 16, 17, 19, 21, 23,  28, 33, 40, 47, 53,   // body, headline
    ]
}
