/// Kernel ABI numbers the display backends pass to libdrm and ioctl(2).
///
/// Several of them are function-like C macros (`_IOW(...)`, `fourcc_code(...)`) or macro expressions that
/// Swift does not import, so they are written out here; `KernelConstantsTests` compares every one with
/// the value the C headers produce, so a header change cannot slip by.
public enum KernelConstants {
    /// `DRM_MODE_PAGE_FLIP_EVENT`: ask for a completion event on the DRM fd when a flip lands.
    public static let drmModePageFlipEvent: UInt32 = 0x01
    /// `DRM_MODE_TYPE_PREFERRED`: the mode flag a connector sets on its native mode.
    public static let drmModeTypePreferred: UInt32 = 1 << 3
    /// `DRM_CAP_DUMB_BUFFER`: whether CPU-mapped "dumb" scanout buffers exist on this device.
    public static let drmCapDumbBuffer: UInt64 = 0x1
    /// `DRM_CLIENT_CAP_UNIVERSAL_PLANES`: expose primary and cursor planes, needed to read their formats.
    public static let drmClientCapUniversalPlanes: UInt64 = 2
    /// `DRM_CLIENT_CAP_ATOMIC`: opt in to atomic modesetting (reported by ``DRMDevice``).
    public static let drmClientCapAtomic: UInt64 = 3
    /// `DRM_PLANE_TYPE_OVERLAY`, `_PRIMARY`, `_CURSOR`: the values of a plane's "type" property.
    public static let drmPlaneTypeOverlay: UInt64 = 0, drmPlaneTypePrimary: UInt64 = 1, drmPlaneTypeCursor: UInt64 = 2
    /// `DRM_MODE_OBJECT_PLANE`: the object type to ask plane properties for.
    public static let drmModeObjectPlane: UInt32 = 0xeeee_eeee
    /// `DRM_MODE_OBJECT_CRTC`, `DRM_MODE_OBJECT_CONNECTOR`: object types to ask CRTC and connector properties for.
    public static let drmModeObjectCRTC: UInt32 = 0xcccc_cccc, drmModeObjectConnector: UInt32 = 0xc0c0_c0c0
    /// `DRM_MODE_ATOMIC_TEST_ONLY`: check an atomic request without applying it (used to choose the path).
    public static let drmModeAtomicTestOnly: UInt32 = 0x0100
    /// `DRM_MODE_ATOMIC_NONBLOCK`: queue the commit and return at once (page flips; completion is an event).
    public static let drmModeAtomicNonblock: UInt32 = 0x0200
    /// `DRM_MODE_ATOMIC_ALLOW_MODESET`: the commit may change the mode or switch outputs (the first frame).
    public static let drmModeAtomicAllowModeset: UInt32 = 0x0400
    /// `DRM_IOCTL_MODE_ATOMIC` = `DRM_IOWR(0xBC, struct drm_mode_atomic)`: issued directly because libdrm's
    /// `drmModeAtomicCommit` copies and sorts the request on the heap on every call.
    public static let drmIoctlModeAtomic: UInt = 0xC038_64BC
    /// The `drmEventContext` version we fill in: 2 is the oldest with `page_flip_handler`, which is all
    /// we read; libdrm accepts any older layout (this is our choice, not a header constant).
    public static let drmEventContextVersion: Int32 = 2

    /// `FBIOGET_VSCREENINFO`: read the variable screen info (resolution, depth, virtual size, offsets).
    public static let fbioGetVScreenInfo: UInt = 0x4600
    /// `FBIOPUT_VSCREENINFO`: write it (used to ask for a taller virtual area for pan-flipping).
    public static let fbioPutVScreenInfo: UInt = 0x4601
    /// `FBIOGET_FSCREENINFO`: read the fixed screen info (line length, mapping length, driver id).
    public static let fbioGetFScreenInfo: UInt = 0x4602
    /// `FBIOPAN_DISPLAY`: move the visible window inside the virtual area, i.e. flip.
    public static let fbioPanDisplay: UInt = 0x4606
    /// `FBIO_WAITFORVSYNC` = `_IOW('F', 0x20, __u32)`: wait for the next vertical blank, where supported.
    public static let fbioWaitForVSync: UInt = 0x4004_4620
    /// `KDSETMODE`, `KD_TEXT`, `KD_GRAPHICS`: stop the text console drawing its cursor over our pixels.
    public static let kdSetMode: UInt = 0x4B3A, kdText: UInt = 0x00, kdGraphics: UInt = 0x01
    /// `FBIOBLANK`, `FB_BLANK_UNBLANK`, `FB_BLANK_POWERDOWN`: switch an fbdev panel's output off and on.
    public static let fbioBlank: UInt = 0x4611, fbBlankUnblank: UInt = 0, fbBlankPowerdown: UInt = 4
}
