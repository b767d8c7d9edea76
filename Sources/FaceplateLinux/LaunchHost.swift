import Faceplate
import FaceplateDrivers
import FaceplateGraphics

/// What a launched app offers its display (``DisplayHost``): the launch options' names and
/// directories, the window and its compositor, and the runner's input, frame limit, present hook and stop.
@MainActor final class LaunchHost: DisplayHost {
    let options: LaunchOptions
    let window: Window
    let runner: PanelRunner
    let hasInput: Bool
    let hasLiveSources: Bool

    init(options: LaunchOptions, window: Window, runner: PanelRunner, hasInput: Bool, hasLiveSources: Bool) {
        self.options = options
        self.window = window
        self.runner = runner
        self.hasInput = hasInput
        self.hasLiveSources = hasLiveSources
    }

    var name: String { options.name }
    var outputDirectory: String { options.outputDirectory }
    var sessionPath: String? { options.session }
    var compositor: Compositor { runner.compositor }
    var frameLimit: Int? {
        get { runner.frameLimit }
        set { runner.frameLimit = newValue }
    }
    var onPresent: (@MainActor (DisplayFrame, PixelRect) -> Void)? {
        get { runner.onPresent }
        set { runner.onPresent = newValue }
    }
    func add(_ source: any PanelInputSource) throws { try runner.add(source) }
    func stop() { runner.stop() }
    func say(_ line: String) { ApplicationMain.say(line) }
    func warn(_ line: String) { Diagnostics.writeStandardError("\(options.name): \(line)") }
}
