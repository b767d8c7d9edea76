import Testing
import Faceplate
import FaceplateDrivers
import FaceplateLinux

/// Timing adjustable: while a screen reader runs, the panel waits ten times as long before dimming and
/// blanking, and still blanks in the end.
@Suite(.serialized) @MainActor struct IdleScreenReaderTests {
    /// A screen reader that is on or off and takes no input.
    final class Reader: AssistiveTechnology {
        var isRunning = false
        func consume(_ record: InputRecord) -> Bool { false }
        func start() { isRunning = true }
        func post(_ notification: AccessibilityNotification, argument: Any?) {}
    }

    func advance(_ app: Application, _ clock: ManualClock, to offset: Double) {
        let t = 1000 + offset
        while let next = app.timers.nextDeadline, next <= t { clock.set(next); app.fireTimers() }
        clock.set(t)
    }

    @Test func theIdleWaitsAreTenTimesLongerWhileTheReaderRuns() {
        // The reader turns on by a gesture too, but a deadline armed before must also be moved on.
        let clock = ManualClock()
        let app = Application(clock: clock)
        let reader = Reader()
        app.assistiveTechnology = reader
        let idle = IdleController(application: app, display: HeadlessDisplay(width: 100, height: 100), backlight: nil,
                                  dimAfter: 2, blankAfter: 5, dimLevel: 0.25)
        idle.log = { Issue.record("idle logged: \($0)") }
        reader.isRunning = true                                   // turned on after the first deadline was armed
        advance(app, clock, to: 19.9)
        #expect(idle.state == .awake, "2 s × 10 not yet reached")
        advance(app, clock, to: 20)
        #expect(idle.state == .dimmed)
        advance(app, clock, to: 49.9)
        #expect(idle.state == .dimmed)
        advance(app, clock, to: 50)
        #expect(idle.state == .blanked, "the panel still blanks, after 5 s × 10")
        reader.isRunning = false                                  // the gesture that turns it off is input
        #expect(idle.noteInput())
        advance(app, clock, to: 52.1)
        #expect(idle.state == .dimmed, "with the reader off the ordinary waits are back")
        #expect(IdleController.screenReaderTimeFactor == 10)
    }
}
