import Testing
import Faceplate
import FaceplateWidgets
import FaceplateGraphics

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
}
