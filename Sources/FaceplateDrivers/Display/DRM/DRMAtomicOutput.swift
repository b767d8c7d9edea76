import CDRM
import Glibc

/// The atomic commit path of a ``DRMDisplay``: the property ids, the mode blob and the two preallocated
/// requests (the first frame's modeset and the page flip), owned together; `deinit` destroys the mode blob.
///
/// Built at start-up only; a frame calls ``modeset(framebuffer:)`` once and ``flip(framebuffer:userData:)``
/// afterwards, neither of which allocates.
final class DRMAtomicOutput: DRMCommitStrategy {
    let ids: DRMAtomicPropertyIDs
    private let device: DRMDevice
    private let modeBlob: UInt32
    private let modesetRequest: DRMAtomicRequest
    private let flipRequest: DRMAtomicRequest
    private let modesetFBSlot: Int
    /// The modeset's name in errors, made once (a frame must not format strings).
    private let modesetCall: String

    /// Looks the properties up, creates the mode blob and fills both requests. Throws a sentence saying
    /// why atomic cannot be used on this output (for the log, or the error when it was required).
    init(device: DRMDevice, output: DRMOutputChoice) throws(Obstacle) {
        guard device.supportsAtomic else { throw Obstacle("the driver \(device.driverName) refuses DRM_CLIENT_CAP_ATOMIC") }
        guard let plane = output.plane else { throw Obstacle("the driver lists no primary plane for CRTC \(output.crtc.id)") }
        let fd = device.fd
        do {
            ids = try DRMAtomicPropertyIDs(plane: propertyIDs(fd: fd, object: plane.id, type: KernelConstants.drmModeObjectPlane),
                                           crtc: propertyIDs(fd: fd, object: output.crtc.id, type: KernelConstants.drmModeObjectCRTC),
                                           connector: propertyIDs(fd: fd, object: output.connector.id, type: KernelConstants.drmModeObjectConnector))
        } catch {
            throw Obstacle("the driver \(device.driverName) lacks the properties " + error.names.joined(separator: ", "))
        }
        var mode = output.mode.raw
        var blob: UInt32 = 0
        let r = drmModeCreatePropertyBlob(fd, &mode, MemoryLayout<drmModeModeInfo>.size, &blob)
        guard r == 0 else { throw Obstacle("creating the mode blob failed: \(errnoDescription(-r))") }
        self.device = device
        modeBlob = blob
        modesetCall = "atomic modeset (\(output.connector.name) \(output.mode))"

        let w = UInt64(output.mode.width), h = UInt64(output.mode.height)
        let m = DRMAtomicRequest(objects: 3, properties: 13)
        m.add(object: output.connector.id, property: ids.connectorCRTC, value: UInt64(output.crtc.id))
        m.add(object: output.crtc.id, property: ids.active, value: 1)
        m.add(object: output.crtc.id, property: ids.modeID, value: UInt64(blob))
        modesetFBSlot = m.add(object: plane.id, property: ids.planeFB, value: 0)
        m.add(object: plane.id, property: ids.planeCRTC, value: UInt64(output.crtc.id))
        m.add(object: plane.id, property: ids.srcX, value: 0)
        m.add(object: plane.id, property: ids.srcY, value: 0)
        m.add(object: plane.id, property: ids.srcW, value: w << 16)   // 16.16 fixed point
        m.add(object: plane.id, property: ids.srcH, value: h << 16)
        m.add(object: plane.id, property: ids.crtcX, value: 0)
        m.add(object: plane.id, property: ids.crtcY, value: 0)
        m.add(object: plane.id, property: ids.crtcW, value: w)
        m.add(object: plane.id, property: ids.crtcH, value: h)
        modesetRequest = m
        let f = DRMAtomicRequest(objects: 1, properties: 1)
        f.add(object: plane.id, property: ids.planeFB, value: 0)
        flipRequest = f
    }

    deinit {
        if device.fd >= 0 { _ = drmModeDestroyPropertyBlob(device.fd, modeBlob) }
    }

    /// Checks, without applying it, that the first frame's modeset with `framebuffer` would be accepted.
    /// Returns 0 or the errno.
    func testModeset(framebuffer: UInt32) -> Int32 {
        modesetRequest.setValue(UInt64(framebuffer), at: modesetFBSlot)
        return modesetRequest.commit(fd: device.fd, flags: KernelConstants.drmModeAtomicTestOnly | KernelConstants.drmModeAtomicAllowModeset)
    }

    /// Lights the output up with `framebuffer` (a blocking commit: it is on screen when this returns).
    func modeset(framebuffer: UInt32) throws(DisplayError) {
        modesetRequest.setValue(UInt64(framebuffer), at: modesetFBSlot)
        let e = modesetRequest.commit(fd: device.fd, flags: KernelConstants.drmModeAtomicAllowModeset)
        guard e == 0 else { throw .systemCall(call: modesetCall, path: device.path, errno: e) }
    }

    /// Queues `framebuffer` on the plane; a page-flip event carrying `userData` arrives when it is shown.
    func flip(framebuffer: UInt32, userData: UnsafeMutableRawPointer) throws(DisplayError) {
        flipRequest.setValue(UInt64(framebuffer), at: 0)
        let e = flipRequest.commit(fd: device.fd, flags: KernelConstants.drmModeAtomicNonblock | KernelConstants.drmModePageFlipEvent,
                                   userData: UInt64(UInt(bitPattern: userData)))
        guard e == 0 else { throw .systemCall(call: "atomic page flip", path: device.path, errno: e) }
    }

    /// Why atomic cannot be used, as a sentence fragment ("the driver X refuses DRM_CLIENT_CAP_ATOMIC").
    struct Obstacle: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }
}

/// An object's properties, name -> id (start-up only: allocates).
private func propertyIDs(fd: Int32, object: UInt32, type: UInt32) -> [String: UInt32] {
    guard let props = drmModeObjectGetProperties(fd, object, type) else { return [:] }
    defer { drmModeFreeObjectProperties(props) }
    var table: [String: UInt32] = [:]
    for i in 0..<Int(props.pointee.count_props) {
        guard let p = drmModeGetProperty(fd, props.pointee.props[i]) else { continue }
        let name = withUnsafeBytes(of: p.pointee.name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        table[name] = p.pointee.prop_id
        drmModeFreeProperty(p)
    }
    return table
}
