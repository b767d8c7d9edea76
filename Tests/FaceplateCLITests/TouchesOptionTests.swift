import Foundation
import Testing

/// `--touches N`: the application's one limit on fingers, honoured from the recording to the actions.
@Suite(.serialized) struct TouchesOptionTests {
    /// The 20-finger recording the VM plays into a real kernel, as one evemu file.
    func twentyFingerRecording() throws -> String {
        let description = try String(contentsOf: CLI.repository.appendingPathComponent("Tests/FaceplateDriversTests/Fixtures/twenty-finger-panel.evemu"), encoding: .utf8)
        let events = try String(contentsOf: CLI.repository.appendingPathComponent("scripts/vm/guest-tests/recordings/twenty-fingers.events"), encoding: .utf8)
        let file = try CLI.temporaryDirectory().appendingPathComponent("twenty.evemu")
        try (description + events).write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    func actions(_ r: CLI.Result) -> Int { r.stdout.split(separator: "\n").filter { $0.hasPrefix("action press") }.count }

    @Test func twentyFingersActWhenTheApplicationTracksTwenty() throws {
        let recording = try twentyFingerRecording()
        let twenty = try CLI.run(["trace", "--scene", "panel-24", "--touches", "20", "--replay", recording])
        #expect(twenty.status == 0, Comment(rawValue: twenty.stderr))
        #expect(actions(twenty) == 20)
        #expect(!twenty.stderr.contains("touches:"))
        // the default, 10: ten act, and each of the other ten is reported with its device
        let ten = try CLI.run(["trace", "--scene", "panel-24", "--replay", recording])
        #expect(ten.status == 0, Comment(rawValue: ten.stderr))
        #expect(actions(ten) == 10)
        #expect(ten.stderr.contains("faceplate: touches: more than 10 touches at once: a finger on \"Faceplate 20-finger test panel\" was ignored (1 so far)"))
    }

    @Test func aTouchCountOutsideOneToThirtyTwoIsRefused() throws {
        for n in ["0", "33", "many"] {
            let r = try CLI.run(["trace", "--scene", "panel-24", "--touches", n, "--replay", "/nonexistent.evemu"])
            #expect(r.status == 2, Comment(rawValue: r.stderr))
            #expect(r.stderr.hasPrefix("faceplate: --touches '\(n)' is not valid: expected "), Comment(rawValue: r.stderr))
        }
    }
}
