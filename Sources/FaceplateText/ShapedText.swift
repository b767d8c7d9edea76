/// One glyph of laid-out text, placed on its line.
struct PlacedGlyph {
    /// Which face of the font's chain draws it (0 = primary).
    var face: UInt16
    /// The glyph index in that face (0 = `.notdef`, a missing-glyph box).
    var glyph: UInt32
    /// Pixels from the line's left edge to the glyph's origin.
    var x: Int32
    /// Pixels the glyph is raised above the baseline (marks, superscripts).
    var y: Int32
    /// The UTF-8 byte offset in the text of the glyph's cluster (its first character), which is where
    /// a caret before the glyph stands; -1 for the ellipsis, which shows no text.
    var cluster: Int32
}

/// One laid-out line: its text, width, direction and glyphs.
struct ShapedLine {
    /// UTF-8 byte offsets of the text shown (logical order), trailing spaces excluded.
    var start: Int, end: Int
    /// Advance width in pixels, ellipsis included.
    var width: Int
    /// Whether an ellipsis ends the line.
    var ellipsis: Bool
    /// Whether the line's paragraph runs right to left (FriBidi's resolved paragraph direction).
    var rightToLeft: Bool
    /// The line's glyphs in ``ShapedText/glyphs``, in visual order, left to right.
    var glyphStart: Int, glyphEnd: Int
}

/// Text shaped and broken into lines for one box: glyphs in visual order with their positions, so
/// drawing is a loop of glyph-cache look-ups and blits that allocates nothing.
///
/// Storage is allocated when the text is laid out: `lineCapacity` lines up front, glyph storage grown
/// to the longest text this layout has held (laying out again reuses it). With `growsLines` the line
/// storage grows too, as the glyph storage does, so long text is never cut at the line capacity.
final class ShapedText {
    private(set) var lineCapacity: Int
    private(set) var lines: UnsafeMutablePointer<ShapedLine>
    /// Whether line storage grows on demand instead of bounding the layout.
    let growsLines: Bool
    private(set) var glyphs: UnsafeMutablePointer<PlacedGlyph>
    private(set) var glyphCapacity: Int
    var lineCount = 0
    var glyphCount = 0
    /// Whether text was left out (line limit, height, or capacity).
    var truncated = false
    /// Widest line, in pixels.
    var maxWidth = 0
    /// How many layouts ran out of line capacity.
    var overflowCount = 0
    /// `.notdef` glyphs in the layout: characters no face of the chain has.
    var missingGlyphs = 0
    /// The first paragraph's direction (what `.natural` alignment and mirroring follow).
    var rightToLeft = false

    // The key of the layout held, for caches: text, width limit, line limit, mode.
    var text = ""
    var maxWidthLimit = -1, maxLines = -1
    var mode = LineBreakMode.byTruncatingTail
    var hash = 0
    var referenced = false

    init(lineCapacity: Int, glyphCapacity: Int = 64, growsLines: Bool = false) {
        precondition(lineCapacity > 0, "a layout needs room for at least one line")
        self.lineCapacity = lineCapacity
        self.growsLines = growsLines
        lines = .allocate(capacity: lineCapacity)
        self.glyphCapacity = max(1, glyphCapacity)
        glyphs = .allocate(capacity: self.glyphCapacity)
    }

    deinit { lines.deallocate(); glyphs.deallocate() }

    func reset() {
        lineCount = 0; glyphCount = 0; truncated = false; maxWidth = 0; missingGlyphs = 0; rightToLeft = false
    }

    /// Whether this holds the layout of `text` for these limits.
    @inline(__always)
    func holds(_ text: String, hash: Int, maxWidth: Int, maxLines: Int, mode: LineBreakMode) -> Bool {
        self.hash == hash && maxWidthLimit == maxWidth && self.maxLines == maxLines && self.mode == mode && self.text == text
    }

    func appendGlyph(_ g: PlacedGlyph) {
        if glyphCount == glyphCapacity {
            let bigger = UnsafeMutablePointer<PlacedGlyph>.allocate(capacity: glyphCapacity * 2)
            bigger.moveInitialize(from: glyphs, count: glyphCount)
            glyphs.deallocate()
            glyphs = bigger; glyphCapacity *= 2
        }
        glyphs[glyphCount] = g
        glyphCount += 1
        if g.glyph == 0 { missingGlyphs += 1 }
    }

    /// The most lines a layout may take: the capacity, or no bound when the storage grows.
    var lineBound: Int { growsLines ? Int.max : lineCapacity }

    func appendLine(_ line: ShapedLine) {
        if lineCount == lineCapacity {
            let bigger = UnsafeMutablePointer<ShapedLine>.allocate(capacity: lineCapacity * 2)
            bigger.moveInitialize(from: lines, count: lineCount)
            lines.deallocate()
            lines = bigger; lineCapacity *= 2
        }
        lines[lineCount] = line; lineCount += 1
        if line.width > maxWidth { maxWidth = line.width }
    }
}
