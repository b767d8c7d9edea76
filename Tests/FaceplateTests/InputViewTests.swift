import Testing
import Faceplate

/// A responder view with an input view, as a text field has.
@MainActor final class InputOwner: View {
    let input = View(frame: Rect(0, 0, 10, 120))
    override var canBecomeFirstResponder: Bool { true }
    override var inputView: View? { input }
}

/// The window shows the first responder's input view docked at the bottom and removes it on resign.
@Suite @MainActor struct InputViewTests {
    let driver = TestDriver()

    @Test func inputViewFollowsTheFirstResponder() {
        let a = InputOwner(frame: Rect(0, 0, 100, 40)), b = InputOwner(frame: Rect(0, 50, 100, 40))
        let plain = FirstResponderView(frame: Rect(0, 100, 100, 40))
        driver.window.addSubview(a); driver.window.addSubview(b); driver.window.addSubview(plain)
        #expect(a.becomeFirstResponder())
        #expect(driver.window.activeInputView === a.input)
        #expect(a.input.superview === driver.window)
        #expect(a.input.frame == Rect(0, 360, 800, 120))
        #expect(b.becomeFirstResponder())
        driver.advance(by: 0); driver.advance(by: Window.inputViewAnimationDuration)   // it slides out first
        #expect(a.input.superview == nil)
        #expect(driver.window.activeInputView === b.input)
        #expect(plain.becomeFirstResponder())
        driver.advance(by: 0); driver.advance(by: Window.inputViewAnimationDuration)   // it slides out first
        #expect(b.input.superview == nil)
        #expect(driver.window.activeInputView == nil)
    }

    @Test func removingTheFirstResponderRemovesItsInputView() {
        let a = InputOwner(frame: Rect(0, 0, 100, 40))
        driver.window.addSubview(a)
        a.becomeFirstResponder()
        a.removeFromSuperview()
        driver.advance(by: 0); driver.advance(by: Window.inputViewAnimationDuration)   // it slides out first
        #expect(a.input.superview == nil)
        #expect(driver.window.activeInputView == nil)
    }
}

/// A responder without an input view.
@MainActor final class FirstResponderView: View {
    override var canBecomeFirstResponder: Bool { true }
}

/// A recognizer that holds touches back until its timer runs out, then lets them through.
@MainActor final class HoldingRecognizer: GestureRecognizer {
    override func touchesBegan(_ touches: TouchSet, with event: Event) { delaysTouchesBegan = true; scheduleTimer(after: 0.1) }
    override func touchesEnded(_ touches: TouchSet, with event: Event) { state = .failed }
    override func timerFired(token: Int) { delaysTouchesBegan = false }
    override func reset() { delaysTouchesBegan = true }
}

@Suite @MainActor struct DelayReleaseTests {
    @Test func turningOffDelaysTouchesBeganReleasesTheHeldTouch() {
        let driver = TestDriver()
        let view = RecordingView(frame: Rect(0, 0, 200, 200))
        driver.window.addSubview(view)
        let holder = HoldingRecognizer()
        holder.delaysTouchesBegan = true
        view.addGestureRecognizer(holder)
        driver.touchDown(at: Point(x: 50, y: 50))
        #expect(view.phases.isEmpty)
        driver.advance(by: 0.15)
        #expect(view.phases == ["began"])
        driver.touchUp()
        #expect(view.phases == ["began", "ended"])
    }
}
