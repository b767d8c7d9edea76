/// Horizontal placement of each line in its box, as `NSTextAlignment`.
public enum TextAlignment: Sendable, CaseIterable {
    /// Flush left, whatever the text's direction.
    case left
    /// Centred; a line's odd leftover pixel goes to the right.
    case center
    /// Flush right, whatever the text's direction.
    case right
    /// The leading edge of the paragraph's writing direction (UIKit's `.natural`): left for
    /// left-to-right text, right for a paragraph whose first strong character is right to left
    /// (Arabic, Hebrew), as FriBidi resolves it. The default, as in UIKit.
    case natural
}
