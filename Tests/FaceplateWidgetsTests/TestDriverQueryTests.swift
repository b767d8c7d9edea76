import Testing
import Faceplate
import FaceplateWidgets

@Suite @MainActor struct TestDriverQueryTests {
    final class Form: ViewController {
        let amount = TextField(frame: Rect(20, 20, 300, 44))
        let email = TextField(frame: Rect(20, 80, 300, 44))
        let save = Button(title: "Save", frame: Rect(20, 140, 120, 44))
        var saved = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            amount.accessibilityIdentifier = "amount"
            amount.keyboardType = .decimalPad
            email.accessibilityIdentifier = "email"
            email.keyboardType = .emailAddress
            for v in [amount, email, save] as [View] { view.addSubview(v) }
            save.addTarget(self, action: { $0.saved += 1 }, for: .primaryActionTriggered)
        }
    }

    @Test func findsViewsByIdentifierOrLabelAndTapsThem() throws {
        let driver = TestDriver()
        let form = Form()
        driver.window.rootViewController = form
        #expect(driver.element("amount") === form.amount)
        #expect(driver.view(withIdentifier: "email") === form.email)
        #expect(driver.view(withLabel: "Save") === form.save)   // a button's label is its title, as in UIKit
        #expect(driver.element("Save") === form.save)
        try driver.tap("Save")
        #expect(form.saved == 1)
        form.save.isHidden = true
        #expect(driver.element("Save") == nil)
        #expect(throws: TestDriver.QueryFailure.self) { try driver.tap("Save") }
    }

    @Test func typeTextTapsTheDecimalPadsKeys() throws {
        let driver = TestDriver()
        let form = Form()
        driver.window.rootViewController = form
        try driver.tap("amount")
        // keyboardType chose the decimal pad when the field became first responder.
        #expect(driver.application.keyboard.keyLayer == .decimalPad)
        let changes = EventLog(form.amount, events: [.editingChanged])
        try driver.typeText("12.5")
        #expect(form.amount.text == "12.5")
        // Each character came through a real key tap, one editing change each.
        #expect(changes.count(.editingChanged) == 4)
        #expect(throws: TestDriver.QueryFailure.self) { try driver.typeText("x") }
    }

    @Test func typeTextUsesShiftAndLayersOnTheEmailKeyboard() throws {
        let driver = TestDriver()
        let form = Form()
        driver.window.rootViewController = form
        try driver.tap("email")
        #expect(driver.application.keyboard.keyLayer == .emailLetters)
        #expect(driver.application.keyboard.rect(for: .character("@")) != nil)
        try driver.typeText("Ann@x.io 42")
        #expect(form.email.text == "Ann@x.io 42")
    }

    @Test func eachKeyboardTypeOpensItsLayer() {
        let driver = TestDriver()
        let field = TextField(frame: Rect(10, 10, 200, 44))
        driver.window.addSubview(field)
        let expected: [(KeyboardType, KeyboardView.Layer)] = [(.numberPad, .numberPad), (.decimalPad, .decimalPad),
                                                               (.phonePad, .phonePad), (.emailAddress, .emailLetters), (.default, .letters)]
        for (type, layer) in expected {
            _ = field.resignFirstResponder()
            field.keyboardType = type
            _ = field.becomeFirstResponder()
            #expect(driver.application.keyboard.keyLayer == layer, "\(type)")
        }
        let k = driver.application.keyboard
        field.keyboardType = .phonePad
        _ = field.resignFirstResponder(); _ = field.becomeFirstResponder()
        #expect(k.rect(for: .character("+")) != nil && k.rect(for: .character(".")) == nil)
    }
}
