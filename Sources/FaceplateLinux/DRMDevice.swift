import CDRM
import Glibc

/// An open DRM card node (`/dev/dri/cardN`): owns the file descriptor and the DRM-master role.
///
/// Only the DRM master may set modes and flip. The first process to open a card while nobody is master
/// becomes master automatically; under a seat manager the seat hands the role over. ``becomeMaster()``
/// covers the remaining case and explains who to blame when it fails.
public final class DRMDevice {
    /// The device node, for messages.
    public let path: String
    /// The open descriptor (non-blocking, close-on-exec); -1 after ``close()``.
    public private(set) var fd: Int32
    /// The kernel driver, e.g. `vc4`, `bochs-drm`, `virtio_gpu`.
    public let driverName: String
    /// The driver's own description.
    public let driverDescription: String
    /// Whether the driver offers CPU-mapped dumb buffers (every KMS driver should).
    public let supportsDumbBuffers: Bool
    /// Whether the driver accepted `DRM_CLIENT_CAP_ATOMIC` (atomic modesetting; optional for us).
    public let supportsAtomic: Bool
    /// Whether universal planes are exposed, so primary planes and their formats can be read.
    public let hasUniversalPlanes: Bool

    /// Opens `path` read-write. Throws ``DisplayError/permissionDenied(path:)`` on EACCES and
    /// ``DisplayError/unsupportedDevice(path:reason:)`` when it is not a KMS device.
    public init(path: String) throws {
        self.path = path
        let fd = Glibc.open(path, O_RDWR | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let e = errno
            if e == EACCES || e == EPERM { throw DisplayError.permissionDenied(path: path) }
            throw DisplayError.systemCall(call: "open", path: path, errno: e)
        }
        self.fd = fd
        if let v = drmGetVersion(fd) {
            driverName = v.pointee.name.map { String(cString: $0) } ?? "unknown"
            driverDescription = v.pointee.desc.map { String(cString: $0) } ?? ""
            drmFreeVersion(v)
        } else {
            Glibc.close(fd)
            throw DisplayError.unsupportedDevice(path: path, reason: "not a DRM device (drmGetVersion failed)")
        }
        var dumb: UInt64 = 0
        supportsDumbBuffers = drmGetCap(fd, KernelConstants.drmCapDumbBuffer, &dumb) == 0 && dumb != 0
        hasUniversalPlanes = drmSetClientCap(fd, KernelConstants.drmClientCapUniversalPlanes, 1) == 0
        supportsAtomic = drmSetClientCap(fd, KernelConstants.drmClientCapAtomic, 1) == 0
    }

    deinit { close() }

    /// Whether this descriptor currently holds the DRM-master role.
    public var isMaster: Bool { fd >= 0 && drmIsMaster(fd) != 0 }

    /// Takes the DRM-master role if this descriptor does not hold it yet.
    public func becomeMaster() throws {
        if isMaster { return }
        guard drmSetMaster(fd) == 0 else { throw DisplayError.notMaster(path: path) }
    }

    /// Gives the master role up and closes the descriptor. Safe to call more than once.
    public func close() {
        guard fd >= 0 else { return }
        if drmIsMaster(fd) != 0 { _ = drmDropMaster(fd) }
        Glibc.close(fd)
        fd = -1
    }
}
