import FaceplateEcho

/// Reads an SVG file's XML into ``VectorImage`` shapes: elements, attributes and their inherited
/// presentation properties (see ``VectorImage`` for the subset). A small XML reader of its own: no
/// entities beyond XML's five and character references, no DTDs, so a file cannot make it expand or
/// fetch anything. Every error is one line: the file, the line in it, the reason.
struct SVGDocumentParser {
    private let bytes: [UInt8]
    private let name: String
    private var i = 0
    private var elementCount = 0
    private var segmentBudget = VectorImage.Limits.maximumSegments
    private var shapes: [VectorImage.Shape] = []
    private var size: Size?
    private var viewBox: Rect?

    /// What a parsed document holds.
    struct Document {
        let size: Size
        let viewBox: Rect
        let shapes: [VectorImage.Shape]
    }

    /// The presentation properties an element passes on to its children.
    struct Style {
        var fill: SVGPaintValue = .color(.black)
        var stroke: SVGPaintValue = .none
        var strokeWidth = 1.0
        var fillOpacity = 1.0
        var strokeOpacity = 1.0
        /// The product of `opacity` down the tree.
        var opacity = 1.0
        var evenOdd = false
        var lineCap = LineCap.butt
        var lineJoin = LineJoin.miter
        var miterLimit = 4.0
        var hidden = false
        /// Element to viewBox units.
        var transform = AffineTransform.identity
    }

    /// An open element: its name (to match the end tag) and the style its children inherit.
    private struct Frame {
        let name: ArraySlice<UInt8>
        let style: Style
        /// Whether it and everything inside it are left out.
        let skipped: Bool
    }

    init(bytes: [UInt8], name: String) {
        self.bytes = bytes
        self.name = Echo.escaped(String(name.suffix(200)))
    }

    mutating func parse() throws(VectorImage.Error) -> Document {
        guard bytes.count <= VectorImage.Limits.maximumBytes else {
            throw VectorImage.Error(message: "cannot read SVG \(name): larger than \(VectorImage.Limits.maximumBytes) bytes")
        }
        do {
            try document()
        } catch {
            throw VectorImage.Error(message: "cannot read SVG \(name): line \(line(at: i)): \(error)")
        }
        guard let size, let viewBox else { throw VectorImage.Error(message: "cannot read SVG \(name): no <svg> element") }
        return Document(size: size, viewBox: viewBox, shapes: shapes)
    }

    private func line(at index: Int) -> Int {
        var n = 1
        for k in 0..<Swift.min(index, bytes.count) where bytes[k] == 0x0A { n += 1 }
        return n
    }

    // MARK: - XML

    private func starts(_ text: StaticString, at k: Int) -> Bool {
        let n = text.utf8CodeUnitCount
        guard k + n <= bytes.count else { return false }
        let p = text.utf8Start
        for j in 0..<n where bytes[k + j] != p[j] { return false }
        return true
    }

    /// Moves past the next `text`, or fails with `what` unterminated.
    private mutating func skip(past text: StaticString, what: String) throws(SVGValueError) {
        var k = i
        while k < bytes.count {
            if starts(text, at: k) { i = k + text.utf8CodeUnitCount; return }
            k += 1
        }
        throw SVGValueError("unterminated \(what)")
    }

    private static func isNameByte(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39)
            || c == UInt8(ascii: "_") || c == UInt8(ascii: ":") || c == UInt8(ascii: "-") || c == UInt8(ascii: ".") || c >= 0x80
    }

    private mutating func readName() throws(SVGValueError) -> ArraySlice<UInt8> {
        let start = i
        while i < bytes.count, SVGDocumentParser.isNameByte(bytes[i]) { i += 1 }
        guard i > start else { throw SVGValueError("expected a name at '\(excerpt(i))'") }
        guard i - start <= 128 else { throw SVGValueError("a name is longer than 128 characters") }
        return bytes[start..<i]
    }

    private func excerpt(_ k: Int) -> String { SVGValues(bytes[...]).excerpt(from: k) }

    private mutating func skipSpaces() { while i < bytes.count, SVGValues.isSpace(bytes[i]) { i += 1 } }

    private mutating func document() throws(SVGValueError) {
        var stack: [Frame] = []
        var sawRoot = false
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }   // text content: not drawn
            if starts("<!--", at: i) { try skip(past: "-->", what: "comment"); continue }
            if starts("<![CDATA[", at: i) { try skip(past: "]]>", what: "CDATA section"); continue }
            if starts("<?", at: i) { try skip(past: "?>", what: "processing instruction"); continue }
            if starts("<!", at: i) {
                // A DOCTYPE: its internal subset could declare entities, which are not expanded here.
                var k = i
                while k < bytes.count, bytes[k] != UInt8(ascii: ">") {
                    if bytes[k] == UInt8(ascii: "[") { throw SVGValueError("DTDs with declarations are not supported") }
                    k += 1
                }
                guard k < bytes.count else { throw SVGValueError("unterminated <!DOCTYPE>") }
                i = k + 1
                continue
            }
            if starts("</", at: i) {
                i += 2
                let end = try readName()
                skipSpaces()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ">") else { throw SVGValueError("expected '>' at '\(excerpt(i))'") }
                i += 1
                guard let top = stack.popLast() else { throw SVGValueError("</\(text(end))> closes nothing") }
                guard top.name.elementsEqual(end) else { throw SVGValueError("</\(text(end))> closes <\(text(top.name))>") }
                continue
            }
            i += 1
            let tag = try readName()
            let attributes = try readAttributes()
            let selfClosing = i >= 2 && bytes[i - 2] == UInt8(ascii: "/")
            elementCount += 1
            guard elementCount <= VectorImage.Limits.maximumElements else {
                throw SVGValueError("more than \(VectorImage.Limits.maximumElements) elements")
            }
            guard stack.count < VectorImage.Limits.maximumDepth else {
                throw SVGValueError("elements nested deeper than \(VectorImage.Limits.maximumDepth)")
            }
            let frame: Frame
            if let parent = stack.last {
                if parent.skipped {
                    frame = Frame(name: tag, style: parent.style, skipped: true)
                } else {
                    frame = try element(tag, attributes, inherited: parent.style)
                }
            } else {
                guard !sawRoot else { throw SVGValueError("more than one root element") }
                guard text(tag) == "svg" else { throw SVGValueError("the root element is <\(text(tag))>, not <svg>") }
                sawRoot = true
                frame = try root(attributes)
            }
            if !selfClosing { stack.append(frame) }
        }
        if let open = stack.last { throw SVGValueError("<\(text(open.name))> is never closed") }
        guard sawRoot else { throw SVGValueError("no <svg> element") }
    }

    private func text(_ s: ArraySlice<UInt8>) -> String { Echo.escaped(String(decoding: s.prefix(32), as: UTF8.self)) }

    /// Reads attributes up to and past `>` or `/>`.
    private mutating func readAttributes() throws(SVGValueError) -> [(name: ArraySlice<UInt8>, value: ArraySlice<UInt8>)] {
        var out: [(name: ArraySlice<UInt8>, value: ArraySlice<UInt8>)] = []
        while true {
            skipSpaces()
            guard i < bytes.count else { throw SVGValueError("unterminated tag") }
            if bytes[i] == UInt8(ascii: ">") { i += 1; return out }
            if bytes[i] == UInt8(ascii: "/") {
                guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: ">") else { throw SVGValueError("expected '/>' at '\(excerpt(i))'") }
                i += 2; return out
            }
            let attribute = try readName()
            skipSpaces()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { throw SVGValueError("attribute \(text(attribute)) has no value") }
            i += 1
            skipSpaces()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
                throw SVGValueError("attribute \(text(attribute))'s value is not quoted")
            }
            let quote = bytes[i]
            i += 1
            let start = i
            while i < bytes.count, bytes[i] != quote {
                if bytes[i] == UInt8(ascii: "<") { throw SVGValueError("'<' inside attribute \(text(attribute))") }
                i += 1
            }
            guard i < bytes.count else { throw SVGValueError("unterminated attribute \(text(attribute))") }
            out.append((attribute, bytes[start..<i]))
            i += 1
            guard out.count <= 256 else { throw SVGValueError("more than 256 attributes on one element") }
        }
    }

    /// An attribute value with XML's character references replaced (values rarely have any).
    private func decoded(_ value: ArraySlice<UInt8>) throws(SVGValueError) -> ArraySlice<UInt8> {
        guard value.contains(UInt8(ascii: "&")) else { return value }
        var out: [UInt8] = []
        var k = value.startIndex
        while k < value.endIndex {
            guard value[k] == UInt8(ascii: "&") else { out.append(value[k]); k += 1; continue }
            guard let semicolon = value[k...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                throw SVGValueError("unterminated character reference")
            }
            let entity = String(decoding: value[(k + 1)..<semicolon], as: UTF8.self)
            let scalar: Unicode.Scalar?
            switch entity {
            case "amp": scalar = "&"
            case "lt": scalar = "<"
            case "gt": scalar = ">"
            case "quot": scalar = "\""
            case "apos": scalar = "'"
            default:
                if entity.hasPrefix("#x") { scalar = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }
                else if entity.hasPrefix("#") { scalar = UInt32(entity.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init) }
                else { throw SVGValueError("unknown entity &\(Echo.escaped(entity));") }
            }
            guard let scalar else { throw SVGValueError("bad character reference &\(Echo.escaped(entity));") }
            out.append(contentsOf: Array(String(Character(scalar)).utf8))
            k = semicolon + 1
        }
        return out[...]
    }

    // MARK: - Elements

    private mutating func root(_ attributes: [(name: ArraySlice<UInt8>, value: ArraySlice<UInt8>)]) throws(SVGValueError) -> Frame {
        var width: Double?, height: Double?, box: Rect?
        var style = Style()
        for (key, raw) in attributes {
            let value = try decoded(raw)
            switch text(key) {
            case "width": width = try SVGValues.length(value)
            case "height": height = try SVGValues.length(value)
            case "viewBox":
                let v = try SVGValues.numbers(value, limit: 4)
                guard v.count == 4, v[2] > 0, v[3] > 0 else { throw SVGValueError("viewBox needs x y width height with a positive size") }
                box = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
            default: try apply(key, value, to: &style)
            }
        }
        if let w = width, w <= 0 { throw SVGValueError("width \(w) is not positive") }
        if let h = height, h <= 0 { throw SVGValueError("height \(h) is not positive") }
        guard let viewBox = box ?? ((width != nil && height != nil) ? Rect(x: 0, y: 0, width: width!, height: height!) : nil) else {
            throw SVGValueError("<svg> needs a viewBox, or a width and a height")
        }
        let w = width ?? (height.map { $0 * viewBox.width / viewBox.height } ?? viewBox.width)
        let h = height ?? (width.map { $0 * viewBox.height / viewBox.width } ?? viewBox.height)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= Double(PixelBuffer.maximumDimension), h <= Double(PixelBuffer.maximumDimension) else {
            throw SVGValueError("size \(w)x\(h) is outside 1…\(PixelBuffer.maximumDimension)")
        }
        size = Size(width: w, height: h)
        self.viewBox = viewBox
        return Frame(name: Array("svg".utf8)[...], style: style, skipped: false)
    }

    private mutating func element(_ tag: ArraySlice<UInt8>, _ attributes: [(name: ArraySlice<UInt8>, value: ArraySlice<UInt8>)],
                                  inherited: Style) throws(SVGValueError) -> Frame {
        let kind = text(tag)
        let drawn: Set<String> = ["g", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]
        if kind == "svg" { throw SVGValueError("nested <svg> elements are not supported") }
        // Definitions, metadata, text, paint servers and unknown elements are not drawn.
        guard drawn.contains(kind) else { return Frame(name: tag, style: inherited, skipped: true) }
        var style = inherited
        style.opacity = 1   // this element's own, multiplied in below
        var geometry: [String: ArraySlice<UInt8>] = [:]
        for (key, raw) in attributes {
            let value = try decoded(raw)
            let k = text(key)
            switch k {
            case "d", "x", "y", "width", "height", "rx", "ry", "cx", "cy", "r", "x1", "y1", "x2", "y2", "points":
                geometry[k] = value
            case "transform":
                let t = try SVGValues.transform(value).concatenating(inherited.transform)
                let entries = [t.a, t.b, t.c, t.d, t.tx, t.ty]
                guard entries.allSatisfy({ $0.isFinite && abs($0) <= VectorImage.Limits.maximumMagnitude }) else {
                    throw SVGValueError("transforms combine beyond ±\(Int(VectorImage.Limits.maximumMagnitude))")
                }
                style.transform = t
            default:
                try apply(key, value, to: &style)
            }
        }
        style.opacity *= inherited.opacity
        guard !style.hidden else { return Frame(name: tag, style: style, skipped: true) }
        if kind != "g", let path = try shape(kind, geometry) {
            path.apply(style.transform)
            add(path, style)
        }
        return Frame(name: tag, style: style, skipped: false)
    }

    private func number(_ geometry: [String: ArraySlice<UInt8>], _ key: String, default fallback: Double = 0) throws(SVGValueError) -> Double {
        guard let v = geometry[key] else { return fallback }
        return try SVGValues.length(v) ?? fallback
    }

    /// The element's outline in its own units; nil when it has none to draw (a zero-sized rectangle).
    private mutating func shape(_ kind: String, _ g: [String: ArraySlice<UInt8>]) throws(SVGValueError) -> BezierPath? {
        switch kind {
        case "path":
            guard let d = g["d"] else { return nil }
            return try SVGPathData.parse(d, budget: &segmentBudget)
        case "rect":
            let x = try number(g, "x"), y = try number(g, "y"), w = try number(g, "width"), h = try number(g, "height")
            guard w > 0, h > 0 else { return nil }
            var rx: Double?, ry: Double?
            if g["rx"] != nil { rx = try number(g, "rx") }
            if g["ry"] != nil { ry = try number(g, "ry") }
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            let r = Size(width: Swift.min(Swift.max(rx ?? 0, 0), w / 2), height: Swift.min(Swift.max(ry ?? 0, 0), h / 2))
            try spend(8)
            let rect = Rect(x: x, y: y, width: w, height: h)
            return r.width > 0 && r.height > 0
                ? BezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: r) : BezierPath(rect: rect)
        case "circle", "ellipse":
            let cx = try number(g, "cx"), cy = try number(g, "cy")
            let rx = try number(g, kind == "circle" ? "r" : "rx")
            let ry = kind == "circle" ? rx : try number(g, "ry")
            guard rx > 0, ry > 0 else { return nil }
            try spend(4)
            return BezierPath(ovalIn: Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry))
        case "line":
            try spend(2)
            let path = BezierPath()
            path.move(to: Point(x: try number(g, "x1"), y: try number(g, "y1")))
            path.addLine(to: Point(x: try number(g, "x2"), y: try number(g, "y2")))
            return path
        default:   // polyline, polygon
            guard let list = g["points"] else { return nil }
            let v = try SVGValues.numbers(list, limit: 2 * Swift.max(segmentBudget, 0) + 2)
            let pairs = v.count / 2
            guard pairs >= 1 else { return nil }
            try spend(pairs)
            let path = BezierPath()
            path.move(to: Point(x: v[0], y: v[1]))
            for k in 1..<Swift.max(pairs, 1) { path.addLine(to: Point(x: v[2 * k], y: v[2 * k + 1])) }
            if kind == "polygon" { path.close() }
            return path
        }
    }

    private mutating func spend(_ segments: Int) throws(SVGValueError) {
        segmentBudget -= segments
        guard segmentBudget >= 0 else { throw SVGValueError("more than \(VectorImage.Limits.maximumSegments) path segments") }
    }

    private mutating func add(_ path: BezierPath, _ style: Style) {
        func paint(_ value: SVGPaintValue, _ opacity: Double) -> VectorImage.Paint? {
            let a = Swift.max(0, Swift.min(1, opacity * style.opacity))
            switch value {
            case .none: return nil
            case .current: return .current(alpha: UInt8((a * 255).rounded()))
            case .color(let c): return .color(c.withAlpha(a))
            }
        }
        let t = style.transform
        let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
        path.usesEvenOddFillRule = style.evenOdd
        path.lineCapStyle = style.lineCap
        path.lineJoinStyle = style.lineJoin
        path.miterLimit = style.miterLimit
        let stroke = style.strokeWidth > 0 ? paint(style.stroke, style.strokeOpacity) : nil
        shapes.append(VectorImage.Shape(path: path, fill: paint(style.fill, style.fillOpacity), stroke: stroke,
                                        strokeWidth: style.strokeWidth * scale))
    }

    // MARK: - Presentation properties

    /// Applies a presentation attribute, or each declaration of a `style` attribute; others are ignored.
    private func apply(_ key: ArraySlice<UInt8>, _ value: ArraySlice<UInt8>, to style: inout Style) throws(SVGValueError) {
        let k = text(key)
        guard k == "style" else { try property(k, value, to: &style); return }
        for declaration in value.split(separator: UInt8(ascii: ";")) {
            guard let colon = declaration.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let name = String(decoding: declaration[declaration.startIndex..<colon], as: UTF8.self).trimmingSpaces()
            let v = Array(String(decoding: declaration[(colon + 1)...], as: UTF8.self).trimmingSpaces().utf8)
            try property(name, v[...], to: &style)
        }
    }

    private func property(_ name: String, _ value: ArraySlice<UInt8>, to style: inout Style) throws(SVGValueError) {
        let word = String(decoding: value, as: UTF8.self).trimmingSpaces()
        if word == "inherit" { return }
        switch name {
        case "fill": style.fill = try SVGValues.paint(value)
        case "stroke": style.stroke = try SVGValues.paint(value)
        case "stroke-width": style.strokeWidth = Swift.max(0, try SVGValues.length(value) ?? 1)
        case "fill-opacity": style.fillOpacity = try opacity(value)
        case "stroke-opacity": style.strokeOpacity = try opacity(value)
        case "opacity": style.opacity = try opacity(value)
        case "stroke-miterlimit": style.miterLimit = Swift.max(1, try SVGValues.length(value) ?? 4)
        case "fill-rule":
            switch word {
            case "evenodd": style.evenOdd = true
            case "nonzero": style.evenOdd = false
            default: throw SVGValueError("unknown fill-rule '\(Echo.escaped(String(word.prefix(16))))'")
            }
        case "stroke-linecap":
            switch word {
            case "butt": style.lineCap = .butt
            case "round": style.lineCap = .round
            case "square": style.lineCap = .square
            default: throw SVGValueError("unknown stroke-linecap '\(Echo.escaped(String(word.prefix(16))))'")
            }
        case "stroke-linejoin":
            switch word {
            case "miter": style.lineJoin = .miter
            case "round": style.lineJoin = .round
            case "bevel": style.lineJoin = .bevel
            default: throw SVGValueError("unknown stroke-linejoin '\(Echo.escaped(String(word.prefix(16))))'")
            }
        case "display": if word == "none" { style.hidden = true }
        default: break
        }
    }

    /// An opacity: a number or a percentage, clamped to 0…1.
    private func opacity(_ value: ArraySlice<UInt8>) throws(SVGValueError) -> Double {
        var s = SVGValues(value)
        var n = try s.number()
        if s.peek == UInt8(ascii: "%") { n /= 100 }
        return Swift.max(0, Swift.min(1, n))
    }
}
