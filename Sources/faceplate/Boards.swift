#if canImport(Glibc)
import Glibc
#endif
import Faceplate
import FaceplateLinux

/// Where board profiles are found: `./boards`, next to the installed binary (`../share/faceplate/boards`),
/// then `/usr/share/faceplate/boards`.
enum Boards {
    static var directories: [String] {
        var dirs = ["boards"]
        if let exe = executableDirectory() { dirs.append(exe + "/../share/faceplate/boards") }
        dirs.append("/usr/share/faceplate/boards")
        return dirs
    }

    /// `--board NAME` (a profile in one of ``directories``) or `--board FILE.json` (a path).
    static func load(_ nameOrPath: String) throws -> BoardProfile {
        if nameOrPath.contains("/") || nameOrPath.hasSuffix(".json") { return try BoardProfile(contentsOf: nameOrPath) }
        for dir in directories {
            let path = "\(dir)/\(nameOrPath).json"
            if access(path, R_OK) == 0 { return try BoardProfile(contentsOf: path) }
        }
        throw BoardProfileError(file: nameOrPath + ".json", key: nil,
                                message: "no such board profile in " + directories.joined(separator: ", "))
    }

    /// Every profile that loads from the first directory that has any, and that directory.
    ///
    /// A broken profile is reported through `warn` (one line naming the file and key) and skipped: one
    /// bad file must not leave the board unmatched and the panel unrotated. A profile named with
    /// `--board` goes through ``load(_:)`` instead, where a broken file is an error.
    static func all(warn: (String) -> Void = { Diagnostics.writeStandardError($0) }) -> (directory: String, profiles: [BoardProfile])? {
        for dir in directories {
            // a directory that cannot be opened (usually: is not there) has no profiles to offer
            guard let found = try? BoardProfile.loadEach(directory: dir) else { continue }
            for problem in found.problems { warn("faceplate: \(problem); skipping this board profile") }
            if !found.profiles.isEmpty { return (dir, found.profiles) }
        }
        return nil
    }

    /// The names of connected DRM connectors (without taking the display) and of fbdev drivers.
    static func connectorNames() -> [String] {
        var names: [String] = []
        for card in DisplayProbe.drmCards() {
            if case .success(let info) = card.info {
                names += info.connectors.filter { $0.status == .connected }.map(\.name)
            }
        }
        for fb in DisplayProbe.framebufferDevices() {
            if case .success(let layout) = fb.layout { names.append(layout.driverID) }
        }
        return names
    }

    private static func executableDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        let path = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }
}
