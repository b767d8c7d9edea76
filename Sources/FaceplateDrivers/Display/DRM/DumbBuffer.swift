import CDRM
import FaceplateGraphics
import Glibc

/// A CPU-mapped scanout buffer: the dumb buffer object, its KMS framebuffer and the mapping, freed
/// together in `deinit` (unmap, remove the framebuffer, destroy the buffer object).
///
/// Removing a framebuffer that is being scanned out switches the CRTC off, so a display restores the
/// previous CRTC *before* it lets its dumb buffers go.
public final class DumbBuffer {
    /// The device the buffer belongs to (kept alive as long as the buffer).
    public let device: DRMDevice
    /// The GEM handle of the buffer object.
    public let handle: UInt32
    /// The KMS framebuffer id to hand to SetCrtc and PageFlip.
    public let framebufferID: UInt32
    /// The mapped bytes' length.
    public let byteCount: Int
    /// The pixels, wrapping the mapping (stride as the driver chose it).
    public let pixels: PixelBuffer
    private let mapping: UnsafeMutableRawPointer

    /// Creates, registers and maps a `width`×`height` buffer in `format`.
    public init(device: DRMDevice, width: Int, height: Int, format: PixelFormat) throws {
        self.device = device
        let fd = device.fd
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw DisplayError.unsupportedDevice(path: device.path, reason: "a \(width)x\(height) mode cannot be drawn (sides of 1 to \(Self.maximumSide) pixels)")
        }
        var handle: UInt32 = 0, pitch: UInt32 = 0, size: UInt64 = 0
        var r = drmModeCreateDumbBuffer(fd, UInt32(width), UInt32(height), UInt32(format.bitsPerPixel), 0,
                                        &handle, &pitch, &size)
        guard r == 0 else { throw DisplayError.systemCall(call: "create dumb buffer \(width)x\(height) \(format)", path: device.path, errno: -r) }
        let byteCount: Int
        do {
            byteCount = try Self.checkedByteCount(width: width, height: height, format: format, pitch: pitch, size: size, path: device.path)
        } catch {
            _ = drmModeDestroyDumbBuffer(fd, handle)
            throw error
        }
        var fbID: UInt32 = 0
        var handles: (UInt32, UInt32, UInt32, UInt32) = (handle, 0, 0, 0)
        var pitches: (UInt32, UInt32, UInt32, UInt32) = (pitch, 0, 0, 0)
        var offsets: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
        r = withUnsafePointer(to: &handles) { h in
            withUnsafePointer(to: &pitches) { p in
                withUnsafePointer(to: &offsets) { o in
                    drmModeAddFB2(fd, UInt32(width), UInt32(height), format.drmFourCC,
                                  UnsafeRawPointer(h).assumingMemoryBound(to: UInt32.self),
                                  UnsafeRawPointer(p).assumingMemoryBound(to: UInt32.self),
                                  UnsafeRawPointer(o).assumingMemoryBound(to: UInt32.self), &fbID, 0)
                }
            }
        }
        guard r == 0 else {
            let e = -r   // libdrm's mode calls return -errno
            _ = drmModeDestroyDumbBuffer(fd, handle)
            throw DisplayError.systemCall(call: "drmModeAddFB2 (\(format))", path: device.path, errno: e)
        }
        var offset: UInt64 = 0
        r = drmModeMapDumbBuffer(fd, handle, &offset)
        let map = r == 0 ? mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED, fd, off_t(truncatingIfNeeded: offset)) : nil
        guard let map, map != UnsafeMutableRawPointer(bitPattern: -1) else {
            let e = r != 0 ? -r : errno
            _ = drmModeRmFB(fd, fbID)
            _ = drmModeDestroyDumbBuffer(fd, handle)
            throw DisplayError.systemCall(call: "map dumb buffer", path: device.path, errno: e)
        }
        self.handle = handle; framebufferID = fbID; self.byteCount = byteCount; mapping = map
        pixels = PixelBuffer(wrapping: map, width: width, height: height, stride: Int(pitch), format: format)
    }

    /// The longest side a buffer may have: KMS limits modes to 16-bit sizes, and nothing larger is a panel.
    static let maximumSide = 1 << 15

    /// The bytes to map for a `width`×`height` buffer in `format`, after checking what the driver
    /// reported for it: rows of `pitch` bytes must hold a row of pixels, and `height` of them must fit in
    /// `size`. Drawing goes `pitch` bytes per row through the mapping, so a driver (or a bug in one)
    /// reporting less would have us write past it; it is refused with the numbers instead.
    static func checkedByteCount(width: Int, height: Int, format: PixelFormat, pitch: UInt32, size: UInt64,
                                 path: String) throws(DisplayError) -> Int {
        let what = "the driver's dumb buffer for \(width)x\(height) \(format.rawValue) has pitch \(pitch) and size \(size)"
        let (rowBytes, o1) = width.multipliedReportingOverflow(by: format.bytesPerPixel)
        guard width > 0, height > 0, !o1, Int(pitch) >= rowBytes else {
            throw .unsupportedDevice(path: path, reason: "\(what): a row of pixels needs \(o1 ? "more than Int.max" : "\(rowBytes)") bytes")
        }
        let (needed, o2) = Int(pitch).multipliedReportingOverflow(by: height)
        guard !o2, size <= UInt64(Int.max), needed <= Int(size) else {
            throw .unsupportedDevice(path: path, reason: "\(what): \(height) rows of \(pitch) bytes do not fit")
        }
        return Int(size)
    }

    deinit {
        munmap(mapping, byteCount)
        let fd = device.fd
        guard fd >= 0 else { return }   // closing the fd already freed the framebuffer and buffer object
        _ = drmModeRmFB(fd, framebufferID)
        _ = drmModeDestroyDumbBuffer(fd, handle)
    }
}
