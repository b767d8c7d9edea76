#if canImport(Glibc)
import Glibc
#endif
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

    /// Every profile of the first directory that has any, and that directory.
    static func all() -> (directory: String, profiles: [BoardProfile])? {
        for dir in directories {
            if let profiles = try? BoardProfile.loadAll(directory: dir), !profiles.isEmpty { return (dir, profiles) }
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
