import Faceplate
import FaceplateEcho
import FaceplateDrivers
import Foundation
import Testing

private let boardsDirectory = Fixture.repoRoot.appendingPathComponent("boards").path

/// A valid profile to break one key at a time.
private func validProfile() -> [String: Any] { [
    "name": "Test board",
    "display": ["connector": "DSI-1", "mode": "800x480", "pixelFormat": "xrgb8888", "rotation": 0],
    "touch": ["device": ["raspberrypi-ts"], "calibration": [1, 0, 0, 0, 1, 0]],
    "backlight": "/sys/class/backlight/10-0045",
    "idleBlankSeconds": 300,
    "backends": ["drm", "fbdev"],
] }

private func profileText(_ edit: (inout [String: Any]) -> Void) throws -> String {
    var dict = validProfile()
    edit(&dict)
    return String(decoding: try JSONSerialization.data(withJSONObject: dict, options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
}

private func errorText(_ text: String, file: String = "boards/pi-7inch.json") -> String? {
    do { _ = try BoardProfile(parsing: text, file: file); return nil } catch { return error.description }
}

@Suite struct BoardProfileTests {
    @Test func everyProfileInBoardsLoads() throws {
        let profiles = try BoardProfile.loadAll(directory: boardsDirectory)
        #expect(profiles.map { ($0.file as NSString).lastPathComponent } == [
            "hdmi-usb-multitouch.json", "qemu-rpi-touch.json", "qemu-virt.json", "qemu-virtual.json", "rpi-7inch-dsi.json", "rpi-touch-display-2.json", "spi-35-ads7846.json",
        ])
        for p in profiles { #expect(!p.name.isEmpty && !p.display.connectors.isEmpty && !p.backends.isEmpty, "\(p.file)") }
    }

    /// The VM app test's board: QEMU's Virtual-1 connector at 800x480 with the Pi's touchscreen. It must
    /// win over the generic qemu-virtual profile in that VM, and never match a real Pi.
    @Test func theVMPanelProfileMatchesOnlyTheVMWithThePiTouchscreen() throws {
        let all = try BoardProfile.loadAll(directory: boardsDirectory)
        let vm = try #require(all.first { $0.file.hasSuffix("qemu-rpi-touch.json") })
        #expect(vm.display.width == 800 && vm.display.height == 480 && vm.backends == [.drm, .fbdev, .headless])
        #expect(BoardProfile.match(connectors: ["Virtual-1"], inputDevices: ["raspberrypi-ts"], in: all)?.file == vm.file)
        #expect(BoardProfile.match(connectors: ["Virtual-1"], inputDevices: ["QEMU USB Tablet"], in: all)?.file.hasSuffix("qemu-virtual.json") == true)
        #expect(BoardProfile.match(connectors: ["DSI-1"], inputDevices: ["raspberrypi-ts"], in: all)?.file.hasSuffix("rpi-7inch-dsi.json") == true)
    }

    @Test func theRaspberryPi7InchProfileSaysWhatTheHardwareIs() throws {
        let p = try BoardProfile(contentsOf: boardsDirectory + "/rpi-7inch-dsi.json")
        #expect(p.display.connectors.contains("DSI-1"))
        #expect(p.display.width == 800 && p.display.height == 480)
        #expect(p.display.pixelFormat == .xrgb8888 && p.display.rotation == .degrees0)
        #expect(p.touch?.devices.contains("raspberrypi-ts") == true)
        #expect(p.touch?.calibration == .identity)
        #expect(p.backlight == "/sys/class/backlight/10-0045")
        #expect(p.idleBlankSeconds == 300)
        #expect(p.idleDimSeconds == 240 && p.dimLevel == 0.3)
        #expect(p.backends == [.drm, .fbdev])
    }

    @Test func theSPIPanelIsAnFbdevRGB565BoardWithACalibratedResistiveSensor() throws {
        let p = try BoardProfile(contentsOf: boardsDirectory + "/spi-35-ads7846.json")
        #expect(p.display.pixelFormat == .rgb565 && p.display.width == 480 && p.display.height == 320)
        #expect(p.display.fbdev == "/dev/fb1" && p.backends.first == .fbdev)
        #expect(p.touch?.devices == ["ADS7846 Touchscreen"])
        #expect(p.touch?.calibration == CalibrationMatrix(a: 0, b: -1.1, c: 1.05, d: 1.12, e: 0, f: -0.06))
        #expect(p.touchMapping.calibration == p.touch?.calibration)
    }

    @Test func theTouchDisplay2IsAPortraitPanelUsedLandscape() throws {
        let p = try BoardProfile(contentsOf: boardsDirectory + "/rpi-touch-display-2.json")
        #expect(p.display.width == 720 && p.display.height == 1280)
        #expect(p.display.rotation == .degrees90 || p.display.rotation == .degrees270)
        #expect(p.touchMapping.display.logicalSize == Size(1280, 720))
        #expect(p.backlight == nil)
    }

    @Test func defaultsApplyToOptionalKeys() throws {
        let p = try BoardProfile(parsing: #"{"name": "x", "display": {"connector": "HDMI-A-1", "mode": "1024x600"}}"#, file: "min.json")
        #expect(p.display.pixelFormat == .xrgb8888 && p.display.rotation == .degrees0 && p.display.fbdev == nil)
        #expect(p.touch == nil && p.backlight == nil && p.idleBlankSeconds == 0 && p.backends == [.drm, .fbdev])
        #expect(p.touchMapping == TouchMapping(display: DisplayTransform(panelWidth: 1024, panelHeight: 600)))
        #expect(p.temperatureSensor == nil)
    }

    @Test func aBoardNamesItsRoomTemperatureSensor() throws {
        for path in ["/sys/class/hwmon/hwmon2/temp1_input", "/sys/bus/iio/devices/iio:device0/in_temp_raw",
                     "/sys/bus/iio/devices/iio:device1/in_temp_ambient_input"] {
            let p = try BoardProfile(parsing: try profileText { $0["temperatureSensor"] = path }, file: "t.json")
            #expect(p.temperatureSensor == path)
        }
        for bad in ["/sys/class/hwmon/hwmon2/name", "temp1_input", "/dev/temp1_input"] {
            #expect(throws: BoardProfileError.self) { try BoardProfile(parsing: try profileText { $0["temperatureSensor"] = bad }, file: "t.json") }
        }
    }

    @Test func aBoardTurnsTheScreenReaderOnAndNamesItsSpeechDevice() throws {
        let p = try BoardProfile(parsing: try profileText { $0["screenReader"] = true; $0["speechDevice"] = "plughw:1,0" }, file: "t.json")
        #expect(p.screenReader && p.speechDevice == "plughw:1,0")
        let plain = try BoardProfile(parsing: try profileText { _ in }, file: "t.json")
        #expect(!plain.screenReader && plain.speechDevice == nil)
        #expect(throws: BoardProfileError.self) { try BoardProfile(parsing: try profileText { $0["screenReader"] = "yes" }, file: "t.json") }
        #expect(throws: BoardProfileError.self) { try BoardProfile(parsing: try profileText { $0["speechDevice"] = "" }, file: "t.json") }
    }

    @Test(arguments: [
        ("display.rotation = 45", "boards/pi-7inch.json: display.rotation: expected one of 0, 90, 180, 270, got 45"),
        ("display.rotation = \"90\"", "boards/pi-7inch.json: display.rotation: expected one of 0, 90, 180, 270, got \"90\""),
        ("display.pixelFormat = bgr888", "boards/pi-7inch.json: display.pixelFormat: expected one of \"xrgb8888\", \"rgb565\", got \"bgr888\""),
        ("display.mode = 800*480", "boards/pi-7inch.json: display.mode: expected \"WIDTHxHEIGHT\" such as \"800x480\", each side 1 to 8192, got \"800*480\""),
        ("display.mode missing", "boards/pi-7inch.json: display.mode: missing, expected \"WIDTHxHEIGHT\" such as \"800x480\""),
        ("display.connector = []", "boards/pi-7inch.json: display.connector: expected a name pattern or a non-empty list of them, got []"),
        ("display.rotate", "boards/pi-7inch.json: display.rotate: unknown key (expected one of connector, mode, pixelFormat, rotation, fbdev)"),
        ("display.fbdev = /tmp/fb", "boards/pi-7inch.json: display.fbdev: expected a framebuffer device such as \"/dev/fb0\", got \"/tmp/fb\""),
        ("display missing", "boards/pi-7inch.json: display: missing, expected an object"),
        ("touch.calibration 5 numbers", "boards/pi-7inch.json: touch.calibration: expected a list of 6 numbers [a, b, c, d, e, f], got [1,0,0,0,1]"),
        ("touch.calibration[2] = \"0\"", "boards/pi-7inch.json: touch.calibration[2]: expected a number, got \"0\""),
        ("touch.device[1] = 7", "boards/pi-7inch.json: touch.device[1]: expected a non-empty name pattern, got 7"),
        ("touch = true", "boards/pi-7inch.json: touch: expected an object, got true"),
        ("name = 5", "boards/pi-7inch.json: name: expected a string, got 5"),
        ("backlight = /dev/fb0", "boards/pi-7inch.json: backlight: expected a directory under /sys/class/backlight/ or null, got \"/dev/fb0\""),
        ("idleBlankSeconds = -5", "boards/pi-7inch.json: idleBlankSeconds: expected a whole number of seconds, 0 (never) or more, got -5"),
        ("idleDimSeconds = 300", "boards/pi-7inch.json: idleDimSeconds: must be less than idleBlankSeconds (300), got 300"),
        ("dimLevel = 1.5", "boards/pi-7inch.json: dimLevel: expected a number from 0 (dark) to 1 (no dimming), got 1.5"),
        ("backends = [drm, wayland]", "boards/pi-7inch.json: backends[1]: expected one of \"drm\", \"fbdev\", \"headless\", \"window\" (each once), got \"wayland\""),
        ("backends = []", "boards/pi-7inch.json: backends: expected a non-empty list of \"drm\", \"fbdev\", \"headless\", \"window\", got []"),
        ("temperatureSensor = /tmp/t", "boards/pi-7inch.json: temperatureSensor: expected a sysfs file such as \"/sys/class/hwmon/hwmon0/temp1_input\" or \"/sys/bus/iio/devices/iio:device0/in_temp_input\", or null, got \"/sys/../tmp/temp1_input\""),
        ("colour", "boards/pi-7inch.json: colour: unknown key (expected one of name, display, touch, backlight, idleDimSeconds, dimLevel, idleBlankSeconds, backends, notes, temperatureSensor, textSize, highContrast, screenReader, speechDevice, flightRecorder)"),
    ])
    func aBrokenProfileNamesFileKeyAndExpectation(breakage: String, message: String) throws {
        let text = try profileText { p in
            var display = p["display"] as! [String: Any], touch = p["touch"] as! [String: Any]
            switch breakage {
            case "display.rotation = 45": display["rotation"] = 45
            case "display.rotation = \"90\"": display["rotation"] = "90"
            case "display.pixelFormat = bgr888": display["pixelFormat"] = "bgr888"
            case "display.mode = 800*480": display["mode"] = "800*480"
            case "display.mode missing": display["mode"] = nil
            case "display.connector = []": display["connector"] = [String]()
            case "display.rotate": display["rotate"] = 90
            case "display.fbdev = /tmp/fb": display["fbdev"] = "/tmp/fb"
            case "touch.calibration 5 numbers": touch["calibration"] = [1, 0, 0, 0, 1]
            case "touch.calibration[2] = \"0\"": touch["calibration"] = [1, 0, "0", 0, 1, 0]
            case "touch.device[1] = 7": touch["device"] = ["a", 7]
            case "name = 5": p["name"] = 5
            case "backlight = /dev/fb0": p["backlight"] = "/dev/fb0"
            case "idleBlankSeconds = -5": p["idleBlankSeconds"] = -5
            case "idleDimSeconds = 300": p["idleDimSeconds"] = 300
            case "dimLevel = 1.5": p["dimLevel"] = 1.5
            case "backends = [drm, wayland]": p["backends"] = ["drm", "wayland"]
            case "backends = []": p["backends"] = [String]()
            case "temperatureSensor = /tmp/t": p["temperatureSensor"] = "/sys/../tmp/temp1_input"
            case "colour": p["colour"] = "red"
            default: break
            }
            p["display"] = display
            p["touch"] = touch
            if breakage == "display missing" { p["display"] = nil }
            if breakage == "touch = true" { p["touch"] = true }
        }
        #expect(errorText(text) == message)
    }

    @Test func aJSONSyntaxErrorNamesFileAndPosition() {
        // line 3 lacks the comma after "x"; json-c stops at the next key's quote
        let text = "{\n  \"name\": \"x\"\n  \"display\": {}\n}\n"
        #expect(errorText(text, file: "boards/bad.json") == "boards/bad.json: line 3, column 3: JSON syntax error: object value separator ',' expected")
        #expect(errorText("{\"name\": \"x\",", file: "b.json") == "b.json: line 1, column 14: JSON syntax error: unexpected end of file")
        #expect(errorText("{} {}", file: "b.json") == "b.json: line 1, column 4: JSON syntax error: unexpected text after the JSON value")
        #expect(errorText("[1, 2]", file: "b.json") == "b.json: expected a JSON object at the top level, got [1,2]")
    }

    @Test func anUnreadableProfileNamesThePath() {
        #expect {
            _ = try BoardProfile(contentsOf: "boards/nope.json")
        } throws: { error in
            (error as? BoardProfileError)?.description == "boards/nope.json: cannot read: No such file or directory"
        }
    }

    @Test(arguments: [
        (["DSI-1"], ["raspberrypi-ts"], "rpi-7inch-dsi.json"),
        (["DSI-1"], ["generic ft5x06 (79)", "vc4-hdmi"], "rpi-7inch-dsi.json"),
        (["DSI-1", "HDMI-A-1"], ["Goodix Capacitive TouchScreen"], "rpi-touch-display-2.json"),
        (["HDMI-A-1"], ["ILITEK ILITEK-TP"], "hdmi-usb-multitouch.json"),
        (["Virtual-1"], ["vm-lab virtual touchscreen"], "qemu-virtual.json"),
        (["Virtual-1"], ["QEMU Virtio Tablet"], "qemu-virt.json"),
        (["fb_ili9486"], ["ADS7846 Touchscreen"], "spi-35-ads7846.json"),
    ])
    func matchPicksTheBoardFromConnectorsAndTouchDevices(connectors: [String], devices: [String], expected: String) throws {
        let profiles = try BoardProfile.loadAll(directory: boardsDirectory)
        let match = BoardProfile.match(connectors: connectors, inputDevices: devices, in: profiles)
        #expect(match.map { ($0.file as NSString).lastPathComponent } == expected)
    }

    @Test func noProfileMatchesAnUnknownConnector() throws {
        let profiles = try BoardProfile.loadAll(directory: boardsDirectory)
        #expect(BoardProfile.match(connectors: ["eDP-1"], inputDevices: ["raspberrypi-ts"], in: profiles) == nil)
    }

    @Test func namePatternsUseShellWildcards() {
        #expect(BoardNamePattern.matches("HDMI-A-*", "HDMI-A-2"))
        #expect(!BoardNamePattern.matches("HDMI-A-*", "DSI-1"))
        #expect(BoardNamePattern.matches("generic ft5x06*", "generic ft5x06 (79)"))
        #expect(!BoardNamePattern.matches("DSI-1", "DSI-10"))
        #expect(BoardNamePattern.specificity("DSI-1") > BoardNamePattern.specificity("DSI-*"))
        #expect(BoardNamePattern.specificity("*") == 0)
    }

    // MARK: - Bad files

    /// One limit for a panel's side, shared with `--size`: modes up to 16384² used to load.
    @Test func aModeLargerThanTheDisplayLimitIsRefused() throws {
        #expect(PixelBuffer.maximumDimension == 8192)
        func mode(_ m: String) throws -> String { try profileText { p in
            var d = p["display"] as! [String: Any]; d["mode"] = m; p["display"] = d
        } }
        let p = try BoardProfile(parsing: mode("8192x8192"), file: "b.json")
        #expect(p.display.width == 8192 && p.display.height == 8192)
        let expectation = "expected \"WIDTHxHEIGHT\" such as \"800x480\", each side 1 to 8192"
        for bad in ["16384x16384", "8193x480", "800x8193", "0x480", "800x", "+800x480", "800x480x2", "99999999999999999999x1", "800 x480"] {
            #expect(errorText(try mode(bad), file: "b.json") == "b.json: display.mode: \(expectation), got \"\(bad)\"", "\(bad)")
        }
    }

    /// Calibration coefficients are bounded: 1e300 became infinity in libinput's single precision.
    @Test func calibrationCoefficientsAreBounded() throws {
        func calibration(_ c: [Any]) throws -> String { try profileText { p in
            var t = p["touch"] as! [String: Any]; t["calibration"] = c; p["touch"] = t
        } }
        #expect(try BoardProfile(parsing: calibration([100, -100, 0.5, 0, 1, 0]), file: "b.json").touch?.calibration.a == 100)
        #expect(errorText(try calibration([1, 0, 1e300, 0, 1, 0]), file: "b.json")
                == "b.json: touch.calibration[2]: expected a number from -100 to 100, got 1e+300")
        #expect(errorText(try calibration([1, 0, 0, 0, -100.5, 0]), file: "b.json")
                == "b.json: touch.calibration[4]: expected a number from -100 to 100, got -100.5")
    }

    /// Names, patterns and paths are printed and matched, so control characters in them are refused
    /// (an escaped NUL used to cut a pattern short silently); free-text notes may hold anything.
    @Test func controlCharactersInNamesPatternsAndPathsAreRefused() throws {
        #expect(errorText(#"{"name": "x\u001b[2J", "display": {"connector": "DSI-1", "mode": "800x480"}}"#, file: "b.json")
                == #"b.json: name: expected a string without control characters, got "x\u001b[2J""#)
        #expect(errorText(#"{"name": "x", "display": {"connector": "DSI-1\u0000junk", "mode": "800x480"}}"#, file: "b.json")
                == #"b.json: display.connector: expected a name pattern without control characters, got "DSI-1\u0000junk""#)
        #expect(errorText(#"{"name": "x", "display": {"connector": ["DSI-1", "a\u0085b"], "mode": "800x480"}}"#, file: "b.json")
                == "b.json: display.connector[1]: expected a non-empty name pattern without control characters, got \"a\\u{85}b\"")
        let notes = try BoardProfile(parsing: #"{"name": "x", "notes": "line 1\nline 2", "display": {"connector": "DSI-1", "mode": "800x480"}}"#, file: "b.json")
        #expect(notes.name == "x")
    }

    /// A key from the file is escaped and cut in the error: a newline in it used to forge a second error
    /// line, and a 1 MB key was echoed whole.
    @Test func unknownKeysAreEscapedAndCut() throws {
        let forged = try #require(errorText(#"{"name": "x", "display": {"connector": "DSI-1", "mode": "800x480"}, "a\nfaceplate: forged": 1}"#, file: "b.json"))
        #expect(forged == #"b.json: a\nfaceplate: forged: unknown key (expected one of name, display, touch, backlight, idleDimSeconds, dimLevel, idleBlankSeconds, backends, notes, temperatureSensor, textSize, highContrast, screenReader, speechDevice, flightRecorder)"#)
        let huge = String(repeating: "k", count: 1_000_000)   // a 1 MB key, inside the 1 MiB file limit
        let cut = try #require(errorText(#"{"name": "x", "display": {"connector": "DSI-1", "mode": "800x480"}, ""# + huge + #"": 1}"#, file: "b.json"))
        #expect(cut == "b.json: " + String(repeating: "k", count: 79) + "…: unknown key (expected one of name, display, touch, backlight, idleDimSeconds, dimLevel, idleBlankSeconds, backends, notes, temperatureSensor, textSize, highContrast, screenReader, speechDevice, flightRecorder)")
        let value = try #require(errorText(#"{"name": ""# + huge + #"\u007f", "display": 5}"#, file: "b.json"))
        #expect(value.hasPrefix(#"b.json: name: expected a string without control characters, got "kkk"#) && value.hasSuffix("k…"))
        #expect(value.count < 200)
        let longValue = try #require(errorText(#"{"name": "x", "display": {"connector": "DSI-1", "mode": ""# + huge + #""}}"#, file: "b.json"))
        #expect(longValue.count < 300 && longValue.hasSuffix("…"))
        let file = try #require(errorText("[]", file: "boards/\u{1B}]0;x\u{7}.json"))
        #expect(file == "boards/\\u{1B}]0;x\\u{7}.json: expected a JSON object at the top level, got []")
    }

    /// A profile file is at most 1 MiB: `/dev/zero` is refused without reading it to the end.
    @Test func anEndlessProfileFileIsRefused() {
        #expect {
            _ = try BoardProfile(contentsOf: "/dev/zero")
        } throws: { error in
            (error as? BoardProfileError)?.description == "/dev/zero: cannot read: larger than 1048576 bytes"
        }
        #expect(errorText(String(repeating: " ", count: BoardProfile.maximumFileSize + 1), file: "b.json")
                == "b.json: larger than 1048576 bytes, not a board profile")
    }

    /// One broken profile no longer hides the directory: the others load, the broken one is reported by
    /// file and key. loadAll, for a directory that must be whole (the tree's boards/), still throws.
    @Test func oneBrokenProfileDoesNotHideTheOthers() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("faceplate-boards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: boardsDirectory + "/rpi-7inch-dsi.json", toPath: dir.appendingPathComponent("a-good.json").path)
        try #"{"name": "broken", "display": {"connector": "HDMI-A-1", "mode": "800x480", "rotation": 45}}"#
            .write(to: dir.appendingPathComponent("b-broken.json"), atomically: true, encoding: .utf8)
        let found = try BoardProfile.loadEach(directory: dir.path)
        #expect(found.profiles.map(\.name) == [try BoardProfile(contentsOf: boardsDirectory + "/rpi-7inch-dsi.json").name])
        #expect(found.problems.map(\.description) == [dir.path + "/b-broken.json: display.rotation: expected one of 0, 90, 180, 270, got 45"])
        #expect(BoardProfile.match(connectors: ["DSI-1"], inputDevices: ["raspberrypi-ts"], in: found.profiles)?.name == found.profiles.first?.name)
        #expect(throws: BoardProfileError.self) { _ = try BoardProfile.loadAll(directory: dir.path) }
        #expect(throws: BoardProfileError.self) { _ = try BoardProfile.loadEach(directory: dir.path + "/nope") }
    }
}
