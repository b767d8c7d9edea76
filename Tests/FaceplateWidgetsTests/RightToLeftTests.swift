import Testing
import Faceplate
import FaceplateGraphics
import FaceplateWidgets

/// UIKit's right-to-left layout: the app's language sets the direction, views inherit or force it,
/// and the widgets mirror — drawing and touch alike.
@Suite @MainActor struct RightToLeftTests {
    let driver = makeDriver(width: 480, height: 320)

    /// Makes the application speak Arabic: the interface runs right to left.
    func arabic() { driver.application.languageCode = "ar" }

    @Test func directionComesFromTheLanguageAndSemanticContentAttribute() {
        let outer = View(frame: Rect(0, 0, 200, 100)), inner = View(frame: Rect(0, 0, 50, 50))
        outer.addSubview(inner)
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight, "outside a window: left to right")
        driver.window.addSubview(outer)
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight)
        arabic()
        #expect(driver.application.userInterfaceLayoutDirection == .rightToLeft)
        #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        inner.semanticContentAttribute = .playback
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight, "playback never flips")
        inner.semanticContentAttribute = .spatial
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight, "spatial never flips")
        inner.semanticContentAttribute = .unspecified
        outer.semanticContentAttribute = .forceLeftToRight
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight, "a forced ancestor decides its subtree")
        driver.application.languageCode = "de_DE"
        outer.semanticContentAttribute = .forceRightToLeft
        #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(UserInterfaceLayoutDirection(languageCode: "he_IL.UTF-8") == .rightToLeft)
        #expect(UserInterfaceLayoutDirection(languageCode: "fa-IR") == .rightToLeft)
        #expect(UserInterfaceLayoutDirection(languageCode: "zh_CN") == .leftToRight)
    }

    /// A 224-wide slider at (100, 100): mirrored, the minimum is at the right end, and dragging the
    /// thumb left raises the value.
    @Test func sliderMirrorsItsTrackAndItsDrag() {
        let slider = Slider(frame: Rect(100, 100, 224, 44))
        slider.theme = Themes.light
        driver.window.addSubview(slider)
        arabic()
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).maxX == track.maxX, "minimum on the right")
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).minX == track.minX, "maximum on the left")
        driver.touchDown(at: Point(x: 312, y: 122))     // the thumb, at the right end
        #expect(slider.isDraggingThumb)
        driver.move(to: Point(x: 262, y: 122), steps: 4)
        driver.touchUp()
        #expect(abs(slider.value - 0.25) < 1e-9, "a quarter of the travel leftwards is a quarter of the range")
        // The filled (minimum) track is right of the thumb: the accent there, the track colour left of it.
        let buffer = render(driver)
        #expect(buffer.color(x: 280, y: 122) == Themes.light.primary)
        #expect(buffer.color(x: 130, y: 122) == Themes.light.track)
    }

    @Test func switchPutsItsKnobOnTheLeftWhenOnAndFollowsADragLeft() {
        let s = Switch(frame: Rect(100, 100, 52, 32))
        s.theme = Themes.light
        driver.window.addSubview(s)
        arabic()
        driver.drag(from: Point(x: 140, y: 116), to: Point(x: 100, y: 116), steps: 6)
        #expect(s.isOn, "dragging the knob left turns a mirrored switch on")
        // On: the knob (white) at the left end, the on colour at the right.
        let buffer = render(driver)
        #expect(buffer.color(x: 112, y: 116) == Themes.light.knob)
        #expect(buffer.color(x: 142, y: 116) != Themes.light.knob)
    }

    @Test func progressViewFillsFromTheRight() {
        let p = ProgressView(frame: Rect(100, 100, 200, 8))
        p.progress = 0.25
        p.theme = Themes.light
        driver.window.addSubview(p)
        arabic()
        let buffer = render(driver)
        #expect(buffer.color(x: 290, y: 104) == Themes.light.primary, "the filled quarter is at the right")
        #expect(buffer.color(x: 110, y: 104) == Themes.light.track)
    }

    @Test func segmentedControlPutsSegmentZeroOnTheRight() {
        let c = SegmentedControl(items: ["A", "B", "C"])
        c.frame = Rect(0, 0, 300, 40)
        driver.window.addSubview(c)
        arabic()
        #expect(c.rectForSegment(at: 0) == Rect(200, 0, 100, 40))
        #expect(c.rectForSegment(at: 2) == Rect(0, 0, 100, 40))
        #expect(c.segmentIndex(at: Point(x: 250, y: 20)) == 0)
        driver.tap(at: Point(x: 40, y: 20))
        #expect(c.selectedSegmentIndex == 2, "a tap on the left picks the last segment")
    }

    @Test func stepperPutsMinusOnTheRight() {
        let s = Stepper(frame: Rect(0, 0, 120, 44))
        s.value = 5
        driver.window.addSubview(s)
        arabic()
        #expect(s.half(at: Point(x: 100, y: 22)) == .minus)
        driver.tap(at: Point(x: 20, y: 22))
        #expect(s.value == 6, "the left half of a mirrored stepper steps up")
    }

    @Test func pageControlOrdersItsDotsRightToLeft() {
        let p = PageControl(frame: Rect(0, 0, 200, 28))
        p.numberOfPages = 3
        p.theme = Themes.light
        driver.window.addSubview(p)
        arabic()
        driver.tap(at: Point(x: 20, y: 14))
        #expect(p.currentPage == 1, "the left half is the next page when mirrored")
        // Page 1 is the middle dot; page 0's dot, now on the right, is not the current colour.
        p.currentPage = 0
        let buffer = render(driver)
        let row = (0..<200).filter { buffer.color(x: $0, y: 14) == Themes.light.primary }
        #expect(!row.isEmpty && row.allSatisfy { $0 > 100 }, "page 0's pill is right of the middle")
    }

    @Test func horizontalStackViewArrangesFromTheRight() {
        let stack = StackView(frame: Rect(0, 0, 300, 40))
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        let a = View(), b = View()
        stack.addArrangedSubview(a); stack.addArrangedSubview(b)
        driver.window.addSubview(stack)
        arabic()
        stack.layoutIfNeeded()
        #expect(a.frame == Rect(150, 0, 150, 40) && b.frame == Rect(0, 0, 150, 40))
        driver.application.languageCode = "en"
        stack.layoutIfNeeded()
        #expect(a.frame == Rect(0, 0, 150, 40), "a change of language lays the stack out again")
    }

    @Test func leadingAndTrailingConstraintsFlipButLeftAndRightDoNot() {
        let container = View(frame: Rect(0, 0, 400, 200))
        driver.window.addSubview(container)
        let a = View(), b = View()
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; container.addSubview(v) }
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            a.topAnchor.constraint(equalTo: container.topAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            a.heightAnchor.constraint(equalToConstant: 10),
            b.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 20),
            b.topAnchor.constraint(equalTo: container.topAnchor), b.widthAnchor.constraint(equalToConstant: 50),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(a.frame.minX == 20 && b.frame.minX == 20)
        arabic()
        container.layoutIfNeeded()
        #expect(a.frame.maxX == 380, "leading is the right edge, the constant measured leftwards")
        #expect(b.frame.minX == 20, "left stays left")
        driver.application.languageCode = "en_US"
        container.layoutIfNeeded()
        #expect(a.frame.minX == 20)
    }

    @Test func naturalAlignmentFollowsTheViewsDirection() {
        let label = Label(frame: Rect(0, 0, 300, 40))
        label.text = "21.5 °C"        // no strong character: only the view's direction can place it
        label.theme = Themes.light
        driver.window.addSubview(label)
        func inkColumns() -> [Int] {
            let buffer = render(driver)
            return (0..<300).filter { x in (0..<40).contains { buffer.color(x: x, y: $0) != Themes.light.background } }
        }
        let left = inkColumns()
        #expect(!left.isEmpty && left.allSatisfy { $0 < 150 })
        arabic()
        let right = inkColumns()
        #expect(!right.isEmpty && right.allSatisfy { $0 > 150 }, "natural is the right edge in a right-to-left interface")
    }
}
