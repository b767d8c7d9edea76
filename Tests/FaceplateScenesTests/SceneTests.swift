import Testing
import CMallocCounter
import FaceplateAllocationTesting
@testable import Faceplate
import FaceplateScenes
import FaceplateTestSupport
import FaceplateWidgets

@MainActor struct SceneHarness {
    let driver: TestDriver
    let controller: ViewController
    let compositor: Compositor

    init(_ name: String, rotation: Rotation = .degrees0) throws {
        driver = TestDriver(size: Size(800, 480))
        controller = try SceneCatalog.make(name, in: driver.window)
        let t = rotation.swapsAxes ? DisplayTransform(panelWidth: 480, panelHeight: 800, rotation: rotation)
                                   : DisplayTransform(panelWidth: 800, panelHeight: 480, rotation: rotation)
        compositor = Compositor(window: driver.window, transform: t)
    }

    func render(_ format: PixelFormat = .xrgb8888) -> PixelBuffer {
        let b = PixelBuffer(width: compositor.transform.panelWidth, height: compositor.transform.panelHeight, format: format)
        compositor.render(into: b, age: 0)
        return b
    }
}

@Suite @MainActor struct SceneGoldenTests {
    nonisolated static let cases: [(String, Rotation, PixelFormat)] = {
        var c: [(String, Rotation, PixelFormat)] = []
        for scene in SceneCatalog.names { for r in Rotation.allCases { for f in PixelFormat.allCases { c.append((scene, r, f)) } } }
        return c
    }()

    @Test(arguments: cases)
    func sceneMatchesItsGolden(scene: String, rotation: Rotation, format: PixelFormat) throws {
        let h = try SceneHarness(scene, rotation: rotation)
        let buffer = h.render(format)
        assertMatchesGolden(buffer, named: "scene-\(scene)-\(rotation.rawValue)-\(format.rawValue)", tolerance: 8, maxDifferingPixels: 40)
    }
}

@Suite @MainActor struct SceneBehaviourTests {
    @Test func panel24GeometryAndButtonNine() throws {
        let h = try SceneHarness("panel-24")
        let panel = h.controller as! Panel24Controller
        #expect(panel.buttons.count == 24)
        #expect(panel.buttons[8].frame == Rect(275, 110, 120, 90))          // Button 9, centre (335, 155)
        #expect(panel.buttons[23].frame == Rect(665, 310, 120, 90))
        h.driver.tap(at: Point(x: 335, y: 155))
        #expect(panel.presses == 1)
        h.driver.advance(by: 0)                                               // the release fade starts…
        #expect(h.render().color(x: 335, y: 130) == Color(hex: 0x1565C0))     // …from the pressed fill
        h.driver.advance(by: Button.highlightFadeDuration)                    // and ends at the normal one
        let b = h.render()
        #expect(b.color(x: 335, y: 130) == Color(hex: 0x2196F3))              // button fill
        #expect(b.color(x: 5, y: 5) == .white)                                // background
    }

    @Test func buttonRepaintTouchesOnlyTheButtonAndAllocatesNothing() throws {
        let h = try SceneHarness("panel-24")
        let panel = h.controller as! Panel24Controller
        let b = PixelBuffer(width: 800, height: 480, format: .xrgb8888)
        h.compositor.render(into: b, age: 0)
        panel.buttons[8].isHighlighted = true
        h.compositor.render(into: b, age: 1)
        panel.buttons[8].isHighlighted = false
        h.compositor.render(into: b, age: 1)
        faceplate_malloc_count_start()
        panel.buttons[8].isHighlighted = true
        let box = h.compositor.render(into: b, age: 1).boundingBox     // not kept across frames
        let fullBox = h.compositor.render(into: b, age: 0).boundingBox
        let allocations = faceplate_malloc_count_stop()
        expectNoAllocations(allocations)
        #expect(box.area < 150 * 130 && box.intersects(PixelRect(x: 275, y: 110, width: 120, height: 90)))
        #expect(fullBox.area == 800 * 480)
        #expect(b.color(x: 335, y: 130) != Color(hex: 0x2196F3))             // the pressed look is darker
    }

    @Test func switchSlideFramesRepaintOnlyTheSwitchAndAllocateNothing() throws {
        let h = try SceneHarness("panel-24")
        let panel = h.controller as! Panel24Controller
        let b = PixelBuffer(width: 800, height: 480, format: .xrgb8888)
        h.compositor.render(into: b, age: 0)
        func slide() { panel.toggle.setOn(!panel.toggle.isOn, animated: true); h.driver.advance(by: 0) }
        slide()
        for _ in 0..<16 { h.driver.advance(by: 1.0 / 60); h.compositor.render(into: b, age: 1) }   // warm: a whole slide
        slide()
        var boxes: [PixelRect] = []
        boxes.reserveCapacity(20)
        faceplate_malloc_count_start()
        var frames = 0
        while h.driver.application.animator.isRunning && frames < 40 {
            h.driver.advance(by: 1.0 / 60)
            boxes.append(h.compositor.render(into: b, age: 1).boundingBox)
            frames += 1
        }
        let allocations = faceplate_malloc_count_stop()
        expectNoAllocations(allocations, "switch slide frames")
        #expect(frames == 15)
        let toggle = PixelRect(x: 708, y: 431, width: 52, height: 28)
        #expect(boxes.allSatisfy { $0.area <= 80 * 60 && $0.intersects(toggle) })   // the switch and its shadow only
    }

    @Test func demoActionsShowTheirEffects() throws {
        let h = try SceneHarness("demo")
        let demo = h.controller as! DemoController
        #expect(demo.setpointLabel.text == "21.5 °C")
        h.driver.tap(at: h.driver.center(of: demo.stepper).offsetBy(dx: 30))  // the plus half
        #expect(demo.setpointLabel.text == "22.0 °C")
        h.driver.tap(demo.ecoSwitch)
        #expect(demo.ecoSwitch.isOn && demo.statusLabel.text == "Eco mode on")
        h.driver.tap(demo.boostButton)
        #expect(demo.statusLabel.text == "Boosting to 24.0 °C for 30 min")
        let segment = demo.modeControl.convert(Point(x: demo.modeControl.bounds.width * 0.375, y: 22), to: nil)
        h.driver.tap(at: segment)
        #expect(demo.statusLabel.text == "Mode: Cool")
    }

    @Test func demoRoomFieldBringsUpTheKeyboardAndRenames() throws {
        let h = try SceneHarness("demo")
        let demo = h.controller as! DemoController
        h.driver.tap(demo.roomField)
        #expect(demo.roomField.isFirstResponder)
        let keyboard = try #require(h.driver.window.activeInputView as? KeyboardView)
        #expect(keyboard.frame.maxY == 480)                                 // docked at once (the model)…
        h.driver.advance(by: 0)
        #expect(keyboard.presentedFrame.minY == 480)                        // …and sliding up from the edge
        h.driver.advance(by: Window.inputViewAnimationDuration)
        assertMatchesGolden(h.render(), named: "scene-demo-keyboard", tolerance: 8, maxDifferingPixels: 40)
        for key in ["k", "i", "t", "c", "h", "e", "n"] {            // typed after the existing name
            if let r = keyboard.rect(for: .character(key)) { h.driver.tap(at: keyboard.convert(Point(x: r.midX, y: r.midY), to: nil)) }
        }
        if let r = keyboard.rect(for: .returnKey) { h.driver.tap(at: keyboard.convert(Point(x: r.midX, y: r.midY), to: nil)) }
        #expect(!demo.roomField.isFirstResponder && h.driver.window.activeInputView == nil)
        #expect(demo.roomField.text.hasSuffix("kitchen"))
        #expect(demo.statusLabel.text == "Room renamed to \(demo.roomField.text)")
    }

    @Test func demoScheduleScrolls() throws {
        let h = try SceneHarness("demo")
        let demo = h.controller as! DemoController
        #expect(demo.schedule.contentSize.height == 2000)    // 50 rows of 40
        h.driver.drag(from: Point(x: 200, y: 380), to: Point(x: 200, y: 300), steps: 8)
        h.driver.advance(by: 2)                          // let deceleration settle
        #expect(demo.schedule.contentOffset.y > 40 && demo.schedule.contentOffset.y <= demo.schedule.maximumContentOffset.y)
        #expect(demo.schedule.maximumContentOffset.y == 1860)
    }

    @Test func unknownSceneIsAClearError() {
        let driver = TestDriver()
        #expect(throws: SceneCatalog.UnknownScene.self) { try SceneCatalog.make("nope", in: driver.window) }
    }
}

extension Point {
    func offsetBy(dx: Double = 0, dy: Double = 0) -> Point { Point(x: x + dx, y: y + dy) }
}
