import Testing
import Faceplate
import FaceplateWidgets

@MainActor final class CoffeeController: Responder {
    var cups = 0
    func brew() { cups += 1 }
}

@Suite @MainActor struct TraceTests {
    @Test func traceNamesEachStepWithUIKitNames() {
        let driver = TestDriver()
        let lines = TraceLines()
        driver.application.trace.record(into: lines)
        driver.application.trace.includesTimestamps = false
        let button = Button(title: "Brew", frame: Rect(100, 100, 120, 60))
        driver.window.addSubview(button)
        let coffee = CoffeeController()
        button.addTarget(coffee, action: { $0.brew() }, for: .primaryActionTriggered, name: "brew")
        driver.tap(at: Point(x: 150, y: 120))
        driver.tap(at: Point(x: 150, y: 120))
        #expect(lines.lines == [
            "frame #1 began (150, 120)",
            "hit #1 Button \"Brew\"",
            "control Button \"Brew\" touchDown",
            "frame #1 ended (150, 120)",
            "control Button \"Brew\" touchUpInside|primaryActionTriggered",
            "action brew -> CoffeeController",
            "frame #2 began (150, 120)",
            "hit #2 Button \"Brew\"",
            "control Button \"Brew\" touchDown|touchDownRepeat",
            "frame #2 ended (150, 120)",
            "control Button \"Brew\" touchUpInside|primaryActionTriggered",
            "action brew -> CoffeeController",
        ])
        #expect(coffee.cups == 2)
    }

    @Test func gestureStateChangesAreTraced() {
        let driver = TestDriver()
        let lines = TraceLines()
        driver.application.trace.record(into: lines)
        driver.application.trace.includesTimestamps = false
        let panel = View(frame: Rect(0, 0, 800, 480))
        panel.accessibilityIdentifier = "panel"
        driver.window.addSubview(panel)
        let tap = TapGestureRecognizer()
        panel.addGestureRecognizer(tap)
        driver.tap(at: Point(x: 10, y: 10))
        #expect(lines.lines.contains("gesture TapGestureRecognizer on View \"panel\" possible -> ended"))
    }

    @Test func disabledTraceEvaluatesNothing() {
        let trace = EventTrace()
        var evaluated = false
        trace.emit({ evaluated = true; return "x" }())
        #expect(!evaluated)
    }
}

/// The README's example, verbatim in spirit: a button with a target-action and a tap recognizer,
/// driven by the test driver.
@Suite @MainActor struct ReadmeExampleTests {
    @Test func buttonAndTapRecognizer() {
        final class Thermostat {
            var target = 20
            var backgroundTaps = 0
            func increment() { target += 1 }
            func backgroundTapped() { backgroundTaps += 1 }
        }
        let driver = TestDriver(size: Size(800, 480))
        let thermostat = Thermostat()

        let plus = Button(title: "+", frame: Rect(360, 200, 80, 80))
        plus.addTarget(thermostat, action: { $0.increment() }, for: .primaryActionTriggered)
        driver.window.addSubview(plus)

        let tap = TapGestureRecognizer(target: thermostat) { $0.backgroundTapped() }
        driver.window.addGestureRecognizer(tap)

        driver.tap(plus)                          // the button keeps its own tap
        driver.tap(at: Point(x: 50, y: 50))       // the background's recognizer gets this one
        #expect(thermostat.target == 21)
        #expect(thermostat.backgroundTaps == 1)
    }
}
