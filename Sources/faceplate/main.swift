// The `faceplate` command: snapshots, replays and (with the Linux backends) running panels.
// No Foundation: this binary runs on the board, and the cross SDK has none.
#if canImport(Glibc)
import Glibc
#endif
import Faceplate
import FaceplateArguments
import FaceplateLinux
import FaceplateScenes

// Before anything can start a thread: the termination signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT) stay
// blocked in every thread and arrive through the event loop's signalfd, so `run` always gets to give
// the console its CRTC back.
EventLoop.blockTerminationSignals()

/// Writes a line to standard output at once, as the entry point's own status lines are written.
func say(_ s: String) { ApplicationMain.say(s) }

let parser = ArgumentParser(program: "faceplate", summary: "UIKit's event model on Linux touch panels", commands: [
    Command(name: "snapshot", summary: "Render a scene headless into a PNG, as the panel would show it", options: [
        Option("scene", value: "NAME", help: "the scene to render", allowed: SceneCatalog.names, required: true),
        Option("size", value: "WxH", help: "logical size the scene lays out in", default: "800x480"),
        Option("format", value: "FORMAT", help: "pixel format of the panel buffer", allowed: ["xrgb8888", "rgb565"], default: "xrgb8888"),
        Option("rotation", value: "DEGREES", help: "rotation onto the panel", allowed: ["0", "90", "180", "270"], default: "0"),
        Option("theme", value: "STYLE", help: "colour theme", allowed: ["light", "dark"], default: "light"),
        Option("out", value: "FILE.png", help: "where to write the PNG", required: true),
    ]),
    Command(name: "trace", summary: "Replay an evemu recording or a flight recording headless and print the event trace", options: [
        Option("scene", value: "NAME", help: "the scene to drive", allowed: SceneCatalog.names, required: true),
        Option("replay", value: "FILE", help: "recording made by evemu-record (device description and events), or a flight recording",
               required: true),
        Option("size", value: "WxH", help: "logical size the scene lays out in", default: "800x480"),
        Option("rotation", value: "DEGREES", help: "rotation onto the panel", allowed: ["0", "90", "180", "270"], default: "0"),
        Option("board", value: "FILE.json", help: "board profile (rotation, calibration) instead of --size/--rotation"),
        Option("timestamps", help: "print input timestamps on frame lines"),
        Option("out", value: "FILE.png", help: "also write the final frame as a PNG"),
        ParsedOptions.touchesOption,
    ]),
    Command(name: "run", summary: "Run a scene on the panel: DRM/KMS, else fbdev, else headless PNG frames; touch from libinput",
            options: SceneApp.options),
    Command(name: "info", summary: "Describe the displays, input devices and matching board profile of this machine", options: [
        Option("board", value: "NAME|FILE.json", help: "check this board profile against the machine instead of matching one"),
    ]),
])

@MainActor func main() -> Int32 {
    do {
        switch try parser.parse(Array(CommandLine.arguments.dropFirst())) {
        case let .help(text):
            print(text, terminator: "")
            return 0
        case let .run(command, options):
            switch command {
            case "snapshot": try Snapshot(options).run()
            case "trace": try Replay(options).run()
            case "run": return try SceneApp.run(options)
            case "info": try Info(options).run()
            default: break
            }
            return 0
        }
    } catch let error as ArgumentError {
        writeError("faceplate: \(error)\nRun 'faceplate --help' for usage.")
        return 2
    } catch {
        // Errors quote their values through Echo; this catches any that does not (a path in a system
        // error, say): control characters never reach the terminal, and the message stays one line.
        writeError("faceplate: " + Echo.escaped("\(error)", limit: 4096))
        return 1
    }
}

func writeError(_ s: String) { Diagnostics.writeStandardError(s) }

exit(MainActor.assumeIsolated { main() })
