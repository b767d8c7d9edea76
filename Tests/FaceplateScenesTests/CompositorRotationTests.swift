import Testing
import Faceplate
import FaceplateScenes
import FaceplateWidgets

/// The desktop preview's rotate key: a compositor turned with `setTransform(_:)` (and its window resized)
/// draws exactly what a compositor made with that rotation draws — the layout follows, nothing of the
/// old orientation is left, and the damage bounds are the new logical size.
@Suite @MainActor struct CompositorRotationTests {
    @Test func aTurnedCompositorDrawsWhatAFreshOneDraws() throws {
        let panel = (width: 800, height: 480)
        let turned = TestDriver(size: Size(800, 480))
        try SceneCatalog.make("demo", in: turned.window)
        let compositor = Compositor(window: turned.window, transform: DisplayTransform(panelWidth: panel.width, panelHeight: panel.height))
        let buffer = PixelBuffer(width: panel.width, height: panel.height, format: .xrgb8888)
        compositor.render(into: buffer, age: 0)

        let transform = DisplayTransform(panelWidth: panel.width, panelHeight: panel.height, rotation: .degrees90)
        compositor.setTransform(transform)
        turned.window.frame = Rect(origin: .zero, size: transform.logicalSize)
        #expect(compositor.needsDisplay)
        let region = compositor.render(into: buffer, age: 1)
        #expect(region.boundingBox == PixelRect(x: 0, y: 0, width: 480, height: 800))

        let fresh = TestDriver(size: Size(480, 800))
        try SceneCatalog.make("demo", in: fresh.window)
        let expected = PixelBuffer(width: panel.width, height: panel.height, format: .xrgb8888)
        Compositor(window: fresh.window, transform: transform).render(into: expected, age: 0)
        var differing = 0
        for y in 0..<panel.height { for x in 0..<panel.width where buffer.pixel(x: x, y: y) != expected.pixel(x: x, y: y) { differing += 1 } }
        #expect(differing == 0)
    }
}
