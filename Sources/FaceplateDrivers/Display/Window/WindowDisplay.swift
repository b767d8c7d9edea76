import FaceplateGraphics
import FaceplatePNG

/// The desktop preview: a window on an X11 or Wayland desktop showing exactly the pixels the panel
/// would show (`--backend window`).
///
/// Same canvas, same pixel format, same rotation as the board profile: frames are drawn into one
/// panel-sized buffer in scanout orientation, exactly as into a DRM dumb buffer, and the window shows
/// that buffer as it is — a board whose panel is mounted sideways (rotation 90) shows its UI sideways
/// here too, as the bare panel would. An optional whole-number ``zoom`` makes a small panel readable on
/// a large monitor. Each present copies only the damaged rectangle to the window (see ``SDLWindow``).
///
/// The window's input (mouse, keys, touch, close) is ``WindowInputSource``; rotation and screenshots
/// are ``WindowPreview``'s. SDL is loaded at run time (``SDLLibrary``): nothing here makes a board
/// binary depend on it.
public final class WindowDisplay: DisplayBackend {
    /// The panel and the current rotation (``setRotation(_:)`` changes it; touch follows it).
    public private(set) var transform: DisplayTransform
    /// The panel's pixel format (the board's `pixelFormat`).
    public let pixelFormat: PixelFormat
    /// No descriptor: presenting is immediate, and the window's events come through ``WindowInputSource``.
    public var fd: Int32? { nil }
    /// Window pixels per panel pixel.
    public var zoom: Int { window?.zoom ?? zoomFactor }
    /// SDL's video driver (`x11`, `wayland`) and version, for the `display:` line.
    public let driverDescription: String
    /// How many frames were presented.
    public private(set) var presentedFrames = 0
    /// Whether the idle blank has switched the panel off: the window then shows black.
    public private(set) var isBlanked = false

    /// The panel-sized buffer frames are drawn into.
    public var buffer: PixelBuffer { panel }

    private let panel: PixelBuffer
    private let zoomFactor: Int
    private(set) var window: SDLWindow?
    /// The rotate and screenshot keys, the close button and the session, once attached to a running app.
    private(set) var preview: WindowPreview?
    private var ring = BufferRing(count: 1)
    private var title: String

    /// The largest ``zoom``.
    public static let maximumZoom = 8

    /// Opens a window for a `width`×`height` panel (scanout orientation) in `format`, rotated by
    /// `rotation`, zoomed `zoom` times, titled `title`.
    /// - Throws: ``WindowError``: libSDL2 missing (naming the Debian package), no desktop to open a
    ///   window on, or a size out of range.
    public init(width: Int, height: Int, format: PixelFormat = .xrgb8888, rotation: Rotation = .degrees0,
                zoom: Int = 1, title: String) throws(WindowError) {
        guard (1...WindowDisplay.maximumZoom).contains(zoom) else {
            throw .badSize("zoom \(zoom) is out of range; expected 1 to \(WindowDisplay.maximumZoom)")
        }
        let sdl = try SDLLibrary()
        panel = PixelBuffer(width: width, height: height, format: format)
        pixelFormat = format
        transform = DisplayTransform(panelWidth: width, panelHeight: height, rotation: rotation)
        zoomFactor = zoom
        self.title = title
        window = try SDLWindow(sdl: sdl, buffer: panel, zoom: zoom, title: title)
        driverDescription = "SDL \(sdl.version) \(sdl.videoDriver)"
    }

    /// The buffer: age 0 for the first frame and after a rotation, then 1 (it holds the last frame).
    public func nextBuffer() -> DisplayFrame? {
        guard window != nil, let (i, age) = ring.acquire() else { return nil }
        return DisplayFrame(buffer: panel, age: age, index: i)
    }

    /// Shows the damaged rectangle (logical pixels, turned onto the panel) in the window.
    public func present(damage: PixelRect) throws {
        guard let window else { throw DisplayError.closed }
        guard case .flip(let i) = ring.present() else { throw DisplayError.nothingToPresent }
        ring.copiedOut(i)
        presentedFrames += 1
        guard !isBlanked else { return }
        let r = transform.panelRect(fromLogical: Rect(x: Double(damage.x), y: Double(damage.y),
                                                      width: Double(damage.width), height: Double(damage.height)))
        try window.show(PixelRect(x: Int(r.minX), y: Int(r.minY), width: Int(r.width), height: Int(r.height)))
    }

    /// Nothing to read: the window's events are the input source's.
    public func handleEvents() throws {}

    /// Closes the window (and, with it, SDL). Safe to call twice.
    public func close() { window = nil }

    /// Whether the window is open.
    public var isOpen: Bool { window != nil }

    /// The idle blank: the window shows black while blanked; unblanking is followed by a full redraw.
    public func setBlanked(_ blanked: Bool) throws {
        isBlanked = blanked
        guard blanked, let window else { return }
        let saved = PixelBuffer(width: panel.width, height: panel.height, format: panel.format)
        saved.copy(from: panel, x: 0, y: 0, width: panel.width, height: panel.height)
        panel.baseAddress.initializeMemory(as: UInt8.self, repeating: 0, count: panel.byteCount)
        defer { panel.copy(from: saved, x: 0, y: 0, width: panel.width, height: panel.height) }
        try window.showAll()
    }

    /// Turns the UI onto the panel with `rotation` from now on: the buffer's content counts as unknown
    /// (the next frame draws everything), and touch maps through the new transform.
    public func setRotation(_ rotation: Rotation) {
        transform.rotation = rotation
        ring.invalidateContents()
    }

    /// Shows the whole buffer again: the desktop uncovered the window.
    public func refresh() throws {
        guard !isBlanked else { return }
        try window?.showAll()
    }

    /// Writes what the window shows, scaled back to panel pixels, as a PNG at `path` (a temporary
    /// name, then renamed).
    /// - Throws: ``WindowError`` when the window is closed or its surface cannot be read, `PNG.Error`
    ///   when the file cannot be written.
    public func writeScreenshot(to path: String) throws {
        guard let window else { throw DisplayError.closed }
        try PNG.write(try window.capture(), to: path)
    }

    /// Sets the window's title.
    public func setTitle(_ title: String) {
        self.title = title
        window?.setTitle(title)
    }
}

extension WindowDisplay {
    /// The panel's size, format and rotation, the zoom and SDL's video driver.
    public var summary: String {
        "window \(transform.panelWidth)x\(transform.panelHeight) \(pixelFormat.rawValue), rotation \(transform.rotation.rawValue), "
            + "zoom \(zoom) (\(driverDescription), loaded at run time)"
    }

    /// The window is the input: its mouse, keys and the desktop's touchscreen.
    public var providesInput: Bool { true }

    /// The window's close button ends the run too.
    public var stopHint: String? { "or close the window" }

    /// Adds the window's input to the app and the preview's keys, close button and session.
    @MainActor public func attach(to host: any DisplayHost) throws {
        let source = try WindowInputSource(display: self)
        try host.add(source)
        preview = WindowPreview(display: self, source: source, host: host)
        host.say("input: the window: mouse = one finger, Ctrl-drag = two fingers mirrored around the centre (pinch, rotate), "
                 + "Ctrl+Shift-drag = two-finger pan, keys, the desktop's touchscreen; Ctrl+R rotates, Ctrl+S writes a screenshot to "
                 + HeadlessFrameWriter.displayName(host.outputDirectory))
    }

    /// Plays the previous run's session back.
    @MainActor public func willRun() { preview?.playPreviousSession() }

    /// Says the window was closed (when its close button ended the run) and writes this run's session.
    @MainActor public func reportShutdown(to host: any DisplayHost) -> Bool {
        guard let preview else { return true }
        if preview.closedByUser { host.say("window: closed") }
        preview.finish()
        self.preview = nil
        return true
    }
}
