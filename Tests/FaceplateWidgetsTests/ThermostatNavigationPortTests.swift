import Testing
import Faceplate
import FaceplateWidgets

// A second UIKit screen pair ported by renaming: a room list in a navigation controller pushes a
// setpoint editor with a decimal-pad text field; Save asks for confirmation in an alert, whose OK
// pops back. The UIKit original, as it would sit in an iOS app:
//
//     final class RoomsViewController: UIViewController {
//         let kitchen = UIButton()
//         var setpoints = ["Kitchen": "21.0"]
//
//         override func viewDidLoad() {
//             super.viewDidLoad()
//             title = "Rooms"
//             kitchen.setTitle("Kitchen", for: .normal)
//             kitchen.translatesAutoresizingMaskIntoConstraints = false
//             view.addSubview(kitchen)
//             NSLayoutConstraint.activate([
//                 kitchen.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
//                 kitchen.centerXAnchor.constraint(equalTo: view.centerXAnchor),
//             ])
//             kitchen.addTarget(self, action: #selector(openKitchen), for: .touchUpInside)
//         }
//
//         @objc func openKitchen() {
//             let editor = SetpointViewController(room: "Kitchen", value: setpoints["Kitchen"] ?? "")
//             editor.onSave = { [weak self] value in self?.setpoints["Kitchen"] = value }
//             navigationController?.pushViewController(editor, animated: true)
//         }
//     }
//
//     final class SetpointViewController: UIViewController {
//         let field = UITextField()
//         let save = UIButton()
//         var onSave: ((String) -> Void)?
//
//         init(room: String, value: String) {
//             super.init(nibName: nil, bundle: nil)
//             title = room
//             field.text = value
//         }
//         required init?(coder: NSCoder) { fatalError() }
//
//         override func viewDidLoad() {
//             super.viewDidLoad()
//             field.keyboardType = .decimalPad
//             field.accessibilityIdentifier = "setpoint"
//             field.borderStyle = .roundedRect
//             save.setTitle("Save", for: .normal)
//             for v in [field, save] as [UIView] {
//                 v.translatesAutoresizingMaskIntoConstraints = false
//                 view.addSubview(v)
//             }
//             NSLayoutConstraint.activate([
//                 field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
//                 field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
//                 field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
//                 field.heightAnchor.constraint(equalToConstant: 44),
//                 save.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 12),
//                 save.trailingAnchor.constraint(equalTo: field.trailingAnchor),
//             ])
//             save.addTarget(self, action: #selector(confirm), for: .touchUpInside)
//         }
//
//         override func viewDidAppear(_ animated: Bool) {
//             super.viewDidAppear(animated)
//             field.becomeFirstResponder()
//         }
//
//         @objc func confirm() {
//             let alert = UIAlertController(title: "Save setpoint?", message: "Kitchen: " + (field.text ?? ""),
//                                           preferredStyle: .alert)
//             alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
//             alert.addAction(UIAlertAction(title: "OK", style: .default) { [weak self] _ in
//                 guard let self else { return }
//                 self.onSave?(self.field.text ?? "")
//                 self.navigationController?.popViewController(animated: true)
//             })
//             present(alert, animated: true)
//         }
//     }
//
//     // SceneDelegate / AppDelegate:
//     window.rootViewController = UINavigationController(rootViewController: RoomsViewController())
//
// The port below is that code with the compiler's fix-its applied (UIViewController → ViewController,
// UIButton → Button, UITextField → TextField, UIView → View, NSLayoutConstraint → LayoutConstraint,
// UIAlertController → AlertController, UIAlertAction → AlertAction, UINavigationController →
// NavigationController) and the changes that are not renames: `init(nibName:bundle:)` is `init()` and
// there is no `init?(coder:)` (no storyboards); `field.text` is not optional (the `?? ""` goes);
// `#selector` actions are typed closures.

final class RoomsViewController: ViewController {
    let kitchen = Button()
    var setpoints = ["Kitchen": "21.0"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Rooms"
        kitchen.setTitle("Kitchen", for: .normal)
        kitchen.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(kitchen)
        LayoutConstraint.activate([
            kitchen.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            kitchen.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
        kitchen.addTarget(self, action: { $0.openKitchen() }, for: .touchUpInside)
    }

    func openKitchen() {
        let editor = SetpointViewController(room: "Kitchen", value: setpoints["Kitchen"] ?? "")
        editor.onSave = { [weak self] value in self?.setpoints["Kitchen"] = value }
        navigationController?.pushViewController(editor, animated: true)
    }
}

final class SetpointViewController: ViewController {
    let field = TextField()
    let save = Button()
    var onSave: ((String) -> Void)?

    init(room: String, value: String) {
        super.init()
        title = room
        field.text = value
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        field.keyboardType = .decimalPad
        field.accessibilityIdentifier = "setpoint"
        field.borderStyle = .roundedRect
        save.setTitle("Save", for: .normal)
        for v in [field, save] as [View] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        LayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            field.heightAnchor.constraint(equalToConstant: 44),
            save.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 12),
            save.trailingAnchor.constraint(equalTo: field.trailingAnchor),
        ])
        save.addTarget(self, action: { $0.confirm() }, for: .touchUpInside)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        field.becomeFirstResponder()
    }

    func confirm() {
        let alert = AlertController(title: "Save setpoint?", message: "Kitchen: " + field.text,
                                    preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "OK", style: .default) { [weak self] _ in
            guard let self else { return }
            self.onSave?(self.field.text)
            self.navigationController?.popViewController(animated: true)
        })
        present(alert, animated: true)
    }
}

@Suite @MainActor struct ThermostatNavigationPortTests {
    @Test func theRenamedUIKitFlowRunsAsItWouldOnAPhone() throws {
        let driver = TestDriver(size: Size(800, 480))
        let rooms = RoomsViewController()
        let nav = NavigationController(rootViewController: rooms)
        driver.window.rootViewController = nav
        #expect(nav.navigationBar.titleLabel.text == "Rooms")

        // Tap the room: the editor slides in, and its viewDidAppear brings up the decimal pad.
        try driver.tap("Kitchen")
        driver.settle(0.6)
        let editor = try #require(nav.topViewController as? SetpointViewController)
        #expect(nav.navigationBar.titleLabel.text == "Kitchen")
        #expect(nav.navigationBar.backButton.currentTitle == "\u{2039} Rooms")
        #expect(editor.field.isFirstResponder)
        #expect(driver.application.keyboard.keyLayer == .decimalPad)
        #expect(editor.field.frame == Rect(20, 20, 760, 44))   // under the bar: the content view starts below it

        // Replace the value through the keyboard's keys.
        for _ in 0..<4 { driver.application.keyboard.press(.backspace) }
        try driver.typeText("22.5")
        #expect(editor.field.text == "22.5")

        // Save asks first; Cancel keeps everything as it was.
        try driver.tap("Save")
        driver.settle(0.5)
        let alert = try #require(editor.presentedViewController as? AlertController)
        #expect(!editor.field.isFirstResponder)   // the alert took the keyboard away, as UIKit's does
        #expect(alert.message == "Kitchen: 22.5")
        try driver.tap("Cancel")
        driver.settle(0.5)
        #expect(editor.presentedViewController == nil && rooms.setpoints["Kitchen"] == "21.0")
        #expect(editor.field.isFirstResponder)   // UIKit gives the field its keyboard back after the alert

        // OK saves and pops back to the list.
        try driver.tap("Save")
        driver.settle(0.5)
        try driver.tap("OK")
        driver.settle(0.8)
        #expect(rooms.setpoints["Kitchen"] == "22.5")
        #expect(nav.topViewController === rooms)
        #expect(editor.parent == nil && editor.viewIfLoaded?.window == nil)
        #expect(!editor.field.isFirstResponder && driver.window.activeInputView == nil)
    }
}
