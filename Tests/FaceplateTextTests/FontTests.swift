import Foundation
import Testing
@testable import FaceplateText

@Suite struct FontTests {
    @Test func dejaVuMetricsAreSaneAt14Pixels() throws {
        let font = try dejaVu(14)
        // DejaVu Sans: ascent 1901, descent 483 per 2048 units → 13.0 and 3.3 px at 14 px.
        #expect(font.ascender >= 12 && font.ascender <= 14)
        #expect(font.descender <= -3 && font.descender >= -5)
        #expect(font.lineHeight >= font.ascender - font.descender)
        #expect(font.lineHeight <= 20)
        #expect(font.capHeight >= 9 && font.capHeight <= 11)           // cap height 1493/2048 em ≈ 10.2 px
        #expect(font.xHeight >= 7 && font.xHeight < font.capHeight)    // x-height 1120/2048 em ≈ 7.7 px
        #expect(font.hasKerning)
        #expect(font.hasEllipsisGlyph)
    }

    @Test func metricsScaleWithSize() throws {
        let small = try dejaVu(12), large = try dejaVu(36)
        #expect(large.lineHeight > 2.5 * small.lineHeight)
        #expect(large.capHeight > 2.5 * small.capHeight)
    }

    @Test func missingFontFileErrorNamesThePath() {
        let path = "/nonexistent/faceplate/NoSuchFont.ttf"
        do {
            _ = try Font(path: path, size: 14)
            Issue.record("opening a missing font should throw")
        } catch let error as FontError {
            guard case .unreadableFile(let p, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(p == path)
            #expect(String(describing: error).contains(path))
            #expect(String(describing: error).contains("No such file"))
        } catch {
            Issue.record("unexpected error type \(error)")
        }
    }

    @Test func nonFontFileErrorNamesThePath() throws {
        let path = NSTemporaryDirectory() + "faceplate-not-a-font-\(getpid()).ttf"
        try Data("this is not a font".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Opened from one shared mapping (FontFileMapping), FreeType's drivers run off the end of these
        // 18 bytes: "invalid stream operation", said as what it means.
        #expect(throws: FontError.unsupportedFormat(path: path, code: FreeTypeConstant.errorInvalidStreamOperation)) {
            _ = try Font(path: path, size: 14)
        }
        do { _ = try Font(path: path, size: 14) } catch {
            #expect(String(describing: error).contains(path))
            #expect(String(describing: error).contains("not a font"))
        }
        // A file long enough to be read but in no font format is an unknown format, as before.
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        #expect(throws: FontError.unsupportedFormat(path: path, code: FreeTypeConstant.errorUnknownFileFormat)) {
            _ = try Font(path: path, size: 14)
        }
    }

    @Test func unusableSizeIsRejectedWithThePath() {
        #expect(throws: FontError.invalidSize(path: Font.defaultPath, size: 0)) { _ = try Font(path: Font.defaultPath, size: 0) }
        #expect(throws: FontError.self) { _ = try Font(path: Font.defaultPath, size: .nan) }
    }

    @Test func boldVariantOpensAndIsWider() throws {
        let regular = try Font(size: 14), bold = try Font(size: 14, bold: true)
        #expect(bold.path == Font.defaultBoldPath)
        #expect(bold.measure("Button 9").width > regular.measure("Button 9").width)
    }

    @Test func fontsCanShareALibrary() throws {
        let library = try FontLibrary()
        let a = try Font(path: Font.defaultPath, size: 14, library: library)
        let b = try Font(path: Font.defaultBoldPath, size: 20, library: library)
        #expect(a.measure("x").width > 0 && b.measure("x").width > a.measure("x").width)
    }
}
