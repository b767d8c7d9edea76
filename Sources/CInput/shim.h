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
#endif
