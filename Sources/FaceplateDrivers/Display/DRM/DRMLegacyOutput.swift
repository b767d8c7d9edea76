import CDRM

/// The legacy commit path of a ``DRMDisplay``: `drmModeSetCrtc` for the first frame, `drmModePageFlip`
/// afterwards. Every KMS driver has it.
final class DRMLegacyOutput: DRMCommitStrategy {
    private let device: DRMDevice
    private let crtcID: UInt32
    /// Variables, not constants: libdrm takes them by pointer.
    private var connectorID: UInt32
    private var mode: drmModeModeInfo
    /// The modeset's name in errors, made once (a frame must not format strings).
    private let modesetCall: String

    /// Drives `output`'s CRTC and connector on `device`.
    init(device: DRMDevice, output: DRMOutputChoice) {
        self.device = device
        crtcID = output.crtc.id
        connectorID = output.connector.id
        mode = output.mode.raw
        modesetCall = "drmModeSetCrtc (\(output.connector.name) \(output.mode))"
    }

    func modeset(framebuffer: UInt32) throws(DisplayError) {
        let fd = device.fd
        let r = withUnsafeMutablePointer(to: &connectorID) { c in
            withUnsafeMutablePointer(to: &mode) { m in
                drmModeSetCrtc(fd, crtcID, framebuffer, 0, 0, c, 1, m)
            }
        }
        guard r == 0 else { throw .systemCall(call: modesetCall, path: device.path, errno: -r) }
        // Front-buffer drivers (virtio-gpu, SPI panels) upload on "dirty"; others answer ENOSYS.
        _ = drmModeDirtyFB(fd, framebuffer, nil, 0)
    }

    func flip(framebuffer: UInt32, userData: UnsafeMutableRawPointer) throws(DisplayError) {
        let r = drmModePageFlip(device.fd, crtcID, framebuffer, KernelConstants.drmModePageFlipEvent, userData)
        guard r == 0 else { throw .systemCall(call: "drmModePageFlip", path: device.path, errno: -r) }
    }
}
