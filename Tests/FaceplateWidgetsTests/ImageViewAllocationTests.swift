import Testing
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
import FaceplateWidgets

/// Redrawing an SVG image view allocates nothing once its paths are laid out for the size it is shown at
/// (the view keeps them: see ImageView's rendition).
@Suite(.serialized) @MainActor struct ImageViewAllocationTests {
    @Test(arguments: [PixelFormat.xrgb8888, .rgb565]) func redrawingAnSVGImageViewAllocatesNothing(format: PixelFormat) throws {
        let driver = makeDriver(width: 160, height: 120)
        let fan = try #require(Image(systemName: "fan"))
        let view = ImageView(image: fan)
        view.frame = Rect(10, 10, 48, 48)
        view.tintColor = Color(hex: 0x1E88E5)
        driver.window.addSubview(view)
        let buffer = PixelBuffer(width: 160, height: 120, format: format)
        let compositor = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: 160, panelHeight: 120))
        defer { driver.window.damageObserver = nil }
        compositor.render(into: buffer, age: 0)
        func redraw() {
            view.setNeedsDisplay()
            compositor.render(into: buffer, age: 1)
        }
        redraw()
        faceplate_malloc_count_start()
        redraw()
        redraw()
        redraw()
        let allocations = faceplate_malloc_count_stop()
        #expect(compositor.lastRepaintedArea > 0)
        expectNoAllocations(allocations)
    }
}
