import CFreeType
import FaceplateGraphics

/// Drawing laid-out glyphs through ``Canvas/drawCoverage(_:width:height:pitch:x:y:color:)``, so
/// clipping, translation, panel rotation and both pixel formats are the canvas's business.
extension Font {
    /// Where line `index` of `count` lines, `width` pixels wide, starts in `rect`: the top-left corner of
    /// its line box, in whole pixels. `rightToLeft` is the line's paragraph direction, which
    /// ``TextAlignment/natural`` follows (UIKit: natural is the leading edge of the writing direction).
    func lineOrigin(width: Int, index: Int, count: Int, in rect: Rect, alignment: TextAlignment,
                    verticalAlignment: VerticalTextAlignment, rightToLeft: Bool = false) -> (x: Int, y: Int) {
        let x: Double
        switch alignment {
        case .left: x = rect.minX
        case .natural: x = rightToLeft ? rect.maxX - Double(width) : rect.minX
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

    /// Draws the lines of `shaped` in `rect`: all of them, or those in `lines`.
    func drawShaped(_ shaped: ShapedText, in rect: Rect, color: Color, alignment: TextAlignment,
                    verticalAlignment: VerticalTextAlignment, clip: Bool, lines: Range<Int>? = nil, into canvas: inout Canvas) {
        guard shaped.lineCount > 0, color.alpha > 0 else { return }
        if clip { canvas.save(); canvas.clip(to: rect) }
        let glyphs = shaped.glyphs
        for index in lines ?? 0..<shaped.lineCount {
            let line = shaped.lines[index]
            let origin = lineOrigin(width: line.width, index: index, count: shaped.lineCount, in: rect, alignment: alignment,
                                    verticalAlignment: verticalAlignment, rightToLeft: line.rightToLeft)
            let baseline = origin.y + ascenderPixels
            var k = line.glyphStart
            while k < line.glyphEnd {
                let g = glyphs[k]
                k += 1
                guard let face = faces[Int(g.face)] else { continue }
                let cache = face.cache
                let s = cache.slot(forGlyph: g.glyph)
                let e = cache.entries[s]
                guard e.width > 0 else { continue }
                let x = origin.x + Int(g.x), y = baseline - Int(g.y)
                if e.oversize {
                    drawUncached(face, g.glyph, x: x, baseline: y, color: color, into: &canvas)
                } else {
                    canvas.drawCoverage(cache.bitmap(s), width: Int(e.width), height: Int(e.height), pitch: Int(e.width),
                                        x: x + Int(e.left), y: y - Int(e.top), color: color)
                }
            }
        }
        if clip { canvas.restore() }
    }

    /// Renders a glyph too large for the cache's cells straight from FreeType and draws it.
    @inline(never)
    func drawUncached(_ face: FontFace, _ glyph: UInt32, x: Int, baseline: Int, color: Color, into canvas: inout Canvas) {
        var index = glyph
        guard let slot = GlyphCache.renderGlyph(face.face, &index, face.loadFlags) else { return }
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

    /// Draws `text` in `rect` like a `UILabel` would: wrapped at UAX #14 break opportunities to the
    /// width, at most `numberOfLines` lines (0 = as many as fit the height), each line placed by
    /// `alignment`, the block placed by `verticalAlignment`, and the last line finished by
    /// `lineBreakMode` when text is left over.
    ///
    /// The text is shaped the first time it is drawn at this width and kept in the font's layout
    /// cache; drawing it again makes no FreeType or HarfBuzz calls and no heap allocations.
    ///
    /// - Parameters:
    ///   - text: the text; `\n` starts a new paragraph, tab draws as a space, other control characters draw nothing.
    ///   - rect: the box, in the canvas's current (translated) coordinates.
    ///   - color: the text colour; its alpha multiplies the glyphs' coverage.
    ///   - alignment: horizontal placement of each line (``TextAlignment/natural``: the paragraph's leading edge).
    ///   - lineBreakMode: what happens when the text does not fit (UILabel's default, ``LineBreakMode/byTruncatingTail``).
    ///   - numberOfLines: the most lines to show; 0 means no limit but the box height. UILabel's default is 1.
    ///   - verticalAlignment: where the lines sit in the box; centred, as in UILabel.
    ///   - canvas: where to draw.
    public func draw(_ text: String, in rect: Rect, color: Color, alignment: TextAlignment = .natural,
                     lineBreakMode: LineBreakMode = .byTruncatingTail, numberOfLines: Int = 1,
                     verticalAlignment: VerticalTextAlignment = .center, into canvas: inout Canvas) {
        guard color.alpha > 0, mayTouchClip(rect, canvas: canvas) else { return }
        let shaped = cachedLayout(text, size: rect.size, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        drawShaped(shaped, in: rect, color: color, alignment: alignment, verticalAlignment: verticalAlignment,
                   clip: lineBreakMode == .byClipping, into: &canvas)
    }

    /// Draws `text` unwrapped with the top-left of its first line box at `point` (one line per `\n`).
    public func draw(_ text: String, at point: Point, color: Color, into canvas: inout Canvas) {
        guard color.alpha > 0 else { return }
        let rect = Rect(origin: point, size: Size(width: .infinity, height: .infinity))
        let shaped = cachedLayout(text, size: rect.size, numberOfLines: 0, lineBreakMode: .byClipping)
        drawShaped(shaped, in: rect, color: color, alignment: .left, verticalAlignment: .top, clip: false, into: &canvas)
    }
}
