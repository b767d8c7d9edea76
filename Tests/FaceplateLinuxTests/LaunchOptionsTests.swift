import Foundation
import Testing
import Faceplate
@testable import FaceplateLinux

/// The options a launch runs with. (The launch itself runs in FaceplateCLITests, through the built binary.)
@Suite struct LaunchOptionsTests {
    func launch(_ arguments: [String], board: String? = nil, theme: Theme.Style = .light,
                extra: [Option] = []) throws -> LaunchOptions {
        guard case .launch(let o) = try LaunchOptions.parse(arguments, name: "thermostat", summary: "a thermostat",
                                                            board: board, theme: theme, extra: extra) else {
            Issue.record("expected a launch, got help"); throw CancellationError()
        }
        return o
    }

    @Test func theStandardOptionsParseIntoTheLaunch() throws {
        let o = try launch(["--board", "pi7", "--backend", "headless", "--trace", "--timestamps", "--latency",
                            "--frames", "3", "--out-dir", "shots", "--theme", "dark", "--input", "/dev/input/event2"])
        #expect(o.board == "pi7" && o.backend == .headless && o.trace && o.timestamps && o.latency)
        #expect(o.frameLimit == 3 && o.outputDirectory == "shots" && o.theme == .dark && o.input == .device("/dev/input/event2"))
        #expect(o.replay == nil)
    }

    @Test func theAppsChoicesAreTheDefaults() throws {
        let o = try launch([], board: "thermostat-7in", theme: .dark)
        #expect(o.board == "thermostat-7in" && o.theme == .dark)
        #expect(o.backend == nil && o.input == .udev && o.frameLimit == nil && !o.trace)
        #expect(o.outputDirectory == "thermostat-frames")
        let overridden = try launch(["--board", "other", "--theme", "light"], board: "thermostat-7in", theme: .dark)
        #expect(overridden.board == "other" && overridden.theme == .light)
        #expect(try launch([], board: nil).board == nil)          // matching
    }

    @Test func theAppsOwnOptionsComeThrough() throws {
        let extra = [Option("units", value: "C|F", help: "temperature units", allowed: ["C", "F"], default: "C"),
                     Option("demo", help: "start in demo mode")]
        let o = try launch(["--units", "F", "--demo", "--replay", "taps.evemu"], extra: extra)
        #expect(o["units"] == "F" && o.has("demo") && o.replay == "taps.evemu")
        #expect(try launch([], extra: extra)["units"] == "C")
        guard case .help(let text) = try LaunchOptions.parse(["--help"], name: "thermostat", summary: "a thermostat",
                                                             board: "pi7", theme: .light, extra: extra) else {
            Issue.record("no help"); return
        }
        #expect(text.hasPrefix("thermostat: a thermostat\n\nUsage: thermostat [options]"))
        for option in ["--board NAME|FILE.json", "[default: pi7]", "--backend BACKEND", "--input SOURCE", "--replay FILE",
                       "--trace", "--latency", "--frames N", "--out-dir DIR", "[default: thermostat-frames]", "--units C|F", "--demo"] {
            #expect(text.contains(option), "help lacks \(option)")
        }
    }

    @Test func unusableValuesAreErrorsThatSayWhatWasExpected() throws {
        #expect(throws: ArgumentError.invalidValue("--frames", value: "0", expected: "a whole number, 1 or more")) {
            try launch(["--frames", "0"])
        }
        #expect(throws: ArgumentError.invalidValue("--frames", value: "many", expected: "a whole number")) {
            try launch(["--frames", "many"])
        }
        #expect(throws: ArgumentError.invalidValue("--input", value: "event2", expected: "udev, none, or a device node such as /dev/input/event0")) {
            try launch(["--input", "event2"])
        }
        #expect(throws: ArgumentError.invalidValue("--input", value: "none", expected: "no --input with --replay (the recording is the input)")) {
            try launch(["--replay", "x.evemu", "--input", "none"])
        }
        #expect(throws: ArgumentError.invalidValue("--backend", value: "vnc", expected: "one of drm, fbdev, headless, window")) {
            try launch(["--backend", "vnc"])
        }
        #expect(throws: ArgumentError.unknownOption("--scene", command: "thermostat", available: LaunchOptions.standardOptions(
            name: "thermostat", board: nil, theme: .light).map { "--" + $0.name })) {
            try launch(["--scene", "demo"])
        }
    }
}

/// A display that is not there, or is there and refuses.

@Suite struct WindowOptionsTests {
    func launch(_ arguments: [String]) throws -> LaunchOptions {
        guard case .launch(let o) = try LaunchOptions.parse(arguments, name: "app", summary: "", board: nil, theme: .light) else {
            throw ArgumentError.invalidValue("", value: "", expected: "a launch")
        }
        return o
    }

    @Test func theWindowBackendTakesZoomAndSession() throws {
        let o = try launch(["--backend", "window", "--zoom", "3", "--session", "/tmp/s"])
        #expect(o.backend == .window && o.zoom == 3 && o.session == "/tmp/s")
        #expect(try launch(["--backend", "window"]).zoom == 1)
    }

    @Test func windowOptionsAreRefusedElsewhereAndOutOfRange() {
        #expect(throws: ArgumentError.invalidValue("--zoom", value: "2", expected: "--zoom only with --backend window")) {
            try launch(["--zoom", "2"])
        }
        #expect(throws: ArgumentError.invalidValue("--session", value: "f", expected: "--session only with --backend window")) {
            try launch(["--backend", "drm", "--session", "f"])
        }
        #expect(throws: ArgumentError.invalidValue("--zoom", value: "9", expected: "a whole number from 1 to 8")) {
            try launch(["--backend", "window", "--zoom", "9"])
        }
        #expect(throws: ArgumentError.invalidValue("--input", value: "none",
                                                   expected: "no --input with --backend window (the window is the input)")) {
            try launch(["--backend", "window", "--input", "none"])
        }
    }
}
