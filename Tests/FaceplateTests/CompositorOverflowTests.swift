import Testing
import Faceplate

/// The compositor's short cuts for views outside the dirty rectangle (a long list's rows scrolled out of
/// view): a view that does not clip still has its overflowing subviews drawn, at the right place, and the
/// views drawn after it are not shifted by its translation.
@Suite @MainActor struct CompositorOverflowTests {
    @Test func subviewsOverflowingAViewOutsideTheDamageAreStillDrawnInPlace() {
        let driver = TestDriver(size: Size(200, 100))
        driver.window.backgroundColor = .white
        let compositor = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: 200, panelHeight: 100))
        let holder = View(frame: Rect(5, 5, 10, 10))                   // far from the damage, does not clip
        holder.bounds.origin = Point(x: 3, y: 1)                      // and its bounds are scrolled
        let overflow = View(frame: Rect(100, 50, 20, 20))             // drawn at 5 − 3 + 100 = 102, 5 − 1 + 50 = 54
        overflow.backgroundColor = Color(hex: 0xFF0000)
        holder.addSubview(overflow)
        let after = View(frame: Rect(130, 54, 10, 10))                // a later sibling, in the same damage
        after.backgroundColor = Color(hex: 0x0000FF)
        driver.window.addSubview(holder)
        driver.window.addSubview(after)
        let buffer = PixelBuffer(width: 200, height: 100, format: .xrgb8888)
        compositor.render(into: buffer, age: 0)

        overflow.backgroundColor = Color(hex: 0x00FF00)
        after.backgroundColor = Color(hex: 0xFFFF00)
        driver.window.setNeedsDisplay(Rect(95, 45, 50, 35))           // damage away from `holder` itself
        let damage = compositor.render(into: buffer, age: 1).boundingBox
        #expect(!damage.intersects(PixelRect(x: 5, y: 5, width: 10, height: 10)))
        #expect(buffer.color(x: 103, y: 55) == Color(hex: 0x00FF00))   // the overflowing subview, repainted
        #expect(buffer.color(x: 101, y: 55) == .white)                 // exactly where it belongs
        #expect(buffer.color(x: 121, y: 73) == Color(hex: 0x00FF00))
        #expect(buffer.color(x: 122, y: 74) == .white)
        #expect(buffer.color(x: 131, y: 55) == Color(hex: 0xFFFF00))   // the later sibling, not shifted
        #expect(buffer.color(x: 129, y: 55) == .white)
    }
}
