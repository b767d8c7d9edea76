// faceplate-kmscheck: proves FaceplateLinux's display backends on a real kernel (run by scripts/vm/e2e).
//
//   faceplate-kmscheck drm [--device PATH] [--connector NAME] [--format xrgb8888|rgb565] [--buffers 2|3]
//                          [--flips N] [--hold] [--shot-prefix P] [--atomic | --legacy]
//   faceplate-kmscheck fbdev [--device /dev/fb0] [--no-pan] [--shot-prefix P]
//   faceplate-kmscheck info
//
// drm: shows red (modeset), green (page flip), then a blue rectangle on white, runs N more flips checking
// that each buffer's age matches its real content, then a final frame (blue rectangle on white) and,
// with --hold, waits for SIGTERM/SIGINT. It then closes the display and checks, through a second
// (non-master) descriptor, that the CRTC scans out the framebuffer it had before.
// --atomic requires atomic commits, --legacy forces SetCrtc/PageFlip; by default the display chooses (atomic
// where the driver takes it). The path used is logged as `commit path NAME (why)`.
// Screenshots: when $SHOT is set, `$SHOT NAME` runs at each checkpoint while the display is held
// (NAME = prefix + red | green | rect | final | restored). Exit 0 = every check passed.
import CDRM
import CMallocCounter
import FaceplateGraphics
import FaceplateDrivers
import Glibc

func log(_ s: String) { print(s); fflush(nil) }   // fflush(nil): every stream, and no global `stdout` access
@MainActor func fail(_ s: String) -> Never { log("FAIL: \(s)"); exit(1) }

var failures = 0
@MainActor func check(_ ok: Bool, _ what: String) {
    log((ok ? "ok: " : "FAIL: ") + what)
    if !ok { failures += 1 }
}

// ---- arguments ----
var args = Array(CommandLine.arguments.dropFirst())
let command = args.isEmpty ? "drm" : args.removeFirst()
var options: [String: String] = [:]
var flags: Set<String> = []
while !args.isEmpty {
    let a = args.removeFirst()
    switch a {
    case "--hold", "--no-pan", "--atomic", "--legacy": flags.insert(a)
    case "--device", "--connector", "--format", "--buffers", "--flips", "--shot-prefix":
        guard !args.isEmpty else { fail("\(a) needs a value") }
        options[a] = args.removeFirst()
    default: fail("unknown argument \(a) (see the comment at the top of main.swift)")
    }
}
let shotPrefix = options["--shot-prefix"] ?? ""

/// Runs `$SHOT NAME` (e.g. the VM's screendump request) while we still hold the display.
@MainActor func shot(_ name: String) {
    guard let cmd = getenv("SHOT").map({ String(cString: $0) }), !cmd.isEmpty else { return }
    let rc = system("\(cmd) \(shotPrefix)\(name)")
    check(rc == 0, "screenshot \(shotPrefix)\(name) (\(cmd))")
}

// ---- SIGTERM/SIGINT: a self-pipe the main loop polls; the handler only writes one byte ----
nonisolated(unsafe) var signalPipe: (read: Int32, write: Int32) = (-1, -1)
@MainActor func installSignalPipe() {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { fail("pipe: \(errno)") }
    signalPipe = (fds[0], fds[1])
    let handler: @convention(c) (Int32) -> Void = { _ in
        var b: UInt8 = 1
        _ = write(signalPipe.write, &b, 1)
    }
    signal(SIGTERM, handler)
    signal(SIGINT, handler)
}

// ---- drawing ----
/// Fills the whole frame, and writes the frame number into pixel (0, 0) so a later frame can check that
/// the age the display reports matches what the buffer really holds.
@MainActor func draw(_ frame: DisplayFrame, on display: DisplayBackend, number: Int, background: Color, rect: Color? = nil) {
    var canvas = Canvas(buffer: frame.buffer, transform: display.transform)
    let size = canvas.size
    canvas.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), color: background)
    if let rect { canvas.fill(Rect(100, 80, 200, 120), color: rect) }
    frame.buffer.setPixel(x: 0, y: 0, UInt32(number & 0xFFFF))
}

@MainActor func waitForBuffer(_ display: DRMDisplay) -> DisplayFrame {
    for _ in 0..<200 {
        if let f = display.nextBuffer() { return f }
        if !display.waitForPendingFlip(timeoutMilliseconds: 1000) { break }
    }
    fail("no free buffer: page flips do not complete")
}

func crtcFramebuffer(_ fd: Int32, _ crtc: UInt32) -> UInt32 {
    guard let c = drmModeGetCrtc(fd, crtc) else { return 0 }
    defer { drmModeFreeCrtc(c) }
    return c.pointee.buffer_id
}

@MainActor func runDRM() {
    var config = DRMDisplay.Configuration()
    config.devicePath = options["--device"]
    config.connector = options["--connector"]
    if let f = options["--format"] {
        guard let format = PixelFormat(rawValue: f) else { fail("--format must be xrgb8888 or rgb565") }
        config.format = format
    }
    config.bufferCount = Int(options["--buffers"] ?? "2") ?? 2
    if flags.contains("--atomic") { config.useAtomic = true }
    if flags.contains("--legacy") { config.useAtomic = false }
    let extraFlips = Int(options["--flips"] ?? "20") ?? 20

    let display: DRMDisplay
    do { display = try DRMDisplay.open(config) } catch {
        log("open: \(error)")
        // The caller may expect this (an unsupported format on a driver without it): distinct exit code.
        if case DisplayError.unsupportedFormat = error { exit(3) }
        exit(1)
    }
    let out = display.output
    log("device \(display.device.path) driver \(display.device.driverName) atomic=\(display.device.supportsAtomic) "
        + "connector \(out.connector.name) mode \(out.mode) crtc \(out.crtc.id) plane \(out.plane.map { String($0.id) } ?? "?") "
        + "format \(display.pixelFormat) buffers \(display.buffers.count) stride \(display.buffers[0].pixels.stride)")
    let previousFB = display.previousFramebufferID
    log("crtc fb before: \(previousFB)")
    log("commit path \(display.commitPath.rawValue) (\(display.commitPathReason))")
    let ourFBs = Set(display.buffers.map(\.framebufferID))
    // A second descriptor, opened after the display took master, sees the CRTC as any client would;
    // keeping it open also stops the kernel's last-close restore from masking ours.
    let monitor = Glibc.open(display.device.path, O_RDWR | O_CLOEXEC)
    check(monitor >= 0, "second descriptor on \(display.device.path)")

    var presented = 0
    var agedFrames = 0
    func frame(_ background: Color, rect: Color? = nil) {
        let f = waitForBuffer(display)
        if f.age > 0 {
            let holds = Int(f.buffer.pixel(x: 0, y: 0))
            let expected = (presented - f.age + 1) & 0xFFFF
            if holds != expected { check(false, "buffer \(f.index) reported age \(f.age) but holds frame \(holds), expected \(expected)") }
            agedFrames += 1
        }
        presented += 1
        draw(f, on: display, number: presented, background: background, rect: rect)
        do { try display.present(damage: display.fullDamage) } catch { fail("present frame \(presented): \(error)") }
        // The buffer just presented must not come back while it is queued or on screen. (This acquires
        // the next buffer, if any; the next frame draws into it.)
        if let next = display.nextBuffer(), next.index == f.index {
            check(false, "frame \(presented): the presented buffer \(f.index) was handed out again")
        }
    }
    func settle() {
        check(display.waitForPendingFlip(timeoutMilliseconds: 2000), "page flip completes")
        check(ourFBs.contains(crtcFramebuffer(monitor, out.crtc.id)), "the CRTC scans out one of our buffers")
    }

    frame(Color(hex: 0xFF0000)); settle(); shot("red")
    frame(Color(hex: 0x00FF00)); settle(); shot("green")
    frame(.white, rect: Color(hex: 0x0000FF)); settle(); shot("rect")
    // Flips that repaint only what changed, as an app does: a 40x40 square moves over a grey scene, and
    // each frame repaints the damage of the last `age` frames (everything when age is 0). If an age were
    // wrong, stale squares would remain; the buffer on screen is then compared with the scene pixel by pixel.
    let flipsBefore = display.completedFlips
    let w = out.mode.width, h = out.mode.height
    let scene = Color(hex: 0x303030), squareColor = Color(hex: 0xFF8000)
    func square(_ i: Int) -> PixelRect {
        PixelRect(x: 20 + (i * 97) % max(1, w - 60), y: 20 + (i * 61) % max(1, h - 60), width: 40, height: 40)
    }
    let full = display.fullDamage
    var damage: [PixelRect] = []          // damage[k] = what frame k changed, for the extra frames
    damage.reserveCapacity(extraFlips)
    // Allocations inside DRMDisplay's calls only (nextBuffer, waiting + flip events, present); the
    // drawing code of this tool is not counted.
    var displayMallocs: Int64 = 0
    for i in 0..<extraFlips {
        damage.append(i == 0 ? full : square(i - 1).union(square(i)))
        faceplate_malloc_count_start()
        let f = waitForBuffer(display)
        displayMallocs += faceplate_malloc_count_stop()
        if f.age > 0 {
            let holds = Int(f.buffer.pixel(x: 0, y: 0)), expected = (presented - f.age + 1) & 0xFFFF
            if holds != expected { check(false, "buffer \(f.index) reported age \(f.age) but holds frame \(holds), expected \(expected)") }
            agedFrames += 1
        }
        var repaint = full
        if f.age > 0 && f.age <= i {
            repaint = damage[i]
            for k in (i - f.age + 1)..<i { repaint = repaint.union(damage[k]) }
        }
        var canvas = Canvas(buffer: f.buffer, transform: display.transform)
        canvas.clip(to: repaint.rect)
        canvas.fill(repaint.rect, color: scene)
        canvas.fill(square(i).rect, color: squareColor)
        presented += 1
        f.buffer.setPixel(x: 0, y: 0, UInt32(presented & 0xFFFF))
        faceplate_malloc_count_start()
        let presentError: Error?
        do { try display.present(damage: damage[i]); presentError = nil } catch { presentError = error }
        displayMallocs += faceplate_malloc_count_stop()
        if let presentError { fail("present frame \(presented): \(presentError)") }
    }
    if extraFlips > 0 {
        faceplate_malloc_count_start()
        let flipped = display.waitForPendingFlip(timeoutMilliseconds: 2000)
        displayMallocs += faceplate_malloc_count_stop()
        check(flipped, "the last damage-only flip completes")
        check(faceplate_malloc_counter_active() != 0, "the malloc counter is interposed")
        check(displayMallocs == 0, "DRMDisplay's \(display.commitPath.rawValue) frame cycle allocated nothing in \(extraFlips) frames (\(displayMallocs) allocations)")
        settle()
        let last = square(extraFlips - 1)
        log("square at \(last.x),\(last.y)")
        if let i = display.ring.onScreenIndex {
            let b = display.buffers[i].pixels
            let format = b.format, bg = format.pack(scene), fg = format.pack(squareColor)
            var wrong = 0
            for y in 0..<b.height {
                let row = b.baseAddress + y * b.stride
                for x in 0..<b.width where x + y > 0 {   // (0,0) holds the frame number
                    let inside = x >= last.x && x < last.maxX && y >= last.y && y < last.maxY
                    let v = format == .xrgb8888 ? (row + 4 * x).load(as: UInt32.self) : UInt32((row + 2 * x).load(as: UInt16.self))
                    if v != (inside ? fg : bg) { wrong += 1 }
                }
            }
            check(wrong == 0, "after \(extraFlips) damage-only frames the buffer on screen equals the scene (\(wrong) wrong pixels)")
        } else {
            check(false, "a buffer is on screen after the flips")
        }
        shot("squares")
    }
    frame(.white, rect: Color(hex: 0x0000FF)); settle()
    if let flip = display.lastFlipTime {
        // The flip events' timestamps are what animations advance to: CLOCK_MONOTONIC, just past.
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        let age = Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9 - flip
        check(age >= 0 && age < 5, "the last page flip's timestamp is on CLOCK_MONOTONIC (\(Int(age * 1000)) ms ago)")
    } else {
        check(false, "page flips carry a timestamp")
    }
    check(display.completedFlips - flipsBefore == extraFlips + 1, "\(extraFlips + 1) page flips completed (\(display.completedFlips - flipsBefore))")
    check(agedFrames >= extraFlips, "buffer ages were checked against content in \(agedFrames) frames")
    shot("final")

    if flags.contains("--hold") {
        installSignalPipe()
        log("holding the display; send SIGTERM or SIGINT")
        var fds = [pollfd(fd: signalPipe.read, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: display.fd ?? -1, events: Int16(POLLIN), revents: 0)]
        while true {
            let n = poll(&fds, 2, -1)
            if n < 0 && errno == EINTR { continue }
            if fds[1].revents != 0 { try? display.handleEvents() }
            if fds[0].revents != 0 { log("signal received: closing the display"); break }
        }
    }

    display.close()
    if let e = display.restoreError { check(false, "restore: \(e)") }
    let after = crtcFramebuffer(monitor, out.crtc.id)
    log("crtc fb after close: \(after)")
    if previousFB != 0 {
        check(after == previousFB, "the CRTC is back on the framebuffer it had before (\(previousFB))")
    } else {
        check(after == 0, "the CRTC that was off is off again")
    }
    shot("restored")
    Glibc.close(monitor)
}

@MainActor func runFbdev() {
    var config = FramebufferDisplay.Configuration()
    if let d = options["--device"] { config.path = d }
    config.allowPanning = !flags.contains("--no-pan")
    let display: FramebufferDisplay
    do { display = try FramebufferDisplay(configuration: config) } catch { log("open: \(error)"); exit(1) }
    let l = display.layout
    log("fbdev \(display.path) id \(l.driverID) \(l.width)x\(l.height) virtual height \(l.virtualHeight) stride \(l.stride) "
        + "\(l.format) \(display.isPanFlipping ? "pan-flip" : "copy")")
    var presented = 0
    // Three frames: maroon, then teal (both drawn whole), then teal again, repainting only the rectangle
    // when the buffer's age says it holds the teal frame (copy mode: age 1; pan mode: age 2 -> all).
    for (n, bg) in [Color(hex: 0x800000), Color(hex: 0x008080), Color(hex: 0x008080)].enumerated() {
        guard let f = display.nextBuffer() else { fail("fbdev handed out no buffer") }
        if f.age > 0 {
            check(Int(f.buffer.pixel(x: 0, y: 0)) == presented - f.age + 1, "fbdev buffer age \(f.age) matches its content")
        }
        presented += 1
        if n == 2 && f.age == 1 {
            var canvas = Canvas(buffer: f.buffer, transform: display.transform)
            canvas.fill(Rect(100, 80, 200, 120), color: Color(hex: 0xFFFF00))
            f.buffer.setPixel(x: 0, y: 0, UInt32(presented))
            do { try display.present(damage: PixelRect(x: 100, y: 80, width: 200, height: 120)) } catch { fail("present: \(error)") }
            log("frame \(presented): repainted only the damaged rectangle (age 1)")
        } else {
            draw(f, on: display, number: presented, background: bg, rect: Color(hex: 0xFFFF00))
            do { try display.present(damage: display.fullDamage) } catch { fail("present: \(error)") }
        }
    }
    usleep(300_000)   // deferred-I/O fbdev (virtio-gpu's emulation) flushes to the host periodically
    shot("fbdev")
    display.close()
}

switch command {
case "drm": runDRM()
case "fbdev": runFbdev()
case "info": for line in DisplayProbe.lines() { log(line) }
default: fail("unknown command \(command): drm, fbdev or info")
}
log("faceplate-kmscheck: \(failures == 0 ? "PASSED" : "FAILED (\(failures))")")
exit(failures == 0 ? 0 : 1)
