import Testing
import Faceplate
import FaceplateWidgets

/// A delegate that records calls and vetoes what it is told to.
@MainActor final class ProbeDelegate: TextFieldDelegate {
    var calls: [String] = []
    var allowBegin = true, allowEnd = true, allowReturn = true
    var rejectDigits = false
    var lastRange: Range<Int>?
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { calls.append("shouldBegin"); return allowBegin }
    func textFieldDidBeginEditing(_ textField: TextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool { calls.append("shouldEnd"); return allowEnd }
    func textFieldDidEndEditing(_ textField: TextField) { calls.append("didEnd") }
    func textFieldShouldReturn(_ textField: TextField) -> Bool { calls.append("shouldReturn"); return allowReturn }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String) -> Bool {
        let text = textField.text
        lastRange = text.distance(from: text.startIndex, to: range.lowerBound)..<text.distance(from: text.startIndex, to: range.upperBound)
        calls.append("change(\(string))")
        return !(rejectDigits && string.allSatisfy(\.isNumber))
    }
}

@Suite @MainActor struct TextFieldTests {
    let driver = TestDriver()
    let field = TextField(frame: Rect(20, 20, 300, 44))
    let keyboard = KeyboardView()
    let log: ControlEventLog

    init() {
        field.inputView = keyboard
        driver.window.addSubview(field)
        log = ControlEventLog(field)
    }

    @Test func usesItsApplicationsKeyboardByDefault() {
        let plain = TextField(frame: Rect(20, 80, 300, 44))
        #expect(plain.inputView == nil)                       // in no window: no application, no keyboard
        driver.window.addSubview(plain)
        #expect(plain.inputView === driver.application.keyboard)
        #expect(plain.canBecomeFirstResponder)
        #expect(plain.becomeFirstResponder())
        #expect(driver.window.activeInputView === driver.application.keyboard)
        plain.inputView = nil                                 // a hardware keyboard only
        #expect(plain.inputView == nil)
    }

    @Test func tapBeginsEditingAndDocksTheKeyboard() {
        driver.advance(by: 0); driver.advance(by: Window.inputViewAnimationDuration)   // it slides out first
        #expect(keyboard.superview == nil)
        driver.tap(field)
        #expect(field.isFirstResponder)
        #expect(field.isEditing)
        #expect(log.events == ["begin"])
        #expect(driver.window.activeInputView === keyboard)
        #expect(keyboard.superview === driver.window)
        #expect(keyboard.frame == Rect(x: 0, y: 480 - KeyboardView.preferredHeight, width: 800, height: KeyboardView.preferredHeight))
        driver.tap(field)                               // tapping again changes nothing
        #expect(log.events == ["begin"])
        #expect(field.resignFirstResponder())
        #expect(log.events == ["begin", "end"])
        #expect(!field.isEditing)
        driver.advance(by: 0); driver.advance(by: Window.inputViewAnimationDuration)   // it slides out first
        #expect(keyboard.superview == nil)
        #expect(driver.window.activeInputView == nil)
    }

    @Test func aTapThatLiftsOutsideDoesNotBeginEditing() {
        driver.touchDown(at: Point(x: 100, y: 40))
        driver.move(to: Point(x: 100, y: 200), steps: 3)
        driver.touchUp()
        #expect(!field.isFirstResponder)
        #expect(log.events.isEmpty)
    }

    @Test func editingEventsComeInUIKitOrder() {
        #expect(field.becomeFirstResponder())
        field.insertText("a"); field.insertText("b"); field.insertText("c")
        field.deleteBackward()
        #expect(field.text == "ab")
        field.returnKeyPressed()
        #expect(log.events == ["begin", "changed", "changed", "changed", "changed", "exit", "end"])
        #expect(!field.isFirstResponder)
        driver.advance(by: 0); driver.advance(by: Window.inputViewAnimationDuration)   // it slides out first
        #expect(keyboard.superview == nil)
    }

    @Test func settingTextSendsNoEvents() {
        field.text = "preset"
        #expect(field.text == "preset")
        #expect(field.hasText)
        #expect(log.events.isEmpty)
    }

    @Test func deletingFromAnEmptyFieldDoesNothing() {
        field.becomeFirstResponder()
        field.deleteBackward()
        #expect(log.events == ["begin"])
        #expect(!field.hasText)
    }

    @Test func anotherFieldTakingOverEndsThisOne() {
        let other = TextField(frame: Rect(20, 80, 300, 44))
        other.inputView = keyboard
        driver.window.addSubview(other)
        let otherLog = ControlEventLog(other)
        driver.tap(field)
        driver.tap(other)
        #expect(log.events == ["begin", "end"])
        #expect(otherLog.events == ["begin"])
        #expect(driver.window.activeInputView === keyboard)
        #expect(keyboard.superview === driver.window)
    }

    @Test func leavingTheWindowEndsEditingAndHidesTheKeyboard() {
        field.becomeFirstResponder()
        field.removeFromSuperview()
        #expect(log.events == ["begin", "end"])
        #expect(!field.isEditing)
        driver.advance(by: 0); driver.advance(by: Window.inputViewAnimationDuration)   // it slides out first
        #expect(keyboard.superview == nil)
    }

    @Test func disabledFieldsCannotEdit() {
        field.isEnabled = false
        driver.tap(field)
        #expect(!field.isFirstResponder)
        #expect(!field.becomeFirstResponder())
    }

    @Test func clearsOnBeginEditing() {
        field.text = "old"
        field.clearsOnBeginEditing = true
        field.becomeFirstResponder()
        #expect(field.text == "")
        field.resignFirstResponder()
        field.clearsOnBeginEditing = false
        field.text = "kept"
        field.becomeFirstResponder()
        #expect(field.text == "kept")
    }

    // MARK: Delegate

    @Test func delegateIsAskedInOrder() {
        let d = ProbeDelegate()
        field.delegate = d
        driver.tap(field)
        field.insertText("x")
        field.deleteBackward()
        field.returnKeyPressed()
        #expect(d.calls == ["shouldBegin", "didBegin", "change(x)", "change()", "shouldReturn", "shouldEnd", "didEnd"])
    }

    @Test func delegateCanVetoBeginning() {
        let d = ProbeDelegate()
        d.allowBegin = false
        field.delegate = d
        driver.tap(field)
        #expect(!field.isFirstResponder)
        #expect(log.events.isEmpty)
        driver.advance(by: 0); driver.advance(by: Window.inputViewAnimationDuration)   // it slides out first
        #expect(keyboard.superview == nil)
    }

    @Test func delegateCanRejectCharacters() {
        let d = ProbeDelegate()
        d.rejectDigits = true
        field.delegate = d
        field.becomeFirstResponder()
        field.insertText("a"); field.insertText("1"); field.insertText("b")
        #expect(field.text == "ab")
        #expect(log.events == ["begin", "changed", "changed"])
        #expect(d.lastRange == 1..<1)                  // insertion at the end
        field.deleteBackward()
        #expect(d.lastRange == 1..<2)                  // the last character
    }

    @Test func delegateCanKeepEditingOnReturnAndRefuseToEnd() {
        let d = ProbeDelegate()
        d.allowReturn = false
        field.delegate = d
        field.becomeFirstResponder()
        field.returnKeyPressed()
        #expect(field.isFirstResponder)
        #expect(log.events == ["begin"])
        d.allowEnd = false
        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder)
        let other = TextField(frame: Rect(20, 80, 300, 44))
        driver.window.addSubview(other)
        #expect(!other.becomeFirstResponder())         // the editing field will not let go
        #expect(field.isEditing)
    }

    // MARK: Secure entry

    @Test func secureEntryKeepsTheTextButDrawsBullets() {
        field.text = "pin"
        driver.window.backgroundColor = .white
        field.borderStyle = .none
        let plain = render(driver.window)
        field.isSecureTextEntry = true
        let secure = render(driver.window)
        #expect(field.text == "pin")
        // The same width of ink, different pixels: bullets instead of glyphs.
        var differing = 0
        for y in 20..<64 { for x in 20..<120 where plain.pixel(x: x, y: y) != secure.pixel(x: x, y: y) { differing += 1 } }
        #expect(differing > 30)
    }

    // MARK: Hardware keys

    @Test func typingOnAHardwareKeyboard() {
        driver.tap(field)
        for code: UInt32 in [35, 18, 38, 38, 24] { driver.pressKey(code) }     // h e l l o
        #expect(field.text == "hello")
        driver.pressKey(KeyCodes.backspace)
        #expect(field.text == "hell")
        driver.pressKey(KeyCodes.space)
        driver.pressKey(3)                                                     // 2
        #expect(field.text == "hell 2")
        #expect(log.events == ["begin"] + Array(repeating: "changed", count: 8))
        driver.pressKey(KeyCodes.enter)
        #expect(log.events.suffix(2) == ["exit", "end"])
        #expect(!field.isFirstResponder)
    }

    @Test func shiftAndCapsLockOnAHardwareKeyboard() {
        field.becomeFirstResponder()
        let app = driver.application
        app.handle(.key(code: 42, pressed: true, time: driver.clock.now))      // left shift held
        driver.pressKey(30)                                                    // A
        driver.pressKey(2)                                                     // !
        app.handle(.key(code: 42, pressed: false, time: driver.clock.now))
        driver.pressKey(30)                                                    // a
        driver.pressKey(58)                                                    // caps lock
        driver.pressKey(48); driver.pressKey(3)                                // B 2
        #expect(field.text == "A!aB2")
    }

    @Test func keysGoUpTheChainWhenNotEditing() {
        driver.pressKey(30)
        #expect(field.text == "")
        #expect(log.events.isEmpty)
    }
}
