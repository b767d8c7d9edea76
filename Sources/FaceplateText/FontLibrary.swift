import CFreeType

/// A FreeType library instance: the context every ``Font`` is opened in.
///
/// FreeType is not thread-safe per library, so faces opened from one library must be used from one
/// thread at a time — which is how Faceplate renders (one render thread). Fonts keep their library
/// alive, so it is safe to drop your own reference to it once the fonts are open.
public final class FontLibrary {
    /// The `FT_Library` handle; freed in `deinit`.
    let handle: FT_Library
    /// Font files mapped for faces opened in this library, by path: one mapping per file however
    /// many sizes and fonts open it.
    private var mappings: [String: FontFileMapping] = [:]

    /// Initialises FreeType.
    /// - Throws: ``FontError/libraryInitializationFailed(code:)`` when FreeType cannot start (out of
    ///   memory, usually).
    public init() throws {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw FontError.libraryInitializationFailed(code: error) }
        handle = library
    }

    /// The shared mapping of the file at `path`, made on first use.
    /// - Throws: ``FontError/unreadableFile(path:reason:)``.
    func mapping(of path: String) throws -> FontFileMapping {
        if let m = mappings[path] { return m }
        let m = try FontFileMapping(path: path)
        mappings[path] = m
        return m
    }

    deinit { FT_Done_FreeType(handle) }
}
