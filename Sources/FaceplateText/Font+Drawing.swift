import CFreeType
import FaceplateGraphics

/// Drawing glyphs through ``Canvas/drawCoverage(_:width:height:pitch:x:y:color:)``, so clipping,
/// translation, panel rotation and both pixel formats are the canvas's business.
extension Font {
    /// Where line `index` of `count` lines, `width` pixels wide, starts in `rect`: the top-left corner of
    /// its line box, in whole pixels.
    func lineOrigin(width: Int, index: Int, count: Int, in rect: Rect, alignment: TextAlignment,
                    verticalAlignment: VerticalTextAlignment) -> (x: Int, y: Int) {
        let x: Double
        switch alignment {
        case .left, .natural: x = rect.minX
        case .center: x = rect.minX + (rect.width - Double(width)) / 2
        case .right: x = rect.maxX - Double(width)
        }
        let block = Double(count * lineHeightPixels)
        let top: Double
        switch verticalAlignment {
        case .top: top = rect.minY
        case .center: top = rect.minY + (rect.height - block) / 2
        case .bottom: top = rect.maxY - block
        }
        return (Int(x.rounded(.down)), Int(top.rounded(.down)) + index * lineHeightPixels)
    }

    /// Draws the laid-out lines of `p[0..<n]`.
    func drawLines(_ p: UnsafePointer<UInt8>, _ n: Int, _ buffer: LineBuffer, in rect: Rect, color: Color,
                   alignment: TextAlignment, verticalAlignment: VerticalTextAlignment, clip: Bool,
                   into canvas: inout Canvas) {
        guard buffer.count > 0, color.alpha > 0 else { return }
        if clip { canvas.save(); canvas.clip(to: rect) }
        for index in 0..<buffer.count {
            let line = buffer.lines[index]
            let origin = lineOrigin(width: line.width, index: index, count: buffer.count, in: rect,
                                    alignment: alignment, verticalAlignment: verticalAlignment)
            let baseline = origin.y + ascenderPixels
            drawRun(p, from: line.start, to: min(line.end, n), x: origin.x, baseline: baseline,
                    color: color, into: &canvas)
            if line.ellipsis {
                // Placed by the measured width so the ellipsis ends exactly where layout said.
                drawEllipsis(x: origin.x + line.width - ellipsisWidth, baseline: baseline, color: color, into: &canvas)
            }
        }
        if clip { canvas.restore() }
    }

    /// Draws the glyphs of `p[from..<to]` with the pen starting at `x` on `baseline`; returns the pen's end.
    @inline(__always) @discardableResult
    func drawRun(_ p: UnsafePointer<UInt8>, from: Int, to: Int, x: Int, baseline: Int, color: Color,
                 into canvas: inout Canvas) -> Int {
        var i = from, pen = x
        var prevCP: UInt32 = 0, prevGlyph: UInt32 = 0, hasPrev = false
        while i < to {
            let (raw, len) = UTF8Decoding.decode(p, i, to)
            i += len
            if raw == 10 || Font.isInvisibleControl(raw) { continue }
            let cp = raw == 9 ? 32 : raw
            let s = cache.slot(for: cp)
            let g = cache.entries[s]
            if hasPrev { pen += kerning.kerning(prevCP, prevGlyph, cp, g.glyphIndex) }
            if g.width > 0 {
                if g.oversize {
                    drawUncached(g.glyphIndex, x: pen, baseline: baseline, color: color, into: &canvas)
                } else {
                    canvas.drawCoverage(cache.bitmap(s), width: Int(g.width), height: Int(g.height), pitch: Int(g.width),
                                        x: pen + Int(g.left), y: baseline - Int(g.top), color: color)
                }
            }
            pen += Int(g.advance)
            prevCP = cp; prevGlyph = g.glyphIndex; hasPrev = true
        }
        return pen
    }

    /// Draws the ellipsis ("…", or "..." on faces without it) with its left edge at `x`.
    func drawEllipsis(x: Int, baseline: Int, color: Color, into canvas: inout Canvas) {
        var pen = x, previous: UInt32 = 0
        for k in 0..<ellipsisRepeat {
            let s = cache.slot(for: ellipsisCodePoint)
            let g = cache.entries[s]
            if k > 0 { pen += kerning.kerning(ellipsisCodePoint, previous, ellipsisCodePoint, g.glyphIndex) }
            if g.width > 0 && !g.oversize {
                canvas.drawCoverage(cache.bitmap(s), width: Int(g.width), height: Int(g.height), pitch: Int(g.width),
                                    x: pen + Int(g.left), y: baseline - Int(g.top), color: color)
            }
            pen += Int(g.advance); previous = g.glyphIndex
        }
    }

    /// Renders a glyph too large for the cache's cells straight from FreeType and draws it.
    @inline(never)
    func drawUncached(_ glyph: UInt32, x: Int, baseline: Int, color: Color, into canvas: inout Canvas) {
        var index = glyph
        guard let slot = GlyphCache.renderGlyph(face, &index, cache.loadFlags) else { return }
        let bitmap = slot.pointee.bitmap
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue), bitmap.pitch > 0, let buffer = bitmap.buffer else { return }
        canvas.drawCoverage(UnsafePointer(buffer), width: Int(bitmap.width), height: Int(bitmap.rows), pitch: Int(bitmap.pitch),
                            x: x + Int(slot.pointee.bitmap_left), y: baseline - Int(slot.pointee.bitmap_top), color: color)
    }

    /// Whether drawing in `rect` could touch the canvas's current clip. Glyphs may overhang their line
    /// box a little (and a single line may be taller than a short box), so the test is generous by a
    /// line height on every side; its point is to skip layout entirely for labels outside a dirty rect.
    func mayTouchClip(_ rect: Rect, canvas: Canvas) -> Bool {
        guard rect.width.isFinite, rect.height.isFinite else { return true }
        let m = Double(lineHeightPixels)
        let r = Rect(x: rect.minX + canvas.origin.x - m, y: rect.minY + canvas.origin.y - m,
                     width: rect.width + 2 * m, height: rect.height + 2 * m)
        return PixelRect(covering: r).intersects(canvas.clip)
    }

    /// Draws `text` in `rect` like a `UILabel` would: wrapped at spaces to the width, at most
    /// `numberOfLines` lines (0 = as many as fit the height), each line placed by `alignment`, the block
    /// placed by `verticalAlignment`, and the last line finished by `lineBreakMode` when text is left over.
    ///
    /// Makes no heap allocations and no FreeType calls once the characters are in the glyph cache.
    ///
    /// - Parameters:
    ///   - text: the text; `\n` starts a new line, tab draws as a space, other control characters draw nothing.
    ///   - rect: the box, in the canvas's current (translated) coordinates.
    ///   - color: the text colour; its alpha multiplies the glyphs' coverage.
    ///   - alignment: horizontal placement of each line (``TextAlignment/natural`` = left).
    ///   - lineBreakMode: what happens when the text does not fit (UILabel's default, ``LineBreakMode/byTruncatingTail``).
    ///   - numberOfLines: the most lines to show; 0 means no limit but the box height. UILabel's default is 1.
    ///   - verticalAlignment: where the lines sit in the box; centred, as in UILabel.
    ///   - canvas: where to draw.
    public func draw(_ text: String, in rect: Rect, color: Color, alignment: TextAlignment = .natural,
                     lineBreakMode: LineBreakMode = .byTruncatingTail, numberOfLines: Int = 1,
                     verticalAlignment: VerticalTextAlignment = .center, into canvas: inout Canvas) {
        guard color.alpha > 0, mayTouchClip(rect, canvas: canvas) else { return }
        let (limit, capacityBound) = lineLimit(numberOfLines: numberOfLines, height: rect.height, capacity: scratch.capacity)
        let maxWidth = Font.pixelLimit(rect.width)
        let buffer = scratch
        withUTF8Bytes(text) { bytes in
            guard let p = bytes.baseAddress else { return }
            breakLines(p, bytes.count, maxWidth: maxWidth, maxLines: limit, capacityBound: capacityBound,
                       mode: lineBreakMode, into: buffer)
            drawLines(p, bytes.count, buffer, in: rect, color: color, alignment: alignment,
                      verticalAlignment: verticalAlignment, clip: lineBreakMode == .byClipping, into: &canvas)
        }
    }

    /// Draws `text` unwrapped with the top-left of its first line box at `point` (one line per `\n`).
    public func draw(_ text: String, at point: Point, color: Color, into canvas: inout Canvas) {
        let rect = Rect(origin: point, size: Size(width: .infinity, height: .infinity))
        guard color.alpha > 0 else { return }
        let buffer = scratch
        withUTF8Bytes(text) { bytes in
            guard let p = bytes.baseAddress else { return }
            breakLines(p, bytes.count, maxWidth: Int.max / 4, maxLines: buffer.capacity, capacityBound: true,
                       mode: .byClipping, into: buffer)
            drawLines(p, bytes.count, buffer, in: rect, color: color, alignment: .left, verticalAlignment: .top,
                      clip: false, into: &canvas)
        }
    }
}
