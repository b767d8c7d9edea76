import FaceplateGraphics

/// Text laid out for a box once and drawn (or inspected) many times: a label that re-lays out only
/// when its text, font or width changes keeps one of these.
///
/// Line ranges live in storage of ``lineCapacity`` lines allocated when the layout is made, so
/// re-laying out and drawing allocate nothing. Text needing more lines is truncated as if by a line
/// limit, and counted in ``overflowCount``.
public final class TextLayout {
    let buffer: LineBuffer
    /// The font of the last ``layout(_:font:in:numberOfLines:lineBreakMode:)``; nil before the first.
    public private(set) var font: Font?
    /// The text of the last layout.
    public private(set) var text: String = ""
    /// The mode of the last layout; `byClipping` makes ``draw(in:color:alignment:verticalAlignment:into:)`` clip to its box.
    public private(set) var lineBreakMode: LineBreakMode = .byTruncatingTail

    /// Creates an empty layout that can hold `lineCapacity` lines (``Font/defaultLineCapacity`` = 64).
    public init(lineCapacity: Int = Font.defaultLineCapacity) {
        buffer = LineBuffer(capacity: max(1, lineCapacity))
    }

    /// The most lines a layout holds.
    public var lineCapacity: Int { buffer.capacity }
    /// Lines in the current layout.
    public var lineCount: Int { buffer.count }
    /// Whether some text was left out (line limit, box height or capacity).
    public var isTruncated: Bool { buffer.truncated }
    /// How many layouts ran out of line capacity.
    public var overflowCount: Int { buffer.overflowCount }
    /// The laid-out size: the widest line by the lines' total height.
    public var size: Size {
        Size(width: Double(buffer.maxWidth), height: Double(buffer.count * (font?.lineHeightPixels ?? 0)))
    }

    /// Line `index` (`0..<lineCount`).
    public func line(at index: Int) -> TextLine {
        precondition(index >= 0 && index < buffer.count, "line \(index) is outside 0..<\(buffer.count)")
        let l = buffer.lines[index]
        return TextLine(utf8Range: l.start..<l.end, width: Double(l.width), hasEllipsis: l.ellipsis)
    }

    /// Lays `text` out in `font` for a box of `size`: wrapped at its width, at most `numberOfLines`
    /// lines (0 = no limit), no more lines than fit its height (pass an infinite height for none), the
    /// last line finished by `lineBreakMode` when text is left over.
    public func layout(_ text: String, font: Font, in size: Size, numberOfLines: Int = 0,
                       lineBreakMode: LineBreakMode = .byTruncatingTail) {
        self.font = font; self.text = text; self.lineBreakMode = lineBreakMode
        font.layout(text, size: size, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, into: buffer)
    }

    /// The top-left corner of line `index`'s line box when the layout is drawn in `rect`.
    public func origin(ofLine index: Int, in rect: Rect, alignment: TextAlignment = .natural,
                       verticalAlignment: VerticalTextAlignment = .center) -> Point {
        guard let font, index >= 0, index < buffer.count else { return rect.origin }
        let o = font.lineOrigin(width: buffer.lines[index].width, index: index, count: buffer.count, in: rect,
                                alignment: alignment, verticalAlignment: verticalAlignment)
        return Point(o.x, o.y)
    }

    /// Draws the layout in `rect` (normally a box of the size it was laid out for).
    public func draw(in rect: Rect, color: Color, alignment: TextAlignment = .natural,
                     verticalAlignment: VerticalTextAlignment = .center, into canvas: inout Canvas) {
        guard let font, color.alpha > 0, font.mayTouchClip(rect, canvas: canvas) else { return }
        let buffer = self.buffer, mode = lineBreakMode
        font.withUTF8Bytes(text) { bytes in
            guard let p = bytes.baseAddress else { return }
            font.drawLines(p, bytes.count, buffer, in: rect, color: color, alignment: alignment,
                           verticalAlignment: verticalAlignment, clip: mode == .byClipping, into: &canvas)
        }
    }
}
