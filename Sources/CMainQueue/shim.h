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

/// Whether the calling thread is the process's main thread, the one libdispatch binds the main queue to
/// (the drain above stops the process when called from any other).
static inline int faceplate_is_main_thread(void) { return getpid() == (pid_t)syscall(SYS_gettid); }

#endif
