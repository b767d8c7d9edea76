import Faceplate
import FaceplateGraphics

/// A buffer handed out by ``DisplayBackend/nextBuffer()`` to draw the next frame into.
public struct DisplayFrame {
    /// The pixels to draw into, in the panel's scanout orientation (use ``DisplayBackend/transform`` with
    /// a `Canvas` to draw in logical coordinates).
    public let buffer: PixelBuffer
    /// How many presented frames ago this buffer's content was current: 1 = it holds the last frame,
    /// 2 = the one before, … 0 = unknown (new or invalidated) content, so the whole frame must be drawn.
    /// A renderer redraws the union of the damage of the last `age` frames (the EGL_EXT_buffer_age idea).
    public let age: Int
    /// Which of the backend's buffers this is (for logs and tests).
    public let index: Int

    /// Creates a frame description.
    public init(buffer: PixelBuffer, age: Int, index: Int) {
        self.buffer = buffer; self.age = age; self.index = index
    }
}

/// Where frames go: a DRM/KMS output, an fbdev device, a desktop window, or memory.
///
/// A backend also speaks for itself around the frame cycle: it describes itself for the `display:`
/// line (``summary``), attaches what it needs to the running app (``attach(to:)``) and says how it gave
/// the display back (``reportShutdown(to:)``) — the launcher never asks which backend it has.
///
/// The frame cycle is: ``nextBuffer()`` (nil while every buffer is queued or on screen: poll ``fd`` and
/// call ``handleEvents()``), draw, ``present(damage:)``. Backends never hand out a buffer the display
/// is reading from, and the cycle allocates nothing once the backend is open.
public protocol DisplayBackend: AnyObject {
    /// The panel's size and the rotation from logical space onto it.
    var transform: DisplayTransform { get }
    /// The pixel layout of the buffers.
    var pixelFormat: PixelFormat { get }
    /// A descriptor to poll for readability before calling ``handleEvents()`` (page-flip completions),
    /// or nil when the backend never has to wait.
    var fd: Int32? { get }
    /// The buffer to draw the next frame into, or nil while none is free (a flip is still pending).
    /// Calling it again before ``present(damage:)`` returns the same buffer.
    func nextBuffer() -> DisplayFrame?
    /// Shows the buffer from ``nextBuffer()``. `damage` is the logical-pixel bounding box of what changed
    /// since the previous frame; backends that copy (fbdev without panning) copy only that.
    func present(damage: PixelRect) throws
    /// Reads pending completions from ``fd`` (never blocks).
    func handleEvents() throws
    /// Gives the display back as it was found (restores the previous CRTC). Safe to call twice and from
    /// the event loop's SIGTERM/SIGINT path; never call it from inside a signal handler.
    func close()
    /// Called when the display is taken away (VT switch, the seat disabled): stop touching it.
    /// Backends without a notion of losing the display need nothing here.
    func suspend()
    /// Takes the display back after ``suspend()`` or a lost DRM master: whatever is needed to show
    /// frames again (becoming master, a fresh modeset). Every buffer's content counts as unknown after.
    func resume() throws
    /// Switches the panel's output off (`true`: the idle blank) or back on. DRM turns the CRTC off and
    /// sets the mode again on the next frame; fbdev uses `FBIOBLANK`; headless records it. After
    /// unblanking the caller redraws everything.
    func setBlanked(_ blanked: Bool) throws
    /// When the last presented frame reached the screen, on `CLOCK_MONOTONIC` (the DRM page-flip
    /// event's timestamp), or nil when the backend cannot tell (fbdev, headless): animations move to
    /// the display's own clock where there is one.
    var lastFlipTime: Double? { get }
    /// Whether the display is still ours to show on (DRM: this descriptor is DRM master; one ioctl, no
    /// allocation). Without a seat manager nothing announces that another program took it, so the
    /// runner asks before it lets input reach controls: a tap on a screen showing someone else's
    /// picture must not act. True for backends that cannot lose their display.
    var isDisplayOurs: Bool { get }

    /// What this display is, for the `display:` line: the backend, where it is, its size, pixel format
    /// and rotation (`DRM /dev/dri/card0 (…) connector DSI-1 mode 800x480 …`).
    var summary: String { get }
    /// Whether the display brings its own input (the preview window's mouse, keys and touchscreen):
    /// the launcher then opens no input device.
    var providesInput: Bool { get }
    /// How the run can end besides the termination signals, for the `running` line (`or close the
    /// window`); nil when only the signals end it.
    var stopHint: String? { get }
    /// Attaches what the display needs to the running app — its own input, a frame writer — after the
    /// app's input is open and before the loop runs. Throwing ends the launch.
    @MainActor func attach(to host: any DisplayHost) throws
    /// Called once the loop is about to run (the preview plays its previous session back).
    @MainActor func willRun()
    /// Called after the loop ended and the display was closed: says how the display was given back.
    /// Returns false when that failed, which makes the run's exit code 1.
    @MainActor func reportShutdown(to host: any DisplayHost) -> Bool
}

extension DisplayBackend {
    /// Nothing to give up by default.
    public func suspend() {}
    /// Nothing to take back by default.
    public func resume() throws {}
    /// No flip timestamps by default.
    public var lastFlipTime: Double? { nil }
    /// A display that cannot be taken away, by default.
    public var isDisplayOurs: Bool { true }
    /// The panel's size, pixel format and rotation, by default.
    public var summary: String {
        "\(transform.panelWidth)x\(transform.panelHeight) \(pixelFormat.rawValue), rotation \(transform.rotation.rawValue)"
    }
    /// No input of its own, by default.
    public var providesInput: Bool { false }
    /// Only the signals end the run, by default.
    public var stopHint: String? { nil }
    /// Nothing to attach, by default.
    @MainActor public func attach(to host: any DisplayHost) throws {}
    /// Nothing to start, by default.
    @MainActor public func willRun() {}
    /// Nothing to say, by default: the display was given back.
    @MainActor public func reportShutdown(to host: any DisplayHost) -> Bool { true }
    /// The size views lay out in, after rotation.
    public var logicalSize: Size { transform.logicalSize }
    /// The whole logical surface as a damage rectangle (first frame, or age 0).
    public var fullDamage: PixelRect {
        PixelRect(x: 0, y: 0, width: Int(logicalSize.width), height: Int(logicalSize.height))
    }
}
