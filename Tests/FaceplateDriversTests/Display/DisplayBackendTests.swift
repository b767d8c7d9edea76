import CMallocCounter
import FaceplateAllocationTesting
import Foundation
import Testing
@testable import FaceplateDrivers
import FaceplateGraphics

@Suite struct DisplayBackendTests {
    func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "faceplate-display-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func noDRMDirectoryIsExplained() throws {
        let dir = try temporaryDirectory() + "/dri"
        #expect {
            try DRMDisplay.open(.init(deviceDirectory: dir))
        } throws: { e in
            guard case DisplayError.noDRMDevice(let d, let tried) = e else { return false }
            return d == dir && tried.isEmpty && "\(e)".hasPrefix("no DRM device: \(dir) has no card* nodes")
        }
    }

    @Test func everyCardTriedIsListed() throws {
        // Regular files named like card nodes: they open, but are not DRM devices.
        let dir = try temporaryDirectory()
        for name in ["card1", "card0", "renderD128"] { _ = FileManager.default.createFile(atPath: "\(dir)/\(name)", contents: Data()) }
        #expect {
            try DRMDisplay.open(.init(deviceDirectory: dir))
        } throws: { e in
            guard case DisplayError.noDRMDevice(_, let tried) = e else { return false }
            return tried.map(\.path) == ["\(dir)/card0", "\(dir)/card1"]
                && tried.allSatisfy { $0.reason.contains("not a DRM device") }
                && "\(e)".contains("tried \(dir)/card0: ")
        }
        // With one candidate, its own error is reported as is.
        try FileManager.default.removeItem(atPath: "\(dir)/card1")
        #expect(throws: DisplayError.unsupportedDevice(path: "\(dir)/card0", reason: "not a DRM device (drmGetVersion failed)")) {
            try DRMDisplay.open(.init(deviceDirectory: dir))
        }
    }

    @Test func permissionMessageNamesTheFix() {
        #expect(DisplayError.permissionDenied(path: "/dev/dri/card0").description
            == "permission denied opening /dev/dri/card0: add the user to the 'video' group or run under a seat (seatd/logind)")
    }

    @Test func missingDeviceNodeNamesThePath() {
        #expect(throws: DisplayError.systemCall(call: "open", path: "/nonexistent/card0", errno: ENOENT)) {
            try DRMDevice(path: "/nonexistent/card0")
        }
        #expect(throws: DisplayError.systemCall(call: "open", path: "/nonexistent/fb0", errno: ENOENT)) {
            try FramebufferDisplay(configuration: .init(path: "/nonexistent/fb0", console: nil))
        }
    }

    @Test func probeReportsAbsentDevices() throws {
        let dir = try temporaryDirectory()
        #expect(DisplayProbe.drmCards(in: dir).isEmpty)
        #expect(DisplayProbe.framebufferDevices(in: dir).isEmpty)
        let lines = DisplayProbe.lines(driDirectory: dir, devDirectory: dir)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("DRM: no DRM device: \(dir)"))
        #expect(lines[1] == "fbdev: no \(dir)/fb* nodes")
    }

    @Test func headlessDisplayCyclesFramesWithAges() throws {
        let display = HeadlessDisplay(width: 40, height: 20, format: .rgb565, rotation: .degrees90)
        #expect(display.logicalSize == Size(20, 40))
        #expect(display.fd == nil)
        var frames: [Int] = []
        display.onPresent = { buffer, n, _ in frames.append(n); #expect(buffer.width == 40) }

        let first = try #require(display.nextBuffer())
        #expect(first.age == 0)
        var canvas = Canvas(buffer: first.buffer, transform: display.transform)
        canvas.fill(Rect(0, 0, 20, 40), color: Color(hex: 0xFF0000))
        try display.present(damage: display.fullDamage)

        let second = try #require(display.nextBuffer())
        #expect(second.age == 1)
        #expect(second.buffer.color(x: 39, y: 19) == Color(hex: 0xFF0000))   // content kept: redraw only damage
        try display.present(damage: PixelRect(x: 1, y: 2, width: 3, height: 4))
        #expect(frames == [1, 2])
        #expect(display.lastDamage == PixelRect(x: 1, y: 2, width: 3, height: 4))

        #expect(throws: DisplayError.nothingToPresent) { try display.present(damage: display.fullDamage) }
        display.close()
        #expect(display.nextBuffer() == nil)
        #expect(throws: DisplayError.closed) { try display.present(damage: display.fullDamage) }
    }

    @Test func headlessFrameCycleAllocatesNothing() throws {
        let display = HeadlessDisplay(width: 64, height: 32)
        for _ in 0..<3 { _ = display.nextBuffer(); try display.present(damage: display.fullDamage) }
        faceplate_malloc_count_start()
        for _ in 0..<50 {
            if let frame = display.nextBuffer() { frame.buffer.setPixel(x: 1, y: 1, 0xFF00_FF00) }
            try display.present(damage: PixelRect(x: 1, y: 1, width: 1, height: 1))
        }
        expectNoAllocations(faceplate_malloc_count_stop())
    }
}
