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
        #expect(try o2.size("size", maximum: 8192)! == (1024, 600))
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
        #expect(throws: ArgumentError.self) { try bad.size("size", maximum: 8192) }
    }

    @Test func helpListsCommandsAndOptions() throws {
        guard case let .help(top) = try parser.parse([]) else { Issue.record("expected help"); return }
        #expect(top.contains("snapshot") && top.contains("info"))
        guard case let .help(sub) = try parser.parse(["snapshot", "--help"]) else { Issue.record("expected help"); return }
        #expect(sub.contains("--scene NAME") && sub.contains("(demo|panel-24)") && sub.contains("[default: 800x480]"))
    }

    /// `--size` takes two whole numbers from 1 to the caller's limit (the display layer's one limit),
    /// checked before anything is allocated; it used to accept `800xx480` and `+800x480`.
    @Test func sizesAreWholeNumbersUpToTheLimit() throws {
        func size(_ v: String) throws -> (width: Int, height: Int)? { try ParsedOptions(values: ["size": v]).size("size", maximum: 8192) }
        #expect(try size("8192x8192")! == (8192, 8192))
        #expect(try size("1x1")! == (1, 1))
        for bad in ["8193x480", "800x8193", "0x480", "800xx480", "+800x480", "800x-4", "x480", "800x", "99999999999999999999x1", " 800x480", "800x480x1"] {
            #expect(throws: ArgumentError.invalidValue("--size", value: bad, expected: "WIDTHxHEIGHT, each 1 to 8192, e.g. 800x480"), "\(bad)") {
                _ = try size(bad)
            }
        }
        #expect(throws: ArgumentError.self) { _ = try ParsedOptions(values: ["size": "300x200"]).size("size", maximum: 256) }
    }

    /// What the user typed is echoed escaped and cut: ESC and BEL do not reach the terminal, a newline
    /// does not start a second line, a huge argument does not flood it.
    @Test func errorsEscapeAndCutWhatTheUserTyped() throws {
        let evil = "de\u{1B}[31mmo\u{7}\nfaceplate: forged"
        do { _ = try parser.parse(["snapshot", "--scene", evil]); Issue.record("expected an error") } catch {
            #expect(error.description == "--scene 'de\\u{1B}[31mmo\\u{7}\\nfaceplate: forged' is not valid: expected one of demo, panel-24")
        }
        do { _ = try parser.parse(["\u{1B}]0;title\u{7}"]); Issue.record("expected an error") } catch {
            #expect(error.description == "unknown command '\\u{1B}]0;title\\u{7}'; expected one of: snapshot, info")
        }
        do { _ = try parser.parse(["info", "--a\rb"]); Issue.record("expected an error") } catch {
            #expect(error.description == "'info' has no option --a\\rb; it takes: ")
        }
        do { _ = try parser.parse(["info", "x\u{9B}2J"]); Issue.record("expected an error") } catch {
            #expect(error.description == "'info' does not take a bare argument ('x\\u{9B}2J'); options start with --")
        }
        let huge = String(repeating: "z", count: 1_000_000)
        do { _ = try parser.parse(["snapshot", "--scene", huge]); Issue.record("expected an error") } catch {
            #expect(error.description == "--scene '" + String(repeating: "z", count: 79) + "…' is not valid: expected one of demo, panel-24")
        }
    }
}
