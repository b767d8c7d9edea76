@testable import FaceplateDrivers
import Foundation
import Testing

/// `--out-dir` is made the way `mkdir -p` makes it, and says in one line why when it cannot be.
@Suite struct HeadlessFrameWriterTests {
    private func scratch() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("frame-writer-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func missingParentFoldersAreCreated() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let writer = try HeadlessFrameWriter(directory: root + "/runs/today/frames")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: writer.directory, isDirectory: &isDirectory) && isDirectory.boolValue)
        // Again, over what exists now: nothing to do, no error; a trailing slash and "./" are fine too.
        _ = try HeadlessFrameWriter(directory: root + "/runs/today/frames/")
        _ = try HeadlessFrameWriter(directory: root + "/./runs/../runs/more")
        #expect(FileManager.default.fileExists(atPath: root + "/runs/more"))
    }

    @Test func aFileInTheWayIsAOneLineErrorNamingIt() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        FileManager.default.createFile(atPath: root + "/taken", contents: Data())
        do {
            _ = try HeadlessFrameWriter(directory: root + "/taken/frames/today")
            Issue.record("a path through a file was accepted")
        } catch {
            // The folder where it stopped is named: the rest of the path could not be reached.
            #expect(error.description == "cannot create the frame directory \(root)/taken/frames/today (at \(root)/taken/frames): Not a directory")
        }
        do {
            _ = try HeadlessFrameWriter(directory: root + "/taken/frames")
            Issue.record("a path through a file was accepted")
        } catch {
            #expect(error.description == "cannot create the frame directory \(root)/taken/frames: Not a directory")
        }
        do {
            _ = try HeadlessFrameWriter(directory: root + "/taken")
            Issue.record("a file was accepted as the frame directory")
        } catch {
            #expect(error.description == "the frame directory \(root)/taken is not a directory")
        }
    }
}
