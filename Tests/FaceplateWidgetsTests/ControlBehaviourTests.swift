import Testing
import Faceplate
import FaceplateWidgets
import FaceplateText

@Suite @MainActor struct ButtonBehaviourTests {
    let driver = makeDriver(width: 320, height: 200)
    let button = Button(title: "Brew", frame: Rect(20, 20, 120, 44))
    let log: EventLog
    init() {
        button.theme = Themes.light
        driver.window.addSubview(button)
        log = EventLog(button)
    }

    @Test func tapSendsPrimaryActionWithTouchUpInside() {
        driver.tap(button)
        #expect(log.count(.touchUpInside) == 1)
        #expect(log.count(.primaryActionTriggered) == 1)
        #expect(log.count(.valueChanged) == 0)
    }

    @Test func disabledButtonIgnoresTaps() {
        button.isEnabled = false
        driver.tap(button)
        #expect(log.log.isEmpty)
        #expect(!button.isHighlighted)
    }

    @Test func highlightFollowsTheFingerAndPerStateValuesFallBackToNormal() {
        button.setTitle("Brewing", for: .highlighted)
        button.setTitleColor(Color(hex: 0x112233), for: .normal)
        button.setBackgroundColor(Color(hex: 0x808080), for: .normal)
        #expect(button.currentTitle == "Brew")
        driver.touchDown(at: driver.center(of: button))
        #expect(button.isHighlighted)
        #expect(button.currentTitle == "Brewing")
        #expect(button.currentTitleColor == Color(hex: 0x112233), "no highlighted colour: the normal one")
        #expect(button.currentBackgroundColor == Color(hex: 0x666666), "a custom fill darkens by a fifth while pressed")
        driver.touchUp()
        #expect(!button.isHighlighted)
        #expect(button.currentBackgroundColor == Color(hex: 0x808080))
    }

    @Test func defaultColoursComeFromTheTheme() {
        #expect(button.currentBackgroundColor == Themes.light.primary)
        button.isHighlighted = true
        #expect(button.currentBackgroundColor == Themes.light.primaryPressed)
        #expect(button.currentTitleColor == Themes.light.onPrimary)
    }

    @Test func shadowIsInsideTheDeclaredOverflow() {
        let o = button.drawingOverflow
        let t = Themes.light
        #expect(o.bottom >= t.shadowBlur + t.shadowOffset.y)
        #expect(o.left >= t.shadowBlur && o.right >= t.shadowBlur && o.top >= t.shadowBlur - t.shadowOffset.y)
        // And the pixels agree: nothing is drawn beyond it.
        let lone = makeDriver(width: 200, height: 120)
        let b = Button(title: "X", frame: Rect(50, 40, 100, 40))
        b.theme = t
        lone.window.addSubview(b)
        let buffer = render(lone)
        let bg = Themes.light.background
        var outside = 0, shadowBelow = 0
        for y in 0..<120 {
            for x in 0..<200 where buffer.color(x: x, y: y) != bg {
                let inside = Double(x) >= 50 - o.left && Double(x) < 150 + o.right && Double(y) >= 40 - o.top && Double(y) < 80 + o.bottom
                if !inside { outside += 1 }
                if y >= 80 { shadowBelow += 1 }
            }
        }
        #expect(outside == 0)
        #expect(shadowBelow > 100, "the shadow shows below the button")
    }

    @Test func imageAndTitleSitSideBySide() {
        let icon = makeIcon(width: 20, height: 20, color: .white)
        button.setImage(icon, for: .normal)
        let withImage = button.intrinsicContentSize
        button.setImage(nil, for: .normal)
        let titleOnly = button.intrinsicContentSize
        #expect(withImage.width == titleOnly.width + 20 + button.imageTitleSpacing)
        #expect(titleOnly.height >= 44)
        let font = Themes.light.buttonFont
        #expect(titleOnly.width == (font.measure("Brew").width + 32).rounded(.up))
    }

    @Test func customTitleFontIsUsed() throws {
        let big = Themes.light.font(size: 30, bold: true)
        let small = button.intrinsicContentSize
        button.titleFont = big
        #expect(button.titleFont === big)
        #expect(button.intrinsicContentSize.width > small.width)
    }

    @Test func ancestorSingleTapDoesNotStealTheButtonsTap() {
        let tap = TapGestureRecognizer()
        var recognized = 0
        tap.addTarget(log) { _, _ in recognized += 1 }
        driver.window.addGestureRecognizer(tap)
        driver.tap(button)
        #expect(recognized == 0)
        #expect(log.count(.primaryActionTriggered) == 1)
    }

    /// Issue 16, item 6: a disabled control ignores touches, so it has no tap to protect — UIKit gives
    /// the tap to the ancestor's recognizer.
    @Test func ancestorSingleTapGetsTheTapOfADisabledButton() {
        let tap = TapGestureRecognizer()
        var recognized = 0
        tap.addTarget(log) { _, _ in recognized += 1 }
        driver.window.addGestureRecognizer(tap)
        button.isEnabled = false
        driver.tap(button)
        #expect(recognized == 1)                      // before the fix: neither fired
        #expect(log.log.isEmpty)
        button.isEnabled = true
        driver.advance(by: 1)
        driver.tap(button)
        #expect(recognized == 1 && log.count(.primaryActionTriggered) == 1)
    }
}

@Suite @MainActor struct SegmentedControlTests {
    let driver = makeDriver(width: 400, height: 200)
    /// Three 100-point segments from x = 50.
    let control = SegmentedControl(items: ["Heat", "Cool", "Auto"], frame: Rect(50, 50, 300, 44))
    let log: EventLog
    init() {
        control.theme = Themes.light
        driver.window.addSubview(control)
        log = EventLog(control)
    }

    @Test func tapSelectsTheSegmentAndSendsValueChangedOnce() {
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        driver.tap(at: Point(x: 180, y: 70))
        #expect(control.selectedSegmentIndex == 1)
        #expect(log.count(.valueChanged) == 1)
        #expect(log.count(.primaryActionTriggered) == 1)
        driver.advance(by: 1)
        driver.tap(at: Point(x: 180, y: 70))
        #expect(log.count(.valueChanged) == 1, "tapping the selected segment changes nothing")
        driver.advance(by: 1)
        driver.tap(at: Point(x: 300, y: 70))
        #expect(control.selectedSegmentIndex == 2)
        #expect(log.count(.valueChanged) == 2)
    }

    @Test func highlightFollowsTheFingerAndTheLiftDecides() {
        driver.touchDown(at: Point(x: 80, y: 70))
        #expect(control.highlightedSegmentIndex == 0)
        driver.move(to: Point(x: 290, y: 70), steps: 3)
        #expect(control.highlightedSegmentIndex == 2)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment, "nothing is selected before the lift")
        driver.touchUp()
        #expect(control.highlightedSegmentIndex == SegmentedControl.noSegment)
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test func liftOutsideSelectsNothing() {
        driver.touchDown(at: Point(x: 80, y: 70))
        driver.move(to: Point(x: 80, y: 150), steps: 2)
        #expect(control.highlightedSegmentIndex == SegmentedControl.noSegment)
        driver.touchUp()
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(log.count(.valueChanged) == 0)
    }

    @Test func disabledSegmentCannotBeSelected() {
        control.setEnabled(false, forSegmentAt: 1)
        driver.tap(at: Point(x: 180, y: 70))
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(log.count(.valueChanged) == 0)
        #expect(!control.isEnabledForSegment(at: 1))
    }

    @Test func momentaryControlKeepsNoSelection() {
        control.isMomentary = true
        driver.tap(at: Point(x: 80, y: 70))
        driver.advance(by: 1)
        driver.tap(at: Point(x: 80, y: 70))
        #expect(log.count(.valueChanged) == 2)
    }

    @Test func editingSegmentsKeepsTheSelectionOnItsSegment() {
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Off", at: 0, animated: false)
        #expect(control.numberOfSegments == 4)
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.titleForSegment(at: 2) == "Cool")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        control.selectedSegmentIndex = 9
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment, "out of range selects nothing")
        #expect(log.log.isEmpty, "programmatic changes send nothing")
    }
}

@Suite @MainActor struct PageControlTests {
    let driver = makeDriver(width: 400, height: 200)
    /// 200 wide from x = 100: the left half is x < 200.
    let control = PageControl(frame: Rect(100, 50, 200, 44))
    let log: EventLog
    init() {
        control.theme = Themes.light
        control.numberOfPages = 3
        control.currentPage = 1
        driver.window.addSubview(control)
        log = EventLog(control)
    }

    @Test func tapOnEachHalfMovesOnePage() {
        driver.tap(at: Point(x: 280, y: 72))
        #expect(control.currentPage == 2)
        driver.advance(by: 1)
        driver.tap(at: Point(x: 280, y: 72))
        #expect(control.currentPage == 2, "no page after the last")
        #expect(log.count(.valueChanged) == 1)
        driver.advance(by: 1)
        driver.tap(at: Point(x: 110, y: 72))
        driver.advance(by: 1)
        driver.tap(at: Point(x: 110, y: 72))
        #expect(control.currentPage == 0)
        driver.advance(by: 1)
        driver.tap(at: Point(x: 110, y: 72))
        #expect(control.currentPage == 0, "no page before the first")
        #expect(log.count(.valueChanged) == 3)
        #expect(log.count(.primaryActionTriggered) == 3)
    }

    @Test func currentPageIsClampedAndSendsNothing() {
        control.currentPage = 7
        #expect(control.currentPage == 2)
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        #expect(log.log.isEmpty)
    }

    @Test func hidesForSinglePageTakesNoTouches() {
        control.hidesForSinglePage = true
        control.numberOfPages = 1
        let behind = Button(title: "behind", frame: Rect(0, 0, 400, 200))
        driver.window.insertSubview(behind, at: 0)
        let behindLog = EventLog(behind)
        driver.tap(at: Point(x: 280, y: 72))
        #expect(log.log.isEmpty)
        #expect(behindLog.count(.primaryActionTriggered) == 1, "the tap went through to the view behind")
    }
}

@Suite @MainActor struct ViewWidgetTests {
    @Test func labelSizesFromItsFont() {
        let label = Label(text: "Hello panel")
        label.theme = Themes.light
        let font = Themes.light.bodyFont
        let size = label.intrinsicContentSize
        #expect(size.width == font.measure("Hello panel").width.rounded(.up))
        #expect(size.height == font.lineHeight)
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(Size(width: 60, height: 0))
        #expect(wrapped.height == 2 * font.lineHeight, "two words, each on its own line at 60 points")
        #expect(wrapped.width <= 60)
        label.numberOfLines = 1
        #expect(label.sizeThatFits(Size(width: 60, height: 0)).height == font.lineHeight)
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
        #expect(!label.isUserInteractionEnabled, "a label lets touches through, as in UIKit")
    }

    @Test func imageViewPlacesTheImageByContentMode() {
        let view = ImageView(frame: Rect(0, 0, 100, 50))
        view.image = makeQuadrants(width: 20, height: 20)
        #expect(view.imageRect == Rect(0, 0, 100, 50))
        view.contentMode = .scaleAspectFit
        #expect(view.imageRect == Rect(25, 0, 50, 50))
        view.contentMode = .scaleAspectFill
        #expect(view.imageRect == Rect(0, -25, 100, 100))
        view.contentMode = .center
        #expect(view.imageRect == Rect(40, 15, 20, 20))
        #expect(view.intrinsicContentSize == Size(20, 20))
    }

    @Test func progressIsClamped() {
        let p = ProgressView()
        p.progress = 1.5
        #expect(p.progress == 1)
        p.setProgress(-1, animated: true)
        #expect(p.progress == 0)
        p.progress = .nan
        #expect(p.progress == 0)
    }

    @Test func progressFillsProportionally() {
        let driver = makeDriver(width: 220, height: 20)
        let p = ProgressView(frame: Rect(10, 7, 200, 6))
        p.theme = Themes.light
        p.progressTintColor = Color(hex: 0xFF0000)
        p.trackTintColor = Color(hex: 0x00FF00)
        p.progress = 0.25
        driver.window.addSubview(p)
        let buffer = render(driver)
        #expect(buffer.color(x: 40, y: 10) == Color(hex: 0xFF0000))
        #expect(buffer.color(x: 70, y: 10) == Color(hex: 0x00FF00), "a quarter of 200 ends at x = 60")
    }
}
