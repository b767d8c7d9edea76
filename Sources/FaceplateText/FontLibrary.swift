import CFreeType

/// A FreeType library instance: the context every ``Font`` is opened in.
///
/// FreeType is not thread-safe per library, so faces opened from one library must be used from one
/// thread at a time — which is how Faceplate renders (one render thread). Fonts keep their library
/// alive, so it is safe to drop your own reference to it once the fonts are open.
public final class FontLibrary {
    /// The `FT_Library` handle; freed in `deinit`.
    let handle: FT_Library

    /// Initialises FreeType.
    /// - Throws: ``FontError/libraryInitializationFailed(code:)`` when FreeType cannot start (out of
    ///   memory, usually).
    public init() throws {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw FontError.libraryInitializationFailed(code: error) }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }
}
