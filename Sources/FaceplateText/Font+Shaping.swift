import CFriBidi
import CHarfBuzz
import CUnibreak

/// Laying text out: per paragraph, FriBidi's embedding levels, a face per character from the
/// fallback chain, HarfBuzz shaping per run, libunibreak's UAX #14 break opportunities, greedy
/// line filling, and the runs of each line reordered for display (UAX #9 rule L2).
///
/// Runs when text, font or width change (``TextLayout``, the font's layout cache), never per frame.
extension Font {
    /// Whether `cp` is white space that hangs at a line's end (not counted in its width).
    @inline(__always) static func hangs(_ cp: UInt32) -> Bool {
        cp == 0x20 || cp == 0x3000 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A && cp != 0x2007) || cp == 0x205F
    }

    /// Directional marks, embeddings and isolates (LRM, RLM, ALM, LRE…RLO, LRI…PDI): FriBidi reads
    /// them, HarfBuzz hides them (they are default ignorable), and no face needs a glyph for them.
    @inline(__always) static func isBidiControl(_ cp: UInt32) -> Bool {
        cp == 0x200E || cp == 0x200F || cp == 0x061C || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069)
    }

    /// Lays `text` out into `out`: lines no wider than `maxWidth` pixels, at most `maxLines`, the last
    /// finished by `mode` when text is left over.
    func shape(_ text: String, maxWidth: Int, maxLines: Int, capacityBound: Bool, mode: LineBreakMode, into out: ShapedText) {
        out.reset()
        let limit = min(maxLines, out.lineBound)
        withUTF8Bytes(text) { bytes in
            guard let p = bytes.baseAddress, bytes.count > 0, limit > 0 else { return }
            let n = bytes.count
            var pos = 0, first = true
            while true {
                var end = pos
                while end < n && p[end] != 10 { end += 1 }
                let more = end < n
                let done = layoutParagraph(p, from: pos, to: end, moreFollows: more, maxWidth: maxWidth, maxLines: limit,
                                           mode: mode, first: first, into: out)
                first = false
                if done || !more { break }
                pos = end + 1
            }
            if out.truncated && capacityBound && limit == out.lineCapacity {
                out.overflowCount += 1
                if out.overflowCount == 1 {
                    logTextWarning("text needs more than \(out.lineCapacity) lines (the layout's line capacity); the rest is truncated")
                }
            }
        }
        out.missingGlyphsSeen(by: self)
    }

    /// Lays out one paragraph `p[from..<to]`; returns true when the line limit stopped the layout.
    private func layoutParagraph(_ p: UnsafePointer<UInt8>, from: Int, to: Int, moreFollows: Bool, maxWidth: Int,
                                 maxLines: Int, mode: LineBreakMode, first: Bool, into out: ShapedText) -> Bool {
        let s = scratch
        s.clear()
        var i = from
        while i < to {
            let (raw, len) = UTF8Decoding.decode(p, i, to)
            if !Font.isInvisibleControl(raw) {
                s.codePoints.append(raw == 9 ? 32 : raw)
                s.offsets.append(i)
            }
            i += len
        }
        s.offsets.append(to)
        let count = s.codePoints.count
        guard count > 0 else {
            let full = out.lineCount + 1 >= maxLines && moreFollows
            out.appendLine(ShapedLine(start: from, end: from, width: 0, ellipsis: false,
                                      rightToLeft: false, glyphStart: out.glyphCount, glyphEnd: out.glyphCount))
            if full { out.truncated = true; if mode == .byTruncatingTail { finishEmptyLine(out) } }
            return full
        }
        s.resize(count)
        let rtl = resolveLevels(count)
        if first { out.rightToLeft = rtl }
        chooseFaces(count)
        shapeRuns(count)
        s.codePoints.withUnsafeBufferPointer { cps in
            s.breaks.withUnsafeMutableBufferPointer { brks in
                set_linebreaks_utf32(cps.baseAddress, count, breakLanguage, brks.baseAddress)
            }
        }

        var lineStart = 0
        while lineStart < count {
            var pen = 0, endTrim = lineStart, widthTrim = 0
            var breakEnd = -1, breakWidth = 0, breakNext = -1
            var lineEnd = -1, lineWidth = 0, next = count
            var k = lineStart
            while k < count {
                let cp = s.codePoints[k], advance = Int(s.advances[k])
                let space = Font.hangs(cp)
                if !space && pen + advance > maxWidth && endTrim > lineStart && s.clusterStarts[k] {
                    if mode == .byCharWrapping || breakEnd < 0 {
                        lineEnd = endTrim; lineWidth = widthTrim; next = k
                    } else {
                        lineEnd = breakEnd; lineWidth = breakWidth; next = breakNext
                    }
                    break
                }
                pen += advance
                if !space { endTrim = k + 1; widthTrim = pen }
                let opportunity = s.breaks[k]
                if k + 1 < count && (opportunity == CChar(LINEBREAK_ALLOWBREAK) || opportunity == CChar(LINEBREAK_MUSTBREAK))
                    && endTrim > lineStart {
                    breakEnd = endTrim; breakWidth = widthTrim; breakNext = k + 1
                }
                k += 1
            }
            if lineEnd < 0 { lineEnd = endTrim; lineWidth = widthTrim; next = count }
            _ = lineWidth
            let textLeft = next < count || moreFollows
            if out.lineCount + 1 >= maxLines && textLeft {
                out.truncated = true
                finishLine(from: lineStart, to: lineEnd, count: count, maxWidth: maxWidth, mode: mode, rtl: rtl, into: out)
                return true
            }
            placeLine(from: lineStart, to: lineEnd, ellipsis: false, rtl: rtl, into: out)
            if next <= lineStart { next = lineStart + 1 }
            lineStart = next
        }
        return false
    }

    /// The last visible line of text that goes on: as wrapped (word and character wrapping), run on to
    /// the paragraph's end (clipping), or cut at a cluster — a grapheme — so it fits with "…".
    private func finishLine(from a: Int, to b: Int, count: Int, maxWidth: Int, mode: LineBreakMode, rtl: Bool, into out: ShapedText) {
        let s = scratch
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            placeLine(from: a, to: b, ellipsis: false, rtl: rtl, into: out)
        case .byClipping:
            var end = count
            while end > a && Font.hangs(s.codePoints[end - 1]) { end -= 1 }
            placeLine(from: a, to: end, ellipsis: false, rtl: rtl, into: out)
        case .byTruncatingTail:
            // The cut falls between graphemes. Where a ligature ("fi") would straddle it, the
            // paragraph is shaped again without discretionary ligatures, so the cut can go between
            // the ligature's letters, as UIKit's truncation does.
            if ligatureStraddlesCut(from: a, count: count, room: maxWidth - ellipsisWidth) { shapeRuns(count, ligatures: false) }
            let room = maxWidth - ellipsisWidth
            var pen = 0, end = a, k = a
            while k < count {
                let advance = Int(s.advances[k])
                if s.clusterStarts[k] && !Font.hangs(s.codePoints[k]) && pen + advance > room { break }
                pen += advance
                k += 1
                if !Font.hangs(s.codePoints[k - 1]) && (k == count || s.clusterStarts[k]) { end = k }
            }
            placeLine(from: a, to: end, ellipsis: true, rtl: rtl, into: out)
        }
    }

    /// Whether the first cluster from `a` that does not fit `room` covers several code points.
    private func ligatureStraddlesCut(from a: Int, count: Int, room: Int) -> Bool {
        let s = scratch
        var pen = 0, k = a
        while k < count {
            pen += Int(s.advances[k])
            if s.clusterStarts[k] && !Font.hangs(s.codePoints[k]) && pen > room {
                return k + 1 < count && !s.clusterStarts[k + 1]
            }
            k += 1
        }
        return false
    }

    /// An empty paragraph as the last visible line with text after it: just the ellipsis.
    private func finishEmptyLine(_ out: ShapedText) {
        var line = out.lines[out.lineCount - 1]
        appendEllipsis(at: 0, into: out)
        line.glyphEnd = out.glyphCount; line.width = ellipsisWidth; line.ellipsis = true
        out.lines[out.lineCount - 1] = line
        if line.width > out.maxWidth { out.maxWidth = line.width }
    }

    /// FriBidi's embedding levels for the paragraph, its direction found from its first strong
    /// character (rule P2; neutral-only text is left to right). Returns whether it is right to left.
    private func resolveLevels(_ count: Int) -> Bool {
        let s = scratch
        // Below U+0590 no character is right to left (R, AL), an Arabic number (AN) or an embedding or
        // isolate control: such a paragraph is left to right and every level is 0 (European digits follow
        // the L before them, rule W7; neutrals take the paragraph's direction, N1–N2). FriBidi would say
        // the same, but it allocates its run lists on every call — once per new text a list row shows.
        var k = 0
        while k < count && s.codePoints[k] < 0x0590 { k += 1 }
        if k == count {
            for i in 0..<count { s.levels[i] = 0 }
            return false
        }
        var direction = faceplate_fribidi_par_on
        let ok: Bool = s.codePoints.withUnsafeBufferPointer { cps in
            s.bidiTypes.withUnsafeMutableBufferPointer { types in
                fribidi_get_bidi_types(cps.baseAddress, FriBidiStrIndex(count), types.baseAddress)
                return s.brackets.withUnsafeMutableBufferPointer { brackets in
                    fribidi_get_bracket_types(cps.baseAddress, FriBidiStrIndex(count), types.baseAddress, brackets.baseAddress)
                    return s.levels.withUnsafeMutableBufferPointer { levels in
                        fribidi_get_par_embedding_levels_ex(types.baseAddress, brackets.baseAddress, FriBidiStrIndex(count),
                                                            &direction, levels.baseAddress) != 0
                    }
                }
            }
        }
        if !ok {   // FriBidi out of memory: lay the paragraph out left to right rather than not at all
            for k in 0..<count { s.levels[k] = 0 }
            return false
        }
        return direction == faceplate_fribidi_par_rtl
    }

    /// A face for each code point: the first face of the chain that has it. Characters of no script
    /// of their own (spaces, punctuation, digits, combining marks, joiners) stay with the face before
    /// them when it has them, so runs are not split needlessly; scripts are resolved the same way.
    private func chooseFaces(_ count: Int) {
        let s = scratch
        let unicode = hb_unicode_funcs_get_default()
        let common = HB_SCRIPT_COMMON.rawValue, inherited = HB_SCRIPT_INHERITED.rawValue, unknown = HB_SCRIPT_UNKNOWN.rawValue
        var previousScript = common
        var firstReal = -1
        for k in 0..<count {
            let cp = s.codePoints[k]
            let script = hb_unicode_script(unicode, cp).rawValue
            let neutral = script == common || script == inherited || script == unknown
            if neutral {
                s.scripts[k] = previousScript
            } else {
                s.scripts[k] = script; previousScript = script
                if firstReal < 0 { firstReal = k }
            }
            let joiner = cp == 0x200C || cp == 0x200D || (cp >= 0xFE00 && cp <= 0xFE0F) || script == inherited
                || Font.isBidiControl(cp)
            if k > 0 && (joiner || (neutral && faceHas(Int(s.faces[k - 1]), cp))) {
                s.faces[k] = s.faces[k - 1]
            } else if Font.isBidiControl(cp) {
                s.faces[k] = 0
            } else {
                s.faces[k] = Int16(firstFace(for: cp))
            }
        }
        if firstReal > 0 { for k in 0..<firstReal { s.scripts[k] = s.scripts[firstReal] } }
    }

    /// The first face of the chain with a glyph for `cp`; the primary (whose `.notdef` box is then
    /// drawn, and counted) when none has.
    private func firstFace(for cp: UInt32) -> Int {
        for i in 0..<chain.count where faceHas(i, cp) { return i }
        noteMissing(cp)
        return 0
    }

    /// Shapes each run (same level, face and script) with HarfBuzz and records per code point the
    /// advance its cluster adds to a line.
    private func shapeRuns(_ count: Int, ligatures: Bool = true) {
        let s = scratch
        s.ligatures = ligatures
        s.glyphs.removeAll(keepingCapacity: true); s.runs.removeAll(keepingCapacity: true)
        for k in 0..<count { s.advances[k] = 0; s.clusterStarts[k] = false }
        var start = 0
        while start < count {
            var end = start + 1
            while end < count && s.levels[end] == s.levels[start] && s.faces[end] == s.faces[start] && s.scripts[end] == s.scripts[start] {
                end += 1
            }
            let faceIndex = Int(s.faces[start])
            let glyphStart = s.glyphs.count
            if let face = openFace(faceIndex) {
                let rtl = s.levels[start] & 1 == 1
                s.codePoints.withUnsafeBufferPointer { cps in
                    s.buffer.shape(cps.baseAddress!, count: count, start: start, length: end - start, font: face.shaper,
                                   rightToLeft: rtl, script: hb_script_t(rawValue: s.scripts[start]), language: shapingLanguage,
                                   ligatures: ligatures, tabularDigits: hasMonospacedDigits)
                }
                let (n, infos, positions) = s.buffer.glyphs
                if let infos, let positions {
                    for g in 0..<n {
                        let info = infos[g], position = positions[g]
                        let cluster = Int(info.cluster)
                        let advance = Int32(truncatingIfNeeded: (position.x_advance + 32) >> 6)
                        s.glyphs.append(RunGlyph(glyph: info.codepoint, cluster: Int32(cluster), advance: advance,
                                                 xOffset: Int32(truncatingIfNeeded: (position.x_offset + 32) >> 6),
                                                 yOffset: Int32(truncatingIfNeeded: (position.y_offset + 32) >> 6)))
                        if cluster >= start && cluster < end {
                            s.advances[cluster] += advance
                            s.clusterStarts[cluster] = true
                        }
                    }
                }
            }
            s.runs.append(ShapedRun(start: start, end: end, level: s.levels[start], face: Int16(faceIndex),
                                    glyphStart: glyphStart, glyphEnd: s.glyphs.count))
            start = end
        }
    }

    /// Places code points `a..<b` of the paragraph as a line: the runs they touch, reordered by UAX #9
    /// rule L2 (from the highest level down to the lowest odd one, reverse every maximal sequence of
    /// runs at that level or above), each run's glyphs in visual order from HarfBuzz.
    /// Trailing white space is not on the line, so rule L1's reset of it does not arise.
    ///
    /// A line that is part of a paragraph is shaped again on its own: the paragraph's shaping found
    /// where the line breaks, but its glyphs saw the neighbours across the break — an Arabic letter
    /// before a break inside a word kept its joining (medial) form. UAX #9 reorders after line
    /// breaking (section 3.4, rule L1: "on each line"), and HarfBuzz's guidance for line breaking is
    /// the same: shape, break, then reshape each line with the text after the break left out of its
    /// context. So the letter before the break takes its final or isolated form, the one after it its
    /// initial form, and the line's width is its own glyphs' advance. Only at layout, never per frame.
    private func placeLine(from a: Int, to b: Int, ellipsis: Bool, rtl: Bool, into out: ShapedText) {
        let s = scratch
        s.lineRuns.removeAll(keepingCapacity: true)
        var highest: Int8 = 0, lowestOdd: Int8 = Int8.max
        for r in 0..<s.runs.count where s.runs[r].start < b && s.runs[r].end > a {
            s.lineRuns.append(r)
            let level = s.runs[r].level
            highest = max(highest, level)
            if level & 1 == 1 { lowestOdd = min(lowestOdd, level) }
        }
        if lowestOdd != Int8.max {
            var level = highest
            while level >= lowestOdd {
                var i = 0
                while i < s.lineRuns.count {
                    guard s.runs[s.lineRuns[i]].level >= level else { i += 1; continue }
                    var j = i
                    while j + 1 < s.lineRuns.count && s.runs[s.lineRuns[j + 1]].level >= level { j += 1 }
                    s.lineRuns[i...j].reverse()
                    i = j + 1
                }
                level -= 1
            }
        }
        let glyphStart = out.glyphCount
        var pen = 0
        if ellipsis && rtl { appendEllipsis(at: 0, into: out); pen = ellipsisWidth }
        // The whole paragraph (but for trailing white space, which joins nothing) keeps its shaping.
        let count = s.codePoints.count
        var whole = a == 0
        if whole { for k in b..<count where !Font.hangs(s.codePoints[k]) { whole = false; break } }
        for r in s.lineRuns {
            let run = s.runs[r]
            if !whole {
                pen = placeReshaped(run, from: Swift.max(run.start, a), to: Swift.min(run.end, b), line: a..<b, pen: pen, into: out)
                continue
            }
            for g in run.glyphStart..<run.glyphEnd {
                let glyph = s.glyphs[g]
                let cluster = Int(glyph.cluster)
                guard cluster >= a && cluster < b else { continue }
                out.appendGlyph(PlacedGlyph(face: UInt16(run.face), glyph: glyph.glyph,
                                            x: Int32(truncatingIfNeeded: pen) + glyph.xOffset, y: glyph.yOffset,
                                            cluster: Int32(truncatingIfNeeded: s.offsets[cluster])))
                pen += Int(glyph.advance)
            }
        }
        if ellipsis && !rtl { appendEllipsis(at: pen, into: out); pen += ellipsisWidth }
        out.appendLine(ShapedLine(start: s.offsets[a], end: s.offsets[max(a, b)], width: pen, ellipsis: ellipsis,
                                  rightToLeft: rtl, glyphStart: glyphStart, glyphEnd: out.glyphCount))
    }

    /// Shapes code points `from..<to` of `run` with only `line`'s code points as context and appends
    /// the glyphs from `pen`; returns the pen after them.
    private func placeReshaped(_ run: ShapedRun, from: Int, to: Int, line: Range<Int>, pen start: Int, into out: ShapedText) -> Int {
        let s = scratch
        guard from < to, let face = openFace(Int(run.face)) else { return start }
        s.codePoints.withUnsafeBufferPointer { cps in
            s.buffer.shape(cps.baseAddress! + line.lowerBound, count: line.count, start: from - line.lowerBound, length: to - from,
                           font: face.shaper, rightToLeft: run.level & 1 == 1, script: hb_script_t(rawValue: s.scripts[from]),
                           language: shapingLanguage, ligatures: s.ligatures, tabularDigits: hasMonospacedDigits)
        }
        var pen = start
        let (n, infos, positions) = s.buffer.glyphs
        guard let infos, let positions else { return pen }
        for g in 0..<n {
            let position = positions[g]
            out.appendGlyph(PlacedGlyph(face: UInt16(run.face), glyph: infos[g].codepoint,
                                        x: Int32(truncatingIfNeeded: pen) + Int32(truncatingIfNeeded: (position.x_offset + 32) >> 6),
                                        y: Int32(truncatingIfNeeded: (position.y_offset + 32) >> 6),
                                        cluster: Int32(truncatingIfNeeded: s.offsets[line.lowerBound + Int(infos[g].cluster)])))
            pen += Int((position.x_advance + 32) >> 6)
        }
        return pen
    }

    /// The ellipsis glyphs ("…", or "..." on faces without it) with the first at `x`.
    private func appendEllipsis(at x: Int, into out: ShapedText) {
        var pen = x
        for _ in 0..<ellipsisRepeat {
            out.appendGlyph(PlacedGlyph(face: 0, glyph: ellipsisGlyph, x: Int32(truncatingIfNeeded: pen), y: 0, cluster: -1))
            pen += ellipsisAdvance
        }
    }
}

extension ShapedText {
    /// Adds this layout's missing glyphs to the font's count (tests assert it stays zero).
    func missingGlyphsSeen(by font: Font) {
        font.missingGlyphLayouts += missingGlyphs > 0 ? 1 : 0
    }
}
