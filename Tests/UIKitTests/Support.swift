import UIKit

/// Draws the window once, as the panel's compositor does, so labels measure and lay out as on screen.
@MainActor func render(_ window: UIWindow) {
    let w = Int(window.bounds.width), h = Int(window.bounds.height)
    let buffer = PixelBuffer(width: w, height: h, format: .xrgb8888)
    let compositor = Compositor(window: window, transform: DisplayTransform(panelWidth: w, panelHeight: h))
    compositor.render(into: buffer, age: 0)
    window.damageObserver = nil      // the compositor goes away here; it observes the window unowned
}
