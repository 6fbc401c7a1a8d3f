// Interposes the allocator for the test executable to count allocations per thread.
// Each function forwards to glibc's own implementation (__libc_*), so behaviour is unchanged.
#define _GNU_SOURCE
#include <stddef.h>
#include <errno.h>
#include "CAllocationCounter.h"

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static _Thread_local long allocations;

long detent_thread_allocations(void) { return allocations; }

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define DETENT_SANITIZED 1
#endif
#endif

// Under a sanitizer (make sanitize) its allocator stays in place: nothing is counted, and the
// allocation tests check nothing there (make test checks them).
#ifdef DETENT_SANITIZED
int detent_counts_allocations(void) { return 0; }
#else
int detent_counts_allocations(void) { return 1; }

void *malloc(size_t size) { allocations++; return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { allocations++; return __libc_calloc(n, size); }
void *realloc(void *p, size_t size) { allocations++; return __libc_realloc(p, size); }
void free(void *p) { __libc_free(p); }
void *memalign(size_t alignment, size_t size) { allocations++; return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { allocations++; return __libc_memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    allocations++;
    void *p = __libc_memalign(alignment, size);
    if (!p) return ENOMEM;
    *out = p;
    return 0;
}
#endif
