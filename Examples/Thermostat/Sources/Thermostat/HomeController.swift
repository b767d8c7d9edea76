import FaceplateLinux

/// The home screen: the room, the setpoint with − and + (target-action), a double tap on the setpoint
/// to reset it (a gesture), and a button to the settings (a nil-targeted action).
final class HomeController: ViewController {
    let thermostat: Thermostat
    let roomLabel = Label(frame: Rect(40, 28, 480, 40))
    let setpointLabel = Label(frame: Rect(200, 150, 400, 120))
    let down = Button(title: "−", frame: Rect(80, 170, 96, 80))
    let up = Button(title: "+", frame: Rect(624, 170, 96, 80))
    let settingsButton = Button(title: "Settings", frame: Rect(600, 24, 160, 52))
    let hint = Label(frame: Rect(200, 290, 400, 28))

    init(thermostat: Thermostat) { self.thermostat = thermostat; super.init() }

    override func loadView() {
        let theme = Theme.current
        let root = View(frame: Rect(0, 0, 800, 480))
        root.backgroundColor = theme.background
        roomLabel.font = theme.titleFont
        setpointLabel.font = theme.displayFont
        setpointLabel.textColor = theme.primary
        setpointLabel.textAlignment = .center
        setpointLabel.accessibilityIdentifier = "setpoint"
        for b in [down, up] { b.titleFont = theme.font(size: 44, bold: true) }
        hint.text = "double-tap to reset"
        hint.font = theme.smallFont
        hint.textColor = theme.secondaryText
        hint.textAlignment = .center

        // Target-action: the buttons call this controller.
        down.accessibilityIdentifier = "down"
        down.addTarget(self, action: { home, _, _ in home.change(by: -0.5) }, for: .primaryActionTriggered, name: "lower")
        up.accessibilityIdentifier = "up"
        up.addTarget(self, action: { home, _, _ in home.change(by: 0.5) }, for: .primaryActionTriggered, name: "raise")
        // A nil target: the action travels up the responder chain to the ScreensController.
        settingsButton.accessibilityIdentifier = "settings"
        settingsButton.addTarget(nil, action: .showSettings, for: .primaryActionTriggered)
        // A gesture: a double tap on the setpoint goes back to the default.
        let doubleTap = TapGestureRecognizer()
        doubleTap.addTarget(self, name: "reset") { home, _ in
            home.thermostat.reset()
            home.refresh()
        }
        doubleTap.numberOfTapsRequired = 2
        setpointLabel.isUserInteractionEnabled = true   // labels ignore touches by default, as in UIKit
        setpointLabel.addGestureRecognizer(doubleTap)

        for v: View in [roomLabel, setpointLabel, down, up, settingsButton, hint] { root.addSubview(v) }
        view = root
        refresh()
    }

    private func change(by delta: Double) {
        thermostat.change(by: delta)
        refresh()
    }

    /// Shows the model's current state.
    func refresh() {
        roomLabel.text = thermostat.room
        setpointLabel.text = thermostat.formattedSetpoint
    }
}
