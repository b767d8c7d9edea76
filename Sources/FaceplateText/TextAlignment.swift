/// Horizontal placement of each line in its box, as `NSTextAlignment`.
public enum TextAlignment: Sendable, CaseIterable {
    /// Flush left. Faceplate lays out left-to-right text only, so this is also ``natural``'s effect.
    case left
    /// Centred; a line's odd leftover pixel goes to the right.
    case center
    /// Flush right.
    case right
    /// The script's natural alignment — left, as only left-to-right text is laid out. The default, as in UIKit.
    case natural
}
