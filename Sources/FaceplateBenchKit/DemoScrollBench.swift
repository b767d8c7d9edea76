import Faceplate
import FaceplateGraphics
import FaceplateScenes
import FaceplateWidgets

/// The scroll-frame benchmark: the demo's schedule list — 50 rows of two labels in a
/// 360 × 140 scroll view — scrolled by 7 points and the damage rendered, against LVGL's list scrolled
/// the same way (`Benchmarks/lvgl/panel24.c`, operation `scroll`).
///
/// Both `faceplate-bench scroll` and the `Benchmarks/` package drive this type. The offsets run down in
/// steps of ``step`` and turn at either end of the list, the same sequence the LVGL harness scrolls, so
/// any number of frames can run in a row and each one moves the list.
@MainActor public final class DemoScrollBench {
    /// The application the scene runs in (a manual clock: nothing here depends on time).
    public let application: Application
    /// The window holding the demo, 800 × 480.
    public let window: Window
    /// The compositor that renders the window.
    public let compositor: Compositor
    /// The back buffer every frame renders into.
    public let buffer: PixelBuffer
    /// The demo scene (`faceplate snapshot --scene demo`).
    public let scene: DemoController
    /// How far each frame scrolls, in points.
    public let step = 7.0
    private var direction = 1.0

    /// The schedule list that scrolls.
    public var list: ScrollView { scene.schedule }

    /// Builds the demo for a panel of `format` (unrotated, 800 × 480) and renders nothing yet.
    public init(format: PixelFormat) {
        application = Application(clock: ManualClock())
        window = Window(frame: Rect(0, 0, 800, 480), application: application)
        window.makeKeyAndVisible()
        let theme = Theme.current
        scene = DemoController(theme: theme)
        window.backgroundColor = theme.background
        window.rootViewController = scene
        buffer = PixelBuffer(width: 800, height: 480, format: format)
        compositor = Compositor(window: window, transform: DisplayTransform(panelWidth: 800, panelHeight: 480))
    }

    /// Takes every path once so later frames measure steady state: the first full frame, every page of
    /// the list rendered once (each label lays out its text and the glyph cache fills on first draw),
    /// back to the top, and two scroll frames.
    public func warmUp() {
        compositor.render(into: buffer, age: 0)
        var y = 0.0
        while y < list.maximumContentOffset.y {
            y = Swift.min(y + list.bounds.height, list.maximumContentOffset.y)
            list.contentOffset = Point(x: 0, y: y)
            compositor.render(into: buffer, age: 1)
        }
        list.contentOffset = .zero
        compositor.render(into: buffer, age: 1)
        scrollFrame(); scrollFrame()
    }

    /// One scroll frame: the list's content offset moves by ``step`` (down, turning at either end) and
    /// the damage — the list's bounds — is rendered into the buffer that was just shown (age 1).
    public func scrollFrame() {
        let y = list.contentOffset.y, limit = list.maximumContentOffset.y
        var next = y + step * direction
        if next < 0 || next > limit { direction = -direction; next = y + step * direction }
        list.contentOffset = Point(x: 0, y: next)
        compositor.render(into: buffer, age: 1)
    }
}
