import CDRM
import FaceplateGraphics
import Glibc

/// A KMS output drawn through CPU-mapped dumb buffers: the normal Faceplate display.
///
/// The first frame is shown by a modeset; later frames by page flips whose completion events arrive on
/// ``fd`` and are read by ``handleEvents()``. Both go through one commit strategy: atomic commits when
/// the driver supports them (see ``commitPath``), `drmModeSetCrtc`/`drmModePageFlip` otherwise. The display
/// owns the buffers and the flip state: a ``BufferRing`` keeps each buffer's state, so a buffer that
/// is queued or on screen is never handed out for drawing. ``close()`` (and `deinit`) put the CRTC back
/// the way it was found, e.g. the text console.
public final class DRMDisplay: DisplayBackend {
    /// What to open and how.
    public struct Configuration: Sendable {
        /// A specific card (`/dev/dri/card1`), or nil to try `card0`, `card1`… in ``deviceDirectory``.
        public var devicePath: String?
        /// Where card nodes live.
        public var deviceDirectory: String
        /// A connector name (`DSI-1`, `HDMI-A-1`, `Virtual-1`), or nil for the first connected one.
        public var connector: String?
        /// A mode size to ask for, or nil for the connector's preferred mode.
        public var modeSize: (width: Int, height: Int)?
        /// The scanout pixel format (checked against the primary plane).
        public var format: PixelFormat
        /// 2 (double) or 3 (triple) buffers.
        public var bufferCount: Int
        /// How the UI is turned onto the panel.
        public var rotation: Rotation
        /// Atomic commits (`true`, an error if the driver cannot), legacy SetCrtc/PageFlip (`false`), or
        /// atomic where the driver accepts it and legacy elsewhere (`nil`, the default).
        public var useAtomic: Bool?

        /// Creates a configuration; the defaults scan `/dev/dri` for the first connected output at its
        /// preferred mode, XRGB8888, double-buffered, unrotated.
        public init(devicePath: String? = nil, deviceDirectory: String = "/dev/dri", connector: String? = nil,
                    modeSize: (width: Int, height: Int)? = nil, format: PixelFormat = .xrgb8888,
                    bufferCount: Int = 2, rotation: Rotation = .degrees0, useAtomic: Bool? = nil) {
            self.devicePath = devicePath; self.deviceDirectory = deviceDirectory; self.connector = connector
            self.modeSize = modeSize; self.format = format; self.bufferCount = bufferCount; self.rotation = rotation
            self.useAtomic = useAtomic
        }
    }

    /// The open card.
    public let device: DRMDevice
    /// The KMS resources as they were found when opening.
    public let card: DRMCardInfo
    /// The connector, mode, CRTC and plane in use.
    public let output: DRMOutputChoice
    /// The mode's size in scanout orientation, with the configured rotation.
    public let transform: DisplayTransform
    /// The format of the dumb buffers (checked against the primary plane when opening).
    public let pixelFormat: PixelFormat
    /// The scanout buffers.
    public private(set) var buffers: [DumbBuffer]
    /// Buffer bookkeeping (exposed read-only for diagnostics and tests).
    public private(set) var ring: BufferRing
    /// How many page flips have completed.
    public private(set) var completedFlips = 0
    /// The framebuffer the CRTC scanned out before we took it (0 = it was off).
    public var previousFramebufferID: UInt32 { savedCRTC?.pointee.buffer_id ?? 0 }
    /// The error restoring the previous CRTC on ``close()`` ran into, if any.
    public private(set) var restoreError: DisplayError?
    /// Why ``close()`` left the CRTC alone although it had set a mode (nil: it restored it, or had
    /// nothing to restore): the display was someone else's at the time — the seat switched to another VT,
    /// or another program took DRM master. The console is then theirs to show, and not restoring it is
    /// not a failure.
    public private(set) var restoreSkipped: String?
    /// Set by ``suspend()``, cleared by a successful ``resume()``.
    private var isSuspended = false
    /// Whether frames go out by atomic commits or legacy SetCrtc/PageFlip.
    public let commitPath: DRMCommitPath
    /// Why that path: "asked for", or what kept atomic from being used (for logs).
    public let commitPathReason: String

    /// How frames reach the screen (``commitPath``'s type); nil once closed.
    private var commit: (any DRMCommitStrategy)?

    private var savedCRTC: UnsafeMutablePointer<drmModeCrtc>?
    private var connectorID: UInt32
    private var modeset = false
    private var isClosed = false

    /// Opens the display described by `configuration`. With no device path, tries each card in turn and
    /// reports every one it tried when none works. With an `opener` (a ``SeatSession``), card nodes are
    /// opened through it, which gives DRM master without root; without one, or when it cannot open a
    /// node, they are opened directly.
    public static func open(_ configuration: Configuration = Configuration(), through opener: (any DeviceNodeOpener)? = nil) throws -> DRMDisplay {
        if let path = configuration.devicePath {
            return try DRMDisplay(device: DRMDevice(path: path, through: opener), configuration: configuration)
        }
        var tried: [DisplayError.Attempt] = []
        var lastError: DisplayError?
        for path in cardPaths(in: configuration.deviceDirectory) {
            do {
                return try DRMDisplay(device: DRMDevice(path: path, through: opener), configuration: configuration)
            } catch let e as DisplayError {
                tried.append(.init(path: path, error: e)); lastError = e
            }
        }
        // A single card: its own error says it best (e.g. the permission advice).
        if tried.count == 1, let lastError { throw lastError }
        throw DisplayError.noDRMDevice(directory: configuration.deviceDirectory, tried: tried)
    }

    /// Takes over an output of an opened `device`: becomes master, chooses the output, saves the CRTC and
    /// creates the buffers. Nothing is shown until the first ``present(damage:)``.
    public init(device: DRMDevice, configuration: Configuration) throws {
        precondition((1...3).contains(configuration.bufferCount), "DRMDisplay uses 1 to 3 buffers")
        guard device.supportsDumbBuffers else {
            throw DisplayError.unsupportedDevice(path: device.path, reason: "the driver \(device.driverName) has no dumb buffers")
        }
        try device.becomeMaster()
        let card = try DRMCardInfo(device: device)
        let output = try DRMOutputChoice(card: card, connectorName: configuration.connector,
                                         modeSize: configuration.modeSize, format: configuration.format)
        self.device = device; self.card = card; self.output = output
        pixelFormat = configuration.format
        let w = output.mode.width, h = output.mode.height
        transform = DisplayTransform(panelWidth: w, panelHeight: h, rotation: configuration.rotation)
        connectorID = output.connector.id
        ring = BufferRing(count: configuration.bufferCount)
        var made: [DumbBuffer] = []
        for _ in 0..<configuration.bufferCount {
            made.append(try DumbBuffer(device: device, width: w, height: h, format: configuration.format))
        }
        buffers = made
        savedCRTC = drmModeGetCrtc(device.fd, output.crtc.id)

        // Atomic when asked for or left to us, and the driver takes a test commit of the first frame.
        var obstacle: String?
        var atomicOutput: DRMAtomicOutput?
        if configuration.useAtomic != false {
            do {
                let a = try DRMAtomicOutput(device: device, output: output)
                let e = a.testModeset(framebuffer: made[0].framebufferID)
                if e == 0 { atomicOutput = a } else { obstacle = "a test-only atomic modeset failed: \(errnoDescription(e)) (errno \(e))" }
            } catch {
                obstacle = error.reason
            }
        }
        let path: DRMCommitPath
        do { path = try DRMCommitPath.choose(useAtomic: configuration.useAtomic, obstacle: obstacle, path: device.path) } catch {
            if let saved = savedCRTC { drmModeFreeCrtc(saved); savedCRTC = nil }
            throw error
        }
        commitPath = path
        commitPathReason = configuration.useAtomic == false ? "asked for" : obstacle ?? (configuration.useAtomic == true ? "asked for" : "the driver supports it")
        commit = path == .atomic ? atomicOutput : DRMLegacyOutput(device: device, output: output)
    }

    deinit { close() }

    /// Whether this descriptor is still DRM master (`drmIsMaster`: one ioctl). False once closed.
    public var isDisplayOurs: Bool { !isClosed && device.isMaster }

    /// The DRM descriptor: readable when a page-flip completion event is waiting (nil once closed).
    public var fd: Int32? { isClosed ? nil : device.fd }

    /// A free dumb buffer and its age; nil while the others are queued or on screen (wait for ``fd``).
    public func nextBuffer() -> DisplayFrame? {
        guard !isClosed, let (i, age) = ring.acquire() else { return nil }
        return DisplayFrame(buffer: buffers[i].pixels, age: age, index: i)
    }

    /// Modesets the first frame, page-flips later ones (or queues the frame behind the flip in flight).
    /// Whole buffers scan out, so `damage` is not needed here; apps still pass it for other backends.
    public func present(damage: PixelRect) throws {
        guard !isClosed else { throw DisplayError.closed }
        switch ring.present() {
        case .nothingDrawn: throw DisplayError.nothingToPresent
        case .wait: return
        case .flip(let i): try show(i)
        }
    }

    /// Shows ready buffer `i`: by modeset the first time, by an event-generating page flip afterwards.
    private func show(_ i: Int) throws {
        guard let commit else { throw DisplayError.closed }
        let fb = buffers[i].framebufferID
        if !modeset {
            do { try commit.modeset(framebuffer: fb) } catch { ring.flipFailed(i); throw error }
            ring.shown(i)
            modeset = true
            armCrashRestore()
            return
        }
        do { try commit.flip(framebuffer: fb, userData: Unmanaged.passUnretained(self).toOpaque()) } catch {
            ring.flipFailed(i)
            throw error
        }
        ring.flipQueued(i)
    }

    /// From the first modeset on, a fault that kills the process still gives the console its CRTC back.
    private func armCrashRestore() {
        if let saved = savedCRTC { CrashConsoleRestore.arm(fd: device.fd, crtc: saved.pointee, connector: connectorID) }
    }

    /// Called from libdrm's event dispatch when the flip we queued has landed.
    fileprivate func flipDidComplete(seconds: UInt32, microseconds: UInt32) throws {
        completedFlips += 1
        // The kernel stamps flips with CLOCK_MONOTONIC (DRM_CAP_TIMESTAMP_MONOTONIC, 1 on every kernel
        // since 3.8): the clock the runner and the input events use.
        lastFlipTime = Double(seconds) + Double(microseconds) / 1_000_000
        if let next = ring.flipCompleted() { try show(next) }
    }
    private var eventError: DisplayError?
    /// When the last page flip landed (its event's timestamp, CLOCK_MONOTONIC seconds).
    public private(set) var lastFlipTime: Double?

    /// Dispatches waiting page-flip events: the flipped buffer goes on screen, the previous one is
    /// freed, and a frame waiting behind the flip is flipped next.
    public func handleEvents() throws {
        guard !isClosed else { return }
        var context = drmEventContext()
        context.version = KernelConstants.drmEventContextVersion
        context.page_flip_handler = { _, _, seconds, microseconds, userData in
            guard let userData else { return }
            let display = Unmanaged<DRMDisplay>.fromOpaque(userData).takeUnretainedValue()
            do { try display.flipDidComplete(seconds: seconds, microseconds: microseconds) } catch { display.eventError = error as? DisplayError }
        }
        // The fd is non-blocking: with nothing to read drmHandleEvent fails with EAGAIN, which is fine.
        if drmHandleEvent(device.fd, &context) != 0 {
            let e = errno
            if e != EAGAIN && e != EINTR { throw DisplayError.systemCall(call: "drmHandleEvent", path: device.path, errno: e) }
        }
        if let e = eventError { eventError = nil; throw e }
    }

    /// Waits (polling ``fd``) until no page flip is in flight. Returns false on timeout.
    @discardableResult
    public func waitForPendingFlip(timeoutMilliseconds: Int32 = 1000) -> Bool {
        var left = timeoutMilliseconds
        while !isClosed && ring.isFlipPending {
            var p = pollfd(fd: device.fd, events: Int16(POLLIN), revents: 0)
            var t0 = timespec(); clock_gettime(CLOCK_MONOTONIC, &t0)
            let n = poll(&p, 1, left)
            if n > 0 { try? handleEvents() }
            var t1 = timespec(); clock_gettime(CLOCK_MONOTONIC, &t1)
            left -= Int32((t1.tv_sec - t0.tv_sec) * 1000 + (t1.tv_nsec - t0.tv_nsec) / 1_000_000)
            if n == 0 || left <= 0 { return !ring.isFlipPending }
        }
        return true
    }

    /// Switches the CRTC off (`drmModeSetCrtc` with no framebuffer: every KMS driver has it, atomic ones
    /// included) or marks the display for a full modeset on the next frame, which switches it on again.
    public func setBlanked(_ blanked: Bool) throws {
        guard !isClosed else { throw DisplayError.closed }
        if blanked {
            waitForPendingFlip(timeoutMilliseconds: 500)
            let r = drmModeSetCrtc(device.fd, output.crtc.id, 0, 0, 0, nil, 0, nil)
            guard r == 0 else { throw DisplayError.systemCall(call: "drmModeSetCrtc (CRTC \(output.crtc.id) off)", path: device.path, errno: -r) }
        }
        modeset = false
        ring.invalidateContents()
    }

    /// Forgets buffer contents (every age becomes 0), e.g. after regaining the display from another master.
    public func invalidateBuffers() { ring.invalidateContents() }

    /// The seat is taking the display away (seatd/logind drop our master role themselves): nothing is
    /// shown until ``resume()``.
    public func suspend() {
        isSuspended = true
        CrashConsoleRestore.disarm(fd: device.fd)   // the seat's display now: a crash must not touch it
    }

    /// Takes the display back after a VT switch or another master: becomes master again and shows the
    /// next frame by a full modeset, since whoever had the CRTC set their own mode and framebuffer.
    public func resume() throws {
        guard !isClosed else { throw DisplayError.closed }
        try device.becomeMaster()
        isSuspended = false
        modeset = false
        ring.invalidateContents()
    }

    /// Waits briefly for a flip in flight, restores the CRTC found at open (framebuffer, position,
    /// mode), then frees the buffers and the device. Idempotent; `deinit` calls it too.
    public func close() {
        guard !isClosed else { return }
        waitForPendingFlip(timeoutMilliseconds: 500)
        isClosed = true
        let fd = device.fd
        CrashConsoleRestore.disarm(fd: fd)
        // Restore before freeing our framebuffers: removing the one on screen would switch the CRTC off.
        if modeset && isSuspended {
            restoreSkipped = "the display is not ours now (the seat switched away, or another program is master)"
        } else if modeset, let saved = savedCRTC {
            var s = saved.pointee
            let r: Int32
            if s.mode_valid != 0 && s.buffer_id != 0 {
                r = withUnsafeMutablePointer(to: &connectorID) { c in
                    drmModeSetCrtc(fd, s.crtc_id, s.buffer_id, s.x, s.y, c, 1, &s.mode)
                }
            } else {
                r = drmModeSetCrtc(fd, s.crtc_id, 0, 0, 0, nil, 0, nil)
            }
            if r == -EACCES || r == -EPERM {
                // Not master: another program took the display without us noticing yet; it is theirs.
                restoreSkipped = "another program is DRM master (\(errnoDescription(-r)))"
            } else if r != 0 {
                restoreError = .systemCall(call: "drmModeSetCrtc (restoring CRTC \(s.crtc_id))", path: device.path, errno: -r)
            }
        }
        if let saved = savedCRTC { drmModeFreeCrtc(saved); savedCRTC = nil }
        commit = nil      // destroys an atomic mode blob while the descriptor is still open
        buffers.removeAll()
        device.close()
    }
}

/// `/dev/dri/card*` nodes in `directory`, in numeric order.
func cardPaths(in directory: String) -> [String] {
    guard let dir = opendir(directory) else { return [] }
    defer { closedir(dir) }
    var numbers: [Int] = []
    while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name.hasPrefix("card"), let n = Int(name.dropFirst(4)) { numbers.append(n) }
    }
    return numbers.sorted().map { "\(directory)/card\($0)" }
}
