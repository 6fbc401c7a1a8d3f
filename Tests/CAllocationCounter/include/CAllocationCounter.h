#ifndef DETENT_ALLOCATION_COUNTER_H
#define DETENT_ALLOCATION_COUNTER_H
/// Heap allocations made by the calling thread since it started (malloc, calloc, realloc,
/// posix_memalign, aligned_alloc, memalign), counted by interposing glibc's allocator.
long detent_thread_allocations(void);
/// 1 when allocations are counted; 0 under a sanitizer (make sanitize), whose allocator stays.
int detent_counts_allocations(void);
#endif
