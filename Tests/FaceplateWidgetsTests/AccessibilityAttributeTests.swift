import Testing
import Faceplate
import FaceplateGraphics
import FaceplateWidgets

/// UIKit's accessibility attributes on the core view and what each widget fills in, as UIKit's do.
@Suite @MainActor struct AccessibilityAttributeTests {
    let driver = makeDriver(width: 400, height: 300)

    @Test func plainViewIsAContainerWithNothingSet() {
        let v = View(frame: Rect(10, 20, 100, 50))
        driver.window.addSubview(v)
        #expect(!v.isAccessibilityElement)
        #expect(v.accessibilityLabel == nil && v.accessibilityValue == nil && v.accessibilityHint == nil)
        #expect(v.accessibilityTraits == .none)
        #expect(v.accessibilityElements == nil)
        #expect(!v.accessibilityViewIsModal)
        #expect(!v.accessibilityActivate())
        #expect(v.accessibilityFrame == Rect(10, 20, 100, 50), "the frame on screen")
        #expect(v.accessibilityActivationPoint == Point(x: 60, y: 45), "the middle of the accessibility frame")
    }

    @Test func setAttributesAreKept() {
        let parent = View(frame: Rect(50, 50, 200, 200))
        let v = View(frame: Rect(10, 10, 40, 40))
        parent.addSubview(v)
        driver.window.addSubview(parent)
        #expect(v.accessibilityFrame == Rect(60, 60, 40, 40), "converted to screen coordinates")
        v.isAccessibilityElement = true
        v.accessibilityLabel = "Fan"
        v.accessibilityValue = "Auto"
        v.accessibilityHint = "Opens the fan modes"
        v.accessibilityTraits = [.button, .selected]
        v.accessibilityViewIsModal = true
        v.accessibilityActivationPoint = Point(x: 5, y: 6)
        v.accessibilityElements = [parent]
        #expect(v.isAccessibilityElement && v.accessibilityLabel == "Fan" && v.accessibilityValue == "Auto")
        #expect(v.accessibilityHint == "Opens the fan modes")
        #expect(v.accessibilityTraits.contains(.selected) && v.accessibilityTraits.contains(.button))
        #expect(v.accessibilityViewIsModal)
        #expect(v.accessibilityActivationPoint == Point(x: 5, y: 6))
        #expect((v.accessibilityElements?.first as? View) === parent)
        v.accessibilityFrame = Rect(1, 2, 3, 4)
        parent.frame.origin = Point(x: 0, y: 0)
        #expect(v.accessibilityFrame == Rect(1, 2, 3, 4), "a set frame stays where it is set, as UIKit's")
    }

    @Test func traitsUseUIKitsRawValues() {
        // UIKit's UIAccessibilityTraits bits, so code comparing raw values behaves the same.
        #expect(AccessibilityTraits.button.rawValue == 1)
        #expect(AccessibilityTraits.selected.rawValue == 8)
        #expect(AccessibilityTraits.staticText.rawValue == 64)
        #expect(AccessibilityTraits.notEnabled.rawValue == 256)
        #expect(AccessibilityTraits.adjustable.rawValue == 4096)
        #expect(AccessibilityTraits.header.rawValue == 65536)
    }

    @Test func buttonIsAnElementLabelledByItsTitle() {
        let b = Button(title: "Save", frame: Rect(0, 0, 100, 44))
        #expect(b.isAccessibilityElement)
        #expect(b.accessibilityLabel == "Save")
        #expect(b.accessibilityTraits == .button)
        b.isEnabled = false
        #expect(b.accessibilityTraits == [.button, .notEnabled])
        b.isSelected = true
        #expect(b.accessibilityTraits.contains(.selected))
    }

    @Test func labelIsStaticText() {
        let l = Label(text: "21 °C")
        #expect(l.isAccessibilityElement && l.accessibilityLabel == "21 °C" && l.accessibilityTraits == .staticText)
        l.isEnabled = false
        #expect(l.accessibilityTraits.contains(.notEnabled))
    }

    @Test func switchIsAToggleButtonWhoseValueIsOneOrZero() {
        let s = Switch()
        s.accessibilityLabel = "Eco mode"
        #expect(s.isAccessibilityElement)
        #expect(s.accessibilityTraits == [.button, .toggleButton])
        #expect(s.accessibilityValue == "0")
        s.isOn = true
        #expect(s.accessibilityValue == "1")
    }

    @Test func sliderIsAdjustableInTenthsAndReadsPercent() {
        let s = Slider(frame: Rect(0, 0, 200, 40))
        s.minimumValue = 10; s.maximumValue = 30; s.value = 20
        #expect(s.accessibilityTraits == .adjustable)
        #expect(s.accessibilityValue == "50%")
        let target = AccessibilityAttributeTestsTarget()
        s.addTarget(target, action: { t in t.count += 1 }, for: .valueChanged)
        var changes: Int { target.count }
        s.accessibilityIncrement()
        #expect(s.value == 22 && s.accessibilityValue == "60%" && changes == 1)
        s.accessibilityDecrement(); s.accessibilityDecrement()
        #expect(s.value == 18 && changes == 3)
        s.value = 30
        s.accessibilityIncrement()
        #expect(s.value == 30 && changes == 3, "at the end nothing changes and nothing is sent")
    }

    @Test func stepperIsAdjustableByItsStep() {
        let s = Stepper()
        s.stepValue = 0.5
        s.value = 20
        #expect(s.accessibilityTraits == .adjustable && s.accessibilityValue == "20")
        s.accessibilityIncrement()
        #expect(s.value == 20.5 && s.accessibilityValue == "20.5")
        s.accessibilityDecrement(); s.accessibilityDecrement()
        #expect(s.value == 19.5)
    }

    @Test func segmentedControlListsOneButtonPerSegment() {
        let c = SegmentedControl(items: ["Heat", "Cool", "Auto"], frame: Rect(0, 100, 300, 32))
        driver.window.addSubview(c)
        c.selectedSegmentIndex = 1
        c.setEnabled(false, forSegmentAt: 2)
        #expect(!c.isAccessibilityElement)
        let elements = c.accessibilityElements?.compactMap { $0 as? AccessibilityElement } ?? []
        #expect(elements.map(\.accessibilityLabel) == ["Heat", "Cool", "Auto"])
        #expect(elements[0].accessibilityTraits == .button)
        #expect(elements[1].accessibilityTraits == [.button, .selected])
        #expect(elements[2].accessibilityTraits == [.button, .notEnabled])
        #expect(elements[0].accessibilityFrame == c.convert(c.rectForSegment(at: 0), to: nil))
        let again = c.accessibilityElements?.compactMap { $0 as? AccessibilityElement } ?? []
        #expect(again.first === elements.first, "the same elements across reads keep the reader's focus")
    }

    @Test func tableCellReadsItsLabelsTogether() {
        let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Living room"
        cell.detailTextLabel?.text = "21 °C"
        cell.accessoryType = .disclosureIndicator
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "Living room, 21 °C")
        #expect(cell.accessibilityTraits == .button)
        cell.isSelected = true
        #expect(cell.accessibilityTraits.contains(.selected))
    }

    @Test func textFieldIsLabelledByItsPlaceholderAndReadsItsText() {
        let f = TextField(frame: Rect(0, 0, 200, 40))
        f.placeholder = "Network name"
        #expect(f.isAccessibilityElement && f.accessibilityLabel == "Network name" && f.accessibilityValue == nil)
        f.text = "home"
        #expect(f.accessibilityValue == "home")
        f.isSecureTextEntry = true
        #expect(f.accessibilityValue == "••••", "a secure field never gives its text away")
    }

    @Test func navigationBarTitleIsAHeader() {
        let bar = NavigationBar(frame: Rect(0, 0, 400, 44))
        bar.show(title: "Settings", backTitle: nil)
        #expect(bar.titleLabel.accessibilityTraits.contains(.header))
        #expect(bar.titleLabel.accessibilityLabel == "Settings")
    }

    @Test func alertPanelIsModal() {
        let alert = AlertController(title: "Filter", message: "Replace the filter", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        _ = alert.view
        #expect(alert.panel.accessibilityViewIsModal)
    }

    @Test func noReaderMeansVoiceOverIsNotRunningAndPostsAreIgnored() {
        // The suite's driver made its application the running one when the suite was made, but tests
        // of other suites run between that and this body and make theirs running (one with a reader on,
        // say); set it again here, where nothing else on the main actor can run before the check.
        Application.setShared(driver.application)
        #expect(driver.application.assistiveTechnology == nil)
        #expect(!Accessibility.isVoiceOverRunning)
        Accessibility.post(notification: .announcement, argument: "ignored")
    }
}

/// A target object for the closure actions above.
@MainActor final class AccessibilityAttributeTestsTarget { var count = 0 }
