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
        var handle: UInt32 = 0, pitch: UInt32 = 0, size: UInt64 = 0
        var r = drmModeCreateDumbBuffer(fd, UInt32(width), UInt32(height), UInt32(format.bitsPerPixel), 0,
                                        &handle, &pitch, &size)
        guard r == 0 else { throw DisplayError.systemCall(call: "create dumb buffer \(width)x\(height) \(format)", path: device.path, errno: -r) }
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
        let map = r == 0 ? mmap(nil, Int(size), PROT_READ | PROT_WRITE, MAP_SHARED, fd, off_t(truncatingIfNeeded: offset)) : nil
        guard let map, map != UnsafeMutableRawPointer(bitPattern: -1) else {
            let e = r != 0 ? -r : errno
            _ = drmModeRmFB(fd, fbID)
            _ = drmModeDestroyDumbBuffer(fd, handle)
            throw DisplayError.systemCall(call: "map dumb buffer", path: device.path, errno: e)
        }
        self.handle = handle; framebufferID = fbID; byteCount = Int(size); mapping = map
        pixels = PixelBuffer(wrapping: map, width: width, height: height, stride: Int(pitch), format: format)
    }

    deinit {
        munmap(mapping, byteCount)
        let fd = device.fd
        guard fd >= 0 else { return }   // closing the fd already freed the framebuffer and buffer object
        _ = drmModeRmFB(fd, framebufferID)
        _ = drmModeDestroyDumbBuffer(fd, handle)
    }
}
