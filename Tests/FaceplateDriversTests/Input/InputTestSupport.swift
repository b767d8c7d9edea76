import Faceplate
import FaceplateDrivers
import Foundation

/// Collects records into storage reserved up front, so appending allocates nothing while counting.
final class RecordingSink: InputSink {
    var records: [InputRecord] = []
    init(capacity: Int = 4096) { records.reserveCapacity(capacity) }
    func handle(_ record: InputRecord) { records.append(record) }
}

enum Fixture {
    /// Tests/FaceplateDriversTests: this file is in its Input folder.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let directory = testsDirectory.appendingPathComponent("Fixtures")
    static let repoRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// The Raspberry Pi 7" touchscreen's description (raspberrypi-ts, 800x480 units, 10 slots).
    static func rpiDevice() throws -> EvemuRecording { try EvemuRecording(contentsOf: path("rpi-touchscreen.evemu")) }

    /// Writes `text` to a temporary file and returns its path.
    static func temporaryFile(_ text: String, name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("faceplate-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}

/// The mapping of the 7" panel: 800x480, unrotated, uncalibrated.
let rpiMapping = TouchMapping(display: DisplayTransform(panelWidth: 800, panelHeight: 480))
