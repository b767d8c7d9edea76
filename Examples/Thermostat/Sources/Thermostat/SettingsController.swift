import FaceplateLinux

/// The settings screen: the room's name in a text field (the on-screen keyboard comes with it), °C or
/// °F on a switch, and a button to the schedule, which sends a nil-targeted action up to the tab bar.
final class SettingsController: ViewController {
    let thermostat: Thermostat
    let titleLabel = Label(frame: Rect(40, 28, 400, 40))
    let roomField = TextField(frame: Rect(40, 110, 420, 48))
    let unitsLabel = Label(frame: Rect(500, 116, 180, 36))
    let unitsSwitch = Switch(frame: Rect(690, 120, 52, 28))
    let scheduleButton = Button(title: "", frame: Rect(40, 190, 200, 52))

    init(thermostat: Thermostat) { self.thermostat = thermostat; super.init() }

    override func loadView() {
        let theme = Theme.current
        let root = View(frame: Rect(0, 0, 800, 431))
        root.backgroundColor = theme.background
        let strings = Strings.current
        titleLabel.text = strings.settings
        titleLabel.font = theme.titleFont
        roomField.text = thermostat.room
        roomField.placeholder = strings.roomName
        roomField.borderStyle = .roundedRect
        roomField.clearsOnBeginEditing = true           // a new name is typed whole
        roomField.accessibilityIdentifier = "room"
        roomField.addTarget(self, action: { settings, _, _ in settings.roomRenamed() }, for: .editingDidEnd, name: "rename")
        unitsLabel.text = strings.fahrenheit
        unitsSwitch.isOn = thermostat.showsFahrenheit
        unitsSwitch.accessibilityIdentifier = "fahrenheit"
        unitsSwitch.addTarget(self, action: { settings, _, _ in settings.unitsChanged() }, for: .valueChanged, name: "units")
        scheduleButton.setTitle(strings.schedule, for: .normal)
        scheduleButton.accessibilityIdentifier = "schedule"
        scheduleButton.addTarget(nil, action: .showSchedule, for: .primaryActionTriggered)
        for v: View in [titleLabel, roomField, unitsLabel, unitsSwitch, scheduleButton] { root.addSubview(v) }
        view = root
    }

    private func roomRenamed() {
        let name = roomField.text
        if !name.isEmpty { thermostat.room = name }
    }

    private func unitsChanged() { thermostat.showsFahrenheit = unitsSwitch.isOn }
}
