/// How text that is too long for its box is wrapped and cut, as UIKit's `NSLineBreakMode`.
///
/// Every mode wraps at spaces when more than one line is allowed (words wider than the box are broken
/// between characters); the mode decides what happens to the *last* visible line when text remains.
/// `byTruncatingHead`/`byTruncatingMiddle` are not offered.
public enum LineBreakMode: Sendable, CaseIterable {
    /// Wrap at word boundaries; the last visible line ends at a word boundary, the rest is not shown.
    case byWordWrapping
    /// Wrap between any two characters; the last line ends where the width runs out.
    case byCharWrapping
    /// The last visible line runs on to the end of its paragraph and is clipped at the box's edges.
    case byClipping
    /// The last visible line ends with an ellipsis "…" (or "..." when the face lacks U+2026) and fits
    /// the width. UILabel's default.
    case byTruncatingTail
}
