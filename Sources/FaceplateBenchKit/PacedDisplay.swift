import CLinuxEvents
import FaceplateDrivers
import FaceplateGraphics
import Glibc

/// A display in memory whose page flips complete one refresh after each present, as a DRM panel's do
/// at vblank: while a flip is pending ``nextBuffer()`` has nothing to give, and the flip's completion
/// arrives on ``fd`` for the loop. Work that comes faster than the display refreshes then meets the
/// frame pacing it meets on a panel, so a benchmark sees how many updates one frame coalesces.
public final class PacedDisplay: DisplayBackend {
    private let memory: HeadlessDisplay
    private let timer: Int32
    private let refreshNanoseconds: Int
    private var flipPending = false

    /// The panel's size and rotation (unrotated).
    public var transform: DisplayTransform { memory.transform }
    /// The buffer's pixel format.
    public var pixelFormat: PixelFormat { memory.pixelFormat }
    /// Readable when the pending flip has completed.
    public var fd: Int32? { timer }
    /// How many frames were presented.
    public var presentedFrames: Int { memory.presentedFrames }

    /// A `width`×`height` display in `format` that refreshes every `refreshSeconds` (60 Hz by default).
    public init(width: Int, height: Int, format: PixelFormat, refreshSeconds: Double = 1.0 / 60) throws(SystemError) {
        memory = HeadlessDisplay(width: width, height: height, format: format)
        refreshNanoseconds = Int(refreshSeconds * 1e9)
        timer = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
        guard timer >= 0 else { throw SystemError(operation: "timerfd_create") }
    }

    deinit { Glibc.close(timer) }

    /// The buffer, unless a flip is still pending.
    public func nextBuffer() -> DisplayFrame? { flipPending ? nil : memory.nextBuffer() }

    /// Presents into memory and starts the refresh that completes the flip.
    public func present(damage: PixelRect) throws {
        try memory.present(damage: damage)
        flipPending = true
        var spec = itimerspec()
        spec.it_value.tv_sec = refreshNanoseconds / 1_000_000_000
        spec.it_value.tv_nsec = refreshNanoseconds % 1_000_000_000
        _ = timerfd_settime(timer, 0, &spec, nil)
    }

    /// Completes the pending flip when its refresh has passed.
    public func handleEvents() throws {
        var expirations: UInt64 = 0
        if read(timer, &expirations, 8) == 8 { flipPending = false }
    }

    /// Stops handing out the buffer.
    public func close() { memory.close() }

    /// Nothing to switch off.
    public func setBlanked(_ blanked: Bool) throws {}
}
