import Testing
import Faceplate

/// Issue 16, item 7: UIKit's pinch "ends when both fingers lift from the view", and rotation likewise.
/// One finger up is a change; the gesture ends with the last finger.
@Suite @MainActor struct TwoFingerGestureEndTests {
    let driver = TestDriver()
    let view = RecordingView(frame: Rect(0, 0, 400, 400))
    let log = GestureLog()

    init() {
        view.isMultipleTouchEnabled = true
        driver.window.addSubview(view)
    }

    @Test func aPinchGoesOnWithOneFingerUpAndEndsWithTheLast() {
        let pinch = PinchGestureRecognizer()
        view.addGestureRecognizer(pinch)
        log.attach(pinch, "pinch")
        driver.frame { $0.down(0, at: Point(x: 100, y: 200)); $0.down(1, at: Point(x: 200, y: 200)) }
        driver.frame { $0.move(0, to: Point(x: 50, y: 200)); $0.move(1, to: Point(x: 250, y: 200)) }
        #expect(pinch.state == .began && (pinch.scale - 2).magnitude < 1e-9)
        driver.frame { $0.up(1) }
        #expect(pinch.state == .changed)             // before the fix: ended
        #expect(pinch.numberOfTouches == 1)
        #expect((pinch.scale - 2).magnitude < 1e-9)
        driver.frame { $0.move(0, to: Point(x: 60, y: 210)) }   // one finger: no distance, the scale holds
        #expect(pinch.state == .changed && (pinch.scale - 2).magnitude < 1e-9)
        driver.frame { $0.up(0) }
        #expect(log.entries == ["pinch began", "pinch changed", "pinch ended"])
    }

    @Test func aFingerBackDownContinuesFromTheScaleReached() {
        let pinch = PinchGestureRecognizer()
        view.addGestureRecognizer(pinch)
        log.attach(pinch, "pinch")
        driver.frame { $0.down(0, at: Point(x: 100, y: 200)); $0.down(1, at: Point(x: 200, y: 200)) }
        driver.frame { $0.move(0, to: Point(x: 50, y: 200)); $0.move(1, to: Point(x: 250, y: 200)) }   // scale 2
        driver.frame { $0.up(1) }
        driver.frame { $0.down(1, at: Point(x: 150, y: 200)) }            // 100 apart now
        #expect((pinch.scale - 2).magnitude < 1e-9)
        driver.frame { $0.move(1, to: Point(x: 250, y: 200)) }            // 200 apart: twice as far
        #expect(pinch.state == .changed && (pinch.scale - 4).magnitude < 1e-9)
        driver.frame { $0.up(0); $0.up(1) }
        #expect(log.entries == ["pinch began", "pinch changed", "pinch changed", "pinch ended"])
    }

    @Test func settingTheScaleMakesTheNextChangeContinueFromIt() {
        let pinch = PinchGestureRecognizer()
        view.addGestureRecognizer(pinch)
        driver.frame { $0.down(0, at: Point(x: 100, y: 200)); $0.down(1, at: Point(x: 200, y: 200)) }
        driver.frame { $0.move(0, to: Point(x: 50, y: 200)); $0.move(1, to: Point(x: 250, y: 200)) }   // scale 2
        pinch.scale = 1                               // UIKit's idiom for relative changes
        driver.frame { $0.move(0, to: Point(x: 0, y: 200)); $0.move(1, to: Point(x: 300, y: 200)) }    // 200 → 300
        #expect((pinch.scale - 1.5).magnitude < 1e-9)
        driver.frame { $0.up(0); $0.up(1) }
    }

    @Test func aRotationGoesOnWithOneFingerUpAndEndsWithTheLast() {
        let rotation = RotationGestureRecognizer()
        view.addGestureRecognizer(rotation)
        log.attach(rotation, "rotation")
        driver.frame { $0.down(0, at: Point(x: 100, y: 200)); $0.down(1, at: Point(x: 200, y: 200)) }
        driver.frame { $0.move(0, to: Point(x: 150, y: 150)); $0.move(1, to: Point(x: 150, y: 250)) }   // quarter turn
        #expect(rotation.state == .began && (rotation.rotation - Double.pi / 2).magnitude < 1e-9)
        driver.frame { $0.up(0) }
        #expect(rotation.state == .changed)          // before the fix: ended
        #expect(rotation.numberOfTouches == 1)
        driver.frame { $0.down(0, at: Point(x: 150, y: 150)) }            // back where it was
        driver.frame { $0.move(0, to: Point(x: 50, y: 250)) }             // level with the other, to its left: −¼ turn
        #expect(rotation.state == .changed)
        #expect(rotation.rotation.magnitude < 1e-9)
        driver.frame { $0.up(1) }
        #expect(rotation.state == .changed)
        driver.frame { $0.up(0) }
        #expect(log.entries == ["rotation began", "rotation changed", "rotation changed", "rotation changed", "rotation ended"])
    }
}
