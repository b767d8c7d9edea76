import FaceplateLinux
import Foundation

/// The status screen: room, setpoint in the settings' locale, the night setback, and since when the
/// panel runs (`Date`), and a live line kept up to date by a timer (``LiveStatus``).
final class StatusController: ViewController {
    let settings: RoomSettings
    let launched: Date
    /// The clock, uptime and current period line.
    let live: LiveStatus

    init(settings: RoomSettings, launched: Date) {
        self.settings = settings
        self.launched = launched
        live = LiveStatus(frame: Rect(100, 350, 600, 28), periods: settings.periods)
        super.init()
    }

    override func loadView() {
        let theme = Theme.current
        let format = StatusFormat(settings: settings)
        let root = View(frame: Rect(0, 0, 800, 480))
        root.backgroundColor = theme.background
        let room = Label(frame: Rect(40, 28, 720, 40))
        room.font = theme.titleFont
        room.text = settings.room
        let setpoint = Label(frame: Rect(100, 140, 600, 120))
        setpoint.font = theme.displayFont
        setpoint.textColor = theme.primary
        setpoint.textAlignment = .center
        setpoint.text = format.localizedSetpoint
        setpoint.accessibilityIdentifier = "setpoint"
        let night = Label(frame: Rect(100, 290, 600, 32))
        night.textAlignment = .center
        night.text = "night: \(format.night)"
        let since = Label(frame: Rect(100, 400, 600, 28))
        since.font = theme.smallFont
        since.textColor = theme.secondaryText
        since.textAlignment = .center
        // Seconds since 1970 at launch: the clock's own reading, as the panel shows it.
        since.text = String(format: "running since %.0f s after 1970", launched.timeIntervalSince1970)
        for v: View in [room, setpoint, night, live.label, since] { root.addSubview(v) }
        view = root
    }
}
