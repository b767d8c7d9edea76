import FaceplateGraphics

/// Text laid out for a box once and drawn (or inspected) many times: a label that re-lays out only
/// when its text, font or width changes keeps one of these.
///
/// Laying out shapes the text (HarfBuzz, per run of one face, script and direction), reorders it
/// (FriBidi) and breaks it into lines (libunibreak); laying out the same text, font and limits
/// again does nothing. Drawing allocates nothing. Line storage for ``lineCapacity`` lines is
/// allocated when the layout is made; text needing more lines is truncated as if by a line limit,
/// and counted in ``overflowCount`` — unless the layout was made with `growsLineStorage`, whose line
/// storage grows as its glyph storage does (a text view's long text).
///
/// For editing and hit testing, the layout maps between UTF-8 byte offsets of the text and positions:
/// ``line(containingUTF8Offset:)``, ``caretX(forUTF8Offset:inLine:)`` and
/// ``utf8Offset(nearestX:inLine:)``.
public final class TextLayout {
    let shaped: ShapedText
    /// The font of the last ``layout(_:font:in:numberOfLines:lineBreakMode:)``; nil before the first.
    public private(set) var font: Font?
    /// The text of the last layout.
    public var text: String { shaped.text }
    /// The mode of the last layout; `byClipping` makes ``draw(in:color:alignment:verticalAlignment:into:)`` clip to its box.
    public var lineBreakMode: LineBreakMode { shaped.mode }

    /// Creates an empty layout that can hold `lineCapacity` lines (``Font/defaultLineCapacity`` = 64).
    /// With `growsLineStorage` that is only the first allocation: text needing more lines grows the
    /// storage (at layout, never while drawing) instead of being truncated.
    public init(lineCapacity: Int = Font.defaultLineCapacity, growsLineStorage: Bool = false) {
        shaped = ShapedText(lineCapacity: max(1, lineCapacity), growsLines: growsLineStorage)
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
        let (limit, capacityBound) = font.lineLimit(numberOfLines: numberOfLines, height: size.height, capacity: shaped.lineBound)
        let maxWidth = Font.pixelLimit(size.width)
        let hash = font.withUTF8Bytes(text) { LayoutCache.hash($0, maxWidth, limit, lineBreakMode) }
        if self.font === font && shaped.holds(text, hash: hash, maxWidth: maxWidth, maxLines: limit, mode: lineBreakMode) { return }
        self.font = font
        font.shape(text, maxWidth: maxWidth, maxLines: limit, capacityBound: capacityBound, mode: lineBreakMode, into: shaped)
        shaped.text = text; shaped.hash = hash; shaped.maxWidthLimit = maxWidth; shaped.maxLines = limit; shaped.mode = lineBreakMode
    }

    /// Forgets the layout held, and with it the layout's reference to its text, so the next
    /// ``layout(_:font:in:numberOfLines:lineBreakMode:)`` runs. An editor calls this before changing
    /// its string: the string's storage is then referenced once and is edited in place, not copied.
    public func invalidate() {
        shaped.text = ""
        shaped.hash = 0
        shaped.maxLines = -1
    }

    /// The line showing the caret at UTF-8 byte offset `offset`: the last line starting at or before
    /// it (an offset where a wrapped line ends is the start of the next line, as in UIKit). 0 when the
    /// layout is empty.
    public func line(containingUTF8Offset offset: Int) -> Int {
        var lo = 0, hi = shaped.lineCount - 1
        guard hi > 0 else { return 0 }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if shaped.lines[mid].start <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// How far from line `index`'s left edge a caret before the character at UTF-8 byte offset
    /// `offset` stands: the left edge of the first glyph (in visual order) whose character is at or
    /// after `offset`, or the line's width when there is none. Right-to-left runs put the caret at the
    /// left edge of the character's glyph as well, which is not their logical insertion edge.
    public func caretX(forUTF8Offset offset: Int, inLine index: Int) -> Double {
        guard index >= 0, index < shaped.lineCount else { return 0 }
        let l = shaped.lines[index]
        var k = l.glyphStart
        while k < l.glyphEnd {
            let g = shaped.glyphs[k]
            if g.cluster >= 0 && Int(g.cluster) >= offset { return Double(g.x) }
            k += 1
        }
        return Double(l.width)
    }

    /// The caret offset on line `index` nearest to `x` pixels from its left edge: a character's offset
    /// when `x` is nearer its glyph's left edge than its right, else the offset after it; the line's
    /// end past its last glyph. 0 when the layout is empty.
    public func utf8Offset(nearestX x: Double, inLine index: Int) -> Int {
        guard index >= 0, index < shaped.lineCount else { return 0 }
        let l = shaped.lines[index]
        var best = l.end
        var bestDistance = abs(Double(l.width) - x)
        var k = l.glyphStart
        while k < l.glyphEnd {
            let g = shaped.glyphs[k]
            k += 1
            guard g.cluster >= 0 else { continue }
            let d = abs(Double(g.x) - x)
            if d < bestDistance { bestDistance = d; best = Int(g.cluster) }
        }
        return best
    }

    /// The UTF-8 byte offsets of the text line `index` shows (trailing spaces excluded), as
    /// ``line(at:)``'s range, without making a ``TextLine``.
    public func utf8Range(ofLine index: Int) -> Range<Int> {
        guard index >= 0, index < shaped.lineCount else { return 0..<0 }
        let l = shaped.lines[index]
        return l.start..<l.end
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

    /// Draws lines `range` of the layout (clamped to the lines there are) with line 0's box at the top
    /// of `rect` and each line one line height below the one before: a scrolling view draws the lines
    /// its visible area shows, however long the text. Allocates nothing.
    public func drawLines(_ range: Range<Int>, in rect: Rect, color: Color, alignment: TextAlignment = .natural,
                          into canvas: inout Canvas) {
        guard let font, color.alpha > 0 else { return }
        let lines = Swift.max(0, range.lowerBound)..<Swift.min(Swift.max(0, range.upperBound), shaped.lineCount)
        font.drawShaped(shaped, in: rect, color: color, alignment: alignment, verticalAlignment: .top,
                        clip: false, lines: lines, into: &canvas)
    }

    /// Draws the layout in `rect` (normally a box of the size it was laid out for). Allocates nothing.
    public func draw(in rect: Rect, color: Color, alignment: TextAlignment = .natural,
                     verticalAlignment: VerticalTextAlignment = .center, into canvas: inout Canvas) {
        guard let font, color.alpha > 0, font.mayTouchClip(rect, canvas: canvas) else { return }
        font.drawShaped(shaped, in: rect, color: color, alignment: alignment, verticalAlignment: verticalAlignment,
                        clip: shaped.mode == .byClipping, into: &canvas)
    }
}
