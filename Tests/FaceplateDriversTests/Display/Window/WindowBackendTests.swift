import CMallocCounter
import FaceplateAllocationTesting
import Foundation
import Testing
import Faceplate
@testable import FaceplateDrivers

/// The desktop preview's input rules and its session file, without a desktop (the window itself runs
/// under Xvfb in scripts/test-preview).
@Suite @MainActor struct WindowPointerFingersTests {
    let panel = DisplayTransform(panelWidth: 800, panelHeight: 480)

    @Test func theMouseIsOneFingerWithAFramePerChange() {
        var fingers = WindowPointerFingers()
        let sink = RecordingSink()
        fingers.press(at: Point(x: 10, y: 20), mode: .single, transform: panel, time: 1, to: sink)
        fingers.move(to: Point(x: 30, y: 40), transform: panel, time: 2, to: sink)
        fingers.release(time: 3, to: sink)
        fingers.move(to: Point(x: 50, y: 60), transform: panel, time: 4, to: sink)   // button up: nothing
        let s = WindowPointerFingers.firstSlot
        #expect(sink.records == [.touchDown(slot: s, location: Point(x: 10, y: 20), time: 1), .frame(time: 1),
                                 .touchMotion(slot: s, location: Point(x: 30, y: 40), time: 2), .frame(time: 2),
                                 .touchUp(slot: s, time: 3), .frame(time: 3)])
    }

    @Test func ctrlDragAddsAFingerMirroredAroundTheCentre() {
        var fingers = WindowPointerFingers()
        let sink = RecordingSink()
        fingers.press(at: Point(x: 300, y: 240), mode: .mirrored, transform: panel, time: 1, to: sink)
        fingers.move(to: Point(x: 200, y: 100), transform: panel, time: 2, to: sink)
        let s = WindowPointerFingers.firstSlot
        #expect(sink.records == [.touchDown(slot: s, location: Point(x: 300, y: 240), time: 1),
                                 .touchDown(slot: s + 1, location: Point(x: 499, y: 239), time: 1), .frame(time: 1),
                                 .touchMotion(slot: s, location: Point(x: 200, y: 100), time: 2),
                                 .touchMotion(slot: s + 1, location: Point(x: 599, y: 379), time: 2), .frame(time: 2)])
    }

    @Test func ctrlShiftDragMovesBothFingersInParallel() {
        var fingers = WindowPointerFingers()
        let sink = RecordingSink()
        fingers.press(at: Point(x: 300, y: 240), mode: .parallel, transform: panel, time: 1, to: sink)
        fingers.move(to: Point(x: 310, y: 250), transform: panel, time: 2, to: sink)
        #expect(sink.records[4] == .touchMotion(slot: WindowPointerFingers.firstSlot + 1, location: Point(x: 509, y: 249), time: 2))
    }

    @Test func touchFollowsTheRotation() {
        // Rotation 90 on an 800x480 panel: logical 480x800; panel (x, y) is logical (y, 800 - x).
        var fingers = WindowPointerFingers()
        let sink = RecordingSink()
        let turned = DisplayTransform(panelWidth: 800, panelHeight: 480, rotation: .degrees90)
        fingers.press(at: Point(x: 100, y: 50), mode: .single, transform: turned, time: 1, to: sink)
        #expect(sink.records.first == .touchDown(slot: WindowPointerFingers.firstSlot, location: Point(x: 50, y: 700), time: 1))
    }

    @Test func aDragOutsideTheWindowIsClampedToThePanel() {
        var fingers = WindowPointerFingers()
        let sink = RecordingSink()
        fingers.press(at: Point(x: 10, y: 10), mode: .single, transform: panel, time: 1, to: sink)
        fingers.move(to: Point(x: -50, y: 900), transform: panel, time: 2, to: sink)
        #expect(sink.records[2] == .touchMotion(slot: WindowPointerFingers.firstSlot, location: Point(x: 0, y: 479), time: 2))
    }

    @Test func aCtrlDragPinchesAPinchRecognizer() {
        let driver = TestDriver()
        let view = View(frame: Rect(0, 0, 800, 480))
        view.isMultipleTouchEnabled = true
        driver.window.addSubview(view)
        let pinch = PinchGestureRecognizer()
        view.addGestureRecognizer(pinch)
        final class States { var seen: [GestureRecognizer.State] = [] }
        let states = States()
        pinch.addTarget(states) { s, g in s.seen.append(g.state) }
        let sink = ApplicationInputSink(application: driver.application)
        var fingers = WindowPointerFingers()
        fingers.press(at: Point(x: 300, y: 240), mode: .mirrored, transform: panel, time: 1, to: sink)
        for (i, x) in stride(from: 290.0, through: 200, by: -10).enumerated() {
            fingers.move(to: Point(x: x, y: 240), transform: panel, time: 1 + Double(i + 1) * 0.016, to: sink)
        }
        #expect(pinch.state == .changed)
        #expect((pinch.scale - 399.0 / 199.0).magnitude < 1e-3)   // 199 px apart, then 399
        fingers.release(time: 2, to: sink)
        #expect(states.seen.first == .began && states.seen.last == .ended)
    }
}

@Suite @MainActor struct WindowInputAllocationTests {
    /// The window's mouse path, recorded for a session, into an application: nothing allocates once warm.
    @Test func aCtrlDragIntoTheApplicationAllocatesNothing() {
        let driver = TestDriver()
        let view = View(frame: Rect(0, 0, 800, 480))
        view.isMultipleTouchEnabled = true
        driver.window.addSubview(view)
        view.addGestureRecognizer(PinchGestureRecognizer())
        let recorder = WindowSessionRecorder()
        let sink = SessionRecordingSink(sink: ApplicationInputSink(application: driver.application), recorder: recorder)
        let panel = DisplayTransform(panelWidth: 800, panelHeight: 480, rotation: .degrees90)
        var fingers = WindowPointerFingers()
        func drag(_ t: Double) {
            fingers.press(at: Point(x: 300, y: 240), mode: .mirrored, transform: panel, time: t, to: sink)
            for i in 1...8 { fingers.move(to: Point(x: 300 - Double(i) * 10, y: 240), transform: panel, time: t + Double(i) * 0.016, to: sink) }
            fingers.release(time: t + 0.2, to: sink)
            _ = WindowKeyCodes.evdevCode(forScancode: 4)
        }
        drag(1)
        faceplate_malloc_count_start()
        for i in 2...20 { drag(Double(i)) }
        let count = faceplate_malloc_count_stop()
        expectNoAllocations(Int64(count))
        #expect(recorder.session.entries.count == 20 * (3 * 2 + 8 * 3))
    }
}

@Suite struct WindowKeyCodesTests {
    @Test func scancodesBecomeTheBoardsEvdevCodes() {
        // SDL_SCANCODE_A, Z, 1, 0, RETURN, ESCAPE, BACKSPACE, SPACE, UP, LEFT, LCTRL, LSHIFT, F12
        let pairs: [(Int32, UInt32)] = [(4, 30), (29, 44), (30, 2), (39, 11), (40, 28), (41, 1), (42, 14), (44, 57),
                                        (82, 103), (80, 105), (224, 29), (225, 42), (69, 88)]
        for (scancode, code) in pairs { #expect(WindowKeyCodes.evdevCode(forScancode: scancode) == code) }
        #expect(WindowKeyCodes.evdevCode(forScancode: 0) == 0)
        #expect(WindowKeyCodes.evdevCode(forScancode: 5000) == 0)
        #expect(WindowKeyCodes.evdevCode(forScancode: -1) == 0)
    }

    @Test func everyLetterTypesItself() {
        // The evdev code of each letter's scancode types that letter through the board's key map.
        for (i, letter) in "abcdefghijklmnopqrstuvwxyz".enumerated() {
            #expect(KeyCodes.character(for: WindowKeyCodes.evdevCode(forScancode: Int32(4 + i))) == letter)
        }
    }
}

@Suite struct WindowSessionTests {
    let entries: [WindowSession.Entry] = [
        .input(.touchDown(slot: 4294967296, location: Point(x: 520.5, y: 380), time: 100)),
        .input(.frame(time: 100)),
        .input(.touchUp(slot: 4294967296, time: 100.25)),
        .input(.frame(time: 100.25)),
        .rotate(.degrees90, time: 130),
        .input(.key(code: 30, pressed: true, time: 131)),
        .input(.key(code: 30, pressed: false, time: 134)),
        .input(.touchMotion(slot: 1, location: Point(x: -0.125, y: 1e-3), time: 135)),
        .input(.touchCancel(slot: 1, time: 135.5)),
    ]

    @Test func aSessionReadsBackAsItWasWritten() throws {
        let session = WindowSession(entries: entries)
        #expect(session.text.hasPrefix("faceplate-window-session 1\nd 100.0 4294967296 520.5 380.0\nf 100.0\n"))
        #expect(try WindowSession(parsing: session.text, file: "s").entries == entries)
    }

    @Test func writeReplacesTheFileAndReadFindsIt() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("faceplate-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("demo.session").path
        #expect(try WindowSession.read(contentsOf: path) == nil)
        try WindowSession(entries: entries).write(to: path)
        try WindowSession(entries: Array(entries.prefix(2))).write(to: path)
        #expect(try WindowSession.read(contentsOf: path)?.entries == Array(entries.prefix(2)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["demo.session"])   // no temporary left
    }

    @Test func aBrokenSessionNamesItsLine() {
        let cases: [(String, String)] = [
            ("not a session\n", "s:1: expected \"faceplate-window-session 1\""),
            ("faceplate-window-session 1\nd 1 2 3\n", "s:2: expected a session entry"),
            ("faceplate-window-session 1\nf 1\nd 1 0 nan 3\n", "s:3:"),
            ("faceplate-window-session 1\nd 1 0 1e9 3\n", "s:2:"),
            ("faceplate-window-session 1\nr 1 45\n", "s:2:"),
            ("faceplate-window-session 1\nk 1 30 2\n", "s:2:"),
            ("faceplate-window-session 1\nf -1\n", "s:2:"),
            ("faceplate-window-session 1\nx 1\n", "s:2:"),
        ]
        for (text, message) in cases {
            do {
                _ = try WindowSession(parsing: text, file: "s")
                Issue.record("accepted: \(text)")
            } catch {
                #expect(error.description.hasPrefix(message), "\(error)")
            }
        }
    }

    @Test func playbackKeepsGesturesAndShortensIdleTime() {
        let offsets = WindowSession(entries: entries).playback.map(\.offset)
        // The tap keeps its 0.25 s; 29.75 s idle become 0.5; the key held 3 s stays 3 s; 1 s idle becomes 0.5.
        #expect(offsets == [0, 0, 0.25, 0.25, 0.75, 1.25, 4.25, 4.75, 5.25])
    }

    @Test func aFullSessionKeepsNoMore() {
        var session = WindowSession()
        var kept = 0
        for i in 0..<WindowSession.capacity where session.append(.input(.frame(time: Double(i)))) { kept += 1 }
        #expect(kept == WindowSession.capacity)
        let oneMore = session.append(.input(.frame(time: 0)))
        #expect(!oneMore)
        #expect(session.entries.count == WindowSession.capacity)
    }
}

@Suite struct WindowBackendChoiceTests {
    @Test func aBoardMayListTheWindow() throws {
        let text = #"{"name": "b", "display": {"connector": "HDMI-A-1", "mode": "320x240"}, "backends": ["window", "headless"]}"#
        #expect(try BoardProfile(parsing: text, file: "b.json").backends == [.window, .headless])
        #expect(DisplayFallback.order(requested: nil, board: nil) == [.drm, .fbdev, .headless])   // never tried unasked
    }

    @Test func aMissingLibSDLNamesTheDebianPackage() {
        let message = WindowError.libraryMissing(detail: "libSDL2-2.0.so.0: cannot open shared object file").description
        #expect(message == "window: cannot load libSDL2-2.0.so.0 (libSDL2-2.0.so.0: cannot open shared object file); "
                + "install the Debian package libsdl2-2.0-0")
        #expect(!message.contains("\n"))
    }
}
