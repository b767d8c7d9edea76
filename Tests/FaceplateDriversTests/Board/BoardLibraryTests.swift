import Foundation
import Testing
import Faceplate
@testable import FaceplateDrivers

@Suite struct BoardLibraryTests {
    func directory(_ files: [String: String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("faceplate-boards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return dir.path
    }

    func profile(_ name: String, connector: String, touch: String) -> String {
        """
        {"name": "\(name)", "display": {"connector": "\(connector)", "mode": "800x480"},
         "touch": {"device": "\(touch)"}, "backends": ["drm", "headless"]}
        """
    }

    @Test func aNamedBoardIsFoundInTheFirstDirectoryThatHasIt() throws {
        let app = try directory(["panel.json": profile("The app's panel", connector: "DSI-1", touch: "ft5x06")])
        let library = BoardLibrary(directories: ["/nonexistent/boards", app, "/usr/share/nothing/boards"])
        let (board, line) = try library.choose(named: "panel", connectors: [], inputDevices: []) { _ in }
        #expect(board?.name == "The app's panel")
        #expect(line == "board: The app's panel (\(app)/panel.json)")
        #expect(throws: BoardProfileError.self) { try library.choose(named: "missing", connectors: [], inputDevices: []) { _ in } }
        // A path is a path, wherever the directories are.
        #expect(try BoardLibrary(directories: []).load("\(app)/panel.json").name == "The app's panel")
    }

    @Test func withoutANameTheMachineIsMatched() throws {
        let app = try directory(["a.json": profile("HDMI panel", connector: "HDMI-A-*", touch: "usb*"),
                                 "b.json": profile("DSI panel", connector: "DSI-1", touch: "ft5x06")])
        let library = BoardLibrary(directories: ["/nonexistent", app])
        let (board, line) = try library.choose(named: nil, connectors: ["DSI-1"], inputDevices: ["ft5x06"]) { _ in }
        #expect(board?.name == "DSI panel" && line.hasSuffix("matched connectors [DSI-1]"))
        let (none, noneLine) = try library.choose(named: nil, connectors: ["Virtual-1"], inputDevices: []) { _ in }
        #expect(none == nil)
        #expect(noneLine == "board: none of 2 profiles in \(app) matches connectors [Virtual-1] and inputs []; using the display's own mode, unrotated")
        let (nothing, nothingLine) = try BoardLibrary(directories: ["/nonexistent"]).choose(named: nil, connectors: [], inputDevices: []) { _ in }
        #expect(nothing == nil && nothingLine.hasPrefix("board: no profiles found (looked in /nonexistent)"))
    }

    /// Issue 9: one broken profile is reported by name and skipped; the others in its directory still
    /// match. Named with --board, it is an error.
    @Test func aBrokenProfileIsReportedAndSkippedButNamedItFails() throws {
        let dir = try directory(["bad.json": "{\"name\": 3}", "ok.json": profile("Fallback", connector: "*", touch: "*")])
        var warnings: [String] = []
        let library = BoardLibrary(directories: [dir])
        let (board, _) = try library.choose(named: nil, connectors: ["HDMI-A-1"], inputDevices: []) { warnings.append($0) }
        #expect(board?.name == "Fallback")
        #expect(warnings.count == 1 && warnings[0].contains("bad.json") && warnings[0].hasSuffix("skipping this board profile"))
        #expect(throws: BoardProfileError.self) { try library.choose(named: "bad", connectors: [], inputDevices: []) { _ in } }
    }

    @Test func anAppLooksInItsOwnShareDirectory() {
        let dirs = BoardLibrary.standard(for: "thermostat").directories
        #expect(dirs.first == "boards" && dirs.last == "/usr/share/thermostat/boards")
        #expect(dirs.contains { $0.hasSuffix("/../share/thermostat/boards") })
    }
}
