// Draws the reference scene: an 800×480 frame of 24 shadowed 120×90 buttons with labels, a slider and a
// switch. `graphics-bench FRAMES [FORMAT] [ROTATION] [OUT.png]`. Run it under callgrind with 1 and with
// 11 frames: the difference / 10 is the steady-state cost of one frame (the first frame also builds the
// shadow masks).
import FaceplateGraphics
import FaceplatePNG
#if canImport(Glibc)
import Glibc
#endif

/// getenv without Foundation.
enum ProcessInfoLite { static func env(_ name: String) -> String? { getenv(name).map { String(cString: $0) } } }

let args = CommandLine.arguments
let frames = args.count > 1 ? Int(args[1]) ?? 1 : 1
let format = args.count > 2 ? PixelFormat(rawValue: args[2]) ?? .xrgb8888 : .xrgb8888
let parts = Set((ProcessInfoLite.env("BENCH_PARTS") ?? "bg,shadows,fills,labels,controls").split(separator: ",").map(String.init))
let rotation = args.count > 3 ? Rotation(degrees: Int(args[3]) ?? 0) ?? .degrees0 : .degrees0
let panel = rotation.swapsAxes ? (480, 800) : (800, 480)
let buffer = PixelBuffer(width: panel.0, height: panel.1, format: format)
var canvas = Canvas(buffer: buffer, transform: DisplayTransform(panelWidth: panel.0, panelHeight: panel.1, rotation: rotation))

// A stand-in for a rasterised label (the text module owns real glyphs): a 64×14 coverage mask with
// anti-aliased vertical strokes.
let labelWidth = 64, labelHeight = 14
var label = [UInt8](repeating: 0, count: labelWidth * labelHeight)
for y in 2..<12 { for x in 0..<labelWidth { let m = x % 8; label[y * labelWidth + x] = m == 0 ? 90 : m < 3 ? 255 : m == 3 ? 140 : 0 } }

func drawFrame(_ canvas: inout Canvas, _ label: [UInt8], _ parts: Set<String>) {
    canvas.reset()
    if parts.contains("bg") { canvas.fill(Rect(0, 0, 800, 480), color: Color(hex: 0xF2F2F7)) }
    let shadow = Color(red: 0, green: 0, blue: 0, alpha: 51)
    label.withUnsafeBufferPointer { mask in
        for i in 0..<24 {
            let col = i % 6, row = i / 6
            let frame = Rect(11 + col * 131, 14 + row * 100, 120, 90)
            canvas.save()
            canvas.translate(dx: frame.minX, dy: frame.minY)
            let bounds = Rect(0, 0, 120, 90)
            if parts.contains("shadows") { canvas.drawShadow(bounds, radius: 8, offset: Point(0, 2), blur: 9, color: shadow) }
            if parts.contains("fills") { canvas.fillRoundedRect(bounds, radius: 8, color: i == 7 ? Color(hex: 0x007AFF) : .white) }
            if parts.contains("labels") { canvas.drawCoverage(mask.baseAddress!, width: labelWidth, height: labelHeight, pitch: labelWidth,
                                x: 28, y: 38, color: i == 7 ? .white : Color(hex: 0x007AFF)) }
            canvas.restore()
        }
    }
    guard parts.contains("controls") else { return }
    // Slider: track, filled part, knob with its shadow.
    canvas.fillRoundedRect(Rect(40, 440, 480, 4), radius: 2, color: Color(hex: 0xD1D1D6))
    canvas.fillRoundedRect(Rect(40, 440, 300, 4), radius: 2, color: Color(hex: 0x007AFF))
    canvas.drawShadow(Rect(326, 428, 28, 28), radius: 14, offset: Point(0, 2), blur: 6, color: Color(red: 0, green: 0, blue: 0, alpha: 60))
    canvas.fillEllipse(in: Rect(326, 428, 28, 28), color: .white)
    // Switch: on track and knob.
    canvas.fillRoundedRect(Rect(600, 427, 51, 31), radius: 15.5, color: Color(hex: 0x34C759))
    canvas.drawShadow(Rect(622, 429, 27, 27), radius: 13.5, offset: Point(0, 2), blur: 4, color: Color(red: 0, green: 0, blue: 0, alpha: 40))
    canvas.fillEllipse(in: Rect(622, 429, 27, 27), color: .white)
}

for _ in 0..<frames { drawFrame(&canvas, label, parts) }
if args.count > 4 { try PNG.write(buffer, to: args[4]) }
print("frames \(frames), cache builds \(canvas.shadowCache.builds), hits \(canvas.shadowCache.hits), pixel \(buffer.color(x: 5, y: 5))")
