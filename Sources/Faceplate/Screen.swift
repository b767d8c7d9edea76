/// The panel an application draws on: UIKit's `UIScreen`, reached through ``Window/screen`` or
/// ``main`` (the running application's, ``Application/shared``; no global of its own).
///
/// ``bounds`` is the panel in points as the app sees it, rotated by the board's rotation (UIKit's
/// `UIScreen.bounds` follows the interface orientation the same way); ``nativeBounds`` is the panel's
/// own pixel grid, unrotated. Faceplate draws one pixel per point, so ``scale`` is 1. The platform
/// layer sets them from the display (``adopt(_:)``); a ``TestDriver`` from its window's size.
///
/// ``brightness`` is UIKit's `UIScreen.brightness` (0…1). Faceplate's Linux layer connects it to the
/// board's sysfs backlight (``onBrightnessChange``); with no backlight to drive it is kept and does nothing
/// else, as on a UIKit device whose screen cannot dim.
@MainActor public final class Screen {
    /// Creates a screen at full brightness, with empty bounds until ``adopt(_:)`` is told the display.
    public init() {}

    /// The running application's screen (UIKit's `UIScreen.main`): ``Application/shared``'s. Like
    /// ``Application/shared`` it stops the process with a message when no application is running.
    public static var main: Screen { Application.shared.screen }

    /// The screen in points, origin at zero: the size the app's window covers (UIKit's `bounds`).
    public private(set) var bounds = Rect.zero
    /// The panel's pixels in its own orientation, before the board's rotation (UIKit's `nativeBounds`).
    public private(set) var nativeBounds = Rect.zero
    /// Pixels per point: 1, Faceplate draws on the panel's pixel grid (UIKit's `scale`).
    public var scale: Double { 1 }
    /// Pixels per point of the physical panel: 1 (UIKit's `nativeScale`).
    public var nativeScale: Double { 1 }

    /// Takes the display's geometry: ``bounds`` from its rotated (logical) size, ``nativeBounds``
    /// from its panel size. The platform layer calls this once it knows the display.
    public func adopt(_ transform: DisplayTransform) {
        bounds = Rect(origin: .zero, size: transform.logicalSize)
        nativeBounds = Rect(x: 0, y: 0, width: Double(transform.panelWidth), height: Double(transform.panelHeight))
    }

    /// The backlight level, 0 (darkest) … 1 (brightest); values outside are clamped, NaN is ignored.
    public var brightness: Double = 1 {
        didSet {
            // An assignment inside didSet does not call didSet again: clamp, then report once.
            let v = brightness.isNaN ? oldValue : Swift.min(Swift.max(brightness, 0), 1)
            if v != brightness { brightness = v }
            if brightness != oldValue { onBrightnessChange?(brightness) }
        }
    }

    /// Called with the new ``brightness``: the platform layer writes the backlight here.
    public var onBrightnessChange: (@MainActor (Double) -> Void)?
}
