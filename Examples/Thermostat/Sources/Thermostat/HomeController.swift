import FaceplateLinux

/// The home screen: the room, the setpoint on a dial with − and + (target-action), a double tap on the
/// setpoint to reset it (a gesture); with live data, the room's temperature (marked stale when the sensor fails) and its last 24 hours, the mode,
/// and "offline" while the broker is away.
final class HomeController: ViewController {
    let thermostat: Thermostat
    let roomLabel = Label(frame: Rect(40, 28, 480, 40))
    let dial = Dial(frame: Rect(240, 55, 320, 320))
    let setpointLabel = Label(frame: Rect(280, 150, 240, 120))
    let down = Button(title: "−", frame: Rect(80, 170, 96, 80))
    let up = Button(title: "+", frame: Rect(624, 170, 96, 80))
    let hint = Label(frame: Rect(200, 290, 400, 28))
    let temperatureLabel = Label(frame: Rect(40, 76, 480, 32))
    let modeLabel = Label(frame: Rect(200, 340, 400, 32))
    let statusLabel = Label(frame: Rect(200, 384, 400, 32))
    let history = TemperatureHistory(frame: Rect(570, 255, 210, 165))

    init(thermostat: Thermostat) { self.thermostat = thermostat; super.init() }

    override func loadView() {
        let theme = Theme.current
        let root = View(frame: Rect(0, 0, 800, 431))
        root.backgroundColor = theme.background
        roomLabel.font = theme.titleFont
        setpointLabel.font = theme.displayFont
        setpointLabel.textColor = theme.primary
        setpointLabel.textAlignment = .center
        setpointLabel.accessibilityIdentifier = "setpoint"
        for b in [down, up] { b.titleFont = theme.font(size: 44, bold: true) }
        hint.text = Strings.current.resetHint
        hint.font = theme.smallFont
        hint.textColor = theme.secondaryText
        hint.textAlignment = .center
        temperatureLabel.font = theme.bodyFont
        temperatureLabel.accessibilityIdentifier = "room temperature"
        for label in [modeLabel, statusLabel] {
            label.font = theme.bodyFont
            label.textAlignment = .center
        }
        modeLabel.accessibilityIdentifier = "mode"
        statusLabel.accessibilityIdentifier = "status"
        statusLabel.text = Strings.current.offline
        statusLabel.textColor = theme.secondaryText

        // Target-action: the buttons call this controller.
        down.accessibilityIdentifier = "down"
        down.addTarget(self, action: { home, _, _ in home.change(by: -1) }, for: .primaryActionTriggered, name: "lower")
        up.accessibilityIdentifier = "up"
        up.addTarget(self, action: { home, _, _ in home.change(by: 1) }, for: .primaryActionTriggered, name: "raise")
        // The dial sets the setpoint while it turns, in the model's steps.
        dial.accessibilityIdentifier = "setpoint dial"
        dial.minimumValue = Thermostat.limits.minimum
        dial.maximumValue = Thermostat.limits.maximum
        dial.stepValue = Thermostat.limits.step
        dial.addTarget(self, action: { home in home.thermostat.set(home.dial.value) }, for: .valueChanged, name: "turn")
        // A gesture: a double tap on the setpoint goes back to the default.
        let doubleTap = TapGestureRecognizer()
        doubleTap.addTarget(self, name: "reset") { home, _ in
            home.thermostat.reset()
        }
        doubleTap.numberOfTapsRequired = 2
        setpointLabel.isUserInteractionEnabled = true   // labels ignore touches by default, as in UIKit
        setpointLabel.addGestureRecognizer(doubleTap)

        // The setpoint over the dial, so a tap in the middle is the label's (its double tap).
        for v: View in [dial, history, roomLabel, temperatureLabel, setpointLabel, down, up, hint, modeLabel, statusLabel] { root.addSubview(v) }
        SpokenLabels(languageCode: Application.sharedIfSet?.languageCode ?? "en").apply(to: self)
        view = root
        refresh()
    }

    /// The screen shows the model's state as it comes back (the units may have changed meanwhile).
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        refresh()
    }

    /// Moves the setpoint by `steps` steps; the model's change redraws the screen.
    private func change(by steps: Int) {
        thermostat.change(by: steps)
    }

    /// Shows the model's current state (the app calls it whenever the model changes).
    func refresh() {
        guard isViewLoaded else { return }
        let climate = thermostat.climate
        let theme = Theme.current
        let strings = Strings.current
        roomLabel.text = thermostat.room
        setpointLabel.text = strings.temperature(thermostat.formattedSetpoint)
        dial.value = thermostat.setpoint
        dial.accessibilityValue = setpointLabel.text
        // A setpoint command that was refused leaves the last good setpoint, dimmed until a good one.
        setpointLabel.textColor = climate.isSetpointStale ? theme.secondaryText : theme.primary
        temperatureLabel.isHidden = !thermostat.showsRoomTemperature
        history.isHidden = !thermostat.showsRoomTemperature
        let reading = climate.currentTemperature.map { strings.temperature(thermostat.format($0)) } ?? strings.noReading
        temperatureLabel.text = strings.roomTemperature(reading, sensorFailed: climate.isCurrentTemperatureStale)
        temperatureLabel.textColor = climate.isCurrentTemperatureStale ? theme.secondaryText : theme.text
        modeLabel.isHidden = !thermostat.usesBroker
        modeLabel.text = strings.mode(climate.mode, stale: climate.isModeStale)
        statusLabel.isHidden = !thermostat.usesBroker || climate.isOnline
    }
}
