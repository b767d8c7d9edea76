import FaceplateGraphics
import Foundation
import Testing
@testable import FaceplateText

/// Renders a sheet of sample text to /tmp/faceplate-text-sample.png so a person can look at the
/// rendering quality; the assertions check the sheet was drawn and written.
@Suite struct SampleImageTests {
    @Test func writesASampleSheet() throws {
        let path = "/tmp/faceplate-text-sample.png"
        let buffer = PixelBuffer(width: 480, height: 320, format: .xrgb8888)
        var canvas = Canvas(buffer: buffer)
        canvas.fill(Rect(0, 0, 480, 320), color: Color(hex: 0xF5F5F5))
        let f14 = try dejaVu(14), f20 = try dejaVu(20), bold = try Font(size: 18, bold: true), f11 = try dejaVu(11)
        let dark = Color(hex: 0x212121)

        for i in 0..<3 {
            let r = Rect(x: Double(10 + i * 155), y: 10, width: 145, height: 40)
            canvas.fill(r, color: Color(hex: 0x1E88E5))
            f14.draw("Button \(i + 7)", in: r, color: .white, alignment: .center, into: &canvas)
        }
        bold.draw("Bold heading AV To Wa", at: Point(x: 10, y: 60), color: dark, into: &canvas)
        f20.draw("Größe €42 — naïve façade…", at: Point(x: 10, y: 88), color: Color(hex: 0xC62828), into: &canvas)

        let box = Rect(x: 10, y: 120, width: 220, height: 90)
        canvas.fill(box, color: Color(hex: 0xFFFFFF))
        f14.draw("The quick brown fox jumps over the lazy dog while seven tired touch panels blink in the dark.",
                 in: box, color: dark, alignment: .left, numberOfLines: 0, verticalAlignment: .top, into: &canvas)
        let box2 = Rect(x: 250, y: 120, width: 220, height: 90)
        canvas.fill(box2, color: Color(hex: 0xFFFFFF))
        f14.draw("Centred text over several lines, with the last one far too long to fit in the box, so it ends in an ellipsis",
                 in: box2, color: dark, alignment: .center, numberOfLines: 3, into: &canvas)

        let rows: [(TextAlignment, String)] = [(.left, "left"), (.center, "center"), (.right, "right")]
        for (k, row) in rows.enumerated() {
            let r = Rect(x: 10, y: Double(220 + k * 22), width: 220, height: 20)
            canvas.fill(r, color: Color(hex: 0xE0E0E0))
            f14.draw("Aligned \(row.1)", in: r, color: dark, alignment: row.0, into: &canvas)
        }
        let clip = Rect(x: 250, y: 220, width: 220, height: 20)
        canvas.fill(clip, color: Color(hex: 0xE0E0E0))
        f14.draw("Clipped: this sentence runs past the edge", in: clip, color: dark, lineBreakMode: .byClipping, into: &canvas)
        f11.draw("11 px: 0123456789 ABCDEFGHIJKLM abcdefghijklm", at: Point(x: 250, y: 250), color: dark, into: &canvas)
        f14.draw("Faded 50%", at: Point(x: 250, y: 270), color: dark.withAlpha(0.5), into: &canvas)
        f14.draw("bad \u{FFFD} missing \u{E000}", at: Point(x: 10, y: 292), color: dark, into: &canvas)

        try writePNG(buffer, to: path)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.size] as? Int ?? 0) > 480 * 320 * 3)
        // The wrapped paragraph put dark text into its white box.
        var darkPixels = 0
        for y in 120..<210 { for x in 10..<230 where buffer.color(x: x, y: y).red < 100 { darkPixels += 1 } }
        #expect(darkPixels > 500)
    }
}
