import Testing
import Observation
import Faceplate
import FaceplateWidgets

/// A boiler a worker updates.
@Observable final class BoilerModel: @unchecked Sendable {
    var pressure = 1.2
    var serial = "B-1"
}

/// A label that shows the boiler's pressure: set in `updateProperties()`, as UIKit has it, and read
/// again in `layoutSubviews()` for its colour.
@MainActor final class PressureLabel: Label {
    let boiler: BoilerModel
    var updates = 0, layouts = 0
    init(boiler: BoilerModel) {
        self.boiler = boiler
        super.init(frame: Rect(x: 10, y: 10, width: 200, height: 40))
    }
    override func updateProperties() {
        super.updateProperties()
        updates += 1
        text = "\(boiler.pressure) bar"
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        textColor = boiler.pressure > 2 ? Color(hex: 0xD32F2F) : Color(hex: 0x000000)
    }
}

/// A Label subclass driven by an `@Observable` model, with no code of the app's between the model and
/// the screen: UIKit's automatic observation tracking.
@Suite @MainActor struct ObservedLabelTests {
    @Test func aLabelShowsItsModelOnTheNextFrameAndIgnoresOtherProperties() async {
        let boiler = BoilerModel()
        let driver = makeDriver(width: 300, height: 100)
        let label = PressureLabel(boiler: boiler)
        driver.window.addSubview(label)
        let compositor = Compositor(window: driver.window, transform: DisplayTransform(panelWidth: 300, panelHeight: 100))
        defer { driver.window.damageObserver = nil }
        let buffer = PixelBuffer(width: 300, height: 100, format: .xrgb8888)
        compositor.render(into: buffer, age: 0)
        #expect(label.text == "1.2 bar" && label.updates == 1 && label.layouts == 1)

        boiler.serial = "B-2"                             // read by nobody
        compositor.render(into: buffer, age: 1)
        #expect(label.updates == 1 && label.layouts == 1)

        boiler.pressure = 2.5
        boiler.pressure = 2.6
        #expect(label.text == "1.2 bar")                 // marked, not run: it runs in the frame
        compositor.render(into: buffer, age: 1)
        #expect(label.text == "2.6 bar" && label.updates == 2 && label.layouts == 2)
        #expect(label.textColor == Color(hex: 0xD32F2F))

        await Task.detached { boiler.pressure = 1.0 }.value
        await driver.runUntilIdle()
        compositor.render(into: buffer, age: 1)
        #expect(label.text == "1.0 bar" && label.updates == 3 && label.layouts == 3)
    }
}
