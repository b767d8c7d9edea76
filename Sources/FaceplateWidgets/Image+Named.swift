#if canImport(Glibc)
import Glibc
#endif
import FaceplateGraphics
import FaceplateJPEG
import FaceplatePNG

extension Image {
    /// The image called `name` in the app's resources (UIKit's `init(named:)`), or nil when there is none
    /// or it cannot be read, as in UIKit (``init(contentsOfFile:)`` says why a file cannot be read).
    ///
    /// `name` may carry its extension (`logo.png`); without one, `.png`, `.jpg`, `.jpeg` and `.svg` are
    /// tried in that order. An app named NAME (its executable's file name) keeps images where it keeps
    /// its board profiles, and they are searched in the same order:
    /// - `images/` in the working directory — the app's own folder while developing;
    /// - `../share/NAME/images/` next to the executable — an installed prefix;
    /// - `/usr/share/NAME/images/` — where `scripts/package` installs the package's `images/` folder.
    public init?(named name: String) {
        self.init(named: name, searching: Image.imageDirectories())
    }

    /// The image called `name` in the first of `directories` that has it (``init(named:)``'s search).
    init?(named name: String, searching directories: [String]) {
        guard !name.isEmpty, !name.contains("/"), let path = Image.resourcePath(named: name, in: directories) else { return nil }
        self.init(contentsOfFile: path)
    }

    /// The image in the file at `path` — PNG, JPEG or SVG, told apart by their first bytes — or nil when
    /// it cannot be read (UIKit's `init(contentsOfFile:)`).
    public init?(contentsOfFile path: String) {
        guard let image = try? Image.read(contentsOfFile: path) else { return nil }
        self = image
    }

    /// The image in the file at `path` (PNG, JPEG or SVG, told apart by their first bytes); a file that
    /// cannot be read throws an error whose description is one line naming the file and the reason.
    public static func read(contentsOfFile path: String) throws -> Image {
        switch try ImageFileKind(path: path) {
        case .png: return try PNG.read(path: path)
        case .jpeg: return try JPEG.read(path: path)
        case .svg: return Image(vector: try VectorImage(svg: try ImageFileKind.contents(of: path), name: path))
        }
    }

    /// The first file for `name` in the app's image directories.
    static func resourcePath(named name: String, in directories: [String]) -> String? {
        let hasExtension = name.contains(".") && ImageFileKind.extensions.contains { name.hasSuffix($0) }
        let candidates = hasExtension ? [name] : ImageFileKind.extensions.map { name + $0 }
        for directory in directories {
            for file in candidates where access(directory + "/" + file, R_OK) == 0 { return directory + "/" + file }
        }
        return nil
    }

    /// The directories ``init(named:)`` searches, in order.
    public static func imageDirectories() -> [String] {
        var directories = ["images"]
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if n > 0 {
            let exe = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let slash = exe.lastIndex(of: "/") {
                let app = String(exe[exe.index(after: slash)...])
                directories.append(String(exe[..<slash]) + "/../share/\(app)/images")
                directories.append("/usr/share/\(app)/images")
            }
        }
        return directories
    }
}

/// What an image file holds, from its first bytes.
enum ImageFileKind {
    case png, jpeg, svg

    /// The extensions ``Image/init(named:)`` tries, in order.
    static let extensions = [".png", ".jpg", ".jpeg", ".svg"]

    /// An error naming the file and the reason, on one line.
    struct Error: Swift.Error, CustomStringConvertible {
        let description: String
    }

    init(path: String) throws {
        var head = [UInt8](repeating: 0, count: 512)
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Error(description: "cannot read image \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        let n = head.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
        guard n >= 0 else { throw Error(description: "cannot read image \(path): \(String(cString: strerror(errno)))") }
        head.removeSubrange(n...)
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { self = .png; return }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { self = .jpeg; return }
        // SVG is XML text: an XML declaration, a comment or the <svg> tag comes first.
        let text = String(decoding: head, as: UTF8.self)
        if text.contains("<svg") || text.hasPrefix("<?xml") || text.hasPrefix("<!--") { self = .svg; return }
        throw Error(description: "cannot read image \(path): not a PNG, JPEG or SVG file")
    }

    /// The whole file, for the SVG parser (which checks the size again).
    static func contents(of path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Error(description: "cannot read image \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Error(description: "cannot read image \(path): \(String(cString: strerror(errno)))")
            }
            if n == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<n])
            // One byte past the parser's limit is enough for it to refuse the file.
            if bytes.count > VectorImage.Limits.maximumBytes { return bytes }
        }
    }
}
