#ifndef FACEPLATE_CRUNLOOPTIMERS_H
#define FACEPLATE_CRUNLOOPTIMERS_H
#include <stddef.h>
#include <stdint.h>
// The four CoreFoundation calls through which a loop other than CoreFoundation's own fires the timers of
// the main run loop (Foundation's `Timer`, `RunLoop.main.add(_:forMode:)`), as Foundation's own
// `RunLoop.limitDate(forMode:)` does: run one non-blocking pass, ask for the next fire date.
//
// Declared weak, under names of our own bound to CoreFoundation's symbols (asm labels): a program that
// does not link Foundation gets null addresses and the loop never calls them, a program that does gets
// them from wherever Foundation is: libFoundation.so (host toolchains, which export CoreFoundation's C
// symbols) or the static libCoreFoundation.a a --static-swift-stdlib board build links in. A weak
// reference resolves in both; dlsym(RTLD_DEFAULT, ...) would find nothing in the static case, whose
// symbols are not in the executable's dynamic symbol table. Our own names keep these declarations from
// clashing with CoreFoundation's headers when an app imports Foundation too.

extern void *_Nullable faceplate_CFRunLoopGetMain(void) __asm__("CFRunLoopGetMain") __attribute__((weak));
extern double faceplate_CFRunLoopGetNextTimerFireDate(void *_Nonnull loop, const void *_Nonnull mode)
    __asm__("CFRunLoopGetNextTimerFireDate") __attribute__((weak));
extern int32_t faceplate_CFRunLoopRunInMode(const void *_Nonnull mode, double seconds, unsigned char returnAfterSourceHandled)
    __asm__("CFRunLoopRunInMode") __attribute__((weak));
extern const void *_Nullable const faceplate_kCFRunLoopDefaultMode __asm__("kCFRunLoopDefaultMode") __attribute__((weak));

/// Whether the process linked CoreFoundation's run loop (through Foundation).
static inline int faceplate_cf_run_loop_linked(void) {
    return faceplate_CFRunLoopGetMain != NULL && faceplate_CFRunLoopGetNextTimerFireDate != NULL
        && faceplate_CFRunLoopRunInMode != NULL && &faceplate_kCFRunLoopDefaultMode != NULL
        && faceplate_kCFRunLoopDefaultMode != NULL;
}

/// The main run loop (NULL without CoreFoundation). Creates it on first use: call on the main thread.
static inline void *_Nullable faceplate_cf_main_run_loop(void) {
    return faceplate_cf_run_loop_linked() ? faceplate_CFRunLoopGetMain() : NULL;
}

/// The next fire date of the main run loop's default-mode timers, in CFAbsoluteTime (seconds since
/// 2001-01-01 00:00 UTC on the realtime clock); 0 when none is scheduled. `loop` is from the call above.
static inline double faceplate_cf_next_timer_fire_date(void *_Nonnull loop) {
    return faceplate_CFRunLoopGetNextTimerFireDate(loop, faceplate_kCFRunLoopDefaultMode);
}

/// One pass of the calling thread's run loop in the default mode without waiting: fires the timers that
/// are due (and runs what else CoreFoundation has ready: performed blocks, the main queue).
static inline int32_t faceplate_cf_run_default_mode_once(void) {
    return faceplate_CFRunLoopRunInMode(faceplate_kCFRunLoopDefaultMode, 0.0, 1);
}

#endif
