import Testing
import FaceplateEcho

@Suite struct EchoTests {
    @Test func shortPlainTextIsUnchanged() {
        #expect(Echo.escaped("") == "")
        #expect(Echo.escaped("DSI-1 ü 日本 \\ \"'") == "DSI-1 ü 日本 \\ \"'")
    }

    @Test func controlCharactersAreEscaped() {
        #expect(Echo.escaped("a\nb\rc\td") == "a\\nb\\rc\\td")
        #expect(Echo.escaped("\u{0}\u{7}\u{1B}\u{7F}") == "\\u{0}\\u{7}\\u{1B}\\u{7F}")
        #expect(Echo.escaped("\u{80}\u{85}\u{9B}\u{9F}\u{A0}") == "\\u{80}\\u{85}\\u{9B}\\u{9F}\u{A0}")
        #expect(Echo.escaped("\u{2028}\u{2029}\u{202E}\u{2066}\u{200F}") == "\\u{2028}\\u{2029}\\u{202E}\\u{2066}\\u{200F}")
        #expect(Echo.escaped("\r\n") == "\\r\\n")   // one Character, two escapes
    }

    @Test func longValuesAreCutToTheLimitWithAnEllipsis() {
        let exact = String(repeating: "a", count: Echo.limit)
        #expect(Echo.escaped(exact) == exact)
        #expect(Echo.escaped(exact + "b") == String(repeating: "a", count: Echo.limit - 1) + "…")
        #expect(Echo.escaped("abcdef", limit: 4) == "abc…")
        #expect(Echo.escaped("abcd", limit: 4) == "abcd")
        // an escape is not split: it moves to the ellipsis whole
        #expect(Echo.escaped("ab\u{1B}cd", limit: 4) == "ab…")
        #expect(Echo.escaped("ab\n", limit: 4) == "ab\\n")
        #expect(Echo.escaped(String(repeating: "\n", count: 1_000_000)).count == Echo.limit - 1)
    }

    @Test func bytesAreDecodedLeniently() {
        #expect(Echo.escaped(bytes: Array("héllo\u{1B}".utf8)) == "héllo\\u{1B}")
        #expect(Echo.escaped(bytes: [0x61, 0xFF, 0x62]) == "a\u{FFFD}b")
        #expect(Echo.escaped(bytes: [UInt8](repeating: 0x61, count: 1 << 20)) == String(repeating: "a", count: Echo.limit - 1) + "…")
        let exact = [UInt8](repeating: 0x61, count: Echo.limit)
        #expect(Echo.escaped(bytes: exact) == String(repeating: "a", count: Echo.limit))
        // a multi-byte character cut by the decoding window never shows up half
        let wide = Array(String(repeating: "日", count: 1000).utf8)
        #expect(Echo.escaped(bytes: wide) == String(repeating: "日", count: Echo.limit - 1) + "…")
    }
}
