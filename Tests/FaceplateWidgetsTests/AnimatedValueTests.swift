import Testing
import Faceplate
import FaceplateWidgets
import FaceplateGraphics
import FaceplateTestSupport

/// Every `animated:` parameter animates: the model value changes at once (touches act on it, as in
/// UIKit), the drawn value glides there on the frames the clock gives, and `animated: false` jumps.
@Suite @MainActor struct AnimatedValueTests {
    /// The x of the leftmost knob-coloured (white) pixel on the switch's middle row.
    func knobLeft(_ buffer: PixelBuffer, _ s: Switch) -> Int {
        let y = Int(s.frame.midY)
        var x = Int(s.frame.minX)
        while x < Int(s.frame.maxX) && buffer.pixel(x: x, y: y) & 0xFFFFFF != 0xFFFFFF { x += 1 }
        return x
    }

    @Test func theSwitchKnobSlidesWhileIsOnChangesAtOnce() {
        let driver = makeDriver(width: 200, height: 60)
        let s = Switch(frame: Rect(20, 10, 0, 0))
        s.theme = Themes.light
        driver.window.addSubview(s)
        let offX = knobLeft(render(driver), s)
        s.setOn(true, animated: true)
        #expect(s.isOn)                                              // the model value: at once
        #expect(driver.application.animator.isRunning)
        driver.advance(by: 0)                                        // the first frame starts it
        driver.advance(by: 0.125)                                    // half way (ease in-out: half the travel)
        let midX = knobLeft(render(driver), s)
        driver.advance(by: 0.125)
        #expect(!driver.application.animator.isRunning)
        let onX = knobLeft(render(driver), s)
        #expect(offX < midX && midX < onX)
        #expect(abs(Double(midX) - Double(offX + onX) / 2) <= 1)
    }

    @Test func withoutAnimationTheSwitchJumps() {
        let driver = makeDriver(width: 200, height: 60)
        let s = Switch(frame: Rect(20, 10, 0, 0))
        s.theme = Themes.light
        driver.window.addSubview(s)
        s.setOn(true, animated: false)
        #expect(!driver.application.animator.isRunning)
    }

    @Test func aTapDuringTheSlideActsOnTheModelValue() {
        let driver = makeDriver(width: 200, height: 60)
        let s = Switch(frame: Rect(20, 10, 0, 0))
        s.theme = Themes.light
        driver.window.addSubview(s)
        s.setOn(true, animated: true)
        driver.advance(by: 0); driver.advance(by: 0.05)
        driver.tap(s)                             // UIKit: the tap flips the model value
        #expect(!s.isOn)
        #expect(!driver.application.animator.isRunning)              // the finger stopped the slide
    }

    @Test func theSliderThumbAndTheProgressBarGlide() {
        let driver = makeDriver(width: 320, height: 80)
        let slider = Slider(frame: Rect(10, 10, 300, 30)), bar = ProgressView(frame: Rect(10, 50, 300, 10))
        slider.theme = Themes.light; bar.theme = Themes.light
        driver.window.addSubview(slider); driver.window.addSubview(bar)
        slider.setValue(1, animated: true)
        bar.setProgress(1, animated: true)
        #expect(slider.value == 1 && bar.progress == 1)
        driver.advance(by: 0); driver.advance(by: 0.125)
        let mid = render(driver)
        driver.advance(by: 0.2)
        let end = render(driver)
        // Half way the bar's filled part ends near the middle; at the end it reaches the right.
        let accent = Themes.light.primary.rgb
        #expect(mid.pixel(x: 100, y: 55) & 0xFFFFFF == accent)
        #expect(mid.pixel(x: 250, y: 55) & 0xFFFFFF != accent)
        #expect(end.pixel(x: 250, y: 55) & 0xFFFFFF == accent)
        // The slider's filled track too.
        #expect(mid.pixel(x: 250, y: 25) & 0xFFFFFF != accent)
        #expect(end.pixel(x: 250, y: 25) & 0xFFFFFF == accent)
    }

    /// Whether the pixel at (x, y) is the theme's accent (the selected segment's fill).
    func isAccent(_ b: PixelBuffer, _ x: Int, _ y: Int) -> Bool { b.color(x: x, y: y) == Themes.light.primary }

    @Test func anInsertedSegmentOpensAndARemovedOneCloses() {
        let driver = makeDriver(width: 320, height: 60)
        let c = SegmentedControl(items: ["A", "B"], frame: Rect(10, 10, 300, 40))
        c.theme = Themes.light
        c.selectedSegmentIndex = 1
        driver.window.addSubview(c)
        c.insertSegment(withTitle: "New", at: 0, animated: true)
        #expect(c.numberOfSegments == 3 && c.selectedSegmentIndex == 2)          // the model: at once
        #expect(c.rectForSegment(at: 2) == Rect(200, 0, 100, 40))
        driver.advance(by: 0); driver.advance(by: 0.125)                        // half open: 2.5 segments' units
        var b = render(driver)
        #expect(isAccent(b, 10 + 195, 30))                                       // B's fill starts at 180 + 2
        assertMatchesGolden(b, named: "segmented-insert-mid", tolerance: 8, maxDifferingPixels: 40)
        driver.advance(by: 0.125)
        b = render(driver)
        #expect(!isAccent(b, 10 + 195, 30) && isAccent(b, 10 + 205, 30))          // open: B at 200…300
        c.removeSegment(at: 0, animated: true)
        driver.advance(by: 0); driver.advance(by: 0.125)
        #expect(isAccent(render(driver), 10 + 195, 30))                          // closing, half way
        driver.advance(by: 0.125)
        b = render(driver)
        #expect(!isAccent(b, 10 + 148, 30) && isAccent(b, 10 + 155, 30))          // closed: B at 150…300
        c.insertSegment(withTitle: "X", at: 0, animated: false)
        #expect(!driver.application.animator.isRunning)                          // without animation it jumps
    }

    @Test func thePageControlsPillGlides() {
        let driver = makeDriver(width: 200, height: 40)
        let p = PageControl(frame: Rect(0, 0, 200, 40))
        p.theme = Themes.light
        p.numberOfPages = 3
        driver.window.addSubview(p)
        func pillPixels(_ b: PixelBuffer) -> Int {
            var n = 0
            for x in 0..<200 where b.color(x: x, y: 20) == Themes.light.primary { n += 1 }
            return n
        }
        let still = pillPixels(render(driver))
        p.currentPage = 2
        driver.advance(by: 0); driver.advance(by: 0.1)                          // at page ≈ 0.5 (not at 1, the middle)
        let moving = pillPixels(render(driver))                                 // two part-way pills, blended
        driver.advance(by: 0.15)
        #expect(pillPixels(render(driver)) == still)
        #expect(moving < still)
    }

    @Test func aReleasedButtonFadesItsPressedFillBack() {
        let driver = makeDriver(width: 200, height: 80)
        let button = Button(frame: Rect(20, 10, 160, 50))
        button.theme = Themes.light
        button.setTitle("Go", for: .normal)
        driver.window.addSubview(button)
        let normal = render(driver).color(x: 30, y: 20)
        button.isHighlighted = true
        let pressed = render(driver).color(x: 30, y: 20)
        #expect(pressed != normal)                                               // the press shows at once
        button.isHighlighted = false
        driver.advance(by: 0); driver.advance(by: Button.highlightFadeDuration / 2)
        let mid = render(driver).color(x: 30, y: 20)
        #expect(mid != pressed && mid != normal)                                 // between the two
        driver.advance(by: Button.highlightFadeDuration / 2)
        #expect(render(driver).color(x: 30, y: 20) == normal)
    }
}
