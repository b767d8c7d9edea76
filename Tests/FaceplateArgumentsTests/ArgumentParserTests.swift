import Testing
import FaceplateArguments

@Suite struct ArgumentParserTests {
    let parser = ArgumentParser(program: "faceplate", summary: "panel tool", commands: [
        Command(name: "snapshot", summary: "render a scene", options: [
            Option("scene", value: "NAME", help: "scene", allowed: ["demo", "panel-24"], required: true),
            Option("size", value: "WxH", help: "size", default: "800x480"),
            Option("trace", help: "print the event trace"),
        ]),
        Command(name: "info", summary: "show devices"),
    ])

    @Test func parsesOptionsDefaultsAndFlags() throws {
        let r = try parser.parse(["snapshot", "--scene", "demo", "--trace"])
        guard case let .run(command, options) = r else { Issue.record("expected run"); return }
        #expect(command == "snapshot" && options["scene"] == "demo" && options["size"] == "800x480" && options.has("trace"))
        let r2 = try parser.parse(["snapshot", "--scene=panel-24", "--size=1024x600"])
        guard case let .run(_, o2) = r2 else { Issue.record("expected run"); return }
        #expect(try o2.size("size")! == (1024, 600))
    }

    @Test func errorsSayWhatWasExpected() {
        #expect(throws: ArgumentError.unknownCommand("snap", available: ["snapshot", "info"])) { try parser.parse(["snap"]) }
        #expect(throws: ArgumentError.missingOption("--scene", command: "snapshot")) { try parser.parse(["snapshot"]) }
        #expect(throws: ArgumentError.invalidValue("--scene", value: "x", expected: "one of demo, panel-24")) { try parser.parse(["snapshot", "--scene", "x"]) }
        #expect(throws: ArgumentError.missingValue("--scene", valueName: "NAME")) { try parser.parse(["snapshot", "--scene"]) }
        #expect(throws: ArgumentError.unknownOption("--bogus", command: "info", available: [])) { try parser.parse(["info", "--bogus"]) }
        #expect(throws: ArgumentError.unexpectedValue("--trace")) { try parser.parse(["snapshot", "--scene", "demo", "--trace=1"]) }
        #expect(ArgumentError.invalidValue("--size", value: "80", expected: "WIDTHxHEIGHT, e.g. 800x480").description
                == "--size '80' is not valid: expected WIDTHxHEIGHT, e.g. 800x480")
        let bad = ParsedOptions(values: ["size": "80"])
        #expect(throws: ArgumentError.self) { try bad.size("size") }
    }

    @Test func helpListsCommandsAndOptions() throws {
        guard case let .help(top) = try parser.parse([]) else { Issue.record("expected help"); return }
        #expect(top.contains("snapshot") && top.contains("info"))
        guard case let .help(sub) = try parser.parse(["snapshot", "--help"]) else { Issue.record("expected help"); return }
        #expect(sub.contains("--scene NAME") && sub.contains("(demo|panel-24)") && sub.contains("[default: 800x480]"))
    }
}
