/// Counters of a font's glyph cache, for tests and for tuning the capacity on a device.
public struct GlyphCacheStatistics: Hashable, Sendable {
    /// How many glyphs the cache holds at most (fixed when the font was opened).
    public var capacity: Int
    /// How many glyphs it holds now.
    public var count: Int
    /// How many lookups had to render a glyph with FreeType (including the first use of each).
    public var misses: Int
    /// How many cached glyphs were dropped to make room; a steadily rising count on a device means the
    /// capacity is too small for the screen's text.
    public var evictions: Int
    /// Glyphs too large for an atlas cell, re-rendered whenever drawn.
    public var oversizeGlyphs: Int
    /// Glyphs FreeType failed to load even as `.notdef`; they draw as nothing.
    public var loadFailures: Int
}
