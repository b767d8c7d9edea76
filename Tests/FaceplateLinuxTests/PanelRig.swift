import Faceplate
import FaceplatePanelTestSupport
import FaceplateLinux

/// The runner tests' panel: a 200×100 white window with one ``Pad`` at (10, 10, 80, 80) counting its
/// taps, a one-buffer compositor on `display`, and a ``PipeTouchSource`` feeding a real `PanelRunner`
/// loop (a tap at (50, 50) lands on the pad). Generic over the display so the fault tests can hand in
/// one that loses DRM master or blanks.
@MainActor struct PadPanelRig<Display: DisplayBackend> {
    let app: Application
    let window: Window
    let pad: Pad
    let display: Display
    let source: PipeTouchSource
    let runner: PanelRunner

    init(display: Display) throws {
        let app = Application()
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100), application: app)
        window.backgroundColor = Color(hex: 0xFFFFFF)
        window.makeKeyAndVisible()
        let pad = Pad(frame: Rect(x: 10, y: 10, width: 80, height: 80))
        pad.addTarget(pad, action: { $0.taps += 1 }, for: .touchUpInside, name: "tap")
        window.addSubview(pad)
        let compositor = Compositor(window: window, transform: display.transform, bufferCount: 1)
        runner = try PanelRunner(application: app, compositor: compositor, display: display, loop: try EventLoop())
        source = PipeTouchSource()
        try runner.add(source)
        (self.app, self.window, self.pad, self.display) = (app, window, pad, display)
    }
}
