import Testing
import FaceplateGraphics
import Faceplate
import FaceplateWidgets

/// The behaviour behind the tap's fast paths (BENCHMARKS.md, "Tap dispatch under 12 k"): what each
/// shortcut must keep as it was.
@Suite @MainActor struct TapFastPathTests {
    final class PhaseLog { var phases: [String] = [] }

    final class RecordingView: View {
        let log: PhaseLog
        init(frame: Rect, log: PhaseLog) { self.log = log; super.init(frame: frame) }
        override func touchesBegan(_ touches: TouchSet, with event: Event?) { log.phases.append("began") }
        override func touchesEnded(_ touches: TouchSet, with event: Event?) { log.phases.append("ended") }
        override func touchesCancelled(_ touches: TouchSet, with event: Event?) { log.phases.append("cancelled") }
    }

    /// `Touch.view` is retained by hand (an `Unmanaged`): the touch must still keep its view alive until
    /// it ends, as UIKit's touch does, and let go of it then.
    @Test func aTouchKeepsItsViewAliveUntilItEndsThenLetsGo() {
        let driver = TestDriver()
        let log = PhaseLog()
        weak var weakView: View?
        do {
            let view = RecordingView(frame: Rect(0, 0, 100, 100), log: log)
            driver.window.addSubview(view)
            weakView = view
        }
        driver.touchDown(at: Point(x: 50, y: 50))
        weakView?.removeFromSuperview()              // nothing but the touch holds the view now
        #expect(weakView != nil)
        driver.touchUp()
        #expect(log.phases == ["began", "ended"])
        #expect(weakView == nil)                     // released with the touch: no leak
    }

    /// `highlightChangesOverflow` reads plain values instead of the fills dictionary: its answer must
    /// still follow the fills, the background colour and the theme — one changed in place too.
    @Test func buttonOverflowAnswerFollowsFillsBackgroundAndTheme() throws {
        let button = Button(title: "B", frame: Rect(0, 0, 80, 40))
        button.theme = Themes.light
        #expect(button.highlightChangesOverflow == false)           // both theme fills opaque: shadow in both
        button.setBackgroundColor(.clear, for: .highlighted)        // pressed: no fill, no shadow
        #expect(button.highlightChangesOverflow == true)
        button.setBackgroundColor(Color(red: 200, green: 0, blue: 0), for: .highlighted)
        #expect(button.highlightChangesOverflow == false)
        button.backgroundColor = .white                             // plain when not pressed: clear normal fill
        #expect(button.highlightChangesOverflow == true)
        button.backgroundColor = nil
        #expect(button.highlightChangesOverflow == false)

        // A theme of its own (a class: changing the shared one would change every other test's buttons).
        let theme = try Theme(style: .light)
        let themed = Button(title: "T", frame: Rect(0, 0, 80, 40))
        themed.theme = theme
        #expect(themed.highlightChangesOverflow == false)
        theme.primaryPressed = .clear                               // changed in place: no didSet anywhere
        #expect(themed.highlightChangesOverflow == true)
    }

    /// The compositor's damage lives in a box the window's observer holds: damage still reaches a live
    /// compositor, the observer does not keep a compositor alive, and damage after it is gone goes nowhere.
    @Test func damageReachesTheCompositorWhichTheWindowDoesNotKeep() {
        let driver = TestDriver()
        let view = View(frame: Rect(10, 10, 20, 20))
        view.backgroundColor = .white
        driver.window.addSubview(view)
        var compositor: Compositor? = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: 800, panelHeight: 480))
        compositor?.render(into: PixelBuffer(width: 800, height: 480, format: .xrgb8888), age: 0)
        #expect(compositor?.damage.isEmpty == true)
        view.setNeedsDisplay()
        #expect(compositor?.damage.isEmpty == false)
        #expect(compositor?.needsDisplay == true)
        weak var gone = compositor
        compositor = nil
        #expect(gone == nil)
        view.setNeedsDisplay()                        // into a region nobody draws: nothing happens
    }
}
