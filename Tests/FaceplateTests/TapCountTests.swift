import Testing
import Faceplate
import FaceplateWidgets

/// A view that records each new touch's tap count, left to right.
@MainActor final class TapCountView: View {
    var counts: [[Int]] = []
    override func touchesBegan(_ touches: TouchSet, with event: Event?) {
        counts.append(touches.sorted { $0.location(in: nil).x < $1.location(in: nil).x }.map(\.tapCount))
    }
}

/// ``Touch/tapCount`` follows each finger's own tap sequence (UIKit: each finger of a two-finger
/// double tap has tap count 2), whatever input slots the kernel gives the fingers.
@Suite @MainActor struct TapCountTests {
    let driver = TestDriver()
    let view = TapCountView(frame: Rect(0, 0, 800, 480))
    let left = Point(x: 100, y: 200), right = Point(x: 500, y: 200)
    init() {
        view.isMultipleTouchEnabled = true
        driver.window.addSubview(view)
    }

    @Test func everyFingerOfATwoFingerDoubleTapCountsTwo() {
        driver.frame { $0.down(0, at: left); $0.down(1, at: right) }
        driver.frame { $0.up(0); $0.up(1) }
        driver.advance(by: 0.05)
        driver.frame { $0.down(0, at: left); $0.down(1, at: right) }
        driver.frame { $0.up(0); $0.up(1) }
        driver.advance(by: 0.05)
        // The kernel may number the fingers the other way round on the next tap.
        driver.frame { $0.down(0, at: Point(x: right.x + 3, y: right.y)); $0.down(1, at: Point(x: left.x - 3, y: left.y)) }
        driver.frame { $0.up(0); $0.up(1) }
        #expect(view.counts == [[1, 1], [2, 2], [3, 3]])
    }

    @Test func eachFingerKeepsItsOwnSequence() {
        driver.tap(at: left)                                  // one finger taps on the left…
        driver.frame { $0.down(0, at: left); $0.down(1, at: right) }   // …then two fingers land
        driver.frame { $0.up(0); $0.up(1) }
        #expect(view.counts == [[1], [2, 1]], "only the left finger continues a sequence")
        driver.advance(by: 1)
        driver.tap(at: right)
        #expect(view.counts.last == [1], "a sequence ends after the multi-tap interval")
    }

    @Test func aLiftThatWasNotATapStartsNoSequence() {
        driver.touchDown(at: left)
        driver.move(to: Point(x: left.x + 100, y: left.y))
        driver.touchUp()
        driver.tap(at: Point(x: left.x + 100, y: left.y))
        #expect(view.counts == [[1], [1]])
    }

    @Test func twoButtonsTappedTwiceWithTwoFingersEachSendTouchDownRepeat() {
        let a = Button(title: "A", frame: Rect(50, 50, 100, 100)), b = Button(title: "B", frame: Rect(450, 50, 100, 100))
        driver.window.addSubview(a); driver.window.addSubview(b)
        var repeats: [String] = []
        a.addAction(Action { _ in repeats.append("A") }, for: .touchDownRepeat)
        b.addAction(Action { _ in repeats.append("B") }, for: .touchDownRepeat)
        for _ in 0..<2 {
            driver.frame { $0.down(0, at: Point(x: 100, y: 100)); $0.down(1, at: Point(x: 500, y: 100)) }
            driver.frame { $0.up(0); $0.up(1) }
            driver.advance(by: 0.05)
        }
        #expect(repeats.sorted() == ["A", "B"])
    }
}
