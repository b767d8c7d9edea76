#ifndef FACEPLATE_CDRM_SHIM_H
#define FACEPLATE_CDRM_SHIM_H
// libdrm (legacy + atomic KMS, dumb buffers, events) and the fbdev/KD ioctl structures.
#include <stdint.h>
#include <sys/ioctl.h>
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <drm_fourcc.h>
#include <linux/fb.h>
#include <linux/kd.h>

// ioctl(2) is variadic, which Swift does not import: a fixed-signature wrapper for pointer arguments.
static inline int faceplate_ioctl(int fd, unsigned long request, void *arg) {
    return ioctl(fd, request, arg);
}
// ... and for the integer-argument form (KDSETMODE, FBIOBLANK).
static inline int faceplate_ioctl_int(int fd, unsigned long request, unsigned long arg) {
    return ioctl(fd, request, arg);
}

// Function-like macros and macro expressions Swift cannot import. They are NOT used by the library
// (which writes its constants in Swift); tests compare the Swift constants against these so a header
// change cannot go unnoticed.
static inline uint32_t faceplate_c_drm_format_xrgb8888(void) { return DRM_FORMAT_XRGB8888; }
static inline uint32_t faceplate_c_drm_format_rgb565(void) { return DRM_FORMAT_RGB565; }
static inline uint32_t faceplate_c_drm_mode_page_flip_event(void) { return DRM_MODE_PAGE_FLIP_EVENT; }
static inline uint32_t faceplate_c_drm_mode_type_preferred(void) { return DRM_MODE_TYPE_PREFERRED; }
static inline uint64_t faceplate_c_drm_cap_dumb_buffer(void) { return DRM_CAP_DUMB_BUFFER; }
static inline uint64_t faceplate_c_drm_client_cap_universal_planes(void) { return DRM_CLIENT_CAP_UNIVERSAL_PLANES; }
static inline uint64_t faceplate_c_drm_client_cap_atomic(void) { return DRM_CLIENT_CAP_ATOMIC; }
static inline uint32_t faceplate_c_drm_plane_type_primary(void) { return DRM_PLANE_TYPE_PRIMARY; }
static inline uint32_t faceplate_c_drm_plane_type_overlay(void) { return DRM_PLANE_TYPE_OVERLAY; }
static inline uint32_t faceplate_c_drm_plane_type_cursor(void) { return DRM_PLANE_TYPE_CURSOR; }
static inline uint32_t faceplate_c_drm_mode_object_plane(void) { return DRM_MODE_OBJECT_PLANE; }
static inline uint32_t faceplate_c_drm_mode_object_crtc(void) { return DRM_MODE_OBJECT_CRTC; }
static inline uint32_t faceplate_c_drm_mode_object_connector(void) { return DRM_MODE_OBJECT_CONNECTOR; }
static inline uint32_t faceplate_c_drm_mode_atomic_test_only(void) { return DRM_MODE_ATOMIC_TEST_ONLY; }
static inline uint32_t faceplate_c_drm_mode_atomic_nonblock(void) { return DRM_MODE_ATOMIC_NONBLOCK; }
static inline uint32_t faceplate_c_drm_mode_atomic_allow_modeset(void) { return DRM_MODE_ATOMIC_ALLOW_MODESET; }
static inline unsigned long faceplate_c_drm_ioctl_mode_atomic(void) { return DRM_IOCTL_MODE_ATOMIC; }
static inline unsigned long faceplate_c_sizeof_drm_mode_atomic(void) { return sizeof(struct drm_mode_atomic); }
static inline unsigned long faceplate_c_fbioget_vscreeninfo(void) { return FBIOGET_VSCREENINFO; }
static inline unsigned long faceplate_c_fbioget_fscreeninfo(void) { return FBIOGET_FSCREENINFO; }
static inline unsigned long faceplate_c_fbioput_vscreeninfo(void) { return FBIOPUT_VSCREENINFO; }
static inline unsigned long faceplate_c_fbiopan_display(void) { return FBIOPAN_DISPLAY; }
static inline unsigned long faceplate_c_fbio_waitforvsync(void) { return FBIO_WAITFORVSYNC; }
static inline unsigned long faceplate_c_kdsetmode(void) { return KDSETMODE; }
static inline unsigned long faceplate_c_fbioblank(void) { return FBIOBLANK; }
static inline unsigned long faceplate_c_fb_blank_powerdown(void) { return FB_BLANK_POWERDOWN; }
static inline unsigned long faceplate_c_kd_graphics(void) { return KD_GRAPHICS; }
static inline unsigned long faceplate_c_kd_text(void) { return KD_TEXT; }
static inline unsigned long faceplate_c_sizeof_fb_var_screeninfo(void) { return sizeof(struct fb_var_screeninfo); }
static inline unsigned long faceplate_c_sizeof_fb_fix_screeninfo(void) { return sizeof(struct fb_fix_screeninfo); }

#endif
