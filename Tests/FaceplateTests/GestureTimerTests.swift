import Testing
import Faceplate
import FaceplateWidgets

/// A recognizer that arms a timer when a finger lands and lets it run out without deciding anything,
/// as a scroll view's content-touch delay does.
@MainActor final class DawdlingRecognizer: GestureRecognizer {
    var fired = 0
    override func touchesBegan(_ touches: TouchSet, with event: Event) { scheduleTimer(after: 0.1) }
    override func timerFired(token: Int) { fired += 1 }
}

/// Gesture timers: a timer that fires or cannot be scheduled never leaves a recognizer undecided.
@Suite @MainActor struct GestureTimerTests {
    let log = GestureLog()

    /// With no lifted touch held back, only the timer keeps the dawdler deciding: once it has fired,
    /// the dawdler has nothing left to decide on and fails.
    @Test func aTimerThatFiresWithoutAStateChangeDoesNotWedgeItsDependents() {
        tapAfterDawdling(delayingEnds: false)
    }

    /// The same with UIKit's default `delaysTouchesEnded`: the dawdler holds its own lifted touch back
    /// from the view, which must not count as a touch still to decide on.
    @Test func aDawdlerHoldingItsLiftedTouchBackStillFailsOnceItsTimerRanOut() {
        tapAfterDawdling(delayingEnds: true)
    }

    private func tapAfterDawdling(delayingEnds: Bool) {
        let driver = TestDriver()
        let view = RecordingView(frame: Rect(0, 0, 400, 400))
        driver.window.addSubview(view)
        let dawdle = DawdlingRecognizer(), tap = TapGestureRecognizer()
        dawdle.delaysTouchesEnded = delayingEnds
        tap.delaysTouchesEnded = delayingEnds
        tap.require(toFail: dawdle)
        log.attach(tap, "tap")
        view.addGestureRecognizer(dawdle); view.addGestureRecognizer(tap)

        driver.tap(at: Point(x: 50, y: 50))
        #expect(log.entries.isEmpty, "the tap waits while the dawdler still has a timer running")
        driver.advance(by: 0.5)
        #expect(dawdle.fired == 1)
        #expect(log.entries == ["tap ended"], "once its timer ran out, the dawdler failed")

        driver.tap(at: Point(x: 50, y: 50))
        driver.advance(by: 0.5)
        #expect(dawdle.fired == 2)
        #expect(log.entries == ["tap ended", "tap ended"], "and it keeps working tap after tap")
    }

    @Test func aFullTimerQueueFailsTheRecognizerAndSaysSo() {
        var caps = Capacities()
        caps.timers = 0
        let driver = TestDriver(capacities: caps)
        let view = RecordingView(frame: Rect(0, 0, 400, 400))
        driver.window.addSubview(view)
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.name = "double"
        single.require(toFail: double)
        log.attach(single, "single"); log.attach(double, "double")
        view.addGestureRecognizer(single); view.addGestureRecognizer(double)
        var logged: [String] = []
        driver.application.diagnostics.log = { logged.append($0) }

        driver.tap(at: Point(x: 50, y: 50))
        // The double tap cannot time its second tap, so it fails at once rather than waiting forever.
        #expect(log.entries == ["single ended"])
        #expect(driver.application.diagnostics.overflowCount(.timers) == 1)
        #expect(logged.count == 1 && logged[0].contains("double"), Comment(rawValue: logged.joined(separator: "\n")))
        driver.advance(by: 1)
        driver.tap(at: Point(x: 50, y: 50))
        #expect(log.entries == ["single ended", "single ended"])
    }

    @Test func aFullTimerQueueFailsALongPressInsteadOfLeavingItUndecided() {
        var caps = Capacities()
        caps.timers = 0
        let driver = TestDriver(capacities: caps)
        let view = RecordingView(frame: Rect(0, 0, 400, 400))
        driver.window.addSubview(view)
        let long = LongPressGestureRecognizer(), tap = TapGestureRecognizer()
        tap.require(toFail: long)
        log.attach(tap, "tap")
        view.addGestureRecognizer(long); view.addGestureRecognizer(tap)
        driver.application.diagnostics.log = { _ in }
        driver.touchDown(at: Point(x: 50, y: 50))
        #expect(long.state == .failed)
        driver.touchUp()
        #expect(log.entries == ["tap ended"])
    }
}
