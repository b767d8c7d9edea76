/// Opens the panel the normal way: DRM/KMS, or the fbdev device when the machine has no usable KMS
/// device at all.
///
/// The fallback is taken only when DRM is *absent* (no card nodes, or nodes that are not KMS devices).
/// When a KMS device exists but cannot be used — permission denied, another program is master, no
/// connected display — that error is thrown as is: drawing into fbdev then would either fail the same
/// way or draw underneath a compositor, and hide the real problem.
public func openDisplay(drm: DRMDisplay.Configuration = DRMDisplay.Configuration(),
                        fbdev: FramebufferDisplay.Configuration = FramebufferDisplay.Configuration()) throws -> any DisplayBackend {
    do {
        return try DRMDisplay.open(drm)
    } catch let drmError as DisplayError where drmError.meansNoKMSDevice {
        do {
            return try FramebufferDisplay(configuration: fbdev)
        } catch let fbError as DisplayError {
            throw DisplayError.noDisplay(drm: drmError, fbdev: fbError)
        }
    }
}

extension DisplayError {
    /// Whether this DRM error says there is no KMS device to use (so fbdev is the right fallback).
    var meansNoKMSDevice: Bool {
        switch self {
        case .noDRMDevice(_, let tried):
            // Every node tried was not a KMS device at all (anything else is a real problem to report).
            return tried.allSatisfy { $0.error.meansNoKMSDevice }
        case .unsupportedDevice: return true
        default: return false
        }
    }
}
