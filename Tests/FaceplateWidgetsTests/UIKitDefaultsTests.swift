import Testing
import Faceplate
import FaceplateWidgets
import FaceplateGraphics

/// A view that, as UIKit subclasses do, overrides only `init(frame:)`.
final class FramedOnlyView: View {
    var configured = false
    override init(frame: Rect) {
        super.init(frame: frame)
        configured = true
    }
}

/// A text field subclass that overrides `init(frame:)` and calls `super.init(frame:)`, as UIKit code does.
final class PaddedField: TextField {
    override init(frame: Rect) {
        super.init(frame: frame)
        textInsets = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    }
}

/// The small differences from UIKit found by porting two UIKit apps, each pinned to UIKit's behaviour.
@Suite @MainActor struct UIKitDefaultsTests {
    @Test func aStackViewIsHorizontalByDefault() {
        #expect(StackView().axis == .horizontal)                 // UIStackView.axis defaults to .horizontal
        let s = StackView(arrangedSubviews: [View(frame: Rect(0, 0, 40, 20)), View(frame: Rect(0, 0, 40, 20))],
                          frame: Rect(0, 0, 200, 20))
        let driver = TestDriver(size: Size(200, 20))
        driver.window.addSubview(s)
        driver.window.layoutPass()
        #expect(s.arrangedSubviews[1].frame.minX > 0)            // side by side, not stacked
    }

    @Test func aTextFieldHasNoBorderByDefault() {
        #expect(TextField().borderStyle == .none)                // UITextField.borderStyle defaults to .none
    }

    @Test func aSubclassOverridingInitFrameStillHasInit() {
        let v = FramedOnlyView()                                  // UIView() calls init(frame: .zero)
        #expect(v.configured)
        #expect(v.frame == .zero)
        let f = PaddedField()
        #expect(f.textInsets.left == 20)
        #expect(f.borderStyle == .none)
    }

    @Test func aButtonsBackgroundColorShowsInsteadOfTheThemeFill() {
        let driver = makeDriver(width: 200, height: 80)
        let button = Button(title: "", frame: Rect(20, 20, 120, 40))
        button.theme = Themes.light
        button.backgroundColor = Color(hex: 0xFF0000)
        driver.window.addSubview(button)
        let buffer = render(driver)
        #expect(buffer.pixel(x: 80, y: 40) & 0xFFFFFF == 0xFF0000)      // UIKit: the backgroundColor shows
        #expect(button.currentBackgroundColor == .clear)
        let plain = Button(title: "", frame: Rect(0, 0, 10, 10))
        plain.theme = Themes.light
        #expect(plain.currentBackgroundColor == Themes.light.primary)   // no backgroundColor: the theme's fill
    }

    @Test func uikitsNamedColoursHaveUIKitsValues() {
        #expect(Color.systemBlue.rgb == 0x007AFF)
        #expect(Color.darkGray.rgb == 0x555555)
        #expect(Color.lightGray.rgb == 0xAAAAAA)
        #expect(Color.orange.rgb == 0xFF8000)
        let red: Color = .red
        #expect(red.red == 255 && red.green == 0)                 // the static colour and the component coexist
    }

    @Test func fontComesWithTheWidgetsImport() {
        // This file imports FaceplateWidgets, Faceplate and FaceplateGraphics only: `Font` and
        // `TextAlignment` resolve through FaceplateWidgets' re-export (UIFont comes with UIKit).
        let label = Label(text: "x")
        let font: Font = label.font
        #expect(font.size > 0)
        label.textAlignment = TextAlignment.center
    }
}
