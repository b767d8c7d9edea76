import FaceplateGraphics
import Testing
@testable import FaceplateText

/// Lines are shaped and reordered each on its own (UAX #9: reorder after line breaking; HarfBuzz:
/// reshape each line), so joining forms at a break are those of the line's own text.
@Suite struct LineReshapingTests {
    /// The glyph indices of `layout`'s line `index`, left to right.
    private func glyphs(_ layout: TextLayout, line index: Int) -> [UInt32] {
        let l = layout.shaped.lines[index]
        return (l.glyphStart..<l.glyphEnd).map { layout.shaped.glyphs[$0].glyph }
    }

    /// An Arabic word cut by character wrapping: each line draws the glyphs its own text shapes to —
    /// the letter before the break in its final form, the one after it in its initial form — not the
    /// medial forms the unbroken word has there.
    @Test func arabicWordCutAcrossLinesTakesEachLinesOwnJoiningForms() throws {
        let font = try chainFont(18, language: "ar")
        let word = "سلسلسلسلسلسلسلسلسلسلسلسلسلسلسلسلسلسل"
        let wrapped = TextLayout()
        wrapped.layout(word, font: font, in: Size(width: 90, height: .infinity), numberOfLines: 0, lineBreakMode: .byCharWrapping)
        #expect(wrapped.lineCount >= 3)
        #expect(wrapped.missingGlyphCount == 0)
        let alone = TextLayout()
        var differs = false
        for i in 0..<wrapped.lineCount {
            let text = shown(wrapped, line: i, in: word)
            alone.layout(text, font: font, in: Size(width: 1000, height: 40), lineBreakMode: .byClipping)
            #expect(glyphs(wrapped, line: i) == glyphs(alone, line: 0), "line \(i) is shaped as its own text")
            #expect(wrapped.line(at: i).width == alone.line(at: 0).width)
            #expect(wrapped.line(at: i).width <= 90 + 8, "a reshaped line stays about as wide as its box")
            differs = differs || i > 0
        }
        // The unbroken word draws other glyphs at the break: the reshaping is what made them equal.
        let unbroken = TextLayout()
        unbroken.layout(word, font: font, in: Size(width: 2000, height: 40))
        let firstLine = glyphs(wrapped, line: 0), whole = glyphs(unbroken, line: 0)
        #expect(differs && Array(whole.suffix(firstLine.count)) != firstLine,
                "the first line's glyphs (the word's right end) are not the unbroken word's")
    }

    /// Mixed directions wrap first and are reordered per line: each line of a right-to-left paragraph
    /// with Latin words holds only its own words, its Latin run left of its Arabic one.
    @Test func bidiReorderingIsPerLine() throws {
        let font = try chainFont(18, language: "ar")
        let text = "مرحبا Faceplate سلام Linux"
        let layout = TextLayout()
        layout.layout(text, font: font, in: Size(width: 150, height: .infinity), numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(layout.lineCount == 2)
        #expect(shown(layout, line: 0, in: text) == "مرحبا Faceplate")
        #expect(shown(layout, line: 1, in: text) == "سلام Linux")
        // Reordered per line: line 0 starts (at its left) with "Faceplate"'s F, line 1 with "Linux"'s L.
        #expect(glyphs(layout, line: 0).first == font.primary.glyph(for: 0x46))
        #expect(glyphs(layout, line: 1).first == font.primary.glyph(for: 0x4C))
    }
}
