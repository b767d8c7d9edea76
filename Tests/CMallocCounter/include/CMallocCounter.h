#ifndef CMALLOCCOUNTER_H
#define CMALLOCCOUNTER_H
#include <stdint.h>
/// Starts counting heap allocations made by the calling thread (malloc, calloc, realloc,
/// posix_memalign, aligned_alloc, memalign) and resets the count.
void faceplate_malloc_count_start(void);
/// Stops counting on the calling thread and returns how many allocations it saw.
int64_t faceplate_malloc_count_stop(void);
/// Whether the interposer is linked and active (a sanity check that counting can fail).
int faceplate_malloc_counter_active(void);
/// Bytes of heap in use by the whole process now, by glibc's own count (mallinfo2: small blocks in
/// use plus mmapped ones).
int64_t faceplate_heap_in_use(void);
#endif
