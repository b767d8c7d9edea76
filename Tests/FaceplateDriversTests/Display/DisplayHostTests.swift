import Faceplate
@testable import FaceplateDrivers
import FaceplateGraphics
import Foundation
import Testing

/// A host that records what a display attaches and says: the launcher's side of ``DisplayHost``.
@MainActor final class RecordingHost: DisplayHost {
    let name = "app"
    let outputDirectory: String
    let sessionPath: String? = nil
    let window: Window
    let compositor: Compositor
    let hasInput: Bool
    var hasLiveSources = false
    var frameLimit: Int?
    var onPresent: (@MainActor (DisplayFrame, PixelRect) -> Void)?
    var sources: [any PanelInputSource] = []
    var stopped = 0
    var said: [String] = []
    var warned: [String] = []

    init(display: any DisplayBackend, outputDirectory: String = "frames", hasInput: Bool) {
        window = Window(frame: Rect(origin: .zero, size: display.logicalSize), application: Application())
        compositor = Compositor(window: window, transform: display.transform, bufferCount: 1)
        self.outputDirectory = outputDirectory
        self.hasInput = hasInput
    }

    func add(_ source: any PanelInputSource) throws { sources.append(source) }
    func stop() { stopped += 1 }
    func say(_ line: String) { said.append(line) }
    func warn(_ line: String) { warned.append(line) }
}

/// A display speaks for itself: its `display:` line, what it attaches to the running app, how it says
/// it was given back — the launcher never asks which backend it has.
@Suite @MainActor struct DisplayHostTests {
    func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "faceplate-host-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func headlessDescribesItselfWithItsFrameDirectory() {
        #expect(HeadlessDisplay(width: 320, height: 240, rotation: .degrees90, frameDirectory: "out").summary
                == "headless 320x240 xrgb8888, rotation 90, frames in ./out")
        #expect(HeadlessDisplay(width: 320, height: 240, frameDirectory: "/tmp/f").summary.hasSuffix("frames in /tmp/f"))
        #expect(HeadlessDisplay(width: 320, height: 240).summary.hasSuffix("frames kept in memory"))
        #expect(!HeadlessDisplay(width: 1, height: 1).providesInput)
    }

    @Test func headlessWithoutInputRendersOneFrameAndWritesEachFrame() throws {
        let dir = try temporaryDirectory() + "/frames"
        let display = HeadlessDisplay(width: 8, height: 4, frameDirectory: dir)
        let host = RecordingHost(display: display, hasInput: false)
        try display.attach(to: host)
        #expect(host.frameLimit == 1 && host.said == ["headless and no input: rendering one frame"])
        _ = display.nextBuffer()
        try display.present(damage: display.fullDamage)
        #expect(host.said.last == "headless: wrote \(dir)/frame-0001.png")
        #expect(FileManager.default.fileExists(atPath: dir + "/frame-0001.png"))
        #expect(display.reportShutdown(to: host) && host.warned.isEmpty)
    }

    @Test func headlessWithInputKeepsRunningAndAFrameThatCannotBeWrittenFailsTheRun() throws {
        let dir = try temporaryDirectory() + "/frames"
        let display = HeadlessDisplay(width: 8, height: 4, frameDirectory: dir)
        let host = RecordingHost(display: display, hasInput: true)
        try display.attach(to: host)
        #expect(host.frameLimit == nil && host.said.isEmpty)
        try FileManager.default.removeItem(atPath: dir)   // the directory goes away: the frame cannot be written
        _ = display.nextBuffer()
        try display.present(damage: display.fullDamage)
        #expect(host.stopped == 1)
        #expect(!display.reportShutdown(to: host))
        #expect(host.warned.count == 1 && host.warned[0].hasPrefix("headless: cannot write frame 1"))
    }

    @Test func aDisplayWithoutOwnPiecesDescribesItsPanelAndAttachesNothing() throws {
        let display = BareDisplay()
        let host = RecordingHost(display: display, hasInput: false)
        try display.attach(to: host)
        #expect(display.summary == "64x32 rgb565, rotation 0" && display.stopHint == nil && !display.providesInput)
        #expect(host.sources.isEmpty && host.said.isEmpty && host.frameLimit == nil && display.reportShutdown(to: host))
    }
}

/// A display that implements only the frame cycle: everything else is the protocol's defaults.
final class BareDisplay: DisplayBackend {
    let transform = DisplayTransform(panelWidth: 64, panelHeight: 32)
    let pixelFormat = PixelFormat.rgb565
    var fd: Int32? { nil }
    func nextBuffer() -> DisplayFrame? { nil }
    func present(damage: PixelRect) throws {}
    func handleEvents() throws {}
    func close() {}
    func setBlanked(_ blanked: Bool) throws {}
}
