import Testing
import Faceplate
import FaceplateWidgets
import FaceplateGraphics
import FaceplateTestSupport

/// Reference pictures of a text view, looked at when recorded: wrapped lines, a hard newline, the
/// caret, a selected word, and a view scrolled into the middle of its text.
@Suite @MainActor struct TextViewGoldenTests {
    func picture(_ configure: (TextView) -> Void) -> PixelBuffer {
        let driver = TestDriver(size: Size(320, 160))
        driver.window.backgroundColor = Theme.current.surface
        let view = TextView(frame: Rect(10, 10, 300, 140))
        view.inputView = nil
        driver.window.addSubview(view)
        view.text = "The filter was changed on the twelfth and the pump bled.\nNext visit: spring, before the heating season ends."
        configure(view)
        return render(driver.window)
    }

    @Test func textViewEditingWithCaret() {
        let image = picture { view in
            #expect(view.becomeFirstResponder())
            view.selectedRange = TextRange(location: 10, length: 0)      // after "The filter"
        }
        assertMatchesGolden(image, named: "widgets-textview-caret")
    }

    @Test func textViewWithASelectedWord() {
        let image = picture { view in
            #expect(view.becomeFirstResponder())
            view.selectedRange = TextRange(location: 4, length: 6)       // "filter"
        }
        assertMatchesGolden(image, named: "widgets-textview-selection")
    }

    @Test func textViewScrolled() {
        let image = picture { view in
            view.isEditable = false
            view.text = (1...12).map { "Line \($0) of the service log" }.joined(separator: "\n")
            view.contentOffset = Point(x: 0, y: 3 * view.font.lineHeight)
        }
        assertMatchesGolden(image, named: "widgets-textview-scrolled")
    }
}
