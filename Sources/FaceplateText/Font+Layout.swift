import FaceplateGraphics

/// Measuring, and the limits a box puts on a layout. Everything works on whole pixels; hinted
/// advances are whole pixels anyway.
extension Font {
    /// Runs `body` over the string's UTF-8 bytes without copying them (native strings are contiguous;
    /// the fallback copy is for bridged or foreign strings only).
    @inline(__always)
    func withUTF8Bytes<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable(body)!
    }

    /// Control characters other than tab and newline take no space and draw nothing.
    @inline(__always) static func isInvisibleControl(_ cp: UInt32) -> Bool { (cp < 32 && cp != 9 && cp != 10) || cp == 127 }

    /// Whole pixels of `width`, or "unbounded" for an infinite width.
    static func pixelLimit(_ width: Double) -> Int {
        guard width.isFinite else { return Int.max / 4 }
        return max(0, Int((width + 0.001).rounded(.down)))
    }

    /// The number of lines to lay out: the smallest of `numberOfLines` (0 = no limit), the lines that fit
    /// `height`, and the layout's capacity (`capacityBound` when that one decides).
    func lineLimit(numberOfLines: Int, height: Double, capacity: Int) -> (limit: Int, capacityBound: Bool) {
        var limit = Int.max
        if numberOfLines > 0 { limit = numberOfLines }
        if height.isFinite { limit = min(limit, max(1, Int((height + 0.001) / Double(lineHeightPixels)))) }
        return limit > capacity ? (capacity, true) : (limit, false)
    }

    /// The cached layout of `text` for a box of `size`.
    func cachedLayout(_ text: String, size: Size, numberOfLines: Int, lineBreakMode: LineBreakMode) -> ShapedText {
        let (limit, capacityBound) = lineLimit(numberOfLines: numberOfLines, height: size.height, capacity: layouts.lineCapacity)
        return layouts.layout(text, font: self, maxWidth: Font.pixelLimit(size.width), maxLines: limit,
                              capacityBound: capacityBound, mode: lineBreakMode)
    }

    /// The size of `text` on one line per `\n`-separated paragraph, without wrapping: the widest line's
    /// advance width (shaped: kerning and ligatures included, trailing spaces not) by the number of
    /// lines × ``lineHeight``.
    ///
    /// Shapes the text the first time; after that it comes from the font's layout cache and allocates
    /// nothing. Text of more than the font's line capacity counts only that many lines.
    public func measure(_ text: String) -> Size {
        let shaped = cachedLayout(text, size: Size(width: .infinity, height: .infinity), numberOfLines: 0, lineBreakMode: .byWordWrapping)
        return Size(width: Double(shaped.maxWidth), height: Double(shaped.lineCount * lineHeightPixels))
    }

    /// Whether `text`'s first paragraph runs right to left (FriBidi: its first strong character is
    /// right to left), which ``TextAlignment/natural`` follows. From the layout cache, like ``measure(_:)``.
    public func isRightToLeft(_ text: String) -> Bool {
        cachedLayout(text, size: Size(width: .infinity, height: .infinity), numberOfLines: 0, lineBreakMode: .byWordWrapping).rightToLeft
    }

    /// The size `text` takes when laid out to fit `size` (wrapping at its width, at most `numberOfLines`
    /// lines, 0 = no limit, and as many as fit its height) — what a label's `sizeThatFits` answers.
    /// Pass an infinite height for "as tall as needed".
    public func size(of text: String, fitting size: Size, numberOfLines: Int = 0,
                     lineBreakMode: LineBreakMode = .byWordWrapping) -> Size {
        let shaped = cachedLayout(text, size: size, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        return Size(width: Double(shaped.maxWidth), height: Double(shaped.lineCount * lineHeightPixels))
    }
}
