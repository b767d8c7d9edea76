/// Where the block of lines sits vertically in its box. UILabel always centres; buttons and table
/// cells want that too, while multi-line text areas want ``top``.
public enum VerticalTextAlignment: Sendable, CaseIterable {
    /// The first line's box touches the top edge.
    case top
    /// The block of lines is centred (rounded to whole pixels, odd pixel below).
    case center
    /// The last line's box touches the bottom edge.
    case bottom
}
