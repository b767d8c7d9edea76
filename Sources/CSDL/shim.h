#ifndef FACEPLATE_CSDL_H
#define FACEPLATE_CSDL_H
// The part of SDL2's ABI the desktop preview window uses (FaceplateDrivers/Display/Window/SDLLibrary.swift), declared
// here instead of including SDL's headers: no build needs libsdl2-dev (the aarch64 sysroot has none),
// and nothing links libSDL2 — FaceplateLinux loads libSDL2-2.0.so.0 with dlopen only when an app runs
// with `--backend window`, so a board binary has no SDL in its DT_NEEDED.
//
// Layouts and values are SDL 2.0's stable ABI (SDL_events.h, SDL_video.h, SDL_surface.h, SDL_pixels.h,
// SDL_rect.h, SDL_keyboard.h, SDL_mouse.h, SDL_touch.h of SDL 2.0.18 to 2.30); SDL keeps them fixed
// within major version 2. Only what the window uses is here; the rest of each union is padding.
#include <stdint.h>

typedef struct SDL_Window SDL_Window;

typedef struct SDL_Rect { int x, y, w, h; } SDL_Rect;

typedef struct SDL_version { uint8_t major, minor, patch; } SDL_version;

/// SDL_Surface: only `w`, `h`, `pitch` and `pixels` are read.
typedef struct SDL_Surface {
    uint32_t flags;
    void *format;
    int w, h;
    int pitch;
    void *pixels;
    void *userdata;
    int locked;
    void *list_blitmap;
    SDL_Rect clip_rect;
    void *map;
    int refcount;
} SDL_Surface;

typedef struct SDL_CommonEvent { uint32_t type, timestamp; } SDL_CommonEvent;
typedef struct SDL_WindowEvent {
    uint32_t type, timestamp, windowID;
    uint8_t event, padding1, padding2, padding3;
    int32_t data1, data2;
} SDL_WindowEvent;
typedef struct SDL_Keysym { int32_t scancode; int32_t sym; uint16_t mod; uint32_t unused; } SDL_Keysym;
typedef struct SDL_KeyboardEvent {
    uint32_t type, timestamp, windowID;
    uint8_t state, repeat, padding2, padding3;
    SDL_Keysym keysym;
} SDL_KeyboardEvent;
typedef struct SDL_MouseMotionEvent {
    uint32_t type, timestamp, windowID, which, state;
    int32_t x, y, xrel, yrel;
} SDL_MouseMotionEvent;
typedef struct SDL_MouseButtonEvent {
    uint32_t type, timestamp, windowID, which;
    uint8_t button, state, clicks, padding1;
    int32_t x, y;
} SDL_MouseButtonEvent;
typedef struct SDL_TouchFingerEvent {
    uint32_t type, timestamp;
    int64_t touchId, fingerId;
    float x, y, dx, dy, pressure;
    uint32_t windowID;
} SDL_TouchFingerEvent;
/// SDL_Event is 56 bytes in SDL 2 (the padding member fixes its size across versions).
typedef union SDL_Event {
    uint32_t type;
    SDL_CommonEvent common;
    SDL_WindowEvent window;
    SDL_KeyboardEvent key;
    SDL_MouseMotionEvent motion;
    SDL_MouseButtonEvent button;
    SDL_TouchFingerEvent tfinger;
    uint8_t padding[56];
} SDL_Event;

enum {
    FACEPLATE_SDL_INIT_VIDEO = 0x20,
    FACEPLATE_SDL_QUIT = 0x100,
    FACEPLATE_SDL_WINDOWEVENT = 0x200,
    FACEPLATE_SDL_KEYDOWN = 0x300,
    FACEPLATE_SDL_KEYUP = 0x301,
    FACEPLATE_SDL_MOUSEMOTION = 0x400,
    FACEPLATE_SDL_MOUSEBUTTONDOWN = 0x401,
    FACEPLATE_SDL_MOUSEBUTTONUP = 0x402,
    FACEPLATE_SDL_FINGERDOWN = 0x700,
    FACEPLATE_SDL_FINGERUP = 0x701,
    FACEPLATE_SDL_FINGERMOTION = 0x702,
    FACEPLATE_SDL_WINDOWEVENT_EXPOSED = 3,
    FACEPLATE_SDL_WINDOWEVENT_SIZE_CHANGED = 6,
    FACEPLATE_SDL_WINDOWEVENT_RESTORED = 9,
    FACEPLATE_SDL_WINDOWEVENT_FOCUS_LOST = 13,
    FACEPLATE_SDL_WINDOWEVENT_CLOSE = 14,
    FACEPLATE_SDL_BUTTON_LEFT = 1,
    FACEPLATE_SDL_WINDOW_SHOWN = 0x4,
};
/// SDL_WINDOWPOS_CENTERED, SDL_TOUCH_MOUSEID ((Uint32)-1: mouse events SDL made from touches),
/// SDL_PIXELFORMAT_RGB888 (XRGB8888), SDL_PIXELFORMAT_RGB565.
#define FACEPLATE_SDL_WINDOWPOS_CENTERED 0x2FFF0000
#define FACEPLATE_SDL_TOUCH_MOUSEID 0xFFFFFFFFu
#define FACEPLATE_SDL_PIXELFORMAT_XRGB8888 0x16161804u
#define FACEPLATE_SDL_PIXELFORMAT_RGB565 0x15151002u

// The functions, as pointer types for dlsym's results.
typedef int (*faceplate_SDL_Init)(uint32_t flags);
typedef void (*faceplate_SDL_Quit)(void);
typedef const char *(*faceplate_SDL_GetError)(void);
typedef int (*faceplate_SDL_SetHint)(const char *name, const char *value);
typedef void (*faceplate_SDL_GetVersion)(SDL_version *version);
typedef const char *(*faceplate_SDL_GetCurrentVideoDriver)(void);
typedef SDL_Window *(*faceplate_SDL_CreateWindow)(const char *title, int x, int y, int w, int h, uint32_t flags);
typedef void (*faceplate_SDL_DestroyWindow)(SDL_Window *window);
typedef void (*faceplate_SDL_SetWindowTitle)(SDL_Window *window, const char *title);
typedef SDL_Surface *(*faceplate_SDL_GetWindowSurface)(SDL_Window *window);
typedef int (*faceplate_SDL_UpdateWindowSurface)(SDL_Window *window);
typedef int (*faceplate_SDL_UpdateWindowSurfaceRects)(SDL_Window *window, const SDL_Rect *rects, int count);
typedef SDL_Surface *(*faceplate_SDL_CreateRGBSurfaceWithFormatFrom)(void *pixels, int w, int h, int depth, int pitch, uint32_t format);
typedef void (*faceplate_SDL_FreeSurface)(SDL_Surface *surface);
typedef int (*faceplate_SDL_UpperBlit)(SDL_Surface *src, const SDL_Rect *srcrect, SDL_Surface *dst, SDL_Rect *dstrect);
typedef int (*faceplate_SDL_UpperBlitScaled)(SDL_Surface *src, const SDL_Rect *srcrect, SDL_Surface *dst, SDL_Rect *dstrect);
typedef int (*faceplate_SDL_PollEvent)(SDL_Event *event);
typedef uint32_t (*faceplate_SDL_GetTicks)(void);
#endif
