#if canImport(Glibc)
import Glibc
#endif
import FaceplateEcho

/// Where a panel app's board profiles are found, and the one it runs with on this machine.
///
/// An app named NAME looks in, in order:
/// - `boards/` in the working directory — the app's own folder while developing (`swift run` from its
///   package);
/// - `../share/NAME/boards/` next to the executable — an installed prefix (`/usr/local/bin/NAME`);
/// - `/usr/share/NAME/boards/` — where `scripts/package` puts the package's `boards/*.json`.
///
/// `--board NAME` names a profile (NAME.json in the first of these that has it); `--board FILE.json`
/// or any argument with a `/` is a path. Without `--board`, the profiles of the first directory that
/// has any are matched against the machine's connectors and input devices.
public struct BoardLibrary: Sendable, Equatable {
    /// The directories searched, in order.
    public var directories: [String]

    /// A library over `directories`.
    public init(directories: [String]) { self.directories = directories }

    /// The standard places for an app called `name` (see the type's description).
    public static func standard(for name: String) -> BoardLibrary {
        var dirs = ["boards"]
        if let exe = executableDirectory() { dirs.append(exe + "/../share/\(name)/boards") }
        dirs.append("/usr/share/\(name)/boards")
        return BoardLibrary(directories: dirs)
    }

    /// `NAME` (a profile in one of ``directories``) or `FILE.json` (a path).
    public func load(_ nameOrPath: String) throws(BoardProfileError) -> BoardProfile {
        if nameOrPath.contains("/") || nameOrPath.hasSuffix(".json") { return try BoardProfile(contentsOf: nameOrPath) }
        for dir in directories {
            let path = "\(dir)/\(nameOrPath).json"
            if access(path, R_OK) == 0 { return try BoardProfile(contentsOf: path) }
        }
        throw BoardProfileError(file: nameOrPath + ".json", key: nil,
                                message: "no such board profile in " + directories.joined(separator: ", "))
    }

    /// Every profile that loads from the first directory that has any, and that directory; nil when
    /// none has any. A directory that does not exist is passed over.
    ///
    /// A broken profile is reported through `warn` (one line naming the file and the key) and skipped:
    /// one bad file must not leave the board unmatched and the panel unrotated. A profile named with
    /// `--board` goes through ``load(_:)`` instead, where a broken file is an error.
    public func firstProfiles(warn: (String) -> Void) -> (directory: String, profiles: [BoardProfile])? {
        for dir in directories {
            // a directory that cannot be opened (usually: is not there) has no profiles to offer
            guard let found = try? BoardProfile.loadEach(directory: dir) else { continue }
            for problem in found.problems { warn("\(problem); skipping this board profile") }
            if !found.profiles.isEmpty { return (dir, found.profiles) }
        }
        return nil
    }

    /// The board to run with and the `board: …` line that says how it was chosen: `name` (a profile
    /// name or file) when given, else the profile matching `connectors` and `inputDevices`, else none
    /// (the display's own mode, unrotated).
    /// Broken profiles met while matching are reported through `warn` and skipped (``firstProfiles(warn:)``).
    public func choose(named name: String?, connectors: [String], inputDevices: [String],
                       warn: (String) -> Void) throws(BoardProfileError) -> (profile: BoardProfile?, message: String) {
        if let name {
            let board = try load(name)
            return (board, "board: \(board.name) (\(Echo.escaped(board.file, limit: Echo.pathLimit)))")
        }
        let connectorList = "[" + connectors.joined(separator: ", ") + "]"
        guard let found = firstProfiles(warn: warn) else {
            return (nil, "board: no profiles found (looked in \(directories.joined(separator: ", "))); using the display's own mode, unrotated")
        }
        if let board = BoardProfile.match(connectors: connectors, inputDevices: inputDevices, in: found.profiles) {
            return (board, "board: \(board.name) (\(Echo.escaped(board.file, limit: Echo.pathLimit))), matched connectors \(connectorList)")
        }
        return (nil, "board: none of \(found.profiles.count) profiles in \(found.directory) matches connectors \(connectorList) "
                + "and inputs [\(inputDevices.joined(separator: ", "))]; using the display's own mode, unrotated")
    }

    /// The names of this machine's connected DRM connectors (read without taking the display) and of
    /// its fbdev drivers: what board profiles' `connector` patterns are matched against.
    public static func connectorNames() -> [String] {
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

    /// The directory of the running executable (`/proc/self/exe` without its last component).
    static func executableDirectory() -> String? {
        guard let path = executablePath(), let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }

    /// The running executable's path, symlinks resolved.
    package static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
