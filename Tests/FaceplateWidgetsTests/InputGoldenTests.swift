import Testing
import Faceplate
import FaceplateWidgets
import FaceplateGraphics
import FaceplateText
import FaceplateTestSupport

/// A list row for the scroll view picture: a title on a tinted band.
@MainActor final class RowView: View {
    let title: String
    let theme: Theme
    init(title: String, frame: Rect, theme: Theme) { self.title = title; self.theme = theme; super.init(frame: frame) }
    override func draw(_ rect: Rect, in canvas: inout Canvas) {
        canvas.fill(bounds, color: tag % 2 == 0 ? theme.surface : theme.background)
        canvas.fill(Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1), color: theme.separator)
        theme.bodyFont.draw(title, in: bounds.insetBy(dx: 16, dy: 0), color: theme.text, into: &canvas)
    }
}

/// Small reference pictures of the input widgets, looked at when recorded.
@Suite @MainActor struct InputGoldenTests {
    func fieldPicture(_ configure: (TextField) -> Void) -> PixelBuffer {
        let driver = TestDriver(size: Size(320, 64))
        driver.window.backgroundColor = Theme.current.background
        let field = TextField(frame: Rect(10, 10, 300, 44))
        field.borderStyle = .roundedRect          // the goldens show the filled field (UIKit's default is .none)
        field.inputView = nil
        driver.window.addSubview(field)
        configure(field)
        return render(driver.window)
    }

    @Test func textFieldWithPlaceholder() {
        assertMatchesGolden(fieldPicture { $0.placeholder = "Network name" }, named: "widgets-input-textfield-placeholder")
    }

    @Test func textFieldWithText() {
        assertMatchesGolden(fieldPicture { $0.text = "Kitchen thermostat" }, named: "widgets-input-textfield-text")
    }

    @Test func textFieldEditingWithCaret() {
        let picture = fieldPicture { f in
            f.text = "Living room"
            #expect(f.becomeFirstResponder())
        }
        assertMatchesGolden(picture, named: "widgets-input-textfield-editing")
    }

    @Test func textFieldSecure() {
        let picture = fieldPicture { f in
            f.isSecureTextEntry = true
            f.text = "hunter2"
        }
        assertMatchesGolden(picture, named: "widgets-input-textfield-secure")
    }

    @Test(arguments: [(Theme.Style.light, KeyboardView.Layer.letters), (.light, .numbers), (.dark, .letters), (.dark, .numbers)])
    func keyboard(style: Theme.Style, layer: KeyboardView.Layer) throws {
        let theme = try Theme(style: style)
        let driver = TestDriver(size: Size(width: 800, height: KeyboardView.preferredHeight))
        let keyboard = KeyboardView(theme: theme)
        driver.window.addSubview(keyboard)
        if layer != .letters { keyboard.press(.layer(layer)) }
        #expect(keyboard.keyLayer == layer)
        assertMatchesGolden(render(driver.window), named: "widgets-input-keyboard-\(layer)-\(style)")
    }

    @Test func scrolledList() {
        let driver = TestDriver(size: Size(300, 200))
        // The driver's own theme: `Theme.current` follows whichever application is shared, and a test
        // running beside this one may have made a dark one.
        let theme = driver.application.theme
        let scroll = ScrollView(frame: Rect(0, 0, 300, 200))
        scroll.backgroundColor = theme.background
        for i in 0..<10 {
            let row = RowView(title: "Room \(i + 1)", frame: Rect(0, 50 * i, 300, 50), theme: theme)
            row.tag = i
            scroll.addSubview(row)
        }
        scroll.contentSize = Size(300, 500)
        scroll.contentOffset = Point(x: 0, y: 75)
        driver.window.addSubview(scroll)
        assertMatchesGolden(render(driver.window), named: "widgets-input-scrollview")
    }
}
