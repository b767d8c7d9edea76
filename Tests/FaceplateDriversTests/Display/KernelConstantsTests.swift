import CDRM
import Testing
@testable import FaceplateDrivers
import FaceplateGraphics

/// The Swift copies of C macros must equal what the C headers compute (the shim's faceplate_c_* helpers
/// evaluate the macros in C).
@Suite struct KernelConstantsTests {
    @Test func drmConstantsMatchTheHeaders() {
        #expect(KernelConstants.drmModePageFlipEvent == faceplate_c_drm_mode_page_flip_event())
        #expect(KernelConstants.drmModeTypePreferred == faceplate_c_drm_mode_type_preferred())
        #expect(KernelConstants.drmCapDumbBuffer == faceplate_c_drm_cap_dumb_buffer())
        #expect(KernelConstants.drmClientCapUniversalPlanes == faceplate_c_drm_client_cap_universal_planes())
        #expect(KernelConstants.drmClientCapAtomic == faceplate_c_drm_client_cap_atomic())
        #expect(KernelConstants.drmPlaneTypePrimary == UInt64(faceplate_c_drm_plane_type_primary()))
        #expect(KernelConstants.drmPlaneTypeOverlay == UInt64(faceplate_c_drm_plane_type_overlay()))
        #expect(KernelConstants.drmPlaneTypeCursor == UInt64(faceplate_c_drm_plane_type_cursor()))
        #expect(KernelConstants.drmModeObjectPlane == faceplate_c_drm_mode_object_plane())
        #expect(KernelConstants.drmModeObjectCRTC == faceplate_c_drm_mode_object_crtc())
        #expect(KernelConstants.drmModeObjectConnector == faceplate_c_drm_mode_object_connector())
    }

    @Test func atomicIoctlAndFlagsMatchTheHeaders() {
        #expect(KernelConstants.drmIoctlModeAtomic == faceplate_c_drm_ioctl_mode_atomic())
        #expect(KernelConstants.drmModeAtomicTestOnly == faceplate_c_drm_mode_atomic_test_only())
        #expect(KernelConstants.drmModeAtomicNonblock == faceplate_c_drm_mode_atomic_nonblock())
        #expect(KernelConstants.drmModeAtomicAllowModeset == faceplate_c_drm_mode_atomic_allow_modeset())
        // The ioctl number encodes the argument's size: the struct Swift imports must be that size.
        #expect(MemoryLayout<drm_mode_atomic>.size == Int(faceplate_c_sizeof_drm_mode_atomic()))
        #expect(MemoryLayout<drm_mode_atomic>.size == 56)
    }

    @Test func fourCCsMatchTheHeaders() {
        #expect(PixelFormat.xrgb8888.drmFourCC == faceplate_c_drm_format_xrgb8888())
        #expect(PixelFormat.rgb565.drmFourCC == faceplate_c_drm_format_rgb565())
        #expect(fourCCName(faceplate_c_drm_format_xrgb8888()) == "XR24")
        #expect(fourCCName(faceplate_c_drm_format_rgb565()) == "RG16")
    }

    @Test func fbdevAndConsoleIoctlsMatchTheHeaders() {
        #expect(KernelConstants.fbioGetVScreenInfo == faceplate_c_fbioget_vscreeninfo())
        #expect(KernelConstants.fbioPutVScreenInfo == faceplate_c_fbioput_vscreeninfo())
        #expect(KernelConstants.fbioGetFScreenInfo == faceplate_c_fbioget_fscreeninfo())
        #expect(KernelConstants.fbioPanDisplay == faceplate_c_fbiopan_display())
        #expect(KernelConstants.fbioWaitForVSync == faceplate_c_fbio_waitforvsync())
        #expect(KernelConstants.kdSetMode == faceplate_c_kdsetmode())
        #expect(KernelConstants.fbioBlank == faceplate_c_fbioblank())
        #expect(KernelConstants.fbBlankPowerdown == faceplate_c_fb_blank_powerdown())
        #expect(KernelConstants.kdGraphics == faceplate_c_kd_graphics())
        #expect(KernelConstants.kdText == faceplate_c_kd_text())
    }

    @Test func screenInfoStructsHaveTheKernelLayout() {
        // The ioctls copy exactly these many bytes; a layout mismatch would corrupt memory.
        #expect(MemoryLayout<fb_var_screeninfo>.size == Int(faceplate_c_sizeof_fb_var_screeninfo()))
        #expect(MemoryLayout<fb_var_screeninfo>.size == 160)
        #expect(MemoryLayout<fb_fix_screeninfo>.size == Int(faceplate_c_sizeof_fb_fix_screeninfo()))
    }
}
