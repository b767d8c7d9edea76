/// The panel an application draws on: UIKit's `UIScreen`, reached through ``Window/screen`` (no global).
///
/// ``brightness`` is UIKit's `UIScreen.brightness` (0…1). Faceplate's Linux layer connects it to the
/// board's sysfs backlight (``onBrightnessChange``); with no backlight to drive it is kept and does nothing
/// else, as on a UIKit device whose screen cannot dim.
@MainActor public final class Screen {
    /// Creates a screen at full brightness.
    public init() {}

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
