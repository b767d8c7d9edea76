import Testing
import Faceplate
import FaceplateWidgets
import FaceplateTestSupport

/// Every widget in each of its states, drawn through the compositor and pinned as small goldens
/// (Tests/Goldens/widgets-*.png), each looked at when recorded.
@Suite @MainActor struct WidgetGoldenTests {
    /// One of each widget on a 400×260 panel: what a settings screen is made of.
    static func sheet(theme: Theme) -> TestDriver {
        let driver = makeDriver(width: 400, height: 260, theme: theme)
        let w = driver.window

        let title = Label(text: "Living room", frame: Rect(16, 10, 200, 34))
        title.theme = theme; title.font = theme.titleFont
        w.addSubview(title)
        let info = Label(text: "21.5 °C · humidity 48 %", frame: Rect(16, 44, 230, 22))
        info.theme = theme; info.textColor = theme.secondaryText
        w.addSubview(info)

        let icon = ImageView(frame: Rect(350, 16, 32, 32))
        icon.image = makeIcon(width: 32, height: 32, color: theme.primary)
        w.addSubview(icon)

        let toggle = Switch(frame: Rect(270, 16, 52, 32))
        toggle.theme = theme; toggle.isOn = true
        w.addSubview(toggle)

        let slider = Slider(frame: Rect(16, 76, 368, 44))
        slider.theme = theme; slider.value = 0.62
        w.addSubview(slider)

        let segments = SegmentedControl(items: ["Heat", "Cool", "Auto"], frame: Rect(16, 128, 230, 44))
        segments.theme = theme; segments.selectedSegmentIndex = 2
        w.addSubview(segments)

        let stepper = Stepper(frame: Rect(280, 128, 104, 44))
        stepper.theme = theme; stepper.value = 3
        w.addSubview(stepper)

        let progress = ProgressView(frame: Rect(16, 188, 368, 8))
        progress.theme = theme; progress.progress = 0.4
        w.addSubview(progress)

        let page = PageControl(frame: Rect(16, 206, 120, 44))
        page.theme = theme; page.numberOfPages = 4; page.currentPage = 1
        w.addSubview(page)

        let button = Button(title: "Apply", frame: Rect(264, 206, 120, 44))
        button.theme = theme
        w.addSubview(button)
        let cancel = Button(title: "Cancel", frame: Rect(144, 206, 108, 44))
        cancel.theme = theme
        cancel.setBackgroundColor(theme.surface, for: .normal)
        cancel.setTitleColor(theme.primary, for: .normal)
        w.addSubview(cancel)
        return driver
    }

    @Test(arguments: Theme.Style.allCases) func sheetInBothThemes(style: Theme.Style) {
        let driver = WidgetGoldenTests.sheet(theme: Themes.of(style))
        assertMatchesGolden(render(driver), named: "widgets-sheet-\(style.rawValue)")
    }

    @Test func sheetInRGB565() {
        let driver = WidgetGoldenTests.sheet(theme: Themes.light)
        assertMatchesGolden(render(driver, format: .rgb565), named: "widgets-sheet-rgb565")
    }

    /// On a panel mounted at 90° the golden is what the panel scans out: the sheet sideways.
    @Test func sheetOnRotatedPanel() {
        let driver = WidgetGoldenTests.sheet(theme: Themes.light)
        assertMatchesGolden(render(driver, rotation: .degrees90), named: "widgets-sheet-panel90")
    }

    @Test func buttonStates() {
        let theme = Themes.light
        let driver = makeDriver(width: 320, height: 184, theme: theme)
        func add(_ title: String, _ x: Int, _ y: Int) -> Button {
            let b = Button(title: title, frame: Rect(x, y, 136, 44))
            b.theme = theme
            driver.window.addSubview(b)
            return b
        }
        _ = add("Normal", 16, 14)
        add("Pressed", 168, 14).isHighlighted = true
        add("Disabled", 16, 70).isEnabled = false
        let play = add("Play", 168, 70)
        play.setImage(makeIcon(width: 20, height: 20, color: theme.onPrimary), for: .normal)
        let selected = add("Off", 16, 126)
        selected.setTitle("Selected", for: .selected)
        selected.setBackgroundColor(Color(hex: 0x2E7D32), for: .selected)
        selected.isSelected = true
        let plain = add("Plain", 168, 126)
        plain.setBackgroundColor(.clear, for: .normal)
        plain.setTitleColor(theme.primary, for: .normal)
        assertMatchesGolden(render(driver), named: "widgets-button")
    }

    @Test func labelVariants() {
        let theme = Themes.light
        let driver = makeDriver(width: 320, height: 150, theme: theme)
        func add(_ text: String, _ frame: Rect, _ configure: (Label) -> Void = { _ in }) {
            let l = Label(text: text, frame: frame)
            l.theme = theme
            configure(l)
            driver.window.addSubview(l)
        }
        add("Heading", Rect(12, 6, 296, 34)) { $0.font = theme.titleFont }
        add("A body line that is too long to fit on one line", Rect(12, 42, 296, 22))
        add("Wrapped over two lines because numberOfLines is 2 here", Rect(12, 66, 296, 44)) { $0.numberOfLines = 2 }
        add("Centred", Rect(12, 112, 140, 22)) { $0.textAlignment = .center; $0.backgroundColor = theme.surface }
        add("Disabled", Rect(168, 112, 140, 22)) { $0.textAlignment = .right; $0.isEnabled = false }
        assertMatchesGolden(render(driver), named: "widgets-label")
    }

    @Test func imageViewContentModes() {
        let driver = makeDriver(width: 320, height: 96)
        let modes = ImageView.ContentMode.allCases
        for (i, mode) in modes.enumerated() {
            let v = ImageView(frame: Rect(12 + 76 * i, 12, 68, 72))
            v.backgroundColor = Themes.light.surface
            v.image = makeQuadrants(width: 40, height: 24)
            v.contentMode = mode
            driver.window.addSubview(v)
        }
        assertMatchesGolden(render(driver), named: "widgets-imageview")
    }

    @Test func sliderValuesAndStates() {
        let theme = Themes.light
        let driver = makeDriver(width: 320, height: 150, theme: theme)
        func add(_ value: Double, _ x: Int, _ y: Int) -> Slider {
            let s = Slider(frame: Rect(x, y, 136, 44))
            s.theme = theme; s.value = value
            driver.window.addSubview(s)
            return s
        }
        _ = add(0, 16, 4); _ = add(0.35, 168, 4)
        _ = add(1, 16, 52)
        add(0.6, 168, 52).isEnabled = false
        let tinted = add(0.5, 16, 100)
        tinted.minimumTrackTintColor = Color(hex: 0xE53935); tinted.thumbTintColor = Color(hex: 0xFFEBEE)
        let dragged = add(0.5, 168, 100)
        // Held on its thumb: the drag halo shows.
        let thumb = dragged.thumbRect(forBounds: dragged.bounds, trackRect: dragged.trackRect(forBounds: dragged.bounds), value: 0.5)
        driver.touchDown(at: dragged.convert(Point(x: thumb.midX, y: thumb.midY), to: nil))
        #expect(dragged.isDraggingThumb)
        assertMatchesGolden(render(driver), named: "widgets-slider")
        driver.touchUp()
    }

    @Test func switchStates() {
        let theme = Themes.light
        let driver = makeDriver(width: 320, height: 104, theme: theme)
        func add(_ on: Bool, _ x: Int, _ y: Int) -> Switch {
            let s = Switch(frame: Rect(x, y, 52, 32))
            s.theme = theme; s.isOn = on
            driver.window.addSubview(s)
            return s
        }
        _ = add(false, 20, 14); _ = add(true, 96, 14)
        add(false, 172, 14).isHighlighted = true
        add(true, 248, 14).isHighlighted = true
        add(false, 20, 60).isEnabled = false
        add(true, 96, 60).isEnabled = false
        // Mid-drag: the knob follows the finger and the track blends towards on.
        let dragged = add(false, 172, 60)
        let start = driver.center(of: dragged)
        driver.touchDown(at: Point(x: start.x - 10, y: start.y))
        driver.move(to: Point(x: start.x + 2, y: start.y))
        assertMatchesGolden(render(driver), named: "widgets-switch")
        driver.touchUp()
    }

    @Test(arguments: Theme.Style.allCases) func segmentedControlStates(style: Theme.Style) {
        let theme = Themes.of(style)
        let driver = makeDriver(width: 320, height: 172, theme: theme)
        func add(_ y: Int) -> SegmentedControl {
            let s = SegmentedControl(items: ["Day", "Week", "Month", "Year"], frame: Rect(12, y, 296, 44))
            s.theme = theme
            driver.window.addSubview(s)
            return s
        }
        add(12).selectedSegmentIndex = 1
        let pressed = add(64)
        pressed.selectedSegmentIndex = 0
        let disabledSegment = add(116)
        disabledSegment.selectedSegmentIndex = 3
        disabledSegment.setEnabled(false, forSegmentAt: 1)
        // Press "Month" on the middle one and hold it.
        driver.touchDown(at: pressed.convert(Point(x: pressed.rectForSegment(at: 2).midX, y: 22), to: nil))
        #expect(pressed.highlightedSegmentIndex == 2)
        assertMatchesGolden(render(driver), named: "widgets-segmented-\(style.rawValue)")
        driver.touchUp()
    }

    @Test func stepperStates() {
        let theme = Themes.light
        let driver = makeDriver(width: 264, height: 124, theme: theme)
        func add(_ value: Double, _ x: Int, _ y: Int) -> Stepper {
            let s = Stepper(frame: Rect(x, y, 104, 44))
            s.theme = theme; s.maximumValue = 10; s.value = value
            driver.window.addSubview(s)
            return s
        }
        _ = add(5, 20, 12)
        _ = add(0, 140, 12)            // at the minimum: minus dimmed
        let pressed = add(5, 20, 68)
        add(5, 140, 68).isEnabled = false
        driver.touchDown(at: pressed.convert(Point(x: 78, y: 22), to: nil))
        #expect(pressed.pressedHalf == .plus)
        assertMatchesGolden(render(driver), named: "widgets-stepper")
        driver.touchUp()
    }

    @Test func pageControlAndProgress() {
        let theme = Themes.light
        let driver = makeDriver(width: 320, height: 120, theme: theme)
        for (i, page) in [0, 2, 4].enumerated() {
            let p = PageControl(frame: Rect(8 + 104 * i, 4, 96, 44))
            p.theme = theme; p.numberOfPages = 5; p.currentPage = page
            p.isEnabled = i != 2
            driver.window.addSubview(p)
        }
        for (i, value) in [0, 0.02, 0.5, 1].enumerated() {
            let v = ProgressView(frame: Rect(16, 56 + 16 * i, 288, 6))
            v.theme = theme; v.progress = value
            driver.window.addSubview(v)
        }
        assertMatchesGolden(render(driver), named: "widgets-pagecontrol-progress")
    }
}
