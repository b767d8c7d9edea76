#if canImport(Glibc)
import Glibc
#endif
import FaceplateGraphics
import FaceplatePNG

/// Writes the frames of a headless run as `DIR/frame-0001.png`, `frame-0002.png`, … — the panel app's
/// output when there is no panel (CI, a build machine, a screenshot for the manual).
///
/// A frame that cannot be written is a failure of the run, not a line in its log: ``write(_:number:)``
/// throws, and the app entry point ends the run with a message on standard error and exit code 1.
public struct HeadlessFrameWriter: Sendable {
    /// Where frames go.
    public let directory: String

    /// Why a frame or the directory could not be written.
    public struct Failure: Error, CustomStringConvertible {
        /// The message, naming the path.
        public var description: String
    }

    /// Creates `directory` and any missing folders above it (as `mkdir -p` does).
    /// - Throws: ``Failure`` naming the folder that cannot be created and why, or saying that
    ///   `directory` exists as something other than a directory.
    public init(directory: String) throws(Failure) {
        self.directory = directory
        try HeadlessFrameWriter.makeDirectories(directory)
        var st = stat()
        guard stat(directory, &st) == 0, st.st_mode & S_IFMT == S_IFDIR else {
            throw Failure(description: "the frame directory \(directory) is not a directory")
        }
    }

    /// Creates every missing folder of `path`, outermost first. A folder that exists already is fine;
    /// anything else that stops one being made (a file in the way, no permission) is the error, named
    /// with the folder it happened at.
    private static func makeDirectories(_ path: String) throws(Failure) {
        let absolute = path.hasPrefix("/")
        var prefix = absolute ? "/" : ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += component
            if component != "." && component != ".." && mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                let reason = errnoDescription(errno)
                let at = prefix == path || prefix + "/" == path ? "" : " (at \(prefix))"
                throw Failure(description: "cannot create the frame directory \(path)\(at): \(reason)")
            }
            prefix += "/"
        }
    }

    /// The file frame `number` (1, 2, …) goes to: four digits at least, so files sort in order.
    public func path(forFrame number: Int) -> String {
        let digits = String(number)
        return "\(directory)/frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    /// Writes `buffer` as frame `number`; returns the file's path.
    /// - Throws: ``Failure`` naming the file and the reason.
    @discardableResult
    public func write(_ buffer: PixelBuffer, number: Int) throws(Failure) -> String {
        let name = path(forFrame: number)
        do { try PNG.write(buffer, to: name) } catch {
            throw Failure(description: "cannot write frame \(number): \(error)")   // the PNG error names the file
        }
        return name
    }

    /// `directory` as the log shows it: relative paths with `./`, so it reads as a place.
    public var displayName: String { HeadlessFrameWriter.displayName(directory) }

    /// `directory` as the log shows it: relative paths with `./`.
    public static func displayName(_ directory: String) -> String { directory.hasPrefix("/") ? directory : "./" + directory }
}
