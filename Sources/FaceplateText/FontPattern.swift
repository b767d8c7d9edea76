import CFontconfig

/// One fontconfig pattern (`FcPattern`), destroyed in `deinit`: a request being built, or a match.
final class FontPattern {
    let handle: OpaquePointer

    /// An empty pattern; nil when fontconfig is out of memory.
    init?() {
        guard let p = FcPatternCreate() else { return nil }
        handle = p
    }

    /// Takes ownership of a pattern fontconfig returned.
    init(owning handle: OpaquePointer) { self.handle = handle }

    deinit { FcPatternDestroy(handle) }

    func add(_ object: String, _ value: String) {
        _ = value.withCString { v in v.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcPatternAddString(handle, object, $0) } }
    }

    func add(_ object: String, _ value: Int32) { _ = FcPatternAddInteger(handle, object, value) }

    /// The `n`th string value of `object`, or nil.
    func string(_ object: String, _ n: Int32 = 0) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(handle, object, n, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    /// The `n`th integer value of `object`, or nil.
    func integer(_ object: String, _ n: Int32 = 0) -> Int32? {
        var value: Int32 = 0
        guard FcPatternGetInteger(handle, object, n, &value) == FcResultMatch else { return nil }
        return value
    }

    /// Every family name the pattern carries (a face lists its family in several languages).
    var families: [String] {
        var names: [String] = []
        var n: Int32 = 0
        while let name = string(FC_FAMILY, n) { names.append(name); n += 1 }
        return names
    }

    /// Whether the pattern's language set covers `language` exactly (fontconfig's `FcLangEqual`).
    func supports(language: String) -> Bool {
        var set: OpaquePointer?
        guard FcPatternGetLangSet(handle, FC_LANG, 0, &set) == FcResultMatch, let set else { return false }
        return language.withCString { l in l.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcLangSetHasLang(set, $0) } } == FcLangEqual
    }
}
