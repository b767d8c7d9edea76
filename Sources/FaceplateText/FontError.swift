/// Why a ``Font`` could not be opened. Every case names the file or family involved so a
/// misconfigured panel says which path to fix or which package to install.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// FreeType itself could not be initialised; `code` is FreeType's error code.
    case libraryInitializationFailed(code: Int32)
    /// The font file is missing or unreadable; `reason` is the system's explanation (`strerror`).
    case unreadableFile(path: String, reason: String)
    /// The file exists but FreeType cannot read it as a font; `code` is FreeType's error code.
    case unsupportedFormat(path: String, code: Int32)
    /// The requested pixel size is not positive and finite.
    case invalidSize(path: String, size: Double)
    /// The face refused the pixel size (a bitmap-only font without that strike, say).
    case cannotSetSize(path: String, size: Double, code: Int32)
    /// fontconfig could not load its configuration (a broken `/etc/fonts`, or out of memory).
    case fontconfigUnavailable
    /// No installed font has the family asked for; `package` is the Debian package that provides it,
    /// when Faceplate knows one.
    case familyNotFound(FontRequest, package: String?)

    /// A one-line explanation naming the file.
    public var description: String {
        switch self {
        case .libraryInitializationFailed(let code):
            return "FreeType could not be initialised (FreeType error \(code))"
        case .unreadableFile(let path, let reason):
            return "cannot read font file '\(path)': \(reason)"
        case .unsupportedFormat(let path, let code):
            let what = code == FreeTypeConstant.errorUnknownFileFormat ? "unknown file format"
                : code == FreeTypeConstant.errorInvalidFileFormat ? "invalid or damaged font file"
                : code == FreeTypeConstant.errorCannotOpenResource ? "cannot open resource"
                : code == FreeTypeConstant.errorInvalidStreamOperation ? "not a font (the file ends before any font format's header does)"
                : "FreeType error \(code)"
            return "cannot load font file '\(path)': \(what)"
        case .invalidSize(let path, let size):
            return "font size \(size) for '\(path)' must be a positive, finite number of pixels"
        case .cannotSetSize(let path, let size, let code):
            return "font file '\(path)' cannot be set to \(size) px (FreeType error \(code))"
        case .fontconfigUnavailable:
            return "fontconfig could not load its configuration (is the fontconfig package installed?)"
        case .familyNotFound(let request, let package):
            let hint = package.map { "; install the Debian package \($0)" } ?? "; `fc-list : family` lists the installed families"
            return "no installed font has the family \(request)\(hint)"
        }
    }
}
