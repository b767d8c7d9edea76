import Foundation
import Testing
@testable import FaceplateWidgets
import Faceplate
import FaceplatePNG
import FaceplateTestSupport

/// System icons, images from files, template tinting and vector images in image views.
@Suite @MainActor struct ImageIconTests {
    @Test func systemNamesFindIconsAndUnknownNamesGiveNil() throws {
        let power = try #require(Image(systemName: "power"))
        #expect(power.width == 16 && power.height == 16)
        #expect(power.renderingMode == .alwaysTemplate)
        #expect(power.vector != nil)
        #expect(Image(systemName: "no.such.symbol") == nil)
        #expect(Image(systemName: "") == nil)
        for name in ["thermometer", "fan", "gearshape", "house", "bell", "trash", "plus", "minus", "chevron.right",
                     "checkmark", "xmark", "play.fill", "pause.fill", "lock", "wifi", "bolt", "clock", "calendar"] {
            #expect(Image(systemName: name) != nil, "\(name)")
        }
        #expect(Image.systemNames.count >= 40)
        for name in Image.systemNames { #expect(Image(systemName: name) != nil, "\(name)") }
    }

    @Test func embeddedIconsAreTheCommittedFiles() throws {
        // SystemIcons.swift is generated from SystemIcons/*.svg and names.txt: it must not drift from them.
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/FaceplateWidgets/SystemIcons")
        let names = try String(contentsOf: folder.appendingPathComponent("names.txt"), encoding: .utf8)
        var files: [String: String] = [:]
        for line in names.split(separator: "\n") {
            let parts = line.split(separator: " ")
            files[String(parts[0])] = String(parts[1])
        }
        #expect(files == SystemIcons.files)
        for file in Set(files.values) {
            let text = try String(contentsOf: folder.appendingPathComponent(file + ".svg"), encoding: .utf8)
            #expect(text == SystemIcons.sources[file], "\(file).svg")
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("LICENSE").path))
    }

    @Test func namedImagesAreFoundInTheImageDirectories() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("faceplate-images-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        var bitmap = Image(width: 3, height: 2)
        bitmap.setColor(.white, x: 1, y: 1)
        try PNG.write(bitmap, to: dir + "/dot.png")
        try #"<svg viewBox="0 0 8 8"><circle cx="4" cy="4" r="4"/></svg>"#.write(toFile: dir + "/ring.svg", atomically: true, encoding: .utf8)
        try "broken".write(toFile: dir + "/broken.svg", atomically: true, encoding: .utf8)
        #expect(Image(named: "dot", searching: [dir + "/nothing", dir]) == bitmap)
        #expect(Image(named: "dot.png", searching: [dir]) == bitmap)
        #expect(Image(named: "ring", searching: [dir])?.vector != nil)
        #expect(Image(named: "ring", searching: [dir])?.width == 8)
        #expect(Image(named: "missing", searching: [dir]) == nil)
        #expect(Image(named: "broken", searching: [dir]) == nil)
        #expect(throws: (any Error).self) { try Image.read(contentsOfFile: dir + "/broken.svg") }
        #expect(Image.imageDirectories().first == "images")
    }

    /// A template bitmap: a 4 × 4 opaque square, half transparent on its right column.
    static func squareMask() -> Image {
        var image = Image(width: 4, height: 4)
        for y in 0..<4 { for x in 0..<4 { image.setColor(Color(red: 10, green: 10, blue: 10, alpha: x == 3 ? 128 : 255), x: x, y: y) } }
        return image
    }

    static func iconScene() -> TestDriver {
        let driver = makeDriver(width: 200, height: 80)
        let names = ["power", "thermometer", "fan", "gearshape"]
        for (k, name) in names.enumerated() {
            let view = ImageView(image: Image(systemName: name))
            view.frame = Rect(8 + 48 * k, 8, 40, 40)
            view.tintColor = [Color(hex: 0xE53935), Color(hex: 0x1E88E5), Color(hex: 0x43A047), Color(hex: 0x000000)][k]
            driver.window.addSubview(view)
        }
        // A bitmap template in its tint, next to the same bitmap drawn as itself.
        let template = ImageView(image: squareMask().withRenderingMode(.alwaysTemplate))
        template.frame = Rect(8, 56, 16, 16)
        template.tintColor = Color(hex: 0xFB8C00)
        driver.window.addSubview(template)
        let original = ImageView(image: squareMask())
        original.frame = Rect(32, 56, 16, 16)
        original.tintColor = Color(hex: 0xFB8C00)
        driver.window.addSubview(original)
        // A system icon drawn as an original: currentColor is still the tint.
        let automatic = ImageView(image: Image(systemName: "bell")?.withRenderingMode(.automatic))
        automatic.frame = Rect(56, 52, 24, 24)
        automatic.tintColor = Color(hex: 0x8E24AA)
        driver.window.addSubview(automatic)
        return driver
    }

    @Test func iconsAndTemplatesMatchGolden() {
        assertMatchesGolden(render(ImageIconTests.iconScene()), named: "image-icons-template")
    }

    @Test func templatesAreDrawnInTheTint() throws {
        let shot = Image(snapshotOf: render(ImageIconTests.iconScene()))
        #expect(shot.color(x: 12, y: 60) == Color(hex: 0xFB8C00), "the template bitmap in its tint")
        #expect(shot.color(x: 36, y: 60) == Color(red: 10, green: 10, blue: 10), "the original bitmap in its colours")
        // The power icon's vertical bar, in the first view's tint, at 40 × 40 (2.5 × its natural size).
        #expect(shot.color(x: 28, y: 14) == Color(hex: 0xE53935))
    }

    @Test func vectorImagesAreSharpAtTheViewsSize() {
        // Drawn from its path at 48 × 48, not its 16 × 16 bitmap scaled up: the same pixels as the circle
        // filled directly at that size.
        let driver = makeDriver(width: 48, height: 48)
        driver.window.backgroundColor = .white
        let image = Image(vector: try! VectorImage(svg: #"<svg viewBox="0 0 16 16"><circle cx="8" cy="8" r="7"/></svg>"#))
        let view = ImageView(image: image)
        view.frame = Rect(0, 0, 48, 48)
        driver.window.addSubview(view)
        let shot = Image(snapshotOf: render(driver))
        let direct = PixelBuffer(width: 48, height: 48, format: .xrgb8888)
        var canvas = Canvas(buffer: direct)
        canvas.fill(Rect(0, 0, 48, 48), color: .white)
        canvas.fill(BezierPath(ovalIn: Rect(3, 3, 42, 42)), color: .black)
        let expected = Image(snapshotOf: direct)
        var worst = 0
        for i in 0..<shot.pixels.count { worst = max(worst, abs(Int(shot.pixels[i]) - Int(expected.pixels[i]))) }
        #expect(worst <= 1, "largest difference from the directly filled circle: \(worst)")
    }
}
