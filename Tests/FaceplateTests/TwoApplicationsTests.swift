import Testing
import Faceplate
import FaceplateWidgets

/// Issue 10, global state: two applications in one process (two test drivers) do not interfere.
/// Views, controls and recognizers reach their application through their window; the one process
/// global, `Application.shared`, is only what the entry point (here: the later driver) set.
@Suite @MainActor struct TwoApplicationsTests {
    let a: TestDriver
    let b: TestDriver

    init() {
        var small = Capacities()
        small.touches = 1
        small.actionsPerControl = 2
        a = TestDriver(capacities: small)
        var large = Capacities()
        large.actionsPerControl = 16
        b = TestDriver(capacities: large)              // made last: the running application
        a.application.diagnostics.log = { _ in }
        b.application.diagnostics.log = { _ in }
    }

    @Test func theRunningApplicationIsTheOneSetLast() {
        // Set here again: tests run interleaved, and another test's driver may have been made since.
        Application.setShared(b.application)
        #expect(Application.shared === b.application)
        let window = Window(frame: Rect(0, 0, 10, 10))   // UIWindow(frame:): joins the running application
        #expect(window.application === b.application)
        Application.setShared(a.application)
        #expect(Window(frame: Rect(0, 0, 10, 10)).application === a.application)
    }

    @Test func diagnosticsAreCountedPerApplication() {
        a.frame { $0.down(0, at: Point(x: 1, y: 1)); $0.down(1, at: Point(x: 2, y: 2)) }   // a holds one touch
        a.frame { $0.up(0); $0.up(1) }
        let gr = GestureRecognizer()
        b.window.addGestureRecognizer(gr)
        gr.state = .changed                                  // illegal: counted in b
        #expect(a.application.diagnostics.overflowCount(.touches) == 1)
        #expect(b.application.diagnostics.overflowCount(.touches) == 0)
        #expect(b.application.diagnostics.overflowCount(.illegalGestureTransition) == 1)
        #expect(a.application.diagnostics.overflowCount(.illegalGestureTransition) == 0)
    }

    @Test func eachApplicationHasItsOwnKeyboard() {
        let fieldA = TextField(frame: Rect(10, 10, 200, 44)), fieldB = TextField(frame: Rect(10, 10, 200, 44))
        a.window.addSubview(fieldA)
        b.window.addSubview(fieldB)
        #expect(fieldA.becomeFirstResponder())
        #expect(fieldB.becomeFirstResponder())
        #expect(a.application.keyboard !== b.application.keyboard)
        #expect(a.window.activeInputView === a.application.keyboard)
        #expect(b.window.activeInputView === b.application.keyboard)
        #expect(a.application.keyboard.superview === a.window)      // not taken away by b's field
        #expect(b.application.keyboard.superview === b.window)
    }

    @Test func eachApplicationTimesItsOwnControls() {
        let stepper = Stepper(frame: Rect(100, 100, 104, 44))
        a.window.addSubview(stepper)
        let plus = Point(x: 180, y: 122)
        a.touchDown(at: plus)                                 // one step now, the repeat armed on a's timers
        #expect(stepper.value == 1)
        #expect(a.application.timers.nextDeadline != nil)
        #expect(b.application.timers.nextDeadline == nil)
        b.advance(by: 2)                                      // b's clock runs nothing of a's
        #expect(stepper.value == 1)
        stepper.removeFromSuperview()                         // leaving the window while held: tracking cancelled
        #expect(a.application.timers.nextDeadline == nil)
        a.advance(by: 2)
        b.advance(by: 2)
        #expect(stepper.value == 1)                           // before: the repeat went on, then moved to b's timers
        #expect(b.application.timers.nextDeadline == nil)
        a.touchUp()
    }

    @Test func eachApplicationSizesItsOwnControls() {
        let ca = Control(frame: Rect(0, 0, 100, 100)), cb = Control(frame: Rect(0, 0, 100, 100))
        let counter = Counter()
        for control in [ca, cb] {
            for i in 0..<3 {
                control.addTarget(counter, action: Selector.method("m\(i)", of: Counter.self) { c, _, _ in c.hit() }, for: .touchUpInside)
            }
        }
        a.window.addSubview(ca)                               // capacity 2: the third is dropped, in a
        b.window.addSubview(cb)                               // capacity 16: all three stay
        #expect(a.application.diagnostics.overflowCount(.actionsPerControl) == 1)
        #expect(b.application.diagnostics.overflowCount(.actionsPerControl) == 0)
        ca.sendActions(for: .touchUpInside)
        #expect(counter.count == 2)
        cb.sendActions(for: .touchUpInside)
        #expect(counter.count == 5)
    }

    @Test func aControlInNoWindowSendsThroughNoApplication() {
        Application.setShared(b.application)                  // even the running one is not used
        let lines = TraceLines()
        b.application.trace.record(into: lines)
        b.application.trace.includesTimestamps = false
        let control = Control(frame: Rect(0, 0, 10, 10))
        let counter = Counter()
        control.addTarget(counter, action: { $0.hit() }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(counter.count == 1)                           // performed directly …
        #expect(lines.lines.isEmpty)                          // … not through the running application
    }
}
