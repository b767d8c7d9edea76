// Text goldens: what a test produces as lines (a screen reader's words), compared with
// Tests/Goldens/NAME.txt, recorded on request as the PNG goldens are.
import Foundation
import Testing

/// Compares `lines` with `Tests/Goldens/<name>.txt`, one line each. With `FACEPLATE_RECORD_GOLDENS=1` a
/// missing golden is written instead; on a mismatch `<name>.actual.txt` is written beside it.
public func assertMatchesTextGolden(_ lines: [String], named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let path = goldensDirectory + "/" + name + ".txt"
    let text = lines.joined(separator: "\n") + "\n"
    guard let golden = try? String(contentsOfFile: path, encoding: .utf8) else {
        if ProcessInfo.processInfo.environment["FACEPLATE_RECORD_GOLDENS"] == "1" {
            try? text.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        Issue.record("no golden \(path) (FACEPLATE_RECORD_GOLDENS=1 records it)", sourceLocation: sourceLocation)
        return
    }
    if golden != text {
        let actual = goldensDirectory + "/" + name + ".actual.txt"
        try? text.write(toFile: actual, atomically: true, encoding: .utf8)
        Issue.record("spoken text differs from \(path); actual in \(actual)", sourceLocation: sourceLocation)
    }
}
