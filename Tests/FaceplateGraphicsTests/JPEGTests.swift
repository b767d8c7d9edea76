import Foundation
import Glibc
import Testing
import FaceplateGraphics
import FaceplateJPEG
import FaceplatePNG

/// JPEG decoding against references made with Pillow (identical to libjpeg-turbo-progs' djpeg output),
/// and against the picture that was compressed; bad files are one-line errors.
@Suite struct JPEGTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: fixtures + "/" + name)))
    }

    @Test(arguments: ["photo-baseline", "photo-progressive", "photo-gray"])
    func decodesLikeTheReferenceDecoder(name: String) throws {
        let image = try JPEG.read(path: JPEGTests.fixtures + "/\(name).jpg")
        let reference = try PNG.read(path: JPEGTests.fixtures + "/\(name).reference.png")
        #expect(image.width == 64 && image.height == 48)
        var worst = 0
        for i in 0..<image.pixels.count { worst = max(worst, abs(Int(image.pixels[i]) - Int(reference.pixels[i]))) }
        #expect(worst <= 1, "largest channel difference \(worst)")
    }

    @Test func colourIsTheCompressedPicture() throws {
        // Independent of libjpeg: channel order and colour conversion, within what quality 95 loses.
        let image = try JPEG.read(path: JPEGTests.fixtures + "/photo-baseline.jpg")
        let source = try PNG.read(path: JPEGTests.fixtures + "/photo-source.png")
        #expect(image.color(x: 15, y: 15).isNear(source.color(x: 15, y: 15), by: 8))
        #expect(image.color(x: 47, y: 31).isNear(source.color(x: 47, y: 31), by: 8))
        var total = 0
        for i in 0..<image.pixels.count { total += abs(Int(image.pixels[i]) - Int(source.pixels[i])) }
        #expect(Double(total) / Double(image.pixels.count) < 2.5)
    }

    @Test(arguments: PixelFormat.allCases) func drawsIntoBothFormats(format: PixelFormat) throws {
        let image = try JPEG.read(path: JPEGTests.fixtures + "/photo-baseline.jpg")
        var (buffer, canvas) = makeCanvas(64, 48, format: format)
        canvas.drawImage(image, in: Rect(0, 0, 64, 48))
        let shown = Image(snapshotOf: buffer)
        let step = format == .rgb565 ? 8 : 0
        for (x, y) in [(0, 0), (15, 15), (47, 31), (63, 47)] {
            #expect(shown.color(x: x, y: y).isNear(image.color(x: x, y: y), by: step), "(\(x), \(y))")
        }
    }

    func expectOneLineError(_ bytes: [UInt8], containing part: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try JPEG.decode(bytes, name: "bad.jpg")
            Issue.record("a bad JPEG decoded", sourceLocation: sourceLocation)
        } catch {
            let message = "\(error)"
            #expect(message.hasPrefix("cannot read JPEG bad.jpg: "), "\(message)", sourceLocation: sourceLocation)
            #expect(part.isEmpty || message.contains(part), "\(message)", sourceLocation: sourceLocation)
            #expect(!message.contains("\n"), sourceLocation: sourceLocation)
        }
    }

    @Test func truncatedFileIsAnError() throws {
        let good = try JPEGTests.bytes("photo-baseline.jpg")
        expectOneLineError(Array(good.prefix(good.count / 2)), containing: "Premature end")
        expectOneLineError(Array(good.prefix(100)), containing: "")
    }

    @Test func hugeDeclaredSizeIsRefusedBeforeDecoding() throws {
        var bytes = try JPEGTests.bytes("photo-baseline.jpg")
        // The baseline frame header (FF C0): length, precision, then height and width, big-endian.
        let sof = try #require((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes[sof + 5] = 0x23; bytes[sof + 6] = 0x28   // height 9000
        bytes[sof + 7] = 0x23; bytes[sof + 8] = 0x28   // width 9000
        expectOneLineError(bytes, containing: "unsupported size 9000x9000")
        bytes[sof + 5] = 0x10; bytes[sof + 6] = 0x00   // 4096 high
        bytes[sof + 7] = 0x1F; bytes[sof + 8] = 0xFF   // 8191 wide: each side allowed, the area is not
        expectOneLineError(bytes, containing: "more than")
    }

    @Test func garbageAndEmptyAreErrors() {
        var generator = SystemRandomNumberGenerator()
        expectOneLineError([0xFF, 0xD8, 0xFF] + (0..<400).map { _ in UInt8.random(in: 0...255, using: &generator) }, containing: "")
        expectOneLineError(Array("not a jpeg at all".utf8), containing: "")
        expectOneLineError([], containing: "empty")
    }

    @Test func missingFileNamesThePath() {
        #expect(throws: JPEG.Error(message: "cannot read JPEG /nonexistent/faceplate/x.jpg: No such file or directory")) {
            try JPEG.read(path: "/nonexistent/faceplate/x.jpg")
        }
    }
}

extension Color {
    /// Whether every channel is within `by` of `other`'s.
    func isNear(_ other: Color, by tolerance: Int) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
    }
}
