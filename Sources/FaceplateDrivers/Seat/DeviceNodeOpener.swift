import FaceplateEcho
import Glibc

/// Opens device nodes on the program's behalf and must be asked to close them again: a seat manager
/// (``SeatSession``), which hands out descriptors without root or group membership, DRM master included.
///
/// A ``DRMDevice`` that got its descriptor from an opener gives it back through ``closeDeviceNode(fd:)``
/// instead of closing it itself, so the seat manager's bookkeeping (and its master handling) stays right.
public protocol DeviceNodeOpener: AnyObject {
    /// Opens the node at `path` read-write; the descriptor, or the failed call saying why not.
    func openDeviceNode(path: String) -> Result<Int32, SystemError>
    /// Gives back (and closes) a descriptor from ``openDeviceNode(path:)``.
    func closeDeviceNode(fd: Int32)
    /// Who opens, for messages: `seat seat0`.
    var openerName: String { get }
}

extension SeatSession: DeviceNodeOpener {
    /// Opens `path` through the seat manager (libseat_open_device).
    public func openDeviceNode(path: String) -> Result<Int32, SystemError> {
        switch path.withCString({ openDevice($0) }) {
        case .success(let fd): return .success(fd)
        case .failure(.openFailed(_, let error)): return .failure(error)
        case .failure:
            return .failure(SystemError(operation: "libseat_open_device \(Echo.escaped(path, limit: Echo.pathLimit))", errno: EIO))
        }
    }

    /// Closes a descriptor from ``openDeviceNode(path:)`` through the seat manager.
    public func closeDeviceNode(fd: Int32) { closeDevice(fd: fd) }

    /// `seat seat0`.
    public var openerName: String { "seat \(name)" }
}
