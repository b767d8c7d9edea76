import Foundation
import Testing
import FaceplateGraphics
import FaceplatePNG

@Suite struct PNGTests {
    func temporaryPath(_ name: String) -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("faceplate-png-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent(name).path
    }

    @Test func imageRoundTripsWithAlpha() throws {
        var img = Image(width: 5, height: 3)
        for y in 0..<3 { for x in 0..<5 {
            img.setColor(Color(red: UInt8(x * 50), green: UInt8(y * 100), blue: 77, alpha: [255, 128, 0][y]), x: x, y: y)
        } }
        let path = temporaryPath("roundtrip.png")
        try PNG.write(img, to: path)
        let back = try PNG.read(path: path)
        #expect(back.width == 5 && back.height == 3)
        for i in 0..<img.pixels.count { #expect(abs(Int(back.pixels[i]) - Int(img.pixels[i])) <= 1, "byte \(i)") }
    }

    @Test(arguments: PixelFormat.allCases) func bufferWritesAsItsSnapshot(format: PixelFormat) throws {
        var (buffer, canvas) = makeCanvas(20, 10, format: format)
        canvas.fillRoundedRect(Rect(2, 2, 16, 6), radius: 3, color: Color(hex: 0x007AFF))
        let path = temporaryPath("buffer-\(format).png")
        try PNG.write(buffer, to: path)
        #expect(try PNG.read(path: path) == Image(snapshotOf: buffer))
    }

    @Test func missingFileErrorNamesThePath() {
        #expect(throws: PNG.Error(message: "cannot open /nonexistent/faceplate/x.png: No such file or directory")) {
            try PNG.read(path: "/nonexistent/faceplate/x.png")
        }
    }

    @Test func nonPNGErrorNamesThePath() throws {
        let path = temporaryPath("not-a.png")
        try "hello, not a png".write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try PNG.read(path: path)
            Issue.record("reading a text file as PNG succeeded")
        } catch let error as PNG.Error {
            #expect(error.message.hasPrefix("cannot read PNG \(path): "), "\(error.message)")
        }
    }

    @Test func unwritablePathErrorNamesThePath() {
        #expect(throws: PNG.Error(message: "cannot create /nonexistent/faceplate/out.png: No such file or directory")) {
            try PNG.write(Image(width: 1, height: 1), to: "/nonexistent/faceplate/out.png")
        }
    }
}
