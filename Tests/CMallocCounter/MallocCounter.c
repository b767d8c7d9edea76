// Interposes the allocator in the test executable: every allocation on a thread that asked to be
// counted bumps a thread-local counter, then goes to glibc's own implementation. Thread-local, so
// tests running in parallel on other threads do not pollute a count.
#define _GNU_SOURCE
#include "CMallocCounter.h"
#include <stddef.h>
#include <errno.h>
#include <execinfo.h>
#include <malloc.h>
#include <stdlib.h>
#include <unistd.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static __thread int counting __attribute__((tls_model("initial-exec")));
static __thread int64_t count __attribute__((tls_model("initial-exec")));
static volatile int seen;

static int trace_mode = -1;   // FACEPLATE_MALLOC_TRACE=1 prints a backtrace for each counted allocation

static void trace_allocation(void) {
    void *frames[24];
    counting = 0;                 // backtrace() must not count (or recurse into) itself
    int n = backtrace(frames, 24);
    static const char sep[] = "---- counted allocation\n";
    write(2, sep, sizeof sep - 1);
    backtrace_symbols_fd(frames, n, 2);
    counting = 1;
}

#define COUNT() do { seen = 1; if (counting) { count++; if (trace_mode > 0) trace_allocation(); } } while (0)

void *malloc(size_t n) { COUNT(); return __libc_malloc(n); }
void *calloc(size_t a, size_t b) { COUNT(); return __libc_calloc(a, b); }
void *realloc(void *p, size_t n) { COUNT(); return __libc_realloc(p, n); }
void free(void *p) { __libc_free(p); }
void *memalign(size_t al, size_t n) { COUNT(); return __libc_memalign(al, n); }
void *aligned_alloc(size_t al, size_t n) { COUNT(); return __libc_memalign(al, n); }
int posix_memalign(void **out, size_t al, size_t n) {
    COUNT();
    void *p = __libc_memalign(al, n);
    if (!p) return ENOMEM;
    *out = p;
    return 0;
}

void faceplate_malloc_count_start(void) {
    if (trace_mode < 0) {
        const char *e = getenv("FACEPLATE_MALLOC_TRACE");
        trace_mode = (e && *e == '1') ? 1 : 0;
        if (trace_mode) { void *f[2]; backtrace(f, 2); }   // load libgcc's unwinder before counting
    }
    count = 0;
    counting = 1;
}
int64_t faceplate_malloc_count_stop(void) { counting = 0; return count; }
int faceplate_malloc_counter_active(void) { return seen; }

int64_t faceplate_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return (int64_t)(info.uordblks + info.hblkhd);
}
