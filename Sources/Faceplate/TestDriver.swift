/// Scripts a panel without hardware: fingers down, moves and lifts at points, several fingers per
/// frame, and a clock that moves only when told — so long presses, double-tap windows and gestures
/// are deterministic.
///
/// It feeds the same ``InputRecord``s a libinput backend does, through the same ``Application``, so
/// what passes here passes on the panel.
///
/// ```swift
/// let driver = TestDriver()
/// let button = Button(frame: Rect(10, 10, 120, 44))
/// driver.window.addSubview(button)
/// driver.tap(button)
/// driver.advance(by: 0.5)       // let a pending double-tap window close
/// ```
@MainActor public final class TestDriver {
    /// The application the driver feeds.
    public let application: Application
    /// The window under test.
    public let window: Window
    /// The clock the driver moves.
    public let clock: ManualClock
    /// Time that passes before each frame the driver sends. Default 1/60 s.
    public var frameInterval: Double = 1.0 / 60

    /// Creates an application with a manual clock and one window of `size`, and makes it the running
    /// application (``Application/shared``), as an entry point would. Another driver made later takes
    /// that role over; this one's application, windows, diagnostics, timers and keyboard stay its own.
    public init(size: Size = Size(800, 480), capacities: Capacities = Capacities()) {
        clock = ManualClock()
        application = Application(capacities: capacities, clock: clock)
        Application.setShared(application)
        // The screen is the window's size, as the entry point makes the window the display's size.
        func pixels(_ v: Double) -> Int { v.isFinite ? Int(Swift.min(Swift.max(v, 0), 1_048_576)) : 0 }
        application.screen.adopt(DisplayTransform(panelWidth: pixels(size.width), panelHeight: pixels(size.height)))
        window = Window(frame: Rect(origin: .zero, size: size), application: application)
        window.makeKeyAndVisible()
    }

    /// Builds one input frame: several fingers changing at once.
    public struct Frame {
        fileprivate var records: [InputRecord] = []
        fileprivate let time: Double
        /// Finger `finger` touches down at `point` (window coordinates).
        public mutating func down(_ finger: Int = 0, at point: Point) { records.append(.touchDown(slot: finger, location: point, time: time)) }
        /// Finger `finger` moves to `point`.
        public mutating func move(_ finger: Int = 0, to point: Point) { records.append(.touchMotion(slot: finger, location: point, time: time)) }
        /// Finger `finger` lifts.
        public mutating func up(_ finger: Int = 0) { records.append(.touchUp(slot: finger, time: time)) }
        /// Finger `finger`'s touch is cancelled.
        public mutating func cancel(_ finger: Int = 0) { records.append(.touchCancel(slot: finger, time: time)) }
    }

    /// Advances one frame interval and dispatches the changes `build` describes as one event.
    public func frame(_ build: (inout Frame) -> Void) {
        advance(by: frameInterval)
        var f = Frame(time: clock.now)
        build(&f)
        for r in f.records { application.handle(r) }
        application.handle(.frame(time: clock.now))
    }

    /// Finger `finger` touches down at `point`.
    public func touchDown(_ finger: Int = 0, at point: Point) { frame { $0.down(finger, at: point) } }
    /// Finger `finger` moves to `point` in `steps` frames along a straight line.
    public func move(_ finger: Int = 0, to point: Point, steps: Int = 1) {
        let from = fingerLocation(finger) ?? point
        let n = Swift.max(steps, 1)
        for i in 1...n {
            let f = Double(i) / Double(n)
            frame { $0.move(finger, to: Point(x: from.x + (point.x - from.x) * f, y: from.y + (point.y - from.y) * f)) }
        }
    }
    /// Finger `finger` lifts.
    public func touchUp(_ finger: Int = 0) { frame { $0.up(finger) } }
    /// Finger `finger`'s touch is cancelled (as when its device is unplugged).
    public func cancel(_ finger: Int = 0) { frame { $0.cancel(finger) } }

    /// A tap at `point`: down, then up one frame later.
    public func tap(at point: Point, finger: Int = 0) { touchDown(finger, at: point); touchUp(finger) }
    /// A tap at the centre of `view`.
    public func tap(_ view: View) { tap(at: center(of: view)) }
    /// Two taps at `point`, a few frames apart (within the double-tap window).
    public func doubleTap(at point: Point) { tap(at: point); advance(by: 0.05); tap(at: point) }
    /// Down at `from`, a straight drag to `to` in `steps` frames, then up.
    public func drag(from: Point, to: Point, steps: Int = 10) { touchDown(at: from); move(to: to, steps: steps); touchUp() }
    /// Down at `point`, held for `duration` seconds of clock time, then up.
    public func longPress(at point: Point, duration: Double = 0.6) { touchDown(at: point); advance(by: duration); touchUp() }

    /// Presses and releases a key (Linux evdev code).
    public func pressKey(_ code: UInt32) {
        advance(by: frameInterval)
        application.handle(.key(code: code, pressed: true, time: clock.now))
        advance(by: frameInterval)
        application.handle(.key(code: code, pressed: false, time: clock.now))
    }

    /// Moves the clock forward by `seconds` and fires the timers that became due on the way, in order;
    /// then the animations move to the new time, as they do at the next frame on a panel.
    public func advance(by seconds: Double) {
        let target = clock.now + seconds
        while let next = application.timers.nextDeadline, next <= target {
            clock.set(next)
            application.fireTimers()
        }
        clock.set(target)
        application.fireTimers()
        application.animator.advance(to: clock.now)
    }

    /// The centre of `view` in window coordinates.
    public func center(of view: View) -> Point { view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    /// Where finger `finger` is now (window coordinates), if down.
    public func fingerLocation(_ finger: Int) -> Point? { application.touchTable.touch(forSlot: finger)?.locationInWindow }
}
