import Testing
import CMallocCounter
import FaceplateAllocationTesting
import FaceplateGraphics
@testable import Faceplate
import FaceplateWidgets

/// What observation tracking allocates: nothing for the frames of views that read no observable
/// property, nothing for a watched view redrawn while its tracking waits, nothing on the touch path;
/// one model change costs the tracking that the next run installs again (a figure this suite records).
@Suite(.serialized) @MainActor struct ObservationAllocationTests {
    /// A window with a watching view at the top left and a view that reads no model over its corner
    /// (animated by the frame test, so each of its frames redraws both).
    func rig(model: RoomModel) -> (TestDriver, ObservingView, View, Compositor, PixelBuffer) {
        let d = TestDriver()
        let watching = ObservingView(model: model, frame: Rect(x: 0, y: 0, width: 200, height: 100))
        watching.readInDraw = \.temperature
        watching.readInLayout = \.humidity
        watching.readInProperties = \.temperature
        let plain = View(frame: Rect(x: 150, y: 50, width: 300, height: 300))   // overlaps a corner of it
        plain.backgroundColor = Color(hex: 0x3366CC)
        d.window.backgroundColor = Color(hex: 0xFFFFFF)
        d.window.addSubview(watching)
        d.window.addSubview(plain)
        let c = Compositor(window: d.window, transform: DisplayTransform(panelWidth: 800, panelHeight: 480, rotation: .degrees0))
        let buffer = PixelBuffer(width: 800, height: 480, format: .xrgb8888)
        c.render(into: buffer, age: 0)
        return (d, watching, plain, c, buffer)
    }

    @Test func animationFramesOverAWatchingViewMakeNoAllocations() {
        let model = RoomModel()
        let (d, watching, plain, c, buffer) = rig(model: model)
        View.animate(withDuration: 10, options: .curveLinear, animations: { plain.center = Point(x: 250, y: 150) })
        d.advance(by: 0)
        for _ in 0..<3 { d.advance(by: 1.0 / 60); c.render(into: buffer, age: 1) }   // warm
        let draws = watching.count("draw")
        watching.log.reserveCapacity(watching.log.count + 64)   // the probe's own log must not grow inside the count
        faceplate_malloc_count_start()
        for _ in 0..<30 {
            d.advance(by: 1.0 / 60)
            c.render(into: buffer, age: 1)
        }
        let allocations = faceplate_malloc_count_stop()
        #expect(watching.count("draw") > draws)          // it was redrawn under the moving view
        expectNoAllocations(allocations)
    }

    @Test func aLayoutAndFullRepaintThatReadNoModelMakeNoAllocations() {
        let model = RoomModel()
        let (d, watching, plain, c, buffer) = rig(model: model)
        plain.setNeedsLayout(); plain.setNeedsUpdateProperties()
        c.render(into: buffer, age: 0)                   // warm
        watching.log.reserveCapacity(watching.log.count + 64)   // each full repaint logs its draw: not ours to count
        faceplate_malloc_count_start()
        for _ in 0..<10 {
            plain.setNeedsLayout()
            plain.setNeedsUpdateProperties()
            d.window.layoutPass()
            c.render(into: buffer, age: 0)
        }
        expectNoAllocations(faceplate_malloc_count_stop())
    }

    @Test func tapDispatchWithWatchingViewsMakesNoAllocations() {
        let model = RoomModel()
        let (d, _, _, c, buffer) = rig(model: model)
        let counter = Counter()
        let button = Button(title: "Set", frame: Rect(400, 300, 120, 60))
        button.addTarget(counter, action: { $0.hit() }, for: .primaryActionTriggered)
        d.window.addSubview(button)
        c.render(into: buffer, age: 0)
        let app = d.application
        let p = d.center(of: button)
        func tap() {
            d.clock.advance(by: 1)
            app.fireTimers()
            app.handle(.touchDown(slot: 0, location: p, time: d.clock.now))
            app.handle(.frame(time: d.clock.now))
            c.render(into: buffer, age: 1)
            app.handle(.touchUp(slot: 0, time: d.clock.now))
            app.handle(.frame(time: d.clock.now))
            c.render(into: buffer, age: 1)
        }
        tap(); tap()
        faceplate_malloc_count_start()
        for _ in 0..<10 { tap() }
        let allocations = faceplate_malloc_count_stop()
        #expect(counter.count == 12)
        expectNoAllocations(allocations)
    }

    /// The figure: a change of a property that one view's `updateProperties()`, `layoutSubviews()` and
    /// `draw` each read, then the frame that runs them again and tracks their reads anew.
    @Test func oneModelChangeCostsTheTrackingsTheNextFrameInstallsAgain() {
        let model = RoomModel()
        let (d, watching, _, c, buffer) = rig(model: model)
        defer { withExtendedLifetime(d) {} }
        var value = 20.0
        func change() {
            value += 1
            model.temperature = value
            c.render(into: buffer, age: 1)
        }
        change(); change()
        let runs = watching.log.count
        faceplate_malloc_count_start()
        change()
        let allocations = faceplate_malloc_count_stop()
        #expect(watching.log.count == runs + 2)           // updateProperties and draw ran again
        print("observation: one model change read by updateProperties() and draw costs \(allocations) allocations (the change, its mark and the next frame's re-tracking)")
        #expect(allocations > 0)
        #expect(allocations <= 40)
    }
}

