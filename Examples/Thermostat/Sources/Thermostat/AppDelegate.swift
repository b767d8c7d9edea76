import FaceplateLinux

/// The app: `@main` and `ApplicationDelegate` give it the whole entry point — board profile, display,
/// touch, event loop, signals and the standard options (`thermostat --help`).
@main
final class AppDelegate: Responder, ApplicationDelegate {
    var window: Window?
    let thermostat = Thermostat()

    var summary: String { "a room thermostat for a 7-inch touch panel" }
    var board: BoardChoice { .named("thermostat-panel") }   // boards/thermostat-panel.json, unless --board
    var theme: Theme.Style { .dark }

    func application(_ application: Application, didFinishLaunchingWithOptions options: LaunchOptions) throws {
        window?.rootViewController = ScreensController(thermostat: thermostat)
    }

    func applicationWillTerminate(_ application: Application) {
        print("thermostat: \(thermostat.room) at \(thermostat.formattedSetpoint) when stopped")
    }
}
