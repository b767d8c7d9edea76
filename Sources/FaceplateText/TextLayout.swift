import FaceplateGraphics

/// Text laid out for a box once and drawn (or inspected) many times: a label that re-lays out only
/// when its text, font or width changes keeps one of these.
///
/// Laying out shapes the text (HarfBuzz, per run of one face, script and direction), reorders it
/// (FriBidi) and breaks it into lines (libunibreak); laying out the same text, font and limits
/// again does nothing. Drawing allocates nothing. Line storage for ``lineCapacity`` lines is
/// allocated when the layout is made; text needing more lines is truncated as if by a line limit,
/// and counted in ``overflowCount``.
public final class TextLayout {
    let shaped: ShapedText
    /// The font of the last ``layout(_:font:in:numberOfLines:lineBreakMode:)``; nil before the first.
    public private(set) var font: Font?
    /// The text of the last layout.
    public var text: String { shaped.text }
    /// The mode of the last layout; `byClipping` makes ``draw(in:color:alignment:verticalAlignment:into:)`` clip to its box.
    public var lineBreakMode: LineBreakMode { shaped.mode }

    /// Creates an empty layout that can hold `lineCapacity` lines (``Font/defaultLineCapacity`` = 64).
    public init(lineCapacity: Int = Font.defaultLineCapacity) {
        shaped = ShapedText(lineCapacity: max(1, lineCapacity))
    }

    /// The most lines a layout holds.
    public var lineCapacity: Int { shaped.lineCapacity }
    /// Lines in the current layout.
    public var lineCount: Int { shaped.lineCount }
    /// Whether some text was left out (line limit, box height or capacity).
    public var isTruncated: Bool { shaped.truncated }
    /// How many layouts ran out of line capacity.
    public var overflowCount: Int { shaped.overflowCount }
    /// Glyphs in the layout.
    public var glyphCount: Int { shaped.glyphCount }
    /// Glyphs that are the missing-glyph box (`.notdef`, glyph 0): characters no face of the font's
    /// chain has. Zero when the fonts cover the text.
    public var missingGlyphCount: Int { shaped.missingGlyphs }
    /// Whether the first paragraph runs right to left (its first strong character is Arabic or
    /// Hebrew, say): ``TextAlignment/natural`` then aligns its lines right.
    public var isRightToLeft: Bool { shaped.rightToLeft }
    /// The laid-out size: the widest line by the lines' total height.
    public var size: Size {
        Size(width: Double(shaped.maxWidth), height: Double(shaped.lineCount * (font?.lineHeightPixels ?? 0)))
    }

    /// Line `index` (`0..<lineCount`).
    public func line(at index: Int) -> TextLine {
        precondition(index >= 0 && index < shaped.lineCount, "line \(index) is outside 0..<\(shaped.lineCount)")
        let l = shaped.lines[index]
        return TextLine(utf8Range: l.start..<l.end, width: Double(l.width), hasEllipsis: l.ellipsis)
    }

    /// Lays `text` out in `font` for a box of `size`: wrapped at its width, at most `numberOfLines`
    /// lines (0 = no limit), no more lines than fit its height (pass an infinite height for none), the
    /// last line finished by `lineBreakMode` when text is left over. Nothing happens when the same text,
    /// font and limits are laid out already.
    public func layout(_ text: String, font: Font, in size: Size, numberOfLines: Int = 0,
                       lineBreakMode: LineBreakMode = .byTruncatingTail) {
        let (limit, capacityBound) = font.lineLimit(numberOfLines: numberOfLines, height: size.height, capacity: shaped.lineCapacity)
        let maxWidth = Font.pixelLimit(size.width)
        let hash = font.withUTF8Bytes(text) { LayoutCache.hash($0, maxWidth, limit, lineBreakMode) }
        if self.font === font && shaped.holds(text, hash: hash, maxWidth: maxWidth, maxLines: limit, mode: lineBreakMode) { return }
        self.font = font
        font.shape(text, maxWidth: maxWidth, maxLines: limit, capacityBound: capacityBound, mode: lineBreakMode, into: shaped)
        shaped.text = text; shaped.hash = hash; shaped.maxWidthLimit = maxWidth; shaped.maxLines = limit; shaped.mode = lineBreakMode
    }

    /// The top-left corner of line `index`'s line box when the layout is drawn in `rect`.
    public func origin(ofLine index: Int, in rect: Rect, alignment: TextAlignment = .natural,
                       verticalAlignment: VerticalTextAlignment = .center) -> Point {
        guard let font, index >= 0, index < shaped.lineCount else { return rect.origin }
        let l = shaped.lines[index]
        let o = font.lineOrigin(width: l.width, index: index, count: shaped.lineCount, in: rect,
                                alignment: alignment, verticalAlignment: verticalAlignment, rightToLeft: l.rightToLeft)
        return Point(o.x, o.y)
    }

    /// Draws the layout in `rect` (normally a box of the size it was laid out for). Allocates nothing.
    public func draw(in rect: Rect, color: Color, alignment: TextAlignment = .natural,
                     verticalAlignment: VerticalTextAlignment = .center, into canvas: inout Canvas) {
        guard let font, color.alpha > 0, font.mayTouchClip(rect, canvas: canvas) else { return }
        font.drawShaped(shaped, in: rect, color: color, alignment: alignment, verticalAlignment: verticalAlignment,
                        clip: shaped.mode == .byClipping, into: &canvas)
    }
}
