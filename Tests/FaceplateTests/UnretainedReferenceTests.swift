import Testing
import Faceplate

/// Issue 15: `superview`, a touch's `window`, the dispatcher's window and the key window are unretained
/// references that the hierarchy and the application keep valid (weak ones gave every view with
/// subviews a side table and made each retain and release of it a slow runtime call). These tests pin
/// the guarantees that made `weak` unnecessary.
@Suite @MainActor struct UnretainedReferenceTests {
    @Test func aSubviewThatOutlivesItsSuperviewHasNone() {
        let child = View()
        do {
            let parent = View()
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        // The superview's deinit cleared the reference (a weak one would have read nil too).
        #expect(child.superview == nil)
        #expect(child.window == nil)
        let other = View()
        other.addSubview(child)                  // and the view can be added elsewhere afterwards
        #expect(child.superview === other)
    }

    @Test func removingAndMovingASubviewUpdatesItsSuperview() {
        let a = View(), b = View(), child = View()
        a.addSubview(child)
        b.addSubview(child)
        #expect(child.superview === b)
        #expect(a.subviews.isEmpty)
        child.removeFromSuperview()
        #expect(child.superview == nil)
    }

    @Test func aTouchKeepsTheWindowItBeganInForTheApplicationsLifetime() {
        let driver = TestDriver()
        var seen: Window?
        let probe = Probe { touch in seen = touch.window }
        probe.frame = Rect(0, 0, 50, 50)
        driver.window.addSubview(probe)
        driver.frame { $0.down(0, at: Point(x: 10, y: 10)) }
        driver.frame { $0.up(0) }
        #expect(seen === driver.window)
        #expect(driver.application.keyWindow === driver.window)
        #expect(driver.application.windows.contains { $0 === driver.window })   // what keeps it valid
    }

    private final class Probe: View {
        let onBegan: (Touch) -> Void
        init(onBegan: @escaping (Touch) -> Void) { self.onBegan = onBegan; super.init(frame: .zero) }
        override func touchesBegan(_ touches: TouchSet, with event: Event?) {
            if let t = touches.first { onBegan(t) }
        }
    }
}
