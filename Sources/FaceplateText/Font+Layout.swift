import FaceplateGraphics

/// Line breaking and measuring. Everything works on UTF-8 bytes and whole pixels, so it allocates
/// nothing; hinted advances are whole pixels anyway.
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
    /// `height`, and the buffer's capacity (`capacityBound` when that one decides).
    func lineLimit(numberOfLines: Int, height: Double, capacity: Int) -> (limit: Int, capacityBound: Bool) {
        var limit = Int.max
        if numberOfLines > 0 { limit = numberOfLines }
        if height.isFinite { limit = min(limit, max(1, Int((height + 0.001) / Double(lineHeightPixels)))) }
        return limit > capacity ? (capacity, true) : (limit, false)
    }

    /// The advance of code point `cp` placed after `previous` (if any), kerning included, and its glyph.
    @inline(__always)
    func step(_ cp: UInt32, after prevCP: UInt32, _ prevGlyph: UInt32, hasPrevious: Bool) -> (advance: Int, glyph: UInt32) {
        let g = cache.entries[cache.slot(for: cp)]
        var advance = Int(g.advance)
        if hasPrevious { advance += kerning.kerning(prevCP, prevGlyph, cp, g.glyphIndex) }
        return (advance, g.glyphIndex)
    }

    /// Breaks `p[0..<n]` into at most `maxLines` lines no wider than `maxWidth` pixels into `buffer`.
    ///
    /// Greedy: a line ends at the last space that keeps it within the width (trailing spaces hang and
    /// are not counted); a word wider than the width breaks between characters; `\n` always ends a
    /// line (so "a\n" is two lines, the second empty). When text remains after the last allowed line,
    /// that line is finished according to `mode` (ellipsis, clipping run-on, or left as wrapped).
    func breakLines(_ p: UnsafePointer<UInt8>, _ n: Int, maxWidth: Int, maxLines: Int, capacityBound: Bool,
                    mode: LineBreakMode, into buffer: LineBuffer) {
        buffer.reset()
        guard n > 0, maxLines > 0 else { return }
        var pos = 0
        while true {
            var i = pos, pen = 0
            var prevCP: UInt32 = 0, prevGlyph: UInt32 = 0, hasPrev = false, prevWasSpace = true
            var endTrim = pos, widthTrim = 0
            var breakEnd = -1, breakWidth = 0, breakNext = -1
            var lineEnd = -1, lineWidth = 0, next = n
            while i < n {
                let (raw, len) = UTF8Decoding.decode(p, i, n)
                if raw == 10 { lineEnd = endTrim; lineWidth = widthTrim; next = i + len; break }
                if Font.isInvisibleControl(raw) { i += len; continue }
                let cp = raw == 9 ? 32 : raw
                let (advance, glyph) = step(cp, after: prevCP, prevGlyph, hasPrevious: hasPrev)
                if cp == 32 {
                    if !prevWasSpace { breakEnd = endTrim; breakWidth = widthTrim }
                    prevWasSpace = true
                    pen += advance; i += len; breakNext = i
                } else {
                    if pen + advance > maxWidth && endTrim > pos {
                        if mode == .byCharWrapping || breakEnd < 0 {
                            lineEnd = endTrim; lineWidth = widthTrim; next = i
                        } else {
                            lineEnd = breakEnd; lineWidth = breakWidth; next = breakNext
                        }
                        break
                    }
                    prevWasSpace = false
                    pen += advance; i += len; endTrim = i; widthTrim = pen
                }
                prevCP = cp; prevGlyph = glyph; hasPrev = true
            }
            let endsText = lineEnd < 0
            if endsText { lineEnd = endTrim; lineWidth = widthTrim }
            buffer.append(LineBuffer.Line(start: pos, end: lineEnd, width: lineWidth, ellipsis: false))
            if endsText { return }
            if buffer.count >= maxLines {
                buffer.truncated = true
                if capacityBound {
                    buffer.overflowCount += 1
                    if buffer.overflowCount == 1 {
                        logTextWarning("text needs more than \(buffer.capacity) lines (the layout's line capacity); the rest is truncated")
                    }
                }
                finishLastLine(p, n, maxWidth: maxWidth, mode: mode, buffer: buffer)
                return
            }
            pos = next
        }
    }

    /// Re-lays the last line of a layout that left text out, as `mode` asks.
    func finishLastLine(_ p: UnsafePointer<UInt8>, _ n: Int, maxWidth: Int, mode: LineBreakMode, buffer: LineBuffer) {
        guard mode == .byClipping || mode == .byTruncatingTail else { return }
        var line = buffer.lines[buffer.count - 1]
        let limit = mode == .byClipping ? Int.max / 4 : maxWidth - ellipsisWidth
        var i = line.start, pen = 0
        var prevCP: UInt32 = 0, prevGlyph: UInt32 = 0, hasPrev = false
        line.end = line.start; line.width = 0
        while i < n {
            let (raw, len) = UTF8Decoding.decode(p, i, n)
            if raw == 10 { break }
            if Font.isInvisibleControl(raw) { i += len; continue }
            let cp = raw == 9 ? 32 : raw
            let (advance, glyph) = step(cp, after: prevCP, prevGlyph, hasPrevious: hasPrev)
            pen += advance; i += len
            if cp != 32 {
                if pen > limit { break }
                line.end = i; line.width = pen
            }
            prevCP = cp; prevGlyph = glyph; hasPrev = true
        }
        if mode == .byTruncatingTail { line.width += ellipsisWidth; line.ellipsis = true }
        buffer.lines[buffer.count - 1] = line
        buffer.maxWidth = 0
        for k in 0..<buffer.count where buffer.lines[k].width > buffer.maxWidth { buffer.maxWidth = buffer.lines[k].width }
    }

    /// Lays `text` out for a box of `size` into `buffer`.
    func layout(_ text: String, size: Size, numberOfLines: Int, lineBreakMode: LineBreakMode, into buffer: LineBuffer) {
        let (limit, capacityBound) = lineLimit(numberOfLines: numberOfLines, height: size.height, capacity: buffer.capacity)
        let maxWidth = Font.pixelLimit(size.width)
        withUTF8Bytes(text) { bytes in
            guard let p = bytes.baseAddress else { buffer.reset(); return }
            breakLines(p, bytes.count, maxWidth: maxWidth, maxLines: limit, capacityBound: capacityBound,
                       mode: lineBreakMode, into: buffer)
        }
    }

    /// The size of `text` on one line per `\n`-separated paragraph, without wrapping: the widest line's
    /// advance width (kerning included, trailing spaces not) by the number of lines × ``lineHeight``.
    ///
    /// Allocates nothing once the characters are cached. Text of more than the font's line capacity
    /// (``defaultLineCapacity`` unless set) counts only that many lines.
    public func measure(_ text: String) -> Size {
        layout(text, size: Size(width: .infinity, height: .infinity), numberOfLines: 0,
               lineBreakMode: .byWordWrapping, into: scratch)
        return Size(width: Double(scratch.maxWidth), height: Double(scratch.count * lineHeightPixels))
    }

    /// The size `text` takes when laid out to fit `size` (wrapping at its width, at most `numberOfLines`
    /// lines, 0 = no limit, and as many as fit its height) — what a label's `sizeThatFits` answers.
    /// Pass an infinite height for "as tall as needed".
    public func size(of text: String, fitting size: Size, numberOfLines: Int = 0,
                     lineBreakMode: LineBreakMode = .byWordWrapping) -> Size {
        layout(text, size: size, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, into: scratch)
        return Size(width: Double(scratch.maxWidth), height: Double(scratch.count * lineHeightPixels))
    }
}
