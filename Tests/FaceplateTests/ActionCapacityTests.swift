import Testing
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
import FaceplateWidgets

/// Issue 16, item 5: a control's target-action capacity is its application's
/// ``Capacities/actionsPerControl``; entries past it are dropped, counted and logged.
@Suite @MainActor struct ActionCapacityTests {
    func driver(actionsPerControl: Int) -> TestDriver {
        var caps = Capacities()
        caps.actionsPerControl = actionsPerControl
        let driver = TestDriver(capacities: caps)
        driver.application.diagnostics.log = { _ in }
        return driver
    }

    func addMethods(_ n: Int, to control: Control, counting counter: Counter) {
        for i in 0..<n {
            control.addTarget(counter, action: Selector.method("m\(i)", of: Counter.self) { c, _, _ in c.hit() }, for: .touchUpInside)
        }
    }

    @Test func aControlInAWindowHoldsItsApplicationsCapacity() {
        let driver = driver(actionsPerControl: 16)
        let control = Control(frame: Rect(0, 0, 100, 100))
        driver.window.addSubview(control)
        let c = Counter()
        addMethods(17, to: control, counting: c)      // before the fix: the 9th was already dropped
        driver.tap(at: Point(x: 50, y: 50))
        #expect(c.count == 16)
        #expect(driver.application.diagnostics.overflowCount(.actionsPerControl) == 1)
    }

    @Test func entriesAddedBeforeTheWindowAreKeptUpToTheCapacity() {
        let driver = driver(actionsPerControl: 16)
        let control = Control(frame: Rect(0, 0, 100, 100))
        let c = Counter()
        addMethods(12, to: control, counting: c)      // addTarget before addSubview, as UIKit code does
        driver.window.addSubview(control)
        driver.tap(at: Point(x: 50, y: 50))
        #expect(c.count == 12)
        #expect(driver.application.diagnostics.overflowCount(.actionsPerControl) == 0)
    }

    @Test func entriesBeyondTheCapacityAreDroppedWhenTheControlJoinsAWindow() {
        let driver = driver(actionsPerControl: 4)
        var logged: [String] = []
        driver.application.diagnostics.log = { logged.append($0) }
        let control = Control(frame: Rect(0, 0, 100, 100))
        let c = Counter()
        addMethods(6, to: control, counting: c)
        driver.window.addSubview(control)
        #expect(driver.application.diagnostics.overflowCount(.actionsPerControl) == 2)
        #expect(logged.count == 2 && logged[0].contains("target-action entries"))
        driver.tap(at: Point(x: 50, y: 50))
        #expect(c.count == 4)                         // the first four, in the order added
        addMethods(1, to: control, counting: c)
        #expect(driver.application.diagnostics.overflowCount(.actionsPerControl) == 3)
    }

    @Test func aTapOnAControlOfALargerCapacityAllocatesNothingOnceWarm() {
        let driver = driver(actionsPerControl: 16)
        let control = Control(frame: Rect(0, 0, 100, 100))
        let c = Counter()
        addMethods(12, to: control, counting: c)
        driver.window.addSubview(control)
        addMethods(3, to: control, counting: c)       // grown at joining: these fit without allocating
        let app = driver.application
        func tap() {
            driver.clock.advance(by: 1)
            app.handle(.touchDown(slot: 0, location: Point(x: 50, y: 50), time: driver.clock.now))
            app.handle(.frame(time: driver.clock.now))
            app.handle(.touchUp(slot: 0, time: driver.clock.now))
            app.handle(.frame(time: driver.clock.now))
        }
        tap(); tap()
        faceplate_malloc_count_start()
        for _ in 0..<5 { tap() }
        let allocations = faceplate_malloc_count_stop()
        #expect(c.count == 7 * 15)
        expectNoAllocations(allocations)
    }
}
