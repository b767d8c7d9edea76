import Testing
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
import FaceplateWidgets

@Suite(.serialized) @MainActor struct TabBarAllocationTests {
    /// Taps between two tabs whose views are loaded, every frame laid out and drawn through the
    /// compositor: the switch, its appearance calls and the bar's redraw allocate nothing once warm.
    @Test func tappingBetweenTwoWarmTabsAllocatesNothing() {
        let driver = makeDriver(width: 400, height: 260)
        let app = driver.application, window = driver.window, clock = driver.clock
        let first = CountingTab("First"), second = CountingTab("Second")
        let label = Label(text: "Hello", frame: Rect(20, 20, 200, 40))
        first.view.addSubview(label)
        second.tabBarItem.badgeValue = "4"
        let tabs = TabBarController()
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        let buffer = PixelBuffer(width: 400, height: 260, format: .xrgb8888)
        let compositor = Compositor(window: window, transform: DisplayTransform(panelWidth: 400, panelHeight: 260))
        defer { window.damageObserver = nil }
        compositor.render(into: buffer, age: 0)
        let firstTab = Point(x: 100, y: 260 - TabBar.standardHeight / 2), secondTab = Point(x: 300, y: 260 - TabBar.standardHeight / 2)
        func frame() {
            app.handle(.frame(time: clock.now))
            compositor.render(into: buffer, age: 1)
        }
        func tap(_ p: Point) {
            clock.advance(by: 0.5); app.fireTimers()
            app.handle(.touchDown(slot: 0, location: p, time: clock.now)); frame()
            clock.advance(by: 0.05)
            app.handle(.touchUp(slot: 0, time: clock.now)); frame()
        }
        var warming = 0
        while warming < 3 { tap(secondTab); tap(firstTab); warming += 1 }
        let appeared = first.appearances + second.appearances
        faceplate_malloc_count_start()
        tap(secondTab)
        tap(firstTab)
        tap(secondTab)
        tap(firstTab)
        let allocations = faceplate_malloc_count_stop()
        #expect(tabs.selectedViewController === first)
        #expect(first.appearances + second.appearances == appeared + 4, "each tap must switch tabs, or this proves little")
        expectNoAllocations(allocations)
    }
}

/// A tab that counts its `viewDidAppear`s.
@MainActor final class CountingTab: ViewController {
    var appearances = 0
    init(_ title: String) { super.init(); self.title = title }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); appearances += 1 }
}
