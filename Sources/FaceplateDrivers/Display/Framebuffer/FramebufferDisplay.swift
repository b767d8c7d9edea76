import CDRM
import FaceplateGraphics
import Glibc

/// The fbdev fallback (`/dev/fb0`) for boards without a KMS driver, or with only fbdev emulation.
///
/// When the virtual area holds two screens and the driver pans, frames flip with FBIOPAN_DISPLAY
/// (double buffering in the mapping). Otherwise the app draws into an offscreen buffer and `present`
/// copies only the damaged rectangle into the mapping, so the panel never shows a half-drawn frame
/// for longer than that copy.
public final class FramebufferDisplay: DisplayBackend {
    /// What to open and how.
    public struct Configuration: Sendable {
        /// The fbdev node.
        public var path: String
        /// How the UI is turned onto the panel.
        public var rotation: Rotation
        /// Flip by panning when the virtual area allows it (otherwise always copy).
        public var allowPanning: Bool
        /// A console to switch to graphics mode while we draw, so the text cursor does not blink over
        /// the UI (nil to leave the console alone).
        public var console: String?

        /// Creates a configuration; the defaults use `/dev/fb0`, unrotated, panning when possible and
        /// quietening `/dev/tty0`.
        public init(path: String = "/dev/fb0", rotation: Rotation = .degrees0, allowPanning: Bool = true,
                    console: String? = "/dev/tty0") {
            self.path = path; self.rotation = rotation; self.allowPanning = allowPanning; self.console = console
        }
    }

    /// The device node.
    public let path: String
    /// Size, stride, format and panning ability as the driver reported them.
    public let layout: FramebufferLayout
    /// The visible resolution in scanout orientation, with the configured rotation.
    public let transform: DisplayTransform
    /// From `bits_per_pixel` and the colour bitfields.
    public var pixelFormat: PixelFormat { layout.format }
    /// fbdev has no completion events: presenting is synchronous.
    public var fd: Int32? { nil }
    /// Whether frames flip by panning (else they are copied from an offscreen buffer).
    public let isPanFlipping: Bool

    /// The device, until ``close()``.
    private var device: FileDescriptor?
    /// The device's number for the ioctls, -1 once closed.
    private var deviceNumber: Int32 {
        switch device {
        case .some(let d): d.rawValue
        case .none: -1
        }
    }

    /// Blanks or unblanks the panel with `FBIOBLANK` (powerdown / unblank).
    public func setBlanked(_ blanked: Bool) throws {
        let level = blanked ? KernelConstants.fbBlankPowerdown : KernelConstants.fbBlankUnblank
        guard faceplate_ioctl_int(deviceNumber, KernelConstants.fbioBlank, level) == 0 else {
            throw DisplayError.systemCall(call: "FBIOBLANK \(level)", path: path, errno: errno)
        }
    }
    /// The console switched to graphics mode, while we draw.
    private var console: FileDescriptor?
    private let mapping: UnsafeMutableRawPointer
    private let mappingLength: Int
    private var variable: fb_var_screeninfo
    private let originalYOffset: UInt32
    /// Pan mode: one buffer per screen in the mapping. Copy mode: the offscreen buffer.
    private let buffers: [PixelBuffer]
    /// Copy mode: the visible screen in the mapping.
    private let screen: PixelBuffer
    private var ring: BufferRing
    private var copiedWholeFrame = false
    /// Cleared the first time FBIO_WAITFORVSYNC fails (DRM's fbdev emulation does not offer it).
    private var waitsForVSync = true
    private var isClosed = false

    /// Opens and maps the device.
    public init(configuration: Configuration = Configuration()) throws {
        path = configuration.path
        let fd = try FramebufferDisplay.openDevice(path, O_RDWR)
        var v = fb_var_screeninfo(), f = fb_fix_screeninfo()
        guard faceplate_ioctl(fd.rawValue, KernelConstants.fbioGetVScreenInfo, &v) == 0,
              faceplate_ioctl(fd.rawValue, KernelConstants.fbioGetFScreenInfo, &f) == 0 else {
            throw DisplayError.systemCall(call: "FBIOGET_VSCREENINFO/FSCREENINFO", path: path, errno: errno)
        }
        let layout = try FramebufferLayout(variable: v, fixed: f, path: path)
        let length = layout.mappedLength   // every offset below was checked against it by the layout
        let map = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd.rawValue, 0)
        guard let map, map != UnsafeMutableRawPointer(bitPattern: -1) else {
            throw DisplayError.systemCall(call: "mmap \(length) bytes", path: path, errno: errno)
        }
        self.layout = layout; device = consume fd; mapping = map; mappingLength = length
        variable = v; originalYOffset = v.yoffset
        transform = DisplayTransform(panelWidth: layout.width, panelHeight: layout.height, rotation: configuration.rotation)
        isPanFlipping = configuration.allowPanning && layout.canPanFlip
        screen = PixelBuffer(wrapping: map + layout.screenOffset, width: layout.width, height: layout.height,
                             stride: layout.stride, format: layout.format)
        if isPanFlipping {
            buffers = (0..<2).map { PixelBuffer(wrapping: map + $0 * layout.height * layout.stride, width: layout.width,
                                                height: layout.height, stride: layout.stride, format: layout.format) }
        } else {
            buffers = [PixelBuffer(width: layout.width, height: layout.height, format: layout.format)]
        }
        ring = BufferRing(count: buffers.count)
        // Not a VT, or not ours: draw anyway, leaving it alone (the descriptor closes here).
        if let path = configuration.console, let tty = try? FileDescriptor.open(path, O_RDWR),
           faceplate_ioctl_int(tty.rawValue, KernelConstants.kdSetMode, KernelConstants.kdGraphics) == 0 {
            console = consume tty
        }
    }

    deinit { close() }

    /// Pan mode: the screen not shown; copy mode: the offscreen buffer (age 1 after the first frame).
    public func nextBuffer() -> DisplayFrame? {
        guard !isClosed, let (i, age) = ring.acquire() else { return nil }
        return DisplayFrame(buffer: buffers[i], age: age, index: i)
    }

    /// Pans to the drawn screen, or copies the damage (the whole frame the first time) to the mapping.
    public func present(damage: PixelRect) throws {
        guard !isClosed else { throw DisplayError.closed }
        guard case .flip(let i) = ring.present() else { throw DisplayError.nothingToPresent }
        if isPanFlipping {
            variable.xoffset = 0
            variable.yoffset = UInt32(i * layout.height)
            guard faceplate_ioctl(deviceNumber, KernelConstants.fbioPanDisplay, &variable) == 0 else {
                let e = errno
                ring.flipFailed(i)
                throw DisplayError.systemCall(call: "FBIOPAN_DISPLAY to row \(variable.yoffset)", path: path, errno: e)
            }
            // The new offset takes effect at the next vertical blank; until then the old screen may still
            // be scanned out, and it is the next one handed out for drawing. Wait where the driver can.
            if waitsForVSync {
                var crtc: UInt32 = 0
                if faceplate_ioctl(deviceNumber, KernelConstants.fbioWaitForVSync, &crtc) != 0 { waitsForVSync = false }
            }
            ring.shown(i)
            return
        }
        let r: PixelRect
        if copiedWholeFrame {
            r = PixelRect(covering: transform.panelRect(fromLogical: damage.rect))
        } else {
            r = PixelRect(x: 0, y: 0, width: layout.width, height: layout.height)   // the mapping starts unknown
            copiedWholeFrame = true
        }
        screen.copy(from: buffers[i], x: r.x, y: r.y, width: r.width, height: r.height)
        ring.copiedOut(i)
    }

    /// Nothing to do: fbdev presents synchronously.
    public func handleEvents() throws {}

    /// Pans back to the original offset, gives the console its text mode back, unmaps and closes.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        if isPanFlipping && variable.yoffset != originalYOffset {
            variable.yoffset = originalYOffset
            _ = faceplate_ioctl(deviceNumber, KernelConstants.fbioPanDisplay, &variable)
        }
        if let tty = console.take() {
            _ = faceplate_ioctl_int(tty.rawValue, KernelConstants.kdSetMode, KernelConstants.kdText)
            try? tty.close()
        }
        munmap(mapping, mappingLength)
        if let d = device.take() { try? d.close() }
    }
}

extension FramebufferDisplay {
    /// Opens the fbdev node at `path`: permission problems say how to get access, anything else the errno.
    static func openDevice(_ path: String, _ flags: Int32) throws(DisplayError) -> FileDescriptor {
        do { return try FileDescriptor.open(path, flags) } catch {
            if error.errno == EACCES || error.errno == EPERM { throw .permissionDenied(path: path) }
            throw .systemCall(call: "open", path: path, errno: error.errno)
        }
    }

    /// The device node, its size, format and rotation.
    public var summary: String {
        "fbdev \(path) \(transform.panelWidth)x\(transform.panelHeight) \(pixelFormat.rawValue), rotation \(transform.rotation.rawValue)"
    }
}
