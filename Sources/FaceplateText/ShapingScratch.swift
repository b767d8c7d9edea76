import CFriBidi
import CHarfBuzz

/// One glyph out of HarfBuzz, before it is placed on a line.
struct RunGlyph {
    var glyph: UInt32
    /// The code point index (in the paragraph) of the glyph's cluster.
    var cluster: Int32
    /// Advance and offsets in whole pixels (each glyph's 26.6 advance rounded, as hinted advances are).
    var advance: Int32, xOffset: Int32, yOffset: Int32
}

/// A run of a paragraph: code points that share a bidi level, a face and a script, shaped together.
struct ShapedRun {
    var start: Int, end: Int
    var level: Int8
    var face: Int16
    var glyphStart: Int, glyphEnd: Int
}

/// A font's working storage for laying out one paragraph at a time, reused by every layout (arrays
/// emptied keeping their capacity), with the HarfBuzz buffer.
final class ShapingScratch {
    let buffer: HarfBuzzBuffer
    /// The paragraph's code points (control characters dropped, tab as space) and each one's UTF-8
    /// offset in the text; `offsets` has one more entry, the paragraph's end.
    var codePoints: [UInt32] = []
    var offsets: [Int] = []
    /// FriBidi's character types. `FriBidiCharType` is a C enum in some FriBidi builds and a
    /// `uint32_t` typedef in others; both are 32 bits, which `noType` relies on.
    var bidiTypes: [FriBidiCharType] = []
    static let noType = unsafeBitCast(UInt32(0), to: FriBidiCharType.self)
    var brackets: [UInt32] = []
    var levels: [Int8] = []
    var breaks: [CChar] = []
    var scripts: [UInt32] = []
    var faces: [Int16] = []
    /// Pixels each code point adds to a line: its cluster's advance on the cluster's first code point.
    var advances: [Int32] = []
    /// Whether a cluster (grapheme, or ligature) starts at the code point: lines break only there.
    var clusterStarts: [Bool] = []
    var glyphs: [RunGlyph] = []
    var runs: [ShapedRun] = []
    /// Whether the last ``Font`` shaping kept discretionary ligatures (lines shaped again keep the choice).
    var ligatures = true
    /// Runs of the line being placed, reordered visually.
    var lineRuns: [Int] = []

    init?() {
        guard let buffer = HarfBuzzBuffer() else { return nil }
        self.buffer = buffer
    }

    func clear() {
        codePoints.removeAll(keepingCapacity: true); offsets.removeAll(keepingCapacity: true)
        glyphs.removeAll(keepingCapacity: true); runs.removeAll(keepingCapacity: true)
    }

    /// Code points of room kept beyond the longest text when the shaping arrays and HarfBuzz's buffer
    /// (``HarfBuzzBuffer``) grow.
    static let headroom = 256

    /// Sizes the per-code-point arrays for `count` code points.
    func resize(_ count: Int) {
        func fit<T>(_ a: inout [T], _ value: T) {
            // Grown with room beyond the text, so text that grows a little at a time (typing) seldom
            // reallocates.
            if a.capacity < count { a.reserveCapacity(count + ShapingScratch.headroom) }
            if a.count > count { a.removeLast(a.count - count) } else if a.count < count { a.append(contentsOf: repeatElement(value, count: count - a.count)) }
        }
        fit(&bidiTypes, ShapingScratch.noType); fit(&brackets, 0); fit(&levels, 0); fit(&breaks, 0); fit(&scripts, 0)
        fit(&faces, 0); fit(&advances, 0); fit(&clusterStarts, false)
    }
}
