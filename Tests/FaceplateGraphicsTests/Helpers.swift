import Testing
@testable import FaceplateGraphics

/// A canvas over a fresh buffer whose *logical* size is `width × height` at `rotation`.
func makeCanvas(_ width: Int, _ height: Int, format: PixelFormat = .xrgb8888, rotation: Rotation = .degrees0,
                background: Color? = .white) -> (PixelBuffer, Canvas) {
    let pw = rotation.swapsAxes ? height : width, ph = rotation.swapsAxes ? width : height
    let buffer = PixelBuffer(width: pw, height: ph, format: format)
    var canvas = Canvas(buffer: buffer, transform: DisplayTransform(panelWidth: pw, panelHeight: ph, rotation: rotation))
    if let background { canvas.fill(Rect(0, 0, width, height), color: background) }
    return (buffer, canvas)
}

/// The colour of logical pixel `(x, y)` of a canvas's surface.
func logicalColor(_ canvas: Canvas, _ x: Int, _ y: Int) -> Color {
    let p = canvas.transform.panelPoint(fromLogical: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
    return canvas.buffer.color(x: Int(p.x), y: Int(p.y))
}

/// Largest per-channel difference.
func channelDistance(_ a: Color, _ b: Color) -> Int {
    max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
}

/// `over` blended onto `under` at `alpha` (0…1), per channel, rounded.
func mix(_ over: Color, _ under: Color, _ alpha: Double) -> Color {
    func m(_ s: UInt8, _ d: UInt8) -> UInt8 { UInt8((Double(s) * alpha + Double(d) * (1 - alpha)).rounded()) }
    return Color(red: m(over.red, under.red), green: m(over.green, under.green), blue: m(over.blue, under.blue))
}

/// Every primitive, for the rotation and format tests: each draws into a 60×40 logical area.
enum Primitive: String, CaseIterable, CustomTestStringConvertible {
    case fill, roundedRect, pill, ellipse, stroke, gradient, shadow, image, coverage, translucent, pathFill, pathStroke

    var testDescription: String { rawValue }

    func draw(_ c: inout Canvas) {
        switch self {
        case .fill: c.fill(Rect(x: 3.4, y: 5, width: 20.2, height: 11), color: Color(hex: 0x336699))
        case .roundedRect: c.fillRoundedRect(Rect(x: 4.5, y: 3.25, width: 41, height: 27.5), radius: 9, color: Color(hex: 0xE0403A))
        case .pill: c.fillRoundedRect(Rect(5, 10, 50, 18), radius: .infinity, color: Color(hex: 0x34C759))
        case .ellipse: c.fillEllipse(in: Rect(x: 6, y: 4, width: 44, height: 25.5), color: Color(hex: 0x5856D6))
        case .stroke: c.strokeRoundedRect(Rect(x: 4, y: 4, width: 50, height: 30), radius: 8, lineWidth: 2.5, color: Color(hex: 0x007AFF))
        case .gradient: c.fillLinearGradient(Rect(3, 2, 52, 34), radius: 6, top: Color(hex: 0xFFCC00), bottom: Color(hex: 0xFF2D55))
        case .shadow:
            c.drawShadow(Rect(12, 8, 34, 22), radius: 6, offset: Point(x: 1, y: 3), blur: 5, color: Color(hex: 0x000000, alpha: 120))
            c.fillRoundedRect(Rect(12, 8, 34, 22), radius: 6, color: .white)
        case .image:
            var img = Image(width: 3, height: 2)
            img.setColor(Color(hex: 0xFF0000), x: 0, y: 0); img.setColor(Color(hex: 0x00FF00, alpha: 128), x: 1, y: 0)
            img.setColor(Color(hex: 0x0000FF), x: 2, y: 1); img.setColor(Color(hex: 0x101010, alpha: 200), x: 0, y: 1)
            c.drawImage(img, in: Rect(7, 6, 30, 20))
        case .coverage:
            let mask: [UInt8] = (0..<(16 * 9)).map { UInt8(($0 * 37) % 256) }
            mask.withUnsafeBufferPointer { c.drawCoverage($0.baseAddress!, width: 16, height: 9, pitch: 16, x: 20, y: 15, color: Color(hex: 0x8E24AA)) }
        case .pathFill:
            let path = BezierPath(roundedRect: Rect(x: 4.3, y: 3.6, width: 47, height: 30.2), byRoundingCorners: [.topLeft, .bottomRight],
                                  cornerRadii: Size(width: 12, height: 12))
            path.append(BezierPath(ovalIn: Rect(x: 20.5, y: 10.2, width: 14, height: 14)))
            path.usesEvenOddFillRule = true
            c.fill(path, color: Color(hex: 0xD81B60))
        case .pathStroke:
            let path = BezierPath(arcCenter: Point(x: 28.4, y: 20.3), radius: 14.2, startAngle: 0.75 * Double.pi, endAngle: 0.25 * Double.pi, clockwise: true)
            path.addQuadCurve(to: Point(x: 55, y: 36), controlPoint: Point(x: 50, y: 10))
            path.lineWidth = 4.5; path.lineCapStyle = .round
            path.setLineDash([9, 3], phase: 1)
            c.stroke(path, color: Color(hex: 0x3949AB, alpha: 220))
        case .translucent:
            c.save(); c.alpha = 0.6; c.translate(dx: 5.5, dy: 2)
            c.fillRoundedRect(Rect(0, 0, 40, 30), radius: 10, color: Color(hex: 0x00796B, alpha: 200))
            c.fill(Rect(10, 10, 30, 10), color: Color(hex: 0xFF9800))
            c.restore()
        }
    }
}
