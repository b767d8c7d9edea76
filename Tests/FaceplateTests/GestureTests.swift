import Testing
import Faceplate
import FaceplateWidgets

@MainActor final class GestureLog {
    var entries: [String] = []
    func attach(_ gr: GestureRecognizer, _ name: String) {
        gr.addTarget(self) { log, g in log.entries.append("\(name) \(g.state)") }
    }
}

@Suite @MainActor struct GestureTests {
    let driver = TestDriver()
    let view = RecordingView(frame: Rect(0, 0, 400, 400))
    let log = GestureLog()
    init() { driver.window.addSubview(view) }

    @Test func tapRecognizesAndCancelsTheViewsTouch() {
        let tap = TapGestureRecognizer()
        log.attach(tap, "tap")
        view.addGestureRecognizer(tap)
        driver.tap(at: Point(x: 50, y: 50))
        #expect(log.entries == ["tap ended"])
        #expect(view.phases == ["began", "cancelled"])     // cancelsTouchesInView
    }

    @Test func tapWithCancelsTouchesInViewOffLetsTheViewSeeTheEnd() {
        let tap = TapGestureRecognizer()
        tap.cancelsTouchesInView = false
        log.attach(tap, "tap")
        view.addGestureRecognizer(tap)
        driver.tap(at: Point(x: 50, y: 50))
        #expect(log.entries == ["tap ended"])
        #expect(view.phases == ["began", "ended"])
    }

    @Test func tapFailsWhenTheFingerMovesTooFar() {
        let tap = TapGestureRecognizer()
        log.attach(tap, "tap")
        view.addGestureRecognizer(tap)
        driver.drag(from: Point(x: 50, y: 50), to: Point(x: 90, y: 50), steps: 4)
        #expect(log.entries.isEmpty)
        #expect(view.phases == ["began", "moved", "moved", "moved", "moved", "ended"])
    }

    @Test func twoFingerTapNeedsTwoFingers() {
        let tap = TapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        log.attach(tap, "tap2")
        view.addGestureRecognizer(tap)
        driver.tap(at: Point(x: 50, y: 50))
        #expect(log.entries.isEmpty)
        driver.frame { $0.down(0, at: Point(x: 50, y: 50)); $0.down(1, at: Point(x: 80, y: 50)) }
        driver.frame { $0.up(0); $0.up(1) }
        #expect(log.entries == ["tap2 ended"])
    }

    @Test func singleTapRequiresDoubleTapToFail() {
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        log.attach(single, "single"); log.attach(double, "double")
        view.addGestureRecognizer(single); view.addGestureRecognizer(double)

        driver.tap(at: Point(x: 50, y: 50))
        #expect(log.entries.isEmpty)                        // single waits for double to fail
        #expect(view.phases == ["began"])                   // the view's end is delayed too
        driver.advance(by: 0.5)                             // the double-tap window closes
        #expect(log.entries == ["single ended"])
        #expect(view.phases == ["began", "cancelled"])

        log.entries = []; view.log = []
        driver.doubleTap(at: Point(x: 60, y: 60))
        #expect(log.entries == ["double ended"])
        driver.advance(by: 0.5)
        #expect(log.entries == ["double ended"])            // single failed, never fired
    }

    @Test func delaysTouchesBeganHoldsTheViewBackUntilFailure() {
        let long = LongPressGestureRecognizer()
        long.delaysTouchesBegan = true
        view.addGestureRecognizer(long)
        driver.touchDown(at: Point(x: 50, y: 50))
        #expect(view.log.isEmpty)
        driver.touchUp()                                    // too short: the press fails, touches flow
        #expect(view.phases == ["began", "ended"])
    }

    @Test func longPressBeginsAfterTheDurationThenEnds() {
        let long = LongPressGestureRecognizer()
        log.attach(long, "long")
        view.addGestureRecognizer(long)
        driver.touchDown(at: Point(x: 50, y: 50))
        driver.advance(by: 0.4)
        #expect(log.entries.isEmpty)
        driver.advance(by: 0.2)
        #expect(log.entries == ["long began"])
        #expect(view.phases == ["began", "cancelled"])
        driver.move(to: Point(x: 80, y: 50))
        driver.touchUp()
        #expect(log.entries == ["long began", "long changed", "long ended"])
        #expect(long.state == .possible)                    // reset for the next gesture
    }

    @Test func longPressFailsOnMovement() {
        let long = LongPressGestureRecognizer()
        log.attach(long, "long")
        view.addGestureRecognizer(long)
        driver.touchDown(at: Point(x: 50, y: 50))
        driver.move(to: Point(x: 80, y: 50))
        driver.advance(by: 1)
        driver.touchUp()
        #expect(log.entries.isEmpty)
    }

    @Test func panReportsTranslationAndVelocity() {
        let pan = PanGestureRecognizer()
        var translations: [Point] = []
        var velocity = Point.zero
        final class Box { var t: [Point] = [] }
        let box = Box()
        pan.addTarget(box) { b, g in b.t.append((g as! PanGestureRecognizer).translation(in: nil)) }
        log.attach(pan, "pan")
        view.addGestureRecognizer(pan)
        driver.touchDown(at: Point(x: 100, y: 100))
        driver.move(to: Point(x: 105, y: 100))
        #expect(log.entries.isEmpty)                        // under the 10 pt threshold
        driver.move(to: Point(x: 160, y: 100), steps: 11)
        velocity = pan.velocity(in: nil)
        driver.touchUp()
        translations = box.t
        #expect(log.entries.first == "pan began" && log.entries.last == "pan ended")
        #expect(translations.last == Point(x: 60, y: 0))
        #expect(velocity.x > 250 && velocity.x < 350)       // 5 pt per 1/60 s frame = 300 pt/s
        #expect(view.phases.last == "cancelled")
    }

    @Test func panVelocityFadesWhenTheFingerRestsBeforeLifting() {
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        final class Box { var v = Point.zero }
        let box = Box()
        pan.addTarget(box) { b, g in if g.state == .ended { b.v = (g as! PanGestureRecognizer).velocity(in: nil) } }
        driver.touchDown(at: Point(x: 100, y: 100))
        driver.move(to: Point(x: 200, y: 100), steps: 10)
        driver.advance(by: 0.2)                              // rest, then lift
        driver.touchUp()
        #expect(box.v == .zero)
    }

    @Test func panRespectsMinimumTouches() {
        let pan = PanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        log.attach(pan, "pan")
        view.addGestureRecognizer(pan)
        driver.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100))
        #expect(log.entries.isEmpty)
        driver.frame { $0.down(0, at: Point(x: 100, y: 100)); $0.down(1, at: Point(x: 150, y: 100)) }
        driver.frame { $0.move(0, to: Point(x: 130, y: 100)); $0.move(1, to: Point(x: 180, y: 100)) }
        driver.frame { $0.up(0); $0.up(1) }
        #expect(log.entries == ["pan began", "pan ended"])
    }

    @Test func swipeRecognizesOnlyItsDirection() {
        let right = SwipeGestureRecognizer()
        let up = SwipeGestureRecognizer(); up.direction = .up
        log.attach(right, "right"); log.attach(up, "up")
        view.addGestureRecognizer(right); view.addGestureRecognizer(up)
        driver.drag(from: Point(x: 100, y: 200), to: Point(x: 200, y: 205), steps: 5)
        #expect(log.entries == ["right ended"])
        log.entries = []
        driver.drag(from: Point(x: 100, y: 300), to: Point(x: 103, y: 200), steps: 5)
        #expect(log.entries == ["up ended"])
        log.entries = []
        driver.touchDown(at: Point(x: 100, y: 200))         // too slow
        driver.advance(by: 0.6)
        driver.move(to: Point(x: 200, y: 200), steps: 3)
        driver.touchUp()
        #expect(log.entries.isEmpty)
    }

    @Test func pinchScalesAndRotationTurns() {
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        final class Both: GestureRecognizerDelegate {
            func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith o: GestureRecognizer) -> Bool { true }
        }
        let both = Both()
        pinch.delegate = both
        view.addGestureRecognizer(pinch); view.addGestureRecognizer(rotation)
        log.attach(pinch, "pinch"); log.attach(rotation, "rotation")
        view.isMultipleTouchEnabled = true
        driver.frame { $0.down(0, at: Point(x: 100, y: 200)); $0.down(1, at: Point(x: 200, y: 200)) }
        driver.frame { $0.move(0, to: Point(x: 50, y: 200)); $0.move(1, to: Point(x: 250, y: 200)) }
        #expect((pinch.scale - 2).magnitude < 1e-9)
        driver.frame { $0.move(0, to: Point(x: 150, y: 100)); $0.move(1, to: Point(x: 150, y: 300)) }   // quarter turn
        #expect((rotation.rotation - Double.pi / 2).magnitude < 1e-9)
        #expect((pinch.scale - 2).magnitude < 1e-9)
        driver.frame { $0.up(0); $0.up(1) }
        #expect(log.entries.contains("pinch began") && log.entries.contains("rotation began"))
        #expect(log.entries.suffix(2).sorted() == ["pinch ended", "rotation ended"])
    }

    @Test func illegalTransitionsAreRejectedAndCounted() {
        driver.application.diagnostics.log = { _ in }
        let gr = GestureRecognizer()
        view.addGestureRecognizer(gr)
        gr.state = .changed                  // possible -> changed: illegal
        #expect(gr.state == .possible)
        gr.state = .cancelled                // possible -> cancelled: illegal
        #expect(gr.state == .possible)
        gr.state = .began
        #expect(gr.state == .began)
        gr.state = .failed                   // began -> failed: illegal
        #expect(gr.state == .began)
        gr.state = .cancelled
        #expect(gr.state == .cancelled)
        gr.state = .began                    // cancelled -> began: illegal
        #expect(gr.state == .cancelled)
        #expect(driver.application.diagnostics.overflowCount(.illegalGestureTransition) == 4)
    }

    @Test func delegateCanStopBeginningAndReceiving() {
        final class Gate: GestureRecognizerDelegate {
            var begin = true, receive = true
            func gestureRecognizerShouldBegin(_ r: GestureRecognizer) -> Bool { begin }
            func gestureRecognizer(_ r: GestureRecognizer, shouldReceive touch: Touch) -> Bool { receive }
        }
        let gate = Gate()
        let tap = TapGestureRecognizer()
        tap.delegate = gate
        log.attach(tap, "tap")
        view.addGestureRecognizer(tap)
        gate.begin = false
        driver.tap(at: Point(x: 10, y: 10))
        #expect(log.entries.isEmpty && view.phases == ["began", "ended"])
        gate.begin = true; gate.receive = false; view.log = []
        driver.tap(at: Point(x: 10, y: 10))
        #expect(log.entries.isEmpty && view.phases == ["began", "ended"])
        gate.receive = true
        driver.advance(by: 1)
        driver.tap(at: Point(x: 10, y: 10))
        #expect(log.entries == ["tap ended"])
    }

    @Test func buttonKeepsItsTapAgainstAnAncestorsSingleTap() {
        let tap = TapGestureRecognizer()
        log.attach(tap, "tap")
        view.addGestureRecognizer(tap)
        let button = Button(title: "Go", frame: Rect(100, 100, 100, 50))
        view.addSubview(button)
        let c = Counter()
        button.addTarget(c, action: { $0.hit() }, for: .primaryActionTriggered)
        driver.tap(button)
        #expect(c.count == 1 && log.entries.isEmpty)
        driver.advance(by: 1)
        driver.tap(at: Point(x: 20, y: 20))                  // outside the button the recognizer works
        #expect(log.entries == ["tap ended"])
    }

    @Test func recognizerOnTheButtonItselfStillWorks() {
        let button = Button(title: "Go", frame: Rect(100, 100, 100, 50))
        view.addSubview(button)
        let tap = TapGestureRecognizer()
        log.attach(tap, "tap")
        button.addGestureRecognizer(tap)
        let c = Counter()
        button.addTarget(c, action: { $0.hit() }, for: .touchUpInside)
        driver.tap(button)
        #expect(log.entries == ["tap ended"] && c.count == 0)   // the tap took the touch: button saw a cancel
    }

    @Test func ancestorPanCancelsTheControlsTouch() {
        let pan = PanGestureRecognizer()
        log.attach(pan, "pan")
        view.addGestureRecognizer(pan)
        let button = Button(title: "Go", frame: Rect(100, 100, 100, 50))
        view.addSubview(button)
        let lines = TraceLines()
        driver.application.trace.record(into: lines)
        driver.drag(from: Point(x: 150, y: 125), to: Point(x: 150, y: 225), steps: 5)
        #expect(lines.controlEvents == ["touchDown", "touchCancel"])
        #expect(log.entries.first == "pan began")
    }

    @Test func doubleTapOnAncestorDelaysTheButtonsTouchUp() {
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        let button = Button(title: "Go", frame: Rect(100, 100, 100, 50))
        view.addSubview(button)
        let c = Counter()
        button.addTarget(c, action: { $0.hit() }, for: .touchUpInside)
        driver.tap(button)
        #expect(c.count == 0)                                // held back while a double tap is possible
        driver.advance(by: 0.5)
        #expect(c.count == 1)
    }
}
