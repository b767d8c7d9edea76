import FaceplateLinux
import FaceplateScenes

/// `faceplate run`: a built-in scene on the panel. It is an app like any other — the entry point of
/// FaceplateLinux (``ApplicationMain``) does the board, seat, display fallback, input, loop, signals and
/// console; the CLI adds only `--scene`, and shows the scene in the window when launch finishes.
@MainActor final class SceneApp: Responder, ApplicationDelegate {
    var window: Window?
    var name: String { "faceplate" }

    func application(_ application: Application, didFinishLaunchingWithOptions options: LaunchOptions) throws {
        guard let window, let scene = options["scene"] else { return }
        try SceneCatalog.make(scene, in: window)
    }

    /// The `run` command's options: the scene, then every app's standard options.
    static var options: [Option] {
        [Option("scene", value: "NAME", help: "the scene to run", allowed: SceneCatalog.names, required: true)]
            + LaunchOptions.standardOptions(name: "faceplate", board: nil, theme: .light)
    }

    /// Runs the scene with the parsed `run` options; returns the exit code.
    static func run(_ options: ParsedOptions) throws -> Int32 {
        ApplicationMain.run(SceneApp(), options: try LaunchOptions(options, name: "faceplate"))
    }
}
