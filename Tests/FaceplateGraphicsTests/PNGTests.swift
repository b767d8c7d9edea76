import Foundation
import Glibc
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

    // Writing replaces the file in one step: a failed write keeps what was there.

    /// A directory of its own, so a leftover temporary file would show in its listing.
    func freshDirectory() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("faceplate-png-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Opaque noise: PNG cannot compress it, so the file is about 3 bytes per pixel.
    func noise(_ width: Int, _ height: Int) -> Image {
        var g = SystemRandomNumberGenerator()
        return Image(width: width, height: height, pixels: (0..<width * height * 4).map { $0 % 4 == 3 ? 255 : UInt8.random(in: 0...255, using: &g) })
    }

    @Test func aFullDeviceIsReportedAsNoSpaceLeft() {
        // /dev/full answers every write with ENOSPC, as a full disk does
        #expect(throws: PNG.Error(message: "cannot write /dev/full: no space left on device")) {
            try PNG.write(Image(width: 4, height: 4), to: "/dev/full")
        }
    }

    @Test func aDeviceIsWrittenIntoNotReplaced() throws {
        try PNG.write(Image(width: 2, height: 2), to: "/dev/null")
        var st = stat()
        #expect(stat("/dev/null", &st) == 0 && st.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func replacingAFileKeepsItsModeAndLeavesNothingElse() throws {
        let dir = try freshDirectory(), path = dir + "/x.png"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o640)
        let image = noise(8, 8)
        try PNG.write(image, to: path)
        #expect(try PNG.read(path: path) == image)
        var st = stat()
        #expect(stat(path, &st) == 0 && st.st_mode & 0o777 == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["x.png"])
    }

    @Test func aLinkedFileIsReplacedAndTheLinkKept() throws {
        let dir = try freshDirectory()
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/real.png"))
        symlink("real.png", dir + "/link.png")
        let image = noise(3, 3)
        try PNG.write(image, to: dir + "/link.png")
        var st = stat()
        #expect(lstat(dir + "/link.png", &st) == 0 && st.st_mode & S_IFMT == S_IFLNK)
        #expect(try PNG.read(path: dir + "/real.png") == image)
        #expect(try Set(FileManager.default.contentsOfDirectory(atPath: dir)) == ["real.png", "link.png"])
    }

    /// A real full disk: a 64 KiB tmpfs, where a noise image of 200 KB cannot fit. The PNG that was
    /// there stays byte for byte, no temporary file is left, and the error says why.
    @Test func aFullDiskKeepsTheExistingFile() throws {
        let dir = try freshDirectory()
        guard mount("tmpfs", dir, "tmpfs", 0, "size=64k") == 0 else {
            try Test.cancel("cannot mount a 64 KiB tmpfs to fill (needs root or CAP_SYS_ADMIN): \(String(cString: strerror(errno)))")
        }
        defer { umount2(dir, Int32(MNT_DETACH)) }
        let path = dir + "/shot.png"
        try PNG.write(noise(4, 4), to: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect {
            try PNG.write(noise(256, 256), to: path)
        } throws: { error in
            (error as? PNG.Error)?.message == "cannot write \(path): no space left on device; the file there is unchanged"
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["shot.png"])
    }
}
