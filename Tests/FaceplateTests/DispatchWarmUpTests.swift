import Testing
import Faceplate
import FaceplateGraphics
import FaceplateWidgets

/// `faceplate run`'s start-up warm-up of the dispatch path: it must run the whole path (hit
/// test, control tracking, target-action) and be invisible to the application it warms up.
@Suite @MainActor struct DispatchWarmUpTests {
    /// A window with a button and a switch, drawn once (nothing dirty), its actions, action observer,
    /// trace and damage watched; the warm-up must leave every one of them as it was.
    @Test func warmUpFiresNoActionChangesNoStateDrawsNothing() {
        let driver = TestDriver()
        let app = driver.application
        let button = Button(title: "Button 9", frame: Rect(300, 100, 120, 90))   // under the grid point (400, 144)
        let toggle = Switch(frame: Rect(380, 216, 51, 31))                      // under the grid's centre point (400, 240)
        let counter = Counter()
        var closureRuns = 0
        button.addTarget(counter, action: { $0.hit() }, for: .allEvents)
        button.addAction(Action(identifier: "count") { _ in closureRuns += 1 }, for: .primaryActionTriggered)
        toggle.addTarget(counter, action: { $0.hit() }, for: .allEvents)
        driver.window.addSubview(button)
        driver.window.addSubview(toggle)
        var observed = 0
        app.actionObserver = { _ in observed += 1 }
        let lines = TraceLines()
        app.trace.record(into: lines)
        let compositor = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: 800, panelHeight: 480))
        let buffer = PixelBuffer(width: 800, height: 480, format: .xrgb8888)
        compositor.render(into: buffer, age: 0)
        #expect(!compositor.needsDisplay)
        var damage: [Rect] = []
        let previousObserver = driver.window.damageObserver
        driver.window.damageObserver = { damage.append($0); previousObserver?($0) }
        let pixels = buffer.pixelChecksum()
        let before = (button.state, button.isHighlighted, button.isTracking, toggle.isOn, toggle.state, toggle.isTracking)

        let report = DispatchWarmUp.run(window: driver.window)

        // It ran: 25 hit tests on this window, and a whole tap (down, up inside, action) on its private button.
        #expect(report.hitTests == 25)
        #expect(report.privateActions == 1)
        #expect(report.privateTargetActions == 1, "the target-action path ran too")
        #expect(report.privateTraceLines > 0, "with this application's trace on, the private one traces (into nothing)")
        // And nothing of this application saw it.
        #expect(counter.count == 0)
        #expect(closureRuns == 0)
        #expect(observed == 0)
        #expect(lines.lines.isEmpty, "\(lines.lines)")
        #expect(damage.isEmpty, "\(damage)")
        #expect(!compositor.needsDisplay)
        #expect(app.timers.nextDeadline == nil)
        #expect(!app.animator.isRunning)
        let after = (button.state, button.isHighlighted, button.isTracking, toggle.isOn, toggle.state, toggle.isTracking)
        #expect(before == after)
        compositor.render(into: buffer, age: 1)
        #expect(buffer.pixelChecksum() == pixels, "nothing was drawn")

        // The application still works as before: a tap on the button runs its action once.
        driver.tap(button)
        #expect(closureRuns == 1)
        #expect(observed >= 1)
    }

    /// The grid reaches views anywhere in the window: its centre point hit-tests the switch placed there.
    @Test func warmUpHitTestsTheWholeWindow() {
        let driver = TestDriver()
        let probe = HitCountingView(frame: Rect(0, 0, 800, 480))
        driver.window.addSubview(probe)
        DispatchWarmUp.run(window: driver.window)
        #expect(probe.pointInsideCalls == 25)
    }
}

/// A view counting how often hit testing asks it whether a point is inside.
@MainActor private final class HitCountingView: View {
    var pointInsideCalls = 0
    override func point(inside point: Point, with event: Event?) -> Bool {
        pointInsideCalls += 1
        return super.point(inside: point, with: event)
    }
}

extension PixelBuffer {
    /// A checksum of every pixel (FNV-1a over the 32-bit words), to prove a render drew nothing new.
    @MainActor fileprivate func pixelChecksum() -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for y in 0..<height {
            for x in 0..<width {
                h = (h ^ UInt64(pixel(x: x, y: y))) &* 0x100_0000_01b3
            }
        }
        return h
    }
}
