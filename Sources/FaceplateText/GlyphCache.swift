import CFreeType
import FaceplateGraphics

/// One cached glyph: metrics in whole pixels and where its coverage lives.
struct CachedGlyph {
    /// The face's glyph index this slot caches (the key; 0 = `.notdef`, what missing characters draw).
    var glyphIndex: UInt32
    /// Horizontal advance in whole pixels (hinted advances are whole pixels).
    var advance: Int32
    /// Bitmap offset from the pen position, right (`left`) and up from the baseline (`top`).
    var left: Int32, top: Int32
    /// Bitmap size; the cached bitmap is tightly packed (pitch = width).
    var width: Int32, height: Int32
    /// Clock bit: set on every use, cleared as the eviction hand passes.
    var referenced: Bool
    /// The bitmap did not fit a cell, so it is rendered from FreeType whenever it is drawn.
    var oversize: Bool
}

/// A fixed-capacity glyph cache of one face: coverage bitmaps, bearings and advances for the glyphs
/// (by glyph index, what HarfBuzz's shaping produces) the face has drawn, so drawing cached text makes
/// no FreeType calls and no allocations.
///
/// Everything is allocated once: `capacity` entries, an atlas of `capacity` equal cells (each a byte
/// budget that fits any glyph up to about 1.5 em × the line height), a direct-map table for the first
/// 256 glyph indices (where fonts keep Latin) and an open-addressing hash (linear probing,
/// backward-shift deletion) for the others. When full, the
/// clock (second-chance) algorithm picks a victim; evictions are counted. A glyph too large for a cell
/// keeps its metrics cached but is re-rendered on each draw (counted as oversize) — rare, and correct.
final class GlyphCache {
    let face: FT_Face
    let loadFlags: Int32
    let capacity: Int
    let cellBytes: Int
    let entries: UnsafeMutablePointer<CachedGlyph>
    /// The cells' storage: its own mapping without huge pages (SparseCacheMemory says why).
    let atlasMemory: SparseCacheMemory
    let atlas: UnsafeMutablePointer<UInt8>
    /// Slot for glyph indices below ``directCount``, or -1.
    let ascii: UnsafeMutablePointer<Int32>
    /// Glyph indices below this are found through `ascii` without hashing.
    static let directCount: UInt32 = 256
    /// Slot indices for other glyph indices, or -1 (empty).
    let table: UnsafeMutablePointer<Int32>
    let tableMask: Int

    private(set) var count = 0
    private var hand = 0
    private(set) var misses = 0
    private(set) var evictions = 0
    private(set) var oversizeGlyphs = 0
    private(set) var loadFailures = 0

    init(face: FT_Face, loadFlags: Int32, capacity: Int, cellBytes: Int) {
        precondition(capacity > 0, "a glyph cache needs at least one slot")
        self.face = face; self.loadFlags = loadFlags
        self.capacity = capacity; self.cellBytes = max(1, cellBytes)
        entries = .allocate(capacity: capacity)
        atlasMemory = SparseCacheMemory(count: capacity * self.cellBytes)
        atlas = atlasMemory.base
        ascii = .allocate(capacity: Int(GlyphCache.directCount))
        ascii.initialize(repeating: -1, count: Int(GlyphCache.directCount))
        var size = 8
        while size < capacity * 2 { size <<= 1 }
        table = .allocate(capacity: size)
        table.initialize(repeating: -1, count: size)
        tableMask = size - 1
    }

    deinit {
        entries.deallocate(); ascii.deallocate(); table.deallocate()
    }

    /// The coverage bitmap of `slot` (valid until the next miss may evict it).
    @inline(__always) func bitmap(_ slot: Int) -> UnsafePointer<UInt8> { UnsafePointer(atlas + slot * cellBytes) }

    @inline(__always) static func hash(_ cp: UInt32) -> Int { Int(truncatingIfNeeded: (cp &* 0x9E37_79B1) >> 7) }

    /// The slot caching glyph `cp` (a glyph index), rendering it on a miss.
    @inline(__always) func slot(forGlyph cp: UInt32) -> Int {
        if cp < GlyphCache.directCount {
            let s = Int(ascii[Int(cp)])
            if s >= 0 { entries[s].referenced = true; return s }
        } else {
            var h = GlyphCache.hash(cp) & tableMask
            while true {
                let s = Int(table[h])
                if s < 0 { break }
                if entries[s].glyphIndex == cp { entries[s].referenced = true; return s }
                h = (h + 1) & tableMask
            }
        }
        return load(cp)
    }

    /// Whether glyph `cp` is cached, without touching the clock or loading it.
    func contains(_ cp: UInt32) -> Bool {
        if cp < GlyphCache.directCount { return ascii[Int(cp)] >= 0 }
        return tablePosition(of: cp) >= 0
    }

    private func tablePosition(of cp: UInt32) -> Int {
        var h = GlyphCache.hash(cp) & tableMask
        while true {
            let s = Int(table[h])
            if s < 0 { return -1 }
            if entries[s].glyphIndex == cp { return h }
            h = (h + 1) & tableMask
        }
    }

    @inline(never) private func load(_ cp: UInt32) -> Int {
        misses += 1
        let s: Int
        if count < capacity {
            s = count; count += 1
        } else {
            while entries[hand].referenced { entries[hand].referenced = false; hand = (hand + 1) % capacity }
            s = hand; hand = (hand + 1) % capacity
            unindex(entries[s].glyphIndex)
            evictions += 1
        }
        render(cp, into: s)
        if cp < GlyphCache.directCount {
            ascii[Int(cp)] = Int32(s)
        } else {
            var h = GlyphCache.hash(cp) & tableMask
            while table[h] >= 0 { h = (h + 1) & tableMask }
            table[h] = Int32(s)
        }
        return s
    }

    private func unindex(_ cp: UInt32) {
        if cp < GlyphCache.directCount { ascii[Int(cp)] = -1; return }
        var i = tablePosition(of: cp)
        guard i >= 0 else { return }
        table[i] = -1
        // Backward-shift deletion: pull later members of the probe run into the hole so lookups
        // never stop early at it.
        var j = i
        while true {
            j = (j + 1) & tableMask
            let s = Int(table[j])
            if s < 0 { return }
            let home = GlyphCache.hash(entries[s].glyphIndex) & tableMask
            let between = i <= j ? (home > i && home <= j) : (home > i || home <= j)
            if !between { table[i] = Int32(s); table[j] = -1; i = j }
        }
    }

    /// Loads and renders glyph `cp` with FreeType into slot `s`. The key stays `cp` even when the
    /// glyph fails and `.notdef` is drawn instead, so the index keeps finding the slot.
    private func render(_ cp: UInt32, into s: Int) {
        var entry = CachedGlyph(glyphIndex: cp, advance: 0, left: 0, top: 0, width: 0, height: 0,
                                referenced: true, oversize: false)
        defer { entries[s] = entry }
        var index = cp
        guard let slot = GlyphCache.renderGlyph(face, &index, loadFlags) else { loadFailures += 1; return }
        entry.advance = Int32(truncatingIfNeeded: (slot.pointee.advance.x + 32) >> 6)
        let bitmap = slot.pointee.bitmap
        let w = Int(bitmap.width), h = Int(bitmap.rows)
        entry.left = slot.pointee.bitmap_left; entry.top = slot.pointee.bitmap_top
        entry.width = Int32(w); entry.height = Int32(h)
        guard w > 0, h > 0, let buffer = bitmap.buffer else { entry.width = 0; entry.height = 0; return }
        guard w * h <= cellBytes else { entry.oversize = true; oversizeGlyphs += 1; return }
        let dst = atlas + s * cellBytes
        let pitch = Int(bitmap.pitch)
        let mono = bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_MONO.rawValue)
        for row in 0..<h {
            let src = pitch >= 0 ? buffer + row * pitch : buffer + (h - 1 - row) * -pitch
            let out = dst + row * w
            if mono {
                for x in 0..<w { out[x] = src[x >> 3] & (0x80 >> UInt8(x & 7)) != 0 ? 255 : 0 }
            } else {
                out.update(from: src, count: w)
            }
        }
    }

    /// Loads glyph `index` (falling back to `.notdef` when the glyph itself fails) and renders it to
    /// 8-bit coverage in the face's glyph slot. Nil when even `.notdef` fails.
    static func renderGlyph(_ face: FT_Face, _ index: inout UInt32, _ flags: Int32) -> FT_GlyphSlot? {
        var error = FT_Load_Glyph(face, index, flags)
        if error != 0 && index != 0 { index = 0; error = FT_Load_Glyph(face, 0, flags) }
        guard error == 0, let slot = face.pointee.glyph else { return nil }
        if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP {
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        }
        let mode = slot.pointee.bitmap.pixel_mode
        guard mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) || mode == UInt8(FT_PIXEL_MODE_MONO.rawValue) else { return nil }
        return slot
    }
}
