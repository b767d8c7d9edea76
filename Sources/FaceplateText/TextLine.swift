/// One laid-out line: which bytes of the text it shows and how wide it is.
public struct TextLine: Hashable, Sendable {
    /// The UTF-8 byte offsets of the text shown on this line, trailing spaces excluded. Offsets, not
    /// `String.Index`, because layout works on bytes and must not allocate.
    public var utf8Range: Range<Int>
    /// The line's advance width in pixels, including the ellipsis when there is one.
    public var width: Double
    /// Whether an ellipsis is drawn after the shown text.
    public var hasEllipsis: Bool

    /// Creates a line description.
    public init(utf8Range: Range<Int>, width: Double, hasEllipsis: Bool) {
        self.utf8Range = utf8Range; self.width = width; self.hasEllipsis = hasEllipsis
    }
}
