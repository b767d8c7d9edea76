/// A font's recent layouts, for text drawn or measured without a ``TextLayout`` (button titles,
/// segment labels, keys): each text is shaped once and drawn from here every frame after.
///
/// Fixed capacity; entries are made on first need and reused (clock replacement), so steady-state
/// look-ups allocate nothing. The key is the text with its width and line limits; a hash of the
/// bytes is compared first.
final class LayoutCache {
    let capacity: Int
    let lineCapacity: Int
    private var entries: [ShapedText] = []
    private var hand = 0
    /// Layouts that ran out of line capacity.
    var overflowCount = 0

    init(capacity: Int, lineCapacity: Int) {
        self.capacity = max(1, capacity); self.lineCapacity = lineCapacity
    }

    /// FNV-1a over the text's bytes, mixed with the limits.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ maxWidth: Int, _ maxLines: Int, _ mode: LineBreakMode) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        h = (h ^ UInt64(truncatingIfNeeded: maxWidth)) &* 0x100_0000_01b3
        h = (h ^ UInt64(truncatingIfNeeded: maxLines)) &* 0x100_0000_01b3
        return Int(truncatingIfNeeded: h)
    }

    /// The cached layout of `text` for these limits, laying it out with `font` on a miss.
    func layout(_ text: String, font: Font, maxWidth: Int, maxLines: Int, capacityBound: Bool, mode: LineBreakMode) -> ShapedText {
        let hash = font.withUTF8Bytes(text) { LayoutCache.hash($0, maxWidth, maxLines, mode) }
        var i = 0
        while i < entries.count {
            let e = entries[i]
            if e.holds(text, hash: hash, maxWidth: maxWidth, maxLines: maxLines, mode: mode) { e.referenced = true; return e }
            i += 1
        }
        let e = victim()
        let overflows = e.overflowCount
        font.shape(text, maxWidth: maxWidth, maxLines: maxLines, capacityBound: capacityBound, mode: mode, into: e)
        overflowCount += e.overflowCount - overflows
        e.text = text; e.hash = hash; e.maxWidthLimit = maxWidth; e.maxLines = maxLines; e.mode = mode; e.referenced = true
        return e
    }

    private func victim() -> ShapedText {
        if entries.count < capacity {
            let e = ShapedText(lineCapacity: lineCapacity)
            entries.append(e)
            return e
        }
        while entries[hand].referenced { entries[hand].referenced = false; hand = (hand + 1) % capacity }
        let e = entries[hand]
        hand = (hand + 1) % capacity
        return e
    }

    /// Forgets every layout (the ellipsis changed).
    func invalidate() { for e in entries { e.hash = 0; e.maxLines = -1 } }
}
