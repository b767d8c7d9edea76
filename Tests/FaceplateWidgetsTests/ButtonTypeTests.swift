import Testing
import Faceplate
import FaceplateWidgets
import FaceplateTestSupport

/// UIKit's button types: `.system` is a tinted title on nothing, dimmed while pressed; `init(frame:)`
/// is a `.custom` button that keeps Faceplate's filled look; the glyph types draw UIKit's glyphs.
@Suite @MainActor struct ButtonTypeTests {
    @Test func theSystemButtonIsATintedTitleWithNoFillOrShadow() {
        let driver = makeDriver(width: 200, height: 60)
        let theme = driver.window.application.theme
        let system = Button(type: .system)
        system.setTitle("Edit", for: .normal)
        system.frame = Rect(10, 8, 120, 44)
        driver.window.addSubview(system)
        #expect(system.buttonType == .system && Button(frame: .zero).buttonType == .custom)
        #expect(system.currentTitleColor == theme.primary)
        #expect(system.currentBackgroundColor.alpha == 0)
        #expect(system.drawingOverflow == EdgeInsets())
        #expect(system.contentEdgeInsets == EdgeInsets())
        #expect(system.titleFont.pointSize == 15)                     // UIKit's system button title
        let b = render(driver)
        // No fill at the button's corner (the window's white shows), the accent in the title.
        #expect(b.pixel(x: 14, y: 12) & 0xFFFFFF == 0xFFFFFF)
        var accent = 0
        for y in 8..<52 { for x in 10..<130 where b.pixel(x: x, y: y) & 0xFFFFFF != 0xFFFFFF { accent += 1 } }
        #expect(accent > 20 && accent < 600)                          // a title's pixels, not a filled rectangle
        // The filled default of init(frame:) is kept.
        let custom = Button(title: "Go")
        #expect(custom.currentBackgroundColor == theme.primary && custom.currentTitleColor == theme.onPrimary)
    }

    @Test func aPressedSystemButtonDimsItsTitle() {
        let driver = makeDriver(width: 200, height: 60)
        let system = Button(type: .system)
        system.setTitle("MMMM", for: .normal)
        system.titleFont = .boldSystemFont(ofSize: 30)
        system.frame = Rect(10, 8, 180, 44)
        driver.window.addSubview(system)
        func darkest(_ b: PixelBuffer) -> Int {       // the red channel: the blue accent's darkest
            var m = 255
            for y in 8..<52 { for x in 10..<190 { m = min(m, Int((b.pixel(x: x, y: y) >> 16) & 0xFF)) } }
            return m
        }
        let normal = darkest(render(driver))
        system.isHighlighted = true
        let pressed = darkest(render(driver))
        #expect(pressed > normal + 100)                               // the accent at a fifth, on white
        system.setTitleColor(.black, for: .highlighted)               // an app's own pressed colour wins
        #expect(darkest(render(driver)) == 0)
    }

    @Test func typedButtonsTapAndTakeAPrimaryAction() {
        let driver = makeDriver(width: 200, height: 100)
        var runs = 0
        let add = Button(type: .contactAdd, primaryAction: Action(title: "Add") { _ in runs += 1 })
        add.frame = Rect(10, 10, 80, 44)
        driver.window.addSubview(add)
        #expect(add.currentTitle == "Add" && add.buttonType == .contactAdd)
        driver.tap(add)
        #expect(runs == 1)
        #expect(Button(type: .close).intrinsicContentSize == Size(22, 44))     // the glyph, a finger tall
    }

    /// The types side by side, normal and pressed, with the filled custom button for comparison.
    @Test func buttonTypesGolden() {
        let driver = makeDriver(width: 360, height: 110)
        func add(_ type: Button.ButtonType, _ title: String?, _ frame: Rect, pressed: Bool = false) {
            let b = type == .custom ? Button(title: title ?? "") : Button(type: type)
            if let title { b.setTitle(title, for: .normal) }
            b.frame = frame
            b.isHighlighted = pressed
            driver.window.addSubview(b)
        }
        add(.custom, "Custom", Rect(10, 8, 110, 44))
        add(.system, "System", Rect(130, 8, 100, 44))
        add(.system, "Pressed", Rect(240, 8, 110, 44), pressed: true)
        add(.contactAdd, nil, Rect(10, 60, 44, 44))
        add(.detailDisclosure, nil, Rect(64, 60, 44, 44))
        add(.close, nil, Rect(118, 60, 44, 44))
        add(.contactAdd, "Add item", Rect(172, 60, 130, 44))
        assertMatchesGolden(render(driver), named: "widgets-button-types")
    }
}
