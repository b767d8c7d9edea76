import Faceplate
import FaceplateGraphics
import FaceplateScenes
import FaceplateWidgets

/// The panel-24 benchmark (`Benchmarks/panel-24.md`): the scene built into a window of its own,
/// a compositor and one back buffer, and the three operations measured against LVGL 9.5 — a full
/// frame, Button 9's highlight repaint, and a tap dispatched at Button 9's centre.
///
/// Both `faceplate-bench` (callgrind instruction counts, malloc counts, timing) and the
/// `Benchmarks/` package (ordo-one's benchmark with its malloc metrics) drive this type, so every
/// figure they report measures the same code.
///
/// Each operation leaves the scene as it found it (a tap ends lifted, a repaint's highlight is toggled
/// back by the next one), so they can run any number of times in a row.
@MainActor public final class Panel24Bench {
    /// The application the scene runs in (a manual clock: taps are timed by the records, not the wall).
    public let application: Application
    /// The window holding the scene, 800 × 480.
    public let window: Window
    /// The compositor that renders the window.
    public let compositor: Compositor
    /// The back buffer every operation renders into.
    public let buffer: PixelBuffer
    /// The button benchmarks press (centre 335, 155).
    public let button9: Control
    /// Where the tap lands: Button 9's centre in window coordinates.
    public let tapPoint = Point(x: 335, y: 155)
    /// The scene: FaceplateScenes' panel-24, the same one `faceplate snapshot --scene panel-24` draws.
    public let scene: Panel24Controller
    private var time = 1000.0

    /// How many times a button's primary action ran (proof that a tap reached its action).
    public var presses: Int { scene.presses }

    /// Builds the scene for a panel of `format` (unrotated, 800 × 480) and renders nothing yet.
    /// With `chineseLabels` the 24 buttons read "按钮 1" … "按钮 24" (Button in Chinese): the same
    /// operations through the fallback chain (Noto Sans CJK's glyphs, HarfBuzz runs per face).
    public init(format: PixelFormat, chineseLabels: Bool = false) {
        application = Application(clock: ManualClock())
        window = Window(frame: Rect(0, 0, 800, 480), application: application)
        window.makeKeyAndVisible()
        let theme = Theme.current
        scene = Panel24Controller(theme: theme)
        window.backgroundColor = theme.background
        window.rootViewController = scene
        if chineseLabels {
            for (i, b) in scene.buttons.enumerated() { b.setTitle("按钮 \(i + 1)", for: .normal) }
        }
        button9 = scene.buttons[8]
        buffer = PixelBuffer(width: 800, height: 480, format: format)
        compositor = Compositor(window: window, transform: DisplayTransform(panelWidth: 800, panelHeight: 480))
    }

    /// Takes every path once so later runs measure steady state: the first full frame (glyph cache,
    /// shadow masks, blend tables, the canvas), a highlight repaint both ways, and two taps (touch
    /// pool, recognizer lists, weak side tables, target-action storage).
    public func warmUp() {
        compositor.render(into: buffer, age: 0)
        fullFrame()
        repaintButton(); repaintButton()
        tap(); tap()
        compositor.render(into: buffer, age: 1)
        for _ in 0..<40 { switchAnimationFrame() }   // two whole slides and part of a third
        fullFrame()
    }

    /// What `faceplate run` does at start-up before the first touch (``DispatchWarmUp``): hit tests on
    /// the window and a tap in a private application. Unlike ``warmUp()`` it taps none of the scene.
    public func startUpWarmUp() { DispatchWarmUp.run(window: window) }

    /// Operation 1: invalidate the whole screen and render every view into the back buffer.
    public func fullFrame() {
        compositor.invalidateAll()
        compositor.render(into: buffer, age: 1)
    }

    /// Operation 2: Button 9's highlight flips (on, then off on the next call) and only the damage is
    /// rendered into the buffer that was just shown (buffer age 1).
    public func repaintButton() {
        // Not `.toggle()`: that goes through the open property's modify coroutine, whose frame is heap-allocated.
        button9.isHighlighted = !button9.isHighlighted
        compositor.render(into: buffer, age: 1)
    }

    /// Operation 3: one touch-down frame and one touch-up frame at Button 9's centre, through hit test,
    /// control tracking and target-action, until the button's action has run. Nothing is rendered.
    /// Taps are a second apart, so each is a single tap (no touchDownRepeat).
    public func tap() {
        time += 1
        application.handle(.touchDown(slot: 0, location: tapPoint, time: time))
        application.handle(.frame(time: time))
        time += 0.05
        application.handle(.touchUp(slot: 0, time: time))
        application.handle(.frame(time: time))
    }

    /// Operation 4: one frame of the switch's animated toggle — the animator advances by 1/60 s and the
    /// damage (the switch) is rendered into the buffer just shown. When a slide has ended, the next call
    /// toggles the switch again (`setOn(_:animated: true)`), so N calls measure whole slides: 16 frames
    /// each (the starting frame and 15 at 60 Hz), the toggle's own cost spread over them.
    public func switchAnimationFrame() {
        let toggle = scene.toggle
        if !application.animator.isRunning { toggle.setOn(!toggle.isOn, animated: true) }
        time += 1.0 / 60
        application.animator.advance(to: time)
        compositor.render(into: buffer, age: 1)
    }

    /// Renders what the last taps left dirty (Button 9's highlight on and off), outside any measurement.
    public func settle() { compositor.render(into: buffer, age: 1) }
}
