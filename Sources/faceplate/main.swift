// The `faceplate` command: snapshots, replays and (with the Linux backends) running panels.
// No Foundation: this binary runs on the board, and the cross SDK has none.
#if canImport(Glibc)
import Glibc
#endif
import FaceplateArguments
import FaceplateScenes

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

func writeError(_ s: String) {
    var line = s + "\n"
    line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

exit(MainActor.assumeIsolated { main() })
