import Faceplate
import FaceplatePanelTestSupport
import FaceplateLinux

/// The runner tests' panel: a 200×100 window (white unless told otherwise) holding what `content`
/// adds, a one-buffer compositor on `display`, and a ``PipeTouchSource`` feeding a real `PanelRunner`
/// loop. Generic over the display so the fault tests can hand in one that loses DRM master or blanks.
/// Every runner test starts from this one rig.
@MainActor struct PanelRig<Display: DisplayBackend> {
    let app: Application
    let window: Window
    let display: Display
    let compositor: Compositor
    let source: PipeTouchSource
    let runner: PanelRunner

    init(display: Display, background: Color? = Color(hex: 0xFFFFFF), content: (Window) -> Void = { _ in }) throws {
        let app = Application()
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100), application: app)
        if let background { window.backgroundColor = background }
        window.makeKeyAndVisible()
        content(window)
        compositor = Compositor(window: window, transform: display.transform, bufferCount: 1)
        runner = try PanelRunner(application: app, compositor: compositor, display: display, loop: try EventLoop())
        source = PipeTouchSource()
        try runner.add(source)
        (self.app, self.window, self.display) = (app, window, display)
    }
}

/// ``PanelRig`` with one ``Pad`` at (10, 10, 80, 80) counting its taps (a tap at (50, 50) lands on it).
@MainActor struct PadPanelRig<Display: DisplayBackend> {
    let rig: PanelRig<Display>
    let pad: Pad

    init(display: Display) throws {
        let pad = Pad(frame: Rect(x: 10, y: 10, width: 80, height: 80))
        pad.addTarget(pad, action: { $0.taps += 1 }, for: .touchUpInside, name: "tap")
        rig = try PanelRig(display: display) { $0.addSubview(pad) }
        self.pad = pad
    }

    var app: Application { rig.app }
    var window: Window { rig.window }
    var display: Display { rig.display }
    var source: PipeTouchSource { rig.source }
    var runner: PanelRunner { rig.runner }
}
