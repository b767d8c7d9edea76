import Testing
@testable import FaceplateGraphics
import FaceplateTestSupport

/// The SVG subset: parsing each element and path command, drawing through the path engine (a golden that
/// was looked at), and bad files as one-line errors.
@Suite struct SVGTests {
    static func svg(_ body: String, viewBox: String = "0 0 100 100") -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="\#(viewBox)">\#(body)</svg>"#
    }

    /// The single shape's path of `body` at its own units (a 100 × 100 viewBox drawn at 100 × 100).
    static func path(_ body: String) throws -> BezierPath {
        let image = try VectorImage(svg: svg(body))
        let rendition = VectorRendition(image)
        rendition.layOut(in: Rect(0, 0, 100, 100))
        return try #require(rendition.paths.first)
    }

    @Test func sizeComesFromWidthHeightOrTheViewBox() throws {
        #expect(try VectorImage(svg: #"<svg width="24" height="32" viewBox="0 0 12 16"/>"#).size == Size(width: 24, height: 32))
        #expect(try VectorImage(svg: #"<svg viewBox="0 0 12 16"/>"#).size == Size(width: 12, height: 16))
        #expect(try VectorImage(svg: #"<svg width="40px" viewBox="0 0 20 10"/>"#).size == Size(width: 40, height: 20))
        #expect(try VectorImage(svg: #"<svg width="100%" height="100%" viewBox="0 0 20 10"/>"#).size == Size(width: 20, height: 10))
    }

    @Test func absoluteRelativeAndImplicitCommandsDrawTheSameSquare() throws {
        for d in ["M10 10 H30 V30 H10 Z", "m10 10 h20 v20 h-20 z", "M10 10 30 10 30 30 10 30z", "m10,10 20,0 0,20 -20,0z",
                  "M10 10L30 10L30 30L10 30Z", "M10-0e1 10 10 30 10 30 30 10 30"] {
            let p = try SVGTests.path(#"<path d="\#(d)"/>"#)
            #expect(p.contains(Point(x: 20, y: 20)), "\(d)")
            #expect(p.contains(Point(x: 29, y: 11)), "\(d)")
            #expect(!p.contains(Point(x: 31, y: 20)), "\(d)")
            #expect(!p.contains(Point(x: 20, y: 9)), "\(d)")
        }
    }

    @Test func arcsFollowTheirFlags() throws {
        // From (10, 50) to (90, 50) on a circle of radius 40 around (50, 50): the sweep flag picks the top
        // (1: clockwise on screen) or the bottom half; the large-arc flag makes no difference for a half.
        let top = try SVGTests.path(#"<path d="M10 50 A40 40 0 0 1 90 50 Z"/>"#)
        #expect(top.contains(Point(x: 50, y: 14)) && !top.contains(Point(x: 50, y: 60)))
        let bottom = try SVGTests.path(#"<path d="M10 50 A40 40 0 0 0 90 50 Z"/>"#)
        #expect(bottom.contains(Point(x: 50, y: 86)) && !bottom.contains(Point(x: 50, y: 40)))
        // A small radius is scaled up until the arc reaches; compact flags need no separators.
        let scaled = try SVGTests.path(#"<path d="M10 50a1 1 0 0180 0z"/>"#)
        #expect(scaled.contains(Point(x: 50, y: 14)))
        // Large arc of a circle of radius 25 over a chord of 40: through the far side, 25 + 15 high (the
        // small arc would be 10).
        let large = try SVGTests.path(#"<path d="M30 50 A25 25 0 1 1 70 50 Z"/>"#)
        #expect(large.contains(Point(x: 50, y: 80)) || large.contains(Point(x: 50, y: 20)))
        #expect(abs(large.bounds.height - 40) < 0.01, "\(large.bounds)")
    }

    @Test func smoothCurvesReflectTheirControlPoint() throws {
        // S after C mirrors the second control point: a symmetric S-wave whose two halves bulge opposite ways.
        let p = try SVGTests.path(#"<path d="M10 50 C10 10 50 10 50 50 S90 90 90 50" fill="none" stroke="black"/>"#)
        let b = p.bounds
        #expect(b.minY < 22 && b.maxY > 78, "\(b)")
        let q = try SVGTests.path(#"<path d="M10 50 Q30 10 50 50 T90 50"/>"#)
        #expect(q.bounds.maxY > 65, "\(q.bounds)")
    }

    @Test func basicShapesAndTransforms() throws {
        let rect = try SVGTests.path(#"<rect x="10" y="10" width="40" height="20" rx="10"/>"#)
        #expect(rect.contains(Point(x: 30, y: 20)) && !rect.contains(Point(x: 11, y: 11)))
        let circle = try SVGTests.path(#"<circle cx="50" cy="50" r="10"/>"#)
        #expect(circle.contains(Point(x: 58, y: 50)) && !circle.contains(Point(x: 58, y: 58)))
        let ellipse = try SVGTests.path(#"<ellipse cx="50" cy="50" rx="30" ry="5"/>"#)
        #expect(ellipse.contains(Point(x: 75, y: 50)) && !ellipse.contains(Point(x: 50, y: 57)))
        let polygon = try SVGTests.path(#"<polygon points="10,10 90,10 50,90"/>"#)
        #expect(polygon.contains(Point(x: 50, y: 50)) && !polygon.contains(Point(x: 15, y: 80)))
        let moved = try SVGTests.path(#"<g transform="translate(50 0)"><rect width="10" height="10" transform="scale(2)"/></g>"#)
        #expect(moved.contains(Point(x: 65, y: 15)) && !moved.contains(Point(x: 45, y: 5)))
        let turned = try SVGTests.path(#"<rect x="40" y="10" width="20" height="80" transform="rotate(90 50 50)"/>"#)
        #expect(turned.contains(Point(x: 15, y: 50)) && !turned.contains(Point(x: 50, y: 15)))
        let matrix = try SVGTests.path(#"<rect width="10" height="10" transform="matrix(1 0 0 1 80 80)"/>"#)
        #expect(matrix.contains(Point(x: 85, y: 85)))
    }

    @Test func paintsOpacitiesAndCurrentColor() throws {
        let image = try VectorImage(svg: SVGTests.svg(#"""
            <g fill="currentColor" opacity="0.5"><rect width="10" height="10"/></g>
            <rect width="10" height="10" fill="#f00" stroke="rgb(0, 0, 255)" stroke-width="2"/>
            <rect width="10" height="10" style="fill: none; stroke: green"/>
            <rect width="10" height="10" fill="none" display="none"/>
            <defs><rect width="10" height="10"/></defs>
            """#))
        #expect(image.usesCurrentColor)
        let shapes = image.shapes
        #expect(shapes.count == 3)
        #expect(shapes[0].fill == .current(alpha: 128))
        #expect(shapes[1].fill == .color(Color(hex: 0xFF0000)) && shapes[1].stroke == .color(Color(hex: 0x0000FF)))
        #expect(shapes[1].strokeWidth == 2)
        #expect(shapes[2].fill == nil && shapes[2].stroke == .color(Color(hex: 0x008000)))
    }

    /// Every element, command, transform and paint of the subset on one sheet.
    static let sheet = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- a test sheet -->
        <svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 64 64">
          <title>sheet</title>
          <rect x="2" y="2" width="26" height="16" rx="4" fill="#2196F3"/>
          <circle cx="46" cy="10" r="8" fill="none" stroke="#E91E63" stroke-width="2"/>
          <ellipse cx="15" cy="29" rx="12" ry="6" fill="#4CAF50" fill-opacity="0.6"/>
          <line x1="34" y1="22" x2="62" y2="36" stroke="black" stroke-width="1.5" stroke-linecap="round"/>
          <polyline points="34,40 40,30 46,40 52,30 58,40" fill="none" stroke="#FF9800" stroke-width="2" stroke-linejoin="round"/>
          <polygon points="12,38 22,62 2,46 22,46 2,62" fill="#9C27B0" fill-rule="evenodd"/>
          <g transform="translate(44 52) rotate(30)" opacity="0.8">
            <rect x="-8" y="-4" width="16" height="8" fill="currentColor"/>
          </g>
          <path d="M26 62 a6 6 0 1 1 12 0 q2 -6 6 -2 t4 0 c0 -4 4 -4 4 0 s4 4 4 0 z" fill="#795548"/>
        </svg>
        """#

    @Test(arguments: PixelFormat.allCases) func sheetMatchesGolden(format: PixelFormat) throws {
        let image = try VectorImage(svg: SVGTests.sheet, name: "sheet.svg")
        var (buffer, canvas) = makeCanvas(128, 128, format: format)
        canvas.fill(Rect(0, 0, 128, 128), color: .white)
        canvas.draw(image, in: Rect(0, 0, 128, 128), currentColor: Color(hex: 0x607D8B))
        assertMatchesGolden(buffer, named: "svg-sheet-\(format.rawValue)")
    }

    @Test func bitmapAtTheNaturalSizeHasAlpha() throws {
        let image = Image(vector: try VectorImage(svg: ##"<svg viewBox="0 0 4 4"><rect width="2" height="4" fill="#f00"/></svg>"##))
        #expect(image.width == 4 && image.height == 4)
        #expect(image.color(x: 0, y: 1) == Color(hex: 0xFF0000))
        #expect(image.color(x: 3, y: 1).alpha == 0)
    }

    static let bad: [(String, String)] = [
        ("", "no <svg> element"),
        ("hello", "no <svg> element"),
        ("<svg viewBox='0 0 10 10'>", "<svg> is never closed"),
        ("<svg viewBox='0 0 10 10'><g></svg>", "</svg> closes <g>"),
        ("<html/>", "the root element is <html>"),
        ("<svg/>", "needs a viewBox"),
        ("<svg viewBox='0 0 -1 10'/>", "viewBox needs"),
        ("<svg width='1e9' height='3' viewBox='0 0 1 1'/>", "beyond"),
        ("<svg width='3em' viewBox='0 0 1 1'/>", "unsupported unit 'em'"),
        ("<svg viewBox='0 0 10 10'><path d='M0 0 X 3'/></svg>", "unknown path command 'X'"),
        ("<svg viewBox='0 0 10 10'><path d='L0 0'/></svg>", "must start with a move"),
        ("<svg viewBox='0 0 10 10'><path d='M0 0 A1 1 0 2 1 3 3'/></svg>", "arc flag"),
        ("<svg viewBox='0 0 10 10'><path d='M0 0 L 1'/></svg>", "expected a number"),
        ("<svg viewBox='0 0 10 10'><rect width='1' height='1' fill='url(#g)'/></svg>", "paint servers"),
        ("<svg viewBox='0 0 10 10'><rect width='1' height='1' fill='plaid'/></svg>", "unknown colour 'plaid'"),
        ("<svg viewBox='0 0 10 10'><rect width='1' height='1' transform='spin(3)'/></svg>", "unknown transform 'spin'"),
        ("<svg viewBox='0 0 10 10'><rect width='1' height='1' transform='scale(1 2 3)'/></svg>", "scale() does not take 3"),
        ("<svg viewBox='0 0 10 10'><svg/></svg>", "nested <svg>"),
        ("<!DOCTYPE svg [<!ENTITY a 'b'>]><svg viewBox='0 0 1 1'/>", "DTDs"),
        ("<svg viewBox='0 0 1 1'><!-- never ends", "unterminated comment"),
        ("<svg viewBox='0 0 1 1' fill=red/>", "not quoted"),
        ("<svg viewBox='0 0 1 1' fill='&bogus;'/>", "unknown entity &bogus;"),
        ("<svg viewBox='0 0 1 1'/><svg viewBox='0 0 1 1'/>", "more than one root"),
        ("<svg viewBox='0 0 10 10'><path d='M1e999 0'/></svg>", "beyond"),
        ("<svg viewBox='0 0 10 10'><g transform='scale(1000)'><g transform='scale(1000)'><g transform='scale(1000)'/></g></g></svg>", "transforms combine"),
    ]

    @Test func badFilesAreOneLineErrors() {
        for (source, part) in SVGTests.bad {
            do {
                _ = try VectorImage(svg: source, name: "bad.svg")
                Issue.record("parsed: \(source)")
            } catch {
                let message = "\(error)"
                #expect(message.hasPrefix("cannot read SVG bad.svg: "), "\(message)")
                #expect(message.contains(part), "\(source) → \(message)")
                #expect(!message.contains("\n"))
            }
        }
    }

    @Test func limitsAreChecked() {
        let deep = String(repeating: "<g>", count: 40) + String(repeating: "</g>", count: 40)
        #expect(throws: VectorImage.Error.self) { try VectorImage(svg: SVGTests.svg(deep)) }
        let many = String(repeating: "<g/>", count: VectorImage.Limits.maximumElements + 1)
        #expect(throws: VectorImage.Error.self) { try VectorImage(svg: SVGTests.svg(many)) }
        let long = "<path d='M0 0" + String(repeating: " l1 1", count: VectorImage.Limits.maximumSegments + 1) + "'/>"
        #expect(throws: VectorImage.Error.self) { try VectorImage(svg: SVGTests.svg(long)) }
        let big = [UInt8](repeating: 0x20, count: VectorImage.Limits.maximumBytes + 1)
        #expect(throws: VectorImage.Error.self) { try VectorImage(svg: big) }
        // Just inside the depth limit parses.
        let inside = String(repeating: "<g>", count: VectorImage.Limits.maximumDepth - 1) + String(repeating: "</g>", count: VectorImage.Limits.maximumDepth - 1)
        #expect((try? VectorImage(svg: SVGTests.svg(inside))) != nil)
    }
}
