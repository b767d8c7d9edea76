// libinput plus the kernel's evdev codes (EV_*, ABS_*, BTN_*, KEY_*), which evemu replay and the
// libinput backend both speak. Object-like macros import into Swift as constants.
#ifndef FACEPLATE_CINPUT_SHIM_H
#define FACEPLATE_CINPUT_SHIM_H
#include <libinput.h>
#include <linux/input-event-codes.h>

// libinput's log handler takes a va_list, which Swift cannot take portably (on aarch64 a C function
// pointer with a va_list parameter crashes the Swift 6.3 compiler). This handler formats the message in
// C into a stack buffer and hands the finished line to faceplate_libinput_log_line, which Faceplate
// defines in Swift (@_cdecl, LibinputLogBridge.swift).
#include <stdarg.h>
#include <stdio.h>
void faceplate_libinput_log_line(struct libinput *li, enum libinput_log_priority priority, const char *line);
static inline void faceplate_libinput_log_handler(struct libinput *li, enum libinput_log_priority priority,
                                                  const char *format, va_list args) {
    char line[512];
    if (vsnprintf(line, sizeof line, format, args) >= 0) faceplate_libinput_log_line(li, priority, line);
}
static inline void faceplate_libinput_install_log_handler(struct libinput *li) {
    libinput_log_set_handler(li, faceplate_libinput_log_handler);
}

// A touchscreen libinput reads as multitouch but whose driver sends only ABS_X/ABS_Y (AbsOnlyTouch.swift):
// Faceplate reads a second descriptor of its node itself. EVIOCGABS is a function-like macro and
// struct input_event's layout depends on the C library's time_t, so both stay in C.
#include <linux/input.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <errno.h>
/// The axis range of `code` (min, max); -errno on failure.
static inline int faceplate_evdev_abs_range(int fd, unsigned code, int *minimum, int *maximum) {
    struct input_absinfo info;
    if (ioctl(fd, EVIOCGABS(code), &info) < 0) return -errno;
    *minimum = info.minimum; *maximum = info.maximum;
    return 0;
}
/// Reads up to `capacity` events into the three arrays without blocking; returns how many, 0 when none
/// are waiting, -errno on failure (-ENODEV once the device is gone).
static inline int faceplate_evdev_read(int fd, unsigned short *types, unsigned short *codes, int *values, int capacity) {
    struct input_event events[64];
    if (capacity > 64) capacity = 64;
    ssize_t n = read(fd, events, sizeof(struct input_event) * (size_t)capacity);
    if (n < 0) return errno == EAGAIN ? 0 : -errno;
    int count = (int)(n / (ssize_t)sizeof(struct input_event));
    for (int i = 0; i < count; i++) { types[i] = events[i].type; codes[i] = events[i].code; values[i] = events[i].value; }
    return count;
}
#endif
