import Testing
import Glibc
import Observation
import FaceplateGraphics
@testable import Faceplate

/// A model a sensor updates: Sendable (its registrar is thread-safe; the test writes each property from
/// one thread at a time), so a detached task may change it.
@Observable final class RoomModel: @unchecked Sendable {
    var temperature = 20.0
    var humidity = 40
    var width = 100.0
    var unrelated = 0
}

/// Counts its passes in order; each reads the model property it is given.
@MainActor final class ObservingView: View {
    let model: RoomModel
    var readInDraw: KeyPath<RoomModel, Double>?
    var readInLayout: KeyPath<RoomModel, Int>?
    var readInProperties: KeyPath<RoomModel, Double>?
    var log: [String] = []
    init(model: RoomModel, frame: Rect) { self.model = model; super.init(frame: frame) }
    func count(_ pass: String) -> Int { log.filter { $0 == pass }.count }
    override func updateProperties() { log.append("properties"); if let k = readInProperties { _ = model[keyPath: k] } }
    override func layoutSubviews() { log.append("layout"); if let k = readInLayout { _ = model[keyPath: k] } }
    override func draw(_ rect: Rect, in canvas: inout Canvas) { log.append("draw"); if let k = readInDraw { _ = model[keyPath: k] } }
}

/// UIKit's automatic observation tracking: the `@Observable` properties read in `updateProperties()`,
/// `layoutSubviews()`, `viewWillLayoutSubviews()` and `draw` re-run exactly those methods when they change.
@Suite @MainActor struct ObservationTrackingTests {
    func rig(_ views: [View]) -> (TestDriver, Compositor, PixelBuffer) {
        let d = TestDriver()
        for v in views { d.window.addSubview(v) }
        let c = Compositor(window: d.window, transform: DisplayTransform(panelWidth: 800, panelHeight: 480, rotation: .degrees0))
        let buffer = PixelBuffer(width: 800, height: 480, format: .xrgb8888)
        c.render(into: buffer, age: 0)
        return (d, c, buffer)
    }

    @Test func drawRunsAgainWhenAPropertyItReadChangesAndNotForAnotherProperty() {
        let model = RoomModel()
        let v = ObservingView(model: model, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        v.readInDraw = \.temperature
        let (d, c, buffer) = rig([v])
        defer { withExtendedLifetime(d) {} }
        #expect(v.count("draw") == 1)
        model.unrelated = 5
        #expect(c.damage.isEmpty)
        c.render(into: buffer, age: 1)
        #expect(v.count("draw") == 1)
        model.temperature = 21
        #expect(!c.damage.isEmpty)
        c.render(into: buffer, age: 1)
        #expect(v.count("draw") == 2)
        model.temperature = 22                           // tracked again by the second draw
        c.render(into: buffer, age: 1)
        #expect(v.count("draw") == 3)
    }

    @Test func onlyTheViewThatReadTheChangedPropertyRunsAgain() {
        let model = RoomModel()
        let a = ObservingView(model: model, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = ObservingView(model: model, frame: Rect(x: 300, y: 0, width: 100, height: 100))
        a.readInDraw = \.temperature
        b.readInLayout = \.humidity
        let (d, c, buffer) = rig([a, b])
        #expect(a.log == ["properties", "layout", "draw"] && b.log == ["properties", "layout", "draw"])
        model.humidity = 50
        c.render(into: buffer, age: 1)
        #expect(a.log == ["properties", "layout", "draw"])
        #expect(b.log == ["properties", "layout", "draw", "layout"])
        model.temperature = 30
        d.window.layoutPass()
        c.render(into: buffer, age: 1)
        #expect(a.log == ["properties", "layout", "draw", "draw"])
        #expect(b.count("layout") == 2 && b.count("draw") == 1)
    }

    @Test func threeChangesInOneFrameRunEachMethodOnce() {
        let model = RoomModel()
        let v = ObservingView(model: model, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        v.readInDraw = \.temperature
        v.readInLayout = \.humidity
        v.readInProperties = \.width
        let (d, c, buffer) = rig([v])
        defer { withExtendedLifetime(d) {} }
        v.log = []
        for i in 1...3 {
            model.temperature = Double(i)
            model.humidity = i
            model.width = Double(i)
        }
        c.render(into: buffer, age: 1)
        #expect(v.log == ["properties", "layout", "draw"])
        c.render(into: buffer, age: 1)
        #expect(v.log == ["properties", "layout", "draw"])
    }

    @Test func updatePropertiesRunsBeforeLayoutAndIsTracked() {
        let model = RoomModel()
        let v = ObservingView(model: model, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        v.readInProperties = \.temperature
        let (d, _, _) = rig([v])
        #expect(v.log == ["properties", "layout", "draw"])
        v.log = []
        v.setNeedsLayout()
        v.setNeedsUpdateProperties()
        d.window.layoutPass()
        #expect(v.log == ["properties", "layout"])
        v.log = []
        model.temperature = 25
        d.window.layoutPass()
        #expect(v.log == ["properties"])
        v.log = []
        v.setNeedsUpdateProperties()
        v.updatePropertiesIfNeeded()
        #expect(v.log == ["properties"])
    }

    @Test func theControllersUpdatePropertiesAndViewWillLayoutSubviewsAreTracked() {
        final class Controller: ViewController {
            let model: RoomModel
            var log: [String] = []
            init(model: RoomModel) { self.model = model; super.init() }
            override func updateProperties() { log.append("properties"); _ = model.temperature }
            override func viewWillLayoutSubviews() { log.append("willLayout"); _ = model.humidity }
        }
        let model = RoomModel()
        let d = TestDriver()
        let vc = Controller(model: model)
        d.window.rootViewController = vc
        d.window.layoutPass()
        #expect(vc.log == ["properties", "willLayout"])
        vc.log = []
        model.humidity = 1
        d.window.layoutPass()
        #expect(vc.log == ["willLayout"])
        vc.log = []
        model.temperature = 1
        d.window.layoutPass()
        #expect(vc.log == ["properties"])
        vc.log = []
        model.unrelated = 1
        d.window.layoutPass()
        #expect(vc.log.isEmpty)
    }

    @Test func aChangeFromADetachedTaskLandsOnTheNextFrame() async {
        let model = RoomModel()
        let v = ObservingView(model: model, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        v.readInDraw = \.temperature
        let (d, c, buffer) = rig([v])
        await Task.detached { model.temperature = 31 }.value
        await d.runUntilIdle()
        #expect(!c.damage.isEmpty)
        c.render(into: buffer, age: 1)
        #expect(v.count("draw") == 2)
    }

    @Test func aChangeFromAWorkerThreadLandsOnTheNextFrame() async {
        let model = RoomModel()
        let v = ObservingView(model: model, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        v.readInLayout = \.humidity
        let (d, c, buffer) = rig([v])
        Worker { model.humidity = 77 }.join()
        #expect(v.count("layout") == 1)                  // not yet: the mark is a main-actor job
        await d.runUntilIdle()
        c.render(into: buffer, age: 1)
        #expect(v.count("layout") == 2)
    }

    @Test func aViewThatIsGoneIgnoresTheChange() {
        let model = RoomModel()
        var v: ObservingView? = ObservingView(model: model, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        v!.readInDraw = \.temperature
        let (d, c, buffer) = rig([v!])
        defer { withExtendedLifetime(d) {} }
        v!.removeFromSuperview()
        v = nil
        model.temperature = 99                           // its tracking fires with no view: nothing happens
        c.render(into: buffer, age: 1)
    }

    @Test func flushUpdatesAnimatesTheFrameAModelChangeLaysOut() {
        final class Bar: View {
            let model: RoomModel
            let fill = View()
            init(model: RoomModel) {
                self.model = model
                super.init(frame: Rect(x: 0, y: 0, width: 400, height: 40))
                fill.backgroundColor = Color(hex: 0xFF0000)
                addSubview(fill)
            }
            override func layoutSubviews() { fill.frame = Rect(x: 0, y: 0, width: model.width, height: 40) }
        }
        let model = RoomModel()
        let bar = Bar(model: model)
        let (d, c, buffer) = rig([bar])
        #expect(bar.fill.frame.width == 100)
        model.width = 150                                // pending before the block: applied at once
        View.animate(withDuration: 1, options: [.curveLinear, .flushUpdates], animations: { model.width = 350 })
        #expect(bar.fill.frame.width == 350)             // the model frame: at once
        #expect(bar.fill.presentedFrame.width == 150)    // the screen: from where the flush left it
        d.advance(by: 0)
        d.advance(by: 0.5)
        #expect(abs(bar.fill.presentedFrame.width - 250) < 0.001)
        c.render(into: buffer, age: 1)
        #expect(buffer.pixel(x: 240, y: 20) & 0xFF_FFFF == 0xFF0000)
        #expect(buffer.pixel(x: 260, y: 20) & 0xFF_FFFF != 0xFF0000)
        d.advance(by: 0.6)
        #expect(bar.fill.presentedFrame.width == 350)

        // Without the option the change is laid out in the next frame, unanimated.
        View.animate(withDuration: 1, options: .curveLinear, animations: { model.width = 50 })
        #expect(bar.fill.frame.width == 350)
        d.window.layoutPass()
        #expect(bar.fill.frame.width == 50 && bar.fill.presentedFrame.width == 50)
    }
}

/// A bare pthread (no Foundation), to change a model from a thread that is not the panel's.
final class Worker: @unchecked Sendable {
    private var handle = pthread_t()
    private let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) {
        self.body = body
        pthread_create(&handle, nil, { raw in
            Unmanaged<Worker>.fromOpaque(raw!).takeRetainedValue().body()
            return nil
        }, Unmanaged.passRetained(self).toOpaque())
    }
    func join() { pthread_join(handle, nil) }
}
