#if canImport(Glibc)
import Glibc
#endif
import FaceplateArguments
import FaceplateLinux

/// `faceplate info`: what this machine offers a panel app — DRM cards with their connectors, modes,
/// CRTCs, planes and formats; fbdev devices; input devices with capabilities and axis ranges; and the
/// board profile that matches. Nothing is taken over (no DRM master), so it is safe next to a running app.
@MainActor struct Info {
    let options: ParsedOptions
    init(_ options: ParsedOptions) { self.options = options }

    func run() throws {
        say("== display")
        for line in DisplayProbe.lines() { say("  " + line) }

        say("== input")
        let inputs = InputProbe.devices()
        if inputs.isEmpty {
            say("  no input devices: " + (access("/sys/class/input", F_OK) == 0 ? "/sys/class/input lists no event devices"
                                                                               : "there is no /sys/class/input"))
        }
        for d in inputs { say("  " + d.description) }
        if access("/run/udev/control", F_OK) != 0 {
            say("  note: udevd is not running; `faceplate run` reads the udev seat, so use --input /dev/input/eventN")
        }

        say("== board")
        let connectors = BoardLibrary.connectorNames()
        let library = BoardLibrary.standard(for: "faceplate")
        if let name = options["board"] {
            let board = try library.load(name)
            let c = board.display.firstMatchingConnector(in: connectors)
            say("  \(board.name) (\(Echo.escaped(board.file, limit: Echo.pathLimit))): connector " + (c ?? "none of [\(board.display.connectors.joined(separator: ", "))] is connected"))
            return
        }
        guard let found = library.firstProfiles(warn: { Diagnostics.writeStandardError("faceplate: " + $0) }) else {
            say("  no board profiles (looked in \(library.directories.joined(separator: ", ")))")
            return
        }
        if let board = BoardProfile.match(connectors: connectors, inputDevices: inputs.map(\.name), in: found.profiles) {
            let touch = board.touch.flatMap { t in inputs.first { d in t.devices.contains { p in BoardNamePattern.matches(p, d.name) } } }
            say("  matches \(board.name) (\(Echo.escaped(board.file, limit: Echo.pathLimit)))"
                + (board.display.firstMatchingConnector(in: connectors).map { ": connector \($0)" } ?? "")
                + (touch.map { ", touch \($0.node) \"\($0.name)\"" } ?? ""))
        } else {
            say("  none of the \(found.profiles.count) profiles in \(found.directory) matches connectors [\(connectors.joined(separator: ", "))]"
                + " and inputs [\(inputs.map(\.name).joined(separator: ", "))]; `faceplate run` uses the display's own mode, unrotated")
        }
    }
}
