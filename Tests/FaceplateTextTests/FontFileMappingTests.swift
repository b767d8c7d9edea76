import Foundation
import Testing
@testable import FaceplateText

/// One mapping of a font file for every face opened from it (FontFileMapping says why: resident memory).
@Suite struct FontFileMappingTests {
    @Test func facesAtEverySizeShareOneMappingOfTheFile() throws {
        let library = try FontLibrary()
        let fonts = try [12.0, 14, 17, 24].map { try Font(path: Font.defaultPath, size: $0, library: library) }
        let mappings = fonts.map { ObjectIdentifier($0.primary.mapping) }
        #expect(Set(mappings).count == 1)
        // The faces read their glyphs from it: each size still lays out and measures.
        #expect(fonts.map { $0.measure("Boost").width } == fonts.map { $0.measure("Boost").width }.sorted())
        #expect(fonts[0].measure("Boost").width < fonts[3].measure("Boost").width)
    }

    @Test func anEmptyFileIsRefusedWithItsPath() throws {
        let path = NSTemporaryDirectory() + "faceplate-empty-font-\(getpid()).ttf"
        FileManager.default.createFile(atPath: path, contents: Data())
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: FontError.unreadableFile(path: path, reason: "empty file")) { _ = try Font(path: path, size: 14) }
    }
}
