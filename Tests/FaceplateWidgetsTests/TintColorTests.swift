import Testing
import Faceplate
import FaceplateWidgets
import FaceplateTestSupport

/// UIKit's `tintColor`: the first colour set on a view or an ancestor, else the app's accent; what
/// system buttons, bar buttons, configured buttons and the other tinted widgets draw with; changes
/// reach every view that inherits it through `tintColorDidChange()`.
@Suite @MainActor struct TintColorTests {
    final class Swatch: View {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    @Test func aTintIsInheritedDownTheHierarchyUntilAViewSetsItsOwn() {
        let driver = makeDriver(width: 200, height: 100)
        let accent = driver.window.application.theme.primary
        let outer = Swatch(), middle = Swatch(), inner = Swatch(), own = Swatch()
        driver.window.addSubview(outer); outer.addSubview(middle); middle.addSubview(inner); middle.addSubview(own)
        // Nothing set: the application's accent, everywhere.
        #expect(inner.tintColor == accent && driver.window.tintColor == accent)
        own.tintColor = .systemGreen
        outer.tintColor = .systemRed
        #expect(middle.tintColor == .systemRed && inner.tintColor == .systemRed && own.tintColor == .systemGreen)
        // Each view that inherits hears of it once; the one with its own tint does not.
        #expect(outer.changes == 1 && middle.changes == 1 && inner.changes == 1 && own.changes == 1)
        // Setting the same colour again is no change; nil inherits again.
        outer.tintColor = .systemRed
        #expect(inner.changes == 1)
        own.tintColor = nil
        #expect(own.tintColor == .systemRed && own.changes == 2)
        // The window's tint is the app-wide one, as UIKit's key window's.
        outer.tintColor = nil
        driver.window.tintColor = .systemPurple
        #expect(inner.tintColor == .systemPurple && inner.changes == 3)
    }

    @Test func aViewMovedUnderAnotherTintHearsOfIt() {
        let driver = makeDriver(width: 200, height: 100)
        let red = View(), blue = View()
        red.tintColor = .systemRed; blue.tintColor = .systemBlue
        driver.window.addSubview(red); driver.window.addSubview(blue)
        let moving = Swatch(), child = Swatch()
        moving.addSubview(child)
        red.addSubview(moving)
        #expect(child.tintColor == .systemRed && moving.changes == 1 && child.changes == 1)
        blue.addSubview(moving)
        #expect(child.tintColor == .systemBlue && moving.changes == 2 && child.changes == 2)
        let sameTint = View()
        sameTint.tintColor = .systemBlue
        driver.window.addSubview(sameTint)
        sameTint.addSubview(moving)                                   // the same tint: nothing to tell
        #expect(moving.changes == 2)
    }

    @Test func systemButtonsDrawInTheTintTheirContainerSets() {
        let driver = makeDriver(width: 200, height: 60)
        let card = View(frame: Rect(0, 0, 200, 60))
        let edit = Button(type: .system)
        edit.setTitle("MMMM", for: .normal)
        edit.titleFont = .boldSystemFont(ofSize: 30)
        edit.frame = Rect(10, 8, 180, 44)
        card.addSubview(edit)
        driver.window.addSubview(card)
        #expect(edit.currentTitleColor == driver.window.application.theme.primary)
        card.tintColor = Color(hex: 0xFF0000)
        #expect(edit.currentTitleColor == Color(hex: 0xFF0000))
        // On screen: the title's pixels are red now, redrawn without being asked.
        let b = render(driver)
        var red = 0
        for y in 8..<52 { for x in 10..<190 where b.pixel(x: x, y: y) & 0xFFFFFF == 0xFF0000 { red += 1 } }
        #expect(red > 50)
        // A colour the app set for the title wins over the tint, as in UIKit.
        edit.setTitleColor(.black, for: .normal)
        #expect(edit.currentTitleColor == .black)
    }

    @Test func aConfiguredButtonFollowsTheTint() {
        let driver = makeDriver(width: 200, height: 60)
        let save = Button(configuration: .filled())
        driver.window.addSubview(save)
        #expect(save.backgroundColor(for: .normal) == driver.window.application.theme.primary)
        driver.window.tintColor = .systemOrange
        #expect(save.backgroundColor(for: .normal) == .systemOrange)
        let plain = Button(configuration: .plain())
        driver.window.addSubview(plain)
        #expect(plain.currentTitleColor == .systemOrange)
    }

    @Test func theNavigationBarsTintColoursItsBackButtonAndItems() throws {
        let driver = makeDriver(width: 400, height: 300)
        let first = ViewController(), second = ViewController()
        first.title = "Rooms"
        let nav = NavigationController(rootViewController: first)
        driver.window.rootViewController = nav
        nav.pushViewController(second, animated: false)
        let done = BarButtonItem(title: "Done", style: .done, target: second) { _ in }
        done.accessibilityIdentifier = "done"
        let delete = BarButtonItem(title: "Delete", style: .plain, target: second) { _ in }
        delete.accessibilityIdentifier = "delete"
        delete.tintColor = .systemRed                                 // an item's own tint wins
        second.navigationItem.rightBarButtonItems = [done, delete]
        driver.window.layoutIfNeeded()
        nav.navigationBar.tintColor = .systemGreen
        let doneButton = try #require(driver.view(withIdentifier: "done") as? Button)
        let deleteButton = try #require(driver.view(withIdentifier: "delete") as? Button)
        #expect(doneButton.currentTitleColor == .systemGreen)
        #expect(deleteButton.currentTitleColor == .systemRed)
        #expect(nav.navigationBar.backButton.currentTitleColor == .systemGreen)
        // Nil: the app's accent again.
        nav.navigationBar.tintColor = nil
        #expect(doneButton.currentTitleColor == driver.window.application.theme.primary)
        #expect(nav.navigationBar.backButton.currentTitleColor == driver.window.application.theme.primary)
    }

    @Test func slidersProgressAndSteppersTakeTheTint() {
        let driver = makeDriver(width: 300, height: 200)
        let box = View(frame: Rect(0, 0, 300, 200))
        driver.window.addSubview(box)
        let slider = Slider(frame: Rect(10, 10, 280, 44))
        slider.value = 1
        box.addSubview(slider)
        box.tintColor = Color(hex: 0x00FF00)
        let b = render(driver)
        var green = 0
        for x in 10..<290 where b.pixel(x: x, y: 32) & 0xFFFFFF == 0x00FF00 { green += 1 }
        #expect(green > 100, "the slider's filled track is in the tint")
    }
}
