import Faceplate
import FaceplateWidgets

/// The built-in scenes: `panel-24`, the benchmark scene shared with LVGL, and `demo`, an appliance
/// front panel that uses every widget.
@MainActor public enum SceneCatalog {
    /// The scene names the CLI accepts.
    public nonisolated static let names = ["demo", "panel-24"]

    /// What went wrong making a scene.
    public struct UnknownScene: Error, CustomStringConvertible {
        public let name: String
        public var description: String { "no scene named '\(name)'; expected one of: \(SceneCatalog.names.joined(separator: ", "))" }
    }

    /// Builds scene `name` into `window` (as its root view controller) and returns the controller.
    @discardableResult
    public static func make(_ name: String, in window: Window, theme: Theme = .current) throws -> ViewController {
        let controller: ViewController
        switch name {
        case "panel-24": controller = Panel24Controller(theme: theme)
        case "demo": controller = DemoController(theme: theme)
        default: throw UnknownScene(name: name)
        }
        window.backgroundColor = theme.background
        window.rootViewController = controller
        return controller
    }
}
