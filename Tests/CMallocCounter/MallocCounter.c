// Interposes the allocator in the test executable: every allocation on a thread that asked to be
// counted bumps a thread-local counter, then goes to glibc's own implementation. Thread-local, so
// tests running in parallel on other threads do not pollute a count.
#define _GNU_SOURCE
#include "CMallocCounter.h"
#include <stddef.h>
#include <errno.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static __thread int counting __attribute__((tls_model("initial-exec")));
static __thread int64_t count __attribute__((tls_model("initial-exec")));
static volatile int seen;

#define COUNT() do { seen = 1; if (counting) count++; } while (0)

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

void faceplate_malloc_count_start(void) { count = 0; counting = 1; }
int64_t faceplate_malloc_count_stop(void) { counting = 0; return count; }
int faceplate_malloc_counter_active(void) { return seen; }
