import Testing
import Faceplate
@testable import FaceplateWidgets

/// A text view delegate that records calls in order and rejects digits when told to.
@MainActor final class TextViewProbe: TextViewDelegate {
    var calls: [String] = []
    var rejectDigits = false
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool { calls.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: TextView) { calls.append("didBegin") }
    func textViewShouldEndEditing(_ textView: TextView) -> Bool { calls.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: TextView) { calls.append("didEnd") }
    func textView(_ textView: TextView, shouldChangeTextIn range: TextRange, replacementText text: String) -> Bool {
        calls.append("change(\(range.location),\(range.length),\(text == "\n" ? "⏎" : text))")
        return !(rejectDigits && text.allSatisfy(\.isNumber))
    }
    func textViewDidChange(_ textView: TextView) { calls.append("didChange") }
    func textViewDidChangeSelection(_ textView: TextView) { calls.append("selection(\(textView.selectedRange.location))") }
}

/// Ten thousand characters of prose in short paragraphs: the long read-only text of the tests.
@MainActor let longText: String = {
    var s = ""
    var paragraph = 0
    while s.utf8.count < 10_000 {
        s += "Paragraph \(paragraph): the heat pump ran for a while, then the valve closed and the room cooled down again. "
        paragraph += 1
        if paragraph % 3 == 0 { s += "\n" }
    }
    return String(s.prefix(10_000))
}()

@Suite @MainActor struct TextViewTests {
    let driver = TestDriver()
    let keyboard = KeyboardView()

    /// A text view in the driver's window, using this suite's keyboard.
    func makeTextView(_ frame: Rect = Rect(20, 20, 300, 200), text: String = "") -> TextView {
        let view = TextView(frame: frame)
        view.inputView = keyboard
        view.text = text
        driver.window.addSubview(view)
        return view
    }

    /// Taps `key` on the docked keyboard.
    func tapKey(_ key: KeyboardView.Key) {
        let r = keyboard.rect(for: key)!
        driver.tap(at: keyboard.convert(Point(x: r.midX, y: r.midY), to: nil))
        driver.advance(by: 0.3)
    }

    /// The caret's rectangle at UTF-16 offset `location`.
    func caret(_ view: TextView, at location: Int) -> Rect {
        view.selectedRange = TextRange(location: location, length: 0)
        return view.caretRect
    }

    @Test func defaultsFollowUIKit() {
        let view = TextView()
        #expect(view.isEditable)
        #expect(view.isSelectable)
        #expect(view.textContainerInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.textAlignment == .natural)
        #expect(view.text.isEmpty)
        #expect(view.selectedRange == TextRange(location: 0, length: 0))
        #expect(view.clipsToBounds)
    }

    @Test func wrapsAtWordsAndBreaksAtNewlines() {
        let text = "alpha beta gamma delta epsilon zeta eta theta iota kappa\nlambda"
        let view = makeTextView(Rect(0, 0, 200, 300), text: text)
        let lineHeight = view.font.lineHeight
        let lines = Int(((view.contentSize.height - 16) / lineHeight).rounded())
        #expect(lines >= 4)                                        // wrapped: more than the two paragraphs
        #expect(view.contentSize.height == (16 + Double(lines) * lineHeight).rounded(.up))
        let units = Array(text.utf16)
        var lineStarts: [Int] = []
        var lastTop = -1.0
        for location in 0...units.count {
            let r = caret(view, at: location)
            #expect(r.maxX <= 200)                                   // nothing runs past the width
            if r.minY > lastTop { lineStarts.append(location); lastTop = r.minY; #expect(r.minX == 5) }
        }
        #expect(lineStarts.count == lines)
        for start in lineStarts.dropFirst() {                        // every line starts a word
            #expect(units[start - 1] == 0x20 || units[start - 1] == 0x0A)
        }
        // "lambda" starts the last line, after the hard newline.
        #expect(lineStarts.last == text.utf16.count - 6)
        #expect(caret(view, at: units.count).minY == 8 + Double(lines - 1) * lineHeight)
    }

    @Test func typingOnTheKeyboardEditsAtTheCaret() throws {
        let view = makeTextView(text: "")
        let probe = TextViewProbe()
        view.delegate = probe
        driver.tap(at: driver.center(of: view))
        driver.advance(by: 0.5)                                     // the single tap waits out a double tap
        #expect(view.isFirstResponder)
        #expect(driver.window.activeInputView === keyboard)
        try driver.typeText("Hi\nyo")
        #expect(view.text == "Hi\nyo")
        tapKey(.backspace)
        #expect(view.text == "Hi\ny")
        #expect(view.selectedRange == TextRange(location: 4, length: 0))
        view.selectedRange = TextRange(location: 2, length: 0)       // before the newline
        try driver.typeText("!")
        #expect(view.text == "Hi!\ny")
        #expect(probe.calls.prefix(2) == ["shouldBegin", "didBegin"])
        #expect(probe.calls.suffix(4) == ["selection(2)", "change(2,0,!)", "selection(3)", "didChange"])
        #expect(probe.calls.contains("change(2,0,⏎)"))
        #expect(probe.calls.contains("change(4,1,)"))
        #expect(view.resignFirstResponder())
        #expect(probe.calls.suffix(2) == ["shouldEnd", "didEnd"])
    }

    @Test func theCaretFollowsTheInsertionPointAndScrollsIntoView() {
        let view = makeTextView(Rect(0, 0, 300, 120))
        #expect(view.becomeFirstResponder())
        let lineHeight = view.font.lineHeight
        for _ in 0..<12 { view.insertText("line"); view.insertText("\n") }
        view.insertText("end")
        let caret = view.caretRect
        #expect(caret.minY == 8 + 12 * lineHeight)                    // on the thirteenth line
        #expect(caret.minX > 5)                                       // after "end"
        #expect(view.contentOffset.y > 0)
        #expect(caret.maxY + 8 <= view.contentOffset.y + view.bounds.height + 0.5)
        #expect(view.contentOffset.y == view.maximumContentOffset.y)
        view.scrollRangeToVisible(TextRange(location: 0, length: 0))
        #expect(view.contentOffset.y == 0)
        view.selectedRange = TextRange(location: view.text.utf16.count - 1, length: 0)   // moving the caret shows it
        #expect(view.contentOffset.y == view.maximumContentOffset.y)
    }

    @Test func aTapPlacesTheCaretWhereTheFingerLifts() {
        let view = makeTextView(text: "hello world\nsecond line")
        let target = caret(view, at: 8)                                // inside "world"
        view.selectedRange = TextRange(location: 0, length: 0)
        driver.tap(at: view.convert(Point(x: target.minX + 1, y: target.midY), to: nil))
        driver.advance(by: 0.5)
        #expect(view.isFirstResponder)
        #expect(view.selectedRange == TextRange(location: 8, length: 0))
        let second = caret(view, at: 15)
        view.selectedRange = TextRange(location: 0, length: 0)
        driver.tap(at: view.convert(Point(x: second.minX - 1, y: second.midY), to: nil))
        driver.advance(by: 0.5)
        #expect(view.selectedRange == TextRange(location: 15, length: 0))
        // Past a line's end: the end of that line.
        driver.tap(at: view.convert(Point(x: 290, y: target.midY), to: nil))
        driver.advance(by: 0.5)
        #expect(view.selectedRange == TextRange(location: 11, length: 0))
    }

    @Test func aDoubleTapOrLongPressSelectsAWord() {
        let view = makeTextView(text: "hello brave new world")
        let probe = TextViewProbe()
        view.delegate = probe
        let inBrave = caret(view, at: 8)
        view.selectedRange = TextRange(location: 0, length: 0)
        driver.doubleTap(at: view.convert(Point(x: inBrave.minX + 1, y: inBrave.midY), to: nil))
        driver.advance(by: 0.5)
        #expect(view.selectedRange == TextRange(location: 6, length: 5))
        #expect(view.isFirstResponder)
        let inWorld = caret(view, at: 19)
        driver.longPress(at: view.convert(Point(x: inWorld.minX + 1, y: inWorld.midY), to: nil))
        driver.advance(by: 0.5)
        #expect(view.selectedRange == TextRange(location: 16, length: 5))
        view.insertText("planet")                                     // typing replaces the selection
        #expect(view.text == "hello brave new planet")
        #expect(probe.calls.contains("change(16,5,planet)"))
    }

    @Test func aReadOnlyViewSelectsWordsButDoesNotEdit() {
        let view = makeTextView(text: "read only text")
        view.isEditable = false
        let inOnly = caret(view, at: 6)
        view.selectedRange = TextRange(location: 0, length: 0)
        driver.doubleTap(at: view.convert(Point(x: inOnly.minX + 1, y: inOnly.midY), to: nil))
        driver.advance(by: 0.5)
        #expect(!view.isFirstResponder)
        #expect(view.selectedRange == TextRange(location: 5, length: 4))
        view.insertText("x")
        #expect(view.text == "read only text")
        view.isSelectable = false
        view.selectedRange = TextRange(location: 0, length: 0)
        driver.doubleTap(at: view.convert(Point(x: inOnly.minX + 1, y: inOnly.midY), to: nil))
        driver.advance(by: 0.5)
        #expect(view.selectedRange == TextRange(location: 0, length: 0))
    }

    @Test func theDelegateCanVetoEdits() throws {
        let view = makeTextView()
        let probe = TextViewProbe()
        probe.rejectDigits = true
        view.delegate = probe
        #expect(view.becomeFirstResponder())
        try driver.typeText("a1b")
        #expect(view.text == "ab")
        #expect(probe.calls.contains("change(1,0,1)"))
        #expect(probe.calls.filter { $0 == "didChange" }.count == 2)   // the vetoed digit changed nothing
        let calls = probe.calls.count
        view.text = "set in code"                                       // no delegate call, as in UIKit
        #expect(probe.calls.count == calls)
        #expect(view.selectedRange == TextRange(location: 11, length: 0))
    }

    @Test func selectedRangeCountsUTF16Units() {
        let view = makeTextView(text: "a😀b é")
        #expect(view.selectedRange == TextRange(location: 6, length: 0))   // 1 + 2 + 1 + 1 + 1
        view.selectedRange = TextRange(location: 3, length: 0)              // after the emoji
        view.deleteBackward()
        #expect(view.text == "ab é")
        #expect(view.selectedRange == TextRange(location: 1, length: 0))
        view.selectedRange = TextRange(location: 2, length: 99)             // clamped to the text
        #expect(view.selectedRange == TextRange(location: 2, length: 2))
        view.deleteBackward()                                               // deletes the selection
        #expect(view.text == "ab")
    }

    @Test func longReadOnlyTextScrollsAndDrawsOnlyTheVisibleLines() {
        let view = makeTextView(Rect(0, 0, 400, 300), text: longText)
        view.isEditable = false
        #expect(view.text.count == 10_000)
        let lineHeight = view.font.lineHeight
        let lines = Int(((view.contentSize.height - 16) / lineHeight).rounded())
        #expect(lines > 150)                                                 // all of it laid out, none cut
        #expect(caret(view, at: 10_000).minY == 8 + Double(lines - 1) * lineHeight)
        view.selectedRange = TextRange(location: 0, length: 0)
        driver.drag(from: Point(x: 200, y: 280), to: Point(x: 200, y: 40), steps: 8)
        driver.advance(by: 3)
        #expect(view.contentOffset.y > 200)
        #expect(!view.isFirstResponder)
        _ = render(driver)
        let shown = Int((300 / lineHeight).rounded(.up))
        #expect(view.drawnLines.count <= shown + 4)              // a line either side for overhangs
        #expect(view.drawnLines.lowerBound > 0)
        view.setContentOffset(view.maximumContentOffset)
        _ = render(driver)
        #expect(view.drawnLines.upperBound == lines)
    }
}
