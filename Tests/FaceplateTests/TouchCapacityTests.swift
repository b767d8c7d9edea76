import Testing
import Faceplate
import FaceplateWidgets

/// The application is the one stage that coalesces touches, and `Capacities.touches` the one limit.
@Suite(.serialized) @MainActor struct TouchCapacityTests {
    /// A driver tracking `touches` fingers with `count` buttons in a row of 20-point cells, each counting
    /// its touchUpInside.
    func rig(touches: Int, buttons count: Int) -> (TestDriver, [Button], Counter) {
        var caps = Capacities(); caps.touches = touches
        let driver = TestDriver(size: Size(800, 480), capacities: caps)
        let counter = Counter()
        var buttons: [Button] = []
        for i in 0..<count {
            let b = Button(title: "\(i)", frame: Rect(x: Double(i % 20) * 40, y: Double(i / 20) * 100, width: 38, height: 90))
            b.addTarget(counter, action: { c, sender, _ in c.hit(sender) }, for: .touchUpInside)
            driver.window.addSubview(b)
            buttons.append(b)
        }
        return (driver, buttons, counter)
    }

    @Test func thirtyTwoFingersAtOnceWhenTheApplicationTracksThirtyTwo() {
        let (driver, buttons, counter) = rig(touches: 32, buttons: 33)
        driver.application.diagnostics.reset()
        let old = driver.application.diagnostics.log
        var logged: [String] = []
        driver.application.diagnostics.log = { logged.append($0) }
        defer { driver.application.diagnostics.log = old }
        driver.frame { f in for i in 0..<33 { f.down(i, at: driver.center(of: buttons[i])) } }
        #expect(buttons.filter(\.isHighlighted).count == 32)
        driver.frame { f in for i in 0..<33 { f.up(i) } }
        #expect(counter.count == 32)
        #expect(Set(counter.senders).count == 32)
        #expect(driver.application.diagnostics.overflowCount(.touches) == 1)
        #expect(driver.application.diagnostics.overflowCount(.inputProtocol) == 0)
        #expect(logged == ["faceplate: touches: more than 32 touches at once: a finger was ignored (1 so far)"])
    }

    /// A backend names its fingers with any numbers (device numbers in the high bits, −1 for a
    /// single-touch screen): they are names, not indices, and never limit how many fit.
    @Test func inputSlotsAreNamesOfAnySize() {
        let (driver, buttons, counter) = rig(touches: 3, buttons: 3)
        let app = driver.application
        let slots = [-1, 1 << 40, Int.max]
        for (i, s) in slots.enumerated() { app.handle(.touchDown(slot: s, location: driver.center(of: buttons[i]), time: 1)) }
        app.handle(.frame(time: 1))
        #expect(buttons.filter(\.isHighlighted).count == 3)
        for s in slots { app.handle(.touchUp(slot: s, time: 1.1)) }
        app.handle(.frame(time: 1.1))
        #expect(counter.count == 3)
    }

    /// The device a dropped finger came from is named in the log.
    @Test func aDroppedFingerIsReportedWithItsDevicesName() {
        let (driver, buttons, counter) = rig(touches: 1, buttons: 2)
        let app = driver.application
        driver.application.diagnostics.reset()
        let old = driver.application.diagnostics.log
        var logged: [String] = []
        driver.application.diagnostics.log = { logged.append($0) }
        defer { driver.application.diagnostics.log = old }
        app.handle(.touchDown(slot: 0, location: driver.center(of: buttons[0]), time: 1), from: "ft5x06")
        app.handle(.touchDown(slot: 1, location: driver.center(of: buttons[1]), time: 1), from: "ft5x06")
        app.handle(.frame(time: 1))
        app.handle(.touchMotion(slot: 1, location: Point(x: 3, y: 3), time: 1.05))   // the dropped one: ignored quietly
        app.handle(.touchUp(slot: 0, time: 1.1))
        app.handle(.touchUp(slot: 1, time: 1.1))
        app.handle(.frame(time: 1.1))
        #expect(counter.count == 1)
        #expect(logged == ["faceplate: touches: more than 1 touches at once: a finger on \"ft5x06\" was ignored (1 so far)"])
        #expect(driver.application.diagnostics.overflowCount(.inputProtocol) == 0)
    }

    /// A motion with no finger down names its finger as the trace does (device and kernel slot), never
    /// by the packed input slot.
    @Test func aMotionWithoutATouchDownNamesDeviceAndSlot() {
        let (driver, _, _) = rig(touches: 2, buttons: 1)
        let app = driver.application
        app.diagnostics.reset()
        let old = app.diagnostics.log
        var logged: [String] = []
        app.diagnostics.log = { logged.append($0) }
        defer { app.diagnostics.log = old }
        app.handle(.touchMotion(slot: InputTouchSlot.number(device: 1, slot: 0), location: Point(x: 3, y: 3), time: 1))
        app.handle(.frame(time: 1))
        #expect(logged == ["faceplate: inputProtocol: motion in device 1 slot 0 without a touch-down (1 so far)"])
    }
}
