import CJSON
import FaceplateEcho
import Glibc

/// A parsed JSON document: owns json-c's root `json_object` and puts it in `deinit`.
///
/// Board profiles are read through this so every json-c handle has exactly one owner; values read
/// from it are copied out into Swift types before the document goes away.
final class BoardJSONDocument {
    /// `JSON_C_TO_STRING_NOSLASHESCAPE`, `(1 << 4)` in json-c's header: keeps "/sys/class" readable in
    /// error messages. Written here and pinned by a test.
    static let toStringNoSlashEscape: Int32 = 1 << 4
    /// `JSON_C_TO_STRING_PLAIN`: no extra whitespace.
    static let toStringPlain: Int32 = 0

    /// The root value.
    let root: OpaquePointer

    /// Where a syntax error was found.
    struct SyntaxError: Error {
        var line: Int, column: Int, description: String
    }

    /// Parses `bytes` as one JSON value with json-c's tokener, reporting the position of an error.
    init(parsing bytes: [UInt8]) throws(SyntaxError) {
        guard let tok = json_tokener_new() else { throw SyntaxError(line: 1, column: 1, description: "out of memory") }
        defer { json_tokener_free(tok) }
        // json-c takes the length as an `int`; callers cap files far below that, and this says so.
        guard let length = Int32(exactly: bytes.count) else { throw SyntaxError(line: 1, column: 1, description: "document too large") }
        let parsed: OpaquePointer? = bytes.withUnsafeBufferPointer { buf in
            buf.withMemoryRebound(to: CChar.self) { json_tokener_parse_ex(tok, $0.baseAddress, length) }
        }
        let error = json_tokener_get_error(tok)
        let end = json_tokener_get_parse_end(tok)
        func position(_ offset: Int) -> (Int, Int) {
            var line = 1, column = 1
            for b in bytes.prefix(offset) { if b == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 } }
            return (line, column)
        }
        if error == json_tokener_continue || (parsed == nil && error == json_tokener_success && bytes.allSatisfy(Self.isSpace)) {
            if let parsed { json_object_put(parsed) }
            let (l, c) = position(bytes.count)
            throw SyntaxError(line: l, column: c, description: "unexpected end of file")
        }
        guard error == json_tokener_success else {
            let (l, c) = position(end)
            throw SyntaxError(line: l, column: c, description: String(cString: json_tokener_error_desc(error)))
        }
        if let extra = bytes[end...].firstIndex(where: { !Self.isSpace($0) }) {
            if let parsed { json_object_put(parsed) }
            let (l, c) = position(extra)
            throw SyntaxError(line: l, column: c, description: "unexpected text after the JSON value")
        }
        guard let parsed else {
            // the document is the literal `null`
            throw SyntaxError(line: 1, column: 1, description: "the document is null, expected an object")
        }
        root = parsed
    }

    deinit { json_object_put(root) }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0a || b == 0x0d || b == 0x09 }

    /// A value as compact JSON text for error messages, quoted through ``Echo`` (json-c escapes C0
    /// controls in strings, but not DEL, C1 or bidi controls) and cut short.
    static func describe(_ value: OpaquePointer?) -> String {
        guard let value else { return "null" }
        guard let s = json_object_to_json_string_ext(value, toStringPlain | toStringNoSlashEscape) else { return "?" }
        return Echo.escaped(bytes: UnsafeRawBufferPointer(start: s, count: strlen(s)))
    }

    /// The keys of an object, in document order.
    static func keys(of object: OpaquePointer) -> [String] {
        var keys: [String] = []
        var it = json_object_iter_begin(object)
        var end = json_object_iter_end(object)
        while json_object_iter_equal(&it, &end) == 0 {
            keys.append(String(cString: json_object_iter_peek_name(&it)))
            json_object_iter_next(&it)
        }
        return keys
    }
}
