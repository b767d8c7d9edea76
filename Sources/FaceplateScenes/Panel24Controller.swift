import Faceplate
import FaceplateText
import FaceplateWidgets

/// The benchmark scene shared with LVGL (`Benchmarks/panel-24.md`): on 800×480, 24 buttons
/// 120×90 in a 6×4 grid (x = 15 + 130·c, y = 10 + 100·r) with rounded corners, a soft shadow and a
/// centred ~14 px label; a slider at 40 % along x 30…630 centred on y ≈ 443; a switch, off, at
/// x ≈ 708…760 centred on y ≈ 445. Button 9 (centre 335, 155) is the one the benchmarks press.
@MainActor public final class Panel24Controller: ViewController {
    /// The scene's theme.
    public let theme: Theme
    /// Buttons 1…24, in reading order.
    public private(set) var buttons: [Button] = []
    /// The slider.
    public let slider = Slider(frame: Rect(x: 19, y: 421, width: 622, height: 44))
    /// The switch.
    public let toggle = Switch(frame: Rect(x: 708, y: 431, width: 52, height: 28))
    /// How many times a button's primary action ran (the tap benchmark's proof of work).
    public private(set) var presses = 0

    /// Creates the scene with `theme`.
    public init(theme: Theme = .current) { self.theme = theme; super.init() }

    public override func loadView() {
        let root = View(frame: Rect(0, 0, 800, 480))
        root.backgroundColor = Color(hex: 0xFFFFFF)
        root.accessibilityIdentifier = "panel-24"
        let font = theme.font(size: 14)
        for n in 1...24 {
            let c = (n - 1) % 6, r = (n - 1) / 6
            let b = Button(title: "Button \(n)", frame: Rect(15 + 130 * c, 10 + 100 * r, 120, 90))
            b.titleFont = font
            b.addTarget(self, action: { $0.presses += 1 }, for: .primaryActionTriggered, name: "press")
            root.addSubview(b)
            buttons.append(b)
        }
        slider.minimumValue = 0
        slider.maximumValue = 1
        slider.value = 0.4
        slider.accessibilityIdentifier = "slider"
        root.addSubview(slider)
        toggle.isOn = false
        toggle.accessibilityIdentifier = "switch"
        root.addSubview(toggle)
        view = root
    }
}
