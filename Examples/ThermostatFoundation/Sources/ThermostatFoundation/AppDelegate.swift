import FaceplateLinux
import Foundation

/// The app: Faceplate's entry point, with its settings read by Foundation's `JSONDecoder` from
/// `--settings FILE` before the first frame.
@main
final class AppDelegate: Responder, ApplicationDelegate {
    var window: Window?
    private var settings: RoomSettings?
    private var status: StatusController?

    var summary: String { "the thermostat's status screen, with Foundation (JSON settings, formatted numbers and dates)" }
    var theme: Theme.Style { .dark }
    var additionalOptions: [Option] {
        [Option("settings", value: "FILE", help: "the room's settings (JSON: room, setpoint, locale, installed, periods)")]
    }

    func application(_ application: Application, didFinishLaunchingWithOptions options: LaunchOptions) throws {
        guard let path = options["settings"] else { throw SettingsError.missing }
        let settings = try RoomSettings.load(path: path)
        self.settings = settings
        let status = StatusController(settings: settings, launched: Date())
        self.status = status
        window?.rootViewController = status
        status.live.start()
    }

    /// One line of what Foundation formatted and one of what reached the live line (the timer, the main
    /// queue, the main actor): scripts/test compares them on x86_64 and under qemu-aarch64.
    func applicationWillTerminate(_ application: Application) {
        guard let s = settings else { return }
        let f = StatusFormat(settings: s)
        print("thermostat-foundation: \(s.room) \(f.localizedSetpoint) | \(String(format: "%.2f °C", s.setpoint))"
              + " | installed \(f.installed) | \(s.periods.count) periods, night \(f.night)")
        guard let live = status?.live else { return }
        live.stop()
        let delivered = ["timer", "main queue", "main actor"].map { "\($0) \(live.delivered.contains($0) ? "yes" : "no")" }
        print("thermostat-foundation: live line from \(delivered.joined(separator: ", "))")
    }
}
