import Testing
import Faceplate
import FaceplateGraphics
import FaceplateTestSupport
import FaceplateWidgets

/// The on-screen keyboard's layouts per market, the layout key, the number pad, and the application's
/// language setting the keyboard follows.
@Suite @MainActor struct KeyboardLayoutTests {
    func keyboard(_ languageCode: String) -> KeyboardView {
        let k = KeyboardView(theme: Themes.light)
        k.follow(languageCode: languageCode)
        return k
    }

    /// Row and column of a letter key (rows from the top; columns by x order).
    func position(_ k: KeyboardView, _ c: String) -> (row: Double, x: Double)? {
        guard let r = k.rect(for: .character(c)) else { return nil }
        return (r.minY, r.minX)
    }

    @Test func germanIsQWERTZWithUmlautsAndSwitchesToUS() throws {
        let k = keyboard("de_DE")
        #expect(k.keyboardLayout == .german && k.availableLayouts == [.german, .us])
        let z = try #require(position(k, "z")), t = try #require(position(k, "t")), y = try #require(position(k, "y"))
        let q = try #require(position(k, "q"))
        #expect(z.row == q.row && z.x > t.x, "z sits in the top row right of t")
        #expect(y.row > z.row, "y is in the bottom letter row")
        #expect(k.rect(for: .character("ü")) != nil && k.rect(for: .character("ä")) != nil && k.rect(for: .character("ö")) != nil)
        // Eleven keys fit the top row inside the keyboard.
        #expect(try #require(k.rect(for: .character("ü"))).maxX <= 800 - 5)
        #expect(k.rect(for: .nextLayout) != nil)
        k.press(.nextLayout)
        #expect(k.keyboardLayout == .us)
        #expect(try #require(position(k, "y")).row == q.row)
        k.press(.nextLayout)
        #expect(k.keyboardLayout == .german)
    }

    @Test func frenchIsAZERTY() throws {
        let k = keyboard("fr-CA")
        #expect(k.keyboardLayout == .french)
        let a = try #require(position(k, "a")), q = try #require(position(k, "q")), m = try #require(position(k, "m"))
        let z = try #require(position(k, "z"))
        #expect(a.x < z.x && a.row == z.row)
        #expect(q.row > a.row && m.row == q.row)
    }

    @Test func usHasNoLayoutKeyAndKeepsItsGeometry() throws {
        let k = keyboard("C")
        #expect(k.keyboardLayout == .us && k.rect(for: .nextLayout) == nil)
        #expect(KeyboardLayout(languageCode: "zh-cn") == .us && KeyboardLayout(languageCode: "ar") == .us)
    }

    @Test func theKeyboardFollowsTheApplicationsLanguage() throws {
        let driver = TestDriver(size: Size(800, 480))
        let app = driver.window.application
        app.languageCode = "de"
        #expect(app.keyboard.keyboardLayout == .german)
        app.languageCode = "fr_FR"
        #expect(app.keyboard.keyboardLayout == .french)
        app.languageCode = "en_US"
        #expect(app.keyboard.keyboardLayout == .us)
    }

    @Test func numberPadFieldsGetADigitPad() throws {
        let driver = TestDriver(size: Size(800, 480))
        let field = TextField(frame: Rect(20, 20, 200, 44), theme: Themes.light)
        field.keyboardType = .numberPad
        driver.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        let k = driver.window.application.keyboard
        #expect(k.keyLayer == .numberPad)
        #expect(k.rect(for: .character("q")) == nil)
        for d in ["1", "9", "0"] { k.press(.character(d)) }
        #expect(field.text == "190")
        k.press(.backspace)
        #expect(field.text == "19")
        // The pad's keys fill its width in three columns.
        let one = try #require(k.rect(for: .character("1"))), three = try #require(k.rect(for: .character("3")))
        #expect(one.width > 200 && three.maxX > 780)
        field.resignFirstResponder()
        let other = TextField(frame: Rect(20, 80, 200, 44), theme: Themes.light)
        driver.window.addSubview(other)
        #expect(other.becomeFirstResponder())
        #expect(k.keyLayer == .letters)
    }

    @Test func germanKeyboardMatchesItsGolden() throws {
        let driver = TestDriver(size: Size(width: 800, height: KeyboardView.preferredHeight))
        let k = KeyboardView(theme: Themes.light)
        k.follow(languageCode: "de")
        driver.window.addSubview(k)
        assertMatchesGolden(render(driver.window), named: "widgets-input-keyboard-letters-de")
        k.keyboardType = .numberPad
        assertMatchesGolden(render(driver.window), named: "widgets-input-keyboard-numberpad")
    }
}
