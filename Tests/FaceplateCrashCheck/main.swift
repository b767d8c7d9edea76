// faceplate-crashcheck: the demo scene on the real entry point, with one change — the Boost button's
// action traps, as a bug in an app's action would. FaceplateCLITests' flight recorder test taps it from a
// recording, with a board profile whose flight recorder is on, and replays the recording the crash left.
import FaceplateLinux
import FaceplateScenes

@main
final class CrashCheck: Responder, ApplicationDelegate {
    var window: Window?
    var name: String { "faceplate-crashcheck" }
    var summary: String { "the demo scene whose Boost button crashes (the flight recorder's test)" }
    var version: String { "1.0-crashcheck" }

    func application(_ application: Application, didFinishLaunchingWithOptions options: LaunchOptions) throws {
        guard let window, let demo = try SceneCatalog.make("demo", in: window) as? DemoController else { return }
        demo.boostButton.addTarget(self, action: { (app: CrashCheck) in app.crash() }, for: .primaryActionTriggered)
    }

    /// A trap in an action: what the flight recorder must survive to tell about.
    func crash() {
        let limit = Int(CommandLine.arguments.count)   // not constant-folded: the trap happens at run time
        var values = [Int](repeating: 0, count: limit)
        values[limit] = 1
    }
}
