import Faceplate
import FaceplateArguments
import FaceplatePNG
import FaceplateScenes
import FaceplateWidgets

/// Parses the options every rendering command shares.
struct PanelOptions {
    let width: Int, height: Int
    let rotation: Rotation
    let format: PixelFormat

    init(_ o: ParsedOptions) throws {
        let size = try o.size("size", maximum: PixelBuffer.maximumDimension) ?? (800, 480)
        width = size.width; height = size.height
        rotation = Rotation(degrees: try o.int("rotation") ?? 0) ?? .degrees0
        format = PixelFormat(rawValue: o["format"] ?? "xrgb8888") ?? .xrgb8888
    }

    /// The panel: logical size turned by the rotation.
    var transform: DisplayTransform {
        rotation.swapsAxes ? DisplayTransform(panelWidth: height, panelHeight: width, rotation: rotation)
                           : DisplayTransform(panelWidth: width, panelHeight: height, rotation: rotation)
    }
}

/// `faceplate snapshot`: builds a scene in a headless window and writes one frame as the panel shows it.
@MainActor struct Snapshot {
    let options: ParsedOptions
    init(_ options: ParsedOptions) { self.options = options }

    func run() throws {
        TerminationSignals.endCommandOnArrival()   // Ctrl-C ends a snapshot; PNG.write leaves no partial file
        let panel = try PanelOptions(options)
        let style = Theme.Style(rawValue: options["theme"] ?? "light") ?? .light
        let app = Application(clock: ManualClock())
        app.theme = try Theme(style: style)
        Application.setShared(app)   // the scene's widgets are made with the running app's theme
        let window = Window(frame: Rect(0, 0, panel.width, panel.height), application: app)
        window.makeKeyAndVisible()
        let name = options["scene"]!
        let scene = try SceneCatalog.make(name, in: window)
        let compositor = Compositor(window: window, transform: panel.transform)
        let buffer = PixelBuffer(width: panel.transform.panelWidth, height: panel.transform.panelHeight, format: panel.format)
        compositor.render(into: buffer, age: 0)
        let out = options["out"]!
        try PNG.write(buffer, to: out)
        withExtendedLifetime(scene) {}
        print("faceplate: wrote \(out): scene \(name), \(panel.width)x\(panel.height) \(panel.format.rawValue), rotation \(panel.rotation.rawValue), \(style.rawValue) theme")
    }
}
