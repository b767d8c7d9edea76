import FaceplateArguments
import FaceplateWidgets
import FaceplateDrivers

/// The standard options every Faceplate app takes, parsed and checked — what the entry point runs with,
/// and what ``ApplicationDelegate/application(_:didFinishLaunchingWithOptions:)`` receives (UIKit's
/// launch options), the app's own options included.
///
/// | option | meaning |
/// |---|---|
/// | `--board NAME\|FILE.json` | board profile: a name in the app's board directories, or a file |
/// | `--backend drm\|fbdev\|headless\|window` | display backend; default: the board's list, else DRM → fbdev → headless; `window`: the desktop preview |
/// | `--input udev\|none\|/dev/input/eventN` | touch and keys: the udev seat (default), nothing, or one node |
/// | `--replay FILE` | play an evemu recording or a flight recording as the input, in real time, then end the run |
/// | `--theme light\|dark` | colour theme |
/// | `--trace`, `--timestamps` | print the event trace (with input timestamps) |
/// | `--journal` | send the event trace to the systemd journal, with fields for app, version and board |
/// | `--latency` | print input→action and action→flip latency per action |
/// | `--frames N` | stop after N presented frames |
/// | `--touches N` | fingers tracked at once, 1…32 (``Capacities/touches``) |
/// | `--out-dir DIR` | where the headless backend writes `frame-NNNN.png`, and the window its screenshots |
/// | `--zoom N` | window backend: each panel pixel as N×N window pixels, 1…8 |
/// | `--session FILE` | window backend: play back FILE's touches first, then record this run's into it |
/// | `--screen-reader` | start with the screen reader on (else the board profile's `screenReader`, or a three-finger triple tap) |
public struct LaunchOptions: Sendable, Equatable {
    /// Where input comes from.
    public enum Input: Sendable, Equatable {
        /// Every input device of the udev seat, with hotplug.
        case udev
        /// No input (`--input none`).
        case none
        /// One device node (`--input /dev/input/event3`), for a system without udevd.
        case device(String)
    }

    /// The app's name (help, messages, board directories, the default frame directory).
    public var name: String
    /// `--board`, else the app's own choice; nil: match this machine against the app's profiles.
    public var board: String?
    /// `--backend`; nil: the board's list, else DRM → fbdev → headless.
    public var backend: BoardProfile.Backend?
    /// `--input`.
    public var input: Input
    /// `--replay`: an evemu recording or a flight recording played as the input.
    public var replay: String?
    /// `--theme`, else the app's choice.
    public var theme: Theme.Style
    /// `--trace` (or `--journal`).
    public var trace: Bool
    /// `--journal`: the trace goes to the systemd journal (``JournalTrace``).
    public var journal = false
    /// `--timestamps`.
    public var timestamps: Bool
    /// `--latency`.
    public var latency: Bool
    /// `--frames`.
    public var frameLimit: Int?
    /// The application's capacities (`--touches`).
    public var capacities: Capacities
    /// `--out-dir`.
    public var outputDirectory: String
    /// `--zoom` (window backend only; 1 otherwise).
    public var zoom: Int = 1
    /// `--session` (window backend only).
    public var session: String?
    /// `--screen-reader`: the screen reader is on from start-up.
    public var screenReader = false
    /// Every option as given (defaults filled in), the app's own included.
    public var parsed: ParsedOptions

    /// The value of option `name` (standard or the app's own), if given or defaulted.
    public subscript(_ name: String) -> String? { parsed[name] }
    /// Whether flag `name` was given.
    public func has(_ name: String) -> Bool { parsed.has(name) }

    /// The standard options' definitions, with the app's defaults shown in `--help`.
    public static func standardOptions(name: String, board: String?, theme: Theme.Style) -> [Option] {
        [
            Option("board", value: "NAME|FILE.json",
                   help: "board profile: boards/NAME.json, /usr/share/\(name)/boards/NAME.json, or a file"
                       + (board == nil ? "; default: the one matching this machine" : ""),
                   default: board),
            Option("backend", value: "BACKEND", help: "display backend; default: the board's list, else drm, then fbdev, then headless; window: a desktop preview",
                   allowed: BoardProfile.Backend.allCases.map(\.rawValue)),
            Option("input", value: "SOURCE", help: "udev (the seat's devices, with hotplug; the default), none, or a device node /dev/input/eventN"),
            Option("replay", value: "FILE", help: "play this evemu recording or flight recording as the input, in real time, then stop"),
            Option("theme", value: "STYLE", help: "colour theme", allowed: Theme.Style.allCases.map(\.rawValue), default: theme.rawValue),
            Option("trace", help: "print the event trace (frames, hits, control events, actions) and per-action latency"),
            Option("timestamps", help: "print input timestamps on trace frame lines"),
            Option("journal", help: "send the event trace to the systemd journal (fields FACEPLATE_APP, FACEPLATE_VERSION, FACEPLATE_BOARD) instead of standard output; implies --trace"),
            Option("latency", help: "print input->action and action->flip latency for every action"),
            Option("frames", value: "N", help: "stop after presenting N frames"),
            ParsedOptions.touchesOption,
            Option("out-dir", value: "DIR", help: "where the headless backend writes frame-NNNN.png, and the window backend its screenshots",
                   default: "\(name)-frames"),
            Option("zoom", value: "N", help: "window backend: show each panel pixel as NxN window pixels, 1 to \(WindowDisplay.maximumZoom)"),
            Option("session", value: "FILE", help: "window backend: play back the touches recorded in FILE first, then record this run's into it"),
            Option("screen-reader", help: "start with the screen reader on (a three-finger triple tap turns it on and off)"),
        ]
    }

    /// What parsing a command line gave.
    public enum Parsed: Sendable, Equatable {
        /// Launch with these options.
        case launch(LaunchOptions)
        /// Print this help and exit 0.
        case help(String)
    }

    /// Parses an app's command line (without the program name): the standard options plus `extra`.
    /// - Throws: ``ArgumentError`` saying what was wrong and what was expected.
    public static func parse(_ arguments: [String], name: String, summary: String, board: String?,
                             theme: Theme.Style, extra: [Option] = []) throws(ArgumentError) -> Parsed {
        let program = Command(name: name, summary: summary, options: standardOptions(name: name, board: board, theme: theme) + extra)
        switch try ArgumentParser.parse(arguments, program: program) {
        case .help(let text): return .help(text)
        case .run(_, let options): return .launch(try LaunchOptions(options, name: name, theme: theme))
        }
    }

    /// Checks the standard options of `parsed` (from ``standardOptions(name:board:theme:)``, perhaps as a
    /// subcommand of a bigger tool, as `faceplate run`).
    /// - Throws: ``ArgumentError`` for a value that parses but cannot be used.
    public init(_ parsed: ParsedOptions, name: String, theme: Theme.Style = .light) throws(ArgumentError) {
        self.name = name
        self.parsed = parsed
        board = parsed["board"]
        if let b = parsed["backend"] {
            guard let backend = BoardProfile.Backend(rawValue: b) else {
                throw .invalidValue("--backend", value: b, expected: "one of " + BoardProfile.Backend.allCases.map(\.rawValue).joined(separator: ", "))
            }
            self.backend = backend
        }
        replay = parsed["replay"]
        switch parsed["input"] {
        case nil, "udev": input = .udev
        case "none": input = .none
        case let node?:
            guard node.hasPrefix("/") else {
                throw .invalidValue("--input", value: node, expected: "udev, none, or a device node such as /dev/input/event0")
            }
            input = .device(node)
        }
        if replay != nil, let given = parsed["input"] {
            throw .invalidValue("--input", value: given, expected: "no --input with --replay (the recording is the input)")
        }
        if let t = parsed["theme"] {
            guard let style = Theme.Style(rawValue: t) else {
                throw .invalidValue("--theme", value: t, expected: "one of " + Theme.Style.allCases.map(\.rawValue).joined(separator: ", "))
            }
            self.theme = style
        } else {
            self.theme = theme
        }
        screenReader = parsed.has("screen-reader")
        journal = parsed.has("journal")
        trace = parsed.has("trace") || journal
        timestamps = parsed.has("timestamps")
        latency = parsed.has("latency")
        if let n = try parsed.int("frames") {
            guard n > 0 else { throw .invalidValue("--frames", value: String(n), expected: "a whole number, 1 or more") }
            frameLimit = n
        }
        capacities = try parsed.capacities()
        outputDirectory = parsed["out-dir"] ?? "\(name)-frames"
        guard !outputDirectory.isEmpty else { throw .invalidValue("--out-dir", value: "", expected: "a directory") }
        // The window's own options mean nothing on a panel: refused there rather than ignored.
        if let n = try parsed.int("zoom") {
            guard backend == .window else { throw .invalidValue("--zoom", value: String(n), expected: "--zoom only with --backend window") }
            guard (1...WindowDisplay.maximumZoom).contains(n) else {
                throw .invalidValue("--zoom", value: String(n), expected: "a whole number from 1 to \(WindowDisplay.maximumZoom)")
            }
            zoom = n
        }
        if let file = parsed["session"] {
            guard backend == .window else { throw .invalidValue("--session", value: file, expected: "--session only with --backend window") }
            guard !file.isEmpty else { throw .invalidValue("--session", value: "", expected: "a file") }
            session = file
        }
        if backend == .window, let given = parsed["input"] {
            throw .invalidValue("--input", value: given, expected: "no --input with --backend window (the window is the input)")
        }
    }
}
