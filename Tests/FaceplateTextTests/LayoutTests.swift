import FaceplateGraphics
import Testing
@testable import FaceplateText

@Suite struct LayoutTests {
    @Test func measureButtonLabelIsPlausible() throws {
        let font = try dejaVu(14)
        let size = font.measure("Button 9")
        // 8 characters of a ~0.55 em average width at 14 px: between 40 and 80 px.
        #expect(size.width > 40 && size.width < 80)
        #expect(size.height == font.lineHeight)
        // The space between the words adds a gap of less than half an em.
        let words = font.measure("Button").width + font.measure("9").width
        #expect(size.width > words && size.width < words + 7)
        #expect(font.measure("").width == 0 && font.measure("").height == 0)
    }

    @Test func kerningBringsAVCloser() throws {
        let font = try dejaVu(14)
        #expect(font.hasKerning)
        let pair = font.measure("AV").width
        let separate = font.measure("A").width + font.measure("V").width
        #expect(pair < separate)
        // A pair the face does not kern measures exactly the sum.
        #expect(font.measure("HH").width == 2 * font.measure("H").width)
    }

    @Test func trailingSpacesDoNotCountButInnerOnesDo() throws {
        let font = try dejaVu(14)
        #expect(font.measure("ab  ").width == font.measure("ab").width)
        #expect(font.measure("a b").width > font.measure("ab").width)
    }

    /// Greedy word wrap computed independently from `measure`, as the oracle for the layout.
    func greedyLines(_ text: String, width: Double, font: Font) -> [String] {
        var lines: [String] = [], current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if font.measure(candidate).width <= width || current.isEmpty { current = candidate }
            else { lines.append(current); current = String(word) }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    @Test(arguments: [90.0, 130.0, 200.0])
    func paragraphWrapsAtSpacesLikeGreedyWordWrap(width: Double) throws {
        let font = try dejaVu(14)
        let paragraph = "The quick brown fox jumps over the lazy dog while seven tired panels blink"
        let expected = greedyLines(paragraph, width: width, font: font)
        let layout = TextLayout()
        layout.layout(paragraph, font: font, in: Size(width: width, height: .infinity), numberOfLines: 0)
        #expect(expected.count > 1)
        #expect(layout.lineCount == expected.count)
        #expect(!layout.isTruncated)
        for i in 0..<min(layout.lineCount, expected.count) {
            let line = layout.line(at: i)
            #expect(text(of: line, in: paragraph) == expected[i])
            #expect(line.width <= width)
            #expect(line.width == font.measure(expected[i]).width)
        }
        #expect(layout.size.height == Double(expected.count) * font.lineHeight)
        #expect(font.size(of: paragraph, fitting: Size(width: width, height: .infinity)) == layout.size)
    }

    @Test func wordsLongerThanTheWidthAreBrokenBetweenCharacters() throws {
        let font = try dejaVu(14)
        let word = "Supercalifragilisticexpialidocious"
        let layout = TextLayout()
        layout.layout(word, font: font, in: Size(width: 60, height: .infinity), numberOfLines: 0)
        #expect(layout.lineCount > 2)
        var joined = ""
        for i in 0..<layout.lineCount {
            let line = layout.line(at: i), shown = text(of: line, in: word)
            #expect(line.width <= 60)
            joined += shown
            if i + 1 < layout.lineCount {
                // Each broken line is as full as it can be: one more character would overflow.
                let nextChar = text(of: layout.line(at: i + 1), in: word).prefix(1)
                #expect(font.measure(shown + nextChar).width > 60)
            }
        }
        #expect(joined == word)
    }

    @Test func charWrappingBreaksInsideWords() throws {
        let font = try dejaVu(14)
        let s = "aaaa bbbbbbbb"
        let width = font.measure("aaaa bbb").width
        let layout = TextLayout()
        layout.layout(s, font: font, in: Size(width: width, height: .infinity), lineBreakMode: .byCharWrapping)
        #expect(layout.lineCount == 2)
        #expect(text(of: layout.line(at: 0), in: s) == "aaaa bbb")
        #expect(text(of: layout.line(at: 1), in: s) == "bbbbb")
        layout.layout(s, font: font, in: Size(width: width, height: .infinity), lineBreakMode: .byWordWrapping)
        #expect(text(of: layout.line(at: 0), in: s) == "aaaa")
    }

    @Test func newlinesAreHonoured() throws {
        let font = try dejaVu(14)
        let s = "One\nTwo words\n\nFour"
        let layout = TextLayout()
        layout.layout(s, font: font, in: Size(width: 500, height: .infinity), numberOfLines: 0)
        #expect(layout.lineCount == 4)
        #expect((0..<layout.lineCount).map { text(of: layout.line(at: $0), in: s) } == ["One", "Two words", "", "Four"])
        let m = font.measure(s)
        #expect(m.height == 4 * font.lineHeight)
        #expect(m.width == font.measure("Two words").width)
        // A trailing newline starts an (empty) last line; CR before LF is invisible.
        #expect(font.measure("a\n").height == 2 * font.lineHeight)
        #expect(font.measure("ab\r\ncd") == font.measure("ab\ncd"))
    }

    @Test func alignmentOffsetsPlaceLinesInTheBox() throws {
        let font = try dejaVu(14)
        let layout = TextLayout()
        let rect = Rect(x: 10, y: 20, width: 200, height: 60)
        layout.layout("Button 9", font: font, in: rect.size, numberOfLines: 1)
        let w = layout.line(at: 0).width
        let left = layout.origin(ofLine: 0, in: rect, alignment: .left, verticalAlignment: .top)
        let natural = layout.origin(ofLine: 0, in: rect, alignment: .natural, verticalAlignment: .top)
        let center = layout.origin(ofLine: 0, in: rect, alignment: .center, verticalAlignment: .center)
        let right = layout.origin(ofLine: 0, in: rect, alignment: .right, verticalAlignment: .bottom)
        #expect(left == Point(x: 10, y: 20))
        #expect(natural == left)
        #expect(center.x == (10 + (200 - w) / 2).rounded(.down))
        #expect(center.y == (20 + (60 - font.lineHeight) / 2).rounded(.down))
        #expect(right.x == 210 - w)
        #expect(right.y == 80 - font.lineHeight)
        // Lines of a multi-line block are one line height apart, and the block is centred as a whole.
        layout.layout("one\ntwo\nthree", font: font, in: rect.size, numberOfLines: 0)
        let o0 = layout.origin(ofLine: 0, in: rect, alignment: .center, verticalAlignment: .center)
        let o2 = layout.origin(ofLine: 2, in: rect, alignment: .center, verticalAlignment: .center)
        #expect(o2.y - o0.y == 2 * font.lineHeight)
        #expect(o0.y == (20 + (60 - 3 * font.lineHeight) / 2).rounded(.down))
    }

    @Test func truncationEndsWithAnEllipsisAndFitsTheWidth() throws {
        let font = try dejaVu(14)
        let s = "This label is far too long to fit in its box"
        let layout = TextLayout()
        layout.layout(s, font: font, in: Size(width: 100, height: 40), numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(layout.lineCount == 1)
        #expect(layout.isTruncated)
        let line = layout.line(at: 0)
        #expect(line.hasEllipsis)
        #expect(line.width <= 100)
        let shown = text(of: line, in: s)
        #expect(s.hasPrefix(shown) && !shown.isEmpty && !shown.hasSuffix(" "))
        #expect(line.width == font.measure(shown + "\u{2026}").width)
        // It is as long as possible: one more character (skipping spaces) would not fit with the ellipsis.
        var more = s.dropFirst(shown.count).prefix(1)
        if more == " " { more = s.dropFirst(shown.count).prefix(2) }
        #expect(font.measure(shown + more + "\u{2026}").width > 100)
    }

    @Test func truncationByBoxHeightEllipsisesTheLastVisibleLine() throws {
        let font = try dejaVu(14)
        let s = "The quick brown fox jumps over the lazy dog while seven tired panels blink"
        let layout = TextLayout()
        let height = 2 * font.lineHeight + 5
        layout.layout(s, font: font, in: Size(width: 120, height: height), numberOfLines: 0)
        #expect(layout.lineCount == 2)
        #expect(!layout.line(at: 0).hasEllipsis && layout.line(at: 1).hasEllipsis)
        #expect(layout.line(at: 1).width <= 120)
        // numberOfLines limits too; word wrapping cuts at a word without an ellipsis.
        layout.layout(s, font: font, in: Size(width: 120, height: .infinity), numberOfLines: 3, lineBreakMode: .byWordWrapping)
        #expect(layout.lineCount == 3 && layout.isTruncated && !layout.line(at: 2).hasEllipsis)
        // Clipping runs the last line on to the end of its paragraph.
        layout.layout(s, font: font, in: Size(width: 120, height: .infinity), numberOfLines: 1, lineBreakMode: .byClipping)
        #expect(layout.lineCount == 1 && text(of: layout.line(at: 0), in: s) == s)
        #expect(layout.line(at: 0).width == font.measure(s).width)
    }

    @Test func hiddenParagraphsAreSignalledByAnEllipsis() throws {
        let font = try dejaVu(14)
        let layout = TextLayout()
        layout.layout("Short\nSecond line", font: font, in: Size(width: 200, height: 100), numberOfLines: 1)
        #expect(layout.lineCount == 1)
        #expect(text(of: layout.line(at: 0), in: "Short\nSecond line") == "Short")
        #expect(layout.line(at: 0).hasEllipsis)
        #expect(layout.line(at: 0).width == font.measure("Short\u{2026}").width)
    }

    @Test func facesWithoutAnEllipsisGlyphUseThreeDots() throws {
        let font = try dejaVu(14)
        font.useEllipsis(glyph: false)
        let s = "This label is far too long to fit"
        let layout = TextLayout()
        layout.layout(s, font: font, in: Size(width: 100, height: 40), numberOfLines: 1)
        let line = layout.line(at: 0)
        #expect(line.hasEllipsis && line.width <= 100)
        #expect(line.width == font.measure(text(of: line, in: s) + "...").width)
    }

    @Test func lineCapacityIsAHardLimitThatIsCounted() throws {
        let font = try dejaVu(14)
        let layout = TextLayout(lineCapacity: 3)
        layout.layout("1\n2\n3\n4\n5", font: font, in: Size(width: 100, height: .infinity), numberOfLines: 0)
        #expect(layout.lineCount == 3)
        #expect(layout.isTruncated)
        #expect(layout.overflowCount == 1)
        #expect(layout.line(at: 2).hasEllipsis)
    }

    @Test func multibyteTextLaysOutByBytes() throws {
        let font = try dejaVu(14)
        let s = "Größe € ü"
        let layout = TextLayout()
        layout.layout(s, font: font, in: Size(width: 500, height: 50), numberOfLines: 1)
        #expect(layout.lineCount == 1)
        #expect(layout.line(at: 0).utf8Range == 0..<s.utf8.count)
        #expect(text(of: layout.line(at: 0), in: s) == s)
        #expect(font.measure("é").width > 0)
        // Characters the face lacks draw its .notdef: same (non-zero) advance for any of them.
        let notdef = font.measure("\u{E000}").width
        #expect(notdef > 0 && font.measure("\u{E123}").width == notdef)
    }

    @Test func utf8DecoderMatchesTheStandardLibrary() {
        let samples: [[UInt8]] = [
            Array("Aé€😀".utf8),
            [0xFF], [0xC3], [0xE2, 0x82, 0x41], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xE0, 0x80, 0xAF],
            [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x9F, 0x98], [0x80, 0x41, 0xBF], [0xF8, 0x88, 0x80, 0x80, 0x80],
            [0x61, 0xF1, 0x80, 0x80, 0xE1, 0x80, 0xC2, 0x62],
        ]
        var random = SystemRandomNumberGenerator()
        let fuzz = (0..<200).map { _ in (0..<Int.random(in: 1...12, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) } }
        for bytes in samples + fuzz {
            let expected = String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value)
            var decoded: [UInt32] = []
            bytes.withUnsafeBufferPointer { b in
                var i = 0
                while i < b.count {
                    let (scalar, length) = UTF8Decoding.decode(b.baseAddress!, i, b.count)
                    #expect(length >= 1)
                    decoded.append(scalar); i += length
                }
            }
            #expect(decoded == expected, "bytes \(bytes)")
        }
        #expect(UTF8Decoding.replacement == 0xFFFD)
    }
}
