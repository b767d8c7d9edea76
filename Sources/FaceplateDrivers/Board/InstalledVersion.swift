#if canImport(Glibc)
import Glibc
#endif

/// The version of an app's installed package: one line in `share/NAME/version`, which `scripts/package`
/// writes with the package's own version.
///
/// A packaged panel then names the release it runs — in its flight recordings and its journal entries —
/// without the app spelling its version out in code, and the same binary packaged as two releases (an
/// update bundle's) tells them apart. The file is looked for where ``BoardLibrary/standard(for:)`` looks
/// for the app's board profiles: `../share/NAME/version` next to the executable, then
/// `/usr/share/NAME/version`.
public enum InstalledVersion {
    /// The longest version read; a longer line is not a version.
    public static let maximumLength = 64

    /// The installed version of the app called `name`, or nil when no file holds one.
    public static func read(for name: String) -> String? {
        var paths: [String] = []
        if let exe = BoardLibrary.executableDirectory() { paths.append(exe + "/../share/\(name)/version") }
        paths.append("/usr/share/\(name)/version")
        return read(paths: paths)
    }

    /// The version in the first of `paths` that can be read and holds one; nil when none does.
    public static func read(paths: [String]) -> String? {
        for path in paths {
            // Twice the limit: room for the newline and a little more, so that an overlong line is seen
            // as such instead of being cut to a version it is not.
            guard case .success(let bytes) = readWholeFile(path, limit: 2 * maximumLength) else { continue }
            if let version = parse(bytes) { return version }
        }
        return nil
    }

    /// The version that `bytes` hold: one line (a final newline allowed) of 1 to ``maximumLength`` letters,
    /// digits and `.+~:-` (what a Debian version is made of); nil for anything else.
    public static func parse(_ bytes: [UInt8]) -> String? {
        var line = bytes[...]
        if line.last == UInt8(ascii: "\n") { line = line.dropLast() }
        guard !line.isEmpty, line.count <= maximumLength, line.allSatisfy(isVersionByte) else { return nil }
        return String(decoding: line, as: UTF8.self)
    }

    private static func isVersionByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "~"), UInt8(ascii: ":"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }
}
