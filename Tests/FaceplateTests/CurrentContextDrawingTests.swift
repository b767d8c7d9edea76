import Testing
import Faceplate

/// UIKit-shaped drawing: a view overriding `draw(_:)` fills and strokes paths with the colours it set,
/// into the canvas the compositor lends for that call, in the view's coordinates.
@Suite @MainActor struct CurrentContextDrawingTests {
    final class Dot: View {
        var drawn = 0
        override func draw(_ rect: Rect) {
            drawn += 1
            Color(hex: 0xFF0000).setFill()
            BezierPath(ovalIn: Rect(0, 0, 20, 20)).fill()
            let line = BezierPath()
            line.move(to: Point(x: 0, y: 30)); line.addLine(to: Point(x: 20, y: 30))
            line.lineWidth = 4
            Color(hex: 0x0000FF).setStroke()
            line.stroke()
        }
    }

    /// Fills without choosing a colour: UIKit's context starts every `draw(_:)` with black.
    final class Plain: View {
        override func draw(_ rect: Rect) { BezierPath(rect: Rect(0, 0, 10, 10)).fill() }
    }

    @Test func everyDrawStartsWithBlack() {
        let driver = TestDriver(size: Size(100, 60))
        driver.window.backgroundColor = .white
        let compositor = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: 100, panelHeight: 60))
        driver.window.addSubview(Dot(frame: Rect(0, 0, 20, 40)))
        driver.window.addSubview(Plain(frame: Rect(60, 0, 10, 10)))      // drawn after the red dot
        let buffer = PixelBuffer(width: 100, height: 60, format: .xrgb8888)
        compositor.render(into: buffer, age: 0)
        #expect(buffer.color(x: 65, y: 5) == .black)
    }

    @Test func drawFillsAndStrokesIntoTheCanvasOfTheCall() {
        let driver = TestDriver(size: Size(100, 60))
        driver.window.backgroundColor = .white
        let compositor = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: 100, panelHeight: 60))
        let dot = Dot(frame: Rect(40, 10, 20, 40))
        driver.window.addSubview(dot)
        let buffer = PixelBuffer(width: 100, height: 60, format: .xrgb8888)
        compositor.render(into: buffer, age: 0)
        #expect(dot.drawn == 1)
        #expect(buffer.color(x: 50, y: 20) == Color(hex: 0xFF0000))     // the disc's centre, in window coordinates
        #expect(buffer.color(x: 41, y: 11) == .white)                    // outside the disc, inside its box
        #expect(buffer.color(x: 50, y: 40) == Color(hex: 0x0000FF))     // the stroke, 4 wide around y = 30
        #expect(buffer.color(x: 50, y: 43) == .white)
        // Outside a draw call there is no canvas: the colour-less calls do nothing.
        #expect(!driver.application.graphicsContext.isDrawing)
        BezierPath(rect: Rect(0, 0, 100, 60)).fill()
    }
}
