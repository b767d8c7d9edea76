/// A parsed SVG picture: filled and stroked paths in the picture's own units, drawn at any size through
/// ``BezierPath`` and the ``Canvas`` path engine, so an icon is as sharp at 96 pixels as at 16.
///
/// The SVG subset is what icon sets use:
/// - `<svg>` with `viewBox`, `width` and `height` (numbers, `px`; a `%` size falls back to the viewBox);
///   the viewBox is fitted centred with its aspect ratio kept (SVG's default `xMidYMid meet`);
/// - `<path d>` with every path command (`M L H V C S Q T A Z`, absolute and relative, implicit repeats),
///   `<rect>` (with `rx`/`ry`), `<circle>`, `<ellipse>`, `<line>`, `<polyline>`, `<polygon>`, and `<g>`;
/// - `transform` (`matrix`, `translate`, `scale`, `rotate`, `skewX`, `skewY`) on any of them;
/// - `fill`, `stroke` (`#rgb`, `#rrggbb`, `rgb()`, the basic colour names, `none`, `currentColor`),
///   `stroke-width`, `stroke-linecap`, `stroke-linejoin`, `stroke-miterlimit`, `fill-rule`, `opacity`,
///   `fill-opacity`, `stroke-opacity`, `display="none"`, as attributes or in a `style` attribute.
///
/// Anything else is left out: `<defs>`, `<title>`, `<text>`, gradients, clip paths, masks, filters and
/// unknown elements are skipped with everything inside them, unknown attributes ignored. `opacity` on a
/// group multiplies into each shape's own (no group compositing). What cannot be drawn as meant — a
/// gradient as a paint, a broken path, a nested `<svg>`, a DTD, malformed XML — throws
/// ``VectorImage/Error`` with one line, as does input beyond the ``Limits``; nothing in a file can trap.
///
/// `currentColor` is the colour the drawing call passes: an image view's tint for a template image.
/// A vector image never changes once parsed, so it may be shared between threads and views.
public final class VectorImage: Hashable, @unchecked Sendable {
    /// An SVG that could not be parsed; the message names the file and the reason.
    public struct Error: Swift.Error, CustomStringConvertible, Equatable {
        /// E.g. `cannot read SVG icon.svg: line 3: unknown path command 'X'`.
        public let message: String
        /// Creates an error with its full message.
        public init(message: String) { self.message = message }
        /// The message, as printed.
        public var description: String { message }
    }

    /// The bounds every file is checked against before anything is built for it.
    public enum Limits {
        /// The largest SVG source, in bytes.
        public static let maximumBytes = 1 << 20
        /// The most elements (drawn or skipped) in one file.
        public static let maximumElements = 4096
        /// The deepest element nesting.
        public static let maximumDepth = 32
        /// The most path segments (points of all shapes together).
        public static let maximumSegments = 100_000
        /// The largest magnitude of any number, and of any transform entry once nested transforms are combined.
        public static let maximumMagnitude = 1_000_000.0
    }

    /// How a shape is painted.
    enum Paint: Hashable {
        /// A fixed colour, its alpha already multiplied by the opacities that apply.
        case color(Color)
        /// The caller's colour (`currentColor`), at `alpha` (0…255) of its own alpha.
        case current(alpha: UInt8)
    }

    /// One drawn shape: its outline in viewBox units (transforms applied) and how it is painted.
    struct Shape {
        let path: BezierPath
        let fill: Paint?
        let stroke: Paint?
        /// The stroke's width in viewBox units (the element's transform's scale applied).
        let strokeWidth: Double
    }

    /// The picture's size in points: the `width` and `height` attributes, else the viewBox's size.
    public let size: Size
    /// The region of the picture's coordinates that is shown.
    let viewBox: Rect
    /// The shapes, in painting order.
    let shapes: [Shape]

    init(size: Size, viewBox: Rect, shapes: [Shape]) {
        self.size = size; self.viewBox = viewBox; self.shapes = shapes
    }

    /// Parses SVG source; `name` is what error messages call it (a file name).
    public convenience init(svg bytes: [UInt8], name: String = "data") throws(VectorImage.Error) {
        var parser = SVGDocumentParser(bytes: bytes, name: name)
        let document = try parser.parse()
        self.init(size: document.size, viewBox: document.viewBox, shapes: document.shapes)
    }

    /// Parses SVG source text.
    public convenience init(svg text: String, name: String = "data") throws(VectorImage.Error) {
        try self.init(svg: Array(text.utf8), name: name)
    }

    /// Whether any shape is painted in `currentColor`.
    public var usesCurrentColor: Bool {
        shapes.contains { if case .current = $0.fill { return true }; if case .current = $0.stroke { return true }; return false }
    }

    /// The map from viewBox units to a rectangle: the viewBox fitted centred into the picture's ``size``
    /// (aspect kept), then the picture stretched to `rect`.
    func transform(to rect: Rect) -> AffineTransform {
        let fit = Swift.min(size.width / viewBox.width, size.height / viewBox.height)
        let ox = (size.width - viewBox.width * fit) / 2, oy = (size.height - viewBox.height * fit) / 2
        let sx = rect.width / size.width, sy = rect.height / size.height
        return AffineTransform(a: fit * sx, b: 0, c: 0, d: fit * sy,
                               tx: rect.minX + (ox - viewBox.minX * fit) * sx,
                               ty: rect.minY + (oy - viewBox.minY * fit) * sy)
    }

    /// Identity: a parsed picture equals only itself.
    public static func == (a: VectorImage, b: VectorImage) -> Bool { a === b }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
