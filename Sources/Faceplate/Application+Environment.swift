import Glibc

extension Application {
    /// The language the environment names, without encoding or modifier ("de_DE.UTF-8@euro" → "de_DE").
    public static func environmentLanguage() -> String {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = getenv(name), value.pointee != 0 else { continue }
            let full = String(cString: value)
            let code = String(full.prefix { $0 != "." && $0 != "@" })
            if code.isEmpty || code == "C" || code == "POSIX" { return "en" }
            return code
        }
        return "en"
    }
}
