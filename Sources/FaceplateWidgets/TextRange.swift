/// A run of text counted in UTF-16 code units: `location` is where it starts and `length` how many
/// units it covers — the shape of Foundation's `NSRange`, which UIKit's text views use
/// (`UITextView.selectedRange`, `textView(_:shouldChangeTextIn:replacementText:)`). Faceplate has no
/// Foundation, so it has this value instead; with Foundation, `NSRange(location: r.location, length:
/// r.length)` converts.
///
/// UTF-16 units, not `Character`s: an emoji outside the Basic Multilingual Plane counts 2, a letter
/// with a combining accent counts 2, "é" written as one code point counts 1 — what
/// `(text as NSString).length` and `text.utf16.count` give.
///
/// ```swift
/// notes.selectedRange = TextRange(location: notes.text.utf16.count, length: 0)   // caret at the end
/// ```
public struct TextRange: Hashable, Sendable {
    /// The first UTF-16 code unit of the run.
    public var location: Int
    /// How many UTF-16 code units the run covers; 0 for a caret position.
    public var length: Int

    /// A run of `length` UTF-16 units from `location`.
    public init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }

    /// The unit after the run: `location + length`.
    public var upperBound: Int { location + length }
}

/// Converting between the UTF-16 offsets ``TextRange`` counts in and UTF-8 byte offsets, which the
/// text layout works in. Walks the bytes: nothing is allocated, even for text whose UTF-16 view
/// Swift has no index cache for yet.
enum TextOffsets {
    /// UTF-16 code units a character starting with UTF-8 lead byte `b` takes (0 for continuation bytes).
    @inline(__always) static func utf16Width(lead b: UInt8) -> Int {
        if b & 0xC0 == 0x80 { return 0 }
        return b >= 0xF0 ? 2 : 1
    }

    /// The UTF-16 offset of UTF-8 byte offset `utf8` in `text` (clamped to the text).
    static func utf16(_ text: String, utf8 offset: Int) -> Int {
        var units = 0, i = 0
        for b in text.utf8 {
            if i >= offset { break }
            units += utf16Width(lead: b)
            i += 1
        }
        return units
    }

    /// The UTF-8 byte offset of UTF-16 offset `utf16` in `text`, clamped to the text; an offset in
    /// the middle of a surrogate pair moves to the pair's start.
    static func utf8(_ text: String, utf16 offset: Int) -> Int {
        var units = 0, i = 0
        for b in text.utf8 {
            let w = utf16Width(lead: b)
            if w > 0 {
                if units + w > offset { return i }
                units += w
            }
            i += 1
        }
        return i
    }
}
