import CDRM
import Glibc

/// An open DRM card node (`/dev/dri/cardN`): owns the file descriptor and the DRM-master role.
///
/// Only the DRM master may set modes and flip. The first process to open a card while nobody is master
/// becomes master automatically; under a seat manager the seat hands the role over. ``becomeMaster()``
/// covers the remaining case and explains who to blame when it fails.
///
/// The descriptor is opened either here (`open(2)`) or by a ``DeviceNodeOpener`` such as a
/// ``SeatSession``; in the second case closing gives it back to the opener, which also looks after
/// the master role, so this type neither drops master nor calls `close(2)` on it.
public final class DRMDevice {
    /// The device node, for messages.
    public let path: String
    /// The open descriptor (non-blocking, close-on-exec); -1 after ``close()``.
    public var fd: Int32 {
        switch descriptor {
        case .some(let d): d.rawValue
        case .none: -1
        }
    }
    /// The descriptor until ``close()``, whoever opened it.
    private var descriptor: FileDescriptor?
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
    /// How the node was opened, for messages: `directly`, `through seat seat0`, or `directly (seat seat0
    /// could not open it: …)`.
    public let access: String
    /// Who closes the descriptor: nil = this type, with `close(2)`.
    private let opener: (any DeviceNodeOpener)?

    /// Opens `path` read-write. Throws ``DisplayError/permissionDenied(path:)`` on EACCES and
    /// ``DisplayError/unsupportedDevice(path:reason:)`` when it is not a KMS device.
    public convenience init(path: String) throws {
        try self.init(descriptor: Self.openDirectly(path), path: path, opener: nil, access: "directly")
    }

    /// Opens `path` through `opener` (a seat) when there is one, which needs neither root nor the
    /// 'video' group; when the opener cannot open it, or there is none, opens it directly.
    public convenience init(path: String, through opener: (any DeviceNodeOpener)?) throws {
        guard let opener else { try self.init(path: path); return }
        switch opener.openDeviceNode(path: path) {
        case .success(let fd):
            try self.init(wrapping: fd, path: path, opener: opener)
        case .failure(let e):
            try self.init(descriptor: Self.openDirectly(path), path: path, opener: nil,
                          access: "directly (\(opener.openerName) could not open it: \(e.reason))")
        }
    }

    /// Takes a descriptor `opener` opened for `path`. From here on this device owns it: when it is not a
    /// DRM device (the init throws), and on ``close()``, it goes back through `opener.closeDeviceNode`.
    public convenience init(wrapping fd: Int32, path: String, opener: any DeviceNodeOpener) throws {
        // handleEvents() relies on a non-blocking descriptor, whatever flags the opener used.
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 && flags & O_NONBLOCK == 0 { _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
        try self.init(descriptor: FileDescriptor(adopting: fd), path: path, opener: opener, access: "through \(opener.openerName)")
    }

    private static func openDirectly(_ path: String) throws(DisplayError) -> FileDescriptor {
        do { return try FileDescriptor.open(path, O_RDWR | O_NONBLOCK) } catch {
            if error.errno == EACCES || error.errno == EPERM { throw .permissionDenied(path: path) }
            throw .systemCall(call: "open", path: path, errno: error.errno)
        }
    }

    private init(descriptor: consuming FileDescriptor, path: String, opener: (any DeviceNodeOpener)?, access: String) throws {
        let fd = descriptor.rawValue
        let version = drmGetVersion(fd)
        self.path = path
        self.opener = opener
        self.access = access
        // Consumed on every path, before any check: Swift 6.0.3's optimiser (the board's compiler) crashes
        // on a noncopyable parameter consumed in one branch of a throwing initialiser and later in another.
        self.descriptor = consume descriptor
        driverName = version?.pointee.name.map { String(cString: $0) } ?? "unknown"
        driverDescription = version?.pointee.desc.map { String(cString: $0) } ?? ""
        if let version { drmFreeVersion(version) }
        var dumb: UInt64 = 0
        supportsDumbBuffers = version != nil && drmGetCap(fd, KernelConstants.drmCapDumbBuffer, &dumb) == 0 && dumb != 0
        hasUniversalPlanes = version != nil && drmSetClientCap(fd, KernelConstants.drmClientCapUniversalPlanes, 1) == 0
        supportsAtomic = version != nil && drmSetClientCap(fd, KernelConstants.drmClientCapAtomic, 1) == 0
        guard version != nil else {
            close()   // back to the opener, or closed here
            throw DisplayError.unsupportedDevice(path: path, reason: "not a DRM device (drmGetVersion failed)")
        }
    }

    deinit { close() }

    /// Whether this descriptor currently holds the DRM-master role.
    public var isMaster: Bool { fd >= 0 && drmIsMaster(fd) != 0 }

    /// Takes the DRM-master role if this descriptor does not hold it yet.
    public func becomeMaster() throws {
        if isMaster { return }
        guard drmSetMaster(fd) == 0 else { throw DisplayError.notMaster(path: path) }
    }

    /// Gives the master role up and closes the descriptor, or hands the descriptor back to the opener
    /// that opened it (the seat drops master itself). Safe to call more than once.
    public func close() {
        guard let d = descriptor.take() else { return }
        if let opener {
            opener.closeDeviceNode(fd: d.release())
        } else {
            if drmIsMaster(d.rawValue) != 0 { _ = drmDropMaster(d.rawValue) }
            try? d.close()
        }
    }

    /// Whether the descriptor came from a ``DeviceNodeOpener`` (and goes back to it on ``close()``).
    public var isOpenedByOpener: Bool { opener != nil }
}
