import Testing
import Glibc
import Faceplate
import FaceplateLinux

/// A fake sysfs backlight directory: `max_brightness`, `brightness`, `bl_power` as the kernel shows them.
final class FakeBacklightDirectory {
    let path: String
    init(maximum: String = "255", brightness: String = "255") {
        var template = Array("/tmp/faceplate-backlight-XXXXXX".utf8CString)
        path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        write("max_brightness", maximum + "\n")
        write("brightness", brightness + "\n")
        write("bl_power", "0\n")
    }
    deinit {
        for f in ["max_brightness", "brightness", "bl_power"] { unlink(path + "/" + f) }
        rmdir(path)
    }
    func write(_ name: String, _ text: String) {
        let fd = open(path + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var t = text
        _ = t.withUTF8 { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }
    func read(_ name: String) -> String {
        let fd = open(path + "/" + name, O_RDONLY)
        defer { close(fd) }
        var b = [UInt8](repeating: 0, count: 64)
        let n = Glibc.read(fd, &b, 64)
        return String(decoding: b[0..<max(n, 0)], as: UTF8.self)
    }
}

/// The board's backlight and idle settings do what they say: Screen.brightness writes the backlight,
/// the panel dims, then blanks, and the touch that wakes it acts on nothing.
@Suite(.serialized) @MainActor struct IdlePowerTests {
    @Test func theBacklightReadsAndWritesItsSysfsAttributes() throws {
        let dir = FakeBacklightDirectory(maximum: "1000", brightness: "500")
        let b = try Backlight(directory: dir.path)
        #expect(b.maximum == 1000)
        #expect(try b.brightness() == 0.5)
        try b.setBrightness(0.25)
        #expect(dir.read("brightness") == "250\n")
        try b.setBrightness(7)                                  // clamped
        #expect(dir.read("brightness") == "1000\n")
        try b.setPower(on: false)
        #expect(dir.read("bl_power") == "4\n")
    }

    @Test func aBrokenBacklightIsAClearError() {
        let zero = FakeBacklightDirectory(maximum: "0")
        #expect(throws: BacklightError.self) { try Backlight(directory: zero.path) }
        let junk = FakeBacklightDirectory(maximum: "lots\u{1B}[2J")
        do { _ = try Backlight(directory: junk.path); Issue.record("accepted junk") } catch {
            #expect(error.description.contains("max_brightness: expected a whole number"))
            #expect(!error.description.contains("\u{1B}"))
        }
        #expect(throws: BacklightError.self) { try Backlight(directory: "/nonexistent/backlight") }
    }

    func rig(dimAfter: Double = 2, blankAfter: Double = 5) throws -> (Application, ManualClock, HeadlessDisplay, FakeBacklightDirectory, IdleController) {
        let clock = ManualClock()
        let app = Application(clock: clock)
        let display = HeadlessDisplay(width: 100, height: 100)
        let dir = FakeBacklightDirectory()
        let idle = IdleController(application: app, display: display, backlight: try Backlight(directory: dir.path),
                                  dimAfter: dimAfter, blankAfter: blankAfter, dimLevel: 0.25)
        idle.log = { Issue.record("idle logged: \($0)") }
        return (app, clock, display, dir, idle)
    }

    /// Moves the clock to `t` seconds after the rig was made (ManualClock starts at 1000), firing timers.
    func advance(_ app: Application, _ clock: ManualClock, to offset: Double) {
        let t = 1000 + offset
        while let next = app.timers.nextDeadline, next <= t { clock.set(next); app.fireTimers() }
        clock.set(t)
    }

    @Test func anIdlePanelDimsThenBlanksAndInputWakesIt() throws {
        let (app, clock, display, dir, idle) = try rig()
        advance(app, clock, to: 1.9)
        #expect(idle.state == .awake)
        advance(app, clock, to: 2.0)
        #expect(idle.state == .dimmed)
        #expect(dir.read("brightness") == "64\n")                // 0.25 × 255
        #expect(idle.noteInput() == false)                       // dimmed: the input acts as usual
        #expect(idle.state == .awake && dir.read("brightness") == "255\n")
        advance(app, clock, to: 6.9)                             // 2 + 4.9 s since the input
        #expect(idle.state == .dimmed)
        advance(app, clock, to: 7.0)
        #expect(idle.state == .blanked)
        #expect(display.isBlanked && dir.read("bl_power") == "4\n")
        #expect(app.timers.nextDeadline == nil)                  // a blanked panel sleeps: nothing armed
        #expect(idle.noteInput() == true)                        // the waking input is swallowed
        #expect(idle.state == .awake && !display.isBlanked && dir.read("bl_power") == "0\n")
    }

    @Test func isIdleTimerDisabledKeepsThePanelAwake() throws {
        let (app, clock, _, dir, idle) = try rig()
        defer { withExtendedLifetime(dir) {} }
        app.isIdleTimerDisabled = true
        advance(app, clock, to: 60)
        #expect(idle.state == .awake)
        app.isIdleTimerDisabled = false
        advance(app, clock, to: 70)
        #expect(idle.state == .blanked)
    }

    @Test func screenBrightnessIsClampedAndReported() {
        let screen = Screen()
        var written: [Double] = []
        screen.onBrightnessChange = { written.append($0) }
        screen.brightness = 0.4
        screen.brightness = 3
        screen.brightness = .nan
        #expect(screen.brightness == 1)
        #expect(written == [0.4, 1])
    }

    @Test func theTouchThatWakesABlankedPanelActsOnNothing() throws {
        let r = try PadPanelRig(display: HeadlessDisplay(width: 200, height: 100))
        let (app, display, pad, runner, source) = (r.app, r.display, r.pad, r.runner, r.source)
        runner.idle = IdleController(application: app, display: display, backlight: nil, dimAfter: 0, blankAfter: 0.05, dimLevel: 0.3)
        runner.runOnce(timeoutMilliseconds: 0)
        var turns = 0
        while runner.idle?.state != .blanked && turns < 50 { runner.runOnce(timeoutMilliseconds: 20); turns += 1 }
        #expect(display.isBlanked)
        let frames = display.presentedFrames
        source.send(UInt8(ascii: "d")); runner.runOnce(timeoutMilliseconds: 1000)
        source.send(UInt8(ascii: "u")); runner.runOnce(timeoutMilliseconds: 1000)
        #expect(pad.taps == 0)                                   // the waking tap brewed nothing
        #expect(!display.isBlanked)
        #expect(display.presentedFrames > frames)                // and the screen was drawn again
        source.send(UInt8(ascii: "d")); runner.runOnce(timeoutMilliseconds: 1000)
        source.send(UInt8(ascii: "u")); runner.runOnce(timeoutMilliseconds: 1000)
        #expect(pad.taps == 1)                                   // the next one acts
    }
}
