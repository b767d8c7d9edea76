import CMallocCounter
import FaceplateAllocationTesting
import FaceplateGraphics
import Testing
@testable import FaceplateText

/// The default chain the test stage installs (fonts-dejavu-core, fonts-noto-core, fonts-noto-cjk);
/// `requireFallbacks` makes a missing package an error naming it, not a pass with boxes.
func chainFont(_ size: Double = 18, language: String? = nil, bold: Bool = false) throws -> Font {
    try FontSet(language: language, requireFallbacks: true).font(size: size, bold: bold)
}

/// The text a line shows, as the characters of `string`.
func shown(_ layout: TextLayout, line: Int, in string: String) -> String {
    let r = layout.line(at: line).utf8Range
    return String(decoding: Array(string.utf8)[r], as: UTF8.self)
}

@Suite struct ScriptTests {
    @Test func fontconfigResolvesTheChainAndNamesMissingFamilies() throws {
        let set = try FontSet(requireFallbacks: true)
        let chain = set.chain()
        #expect(chain[0].family == "DejaVu Sans" && chain[0].path.hasSuffix(".ttf"))
        #expect(chain.contains { $0.family == "Noto Sans CJK SC" && $0.path.hasSuffix(".ttc") })
        #expect(set.chain(bold: true)[0].path.hasSuffix("DejaVuSans-Bold.ttf"))
        #expect(throws: FontError.familyNotFound(FontRequest(family: "Noto Sans CJK ZZ"), package: "fonts-noto-cjk")) {
            _ = try FontSet(fallbacks: ["Noto Sans CJK ZZ"], requireFallbacks: true)
        }
        // Without requireFallbacks a missing fallback is noted, not fatal; a missing primary always is.
        let lenient = try FontSet(fallbacks: ["Noto Sans CJK ZZ"])
        #expect(lenient.missingFallbacks == [FontRequest(family: "Noto Sans CJK ZZ")])
        do { _ = try FontSet(family: "DejaVu Nonexistent"); Issue.record("must throw") } catch {
            #expect("\(error)" == "no installed font has the family 'DejaVu Nonexistent'; install the Debian package fonts-dejavu-core")
        }
    }

    /// What Theme.current falls back to when its family is missing: whatever fontconfig offers.
    @Test func fontconfigOffersADefaultFamily() throws {
        let family = try #require(try FontConfiguration().defaultFamily())
        #expect(!family.isEmpty)
        _ = try FontSet(family: family).font(size: 14)
    }

    @Test func theLanguageHintOrdersTheFallbacks() throws {
        let arabic = try FontSet(language: "ar")
        #expect(arabic.fallbacks.first == "Noto Sans Arabic")
        let plain = try FontSet()
        #expect(plain.fallbacks.first == "Noto Sans CJK SC")
    }

    @Test func chineseFallsBackToNotoSansCJKAndHasNoMissingGlyphs() throws {
        let font = try chainFont()
        let layout = TextLayout()
        layout.layout("室内温度 20.8 °C", font: font, in: Size(width: 400, height: 40))
        #expect(layout.missingGlyphCount == 0)
        #expect(font.openedFamilies.contains("Noto Sans CJK SC"))
        // The same text in DejaVu Sans alone draws missing-glyph boxes, and says so.
        let alone = try dejaVu(18)
        layout.layout("室内温度 20.8 °C", font: alone, in: Size(width: 400, height: 40))
        #expect(layout.missingGlyphCount == 4)
        #expect(alone.missingGlyphLayoutCount == 1)   // every layout the font makes is counted
        _ = alone.measure("室内")
        #expect(alone.missingGlyphLayoutCount == 2)
        #expect(font.missingGlyphLayoutCount == 0)
    }

    /// UAX #14: ideographs break between any two, never before closing punctuation.
    @Test func chineseWrapsBetweenIdeographsButNotBeforeClosingPunctuation() throws {
        let font = try chainFont()
        let text = "设定温度为二十一度，风扇转速为六十，滤网寿命为七十。"
        for width in stride(from: 60.0, through: 200, by: 7) {
            let layout = TextLayout()
            layout.layout(text, font: font, in: Size(width: width, height: .infinity), numberOfLines: 0, lineBreakMode: .byWordWrapping)
            #expect(layout.lineCount > 1)
            var joined = ""
            for i in 0..<layout.lineCount {
                let s = shown(layout, line: i, in: text)
                #expect(!s.hasPrefix("，") && !s.hasPrefix("。"), "line \(i) at width \(width) starts with closing punctuation: \(s)")
                #expect(layout.line(at: i).width <= width || s.count == 1)
                joined += s
            }
            #expect(joined == text)
        }
    }

    @Test func latinLigaturesAndKerningComeFromHarfBuzz() throws {
        let font = try dejaVu(18)
        let layout = TextLayout()
        layout.layout("fi", font: font, in: Size(width: 200, height: 40))
        #expect(layout.glyphCount == 1, "DejaVu Sans' fi ligature")
        #expect(font.measure("AV").width < font.measure("A").width + font.measure("V").width)
    }

    @Test func arabicJoinsAndRunsRightToLeft() throws {
        let font = try chainFont(18, language: "ar")
        let word = "سلام"
        let layout = TextLayout()
        layout.layout(word, font: font, in: Size(width: 300, height: 40))
        #expect(layout.isRightToLeft)
        #expect(layout.missingGlyphCount == 0)
        // Joining: the letters inside the word take other glyphs than when they stand alone.
        let joined = layout.shaped.glyphs, n = layout.glyphCount
        var isolated: [UInt32] = []
        for c in word { layout.layout(String(c), font: font, in: Size(width: 300, height: 40)); isolated.append(layout.shaped.glyphs[0].glyph) }
        layout.layout(word, font: font, in: Size(width: 300, height: 40))
        let shapedGlyphs = (0..<n).map { joined[$0].glyph }
        #expect(Set(shapedGlyphs) != Set(isolated))
        // .natural aligns a right-to-left paragraph right.
        let rect = Rect(0, 0, 300, 40)
        #expect(layout.origin(ofLine: 0, in: rect, alignment: .natural).x == 300 - layout.line(at: 0).width)
        #expect(layout.origin(ofLine: 0, in: rect, alignment: .left).x == 0)
    }

    @Test func mixedDirectionsReorderRunsForDisplay() throws {
        let font = try chainFont()
        let text = "Hello سلام 123"
        let layout = TextLayout()
        layout.layout(text, font: font, in: Size(width: 400, height: 40))
        #expect(!layout.isRightToLeft)
        let g = layout.shaped.glyphs
        let latin = font.primary.glyph(for: 0x48)      // H, drawn first (leftmost)
        #expect(g[0].glyph == latin && g[0].face == 0)
        // Positions grow left to right across the whole line.
        for k in 1..<layout.glyphCount { #expect(g[k].x >= g[k - 1].x) }
        // An Arabic paragraph with a Latin word keeps the Latin word's letters in order inside it.
        layout.layout("مرحبا Faceplate", font: font, in: Size(width: 400, height: 40))
        #expect(layout.isRightToLeft)
        let f = font.primary.glyph(for: 0x46)
        #expect(layout.shaped.glyphs[0].glyph == f, "the Latin run sits at the left, in its own order")
    }

    @Test func devanagariFormsConjuncts() throws {
        let font = try chainFont()
        let layout = TextLayout()
        layout.layout("क्ष", font: font, in: Size(width: 200, height: 40))   // KA + VIRAMA + SSA
        #expect(layout.missingGlyphCount == 0)
        #expect(layout.glyphCount < 3)
        #expect(font.openedFamilies.contains("Noto Sans Devanagari"))
    }

    /// The ellipsis never separates a base letter from its combining mark.
    @Test func truncationCutsAtGraphemeBoundaries() throws {
        let font = try dejaVu(18)
        let text = String(repeating: "e\u{301}", count: 30)
        for width in stride(from: 30.0, through: 150, by: 3) {
            let layout = TextLayout()
            layout.layout(text, font: font, in: Size(width: width, height: 40), numberOfLines: 1)
            #expect(layout.line(at: 0).hasEllipsis)
            let s = shown(layout, line: 0, in: text)
            #expect(s.unicodeScalars.count % 2 == 0, "cut inside a grapheme at width \(width)")
            #expect(layout.line(at: 0).width <= width)
        }
    }

    /// A ligature does not stop truncation from cutting between its letters ("f…" where "fi" no
    /// longer fits), as UIKit's does.
    @Test func truncationCutsInsideLigatures() throws {
        let font = try dejaVu(18)
        let text = String(repeating: "fi", count: 30)
        var cutsInside = 0
        for width in stride(from: 30.0, through: 200, by: 1) {
            let layout = TextLayout()
            layout.layout(text, font: font, in: Size(width: width, height: 40), numberOfLines: 1)
            let s = shown(layout, line: 0, in: text)
            if s.count % 2 == 1 { cutsInside += 1 }
            #expect(layout.line(at: 0).width <= width)
        }
        #expect(cutsInside > 20)
    }

    @Test func cjkGlyphCacheHoldsAScreenful() throws {
        let font = try chainFont(18)
        _ = font.measure("中")
        let stats = font.cacheStatistics
        #expect(stats.capacity == Font.defaultCacheCapacity + 968)
    }

    /// Laying out once, drawing many times: a Chinese and an Arabic layout draw without allocating.
    @Test func drawingLaidOutScriptsAllocatesNothing() throws {
        let font = try chainFont(18)
        let buffer = PixelBuffer(width: 400, height: 120, format: .xrgb8888)
        var canvas = Canvas(buffer: buffer)
        let chinese = TextLayout(), arabic = TextLayout()
        chinese.layout("设定温度为二十一度，风扇转速为六十。", font: font, in: Size(width: 380, height: 60), numberOfLines: 2)
        arabic.layout("درجة الحرارة 21.5", font: font, in: Size(width: 380, height: 30))
        chinese.draw(in: Rect(10, 0, 380, 60), color: .white, into: &canvas)
        arabic.draw(in: Rect(10, 70, 380, 30), color: .white, into: &canvas)
        font.draw("按钮 9", in: Rect(0, 100, 200, 20), color: .white, into: &canvas)
        faceplate_malloc_count_start()
        chinese.layout("设定温度为二十一度，风扇转速为六十。", font: font, in: Size(width: 380, height: 60), numberOfLines: 2)
        chinese.draw(in: Rect(10, 0, 380, 60), color: .white, into: &canvas)
        arabic.draw(in: Rect(10, 70, 380, 30), color: .white, into: &canvas)
        font.draw("按钮 9", in: Rect(0, 100, 200, 20), color: .white, into: &canvas)
        let allocations = faceplate_malloc_count_stop()
        expectNoAllocations(allocations)
        #expect(inkBounds(buffer) != nil)
    }
}
