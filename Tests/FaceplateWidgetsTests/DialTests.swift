import Glibc
import Testing
import Faceplate
import FaceplateWidgets
import FaceplateTestSupport

/// A 240-point dial at (40, 40) in a 320-point window: its ring's centre line is a circle of radius 100
/// round (160, 160), running clockwise from 135° (value 0, down-left) through the top to 405° (value 1).
@Suite @MainActor struct DialTests {
    let driver = makeDriver(width: 320, height: 320)
    let dial = Dial(frame: Rect(40, 40, 240, 240))
    let log: EventLog
    init() {
        dial.theme = Themes.light
        driver.window.addSubview(dial)
        log = EventLog(dial)
    }

    @Test func geometry() {
        #expect(dial.ringRadius == 100 && dial.ringCenter == Point(x: 120, y: 120))
        #expect(abs(dial.sweepAngle - 1.5 * Double.pi) < 1e-12)
        dial.maximumValue = 30; dial.minimumValue = 10
        #expect(abs(dial.angle(for: 20) - 1.5 * Double.pi) < 1e-12, "the middle of the range is at the top")
        #expect(dial.angle(for: 99) == dial.endAngle, "clamped")
    }

    @Test func continuousDragMovesByTheFingersTurnAndReportsEveryChange() {
        driver.touchDown(at: Point(x: 160, y: 60))             // on the ring, at the top
        #expect(dial.isTracking)
        #expect(dial.value == 0, "the value does not jump to the finger")
        driver.move(to: Point(x: 260, y: 160), steps: 10)      // a quarter turn clockwise: a third of 270°
        #expect(abs(dial.value - 1.0 / 3) < 1e-9)
        #expect(log.count(.valueChanged) == 10)
        #expect(log.count(.primaryActionTriggered) == 10)
        driver.move(to: Point(x: 160, y: 60), steps: 4)        // and back
        #expect(abs(dial.value) < 1e-9)
        driver.touchUp()
        #expect(log.count(.touchDown) == 1 && log.count(.touchUpInside) == 1)
    }

    @Test func nonContinuousDialReportsOnceOnLift() {
        dial.isContinuous = false
        driver.touchDown(at: Point(x: 160, y: 60))
        driver.move(to: Point(x: 260, y: 160), steps: 6)
        #expect(dial.value > 0.3, "the value still follows the finger")
        #expect(log.count(.valueChanged) == 0)
        driver.touchUp()
        #expect(log.count(.valueChanged) == 1 && log.count(.primaryActionTriggered) == 1)
    }

    @Test func turningPastTheEndsClampsAndComingBackReturns() {
        dial.value = 0.9
        driver.touchDown(at: Point(x: 160, y: 60))
        driver.move(to: Point(x: 260, y: 160), steps: 8)
        #expect(dial.value == 1)
        driver.move(to: Point(x: 160, y: 60), steps: 8)
        #expect(abs(dial.value - 0.9) < 1e-9, "the finger's travel is kept past the end")
        driver.touchUp()
    }

    @Test func dragsSnapToTheStep() {
        dial.minimumValue = 10; dial.maximumValue = 30; dial.stepValue = 0.5
        dial.value = 20
        driver.touchDown(at: Point(x: 160, y: 60))
        var seen: [Double] = []
        var k = 1
        while k <= 20 {
            driver.move(to: Point(x: 160 + 100 * sin(Double(k) * 0.03), y: 160 - 100 * cos(Double(k) * 0.03)))
            seen.append(dial.value)
            k += 1
        }
        driver.touchUp()
        #expect(seen.allSatisfy { ($0 * 2).rounded() == $0 * 2 }, Comment(rawValue: "\(seen)"))
        // 0.6 rad is 2.55 in this range: five steps, one valueChanged each.
        #expect(seen.last! == 22.5)
        #expect(log.count(.valueChanged) == 5)
    }

    @Test func touchesOffTheRingAreNotTracked() {
        for p in [Point(x: 160, y: 160), Point(x: 160, y: 120), Point(x: 45, y: 45)] {
            driver.touchDown(at: p)
            #expect(!dial.isTracking)
            driver.move(to: Point(x: p.x + 40, y: p.y), steps: 3)
            driver.touchUp()
        }
        #expect(dial.value == 0)
        #expect(log.log.isEmpty, Comment(rawValue: "\(log.log)"))
    }

    @Test func settingTheValueClampsAndSendsNothing() {
        dial.value = 2
        #expect(dial.value == 1)
        dial.value = .nan
        #expect(dial.value == 0)
        dial.maximumValue = -1
        #expect(dial.minimumValue == -1 && dial.value == -1)
        #expect(log.log.isEmpty)
    }

    /// A value change marks the ring between the old and the new value, not the dial's middle.
    @Test func valueChangeDamagesOnlyThatPartOfTheRing() {
        _ = render(driver)
        var damage: [Rect] = []
        driver.window.damageObserver = { damage.append($0) }
        defer { driver.window.damageObserver = nil }
        dial.value = 0.5                                    // from down-left to the top
        #expect(damage.count == 1)
        let r = damage[0]
        // The ring from 135° to 270° (left and up) with the thumb's reach: nothing right of the centre.
        #expect(r.maxX <= 181 && r.width < 150, Comment(rawValue: "\(r)"))
        #expect(!r.contains(Point(x: 200, y: 200)) && !r.contains(Point(x: 240, y: 100)))
        damage.removeAll()
        dial.value = 0.52                                  // a small step: about a thumb's area
        #expect(damage.count == 1 && damage[0].width < 55 && damage[0].height < 45, Comment(rawValue: "\(damage)"))
        #expect(!damage[0].contains(Point(x: 160, y: 160)))
    }

    /// After a drag, repainting just the damage gives the same picture as drawing everything.
    @Test func partialRepaintMatchesAFullOne() {
        let buffer = PixelBuffer(width: 320, height: 320, format: .xrgb8888)
        let compositor = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: 320, panelHeight: 320))
        defer { driver.window.damageObserver = nil }
        compositor.render(into: buffer, age: 0)
        driver.touchDown(at: Point(x: 160, y: 60))
        compositor.render(into: buffer, age: 1)
        driver.move(to: Point(x: 260, y: 160), steps: 3)
        compositor.render(into: buffer, age: 1)
        #expect(compositor.lastRepaintedArea < 320 * 320 / 2)
        driver.touchUp()
        compositor.render(into: buffer, age: 1)
        let full = render(driver)
        var differing = 0
        for y in 0..<320 { for x in 0..<320 where buffer.color(x: x, y: y) != full.color(x: x, y: y) { differing += 1 } }
        #expect(differing == 0)
    }

    @Test(arguments: Theme.Style.allCases) func golden(style: Theme.Style) {
        let theme = Themes.of(style)
        let driver = makeDriver(width: 320, height: 200, theme: theme)
        let big = Dial(frame: Rect(10, 10, 180, 180))
        big.theme = theme; big.minimumValue = 10; big.maximumValue = 30; big.value = 21.5
        driver.window.addSubview(big)
        let small = Dial(frame: Rect(200, 40, 110, 110))
        small.theme = theme; small.ringWidth = 6; small.thumbDiameter = 18
        small.startAngle = -0.5 * Double.pi; small.endAngle = 1.5 * Double.pi; small.value = 0.3
        small.minimumTrackTintColor = Color(hex: 0xE53935)
        driver.window.addSubview(small)
        assertMatchesGolden(render(driver), named: "dial-\(style.rawValue)")
    }
}
