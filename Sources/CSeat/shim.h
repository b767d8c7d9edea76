// libseat: opens /dev/input/event* through seatd or logind, so Faceplate needs no 'input' group.
#ifndef FACEPLATE_CSEAT_SHIM_H
#define FACEPLATE_CSEAT_SHIM_H
#include <libseat.h>
#include <stdarg.h>
#include <stdio.h>

// libseat's log handler takes a va_list. va_list is an array type on x86_64 but a struct on
// aarch64, and Swift 6.3's handling of it in a C callback crashes the compiler when building for
// aarch64. So the message is formatted here and Swift receives a plain C string.
typedef void (*faceplate_seat_log_sink)(const char *message);

// A function-local static: a file-scope one in a header is not emitted when Swift imports it.
static inline faceplate_seat_log_sink *faceplate_seat_sink_slot(void) {
    static faceplate_seat_log_sink sink;
    return &sink;
}

static inline void faceplate_seat_log_trampoline(enum libseat_log_level level, const char *format, va_list args) {
    (void)level;
    char buffer[512];
    vsnprintf(buffer, sizeof buffer, format, args);
    faceplate_seat_log_sink sink = *faceplate_seat_sink_slot();
    if (sink) sink(buffer);
}

/// Routes libseat's log lines (formatted) to `sink`, or restores the default handler when NULL.
static inline void faceplate_seat_set_log_sink(faceplate_seat_log_sink sink) {
    *faceplate_seat_sink_slot() = sink;
    libseat_set_log_handler(sink ? faceplate_seat_log_trampoline : NULL);
}
#endif
