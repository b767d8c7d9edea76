// Fuzzes the SVG parser and the drawing of what it accepts: icons come from apps' resources and from
// whoever supplies them. No input may trap or leak; every error is one short line; an accepted picture
// is drawn (into both pixel formats, at a small and a large size, plain and as a template) without trapping.
import FaceplateGraphics
import FuzzSupport

let small = PixelBuffer(width: 24, height: 24, format: .xrgb8888)
let large = PixelBuffer(width: 96, height: 64, format: .rgb565)

FuzzDriver.run { data, size in
    let bytes = FuzzDriver.bytes(data, size)
    do {
        let image = try VectorImage(svg: bytes, name: "fuzz.svg")
        var canvas = Canvas(buffer: small)
        canvas.draw(image, in: Rect(x: 0, y: 0, width: 24, height: 24), currentColor: .black)
        var wide = Canvas(buffer: large)
        let rendition = VectorRendition(image)
        rendition.draw(in: Rect(x: 2, y: 2, width: 90, height: 60), canvas: &wide, currentColor: .white, template: true)
    } catch {
        FuzzDriver.check(message: "\(error)")
    }
    return 0
}
