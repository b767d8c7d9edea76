import Testing
import Faceplate
import FaceplateWidgets

@Suite @MainActor struct KeyboardViewTests {
    let driver = TestDriver()
    let field = TextField(frame: Rect(20, 20, 300, 44))
    let keyboard = KeyboardView()
    let log: ControlEventLog

    init() {
        field.inputView = keyboard
        driver.window.addSubview(field)
        log = ControlEventLog(field)
        driver.tap(field)
        driver.advance(by: 1)          // later taps are not double taps of this one
    }

    /// Taps `key` where it is on screen.
    func tap(_ key: KeyboardView.Key) {
        guard let r = keyboard.rect(for: key) else { Issue.record("no key \(key) on layer \(keyboard.keyLayer)"); return }
        driver.tap(at: keyboard.convert(r.centerPoint, to: nil))
        driver.advance(by: 0.4)        // a fresh tap each time (shift counts double taps)
    }
    func type(_ s: String) { for c in s { tap(.character(String(c))) } }

    @Test func keysAreComfortableTouchTargetsOnAn800By480Panel() {
        #expect(keyboard.frame == Rect(x: 0, y: 260, width: 800, height: 220))
        for key: KeyboardView.Key in [.character("q"), .character("p"), .character("a"), .shift, .backspace, .space, .returnKey, .layer(.numbers)] {
            let r = keyboard.rect(for: key)!
            #expect(r.height >= 44, "\(key)")
            #expect(r.width >= 44, "\(key)")
            #expect(keyboard.bounds.contains(r), "\(key)")
        }
        // QWERTY order along the top row, without overlaps.
        let q = keyboard.rect(for: .character("q"))!, w = keyboard.rect(for: .character("w"))!, p = keyboard.rect(for: .character("p"))!
        #expect(q.maxX < w.minX && w.maxX < p.minX)
        #expect(keyboard.rect(for: .character("1")) == nil)          // not on the letters layer
    }

    @Test func tappingKeysTypesIntoTheFirstResponder() {
        type("hi")
        tap(.space)
        type("yo")
        #expect(field.text == "hi yo")
        tap(.backspace)
        #expect(field.text == "hi y")
        #expect(log.events == ["begin"] + Array(repeating: "changed", count: 6))
        tap(.returnKey)
        #expect(log.events.suffix(2) == ["exit", "end"])
        driver.advance(by: 0); driver.advance(by: Window.inputViewAnimationDuration)   // it slides out first
        #expect(keyboard.superview == nil)
    }

    @Test func shiftCapitalisesOneLetterAndDoubleTapLocksIt() {
        tap(.shift)
        #expect(keyboard.isShifted)
        type("ab")
        #expect(field.text == "Ab")
        #expect(!keyboard.isShifted)
        let shift = keyboard.convert(keyboard.rect(for: .shift)!.centerPoint, to: nil)
        driver.tap(at: shift); driver.advance(by: 0.1); driver.tap(at: shift)
        #expect(keyboard.isCapsLocked)
        driver.advance(by: 0.5)
        type("cd")
        #expect(field.text == "AbCD")
        tap(.shift)
        #expect(!keyboard.isCapsLocked && !keyboard.isShifted)
        type("e")
        #expect(field.text == "AbCDe")
    }

    @Test func numberAndSymbolLayers() {
        tap(.layer(.numbers))
        #expect(keyboard.keyLayer == .numbers)
        type("42")
        tap(.character("$"))
        tap(.layer(.symbols))
        tap(.character("€"))
        tap(.layer(.letters))
        #expect(keyboard.keyLayer == .letters)
        type("k")
        #expect(field.text == "42$€k")
    }

    @Test func slidingToANeighbourTypesTheNeighbour() {
        let q = keyboard.convert(keyboard.rect(for: .character("q"))!.centerPoint, to: nil)
        let w = keyboard.convert(keyboard.rect(for: .character("w"))!.centerPoint, to: nil)
        driver.touchDown(at: q)
        #expect(field.text == "")                       // characters type on lift
        driver.move(to: w, steps: 2)
        driver.touchUp()
        #expect(field.text == "w")
    }

    @Test func aSecondFingerTypesTheHeldKeyFirst() {
        let a = keyboard.convert(keyboard.rect(for: .character("a"))!.centerPoint, to: nil)
        let s = keyboard.convert(keyboard.rect(for: .character("s"))!.centerPoint, to: nil)
        driver.touchDown(0, at: a)
        driver.touchDown(1, at: s)
        #expect(field.text == "a")
        driver.touchUp(0)
        driver.touchUp(1)
        #expect(field.text == "as")
    }

    @Test func heldBackspaceRepeats() {
        field.text = "abcdefgh"
        let bs = keyboard.convert(keyboard.rect(for: .backspace)!.centerPoint, to: nil)
        driver.touchDown(at: bs)
        #expect(field.text == "abcdefg")                // deletes on touch-down
        driver.advance(by: 0.45)
        #expect(field.text == "abcdefg")
        driver.advance(by: 0.3)                         // repeats at 0.5, 0.6, 0.7 s
        #expect(field.text == "abcd")
        driver.touchUp()
        driver.advance(by: 1)
        #expect(field.text == "abcd")
    }

    @Test func missedTapsGoToTheNearestKey() {
        let q = keyboard.rect(for: .character("q"))!
        #expect(keyboard.key(at: Point(x: 1, y: 1)) == .character("q"))
        #expect(keyboard.key(at: Point(x: q.maxX + 2, y: q.midY)) == .character("q"))
        #expect(keyboard.key(at: Point(x: 799, y: 219)) == .returnKey)
    }

    @Test func keysWithoutATextInputDoNothing() {
        field.resignFirstResponder()
        keyboard.press(.character("x"))
        #expect(field.text == "")
    }
}
