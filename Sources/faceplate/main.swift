// The `faceplate` command: snapshots, replays and (with the Linux backends) running panels.
// No Foundation: this binary runs on the board, and the cross SDK has none.
#if canImport(Glibc)
import Glibc
#endif
import Faceplate
import FaceplateArguments
import FaceplateLinux
import FaceplateScenes

// Before anything can start a thread: SIGINT/SIGTERM stay blocked in every thread and arrive through
// the event loop's signalfd, so `run` always gets to give the console its CRTC back.
EventLoop.blockTerminationSignals()

let parser = ArgumentParser(program: "faceplate", summary: "UIKit's event model on Linux touch panels", commands: [
    Command(name: "snapshot", summary: "Render a scene headless into a PNG, as the panel would show it", options: [
        Option("scene", value: "NAME", help: "the scene to render", allowed: SceneCatalog.names, required: true),
        Option("size", value: "WxH", help: "logical size the scene lays out in", default: "800x480"),
        Option("format", value: "FORMAT", help: "pixel format of the panel buffer", allowed: ["xrgb8888", "rgb565"], default: "xrgb8888"),
        Option("rotation", value: "DEGREES", help: "rotation onto the panel", allowed: ["0", "90", "180", "270"], default: "0"),
        Option("theme", value: "STYLE", help: "colour theme", allowed: ["light", "dark"], default: "light"),
        Option("out", value: "FILE.png", help: "where to write the PNG", required: true),
    ]),
    Command(name: "trace", summary: "Replay an evemu recording headless and print the event trace", options: [
        Option("scene", value: "NAME", help: "the scene to drive", allowed: SceneCatalog.names, required: true),
        Option("replay", value: "FILE.evemu", help: "recording made by evemu-record (device description and events)", required: true),
        Option("size", value: "WxH", help: "logical size the scene lays out in", default: "800x480"),
        Option("rotation", value: "DEGREES", help: "rotation onto the panel", allowed: ["0", "90", "180", "270"], default: "0"),
        Option("board", value: "FILE.json", help: "board profile (rotation, calibration) instead of --size/--rotation"),
        Option("timestamps", help: "print input timestamps on frame lines"),
        Option("out", value: "FILE.png", help: "also write the final frame as a PNG"),
        Option("touches", value: "N", help: "fingers tracked at once, 1 to 32 (default \(Capacities().touches))"),
    ]),
    Command(name: "run", summary: "Run a scene on the panel: DRM/KMS, else fbdev, else headless PNG frames; touch from libinput", options: [
        Option("scene", value: "NAME", help: "the scene to run", allowed: SceneCatalog.names, required: true),
        Option("board", value: "NAME|FILE.json", help: "board profile (boards/NAME.json, /usr/share/faceplate/boards) or a file; default: the one matching this machine"),
        Option("backend", value: "BACKEND", help: "display backend; default: drm, else fbdev, else headless", allowed: ["drm", "fbdev", "headless"]),
        Option("input", value: "SOURCE", help: "udev (the seat's devices, with hotplug), none, or a device node /dev/input/eventN", default: "udev"),
        Option("theme", value: "STYLE", help: "colour theme", allowed: ["light", "dark"], default: "light"),
        Option("trace", help: "print the event trace (frames, hits, control events, actions) and per-action latency"),
        Option("timestamps", help: "print input timestamps on trace frame lines"),
        Option("latency", help: "print input->action and action->flip latency for every action"),
        Option("frames", value: "N", help: "stop after presenting N frames"),
        Option("touches", value: "N", help: "fingers tracked at once, 1 to 32 (default \(Capacities().touches))"),
        Option("out-dir", value: "DIR", help: "where the headless backend writes frame-NNNN.png", default: "faceplate-frames"),
    ]),
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
            case "run": return try Run(options).run()
            case "info": try Info(options).run()
            default: break
            }
            return 0
        }
    } catch let error as ArgumentError {
        writeError("faceplate: \(error)\nRun 'faceplate --help' for usage.")
        return 2
    } catch {
        writeError("faceplate: \(error)")
        return 1
    }
}

func writeError(_ s: String) { Diagnostics.writeStandardError(s) }

exit(MainActor.assumeIsolated { main() })
