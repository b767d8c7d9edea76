import FaceplateLinux

/// The app: `@main` and `ApplicationDelegate` give it the whole entry point — board profile, display,
/// touch, event loop, signals and the standard options (`thermostat --help`).
@main
final class AppDelegate: Responder, ApplicationDelegate {
    var window: Window?
    let thermostat = Thermostat()
    var live: LiveData?

    var summary: String { "a room thermostat for a 7-inch touch panel" }
    var board: BoardChoice { .named("thermostat-panel") }   // boards/thermostat-panel.json, unless --board
    var theme: Theme.Style { .dark }
    var additionalOptions: [Option] { [LiveData.mqttOption] }

    func application(_ application: Application, didFinishLaunchingWithOptions options: LaunchOptions) throws {
        let screens = ScreensController(thermostat: thermostat)
        window?.rootViewController = screens
        // The room sensor named by the board profile, and Home Assistant over MQTT with --mqtt FILE.
        live = try LiveData(thermostat: thermostat, options: options, boards: boardLibrary, application: application) {
            screens.home.refresh()
        }
        if thermostat.showsRoomTemperature { try screens.home.history.startRecording(thermostat.climate, on: application) }
    }

    func applicationWillTerminate(_ application: Application) {
        live?.stop()
        print("thermostat: \(thermostat.room) at \(thermostat.formattedSetpoint) when stopped")
        if let screens = window?.rootViewController as? ScreensController, screens.schedule.isViewLoaded {
            print("thermostat: the schedule shows " + screens.schedule.shownRows.joined(separator: ", "))
        }
    }
}
