import Faceplate
import FaceplateEcho
import FaceplateGraphics
import Glibc

/// The touches, keys and rotations of one preview run, written when the run ends and played back at
/// the start of the next: how `scripts/preview --watch` brings a rebuilt app back to the screen you were
/// on (`--session FILE`).
///
/// Records are kept as the application got them — logical points, after the window's mapping — so a
/// playback needs no device description. The file is text, one entry a line, a header first:
///
/// ```
/// faceplate-window-session 1
/// d TIME SLOT X Y      touch down        m TIME SLOT X Y   touch moved
/// u TIME SLOT          lift              c TIME SLOT       cancel
/// f TIME               end of a frame    k TIME CODE 1|0   key (evdev code) down or up
/// r TIME DEGREES       the rotate key turned the panel to 0, 90, 180 or 270
/// ```
///
/// Playback keeps every interval while a finger or key is down (a long press stays long, a drag keeps
/// its speed) and shortens the idle time between gestures to ``idleGap``, which is longer than a double
/// tap's interval so two taps stay two taps.
public struct WindowSession: Sendable, Equatable {
    /// One thing that happened.
    public enum Entry: Sendable, Equatable {
        /// An input record the application got.
        case input(InputRecord)
        /// The panel was turned to this rotation at `time`.
        case rotate(Rotation, time: Double)

        /// When it happened (seconds of `CLOCK_MONOTONIC`).
        public var time: Double {
            switch self {
            case .input(let r): r.time
            case .rotate(_, let t): t
            }
        }
    }

    /// A session file that cannot be used, with its line.
    public struct Failure: Error, CustomStringConvertible {
        /// `FILE:LINE: what is wrong`.
        public var description: String
    }

    /// The first line of every session file.
    public static let header = "faceplate-window-session 1"
    /// The most entries kept (a few hours of busy tapping); later ones are not recorded.
    public static let capacity = 1 << 16
    /// The largest session file read.
    public static let maximumFileSize = 16 << 20
    /// The idle time between gestures in a playback (seconds): above UIKit's 0.35 s double-tap interval.
    public static let idleGap = 0.5
    /// Coordinates beyond this are not a panel's.
    static let coordinateLimit = 1e6

    /// The entries, in order.
    public private(set) var entries: [Entry] = []

    /// An empty session with room for ``capacity`` entries (appending then allocates nothing).
    public init() { entries.reserveCapacity(Self.capacity) }

    /// A session of these entries.
    public init(entries: [Entry]) { self.entries = entries }

    /// Whether another entry fits.
    public var isFull: Bool { entries.count >= Self.capacity }

    /// Adds `entry`; false (and nothing kept) once ``capacity`` is reached.
    @discardableResult
    public mutating func append(_ entry: Entry) -> Bool {
        guard !isFull else { return false }
        entries.append(entry)
        return true
    }

    /// The file's text.
    public var text: String {
        var out = Self.header + "\n"
        for e in entries {
            switch e {
            case .input(.touchDown(let slot, let p, let t)): out += "d \(t) \(slot) \(p.x) \(p.y)\n"
            case .input(.touchMotion(let slot, let p, let t)): out += "m \(t) \(slot) \(p.x) \(p.y)\n"
            case .input(.touchUp(let slot, let t)): out += "u \(t) \(slot)\n"
            case .input(.touchCancel(let slot, let t)): out += "c \(t) \(slot)\n"
            case .input(.frame(let t)): out += "f \(t)\n"
            case .input(.key(let code, let pressed, let t)): out += "k \(t) \(code) \(pressed ? 1 : 0)\n"
            case .rotate(let r, let t): out += "r \(t) \(r.rawValue)\n"
            }
        }
        return out
    }

    /// Parses a session file's text; `file` names it in errors.
    /// - Throws: ``Failure`` naming the line and what was expected.
    public init(parsing text: String, file: String) throws(Failure) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        let name = Echo.escaped(file, limit: Echo.pathLimit)
        guard lines.first == Substring(Self.header) else {
            throw Failure(description: "\(name):1: expected \"\(Self.header)\", got \"\(Echo.escaped(lines.first ?? ""))\"")
        }
        guard lines.count - 1 <= Self.capacity else {
            throw Failure(description: "\(name): more than \(Self.capacity) entries")
        }
        var parsed: [Entry] = []
        parsed.reserveCapacity(lines.count - 1)
        for (i, line) in lines.enumerated().dropFirst() {
            guard let entry = Self.entry(line) else {
                throw Failure(description: "\(name):\(i + 1): expected a session entry (d, m, u, c, f, k or r with its numbers), got \"\(Echo.escaped(line))\"")
            }
            parsed.append(entry)
        }
        entries = parsed
    }

    private static func entry(_ line: Substring) -> Entry? {
        let f = line.split(separator: " ")
        guard let kind = f.first, f.count >= 2, let t = Double(f[1]), t.isFinite, t >= 0, t < 1e12 else { return nil }
        func slot(_ s: Substring) -> Int? { Int(s) }
        func coordinate(_ s: Substring) -> Double? {
            guard let v = Double(s), v.isFinite, abs(v) <= coordinateLimit else { return nil }
            return v
        }
        switch (kind, f.count) {
        case ("d", 5), ("m", 5):
            guard let s = slot(f[2]), let x = coordinate(f[3]), let y = coordinate(f[4]) else { return nil }
            let p = Point(x: x, y: y)
            return .input(kind == "d" ? .touchDown(slot: s, location: p, time: t) : .touchMotion(slot: s, location: p, time: t))
        case ("u", 3), ("c", 3):
            guard let s = slot(f[2]) else { return nil }
            return .input(kind == "u" ? .touchUp(slot: s, time: t) : .touchCancel(slot: s, time: t))
        case ("f", 2):
            return .input(.frame(time: t))
        case ("k", 4):
            guard let code = UInt32(f[2]), code < 1024, f[3] == "0" || f[3] == "1" else { return nil }
            return .input(.key(code: code, pressed: f[3] == "1", time: t))
        case ("r", 3):
            guard let d = Int(f[2]), let r = Rotation(degrees: d) else { return nil }
            return .rotate(r, time: t)
        default:
            return nil
        }
    }

    /// Reads the session at `path`; nil when there is no file there.
    /// - Throws: ``Failure`` when the file cannot be read or is not a session.
    public static func read(contentsOf path: String) throws(Failure) -> WindowSession? {
        guard access(path, F_OK) == 0 else { return nil }
        switch readWholeFile(path, limit: maximumFileSize) {
        case .failure(let e):
            throw Failure(description: "\(Echo.escaped(path, limit: Echo.pathLimit)): cannot read: \(e.text)")
        case .success(let bytes):
            return try WindowSession(parsing: String(decoding: bytes, as: UTF8.self), file: path)
        }
    }

    /// Writes the session to `path`: a temporary file next to it, flushed, then renamed over it, so an
    /// interrupted write leaves the previous session whole.
    /// - Throws: ``Failure`` naming the file and the reason.
    public func write(to path: String) throws(Failure) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = "\(directory).\(base).\(getpid()).tmp"
        let name = Echo.escaped(path, limit: Echo.pathLimit)
        func create() throws(Failure) -> FileDescriptor {
            do { return try FileDescriptor.open(temporary, O_WRONLY | O_CREAT | O_TRUNC, mode: 0o644) } catch {
                throw Failure(description: "cannot write \(name): \(error.reason)")
            }
        }
        let fd = try create()
        var failure: Int32 = 0
        do { try fd.writeAll(Array(text.utf8)) } catch { failure = error.errno }
        if failure == 0 && fsync(fd.rawValue) != 0 { failure = errno }
        do { try fd.close() } catch { if failure == 0 { failure = error.errno } }
        if failure == 0 && rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw Failure(description: "cannot write \(name): \(errnoDescription(failure))")
        }
    }

    /// The entries with the time each is due, in seconds after the playback starts: intervals kept
    /// while a finger or key is down, idle time between gestures cut to ``idleGap``.
    public var playback: [(offset: Double, entry: Entry)] {
        var out: [(offset: Double, entry: Entry)] = []
        out.reserveCapacity(entries.count)
        var down = Set<Int>(), keys = Set<UInt32>()
        var offset = 0.0
        var previous: Double?
        for e in entries {
            if let p = previous {
                let gap = max(0, e.time - p)
                offset += down.isEmpty && keys.isEmpty ? min(gap, Self.idleGap) : gap
            }
            previous = e.time
            out.append((offset, e))
            switch e {
            case .input(.touchDown(let s, _, _)): down.insert(s)
            case .input(.touchUp(let s, _)), .input(.touchCancel(let s, _)): down.remove(s)
            case .input(.key(let code, let pressed, _)): if pressed { keys.insert(code) } else { keys.remove(code) }
            default: break
            }
        }
        return out
    }
}
