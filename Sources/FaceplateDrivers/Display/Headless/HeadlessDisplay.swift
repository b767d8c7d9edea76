import FaceplateGraphics

/// A display in memory: for tests, CI, screenshots and running an app without a panel.
///
/// It owns one buffer that always holds the last presented frame (age 1 after the first frame), and
/// calls ``onPresent`` after each present. Attached to a running app (``attach(to:)``) with a
/// ``frameDirectory``, it writes every frame there as a PNG (``HeadlessFrameWriter``).
public final class HeadlessDisplay: DisplayBackend {
    /// The buffer's size with the configured rotation.
    public let transform: DisplayTransform
    /// The buffer's pixel format.
    public let pixelFormat: PixelFormat
    /// Nothing to wait for.
    public var fd: Int32? { nil }
    /// The pixels of the last presented frame (and of the frame being drawn).
    public let buffer: PixelBuffer
    /// How many frames were presented.
    public private(set) var presentedFrames = 0
    /// Whether the idle blank has switched the (imaginary) panel off (``setBlanked(_:)``).
    public private(set) var isBlanked = false
    /// Records the blank: there is no output to switch off.
    public func setBlanked(_ blanked: Bool) throws { isBlanked = blanked }

    /// The damage passed with the last present, in logical pixels.
    public private(set) var lastDamage = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// Called after every present with the buffer, the frame number (1, 2, …) and the damage; e.g. to
    /// save `frame-0001.png`. Not called on the render path's behalf unless set.
    public var onPresent: ((PixelBuffer, Int, PixelRect) -> Void)?

    /// Where a running app's frames are written as PNGs (``attach(to:)``); nil: they stay in memory.
    public let frameDirectory: String?
    /// Why a frame could not be written; the run ended there.
    public private(set) var frameFailure: HeadlessFrameWriter.Failure?

    private var ring = BufferRing(count: 1)
    private var isClosed = false

    /// Creates a panel-sized buffer (`width`×`height` in scanout orientation); a running app's frames go
    /// to `frameDirectory` as PNGs.
    public init(width: Int, height: Int, format: PixelFormat = .xrgb8888, rotation: Rotation = .degrees0,
                frameDirectory: String? = nil) {
        self.frameDirectory = frameDirectory
        buffer = PixelBuffer(width: width, height: height, format: format)
        pixelFormat = format
        transform = DisplayTransform(panelWidth: width, panelHeight: height, rotation: rotation)
    }

    /// The single buffer: age 0 for the first frame, then 1 (it always holds the last frame).
    public func nextBuffer() -> DisplayFrame? {
        guard !isClosed, let (i, age) = ring.acquire() else { return nil }
        return DisplayFrame(buffer: buffer, age: age, index: i)
    }

    /// Records the frame and calls ``onPresent``.
    public func present(damage: PixelRect) throws {
        guard !isClosed else { throw DisplayError.closed }
        guard case .flip(let i) = ring.present() else { throw DisplayError.nothingToPresent }
        ring.copiedOut(i)
        presentedFrames += 1
        lastDamage = damage
        onPresent?(buffer, presentedFrames, damage)
    }

    /// Nothing to do: presenting is immediate.
    public func handleEvents() throws {}

    /// Stops handing out the buffer.
    public func close() { isClosed = true }
}

extension HeadlessDisplay {
    /// The buffer's size, format and rotation, and where frames go.
    public var summary: String {
        "headless \(transform.panelWidth)x\(transform.panelHeight) \(pixelFormat.rawValue), rotation \(transform.rotation.rawValue), "
            + (frameDirectory.map { "frames in " + HeadlessFrameWriter.displayName($0) } ?? "frames kept in memory")
    }

    /// Writes every frame to ``frameDirectory`` (creating it); a frame that cannot be written ends the
    /// run. Without input only the app's own timers, tasks and descriptors can change the screen: an app
    /// that launched some runs until a signal, any other draws one frame (`--frames`, the host's frame
    /// limit, sets the count either way).
    @MainActor public func attach(to host: any DisplayHost) throws {
        if let frameDirectory {
            let writer = try HeadlessFrameWriter(directory: frameDirectory)
            onPresent = { [unowned self, unowned host] buffer, number, _ in
                MainActor.assumeIsolated {
                    do throws(HeadlessFrameWriter.Failure) {
                        host.say("headless: wrote " + (try writer.write(buffer, number: number)))
                    } catch {
                        self.frameFailure = error
                        host.stop()
                    }
                }
            }
        }
        if !host.hasInput && host.frameLimit == nil {
            if host.hasLiveSources {
                host.say("headless and no input: running until a signal (the app watches descriptors or timers of its own)")
            } else {
                host.frameLimit = 1
                host.say("headless and no input: rendering one frame")
            }
        }
    }

    /// Says why a frame could not be written (false: the run failed).
    @MainActor public func reportShutdown(to host: any DisplayHost) -> Bool {
        guard let frameFailure else { return true }
        host.warn("headless: \(frameFailure)")
        return false
    }
}
