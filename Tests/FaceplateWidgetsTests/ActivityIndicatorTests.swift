import Testing
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
import FaceplateWidgets
import FaceplateTestSupport

@Suite(.serialized) @MainActor struct ActivityIndicatorTests {
    /// An indicator at (40, 40) in a 120 × 120 window.
    private func rig(_ style: ActivityIndicatorView.Style = .medium) -> (TestDriver, ActivityIndicatorView) {
        let driver = makeDriver(width: 120, height: 120)
        let spinner = ActivityIndicatorView(style: style)
        spinner.theme = Themes.light
        spinner.center = Point(x: 60, y: 60)
        driver.window.addSubview(spinner)
        return (driver, spinner)
    }

    @Test func uikitDefaults() {
        let spinner = ActivityIndicatorView()
        #expect(spinner.style == .medium)
        #expect(spinner.frame.size == Size(width: 20, height: 20))
        #expect(ActivityIndicatorView(style: .large).intrinsicContentSize == Size(width: 37, height: 37))
        #expect(!spinner.isAnimating)
        #expect(spinner.hidesWhenStopped)
        #expect(spinner.isHidden, "hidden while stopped")
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }

    /// Turning: one timer at each step, the spoke moving on with the clock; no frames requested.
    @Test func itTurnsOnTheClockWithATimerPerStep() {
        let (driver, spinner) = rig()
        let app = driver.application
        spinner.startAnimating()
        #expect(app.timers.isScheduled(target: spinner, token: 0))
        let next = app.timers.nextDeadline ?? 0
        #expect(next > driver.clock.now && next <= driver.clock.now + 1 / ActivityIndicatorView.stepsPerSecond + 1e-9)
        var steps = Set<Int>()
        var t = 0.0
        while t < 1 {
            driver.advance(by: 1 / ActivityIndicatorView.stepsPerSecond)
            #expect(app.timers.isScheduled(target: spinner, token: 0), "the next step is armed")
            #expect(!app.animator.isRunning, "no frame is requested: the panel sleeps between steps")
            steps.insert(render(driver).pixelSum)
            t += 1 / ActivityIndicatorView.stepsPerSecond
        }
        #expect(steps.count >= 4, "the drawing changes from step to step")
    }

    /// Stopped, hidden or out of a window: no timer, so nothing wakes the panel.
    @Test func noWakeUpWhileStoppedHiddenOrOffScreen() {
        let (driver, spinner) = rig()
        let app = driver.application
        #expect(app.timers.nextDeadline == nil, "a stopped indicator arms nothing")
        spinner.startAnimating()
        #expect(app.timers.nextDeadline != nil)
        spinner.isHidden = true
        #expect(app.timers.nextDeadline == nil, "hidden while turning: no timer")
        driver.advance(by: 2)
        #expect(app.timers.nextDeadline == nil)
        spinner.isHidden = false
        #expect(app.timers.isScheduled(target: spinner, token: 0), "shown again: turning again")
        spinner.removeFromSuperview()
        #expect(app.timers.nextDeadline == nil, "out of the window: no timer")
        driver.window.addSubview(spinner)
        #expect(app.timers.isScheduled(target: spinner, token: 0))
        spinner.stopAnimating()
        #expect(app.timers.nextDeadline == nil, "stopped: no timer")
        driver.advance(by: 2)
        #expect(app.timers.nextDeadline == nil && !app.animator.isRunning)
    }

    @Test func activityIndicatorGolden() {
        let driver = makeDriver(width: 120, height: 60)
        let medium = ActivityIndicatorView(style: .medium), large = ActivityIndicatorView(style: .large)
        medium.theme = Themes.light; large.theme = Themes.light
        medium.center = Point(x: 30, y: 30); large.center = Point(x: 85, y: 30)
        driver.window.addSubview(medium); driver.window.addSubview(large)
        medium.startAnimating(); large.startAnimating()
        driver.advance(by: 0.3)
        assertMatchesGolden(render(driver), named: "widgets-activity-indicator")
    }

    /// A turning indicator's steps — timer, redraw, render — allocate nothing once warm.
    @Test func turningAllocatesNothingOnceWarm() {
        let (driver, spinner) = rig(.large)
        let app = driver.application, clock = driver.clock
        let buffer = PixelBuffer(width: 120, height: 120, format: .xrgb8888)
        let compositor = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: 120, panelHeight: 120))
        defer { driver.window.damageObserver = nil }
        spinner.startAnimating()
        compositor.render(into: buffer, age: 0)
        func frame() {
            clock.advance(by: 1.0 / 60)
            app.fireTimers()
            app.handle(.frame(time: clock.now))
            compositor.render(into: buffer, age: 1)
        }
        var n = 0
        while n < 120 { frame(); n += 1 }
        faceplate_malloc_count_start()
        n = 0
        while n < 120 { frame(); n += 1 }
        let allocations = faceplate_malloc_count_stop()
        #expect(app.timers.isScheduled(target: spinner, token: 0))
        expectNoAllocations(allocations)
    }
}

extension PixelBuffer {
    /// A cheap fingerprint of the pixels, to tell frames apart.
    var pixelSum: Int {
        var sum = 0
        for y in 0..<height { for x in 0..<width { sum = sum &* 31 &+ Int(truncatingIfNeeded: pixel(x: x, y: y)) } }
        return sum
    }
}
