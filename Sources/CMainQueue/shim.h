#ifndef FACEPLATE_CMAINQUEUE_H
#define FACEPLATE_CMAINQUEUE_H
#include <sys/syscall.h>
#include <unistd.h>
// The two hooks through which a run loop serves libdispatch's main queue, as CoreFoundation's run loop
// does on Linux. libdispatch exports them (libdispatch.so and the static libdispatch.a) but no installed
// header declares them.

/// The main queue's wake-up handle: on Linux an eventfd that libdispatch writes when the queue goes from
/// empty to not empty while it is bound to the main thread; -1 once `dispatch_main()` has taken the queue
/// over (it then runs on libdispatch's own threads and must not be drained by hand).
int _dispatch_get_main_queue_handle_4CF(void);

/// Runs the jobs on the main queue at the time of the call (jobs they enqueue wait for the next wake-up).
/// Main thread only; a call from within a drain returns at once. The argument is unused on Linux (NULL).
void _dispatch_main_queue_callback_4CF(void *_Nullable message);

/// libdispatch's own names for the main queue (what `dispatch_get_main_queue()` returns) and for the
/// queue-specific data calls, declared under names of this header's own: Faceplate's core does not import
/// Dispatch (whose Swift module only the compiler that built it can read, which a cross build with
/// another compiler cannot), and distinct names cannot clash with Dispatch's declarations in a module
/// that imports both.
struct faceplate_dispatch_queue;
extern struct faceplate_dispatch_queue faceplate_dispatch_main_q __asm__("_dispatch_main_q");
void faceplate_dispatch_queue_set_specific(struct faceplate_dispatch_queue *queue, const void *key,
    void *_Nullable context, void (*_Nullable destructor)(void *_Nullable)) __asm__("dispatch_queue_set_specific");
void *_Nullable faceplate_dispatch_get_specific(const void *key) __asm__("dispatch_get_specific");

/// Marks the main queue with `key` (its value: `key` itself), so that code running on it — on the main
/// thread or, once `dispatch_main()` has taken the queue over, on libdispatch's threads — can tell.
static inline void faceplate_mark_main_queue(const void *key) {
    faceplate_dispatch_queue_set_specific(&faceplate_dispatch_main_q, key, (void *)key, 0);
}

/// Whether the caller runs on a queue marked with `key` (by `faceplate_mark_main_queue`: the main queue).
static inline int faceplate_on_marked_queue(const void *key) { return faceplate_dispatch_get_specific(key) != 0; }

/// Whether the calling thread is the process's main thread, the one libdispatch binds the main queue to
/// (the drain above stops the process when called from any other).
static inline int faceplate_is_main_thread(void) { return getpid() == (pid_t)syscall(SYS_gettid); }

#endif
