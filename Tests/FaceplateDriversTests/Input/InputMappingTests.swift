import Faceplate
@testable import FaceplateDrivers
import Testing

@Suite struct InputMappingTests {
    /// libinput's `*_transformed`: `[min, max]` onto `[0, size)` as `(v − min) · size / (max − min + 1)`.
    @Test func axesScaleLikeLibinput() {
        #expect(TouchMapping.scaleAxis(0, min: 0, max: 799, to: 800) == 0)
        #expect(TouchMapping.scaleAxis(799, min: 0, max: 799, to: 800) == 799)
        #expect(TouchMapping.scaleAxis(2048, min: 0, max: 4095, to: 480) == 240)
        #expect(TouchMapping.scaleAxis(4095, min: 0, max: 4095, to: 480) == 4095.0 * 480 / 4096)  // never reaches 480
        #expect(TouchMapping.scaleAxis(150, min: 100, max: 299, to: 400) == 100)
        // the touchtest.c expectation from the VM lab: 0..1279 onto 1280 is the identity
        #expect(TouchMapping.scaleAxis(233, min: 0, max: 1279, to: 1280) == 233)
    }

    /// A touch at the panel's physical top-right corner lands at the logical point the renderer draws at
    /// that physical spot, at every rotation.
    @Test(arguments: [
        (Rotation.degrees0, Point(799, 0)),
        (Rotation.degrees90, Point(0, 1)),      // logical 480x800: x = panel y, y = 800 − panel x
        (Rotation.degrees180, Point(1, 480)),
        (Rotation.degrees270, Point(480, 799)),  // logical 480x800: x = 480 − panel y, y = panel x
    ])
    func touchFollowsRotation(rotation: Rotation, expected: Point) throws {
        let display = DisplayTransform(panelWidth: 800, panelHeight: 480, rotation: rotation)
        let replay = try EvemuReplay(device: Fixture.rpiDevice(), mapping: TouchMapping(display: display))
        let sink = RecordingSink()
        replay.play(try EvemuRecording(parsing: """
        E: 0.000000 0003 0039 0001
        E: 0.000000 0003 0035 0799
        E: 0.000000 0003 0036 0000
        E: 0.000000 0000 0000 0000
        """, file: "corner.events").events, to: sink)
        guard case .touchDown(_, let location, _) = sink.records.first else {
            Issue.record("no touch down: \(sink.records)"); return
        }
        #expect(location == expected)
        #expect(display.panelPoint(fromLogical: location) == Point(799, 0))
    }

    @Test func theTouchDisplay2UsedLandscapeMapsItsPortraitSensor() throws {
        // 720x1280 panel at 90°: a landscape 1280x720 UI. The panel's bottom-left pixel (0, 1279), where
        // the portrait sensor reports its far corner, is the landscape UI's bottom-right corner.
        let board = try BoardProfile(contentsOf: Fixture.repoRoot.appendingPathComponent("boards/rpi-touch-display-2.json").path)
        #expect(board.display.transform.logicalSize == Size(1280, 720))
        let logical = board.touchMapping.logicalPoint(panelX: 0, panelY: 1279)
        #expect(logical == Point(1279, 720))
        #expect(board.display.transform.panelPoint(fromLogical: logical) == Point(0, 1279))
    }

    @Test func libinputCalibrationWorksInDeviceUnitsAndTruncates() {
        // a square 0..1023 sensor: normalizing by 1024 is exact in single precision
        let swap = LibinputDeviceCalibration(CalibrationMatrix(a: 0, b: 1, c: 0, d: 1, e: 0, f: 0), xMin: 0, xMax: 1023, yMin: 0, yMax: 1023)
        #expect(swap.isActive)
        #expect(swap.apply(x: 100, y: 200) == (200, 100))
        let shrink = LibinputDeviceCalibration(CalibrationMatrix(a: 0.5, b: 0, c: 0.25, d: 0, e: 0.5, f: 0.25), xMin: 0, xMax: 1023, yMin: 0, yMax: 1023)
        #expect(shrink.apply(x: 100, y: 0) == (306, 256))    // 50 + 256
        #expect(shrink.apply(x: 101, y: 1) == (306, 256))    // 306.5 and 256.5: libinput truncates to int
        let mirror = LibinputDeviceCalibration(CalibrationMatrix(a: -1, b: 0, c: 1, d: 0, e: 1, f: 0), xMin: 0, xMax: 1023, yMin: 0, yMax: 1023)
        #expect(mirror.apply(x: 0, y: 7) == (1024, 7))
        #expect(mirror.apply(x: 1023, y: 7) == (1, 7))
        let identity = LibinputDeviceCalibration(.identity, xMin: 0, xMax: 799, yMin: 0, yMax: 479)
        #expect(!identity.isActive)
        #expect(identity.apply(x: 3, y: 4) == (3, 4))
    }

    @Test func calibrationIsAppliedInTheReplay() throws {
        // mirror x on the rpi sensor (0..799): raw 100 → 800 − 100 = 700
        let mapping = TouchMapping(display: DisplayTransform(panelWidth: 800, panelHeight: 480),
                                   calibration: CalibrationMatrix(a: -1, b: 0, c: 1, d: 0, e: 1, f: 0))
        let replay = try EvemuReplay(device: Fixture.rpiDevice(), mapping: mapping)
        let sink = RecordingSink()
        replay.play(try EvemuRecording(contentsOf: Fixture.path("rpi-tap.events")).events, to: sink)
        #expect(sink.records.first == .touchDown(slot: 0, location: Point(400, 240), time: 0))  // the centre stays
        let sink2 = RecordingSink()
        let replay2 = try EvemuReplay(device: Fixture.rpiDevice(), mapping: mapping)
        replay2.play(try EvemuRecording(parsing: "E: 0.000000 0003 0039 0001\nE: 0.000000 0003 0035 0100\nE: 0.000000 0003 0036 0060\nE: 0.000000 0000 0000 0000",
                                        file: "x").events, to: sink2)
        #expect(sink2.records.first == .touchDown(slot: 0, location: Point(700, 60), time: 0))
    }

    @Test func softwareCalibrationUsesNormalizedPanelCoordinates() {
        let mapping = TouchMapping(display: DisplayTransform(panelWidth: 800, panelHeight: 400),
                                   calibration: CalibrationMatrix(a: 0, b: 1, c: 0, d: 1, e: 0, f: 0))
        // (200, 100) is (0.25, 0.25) normalized; swapped it stays (0.25, 0.25)
        #expect(mapping.softwareCalibrated(panelX: 200, panelY: 100) == Point(200, 100))
        // (400, 100) is (0.5, 0.25) → (0.25, 0.5) → (200, 200)
        #expect(mapping.softwareCalibrated(panelX: 400, panelY: 100) == Point(200, 200))
    }

    @Test func calibrationMatrixTakesExactlySixNumbers() {
        #expect(CalibrationMatrix([1, 0, 0, 0, 1]) == nil)
        #expect(CalibrationMatrix([1, 0, 0, 0, 1, 0]) == .identity)
        #expect(CalibrationMatrix.identity.isIdentity)
        #expect(CalibrationMatrix([2, 0, 0, 0, 1, 0])!.apply(toNormalized: Point(x: 0.25, y: 0.5)) == Point(x: 0.5, y: 0.5))
    }
}
