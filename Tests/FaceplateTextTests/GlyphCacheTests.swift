import FaceplateGraphics
import Foundation
import Testing
@testable import FaceplateText

@Suite struct GlyphCacheTests {
    /// Random churn over more glyphs than slots, in the direct-mapped range and not: the index must
    /// always agree with the slots (what the hash's backward-shift deletion has to preserve), and every
    /// lookup must return the slot holding exactly that glyph.
    @Test func indexStaysConsistentUnderChurn() throws {
        let font = try dejaVu(14, cacheCapacity: 16)
        let cache = font.cache
        let characters: [UInt32] = Array(0x41...0x5A) + Array(0x3B1...0x3C9) + Array(0x410...0x42F) + [0x20AC, 0x2026, 0xE000]
        let pool = characters.map { font.primary.glyph(for: $0) }
        #expect(pool.contains { $0 < GlyphCache.directCount } && pool.contains { $0 >= GlyphCache.directCount })
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let cp = pool.randomElement(using: &rng)!
            let s = cache.slot(forGlyph: cp)
            #expect(cache.entries[s].glyphIndex == cp)
            if cache.entries[s].glyphIndex != cp { return }
        }
        #expect(cache.count == 16)
        var held = Set<UInt32>()
        for s in 0..<cache.count { held.insert(cache.entries[s].glyphIndex) }
        #expect(held.count == 16)
        for cp in pool { #expect(cache.contains(cp) == held.contains(cp), "index and slots disagree on U+\(String(cp, radix: 16))") }
        #expect(font.cacheStatistics.evictions > 1000)
    }

    @Test func manyDistinctCharactersRenderTheSameThroughATinyCache() throws {
        let big = try dejaVu(14), small = try dejaVu(14, cacheCapacity: 16)
        let text = "αβγδεζηθικλμνξοπρστυφχψω АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩ àáâãäåæçèéêëìíîïñòóôõö"
        let size = Size(width: 300, height: 120)
        var images: [[UInt8]] = []
        for font in [big, small] {
            let buffer = PixelBuffer(width: 300, height: 120, format: .xrgb8888)
            var canvas = Canvas(buffer: buffer)
            font.draw(text, in: Rect(origin: .zero, size: size), color: .white, numberOfLines: 0, into: &canvas)
            images.append(Array(UnsafeBufferPointer(start: buffer.baseAddress.assumingMemoryBound(to: UInt8.self), count: buffer.byteCount)))
        }
        #expect(images[0] == images[1])
        #expect(images[0].contains { $0 != 0 })
        #expect(small.cacheStatistics.evictions > 50)
    }

    @Test func cachedGlyphsHaveSensibleMetrics() throws {
        let font = try dejaVu(14)
        let cache = font.cache
        let h = cache.entries[cache.slot(forGlyph: font.primary.glyph(for: 0x48))]   // "H": a capital sitting on the baseline
        #expect(h.glyphIndex != 0 && h.advance > 5 && h.advance < 14)
        #expect(h.height == h.top && Double(h.top) == font.capHeight)
        let space = cache.entries[cache.slot(forGlyph: font.primary.glyph(for: 0x20))]
        #expect(space.width == 0 && space.advance > 0)
        let g = cache.entries[cache.slot(forGlyph: font.primary.glyph(for: 0x67))]   // "g" descends below the baseline
        #expect(g.height > g.top)
        let missing = cache.entries[cache.slot(forGlyph: font.primary.glyph(for: 0xE000))]
        #expect(missing.glyphIndex == 0 && missing.advance > 0 && missing.width > 0)
    }
}
