import Foundation
import Testing
@testable import FaceplateDrivers

@Suite struct InstalledVersionTests {
    func file(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("faceplate-version-\(UUID().uuidString)").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func theLineScriptsPackageWritesIsTheVersion() {
        #expect(InstalledVersion.parse(Array("0.1.0\n".utf8)) == "0.1.0")
        #expect(InstalledVersion.parse(Array("1:2.4.1~git20261128.abc1234-3+b1".utf8)) == "1:2.4.1~git20261128.abc1234-3+b1")
        #expect(InstalledVersion.parse(Array(String(repeating: "9", count: 64).utf8)) == String(repeating: "9", count: 64))
    }

    @Test func anythingElseIsNoVersion() {
        for text in ["", "\n", "0.1.0\n\n", "0.1.0\n0.2.0\n", "0.1 0", "0.1.0\r\n", "<script>", "é1.0",
                     String(repeating: "9", count: 65)] {
            #expect(InstalledVersion.parse(Array(text.utf8)) == nil, "\(text.debugDescription)")
        }
    }

    @Test func theFirstFileThatHoldsAVersionIsRead() throws {
        let good = try file("2.0.1\n"), bad = try file("not a version\n")
        let long = try file(String(repeating: "1", count: 4096))
        #expect(InstalledVersion.read(paths: ["/nonexistent/version", bad, long, good]) == "2.0.1")
        #expect(InstalledVersion.read(paths: ["/nonexistent/version", "/dev/zero", bad]) == nil)
        // No file where a test binary runs from: the default stays "unversioned".
        #expect(InstalledVersion.read(for: "faceplate-no-such-app") == nil)
    }
}
