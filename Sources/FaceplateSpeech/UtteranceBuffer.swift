/// Fixed storage for one utterance's UTF-8 and its language, allocated once: the panel's thread copies
/// text in without allocating, and a label longer than ``capacity`` is cut at a word (or at least a
/// character) rather than read for minutes.
struct UtteranceBuffer {
    /// Bytes of text kept, the terminating NUL not counted.
    let capacity: Int
    /// Bytes of a language code kept ("de_DE", "pt-BR"); a longer code is cut.
    static let languageCapacity = 32
    let text: UnsafeMutablePointer<UInt8>
    let language: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private(set) var languageCount = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 8)
        text = .allocate(capacity: self.capacity + 1)
        language = .allocate(capacity: UtteranceBuffer.languageCapacity)
        text[0] = 0
    }

    func deallocate() {
        text.deallocate()
        language.deallocate()
    }

    /// Copies `string` in, cut to ``capacity`` bytes: at the last space of the kept part when there is
    /// one in its second half, else before a character that does not fit.
    mutating func store(_ string: String, language code: String) {
        var n = 0
        var next: UInt8?
        for byte in string.utf8 {
            if n == capacity { next = byte; break }
            text[n] = byte
            n += 1
        }
        if let next {
            // The first byte left out continues a character (0b10xx_xxxx): drop that character's start.
            if next & 0xC0 == 0x80 {
                while n > 0 && text[n - 1] & 0xC0 == 0x80 { n -= 1 }
                if n > 0 { n -= 1 }
            }
            var space = n - 1
            while space > capacity / 2 && text[space] != 0x20 { space -= 1 }
            if space > capacity / 2 { n = space }
        }
        text[n] = 0
        count = n
        var l = 0
        for byte in code.utf8 where l < UtteranceBuffer.languageCapacity { language[l] = byte; l += 1 }
        languageCount = l
    }

    /// Copies `other`'s text and language in (the speech thread taking the waiting utterance).
    mutating func take(_ other: UtteranceBuffer) {
        let n = min(other.count, capacity)
        text.update(from: other.text, count: n)
        text[n] = 0
        count = n
        language.update(from: other.language, count: other.languageCount)
        languageCount = other.languageCount
    }

    /// The text with its NUL, as espeak-ng reads it.
    var terminatedText: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: text, count: count + 1) }
    /// The language code.
    var languageCode: String { String(decoding: UnsafeBufferPointer(start: language, count: languageCount), as: UTF8.self) }
}
